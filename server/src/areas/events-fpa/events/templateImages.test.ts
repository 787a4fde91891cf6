import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, signIn, type TestApp } from '../../../../test/harness';
import { customEvents } from '../../../db/tables/events-fpa';

// GET /Images/Templates/{image} (spec 002 §7): the seeded events' images are real files
// in the FileStore, served with their content type and caching headers; a missing file is 404 and
// nothing outside templates/ can be named.

let t: TestApp;
let cookie = '';
let event: { handle: string; logo: string | null; banner: string | null; mobileBanner: string | null };
before(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, 'csr@demo.local');
  [event] = await t.database.db
    .select({ handle: customEvents.handle, logo: customEvents.logo, banner: customEvents.banner, mobileBanner: customEvents.mobileBanner })
    .from(customEvents)
    .orderBy(asc(customEvents.id))
    .limit(1);
});
after(() => t.close());
const get = (url: string, headers: Record<string, string> = { cookie }) => t.app.inject({ method: 'GET', url, headers });

describe('GET /Images/Templates/{image}', () => {
  test("a seeded event's logo and banners are real images, cached privately with an ETag", async () => {
    const logo = await get(`/Images/Templates/${event.logo}`);
    assert.equal(logo.statusCode, 200);
    assert.equal(logo.headers['content-type'], 'image/png');
    assert.equal(logo.headers['cache-control'], 'private, max-age=86400, must-revalidate');
    assert.deepEqual(
      await sharp(logo.rawPayload)
        .metadata()
        .then((m) => [m.format, m.width, m.height]),
      ['png', 400, 400],
    );
    const banner = await get(`/Images/Templates/${event.banner}`);
    assert.equal(banner.headers['content-type'], 'image/jpeg');
    assert.deepEqual(
      await sharp(banner.rawPayload)
        .metadata()
        .then((m) => [m.format, m.width, m.height]),
      ['jpeg', 1200, 300],
    );
    assert.deepEqual(
      await sharp((await get(`/Images/Templates/${event.mobileBanner}`)).rawPayload)
        .metadata()
        .then((m) => [m.width, m.height]),
      [600, 300],
    );
    // Kept in the store: the same bytes again, and 304 for the browser's copy.
    assert.ok(await t.app.platform.files.exists(`templates/${event.logo}`));
    const again = await get(`/Images/Templates/${event.logo}`, { cookie, 'if-none-match': String(logo.headers.etag) });
    assert.equal(again.statusCode, 304);
  });

  test('a file put in the store is served as it is', async () => {
    const png = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    await t.app.platform.files.put('templates/uploaded-logo.png', png);
    const r = await get('/Images/Templates/uploaded-logo.png');
    assert.equal(r.statusCode, 200);
    assert.deepEqual(r.rawPayload, png);
  });

  test('a missing file is 404 (a seeded-looking name of no event too)', async () => {
    for (const name of ['nope.png', 'no-such-event-logo.png', `${event.handle}-logo.gif`, `${event.handle}-logo.txt`]) {
      assert.equal((await get(`/Images/Templates/${name}`)).statusCode, 404, name);
    }
  });

  test('no path traversal: encoded slashes and dots name nothing outside templates/', async () => {
    await t.app.platform.files.put('secret/passwords.png', 'not for the browser');
    for (const url of [
      '/Images/Templates/..%2Fsecret%2Fpasswords.png',
      '/Images/Templates/%2E%2E%2Fsecret%2Fpasswords.png',
      '/Images/Templates/..%5Csecret%5Cpasswords.png',
      '/Images/Templates/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
      '/Images/Templates/....png',
    ]) {
      const r = await get(url);
      assert.equal(r.statusCode, 404, url);
      assert.ok(!r.body.includes('not for the browser'), url);
    }
    const dotted = await get('/Images/Templates/../../secret/passwords.png');
    assert.notEqual(dotted.statusCode, 200);
  });

  test('no session: 401', async () => {
    assert.equal((await get(`/Images/Templates/${event.logo}`, {})).statusCode, 401);
  });
});
