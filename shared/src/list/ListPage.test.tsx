import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route } from 'react-router';
import { renderAtUrl } from '../testing/renderAtUrl';
import { TestOrdersScreen } from './testing/ordersFixture';

type User = ReturnType<typeof userEvent.setup>;

const header = (name: string) => screen.getAllByRole('columnheader').find((th) => th.textContent === name)!;
const rowIds = () => Array.from(document.querySelectorAll('tbody > tr[data-row-id]')).map((tr) => tr.getAttribute('data-row-id'));
const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });
const tags = () => Array.from(document.querySelectorAll('[aria-label="Active filters"] .ant-tag')).map((t) => t.textContent);
const selectRow = (user: User, id: number) => user.click(screen.getByRole('checkbox', { name: `Select row ${id}` }));
const deleteButton = () => screen.getByRole('button', { name: 'Delete' });

const detail = (
  <Route
    path="/saved/:id"
    element={
      <>
        <h1>Order detail</h1>
        <Link to="/saved">Saved</Link>
      </>
    }
  />
);
const renderList = (url: string) => renderAtUrl(url, <TestOrdersScreen pageSize={5} />, { path: '/saved', extraRoutes: detail });

// antd in jsdom is slow, and the machine's two cores are shared: allow more than the default 5 s.
jest.setTimeout(20_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('ListPage', () => {
  it('header click sorts, writes orderBy/order to the URL and resets the page', async () => {
    const user = userEvent.setup({ delay: null });
    const h = renderList('/saved?page=2');
    expect(header('Updated')).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header('Customer')).getByRole('button'));
    await waitFor(() => expect(h.params().get('orderBy')).toBe('custNumb'));
    expect(h.params().get('order')).toBe('asc');
    expect(h.params().has('page')).toBe(false);
    expect(header('Customer')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Updated')).toHaveAttribute('aria-sort', 'none');
    // 'Acme 1', 'Acme 10', 'Acme 100', … sort first.
    expect(rowIds()[0]).toBe('1');

    await user.click(within(header('Customer')).getByRole('button'));
    await waitFor(() => expect(header('Customer')).toHaveAttribute('aria-sort', 'descending'));
    expect(h.params().get('orderBy')).toBe('custNumb');
  });

  it('the bulk-action slot gets the selected rows, and the selection clears when the search changes', async () => {
    const user = userEvent.setup({ delay: null });
    renderList('/saved');
    expect(deleteButton()).toBeDisabled();
    await selectRow(user, rowIdsNum()[0]);
    await selectRow(user, rowIdsNum()[1]);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(deleteButton()).toBeEnabled();

    await user.type(searchBox(), 'SO-00{Enter}');
    await waitFor(() => expect(searchBox()).toHaveValue('SO-00'));
    await waitFor(() => expect(screen.queryByText('2 selected')).toBeNull());
    expect(deleteButton()).toBeDisabled();
    expect(screen.getAllByRole('checkbox', { name: /Select row/ }).every((c) => !(c as HTMLInputElement).checked)).toBe(true);
  });

  it('the selection clears when the page, sort or filters change, even for rows still on screen', async () => {
    const user = userEvent.setup({ delay: null });
    const h = renderList('/saved?orderBy=number&order=asc');
    const rowOne = () => screen.getByRole('checkbox', { name: 'Select row 1' });

    // Page 2 and back: row 1 is on screen again, unselected.
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('5 selected')).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(h.params().get('page')).toBe('2'));
    await user.click(screen.getByTitle('1'));
    await waitFor(() => expect(h.params().has('page')).toBe(false));
    expect(rowOne()).not.toBeChecked();
    expect(screen.queryByText(/selected/)).toBeNull();

    // Sorting by customer keeps 'Acme 1' (row 1) first.
    await user.click(rowOne());
    await user.click(within(header('Customer')).getByRole('button'));
    await waitFor(() => expect(h.params().get('orderBy')).toBe('custNumb'));
    expect(rowIds()[0]).toBe('1');
    expect(rowOne()).not.toBeChecked();

    // Row 1 has status Saved (0): filtering on it keeps the row on screen.
    await user.click(rowOne());
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    act(() => void h.navigate('/saved?orderBy=custNumb&order=asc&status=0'));
    await waitFor(() => expect(tags()).toEqual(['Status: Saved']));
    expect(rowIds()[0]).toBe('1');
    expect(rowOne()).not.toBeChecked();
    expect(screen.queryByText(/selected/)).toBeNull();
  });

  it('a bulk action opens a dialog that lives in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const h = renderList('/saved?page=2');
    const [first, second] = rowIdsNum();
    await selectRow(user, first);
    await selectRow(user, second);
    await user.click(deleteButton());
    await waitFor(() => expect(h.params().get('action')).toBe('delete'));
    expect(h.params().getAll('id').sort()).toEqual([String(first), String(second)].sort());
    expect(h.params().get('page')).toBe('2');
    expect(screen.getByRole('dialog', { name: 'Delete orders' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: 'Delete orders' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(h.params().has('action')).toBe(false));
    expect(screen.queryByRole('dialog', { name: 'Delete orders' })).toBeNull();
  });

  it('a pasted URL restores page, sort, search, search column, filters and the open dialog', () => {
    renderList('/saved?page=2&order=asc&orderBy=custNumb&filter=Acme&searchCol=customer&status=0&action=delete&id=4');
    expect(searchBox()).toHaveValue('Acme');
    expect(screen.getByRole('combobox', { name: 'Search by' })).toHaveDisplayValue('Customer');
    expect(header('Customer')).toHaveAttribute('aria-sort', 'ascending');
    expect(tags()).toEqual(['Status: Saved']);
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters (1 active)');
    expect(screen.getByRole('dialog', { name: 'Delete orders' })).toHaveTextContent('Delete 4?');
    // Acme customers sorted by name ascending ('Acme 1', 'Acme 10', 'Acme 100', …), second page of 5;
    // the count is unknown while searching.
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByText('Rows 6–10')).toBeInTheDocument();
    expect(rowIds()).toEqual(['109', '112', '115', '118', '13']);
  });

  it('changing the URL updates the screen', async () => {
    const h = renderList('/saved');
    act(() => void h.navigate('/saved?filter=Globex&searchCol=customer&rep=101&orderBy=number&order=asc'));
    await waitFor(() => expect(searchBox()).toHaveValue('Globex'));
    expect(tags()).toEqual(['Rep: Rep 101']);
    expect(header('Order')).toHaveAttribute('aria-sort', 'ascending');
    expect(rowIds()).toEqual(['2', '6', '8', '12', '14']);
  });

  it('Back from a detail page restores the list exactly, scroll position included', async () => {
    const user = userEvent.setup({ delay: null });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const url = '/saved?page=3&orderBy=number&order=asc&status=1&rep=101';
    const h = renderList(url);
    const idsBefore = rowIds();
    expect(idsBefore).toHaveLength(5);

    // The user scrolls the page and the rows down, then opens a row.
    const box = () => document.querySelector<HTMLElement>('[data-table-box]')!;
    boxScrollsOnlyWithItsHeight();
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    box().scrollTop = 410;
    box().dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await user.click(document.querySelector(`tr[data-row-id="${idsBefore[2]}"] td:nth-child(3)`)!);
    expect(await screen.findByRole('heading', { name: 'Order detail' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    scrollTo.mockClear();

    act(() => window.history.back());
    await waitFor(() => expect(rowIds()).toEqual(idsBefore));
    expect(window.location.pathname + window.location.search).toBe(url);
    expect(header('Order')).toHaveAttribute('aria-sort', 'ascending');
    expect(tags()).toEqual(['Status: Awaiting Art', 'Rep: Rep 101']);
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    expect(box().scrollTop).toBe(410);
    expect(h.params().get('page')).toBe('3');
    scrollTo.mockRestore();
  });

  /** As in a browser: a box without its height holds every row, so it cannot scroll. */
  const jsdomScrollTop = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop')!;
  afterEach(() => Object.defineProperty(Element.prototype, 'scrollTop', jsdomScrollTop));
  function boxScrollsOnlyWithItsHeight() {
    const tops = new WeakMap<Element, number>();
    Object.defineProperty(Element.prototype, 'scrollTop', {
      configurable: true,
      get(this: HTMLElement) {
        return tops.get(this) ?? 0;
      },
      set(this: HTMLElement, top: number) {
        tops.set(this, this.style.maxHeight ? top : 0);
      },
    });
  }

  it('a row opened right after a scroll, before its frame, still comes back to that scroll', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderList('/saved?page=2');
    const idsBefore = rowIds();
    const box = () => document.querySelector<HTMLElement>('[data-table-box]')!;
    box().scrollTop = 300;
    box().dispatchEvent(new Event('scroll'));
    // No frame in between: the row's link is clicked at once.
    fireEvent.click(document.querySelector(`tr[data-row-id="${idsBefore[1]}"] a[data-row-link]`)!);
    expect(await screen.findByRole('heading', { name: 'Order detail' })).toBeInTheDocument();

    act(() => window.history.back());
    await waitFor(() => expect(rowIds()).toEqual(idsBefore));
    await waitFor(() => expect(box().scrollTop).toBe(300));
    scrollTo.mockRestore();
  });

  it('a drawer link to the bare path opens the list with everything reset', async () => {
    const user = userEvent.setup({ delay: null });
    const h = renderList('/saved?page=3&orderBy=number&order=asc&filter=SO&searchCol=order&status=1&action=delete&id=4');
    await selectRow(user, rowIdsNum()[0]);
    act(() => void h.navigate('/saved'));
    await waitFor(() => expect(searchBox()).toHaveValue(''));
    expect(tags()).toEqual([]);
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters');
    expect(header('Updated')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.queryByRole('dialog', { name: 'Delete orders' })).toBeNull();
    expect(screen.queryByText(/selected/)).toBeNull();
    expect(screen.getByText('1–5 of 120')).toBeInTheDocument();
  });

  it('says so when a search finds nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderList('/saved');
    await user.type(searchBox(), 'no such order{Enter}');
    expect(await screen.findByText('No records match the search or filters')).toBeInTheDocument();
  });

  it('shows a load error with the server message', () => {
    renderAtUrl('/saved', <TestOrdersScreen pageSize={5} rows={[]} error={new Error('Error retreiving orders')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error retreiving orders');
  });

  it('shows a spinner, not an empty list, while the first page loads', () => {
    renderAtUrl('/saved', <TestOrdersScreen pageSize={5} rows={undefined as never} loading />);
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('No records found')).toBeNull();
  });
});

function rowIdsNum() {
  return rowIds().map(Number);
}
