import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { CREATE, ORDER, type ReturnOrderAnswer } from '../api';
import { mockNetwork, renderScreen, signInAs, userWith } from '@portal/shared/testing';
import { CreateReturnPage } from './CreateReturnPage';

// The real api.ts and GraphQL documents run, against a network that checks them against the schema.
const network = mockNetwork();
const answerOrder = (value: ReturnOrderAnswer) => network.graphql(ORDER, { returnOrder: value });
const creates = () => network.variables(CREATE);
jest.setTimeout(40_000);

/** Two items (one already fully refunded by an earlier return), freight, a shipping job, a discount. */
const order = (extra: Partial<ReturnOrderAnswer> = {}): ReturnOrderAnswer => ({
  id: 77,
  number: 100_077,
  createdAt: '2025-11-01T15:00:00.000Z',
  status: 7,
  statusString: 'Shipped',
  currency: 'CAD',
  customerNumb: '10042',
  customerName: 'Acme Golf Club',
  repCode: '101',
  csr: 'C01',
  job: 'J1',
  // Money as the wire carries it, in dollars. Items 2 × 25.00 + 3 × 27.00 + 10.00, freight 15.00,
  // discount -5.00; the shipment billed the freight.
  price: { total: 2 * 25 + 3 * 27 + 10 + 15 - 5 },
  shipping: 15,
  earlierRefund: 10,
  items: [
    {
      id: 1,
      line: 1,
      sku: 'G200',
      name: 'Gildan Tee',
      image: '/Images/Products/a.png',
      color: 'Navy',
      colorCode: 'NV',
      price: { totalPrice: 131, finalPrice: 25 },
      totalQuantity: 5,
      refunded: 0,
      size: [
        { id: 11, display: 'L', quantity: 2, shippedC: 2, shippedU: 0, returnedC: 0, returnedU: 0, upcharge: 0 },
        { id: 12, display: '2XL', quantity: 3, shippedC: 1, shippedU: 2, returnedC: 0, returnedU: 0, upcharge: 2 },
      ],
      returns: [],
    },
    {
      id: 2,
      line: 2,
      sku: 'C100',
      name: 'Cap',
      image: '/Images/Products/b.png',
      color: 'Red',
      colorCode: 'RD',
      price: { totalPrice: 10, finalPrice: 10 },
      totalQuantity: 1,
      refunded: 10,
      size: [{ id: 21, display: 'OS', quantity: 1, shippedC: 1, shippedU: 0, returnedC: 1, returnedU: 0, upcharge: 0 }],
      returns: [
        {
          id: 1,
          returnId: 3,
          returnNumber: 10_003,
          returnStatus: 'Initiated',
          refund: 10,
          size: [{ id: 21, display: 'OS', C: 1, U: 0 }],
        },
      ],
    },
  ],
  charges: [
    { id: 5, chargeCode: 'FRT', chargeName: 'Freight', charge: 15, refunded: 0 },
    { id: 6, chargeCode: 'DISC', chargeName: 'Discount', charge: -5, refunded: 0 },
  ],
  shippingJobs: [{ id: 8, job: 'J1', invoice: 'INV1', charge: 15, refunded: 0 }],
  returns: [
    {
      id: 3,
      returnNumb: 10_003,
      status: 1,
      subStatus: 0,
      statusString: 'Initiated',
      totalRefund: 10,
      createdAt: '2025-12-01T15:00:00.000Z',
    },
  ],
  ...extra,
});

const renderCreate = (url = '/order_history/77/return') =>
  renderScreen(url, <CreateReturnPage />, {
    path: url.startsWith('/orders') ? '/orders/:orderId/return' : '/order_history/:orderId/return',
    extraRoutes: (
      <>
        <Route path="/order_history/:orderId" element={<h1>Order page</h1>} />
        <Route path="/returns/:id" element={<h1>Return page</h1>} />
      </>
    ),
  });

const chooseCode = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('combobox', { name: 'Return code' }));
  await user.click(await screen.findByTitle('Damaged in Transit'));
};

beforeEach(() => {
  signInAs('csr');
  answerOrder(order());
  network.rest('GET', '/api/return/codes', [
    { id: 1, code: 'Damaged in Transit' },
    { id: 2, code: 'Wrong Size Ordered' },
  ]);
});

describe('CreateReturnPage', () => {
  it('shows the order, hides the fully refunded item, the discount and the FRT line (freight is refunded on its shipment), and explains why Create is disabled', async () => {
    renderCreate();
    expect(await screen.findByText(/Order #100077/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Item G200 Navy' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Item C100 Red' })).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Refund Freight (job J1)' })).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Refund Freight' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Refund Discount' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Return' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Please choose a return code.');
  });

  it('clamps a size to what shipped and sets the item refund from its sizes (upcharge included)', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreate();
    const item = await screen.findByRole('group', { name: 'Item G200 Navy' });
    const u2xl = within(item).getByRole('spinbutton', { name: '2XL U' });
    await user.type(u2xl, '9');
    await user.tab();
    await waitFor(() => expect(u2xl).toHaveValue('2'));
    expect(within(item).getByRole('spinbutton', { name: 'Refund G200 Navy' })).toHaveValue('54.00');
    await chooseCode(user);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Return' })).toBeEnabled();
  });

  it('Full Refund takes everything left, trimmed to the order total plus shipping less earlier returns', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Full Refund' }));
    const o = order();
    // Lines: 131.00 + freight 15.00 = 146.00; the maximum: what was billed (151.00 without the FRT line
    // 15.00, plus the shipment's freight 15.00) less earlier returns 10.00 = 141.00.
    expect(o.price.total - 15 + o.shipping - o.earlierRefund).toBe(141);
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Total refund' })).toHaveValue('141.00'));
    expect(screen.getByRole('spinbutton', { name: 'L C' })).toHaveValue('2');
  });

  it('creates the return, shows the toast with its link, and starts again from what is left', async () => {
    const user = userEvent.setup({ delay: null });
    network.graphql(CREATE, { createReturn: { id: 55, numb: 10_055 } });
    renderCreate();
    const item = await screen.findByRole('group', { name: 'Item G200 Navy' });
    await user.type(within(item).getByRole('spinbutton', { name: 'L C' }), '1');
    await chooseCode(user);
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'Crushed box');
    answerOrder(
      order({
        returns: [
          ...order().returns,
          {
            id: 55,
            returnNumb: 10_055,
            status: 1,
            subStatus: 0,
            statusString: 'Initiated',
            totalRefund: 25,
            createdAt: '2026-01-04T15:00:00.000Z',
          },
        ],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create Return' }));
    await waitFor(() =>
      expect(creates()).toEqual([
        {
          input: {
            order: 77,
            // The form's 2500 cents go out as the spec's refund in dollars.
            items: [{ id: 1, refund: 25, sizes: [{ id: 11, C: 1, U: 0 }] }],
            charges: [],
            shipping: [],
            returnCode: 1,
            comments: 'Crushed box',
            files: [],
            dateContact: null,
            dateInfo: null,
            waiting: false,
          },
        },
      ]),
    );
    expect(await screen.findByText('Return #10055 created successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open it' }));
    expect(await screen.findByRole('heading', { name: 'Return page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/returns/55');
  });

  it('submits to waiting for goods', async () => {
    const user = userEvent.setup({ delay: null });
    network.graphql(CREATE, { createReturn: { id: 56, numb: 10_056 } });
    renderCreate('/orders/77/return');
    await user.type(within(await screen.findByRole('group', { name: 'Item G200 Navy' })).getByRole('spinbutton', { name: 'L C' }), '1');
    await chooseCode(user);
    await user.click(screen.getByRole('button', { name: 'Submit to waiting for goods' }));
    await waitFor(() => expect(creates()).toEqual([{ input: expect.objectContaining({ waiting: true }) }]));
  });

  it('lists the existing returns with links', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Existing Returns' }));
    expect(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Return #10003' })).toHaveAttribute('href', '/returns/3');
  });

  it('redirects away from an order that is not shipped', async () => {
    answerOrder(order({ status: 6, statusString: 'Approved' }));
    renderCreate();
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/order_history/77');
  });

  it('tells someone who may not create returns', async () => {
    signInAs(userWith(['order'], { userType: 'REP', repCode: '101' }));
    renderCreate();
    expect(await screen.findByText("You don't have permission to create this return.")).toBeInTheDocument();
    expect(network.variables(ORDER)).toEqual([]);
  });
});
