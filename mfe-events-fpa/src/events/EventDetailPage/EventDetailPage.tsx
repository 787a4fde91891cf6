import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import {
  EVENT_MESSAGES,
  EVENT_ORDER_STATUS,
  EVENT_PAGE_SIZE,
  EVENT_STATUS,
  eventPathOf,
  fill,
  formatToronto,
  isOpenEvent,
  markupPercentOf,
  messages,
  productionOrderPath,
  regionText,
  templateImageUrl,
} from '@portal/shared';
import { Button, Checkbox, Flex, Pagination, Space, Tag, Typography } from '@portal/shared/antd';
import { Card, Descriptions, Switch } from '@portal/shared/antd-detail';
import { DataTable, type ListColumn } from '@portal/shared/list';
import { notify, useAllows } from '@portal/shared';
import { ChangeHistory, ConfirmDialog, PageError, PageLoading, PageNotFound, useBack, useUrlDialog } from '@portal/shared/ui';
import { eventsFpaKeys } from '../../queryKeys';
import { useLiveRecord } from '@portal/shared/live';
import { EVENTS_FPA_ROUTES } from '../../urls';
import {
  cancelEvent,
  cancelEventOrder,
  closeEvent,
  createProductionOrder,
  exportReport,
  fetchEvent,
  resendEmail,
  toggleEvent,
  type CustomEvent,
  type EventOrder,
} from '../api';
import { STATUS_COLORS } from '../EventListPage/EventListPage';
import { EventEditDialog } from '../components/EventEditDialog';

// The event at /events/{id}, /events_history/{id} or /events_cancelled/{id} (spec 002 §2): the page
// moves to the path of the event's status. It offers (order_edit, spec 002 §6) Edit Event,
// Enable/Disable Event, New Production Order (status 2 only), Close Event and Cancel Event, and to
// everyone who sees it Export Report; then the event's settings, categories, options, addresses,
// its store orders (cancelled ones hidden unless "Show cancelled"; cancel one, resend its e-mail)
// and its change history. The edit dialog lives in the address (?dialog=edit), the order page in ?opage.

const DIALOGS = ['edit'] as const;
const NO_DIALOGS: readonly (typeof DIALOGS)[number][] = [];
const when = (value: string | null | undefined) => (value ? formatToronto(value, 'MMMM D, YYYY [at] hh:mm a') : '—');
const money = (value: number | null | undefined) => (value == null ? '—' : `$${value.toFixed(2)}`);
const yes = (value: boolean) => (value ? 'Yes' : 'No');
const EVENT_TABLE_LABELS = {
  custom_events: 'Event',
  custom_event_categories: 'Category',
  custom_event_options: 'Custom option',
  custom_event_addresses: 'Address',
  custom_event_orders: 'Event order',
  custom_event_stock_holds: 'Stock hold',
  custom_event_production_orders: 'Production order',
} as const;
const EVENT_FIELD_LABELS = { start_at: 'Start', end_at: 'End', price_rate: 'Price rate', csr_code: 'CSR' } as const;

type Confirm = { kind: 'close' } | { kind: 'cancel' } | { kind: 'production' } | { kind: 'cancelOrder'; order: EventOrder };

export function EventDetailPage() {
  const id = Number(useParams().eventId);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const showCancelled = params.get('cancelled') === '1';
  const orderPage = Math.max(1, Number(params.get('opage')) || 1);
  const canEdit = useAllows('customEventEdit');
  const client = useQueryClient();
  const dialog = useUrlDialog(canEdit ? DIALOGS : NO_DIALOGS);
  const back = useBack(EVENTS_FPA_ROUTES.events);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [emailCustomers, setEmailCustomers] = useState(false);
  const [exporting, setExporting] = useState(false);
  const event = useQuery({
    queryKey: eventsFpaKeys.event(id, showCancelled),
    queryFn: ({ signal }) => fetchEvent(id, showCancelled, signal),
    enabled: valid,
  });
  useLiveRecord('custom_event', valid ? id : null, [eventsFpaKeys.eventAll(id)]);
  const refresh = () => client.invalidateQueries({ queryKey: eventsFpaKeys.all });

  if (!valid || event.data === null) return <PageNotFound title={EVENT_MESSAGES.notFound} backTo={EVENTS_FPA_ROUTES.events} />;
  if (event.isPending) return <PageLoading />;
  if (event.isError) return <PageError title={messages.eventFetchFailed} onRetry={() => void event.refetch()} />;
  const e: CustomEvent = event.data;
  // spec 002 §2: the page lives under the list of its status.
  const home = eventPathOf(e.status.code, e.id);
  if (location.pathname !== home) return <Navigate replace to={`${home}${location.search}`} />;

  const open = isOpenEvent(e.status.code);
  const setParam = (patch: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const run = async () => {
    if (!confirm) return;
    if (confirm.kind === 'close') {
      await closeEvent(e.id);
      void notify.success(EVENT_MESSAGES.closed);
    } else if (confirm.kind === 'cancel') {
      await cancelEvent(e.id, emailCustomers);
      void notify.success(EVENT_MESSAGES.cancelled);
    } else if (confirm.kind === 'production') {
      const created = await createProductionOrder(e.id);
      void notify.success(fill(messages.productionOrderCreated, { number: created.numb }));
    } else {
      await cancelEventOrder(e.id, confirm.order.numb, confirm.order.token);
      void notify.success(fill(EVENT_MESSAGES.orderCancelled, { number: confirm.order.numb }));
    }
    await refresh();
  };
  const toggle = async () => {
    const done = await toggleEvent(e.id);
    void notify.success(done.toggleEvent.status.code === EVENT_STATUS.Enabled ? EVENT_MESSAGES.enabled : EVENT_MESSAGES.disabled);
    await refresh();
  };
  const report = async () => {
    setExporting(true);
    try {
      await exportReport(e.id, e.name);
    } finally {
      setExporting(false);
    }
  };
  const resend = async (order: EventOrder) => {
    await resendEmail(order.numb, order.token);
    void notify.success(EVENT_MESSAGES.emailResent);
  };

  const orderColumns: ListColumn<EventOrder>[] = [
    { id: 'numb', title: 'Order #', render: (o) => o.numb },
    { id: 'createdAt', title: 'Date', render: (o) => when(o.createdAt) },
    { id: 'name', title: 'Name', render: (o) => `${o.address.firstName} ${o.address.lastName}` },
    { id: 'email', title: 'Email', render: (o) => o.address.email ?? '' },
    { id: 'items', title: 'Items', align: 'right', render: (o) => o.totalItems },
    { id: 'total', title: 'Total', align: 'right', render: (o) => money(o.totalPrice) },
    {
      id: 'status',
      title: 'Status',
      render: (o) => (
        <Tag color={o.status === EVENT_ORDER_STATUS.Cancelled ? 'red' : o.status === EVENT_ORDER_STATUS.InProduction ? 'blue' : 'green'}>
          {o.statusDesc}
        </Tag>
      ),
    },
    {
      id: 'production',
      title: 'Production Order',
      render: (o) =>
        o.productionOrder ? (
          <Link to={productionOrderPath(o.productionOrder.id, o.productionOrder.status)}>#{o.productionOrder.numb}</Link>
        ) : (
          ''
        ),
    },
  ];
  const pageOrders = e.orders.slice((orderPage - 1) * EVENT_PAGE_SIZE, orderPage * EVENT_PAGE_SIZE);

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Button onClick={back}>Back</Button>
        <Space wrap>
          {canEdit && open && (
            <>
              <Button onClick={() => dialog.open('edit')}>Edit Event</Button>
              <Button onClick={() => void toggle()}>{e.status.code === EVENT_STATUS.Enabled ? 'Disable Event' : 'Enable Event'}</Button>
              {e.status.code === EVENT_STATUS.Disabled && (
                <Button type="primary" onClick={() => setConfirm({ kind: 'production' })}>
                  New Production Order
                </Button>
              )}
              <Button onClick={() => setConfirm({ kind: 'close' })}>Close Event</Button>
              <Button danger onClick={() => setConfirm({ kind: 'cancel' })}>
                Cancel Event
              </Button>
            </>
          )}
          <Button loading={exporting} onClick={() => void report()}>
            Export Report
          </Button>
        </Space>
      </Flex>
      <Card
        title={
          <Space>
            {`Event #${e.id}: ${e.name}`}
            <Tag color={STATUS_COLORS[e.status.code]}>{e.status.description}</Tag>
          </Space>
        }
      >
        <Flex gap={16} wrap align="flex-start">
          {e.logo && (
            <img src={templateImageUrl(e.logo)!} alt={`${e.name} logo`} width={104} height={104} style={{ objectFit: 'contain' }} />
          )}
          <Descriptions column={{ xs: 1, md: 2 }} size="small" style={{ flex: 1, minWidth: 300 }}>
            <Descriptions.Item label="Handle">
              <Typography.Text code>{e.handle}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="Customer">{`${e.customer} - ${e.customerName}`}</Descriptions.Item>
            <Descriptions.Item label="Billing">{e.billing ? `${e.billing.id} - ${e.billing.name}` : 'The customer'}</Descriptions.Item>
            <Descriptions.Item label="CSR">{e.csr ? `${e.csr.number} - ${e.csr.name}` : '—'}</Descriptions.Item>
            <Descriptions.Item label="Start">{when(e.start)}</Descriptions.Item>
            <Descriptions.Item label="End">{when(e.end)}</Descriptions.Item>
            <Descriptions.Item label="Delivery">{when(e.delivery)}</Descriptions.Item>
            <Descriptions.Item label="Region">{regionText(e.country)}</Descriptions.Item>
            <Descriptions.Item label="Languages">{e.languages.join(', ')}</Descriptions.Item>
            <Descriptions.Item label="Price Markup">{`${markupPercentOf(e.priceRate)}%`}</Descriptions.Item>
            <Descriptions.Item label="Show Prices">{yes(e.showPrices)}</Descriptions.Item>
            <Descriptions.Item label="Max Items">{e.maxItems ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Max Amount">{money(e.maxAmount)}</Descriptions.Item>
            <Descriptions.Item label="Collect Payment">{yes(e.collectPayment)}</Descriptions.Item>
            <Descriptions.Item label="Flat Fee">{e.flatFee ? `${e.flatFeeName ?? ''} ${money(e.flatFee)}` : '—'}</Descriptions.Item>
            <Descriptions.Item label="Address Needed">{yes(e.addressNeeded)}</Descriptions.Item>
            <Descriptions.Item label="Custom Address">{yes(e.customAddress)}</Descriptions.Item>
            <Descriptions.Item label="No Allocations">{yes(e.noAllocations)}</Descriptions.Item>
            <Descriptions.Item label="Default Email">{e.defaultEmail ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Password">{e.password ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Style Name">{e.styleName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Created By">{e.createdBy ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Totals">{`${e.totals.orders} orders, ${e.totals.items} items`}</Descriptions.Item>
            <Descriptions.Item label="Production Orders">
              {e.productionOrders.length ? (
                <Space wrap>
                  {e.productionOrders.map((p) => (
                    <Link key={p.id} to={productionOrderPath(p.id, p.status)}>
                      #{p.numb}
                    </Link>
                  ))}
                </Space>
              ) : (
                '—'
              )}
            </Descriptions.Item>
          </Descriptions>
        </Flex>
      </Card>
      <Card title="Store Page" size="small">
        <Flex vertical gap={8}>
          {e.banner && (
            <img
              src={templateImageUrl(e.banner)!}
              alt={`${e.name} banner`}
              style={{ maxWidth: '100%', maxHeight: 160, objectFit: e.bgSize === 'contain' ? 'contain' : 'cover' }}
            />
          )}
          {e.title && (
            <Typography.Title level={5} style={{ margin: 0 }}>
              {e.title}
            </Typography.Title>
          )}
          {e.info && (
            <Typography.Paragraph
              style={{
                margin: 0,
                padding: 8,
                whiteSpace: 'pre-wrap',
                color: e.infoColor ? `#${e.infoColor}` : undefined,
                background: e.infoBackground ? `#${e.infoBackground}` : undefined,
              }}
            >
              {e.info}
            </Typography.Paragraph>
          )}
          <Typography.Text type="secondary">{`Info position: ${e.infoPosition ?? '—'}; background size: ${e.bgSize ?? '—'}; mobile banner: ${e.mobileBanner ?? '—'}`}</Typography.Text>
        </Flex>
      </Card>
      <Flex gap={16} wrap>
        <Card title="Categories" size="small" style={{ flex: 1, minWidth: 280 }}>
          {e.categories.length ? (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {e.categories.map((c) => (
                <li key={c.id}>
                  {c.name}
                  {c.subCategory ? ` / ${c.subCategory}` : ''}
                  {c.minItems != null || c.maxItems != null ? ` (${c.minItems ?? 0}–${c.maxItems ?? '∞'} items)` : ''}
                </li>
              ))}
            </ul>
          ) : (
            'None'
          )}
        </Card>
        <Card title="Custom Options" size="small" style={{ flex: 1, minWidth: 280 }}>
          {e.customOptions.length ? (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {e.customOptions.map((o) => (
                <li key={o.id}>
                  {o.name} ({o.optionType}
                  {o.required ? ', required' : ''}
                  {o.requiredIfId
                    ? `, required if ${e.customOptions.find((x) => x.id === o.requiredIfId)?.name ?? '?'} is ${o.requiredIfValue ?? ''}`
                    : ''}
                  ){o.availableOptions.length ? `: ${o.availableOptions.join(', ')}` : ''}
                </li>
              ))}
            </ul>
          ) : (
            'None'
          )}
        </Card>
        <Card title="Addresses" size="small" style={{ flex: 1, minWidth: 280 }}>
          {e.addresses.length ? (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {e.addresses.map((a) => (
                <li key={a.id}>
                  {[a.label, a.attn, a.address1, a.address2, a.address3, a.city, a.state, a.zip, a.country].filter(Boolean).join(', ')}
                </li>
              ))}
            </ul>
          ) : (
            'None'
          )}
        </Card>
      </Flex>
      <Card
        title="Orders"
        extra={
          <Space>
            <Switch
              size="small"
              checked={showCancelled}
              onChange={(on) => setParam({ cancelled: on ? '1' : null, opage: null })}
              aria-label="Show cancelled orders"
            />
            Show cancelled
          </Space>
        }
      >
        <DataTable<EventOrder>
          aria-label="Event orders"
          columns={orderColumns}
          rows={pageOrders}
          getRowId={(o) => o.numb}
          loading={event.isFetching}
          empty="No orders."
          rowActions={(o) => (
            <Space>
              <Button size="small" disabled={!o.address.email} onClick={() => void resend(o)}>
                Resend Email
              </Button>
              {canEdit && o.status === EVENT_ORDER_STATUS.Placed && (
                <Button size="small" danger onClick={() => setConfirm({ kind: 'cancelOrder', order: o })}>
                  Cancel
                </Button>
              )}
            </Space>
          )}
        />
        {e.orders.length > EVENT_PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 12 }}
            current={orderPage}
            pageSize={EVENT_PAGE_SIZE}
            total={e.orders.length}
            showSizeChanger={false}
            onChange={(p) => setParam({ opage: String(p) })}
          />
        )}
      </Card>
      <ChangeHistory entries={e.changes} tableLabels={EVENT_TABLE_LABELS} fieldLabels={EVENT_FIELD_LABELS} />
      {confirm && (
        <ConfirmDialog
          title={
            { close: 'Close Event', cancel: 'Cancel Event', production: 'New Production Order', cancelOrder: 'Cancel Order' }[confirm.kind]
          }
          okText={{ close: 'Close Event', cancel: 'Cancel Event', production: 'Create', cancelOrder: 'Cancel Order' }[confirm.kind]}
          cancelText="Back"
          danger={confirm.kind !== 'production'}
          onClose={() => {
            setConfirm(null);
            setEmailCustomers(false);
          }}
          onConfirm={run}
        >
          {confirm.kind === 'close' && EVENT_MESSAGES.confirmClose}
          {confirm.kind === 'cancel' && (
            <Flex vertical gap={8}>
              {EVENT_MESSAGES.confirmCancel}
              <Checkbox checked={emailCustomers} onChange={(v) => setEmailCustomers(v.target.checked)}>
                Email the customers
              </Checkbox>
            </Flex>
          )}
          {confirm.kind === 'production' &&
            `Create a production order from the ${e.orders.filter((o) => o.status === EVENT_ORDER_STATUS.Placed).length} new order(s) of this event?`}
          {confirm.kind === 'cancelOrder' &&
            `Cancel order #${confirm.order.numb} of ${confirm.order.address.firstName} ${confirm.order.address.lastName}? ${messages.actionIrreversible}`}
        </ConfirmDialog>
      )}
      {dialog.name === 'edit' && open && (
        <EventEditDialog
          event={e}
          onClose={dialog.close}
          onDone={() => {
            void refresh();
            dialog.close();
          }}
        />
      )}
    </Flex>
  );
}
