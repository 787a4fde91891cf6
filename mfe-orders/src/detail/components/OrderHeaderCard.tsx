import { COLLECTION_ORDER_TYPES, formatCalendarDate, formatToronto, formatTorontoDate } from '@portal/shared';
import { Tag, Typography } from '@portal/shared/antd';
import { Card, Descriptions } from '@portal/shared/antd-detail';
import type { OrderDetail, OrderPerson } from '../api';

// The order's header as staff read it. spec 000 §5: the PO field reads '{order type} Name' for
// license collections and colour stories. Dates in Toronto time (spec 000 §9).

const person = (p: OrderPerson | null) => (p ? `${p.code} - ${p.name}` : '-');
const text = (value: string | null | undefined) => (value ? value : '-');

export function poLabel(order: Pick<OrderDetail, 'orderType' | 'orderTypeName'>): string {
  return COLLECTION_ORDER_TYPES.includes(order.orderType) ? `${order.orderTypeName} Name` : 'PO';
}

export function OrderHeaderCard({ order }: { order: OrderDetail }) {
  const items = [
    { key: 'customer', label: 'Customer', children: `${order.customer.numb} - ${order.customer.name}` },
    { key: 'billTo', label: 'Bill To', children: `${order.billTo.numb} - ${order.billTo.name}` },
    { key: 'po', label: poLabel(order), children: text(order.po) },
    { key: 'orderType', label: 'Order Type', children: `${order.orderType} - ${order.orderTypeName}` },
    { key: 'type', label: 'Type', children: order.type },
    { key: 'currency', label: 'Currency', children: order.currency },
    { key: 'rep', label: 'Rep', children: person(order.rep) },
    { key: 'csr', label: 'CSR', children: person(order.csr) },
    { key: 'csr2', label: 'CSR 2', children: person(order.csr2) },
    { key: 'quote', label: 'Quote #', children: text(order.quote) },
    { key: 'job', label: 'Job #', children: text(order.job) },
    { key: 'jobCodes', label: 'Job Codes', children: text(order.jobCodes.join(', ')) },
    { key: 'dateRequired', label: 'Date Required', children: text(formatTorontoDate(order.dateRequired)) },
    { key: 'scheduled', label: 'Scheduled Ship Date', children: text(formatCalendarDate(order.scheduledShipDate)) },
    { key: 'department', label: 'Department', children: text(order.department) },
    {
      key: 'tags',
      label: 'Tags',
      children: order.tags.length ? order.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) : '-',
    },
    { key: 'credit', label: 'Credit', children: order.credit },
    { key: 'alloc', label: 'Alloc', children: order.alloc },
    { key: 'bda', label: 'BDA', children: text(order.bda) },
    { key: 'buyingGroup', label: 'Buying Group', children: text(order.buyingGroup) },
    ...(order.collectionStart
      ? [
          {
            key: 'window',
            label: 'Collection Dates',
            children: `${formatCalendarDate(order.collectionStart)} to ${formatCalendarDate(order.collectionEnd) || 'open'}`,
          },
        ]
      : []),
    {
      key: 'created',
      label: 'Created',
      children: `${formatToronto(order.createdAt)}${order.createdBy ? ` by ${order.createdBy.name}` : ''}`,
    },
    { key: 'updated', label: 'Updated', children: formatToronto(order.updatedAt) },
  ];
  return (
    <Card title="Order" size="small">
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
      {order.comments && (
        <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0, whiteSpace: 'pre-wrap' }}>
          <Typography.Text strong>Comments: </Typography.Text>
          {order.comments}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
