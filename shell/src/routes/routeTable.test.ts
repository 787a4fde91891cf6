import type { RemoteRouteData } from '@portal/shared/platform';
import { matchRoutes } from 'react-router';
import { buildRouteTable, drawerEntries } from './routeTable';
import type { Area } from '../remotes/remoteRegistry';

const area = (name: string, data: Omit<RemoteRouteData, 'area'>): Area => ({
  name,
  entry: `/remotes/${name}/mf-manifest.json`,
  status: 'ready',
  code: 'idle',
  ...data,
});

const orders = area('orders', {
  routes: [
    { path: '/order_history', access: 'orderPages', screen: 'orderList.order_history' },
    { path: '/order_history/:orderId', access: 'orderPages', screen: 'orderDetail' },
  ],
  drawer: [{ label: 'Order History', path: '/order_history', access: 'orderPages', order: 20 }],
});
const returns = area('returns', {
  routes: [{ path: '/order_history/:orderId/return', access: 'returns', screen: 'create' }],
  drawer: [
    { label: 'Returns', path: '/returns', access: 'returns', order: 30 },
    { label: 'Saved', path: '/saved', access: 'orderPages', order: 10 },
  ],
});

describe('route table', () => {
  it('lets a remote own a path under another area prefix: the most specific path wins', () => {
    const table = buildRouteTable([orders, returns]);
    const match = matchRoutes(table, '/order_history/42/return');
    expect(match?.at(-1)?.route).toMatchObject({ area: 'returns', path: '/order_history/:orderId/return', screen: 'create' });
    expect(matchRoutes(table, '/order_history/42')?.at(-1)?.route).toMatchObject({ area: 'orders' });
  });

  it('keeps the first claim when two areas declare the same path', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const clash = area('admin', { routes: [{ path: '/order_history', access: 'loggedIn', screen: 'users' }], drawer: [] });
    expect(buildRouteTable([orders, clash]).filter((r) => r.path === '/order_history')).toEqual([
      expect.objectContaining({ area: 'orders' }),
    ]);
  });

  it('orders drawer entries of every area by their position, each knowing its area', () => {
    expect(drawerEntries([orders, returns]).map((e) => [e.label, e.area])).toEqual([
      ['Saved', 'returns'],
      ['Order History', 'orders'],
      ['Returns', 'returns'],
    ]);
  });

  it('ignores areas whose route data could not be read', () => {
    expect(buildRouteTable([{ ...orders, status: 'failed', routes: [], drawer: [] }, returns])).toHaveLength(1);
  });
});
