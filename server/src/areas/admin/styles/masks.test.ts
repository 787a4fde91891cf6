import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { STYLE_LIMITS as L, STYLE_MESSAGES as M } from '@portal/shared/core';
import { changesMadeBy } from '../../../../test/dbChanges';
import { createTestApp, gqlAs, type TestApp } from '../../../../test/harness';
import { maskKey } from './masks';
import { SEED_STYLE } from './seed';
import { multipart } from '../../../../test/multipart';

// Mask images of the product style editor (ours; mfe-admin/README.md "Mask images") with real
// files: a PNG with transparency is staged by POST /api/styles/{sku}/masks and saved by
// UpdateStyle's imageMasks (added, or a saved mask's file replaced) in one audited transaction; the
// saved file is served at its src; refusals (type by the bytes, size, transparency, unknown image,
// location, upload, duplicates, users without development) change nothing.

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());
const db = () => t.database.db;
const call = gqlAs(() => t);
const cookieOf = call.cookie;

const gql = (query: string, variables: Record<string, unknown>, as = 'admin@demo.local') => call(as, query, variables);
const PRODUCT =
  'query($sku: String!) { product(sku: $sku) { id locations { id name } imageMasks { id src imageType colorCode variation locationId location } } }';
const UPDATE =
  'mutation($input: UpdateStyleInput!) { updateStyle(input: $input) { imageMasks { id src imageType colorCode variation locationId location } } }';
const product = async (sku: string) =>
  (await gql(PRODUCT, { sku })).data!.product as { id: number; locations: { id: number; name: string }[]; imageMasks: Mask[] };
type Mask = { id: number; src: string; imageType: string; colorCode: string; variation: number; locationId: number; location: string };

async function upload(sku: string, data: Buffer, as = 'admin@demo.local', name = 'mask.png', type = 'image/png') {
  const body = multipart([{ field: 'file', name, data, type }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/styles/${sku}/masks`,
    headers: { cookie: await cookieOf(as), ...body.headers },
    payload: body.payload,
  });
}
const staged = async (sku: string, data: Buffer) => {
  const r = await upload(sku, data);
  assert.equal(r.statusCode, 200, r.body);
  return r.json() as { upload: string; width: number; height: number; size: number; fileName: string };
};
const getFile = async (url: string, as = 'admin@demo.local') =>
  t.app.inject({ method: 'GET', url, headers: { cookie: await cookieOf(as) } });

/** A 400 × 300 mask: a white area on a transparent canvas. */
const maskPng = (fill = '#ffffff') =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect x="50" y="40" width="300" height="200" fill="${fill}"/></svg>`,
    ),
  )
    .png()
    .toBuffer();
const opaquePng = () =>
  sharp({ create: { width: 200, height: 200, channels: 3, background: '#888888' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 200, height: 200, channels: 3, background: '#888888' } })
    .jpeg()
    .toBuffer();

describe('POST /api/styles/{sku}/masks (staging a mask file)', () => {
  test('a PNG with transparency is staged: its upload, size and pixels; nothing in the database', async () => {
    const png = await maskPng();
    await cookieOf('admin@demo.local');
    const call = await changesMadeBy(db(), () => upload(SEED_STYLE, png));
    assert.equal(call.result.statusCode, 200, call.result.body);
    const body = call.result.json();
    assert.match(body.upload, /^[0-9a-f]{32}$/);
    assert.deepEqual([body.width, body.height, body.size, body.fileName], [400, 300, png.length, 'mask.png']);
    assert.deepEqual(call.committed, [], 'a staged file is no row: UpdateStyle saves it');
    const { id } = await product(SEED_STYLE);
    assert.ok(await t.app.platform.files.exists(maskKey(id, `${body.upload}.png`)));
    // Not served before a mask names it.
    assert.equal((await getFile(`/media/styles/${SEED_STYLE}/masks/${body.upload}.png`)).statusCode, 404);
  });

  test('the type comes from the bytes: a JPEG named .png, text, an opaque PNG and nothing are refused', async () => {
    const disguised = await upload(SEED_STYLE, await jpeg(), 'admin@demo.local', 'mask.png', 'image/png');
    assert.deepEqual([disguised.statusCode, disguised.json().message], [400, M.maskFileType]);
    const text = await upload(SEED_STYLE, Buffer.from('\x89PNG not really'), 'admin@demo.local', 'mask.png');
    assert.deepEqual([text.statusCode, text.json().message], [400, M.maskFileType]);
    const opaque = await upload(SEED_STYLE, await opaquePng());
    assert.deepEqual([opaque.statusCode, opaque.json().message], [400, M.maskNotTransparent]);
    const empty = await upload(SEED_STYLE, Buffer.alloc(0));
    assert.deepEqual([empty.statusCode, empty.json().message], [400, M.maskFileRequired]);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/styles/${SEED_STYLE}/masks`,
      headers: { cookie: await cookieOf('admin@demo.local') },
      payload: {},
    });
    assert.deepEqual([json.statusCode, json.json().message], [400, M.maskFileRequired]);
  });

  test('over 10 MB or over 4000 pixels a side: refused', async () => {
    const png = await maskPng();
    const big = Buffer.concat([png, Buffer.alloc(L.maskBytes + 1 - png.length)]);
    const tooLarge = await upload(SEED_STYLE, big);
    assert.deepEqual([tooLarge.statusCode, tooLarge.json().message], [400, M.maskTooLarge]);
    const wide = await sharp({ create: { width: 4001, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const tooWide = await upload(SEED_STYLE, wide);
    assert.deepEqual([tooWide.statusCode, tooWide.json().message], [400, M.maskTooManyPixels]);
  });

  test('without development: 403 before the file is read; an unknown style: 404', async () => {
    const png = await maskPng();
    for (const as of ['viewer@demo.local', 'csr@demo.local', 'rep@demo.local', 'customer@demo.local']) {
      const r = await upload(SEED_STYLE, png, as);
      assert.equal(r.statusCode, 403, as);
    }
    assert.equal((await upload(SEED_STYLE, png, 'viewer@demo.local')).json().message, M.developmentOnly);
    const nope = await upload('NOPE', png);
    assert.deepEqual([nope.statusCode, nope.json().message], [404, M.notFound]);
  });
});

describe('UpdateStyle imageMasks (saving an uploaded mask)', () => {
  test('a mask added from an upload: one transaction with its audit entry; its file served at its src', async () => {
    const sku = 'ST1013';
    const p = await product(sku);
    const back = p.locations.find((l) => l.name === 'Full Back')!;
    const png = await maskPng();
    const { upload: u } = await staged(sku, png);
    const saved = await changesMadeBy(db(), () =>
      gql(UPDATE, { input: { sku, imageMasks: [{ upload: u, imageType: 'G', colorCode: 'BLK', variation: 0, locationId: back.id }] } }),
    );
    assert.equal(saved.result.errors, undefined, JSON.stringify(saved.result.errors));
    assert.equal(saved.committed.length, 1);
    const added = (saved.result.data!.updateStyle.imageMasks as Mask[]).find((m) => m.location === 'Full Back')!;
    assert.equal(added.src, `/media/styles/${sku}/masks/${u}.png`);
    assert.deepEqual([added.imageType, added.colorCode, added.variation], ['G', 'BLK', 0]);
    const audit = await db().execute(
      sql`select action, subject from audit_log where table_name = 'product_image_masks' and row_id = ${added.id} order by id desc limit 1`,
    );
    assert.deepEqual((audit as unknown as { rows: { action: string; subject: string }[] }).rows[0], {
      action: 'insert',
      subject: 'product',
    });
    const file = await getFile(added.src);
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'image/png');
    assert.deepEqual(file.rawPayload, png);
    // The editor's readers see it (viewer@ is INTERNAL without development); others do not.
    assert.equal((await getFile(added.src, 'viewer@demo.local')).statusCode, 200);
    assert.equal((await getFile(added.src, 'rep@demo.local')).statusCode, 403);
    assert.equal((await t.app.inject({ method: 'GET', url: added.src })).statusCode, 401);
    // An upload is saved once.
    const again = await gql(UPDATE, {
      input: { sku, imageMasks: [{ upload: u, imageType: 'G', colorCode: 'WHT', variation: 0, locationId: back.id }] },
    });
    assert.equal(again.errors?.[0].message, M.maskUploadUnknown);
  });

  test('replacing a saved mask’s file: the new file is served, the old one is gone', async () => {
    const sku = 'ST1014';
    const p = await product(sku);
    const front = p.imageMasks.find((m) => m.location === 'Full Front')!;
    const oldFile = await getFile(front.src);
    assert.equal(oldFile.statusCode, 200, 'the seeded mask is drawn on first request');
    const meta = await sharp(oldFile.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.hasAlpha], ['png', true]);
    // First a mask of its own upload, then its file replaced.
    const first = await staged(sku, await maskPng('#ff0000'));
    const one = await gql(UPDATE, {
      input: {
        sku,
        imageMasks: [
          {
            id: front.id,
            upload: first.upload,
            imageType: front.imageType,
            colorCode: front.colorCode,
            variation: front.variation,
            locationId: front.locationId,
          },
        ],
      },
    });
    const replaced = (one.data!.updateStyle.imageMasks as Mask[]).find((m) => m.id === front.id)!;
    assert.equal(replaced.src, `/media/styles/${sku}/masks/${first.upload}.png`);
    const second = await staged(sku, await maskPng('#00ff00'));
    const two = await gql(UPDATE, {
      input: {
        sku,
        imageMasks: [
          {
            id: front.id,
            upload: second.upload,
            imageType: front.imageType,
            colorCode: front.colorCode,
            variation: front.variation,
            locationId: front.locationId,
          },
        ],
      },
    });
    const now = (two.data!.updateStyle.imageMasks as Mask[]).find((m) => m.id === front.id)!;
    assert.equal(now.src, `/media/styles/${sku}/masks/${second.upload}.png`);
    assert.equal((await getFile(now.src)).statusCode, 200);
    assert.equal((await getFile(replaced.src)).statusCode, 404);
    assert.equal(
      await t.app.platform.files.exists(maskKey(p.id, `${first.upload}.png`)),
      false,
      'the replaced file is deleted once no mask names it',
    );
  });

  test('a copied mask keeps its file while another mask names it', async () => {
    const sku = 'ST1015';
    const p = await product(sku);
    const copied = await gql(UPDATE, {
      input: {
        sku,
        copyImageMasks: [{ from: { imageType: 'G', colorCode: 'BLK', variation: 0 }, to: { colorCode: 'WHT', variation: 0 } }],
      },
    });
    const masks = copied.data!.updateStyle.imageMasks as Mask[];
    const white = masks.find((m) => m.colorCode === 'WHT' && m.location === 'Full Front')!;
    const { upload: u } = await staged(sku, await maskPng());
    await gql(UPDATE, {
      input: {
        sku,
        imageMasks: [{ id: white.id, upload: u, imageType: 'G', colorCode: 'WHT', variation: 0, locationId: white.locationId }],
      },
    });
    const black = masks.find((m) => m.colorCode === 'BLK' && m.location === 'Full Front')!;
    assert.equal(black.src, white.src);
    assert.equal((await getFile(black.src)).statusCode, 200, 'the black mask still names the seeded file');
    assert.ok(await t.app.platform.files.exists(maskKey(p.id, 'BLK_0_front.png')));
  });

  test('refusals change nothing: unknown colour, location, upload, another style’s upload, a second mask at a location, no development', async () => {
    const sku = 'ST1016';
    const p = await product(sku);
    const front = p.locations.find((l) => l.name === 'Full Front')!;
    const { upload: u } = await staged(sku, await maskPng());
    const base = { upload: u, imageType: 'G', colorCode: 'BLK', variation: 1, locationId: front.id };
    const refused = async (input: Record<string, unknown>, message: string, as?: string) => {
      const call = await changesMadeBy(db(), () => gql(UPDATE, { input: { sku, ...input } }, as));
      assert.equal(call.result.errors?.[0].message, message, JSON.stringify(input));
      assert.deepEqual(call.committed, []);
    };
    await refused({ imageMasks: [{ ...base, colorCode: 'ZZZ' }] }, M.unknownColor);
    await refused({ imageMasks: [{ ...base, imageType: 'X' }] }, M.invalidField);
    const other = await product('ST1017');
    await refused({ imageMasks: [{ ...base, locationId: other.locations[0].id }] }, M.unknownLocation);
    await refused({ imageMasks: [{ ...base, locationId: null, locationKey: 'new-9' }] }, M.unknownLocation);
    await refused({ imageMasks: [{ ...base, upload: 'f'.repeat(32) }] }, M.maskUploadUnknown);
    await refused({ imageMasks: [{ ...base, upload: '../../etc/passwd' }] }, M.maskUploadUnknown);
    const elsewhere = await staged('ST1017', await maskPng());
    await refused({ imageMasks: [{ ...base, upload: elsewhere.upload }] }, M.maskUploadUnknown);
    await refused({ imageMasks: [{ ...base, colorCode: 'BLK', variation: 0 }] }, M.maskExists);
    await refused({ imageMasks: [{ ...base, id: other.imageMasks[0].id }] }, M.unknownMask);
    await refused({ imageMasks: [base] }, M.developmentOnly, 'viewer@demo.local');
    // The same upload is still good for a valid save, which adds the mask at a new location of the same call.
    const ok = await gql(UPDATE, {
      input: {
        sku,
        locations: [{ key: 'n1', name: 'Back Neck', width: 3, height: 2, methods: [] }],
        imageMasks: [{ ...base, locationId: null, locationKey: 'n1' }],
      },
    });
    assert.equal(ok.errors, undefined, JSON.stringify(ok.errors));
    assert.ok((ok.data!.updateStyle.imageMasks as Mask[]).some((m) => m.location === 'Back Neck' && m.variation === 1));
  });

  test('a mask deleted and added again at its place in one save', async () => {
    const sku = 'ST1018';
    const p = await product(sku);
    const front = p.imageMasks.find((m) => m.location === 'Full Front')!;
    const { upload: u } = await staged(sku, await maskPng());
    const r = await gql(UPDATE, {
      input: {
        sku,
        deleteImageMasks: [front.id],
        imageMasks: [
          { upload: u, imageType: front.imageType, colorCode: front.colorCode, variation: front.variation, locationId: front.locationId },
        ],
      },
    });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const masks = r.data!.updateStyle.imageMasks as Mask[];
    assert.equal(masks.filter((m) => m.location === 'Full Front').length, 1);
    assert.ok(!masks.some((m) => m.id === front.id));
  });
});

describe('GET /media/styles/{sku}/masks/{file}', () => {
  test('a seeded mask is a PNG with transparency; names no mask carries are 404', async () => {
    const r = await getFile(`/media/styles/${SEED_STYLE}/masks/BLK_0_chest.png`);
    assert.equal(r.statusCode, 200);
    assert.equal(r.headers['x-content-type-options'], 'nosniff');
    assert.equal((await sharp(r.rawPayload).stats()).isOpaque, false);
    const cached = await t.app.inject({
      method: 'GET',
      url: `/media/styles/${SEED_STYLE}/masks/BLK_0_chest.png`,
      headers: { cookie: await cookieOf('admin@demo.local'), 'if-none-match': String(r.headers.etag) },
    });
    assert.equal(cached.statusCode, 304);
    for (const url of [
      `/media/styles/${SEED_STYLE}/masks/WHT_0_front.png`,
      `/media/styles/NOPE/masks/BLK_0_front.png`,
      `/media/styles/${SEED_STYLE}/masks/..%2F..%2Fx.png`,
      `/media/styles/${SEED_STYLE}/masks/BLK_0_front.svg`,
    ]) {
      assert.equal((await getFile(url)).statusCode, 404, url);
    }
  });
});
