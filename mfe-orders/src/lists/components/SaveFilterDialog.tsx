import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FILTER_NAME_MAX_LENGTH, messages, savedFilterSchema } from '@portal/shared';
import { Input, Modal } from '@portal/shared/antd';
import { Form } from '@portal/shared/antd-form';
import { createSavedFilter } from '../api';
import { ordersKeys } from '../../queryKeys';

// 'Save' (spec 000 §2, §5): stores the current link under a name (required, max 50, 'Filter name
// cannot be empty'). The answer is the full list of saved filters, kept for the menu (spec 000 §4).

export function SaveFilterDialog({ link, onClose }: { link: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A failure: the shared client showed the server's message or 'An error occured while creating the filer…'.
  const create = useMutation({
    mutationFn: (input: { name: string; link: string }) => createSavedFilter(input.name, input.link),
    onSuccess: (all) => {
      queryClient.setQueryData(ordersKeys.savedFilters(), all);
      onClose();
    },
  });

  const submit = () => {
    const parsed = savedFilterSchema.safeParse({ name, link });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.filterNameRequired);
      return;
    }
    if (!create.isPending) create.mutate(parsed.data);
  };

  return (
    <Modal open title="Save Filter" okText="Save" confirmLoading={create.isPending} onOk={submit} onCancel={onClose}>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label="Filter name" validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Input
            autoFocus
            aria-label="Filter name"
            maxLength={FILTER_NAME_MAX_LENGTH}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            onPressEnter={submit}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
