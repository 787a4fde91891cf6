import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { fetchReturnCodes } from '../../returnForm/api';
import { approveReturn, cancelReturn, fetchCsrs, fetchReps, fetchReturn, fetchTimeline, postComment, type ReturnDetail } from '../api';
import { renderScreen, signInAs, userWith } from '@portal/shared/testing';
import { ReturnDetailPage } from './ReturnDetailPage';

jest.mock('../api');
jest.mock('../../returnForm/api');
jest.setTimeout(30_000);

const detail = (extra: Partial<ReturnDetail> = {}): ReturnDetail => ({
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
      id: 1, orderItemId: 11, orderLine: 1, img: '/Images/Products/a.png', priceCents: 2500, refundCents: 5000, sku: 'G200', name: 'Gildan Tee', color: 'Navy', colorCode: 'NV',
      size: [{ id: 111, display: 'L', quantity: 10, shippedC: 10, shippedU: 0, C: 2, U: 0, returned: 2, upchargeCents: 0 }],
      totalQuantity: 10, totalPriceCents: 5000, totalReturned: 2, totalUpchargeCents: 0,
    },
  ],
  code: { id: 1, code: 'Damaged in Transit' },
  totalItems: 2,
  totalPriceCents: 5000,
  totalRefundedCents: 5000,
  currency: 'CAD',
  job: 'J400077',
  charges: [],
  shipping: [],
  creditOrder: null,
  changes: [{ id: 7, at: '2026-01-04T15:00:00.000Z', actorName: 'Chris Lalonde', table: 'returns', action: 'insert', changes: [{ field: 'job', before: null, after: 'J400001' }] }],
  ...extra,
});

const renderDetail = () => renderScreen('/returns/5', <ReturnDetailPage />, { path: '/returns/:id', extraRoutes: <Route path="/returns/:id/:orderId/edit" element={<h1>Edit page</h1>} /> });
const actions = () => screen.queryByRole('group', { name: 'Return actions' });

beforeEach(() => {
  jest.mocked(fetchTimeline).mockResolvedValue([
    { date: '2026-01-04', comments: [{ id: 1, date: '2026-01-04T15:00:00.000Z', returnID: 5, type: 'status', user: { email: 'csr@demo.local', name: 'Chris Lalonde' }, cc: [], comment: 'Created as Initiated', emailId: null, files: [], canDelete: false, creditOrderId: null }] },
  ]);
  jest.mocked(fetchReturnCodes).mockResolvedValue([{ id: 1, code: 'Damaged in Transit' }]);
  jest.mocked(fetchReps).mockResolvedValue([{ code: '101', name: 'Riley Thompson' }]);
  jest.mocked(fetchCsrs).mockResolvedValue([{ code: 'C01', name: 'Chris Lalonde' }]);
});

describe('ReturnDetailPage', () => {
  it('shows items, summary, invoices, files and the timeline; the Edit link and the actions a CSR may take', async () => {
    signInAs('csr');
    jest.mocked(fetchReturn).mockResolvedValue(detail());
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Return #10005' })).toBeInTheDocument();
    expect(screen.getByText('Initiated', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#100077' })).toHaveAttribute('href', '/order_history/77');
    expect(screen.getByRole('link', { name: 'INV700001' })).toHaveAttribute('href', '/Images/Invoice/INV700001.pdf');
    expect(screen.getByRole('link', { name: /rma\.pdf/ })).toHaveAttribute('href', '/api/return/5/file/1');
    expect(screen.getByRole('link', { name: /Edit/ })).toHaveAttribute('href', '/returns/5/77/edit');
    expect(within(actions()!).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel Return', 'Waiting for Goods', 'Approve Return']);
    expect(await screen.findByText('Created as Initiated')).toBeInTheDocument();
    // Issue 8 §5: who changed what, and when.
    expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent('Chris Lalonde · Return added');
    expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent('job: J400001');
    // Initiated: files cannot be deleted yet (spec 001 §4.1).
    expect(screen.queryByRole('button', { name: 'Delete rma.pdf' })).not.toBeInTheDocument();
  });

  it('offers a rep no actions and no Edit link', async () => {
    signInAs(userWith(['order'], { userType: 'REP', repCode: '101' }));
    jest.mocked(fetchReturn).mockResolvedValue(detail());
    renderDetail();
    await screen.findByRole('heading', { name: 'Return #10005' });
    expect(actions()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Rep' })).not.toBeInTheDocument();
  });

  it('shows the approval above 5,000 disabled for a CSR, with the reason', async () => {
    signInAs('csr');
    jest.mocked(fetchReturn).mockResolvedValue(detail({ totalRefundedCents: 600_000 }));
    renderDetail();
    const approve = await screen.findByRole('button', { name: 'Approve Return' });
    expect(approve).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('Return #10005 is over 5,000.00: approving it needs the higher approval tier (approve5kReturns).');
  });

  it('asks a confirmation before cancelling, then calls cancel', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('csr');
    jest.mocked(fetchReturn).mockResolvedValue(detail());
    jest.mocked(cancelReturn).mockResolvedValue({ id: 5, number: 10_005, status: 99, subStatus: 0, creditOrderId: null, creditOrderNumber: null });
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancel Return' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel this return?');
    expect(cancelReturn).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Return' }));
    await waitFor(() => expect(cancelReturn).toHaveBeenCalledWith(5));
  });

  it('keeps the open confirmation in the URL (a reload asks again), and never opens one the user is not offered', async () => {
    signInAs('csr');
    jest.mocked(fetchReturn).mockResolvedValue(detail({ totalRefundedCents: 600_000 }));
    const first = renderScreen('/returns/5?dialog=cancel', <ReturnDetailPage />, { path: '/returns/:id' });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Cancel this return?');
    first.unmount();

    // Approve Return is shown disabled (over 5,000): the link cannot open it.
    renderScreen('/returns/5?dialog=approveOrder', <ReturnDetailPage />, { path: '/returns/:id' });
    await screen.findByRole('button', { name: 'Approve Return' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the commission (0-100, default the return\'s) before the refund approval', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('manager');
    jest.mocked(fetchReturn).mockResolvedValue(detail({ status: 2, subStatus: 0, statusString: 'Refunded - Pending Approval', commission: 80 }));
    jest.mocked(approveReturn).mockResolvedValue({ id: 5, number: 10_005, status: 2, subStatus: 2, creditOrderId: null, creditOrderNumber: null });
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
    await waitFor(() => expect(approveReturn).toHaveBeenCalledWith('refund', 5, 35));
  });

  it('the order approval links the toast to the return order', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('manager');
    jest.mocked(fetchReturn).mockResolvedValue(detail());
    jest.mocked(approveReturn).mockResolvedValue({ id: 5, number: 10_005, status: 2, subStatus: 0, creditOrderId: 9001, creditOrderNumber: 102_500 });
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Approve Return' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve Return' }));
    await waitFor(() => expect(approveReturn).toHaveBeenCalledWith('order', 5, undefined));
    expect(await screen.findByRole('link', { name: 'Return order #102500' })).toHaveAttribute('href', '/approved/9001');
  });

  it('posts a comment with cc addresses', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('csr');
    jest.mocked(fetchReturn).mockResolvedValue(detail());
    jest.mocked(postComment).mockResolvedValue();
    renderDetail();
    await user.type(await screen.findByRole('textbox', { name: 'New comment' }), 'Refund approved');
    await user.type(screen.getByRole('combobox', { name: 'cc' }), 'buyer@example.com,');
    await user.click(screen.getByRole('button', { name: 'Post and e-mail' }));
    await waitFor(() => expect(postComment).toHaveBeenCalledWith(5, 'Refund approved', ['buyer@example.com'], []));
  });

  it('shows the load-error message when there is no such return', async () => {
    signInAs('csr');
    jest.mocked(fetchReturn).mockRejectedValue(new Error('An error occured while loading the order please try again later.'));
    renderDetail();
    expect(await screen.findByText('An error occured while loading the order please try again later.')).toBeInTheDocument();
  });
});
