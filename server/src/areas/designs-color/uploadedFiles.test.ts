import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { DESIGN_COLOR_MESSAGES as M, fill, ORDER_STATUS, ORDER_TYPE_CODES } from '@portal/shared/core';
import { createTestApp, signIn, type TestApp } from '../../../test/harness';
import { unzipEntries } from '../../../test/unzip';
import { orderItems, orders } from '../orders/schema';

// An uploaded design's files (README "Production tools", "Upload a design"): a real PNG and a real
// SVG uploaded through the two calls, then put on an open job and an open dropship collection. Job
// folders, recolouring (one design and a collection) and the design files zip use the uploaded
// file itself: a PNG stays a PNG, an SVG stays SVG; recolouring one says so in the 206 errors.

let t: TestApp;
const cookies = new Map<string, string>();
const MANAGER = 'artmanager@demo.local';
const ORDERS_VIEW = 'samplesview@demo.local';
before(async () => {
  t = await createTestApp();
  for (const who of [MANAGER, ORDERS_VIEW]) cookies.set(who, await signIn(t.app, who));
});
after(() => t.close());
const db = () => t.database.db;
const files = () => t.app.platform.files;
const read = async (key: string) => Buffer.concat(await (await files().get(key)).toArray());
const call = (as: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: cookies.get(as)! }, ...(payload !== undefined ? { payload: payload as object } : {}) });

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150" viewBox="0 0 300 150"><rect width="300" height="150" fill="#1D4ED8"/><circle cx="150" cy="75" r="50" fill="#C8102E"/></svg>';

async function upload(name: string, data: Buffer): Promise<string> {
  const boundary = 'x-uploaded-files';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const staged = await t.app.inject({
    method: 'POST',
    url: '/api/design/upload/image',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: cookies.get(MANAGER)! },
    payload,
  });
  assert.equal(staged.statusCode, 200, staged.body);
  const customer = ((await db().execute(sql`select numb from customers order by numb limit 1`)) as unknown as { rows: { numb: string }[] })
    .rows[0].numb;
  const made = await call(MANAGER, 'POST', '/api/design/upload', { upload: staged.json().id, customer, method: 'SCRP', width: 10 });
  assert.equal(made.statusCode, 200, made.body);
  return made.json().id as string;
}

/** Puts the design on a new line of the order (a copy of its first item). */
let extraLine = 900;
async function putOnOrder(orderId: number, designId: string) {
  const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.line)).limit(1);
  const { id: _id, ...values } = item;
  await db()
    .insert(orderItems)
    .values({ ...values, line: extraLine++, designId, designVariation: 1 });
}

let pngId: string;
let svgId: string;
let pngBytes: Buffer;
const svgBytes = Buffer.from(SVG);

describe("an uploaded design's files", () => {
  before(async () => {
    pngBytes = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 200, g: 16, b: 46, alpha: 1 } } })
      .png()
      .toBuffer();
    pngId = await upload('logo.png', pngBytes);
    svgId = await upload('logo.svg', svgBytes);
  });

  test('job folders hold the uploaded PNG as a PNG and the uploaded SVG as SVG (with a 300 dpi PNG of it), not drawn artwork', async () => {
    const [order] = await db()
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(eq(orders.status, ORDER_STATUS.Approved))
      .orderBy(asc(orders.number))
      .limit(1);
    await putOnOrder(order.id, pngId);
    await putOnOrder(order.id, svgId);
    const response = await call(MANAGER, 'POST', '/api/generateProductionArt', { job: order.number });
    assert.equal(response.statusCode, 200, response.body);
    const { folder, files: written } = response.json() as { folder: string; files: string[] };
    assert.ok(written.includes(`${folder}/${pngId}-1.png`) && !written.includes(`${folder}/${pngId}-1.svg`), String(written));
    assert.deepEqual(await read(`${folder}/${pngId}-1.png`), pngBytes);
    assert.equal(await files().exists(`${folder}/${pngId}-1.svg`), false);
    assert.deepEqual(await read(`${folder}/${svgId}-1.svg`), svgBytes);
    // The SVG's PNG: 10 in wide at 300 dpi, the upload's proportions (2:1).
    const rendered = await sharp(await read(`${folder}/${svgId}-1.png`)).metadata();
    assert.deepEqual([rendered.format, rendered.width, rendered.height], ['png', 3000, 1500]);
    const manifest = JSON.parse((await read(`${folder}/job.json`)).toString());
    const listed = manifest.designs.filter((d: { design: string }) => [`${pngId}-1`, `${svgId}-1`].includes(d.design));
    assert.deepEqual(
      listed.sort((a: { design: string }, b: { design: string }) => a.design.localeCompare(b.design)),
      [
        { design: `${pngId}-1`, colors: [], file: 'png' },
        { design: `${svgId}-1`, colors: [], file: 'svg' },
      ].sort((a, b) => a.design.localeCompare(b.design)),
    );
  });

  test('recolouring an uploaded design saves its file unchanged for the printer and answers 206 with the reason', async () => {
    const png = await call(MANAGER, 'POST', '/api/production/recolorFiles', { id: pngId, variation: 1, printer: 3 });
    assert.equal(png.statusCode, 206, png.body);
    assert.deepEqual(png.json().errors, [fill(M.uploadedNotRecolored, { design: `${pngId}-1`, printer: 'Epson T7270' })]);
    assert.deepEqual(await read(`production/designs/${pngId}-1/epsonT7270.png`), pngBytes);
    assert.equal(await files().exists(`production/designs/${pngId}-1/epsonT7270.svg`), false);
    const svg = await call(MANAGER, 'POST', '/api/production/recolorFiles', { id: svgId, variation: 1 });
    assert.equal(svg.statusCode, 206, svg.body);
    assert.deepEqual(svg.json().errors, [fill(M.uploadedNotRecolored, { design: `${svgId}-1`, printer: 'Audley S2070-3(4)' })]);
    assert.deepEqual(await read(`production/designs/${svgId}-1/audleyS2070_3_4.svg`), svgBytes);
    assert.equal((await sharp(await read(`production/designs/${svgId}-1/audleyS2070_3_4.png`)).metadata()).format, 'png');
  });

  test('recolouring a dropship collection with uploaded designs saves their files and lists each in the 206 errors', async () => {
    const [collection] = await db()
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(
        and(
          eq(orders.orderType, ORDER_TYPE_CODES.licenseCollection),
          notInArray(orders.status, [ORDER_STATUS.Shipped, ORDER_STATUS.Cancelled]),
        ),
      )
      .limit(1);
    assert.ok(collection, 'the seed has an open licence collection');
    await putOnOrder(collection.id, pngId);
    await putOnOrder(collection.id, svgId);
    await files().delete(`production/designs/${pngId}-1/audleyS2070_3_4.png`);
    const response = await call(MANAGER, 'POST', '/api/production/recolor_dropship_collection', { orderNum: collection.number });
    assert.equal(response.statusCode, 206, response.body);
    const errors = response.json().errors as string[];
    assert.ok(errors.includes(fill(M.uploadedNotRecolored, { design: `${pngId}-1`, printer: 'Audley S2070-3(4)' })), String(errors));
    assert.ok(errors.includes(fill(M.uploadedNotRecolored, { design: `${svgId}-1`, printer: 'Audley S2070-3(4)' })), String(errors));
    assert.deepEqual(await read(`production/designs/${pngId}-1/audleyS2070_3_4.png`), pngBytes);
    assert.deepEqual(await read(`production/designs/${svgId}-1/audleyS2070_3_4.svg`), svgBytes);
  });

  test('the design files zip (design orders) holds the uploaded PNG or SVG itself', async () => {
    for (const [id, name, bytes] of [
      [pngId, `${pngId}-1.png`, pngBytes],
      [svgId, `${svgId}-1.svg`, svgBytes],
    ] as const) {
      const zip = await call(ORDERS_VIEW, 'GET', `/api/design/file/${id}-1`);
      assert.equal(zip.statusCode, 200, zip.body);
      const entries = await unzipEntries(zip.rawPayload);
      assert.deepEqual([...entries.keys()], [name]);
      assert.deepEqual(entries.get(name), bytes);
    }
  });
});
