import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockNetwork, renderScreen, signInAs, userWith } from '@portal/shared/testing';
import { CREATE_PO } from '../api';
import { CreatePoDialog } from './CreatePoDialog';

// Create Po (spec 002 §5): the helper names the earliest date (20 days ahead, Toronto, moved off a
// weekend); a date before it is refused with the spec's wording and nothing is sent; an allowed
// date is sent as yyyy-mm-dd.

const network = mockNetwork();
jest.setTimeout(30_000);

beforeEach(() => {
  // Tuesday 2026-03-10 in Toronto: 20 days on is Monday 2026-03-30.
  jest.useFakeTimers({
    now: new Date('2026-03-10T15:00:00Z'),
    doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick'],
  });
  signInAs(userWith(['createDesignOrder']));
});
afterEach(() => jest.useRealTimers());

const ok = () => screen.getAllByRole('button', { name: 'Create Po' }).find((b) => b.closest('.ant-modal-footer'))!;

async function type(user: ReturnType<typeof userEvent.setup>, date: string) {
  const box = screen.getByRole('textbox', { name: 'Date Required' });
  await user.clear(box);
  await user.type(box, `${date}{Enter}`);
}

describe('CreatePoDialog', () => {
  it('shows the earliest date, keeps Create Po disabled for a date too soon, and sends an allowed one', async () => {
    network.graphql(CREATE_PO, { createDesignPO: 'DO000007' });
    const onDone = jest.fn(async () => {});
    const onClose = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderScreen('/designOrders/7', <CreatePoDialog id={7} onClose={onClose} onDone={onDone} />);
    expect(await screen.findByText('Earliest date required is 2026-03-30')).toBeVisible();
    expect(ok()).toBeDisabled();
    await type(user, '2026-03-27');
    expect(ok()).toBeDisabled();
    expect(screen.getByText('Earliest date required is 2026-03-30')).toBeVisible();
    await type(user, '2026-03-31');
    await waitFor(() => expect(ok()).toBeEnabled());
    await user.click(ok());
    await waitFor(() => expect(network.variables(CREATE_PO)).toEqual([{ id: 7, required: '2026-03-31' }]));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
