import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { MARKETING_MESSAGES as M, MARKETING_ZIP_NAME } from '@portal/shared/core';
import { createTestApp, signIn, type TestApp } from '../../../../test/harness';
import { unzipEntries as unzip } from '../../../../test/unzip';

// Marketing resources on the server (spec 002 §2, §3, §6, §7): a folder's listing, the zip of the
// chosen files and folders (paths rewritten to /ImageDown by the screen), the files under
// /Images/Marketing and /ImageDown/Marketing, the thumbnails; signed-in users only.

let t: TestApp;
let rep = '';
before(async () => {
  t = await createTestApp();
  rep = await signIn(t.app, 'rep@demo.local');
});
after(() => t.close());

interface Resource {
  type: string;
  name: string;
  parent: string;
  path: string;
  item: string;
  extension: string | null;
  size: number | null;
  width: number | null;
  height: number | null;
  duration: number | null;
  thumbnail: string | null;
}
const FIELDS = 'type name parent path item extension size width height duration thumbnail';
async function list(parent: string | null, cookie: string | null = rep) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/gql',
    headers: cookie ? { cookie } : {},
    payload: { query: `query($p: String) { marketingResources(parent: $p) { ${FIELDS} } }`, variables: { p: parent } },
  });
  return r.json() as { data: { marketingResources: Resource[] } | null; errors?: { message: string; extensions: { code: string } }[] };
}
const download = (files: unknown, cookie: string | null = rep) =>
  t.app.inject({ method: 'POST', url: '/api/marketing_resources/download', headers: cookie ? { cookie } : {}, payload: { files } });

const PNG = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

describe('marketingResources(parent)', () => {
  test('the top: folders first, then files by name, each with its /Images/Marketing path', async () => {
    const { data } = await list(null);
    assert.deepEqual(
      data!.marketingResources.map((r) => `${r.type} ${r.name}`),
      [
        'DIRECTORY Archive',
        'DIRECTORY Corporate',
        'DIRECTORY Golf',
        'DIRECTORY Pro Sports',
        'OTHER Campaign Calendar.csv',
        'IMAGE Welcome Banner.png',
      ],
    );
    const banner = data!.marketingResources.find((r) => r.type === 'IMAGE')!;
    assert.equal(banner.path, '/Images/Marketing/Welcome Banner.png');
    assert.equal(banner.parent, '');
    assert.equal(banner.extension, 'png');
    assert.deepEqual([banner.width, banner.height], [320, 120]);
    assert.match(banner.thumbnail!, /^\/Images\/MarketingThumbs\/\d+\.png$/);
    assert.equal(data!.marketingResources[0].path, '/Images/Marketing/Archive');
    assert.deepEqual(await list(''), { data });
  });

  test('a folder is the path after /marketing; a video has its duration and poster', async () => {
    const { data } = await list('Golf');
    assert.deepEqual(
      data!.marketingResources.map((r) => r.name),
      ['Logos', 'Clubhouse Display.png', 'Fairway Lifestyle.png', 'Season Teaser.webm'],
    );
    const video = data!.marketingResources.find((r) => r.type === 'VIDEO')!;
    assert.equal(video.duration, 2);
    assert.ok(video.thumbnail);
    assert.deepEqual(
      (await list('Golf/Logos')).data!.marketingResources.map((r) => r.parent),
      ['Golf/Logos', 'Golf/Logos'],
    );
  });

  test('an unknown folder (or a file, or ..) is NOT_FOUND; no session is UNAUTHENTICATED', async () => {
    for (const p of ['Nope', 'Golf/Fairway Lifestyle.png', 'Golf/../Corporate']) {
      const r = await list(p);
      assert.equal(r.errors?.[0].message, M.folderNotFound, p);
    }
    assert.equal((await list(null, null)).errors?.[0].extensions.code, 'UNAUTHENTICATED');
  });
});

describe('POST /api/marketing_resources/download', () => {
  test('two files by their /ImageDown paths: a zip of the real files', async () => {
    const r = await download(['/ImageDown/Marketing/Golf/Logos/Golf Classic Logo.png', '/ImageDown/Marketing/Corporate/Brand Guide.pdf']);
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(r.headers['content-type'], 'application/zip');
    assert.match(String(r.headers['content-disposition']), new RegExp(MARKETING_ZIP_NAME));
    const entries = await unzip(r.rawPayload);
    assert.deepEqual([...entries.keys()], ['Golf Classic Logo.png', 'Brand Guide.pdf']);
    assert.deepEqual(entries.get('Golf Classic Logo.png')!.subarray(0, 8), PNG);
    assert.deepEqual(
      await sharp(entries.get('Golf Classic Logo.png')!)
        .metadata()
        .then((m) => [m.width, m.height]),
      [160, 160],
    );
    assert.equal(entries.get('Brand Guide.pdf')!.subarray(0, 5).toString(), '%PDF-');
  });

  test('a folder brings its whole tree; a folder called Images inside keeps its name; /Images paths are read too', async () => {
    const r = await download(['/ImageDown/Marketing/Corporate', '/Images/Marketing/Golf/Season Teaser.webm']);
    assert.equal(r.statusCode, 200, r.body);
    const entries = await unzip(r.rawPayload);
    assert.deepEqual([...entries.keys()].sort(), [
      'Corporate/Brand Guide.pdf',
      'Corporate/Images/Booth Backdrop.png',
      'Corporate/Trade Show Banner.png',
      'Season Teaser.webm',
    ]);
    assert.deepEqual(entries.get('Season Teaser.webm')!.subarray(0, 4), Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  });

  test('refusals: no files, a path outside the library, an unknown resource, no session', async () => {
    assert.deepEqual([(await download([])).statusCode, (await download([])).json().message], [400, M.selectFiles]);
    assert.deepEqual(
      [(await download(['/etc/passwd'])).statusCode, (await download(['/etc/passwd'])).json().message],
      [400, M.invalidPath],
    );
    assert.equal((await download(['/ImageDown/Marketing/../../etc/passwd'])).statusCode, 404);
    assert.deepEqual((await download(['/ImageDown/Marketing/Golf/Nope.png'])).json(), { message: M.notFound });
    assert.equal((await download(['/ImageDown/Marketing/Golf/Fairway Lifestyle.png'], null)).statusCode, 401);
  });
});

describe('the files', () => {
  const get = (url: string, cookie: string | null = rep) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  test('/Images/Marketing shows the file, /ImageDown/Marketing downloads it', async () => {
    const shown = await get('/Images/Marketing/Golf/Fairway%20Lifestyle.png');
    assert.equal(shown.statusCode, 200);
    assert.equal(shown.headers['content-type'], 'image/png');
    assert.match(String(shown.headers['content-disposition']), /^inline/);
    assert.equal(shown.headers['cache-control'], 'private, max-age=3600');
    assert.deepEqual(shown.rawPayload.subarray(0, 8), PNG);
    const down = await get('/ImageDown/Marketing/Golf/Fairway%20Lifestyle.png');
    assert.match(String(down.headers['content-disposition']), /^attachment/);
    assert.deepEqual(down.rawPayload, shown.rawPayload);
    assert.equal((await get('/Images/Marketing/Golf/Season%20Teaser.webm')).headers['content-type'], 'video/webm');
  });

  test('thumbnails: an image scaled to fit 240 px, a video its poster', async () => {
    const top = (await list('Golf')).data!.marketingResources;
    const image = await get(top.find((r) => r.name === 'Fairway Lifestyle.png')!.thumbnail!);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.deepEqual(
      await sharp(image.rawPayload)
        .metadata()
        .then((m) => [m.width, m.height]),
      [240, 150],
    );
    const poster = await get(top.find((r) => r.type === 'VIDEO')!.thumbnail!);
    assert.deepEqual(
      await sharp(poster.rawPayload)
        .metadata()
        .then((m) => [m.width, m.height]),
      [160, 90],
    );
  });

  test('a folder, an unknown file, .. and no session', async () => {
    assert.equal((await get('/Images/Marketing/Golf')).statusCode, 404);
    assert.equal((await get('/Images/Marketing/Golf/Nope.png')).statusCode, 404);
    assert.equal((await get('/Images/Marketing/Golf/..%2F..%2F..%2Fetc%2Fpasswd')).statusCode, 404);
    assert.equal((await get('/ImageDown/Marketing/%2E%2E/Golf/Fairway%20Lifestyle.png')).statusCode, 404);
    assert.equal((await get('/Images/MarketingThumbs/999999.png')).statusCode, 404);
    assert.equal((await get('/Images/Marketing/Golf/Fairway%20Lifestyle.png', null)).statusCode, 401);
  });
});
