import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { DRAFTED_MESSAGES } from '@portal/shared';
import { gqlError, mockNetwork, renderScreen, userWith } from '@portal/shared/testing';
import { DRAFTED_CONTESTS_QUERY, type ContestRow } from '../api';
import { ContestListPage } from './ContestListPage';

// /drafted/contests against the mocked network: the sort lives in the address (sortBy, desc 1/0)
// and is the server's to apply.
const network = mockNetwork();
jest.setTimeout(30_000);

const MANAGER = userWith(['draftedManager'], { email: 'drafted@demo.local' });
const row = (id: number, name: string, sponsor: string | null): ContestRow => ({
  id,
  name,
  logoUrl: `/api/drafted/logo/seed-${id}.svg`,
  submissionStart: '2026-06-20T04:00:00.000Z',
  voteStart: '2026-07-01T13:00:00.000Z',
  voteEnd: '2026-07-11T01:30:15.000Z',
  organization: { id: 1, name: 'Harbour City Hockey Club', league: 'NHL', team: 'Toronto' },
  sponsor: sponsor ? { id: 1, name: sponsor } : null,
});

beforeEach(() => {
  network.graphql(DRAFTED_CONTESTS_QUERY, {
    draftedContests: [row(2, 'Retro Night', 'Lakeside Credit Union'), row(1, 'Third Jersey', null)],
  });
});

describe('ContestListPage (/drafted/contests)', () => {
  it('shows every column of the spec, newest first by default', async () => {
    renderScreen('/drafted/contests', <ContestListPage />, { as: MANAGER });
    expect(await screen.findByText('Retro Night')).toBeInTheDocument();
    for (const header of [
      'ID',
      'Name',
      'Organization',
      'logo',
      'Submission Start',
      'Voting Start',
      'Voting End',
      'League',
      'Team',
      'Sponsor',
    ]) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
    expect(screen.getByText('Lakeside Credit Union')).toBeInTheDocument();
    expect(network.variables(DRAFTED_CONTESTS_QUERY)).toEqual([{ sortBy: 'id', desc: true }]);
  });

  it('a header click puts sortBy and desc in the address and asks the server for that order', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/drafted/contests', <ContestListPage />, { as: MANAGER });
    await screen.findByText('Retro Night');
    await user.click(within(screen.getByRole('columnheader', { name: /^Name/ })).getByRole('button'));
    await waitFor(() => expect(window.location.search).toBe('?sortBy=name&desc=0'));
    await waitFor(() => expect(network.variables(DRAFTED_CONTESTS_QUERY).at(-1)).toEqual({ sortBy: 'name', desc: false }));
    await user.click(within(screen.getByRole('columnheader', { name: /^Name/ })).getByRole('button'));
    // desc=1 is the list's default order: the kit leaves a default out of the address.
    await waitFor(() => expect(window.location.search).toBe('?sortBy=name'));
    await waitFor(() => expect(network.variables(DRAFTED_CONTESTS_QUERY).at(-1)).toEqual({ sortBy: 'name', desc: true }));
  });

  it('an address with a sort lands on it; a row opens the contest', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/drafted/contests?sortBy=voteEnd&desc=1', <ContestListPage />, {
      as: MANAGER,
      path: '/drafted/contests',
      extraRoutes: <Route path="/drafted/contest/:contestId" element={<p>contest page</p>} />,
    });
    await screen.findByText('Retro Night');
    expect(network.variables(DRAFTED_CONTESTS_QUERY)).toEqual([{ sortBy: 'voteEnd', desc: true }]);
    await user.click(within(screen.getAllByRole('row')[1]).getByText('Retro Night'));
    await waitFor(() => expect(window.location.pathname).toBe('/drafted/contest/2'));
  });

  it('a failed load shows its text in the table; Retry asks again', async () => {
    const user = userEvent.setup({ delay: null });
    network.graphqlOnce(DRAFTED_CONTESTS_QUERY, gqlError('INTERNAL', 'database down'));
    renderScreen('/drafted/contests', <ContestListPage />, { as: MANAGER });
    expect(await screen.findByText(DRAFTED_MESSAGES.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Retro Night')).toBeInTheDocument();
    expect(network.variables(DRAFTED_CONTESTS_QUERY)).toHaveLength(2);
  });
});
