import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { IMMUTABLE, NO_CACHE, ORDERS_MANIFEST_META, publicPageReader } from './staticHosting';

// A fake build: the shell and two remotes (orders, configured on another origin, and admin, hosted
// here with its route data); the other four are "not built".
const root = mkdtempSync(path.join(tmpdir(), 'portal-static-'));
const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/main.0a1b2c3d4e.js"></script></body></html>';
const MAIN_JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const APPROVAL_HTML =
  '<!doctype html><html><head><title>Order approval</title></head><body><div id="root"></div><script src="/public.1a2b3c4d5e.js"></script></body></html>';
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
  write('shell/dist/approval.html', APPROVAL_HTML);
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
    const manifests = Object.fromEntries(
      Object.entries(response.json() as Record<string, { manifest: string }>).map(([k, v]) => [k, v.manifest]),
    );
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
    assert.deepEqual(remotes.admin, {
      manifest: '/remotes/admin/mf-manifest.json',
      routes: ADMIN_ROUTES.routes,
      drawer: ADMIN_ROUTES.drawer,
    });
  });

  test('leaves the route data out for a remote on another origin, one not built, and one whose routes.json is broken', async () => {
    const remotes = (await get('/remotes.json')).json();
    // orders has a dist here, but its configured URL is another origin's: the shell reads that origin's routes.json.
    assert.deepEqual(remotes.orders, { manifest: 'https://orders.example.com/mf-manifest.json' });
    assert.deepEqual(remotes.design_requests, { manifest: '/remotes/design_requests/mf-manifest.json' });
    assert.deepEqual(remotes.events_fpa, { manifest: '/remotes/events_fpa/mf-manifest.json' });
  });

  test("a redeployed remote's new routes show at once, without a restart", async () => {
    const redeployed = {
      ...ADMIN_ROUTES,
      routes: [...ADMIN_ROUTES.routes, { path: '/user_admin/external', access: 'externalUsers', screen: 'external' }],
    };
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
    for (const url of ['/login', '/saved?page=2', '/orders/12/edit', '/order_approvals', '/saved/order_approval/1']) {
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

describe('the public approval page', () => {
  const ORDERS = 'https://orders.example.com/mf-manifest.json';
  const HEAD = [
    `<meta name="${ORDERS_MANIFEST_META}" content="${ORDERS}" />`,
    `<link rel="preload" href="${ORDERS}" as="fetch" crossorigin="anonymous" />`,
  ].join('\n    ');

  test('answers the public host page for the approval links, without a session, with the orders remote written in', async () => {
    for (const url of [
      '/order_approval/15/abc/approve',
      '/order_approval/15/abc/reject?utm=mail',
      '/order_approval/15/abc/approve/',
      '/order_approval/x',
    ]) {
      const response = await get(url, { accept: 'text/html' });
      assert.equal(response.statusCode, 200, url);
      assert.match(String(response.headers['content-type']), /^text\/html; charset=utf-8/, url);
      assert.equal(response.headers['cache-control'], NO_CACHE, url);
      // The configured URL of the orders remote (REMOTE_ORDERS_URL here), as /remotes.json gives it;
      // on another origin, so no first paint (this server cannot read that remote's build).
      assert.equal(response.body, APPROVAL_HTML.replace('</head>', `${HEAD}\n  </head>`), url);
      assert.equal(response.headers['set-cookie'], undefined, url);
    }
    assert.equal((await get('/order_approval/15/abc/approve')).statusCode, 200);
  });

  test('lets the page load scripts and the manifest from the orders remote (CSP)', async () => {
    const csp = String((await get('/order_approval/15/abc/approve', { accept: 'text/html' })).headers['content-security-policy']);
    assert.match(csp, /script-src 'self'[^;]* https:\/\/orders\.example\.com/);
    assert.match(csp, /connect-src 'self'[^;]* https:\/\/orders\.example\.com/);
  });

  test('the file itself and the rest of the shell are served as before', async () => {
    assert.equal((await get('/approval.html')).body, APPROVAL_HTML);
    assert.equal((await get('/login', { accept: 'text/html' })).body, INDEX);
  });

  describe('with the orders remote hosted here', () => {
    const PAGE =
      '<html><head><title>x</title></head><body><div id="root"><!--first-paint--><div class="boot-spinner"></div><!--/first-paint--></div></body></html>';
    const FIRST_PAINT = {
      css: '.approval-page{color:red}</style><script>',
      scripts: ['remoteEntry.js', '3763.a1a49f7140.js'],
      pages: [
        { path: '/order_approval/:orderId/:id/approve', html: '<main><h1>Approve Order</h1></main>' },
        { path: '/order_approval/:orderId/:id/reject', html: '<main><h1>Not Approved</h1></main>' },
      ],
    };
    const silent = { warn: () => {} } as unknown as Parameters<typeof publicPageReader>[1];
    let dir: string;
    const file = (name: string, content: string, at?: Date) => {
      const full = path.join(dir, name);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, content);
      if (at) utimesSync(full, at, at);
    };
    const reader = (orders = '/remotes/orders/mf-manifest.json') =>
      publicPageReader({ staticRoot: dir, remotes: { orders } as Parameters<typeof publicPageReader>[0]['remotes'] }, silent);

    before(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'portal-public-'));
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    test('puts the first paint of the page the address names, and its stylesheet, into the page', async () => {
      file('shell/dist/approval.html', PAGE);
      file('mfe-orders/dist/first-paint.json', JSON.stringify(FIRST_PAINT));
      const page = reader();
      const approve = String(await page('/order_approval/15/abc/approve'));
      assert.match(approve, /<div id="root"><main><h1>Approve Order<\/h1><\/main><\/div>/);
      assert.match(approve, /<meta name="portal-orders-manifest" content="\/remotes\/orders\/mf-manifest\.json" \/>/);
      // The stylesheet cannot end the <style> element early.
      assert.ok(approve.includes('<style>.approval-page{color:red}<\\/style><script></style>'), approve);
      // The remote's files the module needs download while the page's own script runs.
      assert.ok(
        approve.includes('<link rel="preload" href="/remotes/orders/mf-manifest.json" as="fetch" crossorigin="anonymous" />'),
        approve,
      );
      assert.ok(
        approve.includes(
          '<link rel="preload" href="/remotes/orders/remoteEntry.js" as="script" />\n    <link rel="preload" href="/remotes/orders/3763.a1a49f7140.js" as="script" />',
        ),
        approve,
      );
      assert.match(String(await page('/order_approval/15/abc/reject/')), /<h1>Not Approved<\/h1>/);
      // An address that is neither page: the spinner until the module says so, and no stylesheet.
      const other = String(await page('/order_approval/15/abc/maybe'));
      assert.match(other, /<!--first-paint--><div class="boot-spinner"><\/div><!--\/first-paint-->/);
      assert.ok(!other.includes('<style>'), other);
    });

    test('serves a rebuilt page or remote at once, and goes without a first paint that is missing or broken', async () => {
      file('shell/dist/approval.html', PAGE);
      file('mfe-orders/dist/first-paint.json', JSON.stringify(FIRST_PAINT));
      const page = reader();
      assert.match(String(await page('/order_approval/1/a/approve')), /Approve Order/);
      file(
        'mfe-orders/dist/first-paint.json',
        JSON.stringify({ ...FIRST_PAINT, pages: [{ path: FIRST_PAINT.pages[0].path, html: '<h1>v2</h1>' }] }),
        new Date(Date.now() + 5000),
      );
      assert.match(String(await page('/order_approval/1/a/approve')), /<h1>v2<\/h1>/);
      file('mfe-orders/dist/first-paint.json', '{"css":', new Date(Date.now() + 10_000));
      assert.match(String(await page('/order_approval/1/a/approve')), /boot-spinner/);
      // Only file names beside the manifest are preloaded.
      file(
        'mfe-orders/dist/first-paint.json',
        JSON.stringify({ ...FIRST_PAINT, scripts: ['https://evil.example/x.js'] }),
        new Date(Date.now() + 12_000),
      );
      const refused = String(await page('/order_approval/1/a/approve'));
      assert.match(refused, /boot-spinner/);
      assert.ok(!refused.includes('evil'), refused);
      rmSync(path.join(dir, 'mfe-orders/dist/first-paint.json'));
      assert.match(String(await page('/order_approval/1/a/approve')), /boot-spinner/);
      file('shell/dist/approval.html', PAGE.replace('<title>x</title>', '<title>v2</title>'), new Date(Date.now() + 15_000));
      assert.match(String(await page('/order_approval/1/a/approve')), /<title>v2<\/title>/);
    });

    test("answers null while the shell's build has no public page (the shell routes the address itself)", async () => {
      rmSync(path.join(dir, 'shell/dist/approval.html'), { force: true });
      assert.equal(await reader()('/order_approval/1/a/approve'), null);
    });

    test('writes the URL as an attribute value, whatever it holds', async () => {
      file('shell/dist/approval.html', PAGE);
      const html = String(await reader('https://cdn.example.com/o/mf-manifest.json?v="1"&x=<y>$&')('/order_approval/1/a/approve'));
      assert.ok(html.includes('content="https://cdn.example.com/o/mf-manifest.json?v=&quot;1&quot;&amp;x=&lt;y&gt;$&amp;"'), html);
    });
  });
});
