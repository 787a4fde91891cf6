import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useBack } from './useBack';
import { useUrlDialog } from './useUrlDialog';

function Where() {
  const location = useLocation();
  return (
    <>
      <div data-testid="where">{`${location.pathname}${location.search}`}</div>
      <Link to="/returns/5">open</Link>
    </>
  );
}

function Detail() {
  const back = useBack('/returns');
  const dialog = useUrlDialog(['cancel'] as const);
  return (
    <>
      <button type="button" onClick={back}>
        Back
      </button>
      <button type="button" onClick={() => dialog.open('cancel')}>
        Open dialog
      </button>
      <button type="button" onClick={dialog.close}>
        Close dialog
      </button>
    </>
  );
}

function at(entries: string[]) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/returns/:id" element={<Detail />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => sessionStorage.clear());

describe('useBack', () => {
  it('goes back to the list exactly as it was when the page was opened from it', async () => {
    at(['/returns?page=3&filter=golf']);
    await userEvent.click(screen.getByRole('link', { name: 'open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/returns?page=3&filter=golf');
  });

  it('goes to the fallback path from a pasted link', async () => {
    at(['/returns/5']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/returns$/);
  });

  it('still goes back in one click after a dialog opened and closed in the URL', async () => {
    at(['/returns?page=3']);
    await userEvent.click(screen.getByRole('link', { name: 'open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/returns?page=3');
  });
});
