import { useRef, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { notify } from '@portal/shared/platform';
import { Alert, Button, Flex, Tag, Typography } from '@portal/shared/antd';
import { Progress } from '@portal/shared/antd-detail';
import { InboxOutlined } from '@portal/shared/icons';

// Picks (or takes dropped) files and uploads them at once, with progress; the parent keeps the
// staged uploads and sends their ids with its own call. Count, size and type are checked here for
// a quick answer, before any byte is sent; the server checks them again (the type on the bytes).
// A failed upload shows the server's answer with Retry; the files stay until then.

/** A file the server accepted and keeps until a record takes it. */
export interface UploadedFile {
  id: string;
  name: string;
}

export interface FileType {
  /** Without the dot: 'pdf'. */
  ext: string;
  mime: string;
}

export interface FileDropProps<T extends UploadedFile> {
  value: T[];
  onChange: (files: T[]) => void;
  /** Sends the files (e.g. `api.upload`); `onProgress` takes 0..1. */
  upload: (files: File[], onProgress: (ratio: number) => void) => Promise<T[]>;
  types: readonly FileType[];
  maxBytes: number;
  /** At most this many files attached in all. */
  maxFiles: number;
  /** What to say when a check refuses the pick. */
  messages: { tooMany: string; tooLarge: string; wrongType: string };
  label?: string;
  hint?: ReactNode;
}

/** Why these files may not be uploaded, or null (count, then size, then type). */
export function fileDropProblem(
  files: readonly File[],
  attached: number,
  { types, maxBytes, maxFiles, messages }: Pick<FileDropProps<UploadedFile>, 'types' | 'maxBytes' | 'maxFiles' | 'messages'>,
): string | null {
  if (files.length + attached > maxFiles) return messages.tooMany;
  if (files.some((f) => f.size > maxBytes)) return messages.tooLarge;
  const typeOk = (f: File) => {
    const ext = f.name.includes('.') ? f.name.split('.').pop()!.toLowerCase() : '';
    return types.some((t) => t.ext === ext || (ext === 'jpeg' && t.ext === 'jpg')) || (!!f.type && types.some((t) => t.mime === f.type));
  };
  if (!files.every(typeOk)) return messages.wrongType;
  return null;
}

export function FileDrop<T extends UploadedFile>({
  value,
  onChange,
  upload,
  types,
  maxBytes,
  maxFiles,
  messages,
  label = 'Attach files',
  hint,
}: FileDropProps<T>) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [over, setOver] = useState(false);
  const send = useMutation({
    mutationFn: (files: File[]) => (setProgress(0), upload(files, setProgress)),
    onSuccess: (staged) => onChange([...value, ...staged]),
  });

  const pick = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (!files.length || send.isPending) return;
    const problem = fileDropProblem(files, value.length, { types, maxBytes, maxFiles, messages });
    if (problem) return notify.error(problem);
    send.mutate(files);
  };

  return (
    <Flex
      vertical
      gap={6}
      onDragOver={(e) => (e.preventDefault(), setOver(true))}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        pick(e.dataTransfer.files);
      }}
      style={over ? { outline: '1px dashed #1677ff', outlineOffset: 4 } : undefined}
    >
      <input
        ref={input}
        type="file"
        multiple={maxFiles > 1}
        accept={types.map((t) => `.${t.ext}`).join(',')}
        aria-label={label}
        style={{ display: 'none' }}
        onChange={(e) => pick(e.target.files)}
      />
      <Button icon={<InboxOutlined />} onClick={() => input.current?.click()} disabled={send.isPending}>
        {label}
      </Button>
      {send.isPending && <Progress percent={Math.round(progress * 100)} size="small" aria-label="Upload progress" />}
      {send.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={send.error instanceof Error ? send.error.message : String(send.error)}
          action={
            <Button size="small" onClick={() => send.mutate(send.variables!)}>
              Retry
            </Button>
          }
          closable={{ onClose: () => send.reset() }}
        />
      )}
      {value.length > 0 && (
        <Flex wrap gap={4} aria-label="Attached files">
          {value.map((f) => (
            <Tag key={f.id} closable onClose={() => onChange(value.filter((x) => x.id !== f.id))}>
              {f.name}
            </Tag>
          ))}
        </Flex>
      )}
      {hint && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      )}
    </Flex>
  );
}
