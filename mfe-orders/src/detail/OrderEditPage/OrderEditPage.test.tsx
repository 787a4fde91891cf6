import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_EDIT_MESSAGES, ORDER_STATUS as S } from '@portal/shared';
import { mockNetwork, renderScreen, signInAs } from '@portal/shared/testing';
import { ORDER_QUERY, UPDATE_ORDER_MUTATION, UPDATE_QUANTITIES_MUTATION } from '../api';
import { OrderEditPage } from './OrderEditPage';
import { orderFixture, people } from '../orderFixture';

// The real api.ts and GraphQL documents run, against a network that checks them against the schema.
const network = mockNetwork();
const updates = () => network.variables(UPDATE_ORDER_MUTATION);

function openEdit(who: keyof typeof people, status: number) {
  signInAs(people[who]);
  const order = orderFixture(people[who], status);
  network.graphql(ORDER_QUERY, { order });
  network.graphql(UPDATE_ORDER_MUTATION, { updateOrder: order });
  network.graphql(UPDATE_QUANTITIES_MUTATION, { updateOrderQuantities: order });
  renderScreen('/saved/42/edit', <OrderEditPage />, { path: '/:list/:orderId/edit' });
  return order;
}

// The edit page renders antd's date pickers, tag select and a grid of number boxes: slow in jsdom.
jest.setTimeout(30_000);

describe('order edit page', () => {
  it('saves a changed PO with the other header fields as they were; Save waits for a change', async () => {
    openEdit('csr', S.Saved);
    const po = await screen.findByLabelText('PO');
    expect(po).toHaveAttribute('maxLength', '30');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(po);
    await userEvent.type(po, 'NEW-PO');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updates()).toEqual([
        {
          id: 42,
          input: {
            po: 'NEW-PO',
            dateRequired: '2026-03-20',
            scheduledShipDate: '2026-03-10',
            rush: false,
            tags: ['Golf'],
            department: 'Golf',
            comments: '',
          },
        },
      ]),
    );
  });

  it('the rush box is disabled without approve or orderEdit (spec 000 §5)', async () => {
    openEdit('rep', S.Saved);
    expect(await screen.findByRole('checkbox', { name: 'Rush' })).toBeDisabled();
  });

  it('checks the form as the server does before calling it: date required is required', async () => {
    openEdit('csr', S.Saved);
    const required = await screen.findByLabelText('Date Required');
    const clear = required.closest('.ant-picker')!.querySelector('.ant-picker-clear')!;
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    await waitFor(() => expect(required).toHaveValue(''));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ORDER_EDIT_MESSAGES.dateRequiredMissing);
    expect(updates()).toEqual([]);
  });

  it('keeps each size at or above what shipped, and saves only the sizes that changed', async () => {
    openEdit('csr', S.AwaitingArt);
    const mC = await screen.findByRole('spinbutton', { name: 'G500 Navy M C' });
    await userEvent.clear(mC);
    await userEvent.type(mC, '2');
    await userEvent.tab();
    // 4 of M shipped from C: the box takes nothing lower.
    await waitFor(() => expect(mC).toHaveValue('4'));
    const twoXlU = screen.getByRole('spinbutton', { name: 'G500 Navy 2XL U' });
    await userEvent.clear(twoXlU);
    await userEvent.type(twoXlU, '6');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Save quantities' }));
    await waitFor(() =>
      expect(network.variables(UPDATE_QUANTITIES_MUTATION)).toEqual([
        {
          id: 42,
          sizes: [
            { sizeId: 70, qtyC: 4, qtyU: 8 },
            { sizeId: 71, qtyC: 10, qtyU: 6 },
          ],
        },
      ]),
    );
  });

  it('from Approved on, quantities are locked with the reason', async () => {
    openEdit('csr', S.Approved);
    expect(await screen.findByText(/its quantities can no longer be changed\.$/)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'G500 Navy M C' })).toBeDisabled();
  });

  it('says why a shipped order cannot be edited', async () => {
    openEdit('csr', S.Shipped);
    expect(await screen.findByText('Order #100042 is Shipped: it can no longer be edited.')).toBeInTheDocument();
    expect(screen.queryByLabelText('PO')).not.toBeInTheDocument();
  });
});
