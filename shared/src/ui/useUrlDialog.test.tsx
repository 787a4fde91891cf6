import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@portal/shared/testing';
import { useUrlDialog } from './useUrlDialog';

function Page() {
  const dialog = useUrlDialog(['move', 'send'] as const);
  return (
    <>
      <output aria-label="open">{dialog.name ? `${dialog.name}:${dialog.id ?? ''}` : 'none'}</output>
      <button type="button" onClick={() => dialog.open('move', 7)}>
        Move
      </button>
      <button type="button" onClick={dialog.close}>
        Close
      </button>
    </>
  );
}

describe('useUrlDialog', () => {
  it('opens from the URL, so a reload or a shared link lands in the same dialog', () => {
    renderScreen('/orders/saved/42?dialog=move&id=7', <Page />, { path: '/orders/saved/42' });
    expect(screen.getByRole('status', { name: 'open' })).toHaveTextContent('move:7');
  });

  it('ignores a dialog the page does not know', () => {
    renderScreen('/x?dialog=drop&id=1', <Page />);
    expect(screen.getByRole('status', { name: 'open' })).toHaveTextContent('none');
  });

  it('writes the dialog into the query string and removes it on close, keeping the other params', async () => {
    const view = renderScreen('/x?tab=items', <Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(view.params().toString()).toBe('tab=items&dialog=move&id=7');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(view.params().toString()).toBe('tab=items');
  });
});
