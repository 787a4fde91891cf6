import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { fetchReturn, type ReturnDetail } from '../../returnDetail/api';
import { fetchReturnCodes, fetchReturnItems, fetchReturnOrder, updateReturn, type ReturnOrder } from '../api';
import { renderScreen, signInAs } from '@portal/shared/testing';
import { EditReturnPage } from './EditReturnPage';

jest.mock('../../returnDetail/api');
jest.mock('../api', () => ({ ...jest.requireActual('../api'), fetchReturnOrder: jest.fn(), fetchReturnItems: jest.fn(), fetchReturnCodes: jest.fn(), updateReturn: jest.fn() }));
jest.setTimeout(30_000);

const order: ReturnOrder = {
  id: 77, number: 100_077, createdAt: '2025-11-01T15:00:00.000Z', status: 7, statusString: 'Shipped', currency: 'USD', customerNumb: '10042', customerName: 'Acme', repCode: '101', csr: null, job: null,
  totalCents: 10_000, shippingCents: 0, earlierRefundCents: 0,
  items: [{ id: 1, line: 1, sku: 'G200', name: 'Tee', image: '/i.png', color: 'Navy', colorCode: 'NV', finalPriceCents: 2500, totalQuantity: 4, totalPriceCents: 10_000, refundedCents: 0, size: [{ id: 11, display: 'L', quantity: 4, shippedC: 0, shippedU: 4, returnedC: 0, returnedU: 0, upchargeCents: 0 }], returns: [] }],
  charges: [], shippingJobs: [], returns: [],
};
const saved = (extra: Partial<ReturnDetail> = {}) =>
  ({ id: 5, returnNumb: 10_005, orderId: 77, status: 1, subStatus: 1, resolution: 2, totalRefundedCents: 2500, code: { id: 2, code: 'Wrong Size Ordered' }, comment: 'first', dateContact: '2026-01-02', dateInfo: null, charges: [], shipping: [], ...extra }) as ReturnDetail;

const renderEdit = () =>
  renderScreen('/returns/5/77/edit', <EditReturnPage />, { path: '/returns/:returnID/:orderId/edit', extraRoutes: <Route path="/returns/:id" element={<h1>Return page</h1>} /> });

beforeEach(() => {
  signInAs('csr');
  jest.mocked(fetchReturnOrder).mockResolvedValue(order);
  jest.mocked(fetchReturnCodes).mockResolvedValue([{ id: 2, code: 'Wrong Size Ordered' }]);
  jest.mocked(fetchReturnItems).mockResolvedValue([
    { id: 9, orderItemId: 1, orderLine: 1, img: '', priceCents: 2500, refundCents: 2500, sku: 'G200', name: 'Tee', color: 'Navy', colorCode: 'NV', size: [{ id: 11, display: 'L', quantity: 4, shippedC: 0, shippedU: 4, C: 0, U: 1, returned: 1, upchargeCents: 0 }], totalQuantity: 4, totalPriceCents: 2500, totalReturned: 1, totalUpchargeCents: 0 },
  ]);
});

describe('EditReturnPage', () => {
  it('loads the saved return into the form and saves it, then goes to the return', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(fetchReturn).mockResolvedValue(saved());
    jest.mocked(updateReturn).mockResolvedValue({ id: 5, numb: 10_005 });
    renderEdit();
    const item = await screen.findByRole('group', { name: 'Item G200 Navy' });
    expect(within(item).getByRole('spinbutton', { name: 'L U' })).toHaveValue('1');
    expect(screen.getByRole('heading', { name: 'Edit Return #10005' })).toBeInTheDocument();
    await user.type(within(item).getByRole('spinbutton', { name: 'L U' }), '{Backspace}2');
    await user.click(screen.getByRole('button', { name: 'Save Return' }));
    await waitFor(() =>
      expect(updateReturn).toHaveBeenCalledWith(5, {
        order: 77,
        items: [{ id: 1, refundCents: 5000, sizes: [{ id: 11, C: 0, U: 2 }] }],
        charges: [],
        shipping: [],
        returnCode: 2,
        comments: 'first',
        files: [],
        dateContact: '2026-01-02',
        dateInfo: null,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Return page' })).toBeInTheDocument();
  });

  it('redirects to the return when it is past the initial stage with a non-zero sub-status', async () => {
    jest.mocked(fetchReturn).mockResolvedValue(saved({ status: 2, subStatus: 2 }));
    renderEdit();
    expect(await screen.findByRole('heading', { name: 'Return page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/returns/5');
  });

  it('keeps the loading placeholder while the order is not Shipped', async () => {
    jest.mocked(fetchReturn).mockResolvedValue(saved());
    jest.mocked(fetchReturnOrder).mockResolvedValue({ ...order, status: 6 });
    renderEdit();
    await waitFor(() => expect(fetchReturnOrder).toHaveBeenCalled());
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Return' })).not.toBeInTheDocument();
  });
});
