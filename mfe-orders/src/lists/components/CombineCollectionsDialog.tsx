import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { ApiError, combineCollectionsSchema, messages, notify, PO_MAX_LENGTH } from '@portal/shared';
import { Alert, Flex, Input, Modal, Typography } from '@portal/shared/antd';
import { DatePicker, Form } from '@portal/shared/antd-form';
import { combineCollections, type OrderRow } from '../api';

// Combine collections (spec 000 §4, §5, §8): at least 2 selected, a name ('Collection name cannot
// be blank'), an optional end date not before the start ('End Date cannot be before start date.').
// A 409 shows the server's message; any other failure the spec's combine text. Success calls onDone
// only (the caller leaves the list for the new collection); Cancel calls onClose.

type Field = 'name' | 'end' | 'form';

export function CombineCollectionsDialog({
  collections,
  onClose,
  onDone,
}: {
  collections: OrderRow[];
  onClose: () => void;
  onDone: (created: { id: number; name: string }) => void;
}) {
  const [name, setName] = useState('');
  const [start, setStart] = useState<Dayjs | null>(null);
  const [end, setEnd] = useState<Dayjs | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const combine = useMutation({
    mutationFn: (input: Parameters<typeof combineCollections>[0]) => combineCollections(input),
    // onDone takes the page to the new collection. No onClose after it: closing writes the list's
    // URL state, which would land on top of that navigation and take the user back to the list.
    onSuccess: onDone,
    onError: (error) => {
      const text = error instanceof ApiError && error.status === 409 ? error.message : messages.combineCollectionsFailed;
      if (!(error instanceof ApiError && error.aborted)) {
        setErrors({ form: text });
        notify.error(text);
      }
    },
  });

  const submit = () => {
    const input = {
      collections: collections.map((c) => c.id),
      name,
      start: start ? start.format('YYYY-MM-DD') : null,
      end: end ? end.format('YYYY-MM-DD') : null,
    };
    const parsed = combineCollectionsSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field: Field = issue.path[0] === 'name' ? 'name' : issue.path[0] === 'end' ? 'end' : 'form';
      setErrors({ [field]: issue.message });
      return;
    }
    combine.mutate({ ...parsed.data, start: parsed.data.start ?? null, end: parsed.data.end ?? null });
  };

  return (
    <Modal
      open
      title="Combine Collections"
      okText="Combine"
      okButtonProps={{ disabled: collections.length < 2 }}
      confirmLoading={combine.isPending}
      onOk={submit}
      onCancel={onClose}
    >
      <Typography.Paragraph>{collections.map((c) => `#${c.number} ${c.po ?? ''}`).join(', ')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="Collection Name" validateStatus={errors.name ? 'error' : undefined} help={errors.name}>
          <Input
            aria-label="Collection Name"
            maxLength={PO_MAX_LENGTH}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setErrors({});
            }}
          />
        </Form.Item>
        <Flex gap={12}>
          <Form.Item label="Start Date">
            <DatePicker
              aria-label="Start Date"
              value={start}
              onChange={(d) => {
                setStart(d);
                setErrors({});
              }}
            />
          </Form.Item>
          <Form.Item label="End Date" validateStatus={errors.end ? 'error' : undefined} help={errors.end}>
            <DatePicker
              aria-label="End Date"
              value={end}
              onChange={(d) => {
                setEnd(d);
                setErrors({});
              }}
            />
          </Form.Item>
        </Flex>
      </Form>
      {errors.form && <Alert type="error" showIcon title={errors.form} />}
    </Modal>
  );
}
