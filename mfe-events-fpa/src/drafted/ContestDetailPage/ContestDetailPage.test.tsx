import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAFTED_MESSAGES } from '@portal/shared';
import { captureMessages, mockNetwork, renderScreen, userWith } from '@portal/shared/testing';
import { DRAFTED_CONTEST_QUERY, UPDATE_DRAFTED_ORGANIZATION, UPDATE_DRAFTED_SPONSOR, type Contest } from '../api';
import { ContestDetailPage } from './ContestDetailPage';

// /drafted/contest/{id} against the mocked network: the contest, its organization and sponsor
// cards, and their dialogs (only changed fields sent; nothing sent when nothing changed).
const network = mockNetwork();
jest.setTimeout(30_000);

/** An open antd dialog by its title (jsdom does not name antd's dialogs by their title). */
async function findDialog(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
}

const MANAGER = userWith(['draftedManager'], { email: 'drafted@demo.local' });
const contest = (extra: Partial<Contest> = {}): Contest => ({
  id: 7,
  name: 'Third Jersey',
  details: 'Design the third jersey.',
  handle: 'third-jersey',
  logoUrl: '/api/drafted/logo/seed-harbour.svg',
  submissionStart: '2026-06-20T04:00:00.000Z',
  voteStart: '2026-07-01T13:00:00.000Z',
  voteEnd: '2026-07-11T01:30:15.000Z',
  agreementUrl: '/api/drafted/contest/7/agreement',
  primaryColorHex: '0B3D91',
  secondaryColorHex: 'C8102E',
  primaryTextColorHex: 'FFFFFF',
  secondaryTextColorHex: '000000',
  organization: {
    id: 3,
    name: 'Harbour City Hockey Club',
    logoUrl: null,
    primaryColorHex: '0B3D91',
    secondaryColorHex: null,
    primaryTextColorHex: 'FFFFFF',
    secondaryTextColorHex: '000000',
    leagueId: null,
    teamId: null,
    league: null,
    team: null,
  },
  sponsor: { id: 2, name: 'Lakeside Credit Union', logoUrl: null },
  changes: [
    {
      id: 41,
      at: '2026-06-02T14:00:00.000Z',
      actorName: 'Dana Drafted',
      table: 'drafted_contests',
      action: 'update',
      changes: [{ field: 'vote_start', before: '2026-06-30 13:00:00+00', after: '2026-07-01 13:00:00+00' }],
    },
  ],
  ...extra,
});
const open = () => renderScreen('/drafted/contest/7', <ContestDetailPage />, { as: MANAGER, path: '/drafted/contest/:contestId' });

beforeEach(() => {
  network.graphql(DRAFTED_CONTEST_QUERY, { draftedContest: contest() });
  network.rest('GET', '/api/leagueTeam', [{ id: 1, name: 'NHL', teams: [{ id: 11, name: 'Toronto' }] }]);
});

describe('ContestDetailPage (/drafted/contest/{id})', () => {
  it('shows Contest #id, the name in its primary colours, the handle, dates, swatches, details and both cards', async () => {
    open();
    expect(await screen.findByText('Contest #7')).toBeInTheDocument();
    const name = screen.getByRole('heading', { name: 'Third Jersey' });
    expect(name).toHaveStyle({ background: '#0B3D91', color: '#FFFFFF' });
    expect(screen.getByText('third-jersey')).toBeInTheDocument();
    expect(screen.getByText('June 20, 2026 at 12:00:00 am')).toBeInTheDocument();
    expect(screen.getByText('July 10, 2026 at 09:30:15 pm')).toBeInTheDocument();
    expect(screen.getAllByText('Primary Color #0B3D91').length).toBeGreaterThan(0);
    expect(screen.getByText('Design the third jersey.')).toBeInTheDocument();
    expect(screen.getByText('Harbour City Hockey Club')).toBeInTheDocument();
    expect(screen.getByText('Lakeside Credit Union')).toBeInTheDocument();
    expect(network.variables(DRAFTED_CONTEST_QUERY)).toEqual([{ id: 7 }]);
  });

  it('an unknown contest shows the not-found state; no sponsor, no sponsor card', async () => {
    network.graphqlOnce(DRAFTED_CONTEST_QUERY, { draftedContest: null });
    open();
    expect(await screen.findByText(DRAFTED_MESSAGES.contestNotFound)).toBeInTheDocument();
  });

  it('the sponsor dialog is titled Update Drafted Organization and sends only what changed', async () => {
    const user = userEvent.setup({ delay: null });
    network.graphql(UPDATE_DRAFTED_SPONSOR, { updateDraftedSponsor: { id: 2, name: 'Lakeside CU' } });
    const shown = captureMessages();
    open();
    await screen.findByText('Contest #7');
    const sponsorCard = screen.getByText('Sponsor').closest('.ant-card') as HTMLElement;
    await user.click(within(sponsorCard).getByRole('button', { name: 'Update' }));
    const dialog = await findDialog('Update Drafted Organization');
    await user.clear(within(dialog).getByLabelText('Sponsor Name'));
    await user.type(within(dialog).getByLabelText('Sponsor Name'), 'Lakeside CU');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(network.variables(UPDATE_DRAFTED_SPONSOR)).toEqual([{ input: { id: 2, name: 'Lakeside CU' } }]));
    await waitFor(() => expect(shown.success).toEqual([DRAFTED_MESSAGES.sponsorUpdated]));
  });

  it('the organization dialog saves nothing when nothing changed, and only the changed colour otherwise; a bad colour is cleared on blur', async () => {
    const user = userEvent.setup({ delay: null });
    network.graphql(UPDATE_DRAFTED_ORGANIZATION, { updateDraftedOrganization: { id: 3, name: 'Harbour City Hockey Club' } });
    const shown = captureMessages();
    open();
    await screen.findByText('Contest #7');
    const orgCard = screen.getByText('Organization').closest('.ant-card') as HTMLElement;
    await user.click(within(orgCard).getByRole('button', { name: 'Update' }));
    let dialog = await findDialog('Update Drafted Organization');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(network.graphqlCalls(UPDATE_DRAFTED_ORGANIZATION)).toHaveLength(0);

    await user.click(within(orgCard).getByRole('button', { name: 'Update' }));
    dialog = await findDialog('Update Drafted Organization');
    const secondary = within(dialog).getByLabelText('Secondary Color');
    await user.type(secondary, '12AB');
    await user.click(within(dialog).getByLabelText('Name'));
    expect(secondary).toHaveValue('');
    await user.type(secondary, '#12ab34');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(network.variables(UPDATE_DRAFTED_ORGANIZATION)).toEqual([{ input: { id: 3, secondaryColorHex: '12AB34' } }]),
    );
    await waitFor(() => expect(shown.success).toEqual([DRAFTED_MESSAGES.organizationUpdated]));
  });

  it('shows the contest change history: who changed which field, from what to what', async () => {
    open();
    const history = await screen.findByRole('list', { name: 'History' });
    expect(within(history).getByText(/Dana Drafted · Contest changed/)).toBeInTheDocument();
    expect(within(history).getByText('Voting start: 2026-06-30 13:00:00+00 → 2026-07-01 13:00:00+00')).toBeInTheDocument();
  });
});
