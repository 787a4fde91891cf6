import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { DataTable } from '../list/DataTable';
import { fakeLiveChannel } from '../testing/liveChannel';
import { startLiveChannel, stopLiveChannel } from './channel';
import { useLiveRecord, useLiveRows } from './hooks';

const live = fakeLiveChannel();
afterEach(() => stopLiveChannel());

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  startLiveChannel(jest.fn());
  live.open();
}

function ReturnPage({ id, fetch }: { id: number; fetch: () => Promise<string> }) {
  const [typed, setTyped] = useState('');
  const status = useQuery({ queryKey: ['returns', 'detail', id], queryFn: fetch });
  useLiveRecord('return', id, [['returns', 'detail', id]]);
  return (
    <>
      <p>Status: {status.data}</p>
      <textarea aria-label="Comment" value={typed} onChange={(e) => setTyped(e.target.value)} />
    </>
  );
}

describe('useLiveRecord', () => {
  it('shows a change someone else saved to the record on show, and keeps what the user typed', async () => {
    const fetch = jest.fn().mockResolvedValueOnce('Pending').mockResolvedValueOnce('Approved');
    renderWith(<ReturnPage id={7} fetch={fetch} />);
    expect(await screen.findByText('Status: Pending')).toBeInTheDocument();
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(comment, 'half a sent');

    live.send([
      { kind: 'return', id: 8, mine: false },
      { kind: 'order', id: 7, mine: false },
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    live.send([{ kind: 'return', id: 7, mine: false }]);
    expect(await screen.findByText('Status: Approved')).toBeInTheDocument();
    expect(comment).toHaveValue('half a sent');
    expect(comment).toHaveFocus();
  });
});

interface Row {
  id: number;
  name: string;
}

function ReturnList({ fetch }: { fetch: () => Promise<Row[]> }) {
  const rows = useQuery({ queryKey: ['returns', 'list', { page: 1 }], queryFn: fetch });
  const changed = useLiveRows('return', [['returns', 'list']]);
  return (
    <DataTable<Row>
      aria-label="Returns"
      columns={[{ id: 'name', title: 'Name' }]}
      rows={rows.data ?? []}
      getRowId={(r) => r.id}
      changedIds={changed}
    />
  );
}

describe('useLiveRows', () => {
  it('marks the rows someone else changed and refreshes the page; the user’s own changes are not marked', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce([
        { id: 1, name: 'One' },
        { id: 2, name: 'Two' },
      ])
      .mockResolvedValue([
        { id: 1, name: 'One' },
        { id: 2, name: 'Two, approved' },
      ]);
    renderWith(<ReturnList fetch={fetch} />);
    await screen.findByText('Two');
    live.send([{ kind: 'return', id: 1, mine: true }]);
    expect(fetch).toHaveBeenCalledTimes(1);
    live.send([{ kind: 'return', id: 2, mine: false }]);
    await screen.findByText('Two, approved');
    const row = (text: string) => screen.getByText(text).closest('tr')!;
    expect(row('Two, approved')).toHaveAttribute('data-changed');
    expect(row('Two, approved')).toHaveAttribute('title', 'Changed by someone else since you opened this list');
    expect(row('One')).not.toHaveAttribute('data-changed');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });
});
