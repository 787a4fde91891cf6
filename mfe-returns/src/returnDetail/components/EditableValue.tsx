import { useState, type ReactNode } from 'react';
import { Button, Flex, Input, Select } from '@portal/shared/antd';
import { EditOutlined } from '@portal/shared/icons';

// A value with an Edit button for those allowed to change it (return code, rep, CSR, comment):
// Save calls the field update; a refusal leaves the editor open with the value typed.

interface Props {
  label: string;
  display: ReactNode;
  canEdit: boolean;
  onSave: (value: string | null) => Promise<unknown>;
  initial: string | null;
  /** Options make it a select; without them it is a text area. */
  options?: { value: string; label: string }[];
  allowClear?: boolean;
  maxLength?: number;
}

export function EditableValue({ label, display, canEdit, onSave, initial, options, allowClear, maxLength }: Props) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<string | null>(initial);
  const [busy, setBusy] = useState(false);
  if (!editing) {
    return (
      <Flex gap={4} align="start">
        <div style={{ flex: 1, whiteSpace: 'pre-wrap' }}>{display}</div>
        {canEdit && <Button size="small" type="text" icon={<EditOutlined />} aria-label={`Edit ${label}`} onClick={() => (setValue(initial), setEditing(true))} />}
      </Flex>
    );
  }
  const save = async () => {
    setBusy(true);
    try {
      await onSave(value);
      setEditing(false);
    } catch {
      // The call showed its message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={4}>
      {options ? (
        <Select
          aria-label={label}
          value={value ?? undefined}
          options={options}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear={allowClear}
          onChange={(v) => setValue((v as string | undefined) ?? null)}
          style={{ minWidth: 220 }}
        />
      ) : (
        <Input.TextArea aria-label={label} value={value ?? ''} maxLength={maxLength} showCount={!!maxLength} autoSize={{ minRows: 2, maxRows: 8 }} onChange={(e) => setValue(e.target.value)} />
      )}
      <Flex gap={4}>
        <Button size="small" type="primary" loading={busy} onClick={() => void save()}>
          Save
        </Button>
        <Button size="small" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </Flex>
    </Flex>
  );
}
