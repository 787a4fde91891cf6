import { useMemo, useState } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  fill,
  messages,
  notify,
  sharedValue,
  SHIPPING_ADDRESS_LINE_MAX,
  SHIPPING_JOB_COMMENT_MAX,
  SHIPPING_JOB_MESSAGES,
  SHIPPING_JOB_PO_MAX,
  SHIPPING_JOB_TITLE_MAX,
  shippingJobFormProblem,
  type ShippingAddress,
} from '@portal/shared';
import { Alert, Button, Flex, Input, Select, Space, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import { useBack } from '@portal/shared/ui';
import { ordersKeys } from '../../queryKeys';
import { shippingJobDetailPath, shippingJobListPath } from '../../urls';
import { createShippingJob, fetchShipCodes, fetchShippingOrder, fetchUnshippedOrders, type ShippingOrder } from '../api';
import { ShipQuantityGrid } from '../components/ShipQuantityGrid';
import type { ShipQuantity, ShipSizeRow } from '../shipQuantities';

// /shippingJobs/create (spec 002 §2, §5, §7): choose unshipped orders (GET /api/unshippedOrder; the
// first fixes the customer, mfe-orders/README.md), read each with order(id), enter per size the C
// and U to ship (clamped to what is left; one quantity for type 211, keyed by currency), the
// ship-to address, date required, ship via (GET /api/shipCodes), rep and CSR (chosen automatically
// when the orders share one), PO (50), job title (30) and a comment. Create sends createShippingJob
// and opens the new job; a failure says 'Failed to create shipping job.' (or the server's reason).

const EMPTY_ADDRESS: ShippingAddress = {
  customerName: '',
  address1: '',
  address2: '',
  address3: '',
  city: '',
  state: '',
  country: '',
  zip: '',
};
const ADDRESS_FIELDS: { key: keyof ShippingAddress; label: string }[] = [
  { key: 'customerName', label: 'Ship To Name' },
  { key: 'address1', label: 'Address 1' },
  { key: 'address2', label: 'Address 2' },
  { key: 'address3', label: 'Address 3' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'Province / State' },
  { key: 'country', label: 'Country' },
  { key: 'zip', label: 'Postal / Zip Code' },
];

const sizeRows = (item: ShippingOrder['items'][number]): ShipSizeRow[] =>
  item.sizes.map((s) => ({
    id: s.id,
    display: s.size,
    availableC: Math.max(0, s.qtyC - s.shippedC),
    availableU: Math.max(0, s.qtyU - s.shippedU),
  }));

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <Flex vertical gap={4} style={{ minWidth: 220 }}>
      <label htmlFor={id}>{label}</label>
      {children}
    </Flex>
  );
}

export function ShippingJobCreatePage() {
  const navigate = useNavigate();
  const back = useBack(shippingJobListPath);
  const queryClient = useQueryClient();
  const [orderIds, setOrderIds] = useState<number[]>([]);
  const [customer, setCustomer] = useState<{ numb: string; name: string } | null>(null);
  const [search, setSearch] = useState('');
  const [quantities, setQuantities] = useState<Map<number, ShipQuantity>>(new Map());
  const [address, setAddress] = useState<ShippingAddress>(EMPTY_ADDRESS);
  const [dateRequired, setDateRequired] = useState('');
  const [shipViaCode, setShipViaCode] = useState<string | null>(null);
  const [repChoice, setRepChoice] = useState<string | null>(null);
  const [csrChoice, setCsrChoice] = useState<string | null>(null);
  const [po, setPo] = useState('');
  const [jobTitle, setJobTitle] = useState('');
  const [comment, setComment] = useState('');

  const options = useQuery({
    queryKey: ordersKeys.unshippedOrders(customer?.numb ?? null, search),
    queryFn: ({ signal }) => fetchUnshippedOrders({ customer: customer?.numb, search }, signal),
  });
  const shipCodes = useQuery({ queryKey: ordersKeys.shipCodes(), queryFn: ({ signal }) => fetchShipCodes(signal), staleTime: Infinity });
  const orderQueries = useQueries({
    queries: orderIds.map((id) => ({
      queryKey: ordersKeys.shippingOrder(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchShippingOrder(id, signal),
    })),
  });
  const orders = orderQueries.map((q) => q.data).filter((o): o is ShippingOrder => !!o);

  // spec 002 §5: rep and CSR chosen automatically when all chosen orders share one.
  const reps = useMemo(() => [...new Map(orders.map((o) => [o.rep.code, o.rep.name])).entries()], [orders]);
  const csrs = useMemo(
    () => [
      ...new Map(
        orders
          .flatMap((o) => [o.csr, o.csr2])
          .filter((c): c is NonNullable<typeof c> => !!c)
          .map((c) => [c.code, c.name]),
      ).entries(),
    ],
    [orders],
  );
  const rep = repChoice && reps.some(([code]) => code === repChoice) ? repChoice : sharedValue(orders.map((o) => o.rep.code));
  const csr = csrChoice && csrs.some(([code]) => code === csrChoice) ? csrChoice : sharedValue(orders.map((o) => o.csr?.code));
  const shipping = { ...address, customerName: address.customerName || customer?.name || '' };

  const items = orders.flatMap((o) =>
    o.items.flatMap((i) => i.sizes.map((s) => ({ id: s.id, abbr: s.size, ...(quantities.get(s.id) ?? { C: 0, U: 0 }) }))),
  );
  const values = {
    customer: customer?.numb ?? null,
    orders: orderIds,
    shipping,
    dateRequired: dateRequired || null,
    shipViaCode,
    rep,
    csr,
    po,
    jobTitle,
    comment,
    items,
  };
  const problem = shippingJobFormProblem(values);

  const create = useMutation({
    mutationFn: () =>
      createShippingJob({
        customer: customer!.numb,
        shipping: {
          ...shipping,
          address2: shipping.address2 || null,
          address3: shipping.address3 || null,
          state: shipping.state || null,
          zip: shipping.zip || null,
        },
        dateRequired,
        rep: rep!,
        csr: csr!,
        po: po.trim() || null,
        comment: comment.trim() || null,
        items: items.filter((i) => i.C > 0 || i.U > 0),
        shipViaCode: shipViaCode!,
        jobTitle: jobTitle.trim(),
      }),
    onSuccess: (id) => {
      notify.success(fill(SHIPPING_JOB_MESSAGES.created, { id }));
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      void navigate(shippingJobDetailPath(id), { replace: true });
    },
  });

  const chooseOrders = (ids: number[]) => {
    setOrderIds(ids);
    if (!ids.length) setCustomer(null);
    else if (!customer) {
      const first = options.data?.find((o) => o.id === ids[0]);
      if (first) setCustomer({ numb: first.customer, name: first.customerName });
    }
    setSearch('');
  };

  return (
    <Flex vertical gap="middle">
      <Space align="center">
        <Button onClick={back}>Back</Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Create Shipping Job
        </Typography.Title>
      </Space>
      <Card title="Orders">
        <Flex vertical gap="small">
          <Field id="ship-orders" label="Orders to ship">
            <Select
              id="ship-orders"
              mode="multiple"
              showSearch
              filterOption={false}
              placeholder="Search Approved orders by number or customer"
              value={orderIds}
              onSearch={setSearch}
              onChange={(ids: number[]) => chooseOrders(ids)}
              loading={options.isFetching}
              notFoundContent={options.error ? messages.shippingOrdersFetchFailed : 'No unshipped orders'}
              options={[
                ...orderIds
                  .filter((id) => !options.data?.some((o) => o.id === id))
                  .map((id) => ({ value: id, label: `#${orders.find((o) => o.id === id)?.number ?? id}` })),
                ...(options.data ?? []).map((o) => ({ value: o.id, label: `#${o.numb} · ${o.customer} - ${o.customerName}` })),
              ]}
              style={{ width: '100%' }}
            />
          </Field>
          {customer && <Typography.Text>{`Customer: ${customer.numb} - ${customer.name}`}</Typography.Text>}
          {orderQueries.some((q) => q.error) && <Alert type="error" showIcon title="An order could not be loaded." />}
        </Flex>
      </Card>
      {orders.map((o) => (
        <Card key={o.id} title={`Order #${o.number}${o.po ? ` · PO ${o.po}` : ''}`} size="small">
          <Flex vertical gap="middle">
            {o.items.map((item) => (
              <Flex key={item.id} vertical gap={4}>
                <Typography.Text>{`${item.styleCode} ${item.name} (${item.color})`}</Typography.Text>
                <ShipQuantityGrid
                  label={`#${o.number} ${item.styleCode} ${item.color}`}
                  sizes={sizeRows(item)}
                  orderType={o.orderType}
                  currency={o.currency}
                  value={quantities}
                  onChange={(id, next) => setQuantities((m) => new Map(m).set(id, next))}
                />
              </Flex>
            ))}
          </Flex>
        </Card>
      ))}
      <Card title="Shipping">
        <Flex wrap gap="middle">
          {ADDRESS_FIELDS.map(({ key, label }) => (
            <Field key={key} id={`ship-${key}`} label={label}>
              <Input
                id={`ship-${key}`}
                maxLength={SHIPPING_ADDRESS_LINE_MAX}
                value={shipping[key] ?? ''}
                onChange={(e) => setAddress((a) => ({ ...a, [key]: e.target.value }))}
              />
            </Field>
          ))}
          <Field id="ship-date" label="Date Required">
            <Input id="ship-date" type="date" value={dateRequired} onChange={(e) => setDateRequired(e.target.value)} />
          </Field>
          <Field id="ship-via" label="Ship Via">
            <Select
              id="ship-via"
              value={shipViaCode}
              onChange={setShipViaCode}
              options={(shipCodes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              placeholder="Choose"
            />
          </Field>
          <Field id="ship-rep" label="Rep">
            <Select
              id="ship-rep"
              value={rep}
              onChange={setRepChoice}
              options={reps.map(([code, name]) => ({ value: code, label: `${name} (${code})` }))}
              placeholder="Choose"
            />
          </Field>
          <Field id="ship-csr" label="CSR">
            <Select
              id="ship-csr"
              value={csr}
              onChange={setCsrChoice}
              options={csrs.map(([code, name]) => ({ value: code, label: `${name} (${code})` }))}
              placeholder="Choose"
            />
          </Field>
          <Field id="ship-po" label="PO">
            <Input id="ship-po" maxLength={SHIPPING_JOB_PO_MAX} showCount value={po} onChange={(e) => setPo(e.target.value)} />
          </Field>
          <Field id="ship-title" label="Job Title">
            <Input
              id="ship-title"
              maxLength={SHIPPING_JOB_TITLE_MAX}
              showCount
              value={jobTitle}
              onChange={(e) => setJobTitle(e.target.value)}
            />
          </Field>
        </Flex>
        <Flex vertical gap={4} style={{ marginTop: 16 }}>
          <label htmlFor="ship-comment">Comment</label>
          <Input.TextArea
            id="ship-comment"
            maxLength={SHIPPING_JOB_COMMENT_MAX}
            rows={3}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </Flex>
      </Card>
      <Flex gap="middle" align="center" wrap>
        <Button type="primary" disabled={!!problem} loading={create.isPending} onClick={() => create.mutate()}>
          Create Shipping Job
        </Button>
        {problem && <Typography.Text type="secondary">{problem}</Typography.Text>}
      </Flex>
    </Flex>
  );
}
