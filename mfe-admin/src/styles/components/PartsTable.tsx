import type { ReactNode } from 'react';
import { Typography } from '@portal/shared/antd';

// The plain tables of Manage Locations (locations, image locations, nested image locations, masks):
// a header row and a row of cells per part, 'None' when there is none.

export function PartsTable({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  if (!rows.length) return <Typography.Text type="secondary">None</Typography.Text>;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={i} style={{ textAlign: 'left', padding: 4, fontWeight: 500 }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((c, j) => (
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
