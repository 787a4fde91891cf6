import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { RETURN, type ReturnAnswer } from '../../returnDetail/api';
import { ITEMS, ORDER, UPDATE, type ReturnOrderAnswer } from '../api';
import { mockNetwork, renderScreen, signInAs } from '@portal/shared/testing';
import { EditReturnPage } from './EditReturnPage';

// The real api.ts and GraphQL documents run, against a network that checks them against the schema.
const network = mockNetwork();
jest.setTimeout(30_000);

// Money as the wire carries it: dollars.
const order: ReturnOrderAnswer = {
  id: 77,
  number: 100_077,
  createdAt: '2025-11-01T15:00:00.000Z',
  status: 7,
  statusString: 'Shipped',
  currency: 'USD',
  customerNumb: '10042',
  customerName: 'Acme',
  repCode: '101',
  csr: null,
  job: null,
  price: { total: 100 },
  shipping: 0,
  earlierRefund: 0,
  items: [
    {
      id: 1,
      line: 1,
      sku: 'G200',
      name: 'Tee',
      image: '/i.png',
      color: 'Navy',
      colorCode: 'NV',
      price: { totalPrice: 100, finalPrice: 25 },
      totalQuantity: 4,
      refunded: 0,
      size: [{ id: 11, display: 'L', quantity: 4, shippedC: 0, shippedU: 4, returnedC: 0, returnedU: 0, upcharge: 0 }],
      returns: [],
    },
  ],
  charges: [],
  shippingJobs: [],
  returns: [],
};
const saved = (extra: Partial<ReturnAnswer> = {}): ReturnAnswer => ({
  id: 5,
  returnNumb: 10_005,
  createdAt: '2026-01-02T15:00:00.000Z',
  createdBy: 'Chris Lalonde',
  orderId: 77,
  orderNumb: 100_077,
  orderCreatedAt: '2025-11-01T15:00:00.000Z',
  status: 1,
  subStatus: 1,
  statusString: 'Initiated',
  resolution: 2,
  closedOn: null,
  customer: '10042',
  customerName: 'Acme',
  rep: '101',
  repName: 'Riley Thompson',
  repRegion: 'ON, Canada',
  csr: null,
  csrName: null,
  invoice: [],
  commission: 100,
  files: [],
  items: [],
  totalItems: 1,
  totalPrice: 25,
  totalRefunded: 25,
  orderRefunded: 25,
  currency: 'USD',
  job: null,
  creditOrder: null,
  changes: [],
  code: { id: 2, code: 'Wrong Size Ordered' },
  comment: 'first',
  dateContact: '2026-01-02',
  dateInfo: null,
  charges: [],
  shipping: [],
  ...extra,
});
const answerReturn = (value: ReturnAnswer) => network.graphql(RETURN, { return: value });

const renderEdit = () =>
  renderScreen('/returns/5/77/edit', <EditReturnPage />, {
    path: '/returns/:returnID/:orderId/edit',
    extraRoutes: <Route path="/returns/:id" element={<h1>Return page</h1>} />,
  });

beforeEach(() => {
  signInAs('csr');
  network.graphql(ORDER, { returnOrder: order });
  network.rest('GET', '/api/return/codes', [{ id: 2, code: 'Wrong Size Ordered' }]);
  network.graphql(ITEMS, {
    returnItems: [
      {
        id: 9,
        orderItemId: 1,
        orderLine: 1,
        img: '',
        price: 25,
        refund: 25,
        sku: 'G200',
        name: 'Tee',
        color: 'Navy',
        colorCode: 'NV',
        size: [{ id: 11, display: 'L', quantity: 4, shippedC: 0, shippedU: 4, C: 0, U: 1, returned: 1, upcharge: 0 }],
        totalQuantity: 4,
        totalPrice: 25,
        totalReturned: 1,
        totalUpcharge: 0,
      },
    ],
  });
});

describe('EditReturnPage', () => {
  it('loads the saved return into the form and saves it, then goes to the return', async () => {
    const user = userEvent.setup({ delay: null });
    answerReturn(saved());
    network.graphql(UPDATE, { updateReturn: { id: 5, numb: 10_005 } });
    renderEdit();
    const item = await screen.findByRole('group', { name: 'Item G200 Navy' });
    expect(within(item).getByRole('spinbutton', { name: 'L U' })).toHaveValue('1');
    expect(screen.getByRole('heading', { name: 'Edit Return #10005' })).toBeInTheDocument();
    await user.type(within(item).getByRole('spinbutton', { name: 'L U' }), '{Backspace}2');
    await user.click(screen.getByRole('button', { name: 'Save Return' }));
    await waitFor(() =>
      expect(network.variables(UPDATE)).toEqual([
        {
          id: 5,
          input: {
            order: 77,
            // The form's 5000 cents go out as the spec's refund in dollars.
            items: [{ id: 1, refund: 50, sizes: [{ id: 11, C: 0, U: 2 }] }],
            charges: [],
            shipping: [],
            returnCode: 2,
            comments: 'first',
            files: [],
            dateContact: '2026-01-02',
            dateInfo: null,
          },
        },
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Return page' })).toBeInTheDocument();
  });

  it('redirects to the return when it is past the initial stage with a non-zero sub-status', async () => {
    answerReturn(saved({ status: 2, subStatus: 2 }));
    renderEdit();
    expect(await screen.findByRole('heading', { name: 'Return page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/returns/5');
  });

  it('keeps the loading placeholder while the order is not Shipped', async () => {
    answerReturn(saved());
    network.graphql(ORDER, { returnOrder: { ...order, status: 6 } });
    renderEdit();
    await waitFor(() => expect(network.variables(ORDER)).not.toEqual([]));
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Return' })).not.toBeInTheDocument();
  });
});
