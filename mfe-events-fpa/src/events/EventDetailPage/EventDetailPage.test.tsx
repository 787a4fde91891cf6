import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { EVENT_MESSAGES } from '@portal/shared';
import { captureMessages, mockNetwork, renderScreen, userWith } from '@portal/shared/testing';
import { CLOSE_EVENT, CREATE_PRODUCTION_ORDER, CUSTOM_EVENT_QUERY, RESEND_EMAIL, TOGGLE_EVENT } from '../api';
import { sampleEvent, sampleOrder } from '../testing/sampleEvent';
import { EventDetailPage } from './EventDetailPage';

// The event page against the mocked network (spec 002 §2, §4, §6): it moves to the path of the
// event's status; order_edit users get the actions (Disable/Enable, New Production Order only in
// status 2, Close, Cancel); everyone who sees it exports and resends; cancelled orders are asked
// for with "Show cancelled".
const network = mockNetwork();
jest.setTimeout(30_000);

const CSR = userWith(['orderEdit'], { email: 'csr@demo.local' });
const VIEWER = userWith(['eventManager'], { email: 'events@demo.local' });
const order = sampleOrder;
const event = sampleEvent;

describe('EventDetailPage', () => {
  it('moves to the path of the event status (a closed event lives under /events_history)', async () => {
    network.graphql(CUSTOM_EVENT_QUERY, { customEvent: event(3, 'Closed') });
    renderScreen('/events/3', <EventDetailPage />, {
      as: CSR,
      path: '/events/:eventId',
      extraRoutes: <Route path="/events_history/:eventId" element={<p>history page</p>} />,
    });
    expect(await screen.findByText('history page')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/events_history/3'));
  });

  it('an enabled event offers Disable Event and no production order; the markup shows as a percent', async () => {
    network.graphql(CUSTOM_EVENT_QUERY, { customEvent: event(1, 'Enabled') });
    network.graphql(TOGGLE_EVENT, { toggleEvent: { id: 3, status: { code: 2, description: 'Disabled' } } });
    const shown = captureMessages();
    const user = userEvent.setup({ delay: null });
    renderScreen('/events/3', <EventDetailPage />, { as: CSR, path: '/events/:eventId' });
    expect(await screen.findByText('Event #3: Northside Hockey Team Store')).toBeInTheDocument();
    expect(screen.getByText('15%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Production Order' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Disable Event' }));
    await waitFor(() => expect(network.variables(TOGGLE_EVENT)).toEqual([{ id: 3 }]));
    await waitFor(() => expect(shown.success).toContain(EVENT_MESSAGES.disabled));
  });

  it('a disabled event creates a production order and says its number; the order links to /orders/{id}', async () => {
    network.graphql(CUSTOM_EVENT_QUERY, { customEvent: event(2, 'Disabled') });
    network.graphql(CREATE_PRODUCTION_ORDER, { createCustomeEventProductionOrder: { id: 950, numb: 100950 } });
    const shown = captureMessages();
    const user = userEvent.setup({ delay: null });
    renderScreen('/events/3', <EventDetailPage />, { as: CSR, path: '/events/:eventId' });
    await screen.findByText('Event #3: Northside Hockey Team Store');
    expect(screen.getAllByRole('link', { name: '#100900' })[0]).toHaveAttribute('href', '/orders/901');
    await user.click(screen.getByRole('button', { name: 'New Production Order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(shown.success).toContain('Production Order #100950 created successfully.'));
  });

  it('close asks first and says it is irreversible', async () => {
    network.graphql(CUSTOM_EVENT_QUERY, { customEvent: event(1, 'Enabled') });
    network.graphql(CLOSE_EVENT, { closeEvent: { id: 3, status: { code: 3, description: 'Closed' } } });
    const user = userEvent.setup({ delay: null });
    renderScreen('/events/3', <EventDetailPage />, { as: CSR, path: '/events/:eventId' });
    await user.click(await screen.findByRole('button', { name: 'Close Event' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(EVENT_MESSAGES.confirmClose);
    await user.click(within(dialog).getByRole('button', { name: 'Close Event' }));
    await waitFor(() => expect(network.variables(CLOSE_EVENT)).toEqual([{ id: 3 }]));
  });

  it('an eventManager sees no actions but exports and resends; cancelled orders are asked for with the switch', async () => {
    network.graphql(CUSTOM_EVENT_QUERY, (v) => ({
      customEvent: event(
        1,
        'Enabled',
        v.showCancelled ? [order(500001, 1, 'Placed'), order(500003, 99, 'Cancelled')] : [order(500001, 1, 'Placed')],
      ),
    }));
    network.graphql(RESEND_EMAIL, { resendEmail: true });
    const user = userEvent.setup({ delay: null });
    renderScreen('/events/3', <EventDetailPage />, { as: VIEWER, path: '/events/:eventId' });
    await screen.findByText('Event #3: Northside Hockey Team Store');
    for (const name of ['Edit Event', 'Disable Event', 'Close Event', 'Cancel Event', 'Cancel'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export Report' })).toBeInTheDocument();
    expect(screen.queryByText('Buyer500003', { exact: false })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    await waitFor(() => expect(network.variables(RESEND_EMAIL)).toEqual([{ orderNum: 500001, token: 'tok500001' }]));
    await user.click(screen.getByRole('switch', { name: 'Show cancelled orders' }));
    expect(await screen.findByText('Ada Buyer500003')).toBeInTheDocument();
    expect(window.location.search).toBe('?cancelled=1');
  });
});
