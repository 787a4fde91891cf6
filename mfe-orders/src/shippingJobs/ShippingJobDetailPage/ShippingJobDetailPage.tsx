import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatMoney, formatToronto, formatTorontoDate, messages, SHIPPING_JOB_MESSAGES } from '@portal/shared';
import { Button, Flex, Space, Tag, Typography } from '@portal/shared/antd';
import { Card, Descriptions } from '@portal/shared/antd-detail';
import { ChangeHistory, PageLoadProblem, PageLoading, PageNotFound, useBack, useUrlDialog } from '@portal/shared/ui';
import { DataTable, type ListColumn } from '@portal/shared/list';
import { ordersKeys } from '../../queryKeys';
import { useLiveRecord } from '@portal/shared/live';
import { invoicePdfPath, shippingJobListPath, shippingJobOrderPath } from '../../urls';
import { fetchShippingJob, type ShippingJobItem } from '../api';
import { UpdateQuantitiesDialog } from '../components/UpdateQuantitiesDialog';

// /shippingJobs/{jobNumb} (spec 002 §2, §3): the job's head, ship-to, invoices (links to
// /Images/Invoice/{invoice}.pdf, new tab), and its items, each linking to /order_history/{orderId}
// with the sizes it carries (C and U). Update Shipping Quantities while not shipped, for order_edit
// or approve (the server's `canUpdate`); the dialog is in the URL (?dialog=update).

const DIALOGS = ['update'] as const;

const itemColumns: ListColumn<ShippingJobItem>[] = [
  { id: 'order', title: 'Order #', render: (i) => <Link to={shippingJobOrderPath(i.order.id)}>{i.order.numb}</Link> },
  { id: 'sku', title: 'Style', render: (i) => i.item.sku },
  { id: 'name', title: 'Name', render: (i) => i.item.name },
  { id: 'color', title: 'Colour', render: (i) => i.item.color },
  {
    id: 'sizes',
    title: 'Sizes (C / U)',
    render: (i) => (
      <Flex wrap gap={8} component="span">
        {i.sizes.map((s) => (
          <span key={s.id}>{`${s.display}: ${s.C} / ${s.U}`}</span>
        ))}
      </Flex>
    ),
  },
  { id: 'units', title: 'Units', align: 'right', render: (i) => i.sizes.reduce((n, s) => n + s.C + s.U, 0) },
];

export function ShippingJobDetailPage() {
  const { jobNumb } = useParams();
  const id = Number(jobNumb);
  const valid = /^\d{1,9}$/.test(jobNumb ?? '') && id > 0;
  const back = useBack(shippingJobListPath);
  const dialog = useUrlDialog(DIALOGS);
  const job = useQuery({ queryKey: ordersKeys.shippingJob(id), queryFn: ({ signal }) => fetchShippingJob(id, signal), enabled: valid });
  useLiveRecord('shipping_job', valid ? id : null, [ordersKeys.shippingJob(id)]);

  if (!valid || job.data === null)
    return <PageNotFound title={SHIPPING_JOB_MESSAGES.jobNotFound} backTo={shippingJobListPath} backText="Back to Shipping Jobs" />;
  if (job.error)
    return (
      <PageLoadProblem
        error={job.error}
        notFoundTitle={SHIPPING_JOB_MESSAGES.jobNotFound}
        forbiddenTitle={SHIPPING_JOB_MESSAGES.jobNotFound}
        failedTitle={messages.shippingOrdersFetchFailed}
        backTo={shippingJobListPath}
        onRetry={() => void job.refetch()}
      />
    );
  if (!job.data) return <PageLoading />;
  const j = job.data;
  const a = j.shipping;
  const currency = j.items[0]?.order.currency ?? 'CAD';

  return (
    <Flex vertical gap="middle">
      <Flex align="center" justify="space-between" wrap gap="small">
        <Space align="center">
          <Button onClick={back}>Back</Button>
          <Typography.Title level={4} style={{ margin: 0 }}>{`Shipping Job #${j.id}`}</Typography.Title>
          {j.shipped ? <Tag color="green">Shipped</Tag> : <Tag>Open</Tag>}
        </Space>
        {j.canUpdate && (
          <Button type="primary" onClick={() => dialog.open('update')}>
            Update Shipping Quantities
          </Button>
        )}
      </Flex>
      <Card title="Job">
        <Descriptions
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'customer', label: 'Customer', children: `${j.customer.number} - ${j.customer.name}` },
            { key: 'job', label: 'Job #', children: j.job ?? '' },
            { key: 'quote', label: 'Quote #', children: j.quote ?? '' },
            { key: 'po', label: 'PO', children: j.po ?? '' },
            { key: 'rep', label: 'Rep', children: j.rep ? `${j.rep.name} (${j.rep.number})` : '' },
            { key: 'csr', label: 'CSR', children: j.csr ? `${j.csr.name} (${j.csr.number})` : '' },
            { key: 'status', label: 'Status', children: j.statusText },
            { key: 'shipVia', label: 'Ship Via', children: j.shipViaCode?.name ?? '' },
            {
              key: 'created',
              label: 'Date Created',
              children: `${formatToronto(j.createdAt)}${j.createdBy ? ` by ${j.createdBy.name}` : ''}`,
            },
            { key: 'required', label: 'Date Required', children: j.dateRequired ? formatTorontoDate(j.dateRequired) : '' },
            { key: 'shippedAt', label: 'Shipped', children: j.shippedAt ? formatToronto(j.shippedAt) : 'Not yet' },
            { key: 'freight', label: 'Freight', children: formatMoney(j.chargeCents, currency) },
            {
              key: 'invoice',
              label: 'Invoices',
              children: (
                <Space wrap>
                  {j.invoice.map((inv) => (
                    <a key={inv} href={invoicePdfPath(inv)} target="_blank" rel="noopener noreferrer">
                      {inv}
                    </a>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card title="Ship To">
        <address style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
          {[a.customerName, a.address1, a.address2, a.address3, [a.city, a.state, a.zip].filter(Boolean).join(', '), a.country]
            .filter(Boolean)
            .join('\n')}
        </address>
        {j.comments && <Typography.Paragraph style={{ marginTop: 8 }}>{j.comments}</Typography.Paragraph>}
      </Card>
      <Card title="Items">
        <DataTable<ShippingJobItem> aria-label="Items" columns={itemColumns} rows={j.items} getRowId={(i) => i.id} />
      </Card>
      <ChangeHistory
        entries={j.changes}
        tableLabels={{ shipping_jobs: 'Shipping job' }}
        fieldLabels={{ ship_via_code: 'Ship via', rep_code: 'Rep', customer_numb: 'Customer', job: 'Job title' }}
      />
      {j.canUpdate && dialog.name === 'update' && <UpdateQuantitiesDialog job={j} onClose={dialog.close} />}
    </Flex>
  );
}
