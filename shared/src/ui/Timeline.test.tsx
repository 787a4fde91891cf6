import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@portal/shared/testing';
import { Timeline, type TimelineDay } from './Timeline';

jest.setTimeout(20_000);

const DAYS: TimelineDay[] = [
  {
    date: '2026-01-05',
    entries: [
      {
        key: 'comment-2',
        kind: 'email',
        author: 'Pat Sinclair',
        at: '2026-01-05T15:00:00.000Z',
        text: 'Sent to the customer',
        cc: ['a@b.com'],
        files: [{ name: 'rma.pdf', url: '/files/rma.pdf' }],
      },
      { key: 'status-1', kind: 'system', author: 'Chris Lalonde', at: '2026-01-05T14:00:00.000Z', text: 'Created as Initiated' },
    ],
  },
];

describe('Timeline', () => {
  it('shows posts and system entries by day, with cc and files', () => {
    renderScreen('/x', <Timeline days={DAYS} onDelete={jest.fn()} />);
    const day = screen.getByRole('region', { name: '2026-01-05' });
    const post = within(day).getByRole('article', { name: 'Comment' });
    expect(post).toHaveTextContent('Pat Sinclair');
    expect(post).toHaveTextContent('E-mail');
    expect(post).toHaveTextContent('cc: a@b.com');
    expect(within(post).getByRole('link', { name: /rma\.pdf/ })).toHaveAttribute('href', '/files/rma.pdf');
    const system = within(day).getByRole('article', { name: 'Status change' });
    expect(within(system).queryByRole('button', { name: 'Delete comment' })).not.toBeInTheDocument();
  });

  it('deletes a post after a confirmation kept in the URL', async () => {
    const onDelete = jest.fn().mockResolvedValue(undefined);
    const view = renderScreen('/returns/5', <Timeline days={DAYS} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete comment' }));
    expect(view.params().get('dialog')).toBe('deleteEntry');
    expect(view.params().get('id')).toBe('comment-2');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ key: 'comment-2' })));
    await waitFor(() => expect(view.params().get('dialog')).toBeNull());
  });

  it('opens the confirmation from a link, but never for a system entry', () => {
    renderScreen('/returns/5?dialog=deleteEntry&id=status-1', <Timeline days={DAYS} onDelete={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('read-only: no composer and no delete', () => {
    renderScreen(
      '/x?dialog=deleteEntry&id=comment-2',
      <Timeline days={DAYS} readOnly composer={<textarea aria-label="New comment" />} onDelete={jest.fn()} />,
    );
    expect(screen.queryByRole('textbox', { name: 'New comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', () => {
    renderScreen('/x', <Timeline days={[]} />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });
});
