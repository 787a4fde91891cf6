import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { DOMAIN, LIST, type ReturnRowAnswer } from '../api';
import { gqlError, mockNetwork, renderScreen, signInAs } from '@portal/shared/testing';
import { ReturnsListPage } from './ReturnsListPage';

// The real api.ts and GraphQL documents run, against a network that checks them against the schema.
const network = mockNetwork();
const answerList = (rows: ReturnRowAnswer[], totalCount: number) => network.graphql(LIST, { returnsV2: { list: rows, totalCount } });
const lastListVariables = () => network.variables(LIST).at(-1);
jest.setTimeout(30_000);

const row = (id: number, extra: Partial<ReturnRowAnswer> = {}): ReturnRowAnswer => ({
  id,
  number: 10_000 + id,
  dateCreated: '2026-01-04T15:00:00.000Z',
  customer: '10042',
  customerName: 'Acme Golf Club',
  rep: '101',
  repName: 'Riley Thompson',
  csr: 'C01',
  csrName: 'Chris Lalonde',
  orderId: 500 + id,
  orderNum: 100_500 + id,
  items: 3,
  status: 2,
  subStatus: 0,
  statusText: 'Refunded - Pending Approval',
  returnCode: 1,
  returnCodeName: 'Damaged in Transit',
  jobNum: 'J400001',
  // Dollars, as the wire carries them.
  totalRefund: 123.45,
  currency: 'CAD',
  ...extra,
});

beforeEach(() => {
  localStorage.clear();
  signInAs('csr');
  network.graphql(DOMAIN, {
    returnsV2: {
      domain: {
        customers: [{ numb: '10042', name: 'Acme Golf Club' }],
        reps: [{ numb: '101', name: 'Riley Thompson' }],
        csrs: [],
        statuses: [
          { code: 1, description: 'Initiated' },
          { code: 99, description: 'Cancelled' },
        ],
        returnCodes: [{ code: 1, description: 'Damaged in Transit' }],
      },
    },
  });
});

const detail = <Route path="/returns/:id" element={<h1>Return detail</h1>} />;

describe('ReturnsListPage', () => {
  it('shows the rows with the status text, the order number linking to the order history, and the total', async () => {
    answerList([row(1), row(2, { statusText: 'Cancelled', status: 99 })], 2);
    renderScreen('/returns', <ReturnsListPage />, { path: '/returns', extraRoutes: detail });
    expect(await screen.findByText('#10001')).toBeInTheDocument();
    expect(screen.getByText('Refunded - Pending Approval')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '100501' })).toHaveAttribute('href', '/order_history/501');
    // The default view: newest first, 50 rows, no search.
    expect(lastListVariables()).toEqual({
      filters: { search: null, status: [], returnCode: [], customer: [], rep: [], csr: [], page: 1, rowsPerPage: 50 },
      orderBy: 'dateCreated',
      desc: true,
    });
  });

  it('reads every query key of the spec from the URL (desc as 1/0)', async () => {
    answerList([row(1)], 1);
    renderScreen(
      '/returns?search=acme&status=1&status=99&returnCode=1&customer=10042&rep=101&csr=C01&page=2&rowsPerPage=25&orderBy=customer&desc=0',
      <ReturnsListPage />,
      { path: '/returns' },
    );
    await screen.findByText('#10001');
    expect(lastListVariables()).toEqual({
      filters: {
        search: 'acme',
        status: [1, 99],
        returnCode: [1],
        customer: ['10042'],
        rep: ['101'],
        csr: ['C01'],
        page: 2,
        rowsPerPage: 25,
      },
      orderBy: 'customer',
      desc: false,
    });
  });

  it('sorts by a header click, writing orderBy and desc=0 (descending, the default, is left out)', async () => {
    const user = userEvent.setup({ delay: null });
    answerList([row(1)], 1);
    const h = renderScreen('/returns', <ReturnsListPage />, { path: '/returns' });
    await screen.findByText('#10001');
    const header = screen.getAllByRole('columnheader').find((th) => th.textContent === 'Customer')!;
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(h.params().get('orderBy')).toBe('customer'));
    expect(h.params().get('desc')).toBe('0');
    await user.click(within(header).getByRole('button'));
    // Descending is the default: it is left out of the URL, and asked of the server.
    await waitFor(() => expect(h.params().has('desc')).toBe(false));
    expect(h.params().get('orderBy')).toBe('customer');
    await waitFor(() => expect(lastListVariables()).toEqual(expect.objectContaining({ orderBy: 'customer', desc: true })));
  });

  it('searches with the search key and opens a return on a row click', async () => {
    const user = userEvent.setup({ delay: null });
    answerList([row(1)], 1);
    const h = renderScreen('/returns', <ReturnsListPage />, { path: '/returns', extraRoutes: detail });
    await screen.findByText('#10001');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'acme{Enter}');
    await waitFor(() => expect(h.params().get('search')).toBe('acme'));
    await user.click(screen.getByText('Acme Golf Club', { exact: false }));
    expect(await screen.findByRole('heading', { name: 'Return detail' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/returns/1');
  });

  it('shows the spec message when the list cannot be loaded', async () => {
    // Not a client error: spec 001 §8.1's message.
    network.graphql(LIST, gqlError('INTERNAL_SERVER_ERROR', 'database down'));
    renderScreen('/returns', <ReturnsListPage />, { path: '/returns' });
    expect(await screen.findByText('Error retrieving returns data.')).toBeInTheDocument();
  });
});
