import { matchRoutes } from 'react-router';
import { candidateRoutes } from './candidateRoutes';

// Narrowing the table must never change which route a path opens.

const table = [
  '/orders',
  '/orders/:orderId',
  '/order_history',
  '/order_history/:orderId',
  '/order_history/:orderId/return',
  '/returns',
  '/returns/:id/edit',
  '/café/menu',
  '/designs/*',
  '/:tenant/settings',
  '/order_approval/:orderId/:token/approve',
].map((path) => ({ path }));

const paths = [
  '/',
  '/orders',
  '/orders/',
  '/Orders/12',
  '/ORDER_HISTORY/5/return',
  '/order_history/5',
  '/returns/9/edit',
  '/caf%C3%A9/menu',
  '/designs/a/b/c',
  '/acme/settings',
  '/order_approval/1/abc/approve',
  '/nowhere',
  '/%E0%A4%A', // not decodable
];

describe('candidateRoutes', () => {
  it.each(paths)('%s opens the same route as the whole table', (path) => {
    const whole = matchRoutes(table, path)?.at(-1)?.route.path ?? null;
    const narrowed = matchRoutes(candidateRoutes(table, path), path)?.at(-1)?.route.path ?? null;
    expect(narrowed).toBe(whole);
  });

  it('keeps only the routes that could match', () => {
    expect(candidateRoutes(table, '/orders/12').map((r) => r.path)).toEqual(['/orders', '/orders/:orderId', '/:tenant/settings']);
    expect(candidateRoutes(table, '/returns').map((r) => r.path)).toEqual(['/returns', '/returns/:id/edit', '/:tenant/settings']);
  });
});
