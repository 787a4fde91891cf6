import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  EVENT_BG_SIZES,
  EVENT_INFO_POSITIONS,
  EVENT_LANGUAGES,
  EVENT_MESSAGES,
  EVENT_OPTION_TYPES,
  EVENT_REGIONS,
  EVENT_TEXT_MAX,
  priceRateOf,
} from '@portal/shared';
import { Button, Checkbox, Divider, Flex, Input, Modal, Select, Space, Typography } from '@portal/shared/antd';
import { Switch } from '@portal/shared/antd-detail';
import { DatePicker, Form, InputNumber } from '@portal/shared/antd-form';
import { notify } from '@portal/shared/platform';
import { HexColorInput, usePickerValue } from '@portal/shared/ui';
import { updateEvent, type CustomEvent } from '../api';
import { eventFormErrors, eventFormOf, eventInputOf, type EventForm } from '../eventForm';

// Edit Event (spec 002 §2, §3, §5): every field of the event with its categories, custom options
// and addresses; the price markup as a percent (the rate is derived: percent/100+1, shown beside
// it). The rules are the server's; each message shows under its field once the user tried to save.

type Category = EventForm['categories'] extends (infer C)[] | null | undefined ? C : never;
type Option = EventForm['customOptions'] extends (infer C)[] | null | undefined ? C : never;
type Address = EventForm['addresses'] extends (infer C)[] | null | undefined ? C : never;

export function EventEditDialog({ event, onDone, onClose }: { event: CustomEvent; onDone: () => void; onClose: () => void }) {
  const [form, setForm] = useState<EventForm>(() => eventFormOf(event));
  // One picker value per text (usePickerValue): a typed date survives the dialog's re-renders.
  const dates = {
    start: usePickerValue(form.start as string | null),
    end: usePickerValue(form.end as string | null),
    delivery: usePickerValue(form.delivery as string | null),
  };
  const [tried, setTried] = useState(false);
  const errors = eventFormErrors(form);
  const shown = tried ? errors : {};
  const set = (patch: Partial<EventForm>) => setForm((f) => ({ ...f, ...patch }));
  const item = (name: string, label: string) => ({
    label,
    validateStatus: shown[name] ? ('error' as const) : undefined,
    help: shown[name],
  });
  const save = useMutation({
    mutationFn: () => updateEvent(event.id, eventInputOf(form)),
    onSuccess: () => {
      notify.success(EVENT_MESSAGES.updated);
      onDone();
    },
  });
  const submit = () => {
    setTried(true);
    if (Object.keys(errors).length === 0) save.mutate();
  };
  const text = (key: keyof EventForm, label: string, max = EVENT_TEXT_MAX) => (
    <Form.Item {...item(key, label)}>
      <Input
        aria-label={label}
        value={(form[key] as string | null) ?? ''}
        maxLength={max}
        onChange={(v) => set({ [key]: v.target.value || null } as Partial<EventForm>)}
      />
    </Form.Item>
  );
  const flag = (key: keyof EventForm, label: string) => (
    <Form.Item label={label}>
      <Switch aria-label={label} checked={!!form[key]} onChange={(on) => set({ [key]: on } as Partial<EventForm>)} />
    </Form.Item>
  );
  const date = (key: 'start' | 'end' | 'delivery', label: string) => (
    <Form.Item {...item(key, label)}>
      <DatePicker
        aria-label={label}
        showTime={{ format: 'hh:mm a' }}
        format="YYYY-MM-DD hh:mm a"
        value={dates[key]}
        onChange={(v) => set({ [key]: v ? v.toISOString() : null } as Partial<EventForm>)}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
  const categories = (form.categories ?? []) as Category[];
  const options = (form.customOptions ?? []) as Option[];
  const addresses = (form.addresses ?? []) as Address[];
  const setRow = <T,>(key: 'categories' | 'customOptions' | 'addresses', rows: T[], n: number, patch: Partial<T>) =>
    set({ [key]: rows.map((r, i) => (i === n ? { ...r, ...patch } : r)) } as Partial<EventForm>);
  const removeRow = <T,>(key: 'categories' | 'customOptions' | 'addresses', rows: T[], n: number) =>
    set({ [key]: rows.filter((_, i) => i !== n) } as Partial<EventForm>);

  return (
    <Modal
      open
      title={`Edit Event #${event.id}`}
      width={900}
      okText="Save"
      onOk={submit}
      confirmLoading={save.isPending}
      onCancel={onClose}
      cancelText="Close"
    >
      <Form layout="vertical" component="div">
        <Flex gap={12} wrap>
          <div style={{ flex: 1, minWidth: 260 }}>
            {text('name', 'Name')}
            {text('handle', 'Handle', 50)}
            {text('title', 'Title')}
            {date('start', 'Start')}
            {date('end', 'End')}
            {date('delivery', 'Delivery')}
            <Form.Item
              {...item('priceRate', 'Price Markup %')}
              extra={form.markupPercent == null ? undefined : `Price rate ${priceRateOf(form.markupPercent)}`}
            >
              <InputNumber
                aria-label="Price Markup %"
                value={form.markupPercent}
                step={5}
                onChange={(v) => set({ markupPercent: v == null ? null : Number(v) })}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item {...item('maxItems', 'Max Items')}>
              <InputNumber
                aria-label="Max Items"
                min={0}
                precision={0}
                value={form.maxItems}
                onChange={(v) => set({ maxItems: v == null ? null : Number(v) })}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item {...item('maxAmount', 'Max Amount')}>
              <InputNumber
                aria-label="Max Amount"
                min={0}
                precision={2}
                prefix="$"
                value={form.maxAmount}
                onChange={(v) => set({ maxAmount: v == null ? null : Number(v) })}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </div>
          <div style={{ flex: 1, minWidth: 260 }}>
            {text('csr', 'CSR (code)', 10)}
            {text('defaultEmail', 'Default Email', 255)}
            {text('password', 'Password', 50)}
            <Form.Item {...item('country', 'Region')}>
              <Select
                aria-label="Region"
                value={form.country ?? 'all'}
                options={EVENT_REGIONS.map((r) => ({ value: r.value ?? 'all', label: r.label }))}
                onChange={(v) => set({ country: v === 'all' ? null : v })}
              />
            </Form.Item>
            <Form.Item {...item('languages', 'Languages')}>
              <Checkbox.Group
                value={form.languages ?? []}
                options={EVENT_LANGUAGES.map((l) => ({ value: l.value, label: l.label }))}
                onChange={(v) => set({ languages: v as string[] })}
              />
            </Form.Item>
            <Form.Item {...item('flatFee', 'Flat Fee')}>
              <InputNumber
                aria-label="Flat Fee"
                min={0}
                precision={2}
                prefix="$"
                value={form.flatFee}
                onChange={(v) => set({ flatFee: v == null ? null : Number(v) })}
                style={{ width: '100%' }}
              />
            </Form.Item>
            {text('flatFeeName', 'Flat Fee Name')}
            {text('styleName', 'Style Name')}
            {text('logo', 'Logo (file under /Images/Templates/)', 200)}
            {text('banner', 'Banner', 200)}
            {text('mobileBanner', 'Mobile Banner', 200)}
          </div>
        </Flex>
        <Flex gap={16} wrap>
          {flag('showPrices', 'Show Prices')}
          {flag('collectPayment', 'Collect Payment')}
          {flag('addressNeeded', 'Address Needed')}
          {flag('customAddress', 'Custom Address')}
          {flag('noAllocations', 'No Allocations')}
        </Flex>
        <Form.Item {...item('info', 'Info')}>
          <Input.TextArea
            aria-label="Info"
            rows={3}
            maxLength={2000}
            value={form.info ?? ''}
            onChange={(v) => set({ info: v.target.value || null })}
          />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item {...item('infoColor', 'Info Color')}>
            <HexColorInput aria-label="Info Color" value={form.infoColor ?? ''} onChange={(v: string) => set({ infoColor: v || null })} />
          </Form.Item>
          <Form.Item {...item('infoBackground', 'Info Background')}>
            <HexColorInput
              aria-label="Info Background"
              value={form.infoBackground ?? ''}
              onChange={(v: string) => set({ infoBackground: v || null })}
            />
          </Form.Item>
          <Form.Item label="Info Position">
            <Select
              aria-label="Info Position"
              allowClear
              style={{ width: 140 }}
              value={form.infoPosition ?? undefined}
              options={EVENT_INFO_POSITIONS.map((p) => ({ value: p, label: p }))}
              onChange={(v) => set({ infoPosition: v ?? null })}
            />
          </Form.Item>
          <Form.Item label="Background Size">
            <Select
              aria-label="Background Size"
              allowClear
              style={{ width: 140 }}
              value={form.bgSize ?? undefined}
              options={EVENT_BG_SIZES.map((p) => ({ value: p, label: p }))}
              onChange={(v) => set({ bgSize: v ?? null })}
            />
          </Form.Item>
        </Flex>

        <Divider>Categories</Divider>
        {categories.map((c, n) => (
          <Flex key={c.id ?? `new-${n}`} gap={8} wrap align="flex-start">
            <Form.Item {...item(`categories.${n}.name`, 'Name')}>
              <Input
                aria-label={`Category ${n + 1} name`}
                value={c.name}
                onChange={(v) => setRow('categories', categories, n, { name: v.target.value })}
              />
            </Form.Item>
            <Form.Item {...item(`categories.${n}`, 'Min / Max Items')}>
              <Space>
                <InputNumber
                  aria-label={`Category ${n + 1} min items`}
                  min={0}
                  precision={0}
                  value={c.minItems}
                  onChange={(v) => setRow('categories', categories, n, { minItems: v == null ? null : Number(v) })}
                />
                <InputNumber
                  aria-label={`Category ${n + 1} max items`}
                  min={0}
                  precision={0}
                  value={c.maxItems}
                  onChange={(v) => setRow('categories', categories, n, { maxItems: v == null ? null : Number(v) })}
                />
              </Space>
            </Form.Item>
            <Form.Item label="Sub Category">
              <Input
                aria-label={`Category ${n + 1} sub category`}
                value={c.subCategory ?? ''}
                onChange={(v) => setRow('categories', categories, n, { subCategory: v.target.value || null })}
              />
            </Form.Item>
            <Form.Item label="Sort By">
              <Space.Compact>
                <Input
                  aria-label={`Category ${n + 1} sort by`}
                  style={{ width: 100 }}
                  value={c.sortBy ?? ''}
                  onChange={(v) => setRow('categories', categories, n, { sortBy: v.target.value || null })}
                />
                <Select
                  aria-label={`Category ${n + 1} sort order`}
                  style={{ width: 90 }}
                  allowClear
                  value={c.sortByOrder ?? undefined}
                  options={[
                    { value: 'asc', label: 'asc' },
                    { value: 'desc', label: 'desc' },
                  ]}
                  onChange={(v) => setRow('categories', categories, n, { sortByOrder: v ?? null })}
                />
              </Space.Compact>
            </Form.Item>
            <Form.Item label="Style Name">
              <Input
                aria-label={`Category ${n + 1} style name`}
                value={c.styleName ?? ''}
                onChange={(v) => setRow('categories', categories, n, { styleName: v.target.value || null })}
              />
            </Form.Item>
            <Form.Item label=" ">
              <Button danger onClick={() => removeRow('categories', categories, n)}>
                Remove
              </Button>
            </Form.Item>
          </Flex>
        ))}
        <Button onClick={() => set({ categories: [...categories, { name: '' }] })}>Add Category</Button>

        <Divider>Custom Options</Divider>
        {options.map((o, n) => (
          <Flex key={o.id ?? `new-${n}`} gap={8} wrap align="flex-start">
            <Form.Item {...item(`customOptions.${n}.name`, 'Name')}>
              <Input
                aria-label={`Option ${n + 1} name`}
                value={o.name}
                onChange={(v) => setRow('customOptions', options, n, { name: v.target.value })}
              />
            </Form.Item>
            <Form.Item label="Type">
              <Select
                aria-label={`Option ${n + 1} type`}
                style={{ width: 110 }}
                value={o.optionType ?? 'text'}
                options={EVENT_OPTION_TYPES.map((t) => ({ value: t, label: t }))}
                onChange={(v) => setRow('customOptions', options, n, { optionType: v })}
              />
            </Form.Item>
            <Form.Item label="Choices">
              <Select
                aria-label={`Option ${n + 1} choices`}
                mode="tags"
                style={{ minWidth: 160 }}
                value={o.availableOptions ?? []}
                onChange={(v) => setRow('customOptions', options, n, { availableOptions: v as string[] })}
              />
            </Form.Item>
            <Form.Item label="Required">
              <Switch
                aria-label={`Option ${n + 1} required`}
                checked={!!o.required}
                onChange={(on) => setRow('customOptions', options, n, { required: on })}
              />
            </Form.Item>
            <Form.Item label="Required If">
              <Space.Compact>
                <Select
                  aria-label={`Option ${n + 1} required if`}
                  allowClear
                  style={{ width: 140 }}
                  value={o.requiredIfId ?? undefined}
                  options={options.filter((x) => x.id && x.id !== o.id).map((x) => ({ value: x.id!, label: x.name }))}
                  onChange={(v) => setRow('customOptions', options, n, { requiredIfId: v ?? null })}
                />
                <Input
                  aria-label={`Option ${n + 1} required if value`}
                  style={{ width: 100 }}
                  value={o.requiredIfValue ?? ''}
                  onChange={(v) => setRow('customOptions', options, n, { requiredIfValue: v.target.value || null })}
                />
              </Space.Compact>
            </Form.Item>
            <Form.Item label=" ">
              <Button danger onClick={() => removeRow('customOptions', options, n)}>
                Remove
              </Button>
            </Form.Item>
          </Flex>
        ))}
        <Button
          onClick={() => set({ customOptions: [...options, { name: '', required: false, availableOptions: [], optionType: 'text' }] })}
        >
          Add Option
        </Button>

        <Divider>Addresses</Divider>
        {addresses.map((a, n) => (
          <Flex key={a.id ?? `new-${n}`} gap={8} wrap align="flex-start">
            {(['label', 'attn', 'customer', 'address1', 'address2', 'city', 'state', 'country', 'zip'] as const).map((field) => (
              <Form.Item
                key={field}
                {...item(`addresses.${n}.${field}`, field === 'address1' ? 'Address' : field[0].toUpperCase() + field.slice(1))}
              >
                <Input
                  aria-label={`Address ${n + 1} ${field}`}
                  style={{ width: field.startsWith('address') ? 200 : 110 }}
                  value={(a[field] as string | null) ?? ''}
                  onChange={(v) =>
                    setRow('addresses', addresses, n, {
                      [field]: v.target.value || (field === 'label' || field === 'address1' ? '' : null),
                    } as Partial<Address>)
                  }
                />
              </Form.Item>
            ))}
            <Form.Item label=" ">
              <Button danger onClick={() => removeRow('addresses', addresses, n)}>
                Remove
              </Button>
            </Form.Item>
          </Flex>
        ))}
        <Button onClick={() => set({ addresses: [...addresses, { label: '', address1: '' }] })}>Add Address</Button>
        {tried && Object.keys(errors).length > 0 && (
          <Typography.Paragraph type="danger" style={{ marginTop: 12 }}>
            {Object.values(errors)[0]}
          </Typography.Paragraph>
        )}
      </Form>
    </Modal>
  );
}
