import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fill,
  firstIssue,
  notify,
  TEMPLATE_NAME_MAX_LENGTH,
  templateCreateSchema,
  templateEditSchema,
  templateMessages,
  type TemplateCreateInput,
  type TemplateEditInput,
} from '@portal/shared';
import { Input, Modal, Select } from '@portal/shared/antd';
import { Form } from '@portal/shared/antd-form';
import { addTemplate, editTemplate, fetchReps, type TemplateDetail } from '../api';
import { ordersKeys } from '../../queryKeys';

// Add Template (from an existing order, by its number) and Edit (name and reps) in one dialog
// (spec 000 §6: templateEdit or approve). Checked with the zod schemas the server uses, so the
// form and the server refuse the same things with the same words.

export interface TemplateFormDialogProps {
  /** The template to edit; without it the dialog adds one. */
  template?: TemplateDetail;
  onClose: () => void;
  onSaved?: (template: TemplateDetail) => void;
}

type Field = 'order' | 'name' | 'reps';

export function TemplateFormDialog({ template, onClose, onSaved }: TemplateFormDialogProps) {
  const queryClient = useQueryClient();
  const editing = !!template;
  const [order, setOrder] = useState('');
  const [name, setName] = useState(template?.name ?? '');
  const [reps, setReps] = useState<string[]>(template?.reps.map((r) => r.code) ?? []);
  const [error, setError] = useState<{ field: Field; text: string } | null>(null);
  const repOptions = useQuery({ queryKey: ordersKeys.reps(), queryFn: ({ signal }) => fetchReps(signal), staleTime: 5 * 60_000 });

  const save = useMutation({
    mutationFn: (input: TemplateEditInput | TemplateCreateInput) => ('id' in input ? editTemplate(input) : addTemplate(input)),
    onSuccess: (saved) => {
      notify.success(fill(editing ? templateMessages.saved : templateMessages.created, { id: saved.id }));
      void queryClient.invalidateQueries({ queryKey: ordersKeys.templates() });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.templateFilters() });
      queryClient.setQueryData(ordersKeys.template(saved.orderId), saved);
      onClose();
      onSaved?.(saved);
    },
    // The shared helper has shown the message (the server's for a refusal); the dialog stays open.
  });

  const submit = () => {
    const parsed = editing
      ? templateEditSchema.safeParse({ id: template.id, name, reps })
      : templateCreateSchema.safeParse({ order: /^\d+$/.test(order.trim()) ? Number(order.trim()) : undefined, name, reps });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = (issue?.path[0] as Field | undefined) ?? 'name';
      setError({ field: ['order', 'name', 'reps'].includes(field) ? field : 'name', text: firstIssue(parsed.error) });
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  };

  const status = (field: Field) => (error?.field === field ? { validateStatus: 'error' as const, help: error.text } : {});

  return (
    <Modal
      open
      title={editing ? `Edit template #${template.id}` : 'Add Template'}
      okText={editing ? 'Save' : 'Add'}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        {!editing && (
          <Form.Item label="Order #" htmlFor="template-order" required {...status('order')}>
            <Input
              id="template-order"
              inputMode="numeric"
              value={order}
              onChange={(e) => {
                setOrder(e.target.value.replace(/\D/g, ''));
                setError(null);
              }}
            />
          </Form.Item>
        )}
        <Form.Item label="Name" htmlFor="template-name" required {...status('name')}>
          <Input
            id="template-name"
            value={name}
            maxLength={TEMPLATE_NAME_MAX_LENGTH}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
          />
        </Form.Item>
        <Form.Item
          label="Reps"
          htmlFor="template-reps"
          {...(error?.field === 'reps' ? status('reps') : { help: editing ? undefined : "Empty: the order's rep" })}
        >
          <Select<string[]>
            id="template-reps"
            aria-label="Reps"
            mode="multiple"
            value={reps}
            onChange={setReps}
            loading={repOptions.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(repOptions.data ?? []).map((r) => ({ value: r.SREP, label: `${r.SREP} - ${r.name}` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
