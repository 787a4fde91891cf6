import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Input, Select } from '@portal/shared/antd';
import { EditOutlined } from '@portal/shared/icons';

// A value with an Edit button for those allowed to change it: Save calls `onSave`; a refusal
// leaves the editor open with the value typed (the call showed its message).

export interface EditableValueProps {
  /** The field's name: the editor's label and the Edit button's "Edit {label}". */
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

export function EditableValue({ label, display, canEdit, onSave, initial, options, allowClear, maxLength }: EditableValueProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<string | null>(initial);
  const save = useMutation({ mutationFn: (value: string | null) => onSave(value), onSuccess: () => setEditing(false) });
  if (!editing) {
    return (
      <Flex gap={4} align="start">
        <div style={{ flex: 1, whiteSpace: 'pre-wrap' }}>{display}</div>
        {canEdit && (
          <Button
            size="small"
            type="text"
            icon={<EditOutlined />}
            aria-label={`Edit ${label}`}
            onClick={() => (setValue(initial), save.reset(), setEditing(true))}
          />
        )}
      </Flex>
    );
  }
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
        <Input.TextArea
          aria-label={label}
          value={value ?? ''}
          maxLength={maxLength}
          showCount={!!maxLength}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onChange={(e) => setValue(e.target.value)}
        />
      )}
      <Flex gap={4}>
        <Button size="small" type="primary" loading={save.isPending} onClick={() => save.mutate(value)}>
          Save
        </Button>
        <Button size="small" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </Flex>
    </Flex>
  );
}
