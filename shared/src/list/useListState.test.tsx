import { act, render, screen, waitFor } from '@testing-library/react';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { createBrowserRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@portal/shared/core';
import { renderAtUrl } from '../testing/renderAtUrl';
import { listQuery, parseAsDescFlag, readListQuery, useListState, type ListStateConfig } from './useListState';

const ORDERS: ListStateConfig = {
  listId: 'test.orders',
  defaultOrderBy: 'updated_at',
  filterKeys: ['status', 'rep'],
  searchOptions: [
    { value: 'order', label: 'Order' },
    { value: 'customer', label: 'Customer' },
  ],
  defaultSearchCol: 'order',
};

// Shows the state as text and offers buttons for the actions, so tests go through the real URL.
function Probe({ config = ORDERS }: { config?: ListStateConfig }) {
  const list = useListState(config);
  return (
    <div>
      <output data-testid="state">
        {JSON.stringify({
          page: list.page,
          pageSize: list.pageSize,
          order: list.order,
          orderBy: list.orderBy,
          search: list.search,
          searchCol: list.searchCol,
          filters: list.filters,
          dialog: list.dialog,
          filtered: list.filtered,
        })}
      </output>
      <button type="button" onClick={() => list.setPage(3)}>
        page 3
      </button>
      <button type="button" onClick={() => list.toggleSort('custNumb')}>
        sort customer
      </button>
      <button type="button" onClick={() => list.setSearch(' acme ')}>
        search
      </button>
      <button type="button" onClick={() => list.setSearchCol('customer')}>
        search by customer
      </button>
      <button type="button" onClick={() => list.setFilters({ status: ['1', '2'], rep: ['101'] })}>
        filter
      </button>
      <button type="button" onClick={() => list.removeFilterValue('status', '1')}>
        drop status 1
      </button>
      <button type="button" onClick={() => list.clearFilters()}>
        clear
      </button>
      <button type="button" onClick={() => list.openDialog('delete', [12, 13])}>
        delete
      </button>
      <button type="button" onClick={() => list.closeDialog()}>
        close
      </button>
    </div>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent!);

beforeEach(() => localStorage.clear());

describe('useListState', () => {
  it('uses the defaults on the bare path', () => {
    renderAtUrl('/orders', <Probe />);
    expect(state()).toEqual({
      page: 1,
      pageSize: 50,
      order: 'desc',
      orderBy: 'updated_at',
      search: '',
      searchCol: 'order',
      filters: {},
      dialog: { action: null, ids: [], id: null },
      filtered: false,
    });
  });

  it('restores page, sort, search, search column, filters and dialog from a pasted link', () => {
    renderAtUrl(
      '/orders?page=4&order=asc&orderBy=custNumb&filter=acme&searchCol=customer&status=1&status=2&rep=101&action=delete&id=7',
      <Probe />,
    );
    expect(state()).toMatchObject({
      page: 4,
      order: 'asc',
      orderBy: 'custNumb',
      search: 'acme',
      searchCol: 'customer',
      filters: { status: ['1', '2'], rep: ['101'] },
      dialog: { action: 'delete', ids: ['7'], id: '7' },
      filtered: true,
    });
  });

  it('writes repeated keys for filters and resets the page', async () => {
    const user = userEvent.setup();
    const h = renderAtUrl('/orders?page=3', <Probe />);
    await user.click(screen.getByText('filter'));
    await waitFor(() => expect(h.params().getAll('status')).toEqual(['1', '2']));
    expect(h.params().getAll('rep')).toEqual(['101']);
    expect(h.params().has('page')).toBe(false);
    expect(window.location.search).toContain('status=1&status=2');

    await user.click(screen.getByText('drop status 1'));
    await waitFor(() => expect(h.params().getAll('status')).toEqual(['2']));

    await user.click(screen.getByText('clear'));
    await waitFor(() => expect(h.params().has('status')).toBe(false));
    expect(h.params().has('rep')).toBe(false);
    expect(state().filtered).toBe(false);
  });

  it('a sort change writes orderBy/order and goes back to page 1; a second click flips the order', async () => {
    const user = userEvent.setup();
    const h = renderAtUrl('/orders?page=3', <Probe />);
    await user.click(screen.getByText('sort customer'));
    await waitFor(() => expect(h.params().get('orderBy')).toBe('custNumb'));
    expect(h.params().get('order')).toBe('asc');
    expect(h.params().has('page')).toBe(false);
    await user.click(screen.getByText('sort customer'));
    // desc is the default, so it leaves the URL.
    await waitFor(() => expect(h.params().has('order')).toBe(false));
    expect(state().order).toBe('desc');
  });

  it('a search writes filter, its column and page 1', async () => {
    const user = userEvent.setup();
    const h = renderAtUrl('/orders?page=2', <Probe />);
    await user.click(screen.getByText('search'));
    await waitFor(() => expect(h.params().get('filter')).toBe('acme'));
    expect(h.params().get('searchCol')).toBe('order');
    expect(h.params().has('page')).toBe(false);
  });

  it('remembers the chosen search column on the device and uses it when the URL has none', async () => {
    const user = userEvent.setup();
    const h = renderAtUrl('/orders', <Probe />);
    await user.click(screen.getByText('search by customer'));
    await waitFor(() => expect(h.params().get('searchCol')).toBe('customer'));
    expect(localStorage.getItem(STORAGE_KEYS.searchColumn)).toBe('"customer"');
    h.unmount();

    renderAtUrl('/orders', <Probe />);
    expect(state().searchCol).toBe('customer');
  });

  it('remembers it for every list of the device, not per list (spec 000 §9)', async () => {
    const user = userEvent.setup();
    const h = renderAtUrl('/orders', <Probe />);
    await user.click(screen.getByText('search by customer'));
    await waitFor(() => expect(h.params().get('searchCol')).toBe('customer'));
    h.unmount();

    renderAtUrl('/returns', <Probe config={{ ...ORDERS, listId: 'test.returns' }} />);
    expect(state().searchCol).toBe('customer');
  });

  it('ignores a search column the user may not use', () => {
    localStorage.setItem(STORAGE_KEYS.searchColumn, '"billTo"');
    renderAtUrl('/orders?searchCol=billTo', <Probe />);
    expect(state().searchCol).toBe('order');
  });

  it('keeps an open dialog in the URL', async () => {
    const user = userEvent.setup();
    const h = renderAtUrl('/orders?page=2', <Probe />);
    await user.click(screen.getByText('delete'));
    await waitFor(() => expect(h.params().get('action')).toBe('delete'));
    expect(h.params().getAll('id')).toEqual(['12', '13']);
    expect(h.params().get('page')).toBe('2');
    await user.click(screen.getByText('close'));
    await waitFor(() => expect(h.params().has('action')).toBe(false));
    expect(h.params().has('id')).toBe(false);
  });

  it('follows navigation: a link to other query keys, then the bare path, resets everything', async () => {
    const h = renderAtUrl('/orders?page=2&status=1', <Probe />);
    act(() => void h.navigate('/orders?page=5&filter=abc'));
    await waitFor(() => expect(state()).toMatchObject({ page: 5, search: 'abc', filters: {} }));
    act(() => void h.navigate('/orders'));
    await waitFor(() => expect(state()).toMatchObject({ page: 1, search: '', filtered: false }));
  });

  it('each change is one history entry: Back undoes it, and react-router sees every change', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    function LocationKeys() {
      const location = useLocation();
      seen.push(location.key);
      return <output data-testid="router-search">{location.search}</output>;
    }
    const h = renderAtUrl(
      '/orders',
      <>
        <Probe />
        <LocationKeys />
      </>,
    );
    const before = window.history.length;
    await user.click(screen.getByText('page 3'));
    await waitFor(() => expect(h.params().get('page')).toBe('3'));
    expect(window.history.length).toBe(before + 1);
    await waitFor(() => expect(screen.getByTestId('router-search')).toHaveTextContent('?page=3'));
    expect(new Set(seen).size).toBe(2);

    act(() => window.history.back());
    await waitFor(() => expect(state().page).toBe(1));
    expect(h.params().has('page')).toBe(false);
  });

  it('works the same under a data router (createBrowserRouter), including Back', async () => {
    // jsdom has no fetch Request, which a data router builds for every navigation; the browser has.
    (globalThis as { Request?: unknown }).Request ??= class {
      readonly method: string;
      readonly signal: AbortSignal | undefined;
      constructor(
        readonly url: string,
        init: { method?: string; signal?: AbortSignal } = {},
      ) {
        this.method = init.method ?? 'GET';
        this.signal = init.signal;
      }
    };
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/orders?status=1');
    const router = createBrowserRouter([
      {
        element: (
          <NuqsAdapter>
            <Outlet />
          </NuqsAdapter>
        ),
        children: [
          { path: '/orders', element: <Probe /> },
          { path: '/orders/:id', element: <h1>Detail</h1> },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(state().filters).toEqual({ status: ['1'] });
    await user.click(screen.getByText('page 3'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=1&page=3'));
    act(() => void router.navigate('/orders/7'));
    await screen.findByRole('heading', { name: 'Detail' });
    act(() => window.history.back());
    await waitFor(() => expect(state()).toMatchObject({ page: 3, filters: { status: ['1'] } }));
    act(() => window.history.back());
    await waitFor(() => expect(state().page).toBe(1));
    expect(window.location.search).toBe('?status=1');
  });

  it('supports renamed keys and the returns list desc=1/0 and rowsPerPage', async () => {
    const user = userEvent.setup();
    const returns: ListStateConfig = {
      listId: 'test.returns',
      defaultOrderBy: 'dateCreated',
      filterKeys: ['status'],
      keys: { search: 'search', order: 'desc' },
      orderParser: parseAsDescFlag,
      pageSizeOptions: [50, 100],
    };
    const h = renderAtUrl('/returns?desc=0&rowsPerPage=100&search=x&status=3', <Probe config={returns} />);
    expect(state()).toMatchObject({ order: 'asc', pageSize: 100, search: 'x', filters: { status: ['3'] } });
    await user.click(screen.getByText('sort customer'));
    await waitFor(() => expect(h.params().get('orderBy')).toBe('custNumb'));
    expect(h.params().get('desc')).toBe('0');
    expect(h.params().get('rowsPerPage')).toBe('100');
  });
});

describe('readListQuery', () => {
  // A screen's data preload reads the URL without React: it must ask for exactly what the screen will.
  function QueryProbe({ config }: { config: ListStateConfig }) {
    return <output data-testid="query">{JSON.stringify(listQuery(useListState(config)))}</output>;
  }
  const RETURNS: ListStateConfig = {
    ...ORDERS,
    keys: { search: 'search', order: 'desc' },
    orderParser: parseAsDescFlag,
    pageSizeOptions: [10, 25],
    defaultPageSize: 10,
  };

  it.each([
    ['/orders', ORDERS],
    ['/orders?page=3&orderBy=custNumb&order=asc', ORDERS],
    ['/orders?page=-4&filter=%20acme%20&searchCol=customer&status=1&status=2&rep=101&action=delete&id=12', ORDERS],
    ['/orders?searchCol=secret', ORDERS],
    ['/returns?search=x&desc=true&rowsPerPage=25&page=2', RETURNS],
    ['/returns?rowsPerPage=7', RETURNS],
  ])('reads %s as the list screen does', (url, config) => {
    renderAtUrl(url, <QueryProbe config={config} />);
    expect(readListQuery(config, url.split('?')[1] ?? '')).toEqual(JSON.parse(screen.getByTestId('query').textContent!));
  });

  it('falls back to the search column the device remembers, as the screen does', () => {
    localStorage.setItem(STORAGE_KEYS.searchColumn, JSON.stringify('customer'));
    renderAtUrl('/orders?filter=acme', <QueryProbe config={ORDERS} />);
    const read = readListQuery(ORDERS, 'filter=acme');
    expect(read.searchCol).toBe('customer');
    expect(read).toEqual(JSON.parse(screen.getByTestId('query').textContent!));
  });
});
