import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BRANDS, GENDERS, messages, STATUS_FLAGS, STYLE_LIMITS, STYLE_MESSAGES, useAllows } from '@portal/shared';
import { Alert, App, Button, Flex, Modal, Select, Spin, Typography } from '@portal/shared/antd';
import { ConfirmDialog } from '@portal/shared/ui';
import { adminKeys } from '../../queryKeys';
import { fetchProduct, fetchProductOptions, updateStyle, type Product, type ProductOptions } from '../api';
import { draftOf, styleInput, withField, type StyleDraft, type StyleFields } from '../styleDraft';
import { ColourMedia } from './ColourMedia';
import { DebouncedNumber, DebouncedText } from './DebouncedField';
import { Field } from './Field';

// The product-info dialog (spec 002 §2, §3, §4, §5, §6, §8): every field of the Product entity,
// its treatments and colours; Manage Locations and Copy Treatments open their own dialogs. Fields
// and treatments are editable only with development (rule styleEdit); field edits reach the draft
// 500 ms after the last keystroke; Save and Discard are enabled only when the draft differs from
// the loaded product; Save sends only the changed parts (styleInput); Discard restores the loaded
// product; a category change clears the sub category.

const ManageLocationsDialog = lazy(() => import('./ManageLocationsDialog').then((m) => ({ default: m.ManageLocationsDialog })));
const CopyTreatmentsDialog = lazy(() => import('./CopyTreatmentsDialog').then((m) => ({ default: m.CopyTreatmentsDialog })));

export function ProductDialog({ sku, onClose }: { sku: string; onClose: () => void }) {
  const client = useQueryClient();
  const product = useQuery({ queryKey: adminKeys.product(sku), queryFn: ({ signal }) => fetchProduct(sku, signal) });
  const options = useQuery({
    queryKey: adminKeys.productOptions(),
    queryFn: ({ signal }) => fetchProductOptions(signal),
    staleTime: 5 * 60_000,
  });
  const title = product.data ? `${product.data.sku} — ${product.data.name}` : sku;
  // Ours (spec silent): closing with unsaved changes asks first.
  const [dirty, setDirty] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  return (
    <Modal open title={title} width={980} onCancel={() => (dirty ? setConfirmClose(true) : onClose())} footer={null} destroyOnHidden>
      {confirmClose && (
        <ConfirmDialog
          title="Discard changes?"
          okText="Discard"
          danger
          onConfirm={async () => onClose()}
          onClose={() => setConfirmClose(false)}
        >
          The product has unsaved changes.
        </ConfirmDialog>
      )}
      {product.isPending || options.isPending ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin aria-label="Loading" />
        </Flex>
      ) : product.isError || options.isError ? (
        <Alert
          type="error"
          showIcon
          title={messages.productFetchFailed}
          action={
            <Button size="small" onClick={() => void (product.refetch(), options.refetch())}>
              Retry
            </Button>
          }
        />
      ) : !product.data ? (
        <Alert type="warning" showIcon title={STYLE_MESSAGES.notFound} />
      ) : (
        <ProductEditor
          product={product.data}
          options={options.data}
          onDirty={setDirty}
          onSaved={(saved) => {
            client.setQueryData(adminKeys.product(sku), saved);
            void client.invalidateQueries({ queryKey: adminKeys.styles(), predicate: (q) => q.queryKey[2] === 'products' });
          }}
        />
      )}
    </Modal>
  );
}

function ProductEditor({
  product,
  options,
  onSaved,
  onDirty,
}: {
  product: Product;
  options: ProductOptions;
  onSaved: (p: Product) => void;
  onDirty: (dirty: boolean) => void;
}) {
  const { message } = App.useApp();
  const canEdit = useAllows('styleEdit');
  const [draft, setDraft] = useState<StyleDraft>(() => draftOf(product));
  const [open, setOpen] = useState<'locations' | 'treatments' | null>(null);
  const input = styleInput(product, draft);
  const changed = input != null;
  useEffect(() => onDirty(changed), [changed, onDirty]);
  const save = useMutation({
    mutationFn: () => updateStyle(input!),
    onSuccess: (saved) => {
      void message.success(messages.productUpdated);
      setDraft(draftOf(saved));
      onSaved(saved);
    },
  });
  const f = draft.fields;
  const set =
    <K extends keyof StyleFields>(key: K) =>
    (value: StyleFields[K]) =>
      setDraft((d) => withField(d, key, value));
  const disabled = !canEdit || save.isPending;
  const category = options.categories.find((c) => c.name === f.category);
  const text = (label: string, key: 'name' | 'fullName' | 'modelColor' | 'styleStatus' | 'type', max: number = STYLE_LIMITS.code) => (
    <Field label={label}>
      <DebouncedText
        label={label}
        value={f[key]}
        maxLength={max}
        disabled={disabled}
        onChange={(v) => set(key)((key === 'name' || key === 'fullName' ? (v ?? '') : v) as never)}
      />
    </Field>
  );
  const dateField = (label: string, key: 'introDate' | 'exitDate' | 'newDate') => (
    <Field label={label}>
      <DebouncedText label={label} type="date" value={f[key]} disabled={disabled} onChange={set(key)} />
    </Field>
  );
  const money = (label: string, key: 'price' | 'comparePrice' | 'otherPrice' | 'otherCompare' | 'newPrice' | 'newOtherPrice') => (
    <Field label={label}>
      <DebouncedNumber label={label} value={f[key]} min={0} step={0.01} disabled={disabled} onChange={set(key)} />
    </Field>
  );

  return (
    <Flex vertical gap={12}>
      {!canEdit && <Alert type="info" showIcon title={STYLE_MESSAGES.developmentOnly} />}
      <Grid>
        <Field label="SKU">
          <Typography.Text strong>{product.sku}</Typography.Text>
        </Field>
        {text('Name', 'name', STYLE_LIMITS.name)}
        {text('Full Name', 'fullName', STYLE_LIMITS.fullName)}
        <Field label="Category">
          <Select
            aria-label="Category"
            value={f.category}
            disabled={disabled}
            options={options.categories.map((c) => ({ value: c.name, label: c.name }))}
            onChange={set('category')}
          />
        </Field>
        <Field label="Sub Category">
          <Select
            aria-label="Sub Category"
            value={f.subCategory ?? undefined}
            allowClear
            placeholder="None"
            disabled={disabled}
            options={(category?.subCategories ?? []).map((s) => ({ value: s, label: s }))}
            onChange={(v) => set('subCategory')((v as string | undefined) ?? null)}
          />
        </Field>
        <Field label="Gender">
          <Select
            aria-label="Gender"
            value={f.gender}
            disabled={disabled}
            options={GENDERS.map((g) => ({ value: g, label: g }))}
            onChange={set('gender')}
          />
        </Field>
        <Field label="Brand">
          <Select
            aria-label="Brand"
            value={f.brand}
            disabled={disabled}
            options={BRANDS.map((b) => ({ value: b.value, label: `${b.value} — ${b.label}` }))}
            onChange={set('brand')}
          />
        </Field>
        <Field label="Fabric">
          <Select
            aria-label="Fabric"
            value={f.fabricCode ?? undefined}
            allowClear
            disabled={disabled}
            options={options.fabricComposition.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }))}
            onChange={(v) => set('fabricCode')((v as string | undefined) ?? null)}
          />
        </Field>
        <Field label="Status">
          <Select
            aria-label="Status"
            value={f.statusFlag}
            disabled={disabled}
            options={STATUS_FLAGS.map((s) => ({ value: s.value, label: `${s.value} — ${s.label}` }))}
            onChange={set('statusFlag')}
          />
        </Field>
        {dateField('Intro Date', 'introDate')}
        {dateField('Exit Date', 'exitDate')}
        {text('Model Color', 'modelColor')}
        {text('Style Status', 'styleStatus')}
        {text('Type', 'type')}
        {money('Price', 'price')}
        {money('Compare Price', 'comparePrice')}
        {money('Other Price', 'otherPrice')}
        {money('Other Compare', 'otherCompare')}
        {dateField('New Date', 'newDate')}
        {money('New Price', 'newPrice')}
        {money('New Other Price', 'newOtherPrice')}
      </Grid>
      <Field label="Description (one bullet point a line)">
        <DebouncedText
          label="Description"
          multiline
          value={f.description.join('\n')}
          disabled={disabled}
          onChange={(v) =>
            set('description')(
              (v ?? '')
                .split('\n')
                .map((l) => l.trim())
                .filter(Boolean)
                .slice(0, STYLE_LIMITS.bullets),
            )
          }
        />
      </Field>
      <Field label="Treatments">
        <Select
          aria-label="Treatments"
          mode="multiple"
          value={f.treatments}
          disabled={disabled}
          options={options.treatments.map((t) => ({ value: t.id, label: `${t.type}: ${t.name}${t.subType ? ` (${t.subType})` : ''}` }))}
          optionFilterProp="label"
          onChange={set('treatments')}
        />
      </Field>
      <Field label="Colors">
        <ColourMedia colors={product.colors} />
      </Field>
      <Flex gap={8} justify="space-between" wrap>
        <Flex gap={8}>
          <Button onClick={() => setOpen('locations')}>Manage Locations</Button>
          <Button disabled={!canEdit} onClick={() => setOpen('treatments')}>
            Copy Treatments
          </Button>
        </Flex>
        <Flex gap={8}>
          <Button disabled={!changed || save.isPending} onClick={() => setDraft(draftOf(product))}>
            Discard
          </Button>
          <Button type="primary" disabled={!changed || !canEdit} loading={save.isPending} onClick={() => save.mutate()}>
            Save
          </Button>
        </Flex>
      </Flex>
      <Suspense fallback={null}>
        {open === 'locations' && (
          <ManageLocationsDialog
            product={product}
            options={options}
            draft={draft}
            setDraft={setDraft}
            canEdit={canEdit}
            onClose={() => setOpen(null)}
          />
        )}
        {open === 'treatments' && (
          <CopyTreatmentsDialog product={product} categories={options.categories.map((c) => c.name)} onClose={() => setOpen(null)} />
        )}
      </Suspense>
    </Flex>
  );
}

function Grid({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 12 }}>{children}</div>;
}
