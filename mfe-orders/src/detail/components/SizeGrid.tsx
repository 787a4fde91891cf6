import type { CSSProperties } from 'react';
import { theme } from '@portal/shared/antd';
import type { OrderSize } from '../api';

// An item's size grid: one column per size; rows for the quantity, its split between the Canadian
// (C) and US (U) warehouses, and what shipped of each. A plain table: a few rows, no machinery.

const ROWS: { label: string; value: (s: OrderSize) => number }[] = [
  { label: 'Quantity', value: (s) => s.quantity },
  { label: 'C', value: (s) => s.qtyC },
  { label: 'U', value: (s) => s.qtyU },
  { label: 'Shipped C', value: (s) => s.shippedC },
  { label: 'Shipped U', value: (s) => s.shippedU },
];

export function SizeGrid({ sizes, caption }: { sizes: OrderSize[]; caption: string }) {
  const { token } = theme.useToken();
  const cell: CSSProperties = { padding: '2px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'right' };
  const head: CSSProperties = { ...cell, fontWeight: 600, background: token.colorFillQuaternary };
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: token.fontSizeSM }} aria-label={caption}>
      <thead>
        <tr>
          <th scope="col" style={{ ...head, textAlign: 'left' }}>
            Size
          </th>
          {sizes.map((s) => (
            <th key={s.id} scope="col" style={head}>
              {s.size}
            </th>
          ))}
          <th scope="col" style={head}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.label}>
            <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 500 }}>
              {row.label}
            </th>
            {sizes.map((s) => (
              <td key={s.id} style={cell}>
                {row.value(s)}
              </td>
            ))}
            <td style={{ ...cell, fontWeight: 600 }}>{sizes.reduce((n, s) => n + row.value(s), 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
