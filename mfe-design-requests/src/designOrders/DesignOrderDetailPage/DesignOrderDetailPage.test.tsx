import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESIGN_SAMPLE_MESSAGES as M } from '@portal/shared';
import { mockNetwork, renderScreen, signInAs, userWith } from '@portal/shared/testing';
import { DESIGN_ORDER_QUERY, DESIGN_ORDERS_QUERY, UPDATE_QUANTITY, type DesignOrder } from '../api';
import { DesignOrderDetailPage } from './DesignOrderDetailPage';

// /designOrders/{id} (spec 002 §2-§5): the order, the vendor, the linked orders, the actions the
// server offers (Update Quantity below status 2 with its rule), the not-found state.
const network = mockNetwork();
jest.setTimeout(30_000);

const ORDER: DesignOrder = {
  id: 5,
  createdOn: '2026-03-02T15:00:00.000Z',
  designMethod: 'SCRP',
  quantity: 250,
  po: null,
  dateOrdered: null,
  dateRequired: null,
  actions: ['updateQuantity', 'createPo', 'cancel', 'comment'],
  status: { code: 1, description: 'Quantity Requested' },
  design: { key: 'D60001-1', id: 'D60001', variation: 1, method: 'SCRP', image: '/Images/Designs/D60001-1.svg' },
  createdBy: { name: 'Sam Samples' },
  vendor: { number: 'V100', name: 'Northern Print' },
  orders: [{ id: 812, numb: 1042, quantity: 24 }],
  timeline: [{ id: 1, type: 'system', date: '2026-03-02T15:00:00.000Z', comment: 'Order created by Sam Samples.', createdBy: null }],
};
const open = (o: Partial<DesignOrder> = {}) => {
  network.graphql(DESIGN_ORDER_QUERY, { designOrder: { ...ORDER, ...o } });
  return renderScreen('/designOrders/5', <DesignOrderDetailPage />, { path: '/designOrders/:id' });
};
const footerButton = (name: string) => screen.getAllByRole('button', { name }).find((b) => b.closest('.ant-modal-footer'))!;

beforeEach(() => network.graphql(DESIGN_ORDERS_QUERY, { designOrders: { total: 0, orders: [] } }));

describe('DesignOrderDetailPage', () => {
  it('shows the order, its vendor and linked orders, and the actions offered at Quantity Requested', async () => {
    signInAs(userWith(['createDesignOrder']));
    open();
    expect(await screen.findByRole('heading', { name: 'Design Order #5' })).toBeInTheDocument();
    expect(screen.getByLabelText('Order status')).toHaveTextContent('Quantity Requested');
    expect(screen.getByText('Quantity Requested', { selector: '.ant-descriptions-item-label' })).toBeInTheDocument();
    expect(screen.getByText('V100 - Northern Print')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1042 (24)' })).toHaveAttribute('href', '/approved/812');
    expect(screen.getByText('Order created by Sam Samples.')).toBeInTheDocument();
    for (const name of ['Update Quantity', 'Create Po', 'Cancel Request', 'Design Files'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('an ordered one shows its PO and date required, offers no quantity change nor PO; a viewer reads only', async () => {
    signInAs(userWith(['viewDesignOrder']));
    open({
      status: { code: 2, description: 'Ordered' },
      po: 'DO000005',
      dateOrdered: '2026-03-04T15:00:00.000Z',
      dateRequired: '2026-04-06',
      actions: [],
    });
    expect(await screen.findByText('DO000005')).toBeInTheDocument();
    expect(screen.getByText('Quantity Ordered', { selector: '.ant-descriptions-item-label' })).toBeInTheDocument();
    for (const name of ['Update Quantity', 'Create Po', 'Cancel Request'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Comment' })).not.toBeInTheDocument();
  });

  it('Update Quantity: a whole number of at least 1, sent; 0 shows the error and disables Update', async () => {
    signInAs(userWith(['createDesignOrder']));
    network.graphql(UPDATE_QUANTITY, { updateDesignOrderQuantity: 5 });
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Update Quantity' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Quantity');
    expect(input).toHaveValue('250');
    await user.clear(input);
    await user.type(input, '0');
    expect(within(dialog).getByText(M.quantityInvalid)).toBeInTheDocument();
    expect(footerButton('Update')).toBeDisabled();
    await user.clear(input);
    await user.type(input, '300');
    await waitFor(() => expect(footerButton('Update')).toBeEnabled());
    await user.click(footerButton('Update'));
    await waitFor(() => expect(network.variables(UPDATE_QUANTITY)).toEqual([{ id: 5, quantity: 300 }]));
  });

  it('an unknown order shows the not-found state', async () => {
    signInAs(userWith(['viewDesignOrder']));
    network.graphql(DESIGN_ORDER_QUERY, { designOrder: null });
    renderScreen('/designOrders/404', <DesignOrderDetailPage />, { path: '/designOrders/:id' });
    expect(await screen.findByText(M.orderNotFound)).toBeInTheDocument();
  });
});
