import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  allowanceProblem,
  allowanceTooLowText,
  cutEmployeeNumber,
  cutName,
  DEFAULT_FPA_COUNTRY,
  discountAmountProblem,
  FPA_COUNTRIES,
  FPA_NAME_MAX,
  isBasicEmail,
  maxAvailableText,
  toCents,
} from '@portal/shared';
import { Input, Modal } from '@portal/shared/antd';
import { Radio } from '@portal/shared/antd-detail';
import { Form, InputNumber } from '@portal/shared/antd-form';
import { addEmployee, createDiscountCode, createFriendsFamilyCode, updateAllowance } from '../api';

// The /fpa dialogs (spec 002 §2, §5): Create Discount Code, Update Allowance, Add Employee, Create
// Friends And Family Code. Each checks the rules of @portal/shared fpa.ts (the server checks the
// same), stays open on failure (the failure is shown by the API client) and closes on success.

const cents = (dollars: number) => Math.round(dollars * 100);

export function CreateCodeDialog({
  email,
  year,
  maxAvailable,
  onDone,
  onClose,
}: {
  email: string;
  year: number;
  maxAvailable: number;
  onDone: (code: string) => void;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState<number | null>(null);
  const problem = amount === null ? null : discountAmountProblem(amount, cents(maxAvailable));
  const create = useMutation({
    mutationFn: () => createDiscountCode(email, year, amount!),
    onSuccess: (code) => onDone(code.discountCode),
  });
  return (
    <Modal
      open
      title="Create Discount Code"
      okText="Create"
      onOk={() => create.mutate()}
      onCancel={onClose}
      okButtonProps={{ disabled: amount === null || !!problem, loading: create.isPending }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label="Amount"
          htmlFor="fpa-code-amount"
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? maxAvailableText(cents(maxAvailable))}
        >
          <InputNumber
            id="fpa-code-amount"
            prefix="$"
            min={0}
            precision={2}
            style={{ width: '100%' }}
            value={amount}
            onChange={(v) => setAmount(v === null ? null : Number(v))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function UpdateAllowanceDialog({
  email,
  year,
  total,
  minAllowance,
  onDone,
  onClose,
}: {
  email: string;
  year: number;
  total: number;
  minAllowance: number;
  onDone: () => void;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState<number | null>(total);
  const problem = amount === null ? null : allowanceProblem(amount, cents(minAllowance));
  const update = useMutation({ mutationFn: () => updateAllowance(email, year, amount!), onSuccess: onDone });
  return (
    <Modal
      open
      title="Update Allowance"
      okText="Update"
      onOk={() => update.mutate()}
      onCancel={onClose}
      okButtonProps={{ disabled: amount === null || !!problem, loading: update.isPending }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label="Total Allowance Amount"
          htmlFor="fpa-allowance"
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? allowanceTooLowText(cents(minAllowance))}
        >
          <InputNumber
            id="fpa-allowance"
            prefix="$"
            min={0}
            precision={2}
            style={{ width: '100%' }}
            value={amount}
            onChange={(v) => setAmount(v === null ? null : Number(v))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function AddEmployeeDialog({ onDone, onClose }: { onDone: (email: string, password: string | null) => void; onClose: () => void }) {
  const [form, setForm] = useState({ email: '', firstName: '', lastName: '', number: '', allowance: 0 as number | null });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  // spec 002 §5: email, first name, last name and employee number required (button disabled otherwise).
  const ready =
    isBasicEmail(form.email) &&
    !!form.firstName.trim() &&
    !!form.lastName.trim() &&
    !!form.number.trim() &&
    toCents(form.allowance ?? 0) !== null;
  const add = useMutation({
    mutationFn: () =>
      addEmployee({
        email: form.email.trim(),
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        number: form.number.trim(),
        allowance: form.allowance ?? 0,
      }),
    onSuccess: (employee) => onDone(employee.email, employee.password ?? null),
  });
  return (
    <Modal
      open
      title="Add Employee"
      okText="Add Employee"
      onOk={() => add.mutate()}
      onCancel={onClose}
      okButtonProps={{ disabled: !ready, loading: add.isPending }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Email" htmlFor="fpa-add-email" required>
          <Input id="fpa-add-email" value={form.email} maxLength={255} onChange={(e) => set({ email: e.target.value })} />
        </Form.Item>
        <Form.Item label="First Name" htmlFor="fpa-add-first" required>
          <Input id="fpa-add-first" value={form.firstName} onChange={(e) => set({ firstName: cutName(e.target.value) })} />
        </Form.Item>
        <Form.Item label="Last Name" htmlFor="fpa-add-last" required>
          <Input id="fpa-add-last" value={form.lastName} onChange={(e) => set({ lastName: cutName(e.target.value) })} />
        </Form.Item>
        <Form.Item label="Employee Number" htmlFor="fpa-add-number" required>
          <Input id="fpa-add-number" value={form.number} onChange={(e) => set({ number: cutEmployeeNumber(e.target.value) })} />
        </Form.Item>
        <Form.Item label="Allowance" htmlFor="fpa-add-allowance">
          <InputNumber
            id="fpa-add-allowance"
            prefix="$"
            min={0}
            precision={2}
            style={{ width: '100%' }}
            value={form.allowance}
            onChange={(v) => set({ allowance: v === null ? null : Number(v) })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function FriendsFamilyDialog({
  employee,
  year,
  onDone,
  onClose,
}: {
  employee: string;
  year: number;
  onDone: () => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState({ email: '', firstName: '', lastName: '', country: DEFAULT_FPA_COUNTRY as string });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  // spec 002 §5: email and first name required; names cut at 50; country C or U, default C.
  const ready = isBasicEmail(form.email) && !!form.firstName.trim();
  const create = useMutation({
    mutationFn: () =>
      createFriendsFamilyCode({
        email: form.email.trim(),
        year,
        employee,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim() || null,
        country: form.country,
      }),
    onSuccess: onDone,
  });
  return (
    <Modal
      open
      title="Create Friends And Family Code"
      okText="Create"
      onOk={() => create.mutate()}
      onCancel={onClose}
      okButtonProps={{ disabled: !ready, loading: create.isPending }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Email" htmlFor="fpa-ff-email" required>
          <Input id="fpa-ff-email" value={form.email} maxLength={255} onChange={(e) => set({ email: e.target.value })} />
        </Form.Item>
        <Form.Item label="First Name" htmlFor="fpa-ff-first" required>
          <Input
            id="fpa-ff-first"
            value={form.firstName}
            maxLength={FPA_NAME_MAX}
            onChange={(e) => set({ firstName: cutName(e.target.value) })}
          />
        </Form.Item>
        <Form.Item label="Last Name" htmlFor="fpa-ff-last">
          <Input
            id="fpa-ff-last"
            value={form.lastName}
            maxLength={FPA_NAME_MAX}
            onChange={(e) => set({ lastName: cutName(e.target.value) })}
          />
        </Form.Item>
        <Form.Item label="Discount Country">
          <Radio.Group
            value={form.country}
            onChange={(e) => set({ country: e.target.value })}
            options={FPA_COUNTRIES.map((c) => ({ value: c.value, label: c.label }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
