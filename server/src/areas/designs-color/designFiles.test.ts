import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { STORED_IMAGE_PX, designFileUrl, designImageUrl, sizedImageUrl } from '@portal/shared/core';
import sharp from 'sharp';
import { createTestApp, gqlAs, type TestApp } from '../../../test/harness';
import { multipart, PDF, png } from '../../../test/multipart';
import { designsColorArea } from '.';
import { createRequestedDesign } from './requestedDesign';
import { requestedDesign } from './designsTestKit';
import { designs } from '../../db/tables/designs-color';

// A design's files are files (designFiles.ts): every design has its image (and production file) in
// the file store, written once when it is made; the routes serve them as stored, with their own
// type; a file missing from the store is a 404, never a drawing made on the spot.

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());
const db = () => t.database.db;
const files = () => t.app.platform.files;
const gql = gqlAs(() => t);
const get = async (url: string, as = 'artist@demo.local') =>
  t.app.inject({ method: 'GET', url, headers: { cookie: await gql.cookie(as) } });

describe('design files', () => {
  test('every seeded design has its image and production file in the store; the image is served as stored', async () => {
    const [missing] = await db().select({ n: sql<number>`count(*)::int` }).from(designs).where(isNull(designs.imageKey));
    assert.equal(missing.n, 0, 'no design without an image file');
    const [d] = await db()
      .select({ id: designs.id, variation: designs.variation, imageKey: designs.imageKey, prodImage: designs.prodImage })
      .from(designs)
      .limit(1);
    assert.ok(d.imageKey && (await files().exists(d.imageKey)));
    assert.ok(d.prodImage && (await files().exists(d.prodImage)));
    const served = await get(designImageUrl(d));
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/svg+xml');
    assert.deepEqual(served.rawPayload, await files().bytes(d.imageKey));
    // Nothing is drawn when asked: a file gone from the store is a 404.
    await files().delete(d.imageKey);
    assert.equal((await get(designImageUrl(d))).statusCode, 404);
  });

  test('a list row’s thumbnail is a small PNG of the design’s image, made once per file; only for users who see the design', async () => {
    const [d] = await db()
      .select({ id: designs.id, variation: designs.variation, customer: designs.customerNumb })
      .from(designs)
      .where(sql`${designs.imageKey} like '%.svg' and ${designs.customerNumb} is not null
        and ${designs.customerNumb} not in (select customer_numb from user_customers)`)
      // Not the design whose file the first test deletes.
      .orderBy(desc(designs.uid))
      .limit(1);
    const url = sizedImageUrl(designImageUrl(d), 'thumb');
    const first = await get(url);
    assert.deepEqual([first.statusCode, first.headers['content-type']], [200, 'image/png']);
    const meta = await sharp(first.rawPayload).metadata();
    assert.ok(Math.max(meta.width!, meta.height!) <= STORED_IMAGE_PX.thumb);
    const made = async () => {
      const found: number[] = [];
      for await (const f of files().list('thumbnails')) found.push(f.modifiedAt.getTime());
      return found;
    };
    const before = await made();
    assert.equal(before.length, 1);
    assert.ok((await get(url)).rawPayload.equals(first.rawPayload));
    assert.deepEqual(await made(), before, 'the second view reads the stored thumbnail');
    assert.equal((await get(url, 'customer@demo.local')).statusCode, 404, 'a customer account sees its own designs only');
    // A card's box is larger; an SVG is drawn at that size, not scaled up from the thumbnail.
    const card = await get(sizedImageUrl(designImageUrl(d), 'card'));
    const cardMeta = await sharp(card.rawPayload).metadata();
    assert.equal(Math.max(cardMeta.width!, cardMeta.height!), STORED_IMAGE_PX.card);
    assert.equal((await get(`${designImageUrl(d)}?size=huge`)).statusCode, 404);
  });

  test('at start, a design without files (a database older than them) gets its art drawn once and stored', async () => {
    const [d] = await db()
      .select({ uid: designs.uid, id: designs.id, variation: designs.variation })
      .from(designs)
      .orderBy(desc(designs.uid))
      .offset(1)
      .limit(1);
    await db().update(designs).set({ imageKey: null, prodImage: null }).where(eq(designs.uid, d.uid));
    await designsColorArea.startup!(db(), files());
    const served = await get(designImageUrl(d));
    assert.deepEqual([served.statusCode, served.headers['content-type']], [200, 'image/svg+xml']);
    const [row] = await db()
      .select({ imageKey: designs.imageKey, prodImage: designs.prodImage })
      .from(designs)
      .where(eq(designs.uid, d.uid));
    assert.ok(row.imageKey && row.prodImage === row.imageKey);
    // Nothing left to draw: a second start writes nothing.
    const before = (await db().execute(sql`select count(*)::int as n from designs where image_key is null`)) as unknown as {
      rows: { n: number }[];
    };
    assert.equal(before.rows[0].n, 0);
  });

  test('an approved request’s files become the design’s own: image, production and working files as uploaded, and its PMS reference', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456"/></svg>',
    );
    const ai = Buffer.concat([PDF, Buffer.from('% working')]);
    const pms = png(30, 12);
    await files().put('design-requests/9/tok/image.svg', svg);
    await files().put('design-requests/9/tok/production.pdf', PDF);
    await files().put('design-requests/9/tok/working.ai', ai);
    await files().put('design-requests/9/tok/pms.png', pms);
    const made = await db().transaction((tx) =>
      createRequestedDesign(
        tx,
        files(),
        requestedDesign({
          art: {
            image: 'design-requests/9/tok/image.svg',
            production: 'design-requests/9/tok/production.pdf',
            working: 'design-requests/9/tok/working.ai',
            pms: 'design-requests/9/tok/pms.png',
          },
        }),
        new Date(),
      ),
    );
    // The request's files may go (the sweeper, a new upload): the design keeps its copies.
    for (const kind of ['image.svg', 'production.pdf', 'working.ai', 'pms.png']) await files().delete(`design-requests/9/tok/${kind}`);
    const { data } = await gql(
      'csr@demo.local',
      'query($id: String!, $v: Int!) { designV2(id: $id, variation: $v) { image prodImage workingImage pmsImage } }',
      { id: made.id, v: made.variation },
    );
    const d = data.designV2;
    assert.deepEqual(
      [d.image, d.prodImage, d.workingImage],
      [designImageUrl(made), designFileUrl(made, 'production'), designFileUrl(made, 'working')],
    );
    const cases: [string, string, Buffer][] = [
      [d.image, 'image/svg+xml', svg],
      [d.prodImage, 'application/pdf', PDF],
      [d.workingImage, 'application/postscript', ai],
      [d.pmsImage, 'image/png', pms],
    ];
    for (const [url, type, bytes] of cases) {
      const served = await get(url);
      assert.deepEqual([url, served.statusCode, served.headers['content-type']], [url, 200, type]);
      assert.ok(served.rawPayload.equals(bytes), `${url} serves the uploaded bytes`);
    }
    assert.match(String((await get(d.prodImage)).headers['content-disposition']), /attachment/);
  });

  test('the Upload button’s image is the design’s image and production file', async () => {
    const image = png(200, 100);
    const { payload, headers } = multipart([{ field: 'file', name: 'logo.png', data: image }]);
    const cookie = await gql.cookie('artist@demo.local');
    const staged = await t.app.inject({ method: 'POST', url: '/api/design/upload/image', headers: { ...headers, cookie }, payload });
    assert.equal(staged.statusCode, 200, staged.body);
    const numb = ((await db().execute(sql`select numb from customers order by numb limit 1`)) as unknown as { rows: { numb: string }[] })
      .rows[0].numb;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/design/upload',
      headers: { cookie },
      payload: { upload: staged.json().id, customer: numb, method: 'EMB', width: 4 },
    });
    assert.equal(made.statusCode, 200, made.body);
    const key = { id: made.json().id as string, variation: 1 };
    const served = await get(designImageUrl(key));
    assert.deepEqual([served.headers['content-type'], served.rawPayload.equals(image)], ['image/png', true]);
    const production = await get(designFileUrl(key, 'production'));
    assert.deepEqual([production.statusCode, production.rawPayload.equals(image)], [200, true]);
    assert.equal((await get(designFileUrl(key, 'working'))).statusCode, 404, 'an upload has no working file');

    const [row] = await db()
      .select({ id: designs.id, variation: designs.variation, imageKey: designs.imageKey })
      .from(designs)
      .where(and(eq(designs.id, key.id), eq(designs.variation, 1)));
    assert.ok(row.imageKey?.endsWith('/image.png'));
  });
});
