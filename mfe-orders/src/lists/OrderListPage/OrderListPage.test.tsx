import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { messages, setNotifier, useSession } from '@portal/shared';
import { captureMessages, gqlError, mockNetwork, renderScreen, reply, signInAs, userWith } from '@portal/shared/testing';
import { OrderListPage } from './OrderListPage';
import { FILTERS_QUERY, ORDERS_QUERY, type OrderFilterOptions, type OrderRow } from '../api';

// The real api.ts and GraphQL documents run, against a network that checks them against the schema
// (GraphQL) or answers each REST path the test names.
const network = mockNetwork();
const bodies = (method: 'GET' | 'POST', path: string) => network.restCalls(method, path).map((c) => c.body);
const answerOrders = (rows: OrderRow[]) => network.graphql(ORDERS_QUERY, { orders: rows });

// antd in jsdom is slow and the two cores are shared.
jest.setTimeout(40_000);

const order = (id: number, extra: Partial<OrderRow> = {}): OrderRow => ({
  id,
  number: 100_000 + id,
  created_at: '2025-03-01T15:00:00Z',
  updated_at: '2025-12-24T04:30:00Z',
  date_required: '2026-01-10T21:00:00Z',
  customer: 'Maple Golf Club',
  custNumb: '10042',
  total: 1234.5,
  totalCents: 123_450,
  status: 0,
  statusString: 'Saved',
  subStatus: null,
  items: 3,
  po: 'PO-1',
  type: 'EMB',
  currency: 'USD',
  order_type: '200',
  orderTypeName: 'Regular',
  rep: '101',
  repName: 'Riley Thompson',
  csr: 'C01',
  csr2: null,
  csrName: 'Chris Lalonde',
  csr2Name: null,
  quote: 'Q123456',
  job: null,
  scheduled: '2026-01-20',
  onHold: false,
  rush: false,
  event: false,
  imageType: null,
  collectionStart: null,
  collectionEnd: null,
  listPath: '/saved',
  ...extra,
});

const options: OrderFilterOptions = {
  customer: [{ numb: '10042', name: 'Maple Golf Club' }],
  billToCustomer: [{ numb: '10042', name: 'Maple Golf Club' }],
  rep: [{ numb: '101', name: 'Riley Thompson' }],
  type: ['EMB'],
  order_type: [{ type: '200', name: 'Regular' }],
  alloc: ['N'],
  status: [0],
  department: ['Golf'],
  credit: ['OK'],
  jobCode: [],
  scheduled: ['N'],
  csr: [{ code: 'C01', name: 'Chris Lalonde' }],
  csr2: [],
  bda: [],
  buyingGroup: [],
  tags: [],
};

function renderList(url: string, name: Parameters<typeof OrderListPage>[0]['name']) {
  return renderScreen(url, <OrderListPage name={name} />);
}

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.trim())
    .filter(Boolean);
const lastVariables = () => network.variables(ORDERS_QUERY).at(-1);
const dialog = () => screen.getByRole('dialog');
/** Dialogs load when opened (lazy): wait for one before reading it. */
const openedDialog = () => screen.findByRole('dialog');

async function selectRow(user: ReturnType<typeof userEvent.setup>, id: number) {
  await user.click(await screen.findByRole('checkbox', { name: `Select row ${id}` }));
}

beforeEach(() => {
  localStorage.clear();
  answerOrders([order(1), order(2, { number: 100_777, currency: 'CAD', totalCents: 99_900 })]);
  network.graphql(FILTERS_QUERY, { filters: options });
  network.rest('GET', '/api/orders/total', { total: 500, saved: 2 });
  network.rest('GET', '/api/filters', []);
});
afterEach(() => {
  setNotifier(null);
  useSession.getState().signedOut();
});

describe('order list columns (spec 000 §2)', () => {
  it('shows the order columns, Toronto dates and the total in the order currency', async () => {
    signInAs(userWith(['order', 'orderEdit']));
    renderList('/saved', 'saved');
    await screen.findByText('100001');
    expect(headers()).toEqual([
      'Order #',
      'Updated',
      'Date Required',
      'Status',
      'Quote #',
      'Job #',
      'Customer',
      'Type',
      'PO',
      'Items',
      'Total',
      'CSR',
      'CSR 2',
      'Rep',
      'Created',
    ]);
    const row = screen.getByText('100001').closest('tr')!;
    expect(row).toHaveTextContent('2025-12-23 11:30 PM'); // 04:30Z is the evening before in Toronto
    expect(row).toHaveTextContent('US$1,234.50');
    expect(screen.getByText('100777').closest('tr')).toHaveTextContent('$999.00');
    expect(row).toHaveTextContent('10042 - Maple Golf Club');
    expect(screen.getByRole('link', { name: '100001' })).toHaveAttribute('href', '/saved/1');
  });

  it("the approved view shows 'Scheduled Ship Date' instead of 'Status'", async () => {
    signInAs(userWith(['order']));
    renderList('/approved', 'approved');
    await screen.findByText('100001');
    expect(headers()).toContain('Scheduled Ship Date');
    expect(headers()).not.toContain('Status');
    expect(screen.getByText('100001').closest('tr')).toHaveTextContent('2026-01-20');
  });
});

describe('the link is the view', () => {
  it('sends the URL state as the query variables of its list', async () => {
    signInAs(userWith(['order', 'approve']));
    renderList(
      '/awaiting_customer_approval?page=2&orderBy=number&order=asc&status=5&rep=101&rep=102&startDate=2025-01-01&filter=maple&searchCol=customer',
      'awaiting_customer_approval',
    );
    await screen.findByText('100001');
    expect(lastVariables()).toEqual({
      from: 'awaiting_customer_approval',
      page: 2,
      orderBy: 'number',
      order: 'asc',
      search: 'maple',
      searchCol: 'customer',
      subStatus: 4,
      sellsheet: null,
      other: null,
      filter: { status: [5], rep: ['101', '102'], startDate: '2025-01-01' },
    });
  });

  it('counts pages from the list counter, fetched with a signal', async () => {
    signInAs(userWith(['order']));
    // The counter never answers here: leaving the list must cancel it (spec 000 §4).
    network.rest('GET', '/api/orders/total', () => new Promise(() => {}));
    const h = renderList('/saved', 'saved');
    await screen.findByText('100001');
    const counters = network.restCalls('GET', '/api/orders/total');
    expect(counters.map((c) => c.search.getAll('values'))).toEqual([['total', 'saved']]);
    expect(counters[0].signal.aborted).toBe(false);
    h.unmount();
    await waitFor(() => expect(counters[0].signal.aborted).toBe(true));
  });

  it("a failed fetch clears the list and says 'An error occured while fetching the orders…'", async () => {
    signInAs(userWith(['order']));
    network.graphql(ORDERS_QUERY, gqlError('INTERNAL_SERVER_ERROR', 'database down'));
    renderList('/saved', 'saved');
    expect(await screen.findByText(messages.ordersFetchFailed)).toBeInTheDocument();
    expect(document.querySelectorAll('tbody > tr[data-row-id]')).toHaveLength(0);
  });

  it("a list the server refuses shows the server's reason (spec 000 §7: a 4xx shows its message)", async () => {
    signInAs(userWith(['order']));
    network.graphql(ORDERS_QUERY, gqlError('FORBIDDEN', 'You may not open this list.'));
    renderList('/saved', 'saved');
    expect(await screen.findByText('You may not open this list.')).toBeInTheDocument();
    expect(screen.queryByText(messages.ordersFetchFailed)).not.toBeInTheDocument();
  });
});

describe('search-by (spec 000 §6, §9)', () => {
  async function searchByOptions() {
    const select = await screen.findByRole('combobox', { name: 'Search by' });
    return within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
  }

  it('hides Bill To Customer from users without approve or orderEdit', async () => {
    signInAs(userWith(['order'], { userType: 'REP', repCode: '101' }));
    renderList('/saved', 'saved');
    await screen.findByText('100001');
    const labels = await searchByOptions();
    expect(labels).toEqual(['Order', 'All', 'Customer', 'Rep', 'Style Code', 'Design ID', 'PO', 'Quote', 'Job Codes']);
  });

  it('offers it to privileged users', async () => {
    signInAs(userWith(['order', 'orderEdit']));
    renderList('/saved', 'saved');
    await screen.findByText('100001');
    expect(await searchByOptions()).toContain('Bill To Customer');
  });
});

describe('dialogs', () => {
  it("Save with an empty name says 'Filter name cannot be empty' and sends nothing", async () => {
    signInAs(userWith(['order']));
    const user = userEvent.setup({ delay: null });
    const h = renderList('/saved?rep=101', 'saved');
    await screen.findByText('100001');
    await user.click(screen.getByRole('button', { name: /save$/i }));
    await waitFor(() => expect(h.params().get('action')).toBe('saveFilter'));
    await openedDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText(messages.filterNameRequired)).toBeInTheDocument();
    expect(bodies('POST', '/api/filters')).toEqual([]);
    network.rest('POST', '/api/filters', [{ id: 1, name: 'Riley', link: '/saved?rep=101', count: 2 }]);
    await user.type(within(dialog()).getByRole('textbox', { name: 'Filter name' }), 'Riley');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies('POST', '/api/filters')).toEqual([{ name: 'Riley', link: '/saved?rep=101' }]));
  });

  it("delete refused with 403 shows 'You don't have permission to delete this order'", async () => {
    signInAs(userWith(['order']));
    const shown = captureMessages();
    network.rest('POST', '/api/order/:id/delete', reply(403, { message: messages.orderDeleteForbidden }));
    const user = userEvent.setup({ delay: null });
    renderList('/saved', 'saved');
    await selectRow(user, 1);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await openedDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog()).findByText(messages.orderDeleteForbidden)).toBeInTheDocument();
    expect(network.restCalls('POST', '/api/order/:id/delete').map((c) => [c.path, c.body])).toEqual([
      ['/api/order/1/delete', { status: 0, comment: '' }],
    ]);
    expect(shown.error).toEqual([messages.orderDeleteForbidden]);
  });

  it('delete 409 shows the server message and closes the dialog', async () => {
    signInAs(userWith(['order', 'orderEdit']));
    const shown = captureMessages();
    network.rest('POST', '/api/order/:id/delete', reply(409, { message: 'Order #100001 can no longer be deleted' }));
    const user = userEvent.setup({ delay: null });
    const h = renderList('/saved', 'saved');
    await selectRow(user, 1);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await openedDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(h.params().has('action')).toBe(false));
    expect(shown.error).toEqual(['Order #100001 can no longer be deleted']);
  });

  it("re-send: an invalid address says 'Please enter a valid email.' and disables Send; success says 'Email sent to …'", async () => {
    signInAs(userWith(['order']));
    const shown = captureMessages();
    network.rest('POST', '/api/resendEmail', { sent: ['a@example.com'] });
    const user = userEvent.setup({ delay: null });
    renderList('/saved', 'saved');
    await selectRow(user, 1);
    await user.click(screen.getByRole('button', { name: 'Re-send Email' }));
    await openedDialog();
    const send = () => within(dialog()).getByRole('button', { name: 'Send' });
    expect(send()).toBeDisabled();
    const input = within(dialog()).getByRole('combobox', { name: 'Email addresses' });
    await user.type(input, 'not-an-email{Enter}');
    expect(await within(dialog()).findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(send()).toBeDisabled();
    await user.click(within(dialog()).getByLabelText('Close', { selector: '.ant-tag-close-icon' }));
    await user.type(input, 'a@example.com{Enter}');
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    await waitFor(() => expect(shown.success).toEqual(['Email sent to a@example.com']));
    // With details: POST /api/resendEmail (not /noDetails).
    expect(bodies('POST', '/api/resendEmail')).toEqual([{ orderId: 1, discounts: false, user: 'a@example.com' }]);
  });

  it('order type: Rush is disabled without approve or orderEdit; Save only after a change', async () => {
    signInAs(userWith(['order'], { userType: 'REP', repCode: '101' }));
    network.rest('GET', '/api/order/1/orderTypes', [
      { type: '200', name: 'Regular' },
      { type: '260', name: 'Reorder' },
    ]);
    const user = userEvent.setup({ delay: null });
    renderList('/saved', 'saved');
    await selectRow(user, 1);
    await user.click(screen.getByRole('button', { name: 'Order Type' }));
    await openedDialog();
    expect(within(dialog()).getByRole('checkbox', { name: 'Rush' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Event' }));
    expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("a collection's name is labelled '{order type} Name'", async () => {
    signInAs(userWith(['order', 'licenseCreation']));
    answerOrders([order(5, { order_type: '220', orderTypeName: 'License Collection', po: 'NHL Spring' })]);
    const user = userEvent.setup({ delay: null });
    renderList('/license_collections', 'license_collections');
    await selectRow(user, 5);
    await user.click(screen.getByRole('button', { name: 'Edit License Collection Name' }));
    await openedDialog();
    expect(within(dialog()).getByRole('textbox', { name: 'License Collection Name' })).toHaveValue('NHL Spring');
  });

  it('combine: success opens the new collection (the dialog closing does not take the user back to the list)', async () => {
    signInAs(userWith(['order', 'licenseCreation']));
    const shown = captureMessages();
    answerOrders([
      order(5, { order_type: '220', orderTypeName: 'License Collection', po: 'A' }),
      order(6, { order_type: '220', orderTypeName: 'License Collection', po: 'B' }),
    ]);
    network.rest('POST', '/api/licenseCollection/combine', { id: 77, name: 'Both' });
    const user = userEvent.setup({ delay: null });
    renderScreen('/license_collections?custNumb=10001', <OrderListPage name="license_collections" />, {
      extraRoutes: <Route path="/license_collections/:id" element={<div data-testid="opened">collection page</div>} />,
    });
    await selectRow(user, 5);
    await selectRow(user, 6);
    await user.click(screen.getByRole('button', { name: 'Combine' }));
    await openedDialog();
    await user.type(within(dialog()).getByRole('textbox', { name: 'Collection Name' }), 'Both');
    await user.click(within(dialog()).getByRole('button', { name: 'Combine' }));
    expect(await screen.findByTestId('opened')).toBeInTheDocument();
    expect(bodies('POST', '/api/licenseCollection/combine')).toEqual([{ collections: [5, 6], name: 'Both', start: null, end: null }]);
    expect(shown.success).toEqual(["Collection 'Both' created."]);
    // Still there once the URL state settled (nuqs writes after a tick).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.location.pathname).toBe('/license_collections/77');
    expect(screen.getByTestId('opened')).toBeInTheDocument();
  });

  it("combine: 'Collection name cannot be blank', then 'End Date cannot be before start date.'", async () => {
    signInAs(userWith(['order', 'licenseCreation']));
    answerOrders([
      order(5, { order_type: '220', orderTypeName: 'License Collection', po: 'A' }),
      order(6, { order_type: '220', orderTypeName: 'License Collection', po: 'B' }),
    ]);
    const user = userEvent.setup({ delay: null });
    renderList('/license_collections', 'license_collections');
    await selectRow(user, 5);
    expect(screen.getByRole('button', { name: 'Combine' })).toBeDisabled();
    await selectRow(user, 6);
    await user.click(screen.getByRole('button', { name: 'Combine' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Combine' }));
    expect(await within(dialog()).findByText(messages.collectionNameRequired)).toBeInTheDocument();
    await user.type(within(dialog()).getByRole('textbox', { name: 'Collection Name' }), 'Both');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Start Date' }), '2026-03-10{Enter}');
    await user.type(within(dialog()).getByRole('textbox', { name: 'End Date' }), '2026-03-01{Enter}');
    await user.click(within(dialog()).getByRole('button', { name: 'Combine' }));
    expect(await within(dialog()).findByText(messages.endDateBeforeStart)).toBeInTheDocument();
    expect(bodies('POST', '/api/licenseCollection/combine')).toEqual([]);
  });
});
