import { render, screen, within } from '@testing-library/react';
import { ChangeHistory, describeChanges, type ChangeEntry } from './ChangeHistory';

const entries: ChangeEntry[] = [
  {
    id: 3,
    at: '2026-03-04T15:16:00Z',
    actorName: 'Casey Reyes',
    table: 'orders',
    action: 'update',
    changes: [
      { field: 'po', before: 'OLD-1', after: 'NEW-2' },
      { field: 'rush', before: 'false', after: 'true' },
    ],
  },
  {
    id: 2,
    at: '2026-03-04T14:00:00Z',
    actorName: null,
    table: 'order_charges',
    action: 'insert',
    changes: [
      { field: 'id', before: null, after: '9' },
      { field: 'code', before: null, after: 'RUSH' },
      { field: 'amount_cents', before: null, after: '7500' },
    ],
  },
];

describe('ChangeHistory', () => {
  it('says when, who and what changed, field by field, newest first', () => {
    render(<ChangeHistory entries={entries} tableLabels={{ orders: 'Order', order_charges: 'Charge' }} fieldLabels={{ po: 'PO' }} />);
    const items = within(screen.getByRole('list', { name: 'History' }))
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(items[0]).toHaveTextContent('2026-03-04 10:16 AM · Casey Reyes · Order changed');
    expect(items[0]).toHaveTextContent('PO: OLD-1 → NEW-2');
    expect(items[0]).toHaveTextContent('rush: false → true');
    expect(items[1]).toHaveTextContent('System · Charge added');
    expect(items[1]).toHaveTextContent('amount cents: 7500');
  });

  it('shows an empty state when nothing was recorded', () => {
    render(<ChangeHistory entries={[]} />);
    expect(screen.getByText('No changes recorded yet')).toBeInTheDocument();
  });

  it('never shows the row id, and names an emptied field', () => {
    expect(
      describeChanges({
        ...entries[0],
        changes: [
          { field: 'id', before: '1', after: '2' },
          { field: 'po', before: 'A', after: null },
        ],
      }),
    ).toEqual(['po: A → (empty)']);
  });
});
