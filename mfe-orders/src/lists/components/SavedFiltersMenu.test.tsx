import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared';
import { mockNetwork, renderScreen, reply, signInAs, userWith } from '@portal/shared/testing';
import { SavedFiltersMenu } from './SavedFiltersMenu';

// Saved filters are opened, renamed and deleted from the Saved Filters menu.
const network = mockNetwork();
jest.setTimeout(40_000);

const golf = { id: 3, name: 'Golf', link: '/saved?department=Golf', count: 4 };
const riley = { id: 5, name: 'Riley', link: '/saved?rep=101', count: 2 };

beforeEach(() => {
  signInAs(userWith(['order']));
  network.rest('GET', '/api/filters', [golf, riley]);
});

async function openManager(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Saved Filters/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Rename or delete…' }));
  return screen.findByRole('dialog', { name: 'Saved Filters' });
}

it('opens a saved filter from the menu', async () => {
  const user = userEvent.setup({ delay: null });
  const h = renderScreen('/saved', <SavedFiltersMenu />);
  await user.click(screen.getByRole('button', { name: /Saved Filters/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Riley (2)' }));
  await waitFor(() => expect(h.params().get('rep')).toBe('101'));
});

it('renames a filter: an empty name is refused before sending, the answer replaces the list', async () => {
  const user = userEvent.setup({ delay: null });
  renderScreen('/saved', <SavedFiltersMenu />);
  const dialog = await openManager(user);
  await user.click(within(dialog).getByRole('button', { name: 'Rename Golf' }));
  const input = within(dialog).getByRole('textbox', { name: 'Filter name' });
  await user.clear(input);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(messages.filterNameRequired)).toBeInTheDocument();
  expect(network.restCalls('POST', '/api/filters/:id/rename')).toEqual([]);

  network.rest('POST', '/api/filters/:id/rename', [{ ...golf, name: 'Golf department' }, riley]);
  await user.type(input, 'Golf department{Enter}');
  expect(await within(dialog).findByText('Golf department (4)')).toBeInTheDocument();
  expect(network.restCalls('POST', '/api/filters/:id/rename').map((c) => [c.path, c.body])).toEqual([
    ['/api/filters/3/rename', { name: 'Golf department' }],
  ]);
  // The menu shows the new name too.
  await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
  await user.click(screen.getByRole('button', { name: /Saved Filters/ }));
  expect(await screen.findByRole('menuitem', { name: 'Golf department (4)' })).toBeInTheDocument();
});

it('deletes a filter only after confirming, and keeps it when the server refuses', async () => {
  const user = userEvent.setup({ delay: null });
  renderScreen('/saved', <SavedFiltersMenu />);
  const dialog = await openManager(user);
  network.rest('POST', '/api/filters/:id/delete', reply(404, { message: 'Not found' }));
  await user.click(within(dialog).getByRole('button', { name: 'Delete Riley' }));
  // antd names every dialog 'test-id' under jest, so the second one is found by its text.
  const confirm = (await screen.findByText(/Delete the saved filter/)).closest<HTMLElement>('[role="dialog"]')!;
  expect(confirm).toHaveTextContent('Delete the saved filter “Riley”?');
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(network.restCalls('POST', '/api/filters/:id/delete')).toHaveLength(1));
  expect(within(dialog).getByText('Riley (2)')).toBeInTheDocument();

  network.rest('POST', '/api/filters/:id/delete', [golf]);
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(within(dialog).queryByText('Riley (2)')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.queryByText(/Delete the saved filter/)).not.toBeInTheDocument());
  expect(network.restCalls('POST', '/api/filters/:id/delete').map((c) => c.path)).toEqual([
    '/api/filters/5/delete',
    '/api/filters/5/delete',
  ]);
});
