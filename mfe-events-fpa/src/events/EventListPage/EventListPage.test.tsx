import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { mockNetwork, renderScreen, userWith } from '@portal/shared/testing';
import { CUSTOM_EVENTS_QUERY, type EventRow } from '../api';
import { CancelledEventsPage, EventsHistoryPage, OpenEventsPage } from './EventListPage';

// /events, /events_history, /events_cancelled against the mocked network (spec 002 §2, §9): the
// list type goes to the server, end ascending and search column name by default, a row opens the
// event under its status's path.
const network = mockNetwork();
jest.setTimeout(30_000);

const MANAGER = userWith(['eventManager'], { email: 'events@demo.local' });
const row = (id: number, name: string, code: number, description: string): EventRow => ({
  id,
  handle: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  start: '2026-05-01T14:00:00.000Z',
  end: '2026-06-01T14:00:00.000Z',
  customer: '10025',
  customerName: 'Kenora Fan Store',
  productionOrderNumber: null,
  csr: { number: 'C01', name: 'Chris Lalonde' },
  status: { code, description },
  totals: { orders: 12, items: 31 },
});

beforeEach(() => {
  network.graphql(CUSTOM_EVENTS_QUERY, (v) => ({
    customEvents:
      v.listType === 'open'
        ? [row(1, 'Maple Ridge Golf Classic', 1, 'Enabled'), row(3, 'Northside Hockey Team Store', 2, 'Disabled')]
        : v.listType === 'history'
          ? [row(5, 'Riverside Charity Run', 3, 'Closed')]
          : [row(7, 'Prairie Curling Bonspiel', 99, 'Cancelled')],
  }));
});

describe('EventListPage', () => {
  it('/events asks for the open list, end ascending, search column name, page 1', async () => {
    renderScreen('/events', <OpenEventsPage />, { as: MANAGER });
    expect(await screen.findByText('Maple Ridge Golf Classic')).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    for (const header of ['Event #', 'Name', 'Handle', 'Customer', 'CSR', 'Start', 'End', 'Status', 'Orders', 'Items']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
    expect(network.variables(CUSTOM_EVENTS_QUERY)[0]).toEqual({
      listType: 'open',
      page: 1,
      order: 'asc',
      orderBy: 'end',
      search: null,
      searchCol: 'name',
    });
  });

  it('history and cancelled ask for their own lists', async () => {
    renderScreen('/events_history', <EventsHistoryPage />, { as: MANAGER });
    expect(await screen.findByText('Riverside Charity Run')).toBeInTheDocument();
    expect(network.variables(CUSTOM_EVENTS_QUERY).at(-1)).toMatchObject({ listType: 'history' });
  });

  it('a search and a page in the address go to the server; a row opens the event under its status path', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/events_cancelled?search=curling&page=2&orderBy=name&order=desc', <CancelledEventsPage />, {
      as: MANAGER,
      path: '/events_cancelled',
      extraRoutes: <Route path="/events_cancelled/:eventId" element={<p>event page</p>} />,
    });
    await screen.findByText('Prairie Curling Bonspiel');
    expect(network.variables(CUSTOM_EVENTS_QUERY).at(-1)).toEqual({
      listType: 'cancelled',
      page: 2,
      order: 'desc',
      orderBy: 'name',
      search: 'curling',
      searchCol: 'name',
    });
    await user.click(screen.getByText('Prairie Curling Bonspiel'));
    await waitFor(() => expect(window.location.pathname).toBe('/events_cancelled/7'));
  });
});
