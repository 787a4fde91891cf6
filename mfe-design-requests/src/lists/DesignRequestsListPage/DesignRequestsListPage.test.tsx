import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared';
import { captureMessages, mockNetwork, renderScreen, signInAs } from '@portal/shared/testing';
import { DESIGN_REQUESTS_DOMAIN, DESIGN_REQUESTS_LIST, SUSPEND_DESIGN_REQUESTS, type DesignRequestRow } from '../api';
import { DesignRequestsPage, LicenceRequestsPage, RequestHistoryPage } from './DesignRequestsListPage';

// The design request lists (spec 001 §2.2, §6): columns per list type, the search, 'Suspend
// Selected' with its rule (only the caller's own requests without an artist), against a network
// checked against schema.graphql.
const network = mockNetwork();
jest.setTimeout(30_000);

const RILEY = { email: 'rep@demo.local', name: 'Riley Thompson' };
const row = (id: number, extra: Partial<DesignRequestRow> = {}): DesignRequestRow => ({
  id,
  dateCreated: '2026-03-01T15:00:00.000Z',
  dateRequired: '2026-03-20',
  revisions: 0,
  license: false,
  method: 'SCRP',
  designId: null,
  designVar: null,
  status: { code: 2, description: 'Awaiting Art' },
  customer: { number: 'C100', name: 'Hawks Hockey' },
  user: RILEY,
  artist: null,
  league: null,
  team: null,
  player: null,
  ...extra,
});
const DOMAIN = {
  customers: [],
  users: [],
  artists: [],
  methods: [],
  dropIds: [],
  statuses: [{ code: 2, description: 'Awaiting Art' }],
  leagues: [],
};

beforeEach(() => {
  localStorage.clear();
  network.graphql(DESIGN_REQUESTS_DOMAIN, { designRequestsDomain: DOMAIN });
});

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim())
    .filter(Boolean);

describe('DesignRequestsListPage', () => {
  it('the normal list: customer columns, newest first, the search sent to the server; Request Design, and Request License Design for licence staff only', async () => {
    signInAs('artist');
    network.graphql(DESIGN_REQUESTS_LIST, { designRequests: { totalCount: 1, designRequests: [row(12)] } });
    const user = userEvent.setup({ delay: null });
    renderScreen('/design_requests', <DesignRequestsPage />, { path: '/design_requests' });
    expect(await screen.findByText('#12')).toBeInTheDocument();
    expect(headers()).toEqual(expect.arrayContaining(['ID', 'Created', 'Required', 'Customer', 'Rep', 'Artist', 'Status', 'Revisions']));
    expect(headers()).not.toContain('League');
    expect(screen.getByText('C100 - Hawks Hockey')).toBeInTheDocument();
    expect(network.variables(DESIGN_REQUESTS_LIST)[0]).toMatchObject({
      orderBy: 'dateCreated',
      desc: true,
      filters: { listType: 'normal', scope: 'all', page: 1, search: null },
    });
    expect(screen.getByRole('button', { name: 'Request Design' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request License Design' })).not.toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search'), 'hawks{Enter}');
    await waitFor(() => expect(network.variables(DESIGN_REQUESTS_LIST).at(-1)).toMatchObject({ filters: { search: 'hawks', page: 1 } }));
  });

  it('the licence list: league, team and player columns for licence staff, no customer column', async () => {
    signInAs('artmanager');
    network.graphql(DESIGN_REQUESTS_LIST, {
      designRequests: {
        totalCount: 1,
        designRequests: [
          row(13, {
            license: true,
            customer: null,
            league: { id: 1, name: 'NHL' },
            team: { id: 2, name: 'Toronto' },
            player: { id: 3, name: 'Default Player' },
          }),
        ],
      },
    });
    renderScreen('/license_requests', <LicenceRequestsPage />, { path: '/license_requests' });
    expect(await screen.findByText('Toronto')).toBeInTheDocument();
    expect(headers()).toEqual(expect.arrayContaining(['League', 'Team', 'Player']));
    expect(headers()).not.toContain('Customer');
    expect(network.variables(DESIGN_REQUESTS_LIST)[0]).toMatchObject({ filters: { listType: 'L' } });
    expect(screen.getByRole('button', { name: 'Request License Design' })).toBeInTheDocument();
  });

  it('history: customer and licence columns, and no selection nor Suspend Selected', async () => {
    signInAs('artmanager');
    network.graphql(DESIGN_REQUESTS_LIST, {
      designRequests: {
        totalCount: 1,
        designRequests: [row(14, { status: { code: 5, description: 'Complete' }, designId: 'D60010', designVar: 1 })],
      },
    });
    renderScreen('/request_history', <RequestHistoryPage />, { path: '/request_history' });
    expect(await screen.findByText('#14')).toBeInTheDocument();
    expect(headers()).toEqual(expect.arrayContaining(['Customer', 'League', 'Team', 'Player']));
    expect(network.variables(DESIGN_REQUESTS_LIST)[0]).toMatchObject({ filters: { listType: 'H' } });
    expect(screen.queryByRole('checkbox', { name: 'Select row 14' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend Selected' })).not.toBeInTheDocument();
  });

  it('Suspend Selected: enabled only for the rep’s own requests without an artist; confirmed, then sent', async () => {
    signInAs('rep');
    const shown = captureMessages();
    network.graphql(DESIGN_REQUESTS_LIST, {
      designRequests: {
        totalCount: 3,
        designRequests: [
          row(21),
          row(22, { artist: { email: 'artist@demo.local', name: 'Sam Nguyen' } }),
          row(23, { user: { email: 'rep2@demo.local', name: 'Jordan Baker' } }),
        ],
      },
    });
    network.graphql(SUSPEND_DESIGN_REQUESTS, { suspendDesignRequests: 1 });
    const user = userEvent.setup({ delay: null });
    renderScreen('/design_requests', <DesignRequestsPage />, { path: '/design_requests' });
    await screen.findByText('#21');
    const suspend = () => screen.getByRole('button', { name: 'Suspend Selected' });
    expect(suspend()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 22' }));
    expect(suspend()).toBeDisabled(); // an artist is assigned
    await user.click(screen.getByRole('checkbox', { name: 'Select row 22' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 23' }));
    expect(suspend()).toBeDisabled(); // someone else's
    await user.click(screen.getByRole('checkbox', { name: 'Select row 23' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 21' }));
    expect(suspend()).toBeEnabled();
    await user.click(suspend());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Suspend 1 design request\?/)).toBeInTheDocument();
    expect(network.variables(SUSPEND_DESIGN_REQUESTS)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(network.variables(SUSPEND_DESIGN_REQUESTS)).toEqual([{ ids: [21] }]));
    await waitFor(() => expect(shown.success).toEqual([messages.designRequestsSuspended.replace('{n}', '1')]));
  });
});
