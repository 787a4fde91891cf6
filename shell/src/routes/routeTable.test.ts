import type { RemoteManifest } from '@portal/shared/platform';
import { matchRoutes } from 'react-router';
import { buildRouteTable, drawerEntries } from './routeTable';
import type { Area } from '../remotes/remoteRegistry';

const screen = () => Promise.resolve({ default: () => null });
const area = (name: string, manifest: Omit<RemoteManifest, 'area'>): Area => ({
  name, entry: `/remotes/${name}/mf-manifest.json`, status: 'ready', manifest: { area: name, ...manifest },
});

const orders = area('orders', {
  routes: [
    { path: '/order_history', access: 'orderPages', load: screen },
    { path: '/order_history/:orderId', access: 'orderPages', load: screen },
  ],
  drawer: [{ label: 'Order History', path: '/order_history', access: 'orderPages', order: 20 }],
});
const returns = area('returns', {
  routes: [{ path: '/order_history/:orderId/return', access: 'returns', load: screen }],
  drawer: [{ label: 'Returns', path: '/returns', access: 'returns', order: 30 }, { label: 'Saved', path: '/saved', access: 'orderPages', order: 10 }],
});

describe('route table', () => {
  it('lets a remote own a path under another area prefix: the most specific path wins', () => {
    const table = buildRouteTable([orders, returns]);
    const match = matchRoutes(table, '/order_history/42/return');
    expect(match?.at(-1)?.route).toMatchObject({ area: 'returns', path: '/order_history/:orderId/return' });
    expect(matchRoutes(table, '/order_history/42')?.at(-1)?.route).toMatchObject({ area: 'orders' });
  });

  it('keeps the first claim when two areas declare the same path', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const clash = area('admin', { routes: [{ path: '/order_history', access: 'loggedIn', load: screen }], drawer: [] });
    expect(buildRouteTable([orders, clash]).filter((r) => r.path === '/order_history')).toEqual([
      expect.objectContaining({ area: 'orders' }),
    ]);
  });

  it('orders drawer entries of every area by their position', () => {
    expect(drawerEntries([orders, returns]).map((e) => e.label)).toEqual(['Saved', 'Order History', 'Returns']);
  });

  it('ignores areas that failed to load', () => {
    expect(buildRouteTable([{ ...orders, status: 'failed', manifest: null }, returns])).toHaveLength(1);
  });
});
