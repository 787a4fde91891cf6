import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, useLocation } from 'react-router';
import { messages, ORDER_STATUS as S, useSession } from '@portal/shared';
import { gqlError, mockNetwork, renderScreen } from '@portal/shared/testing';
import { MOVE_ORDER_MUTATION, ORDER_QUERY, SEND_FOR_APPROVAL_MUTATION, type OrderDetail } from '../api';
import { OrderDetailPage } from './OrderDetailPage';
import { orderFixture, people } from '../orderFixture';
import { ORDER_NO_ACCESS } from '../components/OrderPageStates';

// The real api.ts and GraphQL documents run, against a network that checks them against the schema.
const network = mockNetwork();
const answerOrder = (order: OrderDetail) => network.graphql(ORDER_QUERY, { order });
const answerMove = (order: OrderDetail) => network.graphql(MOVE_ORDER_MUTATION, { moveOrder: order });
const moves = () => network.variables(MOVE_ORDER_MUTATION);

/** Any other page: says where it is, and links to the order as a list row would. */
function Where() {
  const location = useLocation();
  return (
    <div>
      <div data-testid="where">{`${location.pathname}${location.search}`}</div>
      <Link to="/saved/42">open order</Link>
    </div>
  );
}

function openAt(url: string) {
  return renderScreen(url, <OrderDetailPage />, { path: '/:list/:orderId', extraRoutes: <Route path="*" element={<Where />} /> });
}

const buttons = () =>
  within(screen.getByTestId('order-actions'))
    .queryAllByRole('button')
    .map((b) => b.textContent);

// antd pages with dialogs in jsdom, on a shared two-core machine.
jest.setTimeout(20_000);

describe('order detail page', () => {
  it('shows the header, the size grid, totals in the order currency, shipments with invoice links, and the history', async () => {
    useSession.getState().signedIn(people.csr);
    answerOrder(orderFixture(people.csr, S.ManagersApproval, 1));
    openAt('/manager/42');
    expect(await screen.findByRole('heading', { name: 'Order #100042' })).toBeInTheDocument();
    expect(network.variables(ORDER_QUERY)).toContainEqual({ id: 42 });
    expect(screen.getByText('10001 - Maple Leaf Sports')).toBeInTheDocument();
    expect(screen.getByText('10000 - Maple Leaf Holdings')).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Sizes of G500 Navy' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Size', 'M', '2XL', 'Total']);
    expect(within(grid).getByRole('row', { name: /Shipped C/ })).toHaveTextContent('Shipped C404');
    expect(screen.getByTestId('order-totals')).toHaveTextContent('Items (30 units)US$302.00FreightUS$25.00Total (USD)US$327.00');
    expect(screen.getByRole('link', { name: 'Invoice INV700042' })).toHaveAttribute('href', '/Images/Invoice/INV700042.pdf');
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent("Manager's Approval");
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Checked with the customer.');
    // spec 000 §4: the status links to its list.
    expect(screen.getByTestId('order-status').closest('a')).toHaveAttribute('href', '/manager');
    // The History card: who changed what, and when.
    const changes = screen.getByRole('list', { name: 'History' });
    expect(changes).toHaveTextContent('2026-01-06 10:31 AM · Chris Lalonde · Order changed');
    expect(changes).toHaveTextContent('PO: (empty) → PO-1');
  });

  it('cancels the order request when the page is left before the answer', async () => {
    useSession.getState().signedIn(people.csr);
    network.graphql(ORDER_QUERY, () => new Promise(() => {}));
    const page = openAt('/saved/42');
    await waitFor(() => expect(network.graphqlCalls(ORDER_QUERY)).toHaveLength(1));
    const [request] = network.graphqlCalls(ORDER_QUERY);
    expect(request.signal.aborted).toBe(false);
    page.unmount();
    await waitFor(() => expect(request.signal.aborted).toBe(true));
  });

  it.each([
    ['csr', S.Saved, null, ['Edit', 'Submit', 'Cancel Order']],
    ['rep', S.Saved, null, ['Edit', 'Submit']],
    ['viewer', S.Saved, null, []],
    ['manager', S.ManagersApproval, 1, ['Edit', 'Request Art Changes', 'Approve', 'Cancel Order', 'Send for customer approval']],
    ['manager', S.ManagersApproval, 4, ['Edit', 'Request Art Changes', 'Cancel Order', 'Send for customer approval']],
    ['rep', S.AwaitingArtConf, null, ['Edit', 'Confirm Art', 'Request Art Changes', 'Send for customer approval']],
    ['csr', S.Shipped, null, []],
  ] as const)('offers %s at status %s/%s exactly: %j', async (who, status, sub, expected) => {
    useSession.getState().signedIn(people[who]);
    answerOrder(orderFixture(people[who], status, sub));
    openAt('/orders/42');
    await screen.findByRole('heading', { name: 'Order #100042' });
    expect(buttons()).toEqual(expected);
  });

  it('offers Create Return on a shipped order to a user who may create returns, opening the returns screen', async () => {
    useSession.getState().signedIn(people.csr);
    answerOrder(orderFixture(people.csr, S.Shipped));
    openAt('/order_history/42');
    const link = await screen.findByRole('link', { name: 'Create Return' });
    expect(link).toHaveAttribute('href', '/order_history/42/return');
    await userEvent.click(link);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/order_history\/42\/return$/);
  });

  it('keeps /orders for Create Return when the order was opened under /orders (the returns screen goes back there)', async () => {
    useSession.getState().signedIn(people.csr);
    answerOrder(orderFixture(people.csr, S.Shipped));
    openAt('/orders/42');
    expect(await screen.findByRole('link', { name: 'Create Return' })).toHaveAttribute('href', '/orders/42/return');
  });

  it.each([
    ['rep', S.Shipped, 'the order flag alone does not create returns'],
    ['csr', S.Approved, 'not shipped yet'],
  ] as const)('does not offer Create Return to %s at status %s (%s)', async (who, status, _why) => {
    useSession.getState().signedIn(people[who]);
    answerOrder(orderFixture(people[who], status));
    openAt('/order_history/42');
    await screen.findByRole('heading', { name: 'Order #100042' });
    expect(screen.queryByRole('link', { name: 'Create Return' })).not.toBeInTheDocument();
  });

  it('marks an order without a shipping job shipped after asking, saying that what is left ships with a new invoice', async () => {
    useSession.getState().signedIn(people.manager);
    const approved = orderFixture(people.manager, S.Approved);
    const unshipped = {
      ...approved,
      shippingJobs: [],
      items: approved.items.map((i) => ({ ...i, shipped: 0, sizes: i.sizes.map((z) => ({ ...z, shippedC: 0, shippedU: 0 })) })),
      totals: { ...approved.totals, shippedUnits: 0 },
    };
    answerOrder(unshipped);
    answerMove(orderFixture(people.manager, S.Shipped));
    openAt('/approved/42');
    expect(await screen.findByText('Nothing shipped yet')).toBeInTheDocument();
    const markShipped = await screen.findByRole('button', { name: 'Mark Shipped' });
    expect(markShipped).toBeEnabled();
    await userEvent.click(markShipped);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The 30 units not shipped yet ship now: one shipping job with a new invoice is made for them.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Shipped' }));
    // No comment typed: the call sends none.
    await waitFor(() => expect(moves()).toEqual([{ id: 42, to: S.Shipped, from: S.Approved, comment: null }]));
  });

  it('says that Mark Shipped ships only the rest of a half-shipped order', async () => {
    useSession.getState().signedIn(people.csr);
    answerOrder(orderFixture(people.csr, S.Approved));
    openAt('/approved/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Shipped' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('The 26 units not shipped yet ship now');
  });

  it('makes an unconfirmed move at once, sending the status it showed', async () => {
    useSession.getState().signedIn(people.csr);
    answerOrder(orderFixture(people.csr, S.Saved));
    answerMove(orderFixture(people.csr, S.AwaitingArt));
    openAt('/saved/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(moves()).toEqual([{ id: 42, to: S.AwaitingArt, from: S.Saved, comment: null }]));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Awaiting Art'));
    expect(screen.getByTestId('order-status').closest('a')).toHaveAttribute('href', '/art_awaiting');
  });

  it('asks before cancelling, and cancels only when confirmed', async () => {
    useSession.getState().signedIn(people.csr);
    answerOrder(orderFixture(people.csr, S.AwaitingArt));
    answerMove(orderFixture(people.csr, S.Cancelled));
    openAt('/art_awaiting/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Order #100042 moves from Awaiting Art to Cancelled. This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(moves()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const again = await screen.findByRole('dialog');
    await userEvent.type(within(again).getByLabelText('Comment (optional)'), 'Customer called');
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(moves()).toEqual([{ id: 42, to: S.Cancelled, from: S.AwaitingArt, comment: 'Customer called' }]));
  });

  it('sends for customer approval with the addresses typed, refusing a bad one first', async () => {
    useSession.getState().signedIn(people.rep);
    answerOrder({ ...orderFixture(people.rep, S.AwaitingArtConf), customerEmails: ['buyer@maple.example'] });
    network.graphql(SEND_FOR_APPROVAL_MUTATION, { sendOrderForApproval: orderFixture(people.rep, S.ManagersApproval, 4) });
    openAt('/art_completed/42');
    await userEvent.click(await screen.findByRole('button', { name: /Send for customer approval/ }));
    const dialog = await screen.findByRole('dialog');
    const emails = within(dialog).getByLabelText('Customer email');
    expect(emails).toHaveValue('buyer@maple.example');
    await userEvent.type(emails, ', nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.invalidEmail);
    await userEvent.clear(emails);
    await userEvent.type(emails, 'buyer@maple.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    // Only the second Send reached the server; no message typed: none sent.
    await waitFor(() =>
      expect(network.variables(SEND_FOR_APPROVAL_MUTATION)).toEqual([{ id: 42, emails: 'buyer@maple.example', message: null }]),
    );
  });

  it('keeps an open dialog in the URL, so a reload lands in it, and ignores one the user is not offered', async () => {
    useSession.getState().signedIn(people.csr);
    answerOrder(orderFixture(people.csr, S.AwaitingArt));
    const first = openAt(`/art_awaiting/42?dialog=move&id=${S.Cancelled}`);
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Order #100042 moves from Awaiting Art to Cancelled. This cannot be undone.',
    );
    first.unmount();

    openAt('/art_awaiting/42?dialog=sendForApproval');
    await screen.findByRole('button', { name: 'Cancel Order' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Back leaves the page in one click after a dialog was opened and closed', async () => {
    useSession.getState().signedIn(people.csr);
    answerOrder(orderFixture(people.csr, S.AwaitingArt));
    openAt('/art_awaiting?page=2');
    await userEvent.click(screen.getByRole('link', { name: 'open order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: /Back$/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/art_awaiting\?page=2$/);
  });

  it('Back goes to the list path when the page was opened directly, and back in history when it came from the list', async () => {
    useSession.getState().signedIn(people.csr);
    answerOrder(orderFixture(people.csr, S.Saved));
    const direct = openAt('/saved/42');
    await userEvent.click(await screen.findByRole('button', { name: /Back$/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/saved$/);
    direct.unmount();

    openAt('/saved?page=2&order=asc');
    await userEvent.click(screen.getByRole('link', { name: 'open order' }));
    await userEvent.click(await screen.findByRole('button', { name: /Back$/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/saved\?page=2&order=asc$/);
  });

  it('shows the not-found and no-access states', async () => {
    useSession.getState().signedIn(people.rep);
    network.graphqlOnce(ORDER_QUERY, gqlError('NOT_FOUND', 'No such order'));
    const first = openAt('/saved/42');
    expect(await screen.findByText(messages.orderNotFound)).toBeInTheDocument();
    first.unmount();
    network.graphqlOnce(ORDER_QUERY, gqlError('FORBIDDEN', 'Not your order'));
    openAt('/saved/43');
    expect(await screen.findByText(ORDER_NO_ACCESS)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/saved');
  });
});
