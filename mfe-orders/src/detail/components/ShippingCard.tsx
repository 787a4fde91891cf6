import { formatMoney, formatToronto } from '@portal/shared';
import { Empty, Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import { invoicePdfPath } from '../../urls';
import type { OrderDetail } from '../api';

// Shipments of the order and their invoices (each a PDF the server renders: /Images/Invoice/{n}.pdf).

export function ShippingCard({ order }: { order: OrderDetail }) {
  return (
    <Card title={`Shipping and invoices (${order.totals.shippedUnits} of ${order.totals.units} units shipped)`} size="small">
      {order.shippingJobs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing shipped yet" />
      ) : (
        <Flex vertical gap="small">
          {order.shippingJobs.map((job) => (
            <Flex key={job.id} gap="middle" wrap align="baseline">
              <Typography.Text strong>{`Shipment ${job.job ?? job.id}`}</Typography.Text>
              <Typography.Text type="secondary">
                {`${job.shippedAt ? `shipped ${formatToronto(job.shippedAt)}` : 'not shipped yet'} · ${job.units} units · ${job.shipVia ?? ''} · freight ${formatMoney(job.chargeCents, order.currency)}`}
              </Typography.Text>
              {job.invoices.map((invoice) => (
                <a key={invoice} href={invoicePdfPath(invoice)} target="_blank" rel="noopener">
                  {`Invoice ${invoice}`}
                </a>
              ))}
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
