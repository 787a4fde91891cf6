import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { loadScreen } from '../remotes/remoteRegistry';
import { RemoteScreen } from './RemoteScreen';

jest.mock('../remotes/remoteRegistry', () => ({ loadScreen: jest.fn() }));
jest.mock('../errors/reportError', () => ({ reportError: jest.fn(() => Promise.resolve()) }));

// Screens of one remote: loadScreen answers a new promise on each call, as the real one does.
const screens: Record<string, () => ReactElement> = {
  list: () => <Link to="/templates/7">Template 7</Link>,
  detail: () => <h1>Template #7</h1>,
};

beforeEach(() => {
  jest
    .mocked(loadScreen)
    .mockReset()
    .mockImplementation((_area, name) => Promise.resolve({ default: screens[name] }));
});

/** A remote's list and detail screens at /templates and /templates/:id, as the shell routes them. */
function renderTemplates(area: string) {
  const route = (path: string, screenName: string) => (
    <Route path={path} element={<RemoteScreen route={{ area, path, access: 'loggedIn', screen: screenName }} />} />
  );
  render(
    <MemoryRouter initialEntries={['/templates']}>
      <Routes>
        {route('/templates', 'list')}
        {route('/templates/:id', 'detail')}
      </Routes>
    </MemoryRouter>,
  );
}

it('moves from one screen of a remote to another (a navigation is a transition)', async () => {
  // As BrowserRouter in the shell: react-router renders each navigation in a transition.
  renderTemplates('orders');
  await userEvent.click(await screen.findByRole('link', { name: 'Template 7' }));

  expect(await screen.findByRole('heading', { name: 'Template #7' })).toBeInTheDocument();
  // Each screen's code was asked for once, not once per render.
  expect(jest.mocked(loadScreen).mock.calls.map(([, name]) => name)).toEqual(['list', 'detail']);
});

it('shows the loading page, not the old screen, while the next screen loads', async () => {
  let loadDetail: (module: { default: () => ReactElement }) => void = () => {};
  jest.mocked(loadScreen).mockImplementation((_area, name) =>
    name === 'detail'
      ? new Promise((resolve) => {
          loadDetail = resolve;
        })
      : Promise.resolve({ default: screens[name] }),
  );
  // Another area than the first test's: screens loaded once stay loaded for the page's life.
  renderTemplates('returns');
  await userEvent.click(await screen.findByRole('link', { name: 'Template 7' }));

  // The list must not stay clickable under the detail's URL.
  expect(screen.queryByRole('link', { name: 'Template 7' })).not.toBeInTheDocument();
  await act(async () => loadDetail({ default: screens.detail }));
  expect(await screen.findByRole('heading', { name: 'Template #7' })).toBeInTheDocument();
});

it('Retry asks for a screen that failed again', async () => {
  jest
    .mocked(loadScreen)
    .mockRejectedValueOnce(Object.assign(new Error('Remote designs could not be loaded: offline'), { name: 'RemoteUnavailableError' }));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={['/x']}>
      <Routes>
        <Route path="/x" element={<RemoteScreen route={{ area: 'designs', path: '/x', access: 'loggedIn', screen: 'detail' }} />} />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Template #7' })).toBeInTheDocument();
  await act(async () => {});
  expect(loadScreen).toHaveBeenCalledTimes(2);
});
