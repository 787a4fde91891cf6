import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CATALOG_NAME_MAX_LENGTH, catalogMessages, catalogUpdateSchema, firstIssue, notify } from '@portal/shared';
import { Input, Modal, Select, Typography } from '@portal/shared/antd';
import { Form } from '@portal/shared/antd-form';
import { fetchCatalogOrderOptions, updateCatalog, type Catalog } from '../api';
import { ordersKeys } from '../../queryKeys';

// The Edit dialog of a catalog (spec 000 §2: "Edit"; what it edits is ours, see README): its name
// and which of its customer's orders it offers. One Save sends the new name with the orders to add
// and remove, validated by the same zod schema the server uses; the server applies it all or nothing.

/** Typing in the order picker searches the server once the user pauses. */
const SEARCH_DELAY_MS = 250;

interface OrderChoice {
  orderId: number;
  numb: number;
  name: string | null;
  statusString: string;
}

const labelOf = (o: OrderChoice) => [`#${o.numb}`, o.name, `(${o.statusString})`].filter(Boolean).join(' ');

export function CatalogEditDialog({ catalog, onClose }: { catalog: Catalog; onClose: () => void }) {
  const queryClient = useQueryClient();
  const original = useMemo(() => catalog.orders.map((o) => o.orderId), [catalog]);
  const [name, setName] = useState(catalog.name);
  const [selected, setSelected] = useState<number[]>(original);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const options = useQuery({
    queryKey: ordersKeys.catalogOrderOptions(catalog.id, search),
    queryFn: ({ signal }) => fetchCatalogOrderOptions(catalog.id, search, signal),
    placeholderData: keepPreviousData,
  });

  const save = useMutation({
    mutationFn: updateCatalog,
    onSuccess: () => {
      notify.success(catalogMessages.saved);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.catalogs() });
      onClose();
    },
    // The shared helper has shown the message (the server's for a refusal); the dialog stays open.
  });

  // Labels for every order the picker may show: the catalog's own and the latest search's.
  const choices = new Map<number, OrderChoice>();
  for (const o of catalog.orders) choices.set(o.orderId, o);
  for (const o of options.data ?? []) choices.set(o.orderId, o);
  const selectOptions = [...choices.values()].map((o) => ({ value: o.orderId, label: labelOf(o) }));

  const addOrders = selected.filter((id) => !original.includes(id));
  const removeOrders = original.filter((id) => !selected.includes(id));
  const changed = name.trim() !== catalog.name || addOrders.length > 0 || removeOrders.length > 0;

  const submit = () => {
    const parsed = catalogUpdateSchema.safeParse({ id: catalog.id, name, addOrders, removeOrders });
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  };

  return (
    <Modal
      open
      title={`Edit catalog ${catalog.name}`}
      okText="Save"
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: !changed }}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={submit} component="div">
        <Form.Item label="Name" htmlFor="catalog-name" validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Input
            id="catalog-name"
            value={name}
            maxLength={CATALOG_NAME_MAX_LENGTH}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            onPressEnter={submit}
          />
        </Form.Item>
        <Form.Item label="Orders" htmlFor="catalog-orders">
          <Select<number[]>
            id="catalog-orders"
            aria-label="Orders"
            mode="multiple"
            value={selected}
            onChange={setSelected}
            options={selectOptions}
            showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed, autoClearSearchValue: true }}
            loading={options.isFetching}
            placeholder="Search by order number or PO"
            notFoundContent={options.isFetching ? 'Searching…' : 'No orders found'}
          />
          <Typography.Text type="secondary">{`Orders of customer ${catalog.customer} - ${catalog.customerName}`}</Typography.Text>
        </Form.Item>
      </Form>
    </Modal>
  );
}
