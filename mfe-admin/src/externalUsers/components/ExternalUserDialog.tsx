import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  defaultExternalFlags,
  EXTERNAL_FLAG_LABELS,
  EXTERNAL_FLAGS,
  EXTERNAL_MESSAGES,
  externalFormProblem,
  offersSendToRep,
  PASSWORD_LINK_MESSAGES,
  type ExternalUserForm,
} from '@portal/shared';
import { Button, Checkbox, Flex, Input, Modal, Select, Typography } from '@portal/shared/antd';
import { Form } from '@portal/shared/antd-form';
import { adminKeys } from '../../queryKeys';
import {
  createExternalUser,
  createSetupRequest,
  fetchCustomerOptions,
  fetchReps,
  updateExternalUser,
  type ExternalUser,
  type SignupRequest,
} from '../api';

// The manager view's add / edit form (spec 002 §5): e-mail, first and last name and rep needed; the
// e-mail fixed when editing (a blank new password keeps it); country Canada (C) or USA; customers of
// the chosen rep (GET /api/customer/{rep}, 90000 left out); access toggles, a new user View Products
// only. With a company and no customers the form offers 'Send Request to Rep' (a setup request the
// rep completes) instead of Create User. A new user's password is never typed here (README
// "External users' passwords"): answering a signup request keeps the one the person chose, and
// anyone else is e-mailed a one-time link to set theirs; so the password field is only in Edit.

export type DialogSubject = { kind: 'new' } | { kind: 'signup'; request: SignupRequest } | { kind: 'edit'; user: ExternalUser };

function initialForm(subject: DialogSubject): ExternalUserForm {
  if (subject.kind === 'edit') {
    const u = subject.user;
    return {
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      password: '',
      country: u.country === 'C' ? 'C' : 'U',
      rep: u.rep.number,
      company: u.company ?? '',
      customers: u.customers.map((c) => c.number),
      ...Object.fromEntries(EXTERNAL_FLAGS.map((f) => [f, u[f]])),
    } as ExternalUserForm;
  }
  const r = subject.kind === 'signup' ? subject.request : null;
  return {
    email: r?.email ?? '',
    firstName: r?.firstName ?? '',
    lastName: r?.lastName ?? '',
    password: '',
    country: 'C',
    rep: r?.rep?.number ?? '',
    company: r?.company ?? '',
    customers: [],
    ...defaultExternalFlags(),
  };
}

export interface ExternalUserDialogProps {
  subject: DialogSubject;
  onClose: () => void;
  onDone: (message: string) => void;
}

export function ExternalUserDialog({ subject, onClose, onDone }: ExternalUserDialogProps) {
  const [form, setForm] = useState<ExternalUserForm>(() => initialForm(subject));
  const editing = subject.kind === 'edit';
  const answersSignup = subject.kind === 'signup';
  const reps = useQuery({ queryKey: adminKeys.reps(), queryFn: ({ signal }) => fetchReps(signal) });
  const customers = useQuery({
    queryKey: adminKeys.customerOptions(form.rep),
    queryFn: ({ signal }) => fetchCustomerOptions(form.rep, signal),
    enabled: !!form.rep,
  });
  const sendToRep = !editing && offersSendToRep(form);
  const action = editing ? 'update' : sendToRep ? 'sendToRep' : 'create';
  const problem = externalFormProblem(form, action);
  const set = (change: Partial<ExternalUserForm>) => setForm((f) => ({ ...f, ...change }));
  const flags = Object.fromEntries(EXTERNAL_FLAGS.map((f) => [f, form[f]])) as Record<(typeof EXTERNAL_FLAGS)[number], boolean>;

  const save = useMutation({
    mutationFn: async () => {
      const base = {
        email: form.email.trim(),
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        country: form.country,
        rep: form.rep,
        ...flags,
      };
      if (editing) {
        await updateExternalUser({ ...base, password: form.password || null, customers: form.customers });
        return EXTERNAL_MESSAGES.updated;
      }
      const signupRequest = subject.kind === 'signup' ? subject.request.id : null;
      if (sendToRep) {
        await createSetupRequest({ ...base, company: form.company.trim(), signupRequest });
        return EXTERNAL_MESSAGES.requestSent;
      }
      await createExternalUser({ ...base, customers: form.customers, signupRequest });
      return EXTERNAL_MESSAGES.created;
    },
    onSuccess: onDone,
  });

  return (
    <Modal
      open
      width={800}
      title={editing ? 'Edit External User' : 'Add External User'}
      onCancel={onClose}
      footer={
        <Flex gap={8} justify="end" align="center">
          {problem && <Typography.Text type="secondary">{problem}</Typography.Text>}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" disabled={!!problem} loading={save.isPending} onClick={() => save.mutate()}>
            {editing ? 'Save' : sendToRep ? 'Send Request to Rep' : 'Create User'}
          </Button>
        </Flex>
      }
    >
      <Form layout="vertical" disabled={save.isPending}>
        <Flex gap={12}>
          <Form.Item label="Email" htmlFor="external-email" style={{ flex: 1 }}>
            <Input
              id="external-email"
              value={form.email}
              // The signup request's chosen password belongs to its e-mail (the server refuses another).
              disabled={editing || answersSignup}
              maxLength={255}
              onChange={(e) => set({ email: e.target.value })}
            />
          </Form.Item>
          {editing ? (
            <Form.Item label="New password (blank keeps it)" htmlFor="external-password" style={{ flex: 1 }}>
              <Input.Password
                id="external-password"
                value={form.password}
                maxLength={128}
                autoComplete="new-password"
                onChange={(e) => set({ password: e.target.value })}
              />
            </Form.Item>
          ) : (
            <Form.Item label="Password" style={{ flex: 1 }}>
              <Typography.Text type="secondary">
                {answersSignup ? EXTERNAL_MESSAGES.passwordChosen : PASSWORD_LINK_MESSAGES.byLink}
              </Typography.Text>
            </Form.Item>
          )}
        </Flex>
        <Flex gap={12}>
          <Form.Item label="First name" htmlFor="external-first" style={{ flex: 1 }}>
            <Input id="external-first" value={form.firstName} maxLength={50} onChange={(e) => set({ firstName: e.target.value })} />
          </Form.Item>
          <Form.Item label="Last name" htmlFor="external-last" style={{ flex: 1 }}>
            <Input id="external-last" value={form.lastName} maxLength={50} onChange={(e) => set({ lastName: e.target.value })} />
          </Form.Item>
        </Flex>
        <Flex gap={12}>
          <Form.Item label="Country" htmlFor="external-country" style={{ width: 160 }}>
            <Select
              id="external-country"
              value={form.country}
              options={[
                { value: 'C', label: 'Canada' },
                { value: 'U', label: 'USA' },
              ]}
              onChange={(country: 'C' | 'U') => set({ country })}
            />
          </Form.Item>
          <Form.Item label="Rep" htmlFor="external-rep" style={{ flex: 1 }}>
            <Select
              id="external-rep"
              showSearch={{ optionFilterProp: 'label' }}
              loading={reps.isPending}
              options={reps.data ?? []}
              value={form.rep || undefined}
              onChange={(rep: string) => set({ rep, customers: [] })}
            />
          </Form.Item>
          {!editing && (
            <Form.Item label="Company" htmlFor="external-company" style={{ flex: 1 }}>
              <Input id="external-company" value={form.company} maxLength={100} onChange={(e) => set({ company: e.target.value })} />
            </Form.Item>
          )}
        </Flex>
        <Form.Item
          label="Customers"
          htmlFor="external-customers"
          help={customers.isError ? undefined : !form.rep ? 'Select a rep first.' : undefined}
        >
          <Select
            id="external-customers"
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!form.rep}
            loading={customers.isFetching}
            options={customers.data ?? []}
            value={form.customers}
            onChange={(list: string[]) => set({ customers: list })}
          />
        </Form.Item>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>Access</legend>
          <Flex gap={12} wrap>
            {EXTERNAL_FLAGS.map((f) => (
              <Checkbox key={f} checked={form[f]} onChange={(e) => set({ [f]: e.target.checked })}>
                {EXTERNAL_FLAG_LABELS[f]}
              </Checkbox>
            ))}
          </Flex>
        </fieldset>
      </Form>
    </Modal>
  );
}
