import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useSession } from '@portal/shared/platform';
import { accessFrom, type SessionUser } from '@portal/shared/core';
import { useRemoteRegistry } from '../remotes/remoteRegistry';
import { NavDrawer, selectedEntry } from './NavDrawer';

const screenLoader = () => Promise.resolve({ default: () => null });
const user = (flags: Parameters<typeof accessFrom>[0], over: Partial<SessionUser> = {}): SessionUser => ({
  id: 1, email: 'u@demo.local', name: 'U', userType: 'INTERNAL', repCode: null, repManagerCode: null, access: accessFrom(flags), ...over,
});

beforeEach(() => {
  useRemoteRegistry.setState({
    status: 'ready',
    areas: [
      {
        name: 'orders', entry: '', status: 'ready',
        manifest: {
          area: 'orders',
          routes: [{ path: '/saved', access: 'orderPages', load: screenLoader }],
          drawer: [
            { label: 'Saved', path: '/saved', access: 'orderPages', order: 1 },
            { label: 'Color Stories', path: '/color_stories', access: 'colorStories', order: 2 },
          ],
        },
      },
      { name: 'returns', entry: '', status: 'failed', manifest: null },
    ],
  });
});

function renderDrawer(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavDrawer />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('NavDrawer', () => {
  it("shows only the entries the user's flags allow", () => {
    useSession.getState().signedIn(user(['order']));
    const nav = renderDrawer();
    expect(nav.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Saved' })).toHaveAttribute('href', '/saved');
    expect(nav.queryByRole('link', { name: 'Color Stories' })).not.toBeInTheDocument();
  });

  it('shows nothing of an area the user has no access to', () => {
    useSession.getState().signedIn(user([]));
    const nav = renderDrawer();
    expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual(['Home']);
  });

  it('marks the entry of the current page, detail pages included', () => {
    expect(selectedEntry([{ label: 'Saved', path: '/saved', access: 'loggedIn' }, { label: 'Home', path: '/', access: 'loggedIn' }], '/saved/42')).toBe('/saved');
    expect(selectedEntry([{ label: 'Home', path: '/', access: 'loggedIn' }], '/saved')).toBeUndefined();
  });
});
