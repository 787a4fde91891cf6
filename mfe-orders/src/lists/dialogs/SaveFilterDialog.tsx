import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FILTER_NAME_MAX_LENGTH, messages, savedFilterSchema } from '@portal/shared';
import { Form, Input, Modal } from '@portal/shared/antd';
import { createSavedFilter } from '../api';
import { SAVED_FILTERS_KEY } from './SavedFiltersMenu';

// 'Save' (spec 000 §2, §5): stores the current link under a name (required, max 50, 'Filter name
// cannot be empty'). The answer is the full list of saved filters, kept for the menu (spec 000 §4).

export function SaveFilterDialog({ link, onClose }: { link: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = savedFilterSchema.safeParse({ name, link });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.filterNameRequired);
      return;
    }
    setBusy(true);
    try {
      const all = await createSavedFilter(parsed.data.name, parsed.data.link);
      queryClient.setQueryData(SAVED_FILTERS_KEY, all);
      onClose();
    } catch {
      // The shared client showed the server's message or 'An error occured while creating the filer…'.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title="Save Filter" okText="Save" confirmLoading={busy} onOk={() => void submit()} onCancel={onClose}>
      <Form layout="vertical" onFinish={() => void submit()}>
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
            onPressEnter={() => void submit()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
