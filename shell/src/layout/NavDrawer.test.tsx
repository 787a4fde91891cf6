import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { useSession } from '@portal/shared/platform';
import { accessFrom, type SessionUser } from '@portal/shared/core';
import { startLiveChannel, stopLiveChannel } from '@portal/shared/live';
import { fakeLiveChannel, mockNetwork } from '@portal/shared/testing';
import { prefetchArea, useRemoteRegistry } from '../remotes/remoteRegistry';
import { NavDrawer, selectedEntry } from './NavDrawer';

const network = mockNetwork();
const live = fakeLiveChannel();

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
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <NavDrawer />
      </MemoryRouter>
    </QueryClientProvider>,
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

  it('shows the counters from one call per counter path, and follows changes the live channel hears', async () => {
    const counter = (key: string) => ({ url: `/api/orders/total?values=${key}`, key, live: 'order' as const });
    useRemoteRegistry.setState((s) => ({
      areas: s.areas.map((a) =>
        a.name === 'orders'
          ? {
              ...a,
              drawer: [
                { label: 'Saved', path: '/saved', access: 'orderPages', counter: counter('saved') },
                { label: 'Parked', path: '/parked', access: 'orderPages', counter: counter('parked') },
              ],
            }
          : a,
      ),
    }));
    network.restOnce('GET', '/api/orders/total', { saved: 12, parked: 3 });
    network.restOnce('GET', '/api/orders/total', { saved: 13, parked: 3 });
    useSession.getState().signedIn(user(['order']));
    const nav = renderDrawer();
    startLiveChannel(jest.fn());
    live.open();
    const count = (path: string) => nav.queryByText((_, element) => element?.getAttribute('data-counter') === path)?.textContent;
    await waitFor(() => expect(count('/saved')).toBe('12'), { timeout: 3000 });
    expect(count('/parked')).toBe('3');
    expect(network.restCalls('GET', '/api/orders/total').map((c) => c.search.getAll('values'))).toEqual([['saved', 'parked']]);

    live.send([{ kind: 'return', id: 5, mine: false }]);
    live.send([{ kind: 'order', id: 9, mine: false }]);
    await waitFor(() => expect(count('/saved')).toBe('13'));
    expect(network.restCalls('GET', '/api/orders/total')).toHaveLength(2);
    stopLiveChannel();
  });
});
