import { useEffect, useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockNetwork, renderScreen, userWith } from '@portal/shared/testing';
import { DRAFTED_ORGANIZATIONS_QUERY, DRAFTED_SPONSORS_QUERY } from '../api';
import { ContestDialog } from './ContestDialog';

// The contest dialog's date fields keep what the user typed until Enter, whatever re-renders the
// dialog meanwhile (here its parent, with new callbacks).
const network = mockNetwork();
jest.setTimeout(30_000);

const MANAGER = userWith(['draftedManager'], { email: 'drafted@demo.local' });

beforeEach(() => {
  network.graphql(DRAFTED_ORGANIZATIONS_QUERY, { draftedOrganizations: [] });
  network.graphql(DRAFTED_SPONSORS_QUERY, { draftedSponsors: [] });
});

let rerenderParent = () => {};
function Parent() {
  const [renders, setRenders] = useState(0);
  useEffect(() => {
    rerenderParent = () => setRenders((n) => n + 1);
  }, []);
  return <ContestDialog key="dialog" onDone={() => renders} onClose={() => renders} />;
}

async function typeDate(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, text: string) {
  await user.click(input);
  await user.clear(input);
  await user.type(input, text);
}

describe('ContestDialog', () => {
  it('a date typed over an earlier one survives a re-render before Enter', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/drafted/contests', <Parent />, { as: MANAGER });
    const voteEnd = (await screen.findByRole('dialog')).querySelector<HTMLInputElement>('#contest-vote-end')!;
    await typeDate(user, voteEnd, '2030-01-02 10:00:00');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(voteEnd).toHaveValue('2030-01-02 10:00:00'));

    await typeDate(user, voteEnd, '2030-01-12 21:30:15');
    act(() => rerenderParent());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(voteEnd).toHaveValue('2030-01-12 21:30:15'));
  });
});
