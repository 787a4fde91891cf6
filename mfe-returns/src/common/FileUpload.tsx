import { useRef, useState } from 'react';
import { RETURN_FILE_ACCEPT, RETURN_FILE_MAX_BYTES, RETURN_FILES_MAX, RETURN_MESSAGES, notify } from '@portal/shared';
import { Button, Flex, Progress, Tag, Typography } from '@portal/shared/antd';
import { InboxOutlined } from '@portal/shared/icons';
import { uploadReturnFiles, type StagedUpload } from './uploadApi';

/**
 * Picks files and uploads them at once, with progress; the parent keeps the staged uploads and
 * sends their ids with its call. Size and count are checked here for a quick answer; the server
 * checks them again, and the type on the bytes.
 */
export function FileUpload({ value, onChange, label = 'Attach files' }: { value: StagedUpload[]; onChange: (files: StagedUpload[]) => void; label?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const pick = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (!files.length) return;
    if (files.length + value.length > RETURN_FILES_MAX) return notify.error(RETURN_MESSAGES.tooManyFiles);
    if (files.some((f) => f.size > RETURN_FILE_MAX_BYTES)) return notify.error(RETURN_MESSAGES.fileTooLarge);
    setProgress(0);
    try {
      const staged = await uploadReturnFiles(files, setProgress);
      onChange([...value, ...staged]);
    } catch {
      // The client showed the server's reason.
    } finally {
      setProgress(null);
    }
  };

  return (
    <Flex vertical gap={6}>
      <input
        ref={input}
        type="file"
        multiple
        accept={RETURN_FILE_ACCEPT}
        aria-label={label}
        style={{ display: 'none' }}
        onChange={(e) => void pick(e.target.files)}
      />
      <Button icon={<InboxOutlined />} onClick={() => input.current?.click()} disabled={progress !== null}>
        {label}
      </Button>
      {progress !== null && <Progress percent={Math.round(progress * 100)} size="small" aria-label="Upload progress" />}
      {value.length > 0 && (
        <Flex wrap gap={4} aria-label="Attached files">
          {value.map((f) => (
            <Tag key={f.id} closable onClose={() => onChange(value.filter((x) => x.id !== f.id))}>
              {f.name}
            </Tag>
          ))}
        </Flex>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        PDF, images, Word or Excel; up to 10 MB each.
      </Typography.Text>
    </Flex>
  );
}
