import { formatMoney } from '@portal/shared';
import { Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import type { OrderDetail } from '../api';

// Charges and totals, in the order's currency (money is integer cents on the wire).

export function OrderTotalsCard({ order }: { order: OrderDetail }) {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const line = (label: string, cents: number, strong = false, key = label) => (
    <Flex key={key} justify="space-between" gap="large">
      <Typography.Text strong={strong}>{label}</Typography.Text>
      <Typography.Text strong={strong}>{money(cents)}</Typography.Text>
    </Flex>
  );
  return (
    <Card title="Charges and totals" size="small" style={{ maxWidth: 480 }}>
      <Flex vertical gap={4} data-testid="order-totals">
        {line(`Items (${order.totals.units} units)`, order.totals.itemsCents)}
        {order.charges.map((c, i) => line(c.name, c.amountCents, false, `${c.code}-${i}`))}
        {line(`Total (${order.currency})`, order.totals.totalCents, true)}
      </Flex>
    </Card>
  );
}
