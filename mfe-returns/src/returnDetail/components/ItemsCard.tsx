import { formatMoney } from '@portal/shared';
import { Empty, Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import type { ReturnChargeLine, ReturnDetail } from '../api';
import { invoiceUrl } from '../../urls';

// The items taken back (spec 001 §3.1 "Return item"): per size what the order shipped (C and U) and
// what this return takes; then the refunded charges and shipping.

const cell = { padding: '2px 8px', textAlign: 'right' as const };

export function ItemsCard({ ret }: { ret: ReturnDetail }) {
  const money = (cents: number) => formatMoney(cents, ret.currency);
  return (
    <Card title="Items" size="small">
      {ret.items.length === 0 && <Empty description="No items" />}
      <Flex vertical gap={16}>
        {ret.items.map((item) => (
          <Flex key={item.id} gap={12} align="start" wrap aria-label={`Item ${item.sku}`} role="group">
            <img src={item.img} alt={`${item.sku} ${item.color}`} width={72} height={72} style={{ objectFit: 'contain' }} />
            <Flex vertical gap={4} style={{ flex: 1, minWidth: 240 }}>
              <Typography.Text strong>{`${item.sku} - ${item.name}`}</Typography.Text>
              <Typography.Text type="secondary">{`${item.color} (${item.colorCode}) · line ${item.orderLine} · ${money(item.priceCents)} each`}</Typography.Text>
              <table style={{ borderCollapse: 'collapse', width: 'fit-content' }}>
                <thead>
                  <tr>
                    {['Size', 'Shipped C', 'Shipped U', 'Return C', 'Return U', 'Upcharge'].map((h) => (
                      <th key={h} style={cell} scope="col">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {item.size.map((s) => (
                    <tr key={s.id}>
                      <th scope="row" style={{ ...cell, textAlign: 'left' }}>
                        {s.display}
                      </th>
                      <td style={cell}>{s.shippedC}</td>
                      <td style={cell}>{s.shippedU}</td>
                      <td style={cell}>{s.C}</td>
                      <td style={cell}>{s.U}</td>
                      <td style={cell}>{s.upchargeCents ? money(s.upchargeCents) : ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Flex>
            <Flex vertical align="end" gap={2}>
              <Typography.Text>{`${item.totalReturned} returned`}</Typography.Text>
              <Typography.Text type="secondary">{`Value ${money(item.totalPriceCents)}`}</Typography.Text>
              <Typography.Text strong>{`Refund ${money(item.refundCents)}`}</Typography.Text>
            </Flex>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

export function RefundLinesCard({ ret }: { ret: ReturnDetail }) {
  const lines: (ReturnChargeLine & { kind: string })[] = [
    ...ret.charges.map((c) => ({ ...c, kind: 'Charge' })),
    ...ret.shipping.map((s) => ({ ...s, kind: 'Shipping' })),
  ];
  if (!lines.length) return null;
  const money = (cents: number) => formatMoney(cents, ret.currency);
  return (
    <Card title="Charges and shipping" size="small">
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {['', 'Description', 'Job', 'Invoice', 'Charge', 'Refund'].map((h) => (
              <th key={h} style={cell} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={`${l.kind}-${l.id}`}>
              <td style={{ ...cell, textAlign: 'left' }}>{l.kind}</td>
              <td style={{ ...cell, textAlign: 'left' }}>{l.desc}</td>
              <td style={cell}>{l.job ?? ''}</td>
              <td style={cell}>{l.invoice ? <a href={invoiceUrl(l.invoice)}>{l.invoice}</a> : ''}</td>
              <td style={cell}>{money(l.chargeCents)}</td>
              <td style={cell}>{money(l.refundCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
