import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { SALES_CATEGORIES, SALES_MESSAGES, SALES_NAME_MAX, SALES_UPLOAD_MAX_BYTES } from '@portal/shared';
import { Button, Checkbox, Flex, Input, Modal, Typography } from '@portal/shared/antd';
import { Form } from '@portal/shared/antd-form';
import { FileDrop, type FileType, type UploadedFile } from '@portal/shared/ui';
import { editSalesResource, uploadSalesResource, type SalesResource } from '../api';

// The upload and edit dialogs of Sales Resources (resource_edit; spec 002 §2, §6). The spec names
// them without their fields: a document has its file and its categories (§3), so upload asks for
// the categories, then the file; edit changes the display name (the extension stays) and the
// categories.

/** What may be uploaded (the server checks the bytes again). */
const TYPES: readonly FileType[] = [
  { ext: 'pdf', mime: 'application/pdf' },
  { ext: 'png', mime: 'image/png' },
  { ext: 'jpg', mime: 'image/jpeg' },
  { ext: 'jpeg', mime: 'image/jpeg' },
  { ext: 'gif', mime: 'image/gif' },
  { ext: 'webp', mime: 'image/webp' },
  { ext: 'mp4', mime: 'video/mp4' },
  { ext: 'mov', mime: 'video/quicktime' },
  { ext: 'zip', mime: 'application/zip' },
  { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { ext: 'pptx', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  { ext: 'doc', mime: 'application/msword' },
  { ext: 'xls', mime: 'application/vnd.ms-excel' },
  { ext: 'txt', mime: 'text/plain' },
  { ext: 'csv', mime: 'text/csv' },
];

function CategoryChecks({ value, onChange, disabled }: { value: number[]; onChange: (ids: number[]) => void; disabled?: boolean }) {
  return (
    <Checkbox.Group
      aria-label="Categories"
      disabled={disabled}
      value={value}
      onChange={(ids) => onChange((ids as number[]).slice().sort((a, b) => a - b))}
      options={SALES_CATEGORIES.map((c) => ({ value: c.id, label: c.label }))}
    />
  );
}

interface Uploaded extends UploadedFile {
  resource: SalesResource;
}

export function UploadSalesResourceDialog({ onClose, onDone }: { onClose: () => void; onDone: (message: string) => void }) {
  const [categories, setCategories] = useState<number[]>([]);
  const [files, setFiles] = useState<Uploaded[]>([]);
  return (
    <Modal open width={800} title="Upload Sales Resource" onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      <Flex vertical gap={16}>
        <Form layout="vertical">
          <Form.Item label="Categories" help={categories.length ? undefined : SALES_MESSAGES.categoriesRequired}>
            <CategoryChecks value={categories} onChange={setCategories} disabled={files.length > 0} />
          </Form.Item>
        </Form>
        {categories.length > 0 && (
          <FileDrop<Uploaded>
            label="Choose or drop a file"
            value={files}
            onChange={setFiles}
            types={TYPES}
            maxBytes={SALES_UPLOAD_MAX_BYTES}
            maxFiles={1}
            messages={{ tooMany: 'One file at a time.', tooLarge: SALES_MESSAGES.fileTooBig, wrongType: SALES_MESSAGES.fileType }}
            upload={async ([file], onProgress) => {
              const resource = await uploadSalesResource(file, categories, onProgress);
              onDone(SALES_MESSAGES.uploaded);
              return [{ id: String(resource.id), name: resource.path, resource }];
            }}
          />
        )}
      </Flex>
    </Modal>
  );
}

export function EditSalesResourceDialog({
  resource,
  onClose,
  onDone,
}: {
  resource: SalesResource;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [name, setName] = useState(resource.name);
  const [categories, setCategories] = useState<number[]>(resource.categories);
  const problem = !name.trim()
    ? SALES_MESSAGES.nameRequired
    : /[\\/]/.test(name)
      ? SALES_MESSAGES.nameInvalid
      : !categories.length
        ? SALES_MESSAGES.categoriesRequired
        : null;
  const changed = name.trim() !== resource.name || categories.join() !== resource.categories.join();
  const save = useMutation({
    mutationFn: () => editSalesResource(resource.id, name.trim(), categories),
    onSuccess: () => onDone(SALES_MESSAGES.updated),
  });
  return (
    <Modal
      open
      width={800}
      title="Edit Sales Resource"
      onCancel={onClose}
      footer={
        <Flex gap={8} justify="end" align="center">
          {problem && <Typography.Text type="secondary">{problem}</Typography.Text>}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" disabled={!!problem || !changed} loading={save.isPending} onClick={() => save.mutate()}>
            Save
          </Button>
        </Flex>
      }
    >
      <Form layout="vertical" disabled={save.isPending}>
        <Form.Item label="Name" htmlFor="sales-resource-name" extra={resource.extension ? `.${resource.extension} stays` : undefined}>
          <Input id="sales-resource-name" value={name} maxLength={SALES_NAME_MAX} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Form.Item label="Categories">
          <CategoryChecks value={categories} onChange={setCategories} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
