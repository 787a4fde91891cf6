import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useSession } from '@portal/shared/platform';
import { accessFrom, type SessionUser } from '@portal/shared/core';
import { prefetchArea, useRemoteRegistry } from '../remotes/remoteRegistry';
import { NavDrawer, selectedEntry } from './NavDrawer';

jest.mock('../remotes/remoteRegistry', () => ({ ...jest.requireActual('../remotes/remoteRegistry'), prefetchArea: jest.fn() }));

const user = (flags: Parameters<typeof accessFrom>[0], over: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  email: 'u@demo.local',
  name: 'U',
  userType: 'INTERNAL',
  repCode: null,
  repManagerCode: null,
  access: accessFrom(flags),
  ...over,
});

beforeEach(() => {
  jest.mocked(prefetchArea).mockClear();
  useRemoteRegistry.setState({
    status: 'ready',
    areas: [
      {
        name: 'orders',
        entry: '',
        status: 'ready',
        code: 'idle',
        routes: [{ path: '/saved', access: 'orderPages', screen: 'orderList.saved' }],
        drawer: [
          { label: 'Saved', path: '/saved', access: 'orderPages', order: 1, icon: 'file-text' },
          { label: 'Color Stories', path: '/color_stories', access: 'colorStories', order: 2 },
        ],
      },
      { name: 'returns', entry: '', status: 'failed', code: 'idle', routes: [], drawer: [] },
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

  it('draws the entries from route data alone, icons by name, without loading any remote', () => {
    useSession.getState().signedIn(user(['order']));
    const nav = renderDrawer();
    expect(nav.getByRole('link', { name: 'Saved' }).closest('li')?.querySelector('.anticon-file-text')).not.toBeNull();
    expect(prefetchArea).not.toHaveBeenCalled();
  });

  it("starts loading an entry's screen when the pointer reaches it", () => {
    useSession.getState().signedIn(user(['order']));
    const nav = renderDrawer();
    fireEvent.pointerEnter(nav.getByRole('link', { name: 'Saved' }));
    expect(prefetchArea).toHaveBeenCalledWith('orders', 'orderList.saved');
  });

  it('shows nothing of an area the user has no access to', () => {
    useSession.getState().signedIn(user([]));
    const nav = renderDrawer();
    expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual(['Home']);
  });

  it('tells which entry is the current page, and groups entries under their titles', () => {
    useRemoteRegistry.setState((s) => ({
      areas: s.areas.map((a) => (a.name === 'orders' ? { ...a, drawer: a.drawer.map((d) => ({ ...d, group: 'Order Lists' })) } : a)),
    }));
    useSession.getState().signedIn(user(['order']));
    const nav = renderDrawer('/saved/42');
    expect(nav.getByRole('link', { name: 'Saved' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    const group = nav.getByRole('list', { name: 'Order Lists' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Saved']);
  });

  it('marks the entry of the current page, detail pages included', () => {
    expect(
      selectedEntry(
        [
          { label: 'Saved', path: '/saved', access: 'loggedIn' },
          { label: 'Home', path: '/', access: 'loggedIn' },
        ],
        '/saved/42',
      ),
    ).toBe('/saved');
    expect(selectedEntry([{ label: 'Home', path: '/', access: 'loggedIn' }], '/saved')).toBeUndefined();
  });
});
