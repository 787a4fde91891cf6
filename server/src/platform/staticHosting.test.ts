import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { IMMUTABLE, NO_CACHE } from './staticHosting';

// A fake build: the shell and two remotes (orders, configured on another origin, and admin, hosted
// here with its route data); the other four are "not built".
const root = mkdtempSync(path.join(tmpdir(), 'portal-static-'));
const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/main.0a1b2c3d4e.js"></script></body></html>';
const MAIN_JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const ADMIN_ROUTES = {
  area: 'admin',
  routes: [{ path: '/user_admin', access: 'userAdmin', screen: 'users' }],
  drawer: [{ label: 'Users', path: '/user_admin', access: 'userAdmin', icon: 'team', group: 'Admin', order: 300 }],
};

function write(file: string, content: string | Buffer) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

let t: TestApp;
before(async () => {
  write('shell/dist/index.html', INDEX);
  write('shell/dist/main.0a1b2c3d4e.js', MAIN_JS);
  write('shell/dist/main.0a1b2c3d4e.js.br', brotliCompressSync(MAIN_JS));
  write('shell/dist/main.0a1b2c3d4e.js.gz', gzipSync(MAIN_JS));
  write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('mfe-orders/dist/mf-manifest.json', '{"id":"orders"}');
  write('mfe-orders/dist/remoteEntry.js', 'var orders;');
  write('mfe-orders/dist/412.deadbeef99.js', 'var chunk;');
  write('mfe-orders/dist/routes.json', JSON.stringify({ area: 'orders', routes: [], drawer: [] }));
  write('mfe-admin/dist/mf-manifest.json', '{"id":"admin"}');
  write('mfe-admin/dist/routes.json', JSON.stringify(ADMIN_ROUTES));
  write('mfe-events-fpa/dist/mf-manifest.json', '{"id":"events_fpa"}');
  write('mfe-events-fpa/dist/routes.json', '{"area":"events_fpa","routes":');
  write('remotes.json', JSON.stringify({ orders: '/from-file/orders.json', returns: 'https://cdn.example.com/returns/mf-manifest.json' }));
  t = await createTestApp({
    env: {
      STATIC_ROOT: root,
      REMOTES_FILE: path.join(root, 'remotes.json'),
      REMOTE_ORDERS_URL: 'https://orders.example.com/mf-manifest.json',
    },
  });
});
after(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('/remotes.json', () => {
  test('answers every remote: defaults, REMOTES_FILE, and REMOTE_<NAME>_URL winning over the file', async () => {
    const response = await get('/remotes.json');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], NO_CACHE);
    const manifests = Object.fromEntries(Object.entries(response.json() as Record<string, { manifest: string }>).map(([k, v]) => [k, v.manifest]));
    assert.deepEqual(manifests, {
      orders: 'https://orders.example.com/mf-manifest.json',
      returns: 'https://cdn.example.com/returns/mf-manifest.json',
      design_requests: '/remotes/design_requests/mf-manifest.json',
      designs_color: '/remotes/designs_color/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
      events_fpa: '/remotes/events_fpa/mf-manifest.json',
    });
  });

  test('carries the routes and drawer entries of a remote hosted here, from the routes.json beside its manifest', async () => {
    const remotes = (await get('/remotes.json')).json();
    assert.deepEqual(remotes.admin, { manifest: '/remotes/admin/mf-manifest.json', routes: ADMIN_ROUTES.routes, drawer: ADMIN_ROUTES.drawer });
  });

  test('leaves the route data out for a remote on another origin, one not built, and one whose routes.json is broken', async () => {
    const remotes = (await get('/remotes.json')).json();
    // orders has a dist here, but its configured URL is another origin's: the shell reads that origin's routes.json.
    assert.deepEqual(remotes.orders, { manifest: 'https://orders.example.com/mf-manifest.json' });
    assert.deepEqual(remotes.design_requests, { manifest: '/remotes/design_requests/mf-manifest.json' });
    assert.deepEqual(remotes.events_fpa, { manifest: '/remotes/events_fpa/mf-manifest.json' });
  });

  test("a redeployed remote's new routes show at once, without a restart", async () => {
    const redeployed = { ...ADMIN_ROUTES, routes: [...ADMIN_ROUTES.routes, { path: '/user_admin/external', access: 'externalUsers', screen: 'external' }] };
    write('mfe-admin/dist/routes.json', JSON.stringify(redeployed));
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(root, 'mfe-admin/dist/routes.json'), later, later);
    try {
      assert.deepEqual((await get('/remotes.json')).json().admin.routes, redeployed.routes);
    } finally {
      write('mfe-admin/dist/routes.json', JSON.stringify(ADMIN_ROUTES));
    }
  });

  test('serves routes.json with the remote, revalidated on every use', async () => {
    const response = await get('/remotes/admin/routes.json', { origin: 'http://localhost:3000' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), ADMIN_ROUTES);
    assert.equal(response.headers['cache-control'], NO_CACHE);
    assert.equal(response.headers['access-control-allow-origin'], '*');
  });

  test('the CSP lets the page load scripts from the configured remote origins', async () => {
    const csp = String((await get('/remotes.json')).headers['content-security-policy']);
    assert.match(csp, /script-src 'self' https:\/\/orders\.example\.com https:\/\/cdn\.example\.com/);
    assert.match(csp, /connect-src 'self' https:\/\/orders\.example\.com https:\/\/cdn\.example\.com/);
  });
});

describe('the shell and the remotes', () => {
  test('serves the brotli file when the browser accepts it', async () => {
    const response = await get('/main.0a1b2c3d4e.js', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers['content-type']), /javascript/);
    assert.match(String(response.headers.vary), /accept-encoding/i);
    assert.deepEqual(response.rawPayload, brotliCompressSync(MAIN_JS));
  });

  test('serves gzip or the plain file to browsers without brotli', async () => {
    assert.equal((await get('/main.0a1b2c3d4e.js', { 'accept-encoding': 'gzip' })).headers['content-encoding'], 'gzip');
    const plain = await get('/main.0a1b2c3d4e.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, MAIN_JS);
  });

  test('caches content-hashed files for a year and revalidates the rest', async () => {
    assert.equal((await get('/main.0a1b2c3d4e.js', { 'accept-encoding': 'br' })).headers['cache-control'], IMMUTABLE);
    assert.equal((await get('/remotes/orders/412.deadbeef99.js')).headers['cache-control'], IMMUTABLE);
    assert.equal((await get('/')).headers['cache-control'], NO_CACHE);
    assert.equal((await get('/favicon.svg')).headers['cache-control'], NO_CACHE);
    assert.equal((await get('/remotes/orders/mf-manifest.json')).headers['cache-control'], NO_CACHE);
    assert.equal((await get('/remotes/orders/remoteEntry.js')).headers['cache-control'], NO_CACHE);
  });

  test('serves a remote with CORS so a shell on another origin can load it', async () => {
    const response = await get('/remotes/orders/mf-manifest.json', { origin: 'http://localhost:3000' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().id, 'orders');
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.equal(response.headers['cross-origin-resource-policy'], 'cross-origin');
  });

  test('a remote that is not built answers 404 while the rest works', async () => {
    assert.equal((await get('/remotes/returns/mf-manifest.json')).statusCode, 404);
    assert.equal((await get('/remotes/orders/remoteEntry.js')).statusCode, 200);
  });
});

describe('SPA fallback', () => {
  test('answers the shell for app routes, without a session', async () => {
    for (const url of ['/login', '/saved?page=2', '/order_approval/15/abc/approve', '/orders/12/edit']) {
      const response = await get(url, { accept: 'text/html' });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.body, INDEX, url);
      assert.match(String(response.headers['content-type']), /text\/html/);
      assert.equal(response.headers['cache-control'], NO_CACHE);
    }
  });

  test('does not answer the shell for the API, GraphQL, remotes or missing files', async () => {
    const api = await get('/api/nothing-here', { accept: 'text/html' });
    assert.equal(api.statusCode, 404);
    assert.equal(typeof api.json().message, 'string');
    assert.equal((await get('/remotes/orders/missing.js')).statusCode, 404);
    assert.equal((await get('/missing.0a1b2c3d4e.js')).statusCode, 404);
  });
});
