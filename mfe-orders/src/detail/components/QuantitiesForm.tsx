import { useMemo, useState, type CSSProperties } from 'react';
import { fill, ORDER_EDIT_MESSAGES, QUANTITY_MAX } from '@portal/shared';
import { Alert, Button, Flex, Typography, theme } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import { InputNumber } from '@portal/shared/antd-form';
import type { OrderDetail } from '../api';

// The items' quantities, per size and warehouse (C Canada, U US), while the order is before the
// manager's approval (orderEdit.ts ITEMS_EDITABLE_STATUSES). A size cannot go below what shipped,
// and an item cannot be emptied; the server checks both again and recomputes the totals.

type Grid = Record<number, { qtyC: number; qtyU: number }>;

export function gridOf(order: OrderDetail): Grid {
  return Object.fromEntries(order.items.flatMap((i) => i.sizes.map((s) => [s.id, { qtyC: s.qtyC, qtyU: s.qtyU }])));
}

/** The sizes whose quantities changed, or the message that refuses the grid. */
export function quantityChanges(
  order: OrderDetail,
  grid: Grid,
): { sizes: { sizeId: number; qtyC: number; qtyU: number }[] } | { problem: string } {
  const sizes: { sizeId: number; qtyC: number; qtyU: number }[] = [];
  for (const item of order.items) {
    let units = 0;
    for (const s of item.sizes) {
      const { qtyC, qtyU } = grid[s.id];
      if (qtyC < s.shippedC || qtyU < s.shippedU)
        return { problem: fill(ORDER_EDIT_MESSAGES.quantityBelowShipped, { size: s.size, style: item.styleCode }) };
      units += qtyC + qtyU;
      if (qtyC !== s.qtyC || qtyU !== s.qtyU) sizes.push({ sizeId: s.id, qtyC, qtyU });
    }
    if (units === 0) return { problem: ORDER_EDIT_MESSAGES.itemEmpty };
  }
  return { sizes };
}

export function QuantitiesForm(props: {
  order: OrderDetail;
  saving: boolean;
  onSave(sizes: { sizeId: number; qtyC: number; qtyU: number }[]): void;
}) {
  const { order } = props;
  const initial = useMemo(() => gridOf(order), [order]);
  const [grid, setGrid] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const { token } = theme.useToken();
  const locked = !order.actions.canEditItems;
  const result = quantityChanges(order, grid);
  const changed = 'sizes' in result ? result.sizes.length > 0 : true;
  const cell: CSSProperties = { padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'right' };

  const save = () => {
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    props.onSave(result.sizes);
  };
  const setQty = (sizeId: number, key: 'qtyC' | 'qtyU', value: number | null) =>
    setGrid((g) => ({ ...g, [sizeId]: { ...g[sizeId], [key]: value ?? 0 } }));

  return (
    <Card title="Quantities" size="small">
      {locked && (
        <Typography.Paragraph type="secondary">
          {fill(ORDER_EDIT_MESSAGES.itemsLocked, { number: order.number, status: order.statusString })}
        </Typography.Paragraph>
      )}
      <Flex vertical gap="large">
        {order.items.map((item) => (
          <Flex key={item.id} vertical gap={4}>
            <Typography.Text strong>{`${item.line}. ${item.styleCode} - ${item.name}, ${item.color}`}</Typography.Text>
            <div style={{ overflowX: 'auto' }}>
              <table style={{ borderCollapse: 'collapse' }} aria-label={`Quantities of ${item.styleCode} ${item.color}`}>
                <thead>
                  <tr>
                    <th style={{ ...cell, textAlign: 'left' }}>Size</th>
                    {item.sizes.map((s) => (
                      <th key={s.id} style={cell}>
                        {s.size}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {(['qtyC', 'qtyU'] as const).map((key) => (
                    <tr key={key}>
                      <th scope="row" style={{ ...cell, textAlign: 'left' }}>
                        {key === 'qtyC' ? 'C' : 'U'}
                      </th>
                      {item.sizes.map((s) => (
                        <td key={s.id} style={cell}>
                          <InputNumber
                            aria-label={`${item.styleCode} ${item.color} ${s.size} ${key === 'qtyC' ? 'C' : 'U'}`}
                            min={key === 'qtyC' ? s.shippedC : s.shippedU}
                            max={QUANTITY_MAX}
                            precision={0}
                            value={grid[s.id][key]}
                            onChange={(v) => setQty(s.id, key, typeof v === 'number' ? v : null)}
                            disabled={locked}
                            style={{ width: 76 }}
                          />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Flex>
        ))}
        {problem && <Alert type="error" showIcon title={problem} role="alert" />}
        <Flex gap="small">
          <Button type="primary" onClick={save} disabled={locked || !changed} loading={props.saving}>
            Save quantities
          </Button>
          <Button onClick={() => setGrid(initial)} disabled={props.saving || JSON.stringify(grid) === JSON.stringify(initial)}>
            Undo changes
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
