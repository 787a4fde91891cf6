import type { Key, ReactNode } from 'react';
import { Typography } from '@portal/shared/antd';

// The plain tables of Manage Locations (locations, image locations, nested image locations, masks):
// a header row and a row of cells per part, 'None' when there is none. Each row carries its part's
// key: its cells hold inputs and tags with state of their own, which must stay with their part when
// a part before it is removed.

export function PartsTable({ head, rows }: { head: string[]; rows: { key: Key; cells: ReactNode[] }[] }) {
  if (!rows.length) return <Typography.Text type="secondary">None</Typography.Text>;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {head.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column's position is its identity (the columns are fixed)
              <th key={i} style={{ textAlign: 'left', padding: 4, fontWeight: 500 }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells }) => (
            <tr key={key}>
              {cells.map((c, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column's position is its identity (the columns are fixed)
                <td key={j} style={{ padding: 4, verticalAlign: 'middle' }}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
