import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { CSRS, POST, RETURN, TIMELINE, type ReturnAnswer, type TransitionAnswer } from '../api';
import { mockNetwork, renderScreen, signInAs, userWith } from '@portal/shared/testing';
import { ReturnDetailPage } from './ReturnDetailPage';

// The real api.ts and GraphQL documents run, against a network that checks them against the schema
// (GraphQL) or answers each REST path the test names.
const network = mockNetwork();
const answerReturn = (value: ReturnAnswer | null) => network.graphql(RETURN, { return: value });
const transition = (extra: Partial<TransitionAnswer>): TransitionAnswer => ({
  id: 5,
  number: 10_005,
  status: 1,
  subStatus: 0,
  creditOrderId: null,
  creditOrderNumber: null,
  ...extra,
});
const restBodies = (path: string) => network.restCalls('POST', path).map((c) => [c.path, c.body]);
jest.setTimeout(30_000);

// Money as the wire carries it: dollars.
const detail = (extra: Partial<ReturnAnswer> = {}): ReturnAnswer => ({
  id: 5,
  returnNumb: 10_005,
  createdAt: '2026-01-04T15:00:00.000Z',
  createdBy: 'Chris Lalonde',
  status: 1,
  subStatus: 0,
  statusString: 'Initiated',
  resolution: 2,
  orderId: 77,
  orderNumb: 100_077,
  orderCreatedAt: '2025-11-01T15:00:00.000Z',
  comment: 'Box crushed',
  closedOn: null,
  customer: '10042',
  customerName: 'Acme Golf Club',
  rep: '101',
  repName: 'Riley Thompson',
  repRegion: 'ON, Canada',
  csr: 'C01',
  csrName: 'Chris Lalonde',
  invoice: ['INV700001'],
  commission: 100,
  dateContact: '2026-01-02',
  dateInfo: null,
  files: [{ url: '/api/return/5/file/1', name: 'rma.pdf' }],
  items: [
    {
      id: 1,
      orderItemId: 11,
      orderLine: 1,
      img: '/Images/Products/a.png',
      price: 25,
      refund: 50,
      sku: 'G200',
      name: 'Gildan Tee',
      color: 'Navy',
      colorCode: 'NV',
      size: [{ id: 111, display: 'L', quantity: 10, shippedC: 10, shippedU: 0, C: 2, U: 0, returned: 2, upcharge: 0 }],
      totalQuantity: 10,
      totalPrice: 50,
      totalReturned: 2,
      totalUpcharge: 0,
    },
  ],
  code: { id: 1, code: 'Damaged in Transit' },
  totalItems: 2,
  totalPrice: 50,
  totalRefunded: 50,
  orderRefunded: 50,
  currency: 'CAD',
  job: 'J400077',
  charges: [],
  shipping: [],
  creditOrder: null,
  changes: [
    {
      id: 7,
      at: '2026-01-04T15:00:00.000Z',
      actorName: 'Chris Lalonde',
      table: 'returns',
      action: 'insert',
      changes: [{ field: 'job', before: null, after: 'J400001' }],
    },
  ],
  ...extra,
});

const renderDetail = () =>
  renderScreen('/returns/5', <ReturnDetailPage />, {
    path: '/returns/:id',
    extraRoutes: <Route path="/returns/:id/:orderId/edit" element={<h1>Edit page</h1>} />,
  });
const actions = () => screen.queryByRole('group', { name: 'Return actions' });

beforeEach(() => {
  network.graphql(TIMELINE, {
    returnTimeline: [
      {
        date: '2026-01-04',
        comments: [
          {
            id: 1,
            date: '2026-01-04T15:00:00.000Z',
            returnID: 5,
            type: 'status',
            user: { email: 'csr@demo.local', name: 'Chris Lalonde' },
            cc: [],
            comment: 'Created as Initiated',
            emailId: null,
            files: [],
            canDelete: false,
            creditOrderId: null,
          },
        ],
      },
    ],
  });
  network.rest('GET', '/api/return/codes', [{ id: 1, code: 'Damaged in Transit' }]);
  network.rest('GET', '/api/reps', [{ SREP: '101', name: 'Riley Thompson' }]);
  network.graphql(CSRS, { returnCsrs: [{ code: 'C01', name: 'Chris Lalonde' }] });
});

describe('ReturnDetailPage', () => {
  it('shows items, summary, invoices, files and the timeline; the Edit link and the actions a CSR may take', async () => {
    signInAs('csr');
    answerReturn(detail());
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Return #10005' })).toBeInTheDocument();
    expect(screen.getByText('Initiated', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#100077' })).toHaveAttribute('href', '/order_history/77');
    expect(screen.getByRole('link', { name: 'INV700001' })).toHaveAttribute('href', '/Images/Invoice/INV700001.pdf');
    expect(screen.getByRole('link', { name: /rma\.pdf/ })).toHaveAttribute('href', '/api/return/5/file/1');
    expect(screen.getByRole('link', { name: /Edit/ })).toHaveAttribute('href', '/returns/5/77/edit');
    expect(
      within(actions()!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel Return', 'Waiting for Goods', 'Approve Return']);
    expect(await screen.findByText('Created as Initiated')).toBeInTheDocument();
    // The wire's dollars, shown as money once converted (50 dollars, not 0.50 nor 5,000.00).
    expect(screen.getByText('Refund $50.00')).toBeInTheDocument();
    expect(screen.getByText('$25.00', { exact: false, selector: '.ant-typography' })).toBeInTheDocument();
    // The History card: who changed what, and when.
    expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent('Chris Lalonde · Return added');
    expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent('job: J400001');
    // Initiated: files cannot be deleted yet (spec 001 §4.1).
    expect(screen.queryByRole('button', { name: 'Delete rma.pdf' })).not.toBeInTheDocument();
  });

  it('offers a rep no actions and no Edit link', async () => {
    signInAs(userWith(['order'], { userType: 'REP', repCode: '101' }));
    answerReturn(detail());
    renderDetail();
    await screen.findByRole('heading', { name: 'Return #10005' });
    expect(actions()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Rep' })).not.toBeInTheDocument();
  });

  it('shows the approval above 5,000 disabled for a CSR, with the reason', async () => {
    signInAs('csr');
    answerReturn(detail({ totalRefunded: 6_000 }));
    renderDetail();
    const approve = await screen.findByRole('button', { name: 'Approve Return' });
    expect(approve).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Return #10005 is over 5,000.00: approving it needs the higher approval tier (approve5kReturns).',
    );
  });

  it("counts the order's other returns: a small return on an order refunding over 5,000 waits for the tier", async () => {
    signInAs('csr');
    answerReturn(detail({ totalRefunded: 49, orderRefunded: 6_000 }));
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Approve Return' })).toBeDisabled();
  });

  it('asks a confirmation before cancelling, then calls cancel', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('csr');
    answerReturn(detail());
    network.rest('POST', '/api/return/5/cancel', transition({ status: 99 }));
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancel Return' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel this return?');
    expect(restBodies('/api/return/5/cancel')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Return' }));
    await waitFor(() => expect(restBodies('/api/return/5/cancel')).toEqual([['/api/return/5/cancel', {}]]));
  });

  it('keeps the open confirmation in the URL (a reload asks again), and never opens one the user is not offered', async () => {
    signInAs('csr');
    answerReturn(detail({ totalRefunded: 6_000 }));
    const first = renderScreen('/returns/5?dialog=cancel', <ReturnDetailPage />, { path: '/returns/:id' });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Cancel this return?');
    first.unmount();

    // Approve Return is shown disabled (over 5,000): the link cannot open it.
    renderScreen('/returns/5?dialog=approveOrder', <ReturnDetailPage />, { path: '/returns/:id' });
    await screen.findByRole('button', { name: 'Approve Return' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks the commission (0-100, default the return's) before the refund approval", async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('manager');
    answerReturn(detail({ status: 2, subStatus: 0, statusString: 'Refunded - Pending Approval', commission: 80 }));
    network.rest('POST', '/api/return/refund/approve', transition({ status: 2, subStatus: 2 }));
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Approve Refund' }));
    const field = await screen.findByRole('spinbutton', { name: 'Commission (%)' });
    expect(field).toHaveValue('80');
    await user.clear(field);
    await user.type(field, '250');
    await user.tab();
    await waitFor(() => expect(field).toHaveValue('100'));
    await user.clear(field);
    await user.type(field, '35');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve Refund' }));
    await waitFor(() =>
      expect(restBodies('/api/return/refund/approve')).toEqual([['/api/return/refund/approve', { returnId: 5, commission: 35 }]]),
    );
  });

  it('the order approval links the toast to the return order', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('manager');
    answerReturn(detail());
    network.rest(
      'POST',
      '/api/return/order/approve',
      transition({ status: 2, subStatus: 0, creditOrderId: 9001, creditOrderNumber: 102_500 }),
    );
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Approve Return' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve Return' }));
    // No commission asked at the order approval: none sent.
    await waitFor(() => expect(restBodies('/api/return/order/approve')).toEqual([['/api/return/order/approve', { returnId: 5 }]]));
    expect(await screen.findByRole('link', { name: 'Return order #102500' })).toHaveAttribute('href', '/approved/9001');
  });

  it('posts a comment with cc addresses', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('csr');
    answerReturn(detail());
    network.graphql(POST, { createReturnTimelinePost: { id: 2 } });
    renderDetail();
    await user.type(await screen.findByRole('textbox', { name: 'New comment' }), 'Refund approved');
    await user.type(screen.getByRole('combobox', { name: 'cc' }), 'buyer@example.com,');
    await user.click(screen.getByRole('button', { name: 'Post and e-mail' }));
    await waitFor(() =>
      expect(network.variables(POST)).toEqual([{ id: 5, input: { comment: 'Refund approved', reply: ['buyer@example.com'] }, files: [] }]),
    );
  });

  it('shows the load-error message when there is no such return', async () => {
    signInAs('csr');
    // The server answers null for an unknown id (schema.graphql: Query.return).
    answerReturn(null);
    renderDetail();
    expect(await screen.findByText('An error occured while loading the order please try again later.')).toBeInTheDocument();
  });
});
