import { formatMoney, itemLeftCents, sizeLeft, type DraftItem, type RefundItem } from '@portal/shared';
import { Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import { InputNumber } from '@portal/shared/antd-form';
import type { ReturnOrderItem } from '../api';
import { MoneyInput } from './MoneyInput';

// One item of the order (spec 001 §2.1 "one block per item with size inputs"): per size what is
// left to return of kinds C and U (shipped less earlier returns), the two inputs, and the item's
// refund. Inputs are clamped by refundMath; setting sizes sets the refund (spec 001 §5.1).

const cell = { padding: '2px 6px', textAlign: 'right' as const };

interface Props {
  item: ReturnOrderItem;
  refund: RefundItem;
  draft: DraftItem;
  currency: string;
  onSize: (sizeId: number, kind: 'C' | 'U', value: number) => void;
  onRefund: (cents: number) => void;
}

export function ItemBlock({ item, refund, draft, currency, onSize, onRefund }: Props) {
  const left = itemLeftCents(refund);
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <Card size="small" role="group" aria-label={`Item ${item.sku} ${item.color}`}>
      <Flex gap={12} wrap align="start">
        <img src={item.image} alt={`${item.sku} ${item.color}`} width={72} height={72} style={{ objectFit: 'contain' }} />
        <Flex vertical gap={4} style={{ flex: 1, minWidth: 260 }}>
          <Typography.Text strong>{`${item.sku} - ${item.name}`}</Typography.Text>
          <Typography.Text type="secondary">{`${item.color} (${item.colorCode}) · ${money(item.finalPriceCents)} each · ${item.totalQuantity} ordered`}</Typography.Text>
          <table style={{ borderCollapse: 'collapse', width: 'fit-content' }}>
            <thead>
              <tr>
                {['Size', 'Left C', 'Return C', 'Left U', 'Return U'].map((h) => (
                  <th key={h} scope="col" style={cell}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {item.size.map((s) => {
                const max = sizeLeft(refund.sizes.find((x) => x.id === s.id)!);
                const q = draft.sizes.find((x) => x.id === s.id) ?? { C: 0, U: 0 };
                return (
                  <tr key={s.id}>
                    <th scope="row" style={{ ...cell, textAlign: 'left' }}>
                      {s.display}
                      {s.upchargeCents ? ` (+${money(s.upchargeCents)})` : ''}
                    </th>
                    {(['C', 'U'] as const).map((kind) => [
                      <td key={`${kind}-left`} style={cell}>
                        {max[kind]}
                      </td>,
                      <td key={kind} style={cell}>
                        <InputNumber
                          aria-label={`${s.display} ${kind}`}
                          size="small"
                          min={0}
                          max={max[kind]}
                          precision={0}
                          // 0 shows as an empty box (placeholder 0), so typing a digit does not append to it.
                          value={q[kind] || null}
                          placeholder="0"
                          disabled={max[kind] === 0}
                          onChange={(v) => onSize(s.id, kind, Number(v ?? 0))}
                          style={{ width: 64 }}
                        />
                      </td>,
                    ])}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Flex>
        <Flex vertical gap={4} align="end">
          <Typography.Text type="secondary">Refund</Typography.Text>
          <MoneyInput label={`Refund ${item.sku} ${item.color}`} cents={draft.refundCents} maxCents={left} onChange={onRefund} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`Left to refund ${money(left)}`}</Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
