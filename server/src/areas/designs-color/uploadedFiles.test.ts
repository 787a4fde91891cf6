import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { ORDER_STATUS, ORDER_TYPE_CODES } from '@portal/shared/core';
import { createTestApp, signIn, type TestApp } from '../../../test/harness';
import { multipart } from '../../../test/multipart';
import { unzipEntries } from '../../../test/unzip';
import { orderItems, orders } from '../../db/tables/orders';
import { extractColors, loadSwatchIndex } from './extraction/extract';
import { recolorSvg } from './recolor';
import { designColors, designs, printerColorMappings } from '../../db/tables/designs-color';

// Artwork is real from upload to production (README "Upload a design", "Production tools"): an SVG
// with four known colours and a PNG with three, uploaded through the Upload button's two calls as a
// user would. Each design's colour list is read from its file; a job folder and the design files zip
// hold the uploaded file byte for byte; a recolour to a printer changes exactly the mapped colours.

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

// Four library colours, written four ways: hex, rgb(), a colour name, and a gradient's stop.
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150" viewBox="0 0 300 150">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#00843D"/><stop offset="1" stop-color="#00843D"/></linearGradient></defs>
  <rect width="300" height="150" fill="#1d4ed8"/>
  <circle cx="80" cy="75" r="40" style="fill: rgb(200, 16, 46)"/>
  <rect x="150" y="30" width="60" height="60" fill="white"/>
  <rect x="220" y="30" width="60" height="60" fill="url(#g)"/>
  <text x="10" y="140" font-size="10" fill="#1D4ED8">white is a word here</text>
</svg>`;
const SVG_COLORS = ['00843D', '1D4ED8', 'C8102E', 'FFFFFF'];
// Three library colours in blocks (no anti-aliasing): GOLD, NAVY, PURPLE.
const PNG_COLORS = ['FFB81C', '1E2A4A', '4F2683'];
const block = (hex: string) => ({
  r: Number.parseInt(hex.slice(0, 2), 16),
  g: Number.parseInt(hex.slice(2, 4), 16),
  b: Number.parseInt(hex.slice(4), 16),
  alpha: 1,
});
async function threeColorPng(): Promise<Buffer> {
  const tile = (hex: string) =>
    sharp({ create: { width: 100, height: 100, channels: 4, background: block(hex) } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 300, height: 100, channels: 4, background: block(PNG_COLORS[0]) } })
    .composite([
      { input: await tile(PNG_COLORS[1]), left: 100, top: 0 },
      { input: await tile(PNG_COLORS[2]), left: 200, top: 0 },
    ])
    .png()
    .toBuffer();
}

async function upload(name: string, data: Buffer): Promise<string> {
  const { payload, headers } = multipart([{ field: 'file', name, data }]);
  const staged = await t.app.inject({
    method: 'POST',
    url: '/api/design/upload/image',
    headers: { ...headers, cookie: cookies.get(MANAGER)! },
    payload,
  });
  assert.equal(staged.statusCode, 200, staged.body);
  const customer = ((await db().execute(sql`select numb from customers order by numb limit 1`)) as unknown as { rows: { numb: string }[] })
    .rows[0].numb;
  const made = await call(MANAGER, 'POST', '/api/design/upload', { upload: staged.json().id, customer, method: 'SCRP', width: 10 });
  assert.equal(made.statusCode, 200, made.body);
  return made.json().id as string;
}

async function colorsOf(id: string): Promise<{ name: string; rgbHex: string }[]> {
  return db()
    .select({ name: designColors.name, rgbHex: designColors.rgbHex })
    .from(designColors)
    .innerJoin(designs, eq(designs.uid, designColors.designUid))
    .where(and(eq(designs.id, id), eq(designs.variation, 1)))
    .orderBy(asc(designColors.position));
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
    pngBytes = await threeColorPng();
    pngId = await upload('logo.png', pngBytes);
    svgId = await upload('logo.svg', svgBytes);
  });

  test('each design takes its colour list from its file: exactly the four SVG colours and the three PNG colours, named by their swatches', async () => {
    const svg = await colorsOf(svgId);
    assert.deepEqual(svg.map((c) => c.rgbHex).sort(), SVG_COLORS);
    assert.deepEqual(svg.map((c) => c.name).sort(), ['KELLY GREEN', 'RED', 'ROYAL BLUE', 'WHITE']);
    const png = await colorsOf(pngId);
    assert.deepEqual(png.map((c) => c.rgbHex).sort(), [...PNG_COLORS].sort());
    // The extraction reads the same colours from the same files.
    const library = await loadSwatchIndex(db());
    assert.deepEqual((await extractColors({ format: 'svg', data: svgBytes }, library)).map((c) => c.hex).sort(), SVG_COLORS);
    assert.deepEqual((await extractColors({ format: 'png', data: pngBytes }, library)).map((c) => c.hex).sort(), [...PNG_COLORS].sort());
  });

  test('job folders hold each uploaded file byte for byte (an SVG with a 300 dpi PNG of it)', async () => {
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
    assert.ok((await read(`${folder}/${pngId}-1.png`)).equals(pngBytes));
    assert.ok((await read(`${folder}/${svgId}-1.svg`)).equals(svgBytes));
    // The SVG's PNG: 10 in wide at 300 dpi, the upload's proportions (2:1).
    const rendered = await sharp(await read(`${folder}/${svgId}-1.png`)).metadata();
    assert.deepEqual([rendered.format, rendered.width, rendered.height], ['png', 3000, 1500]);
  });

  test('a recolour to a printer changes exactly the mapped colours: the SVG’s paint values, the PNG’s pixels of those colours', async () => {
    // The Epson T7270 prints ROYAL BLUE and RED a shade off; its other colours as they are.
    await db().update(printerColorMappings).set({ epsonT7270: '2050E0' }).where(eq(printerColorMappings.colorName, 'ROYAL BLUE'));
    await db().update(printerColorMappings).set({ epsonT7270: 'D01030' }).where(eq(printerColorMappings.colorName, 'RED'));
    await db().update(printerColorMappings).set({ epsonT7270: '2A3656' }).where(eq(printerColorMappings.colorName, 'NAVY'));
    await db()
      .update(printerColorMappings)
      .set({ epsonT7270: sql`${printerColorMappings.audleyS2070_3_4}` })
      .where(inArray(printerColorMappings.colorName, ['KELLY GREEN', 'GOLD', 'PURPLE']));
    // WHITE is one of the colours the seed leaves to map: mapped here, as itself.
    await db().insert(printerColorMappings).values({
      colorName: 'WHITE',
      audleyS2070_3_4: 'FFFFFF',
      epsonT7270: 'FFFFFF',
      epsonF6470: 'FFFFFF',
      roqNow: 'FFFFFF',
      updatedAt: new Date(),
    });
    const svg = await call(MANAGER, 'POST', '/api/production/recolorFiles', { id: svgId, variation: 1, printer: 3 });
    assert.equal(svg.statusCode, 204, svg.body);
    // The answer names the files it wrote; each downloads as written.
    const links = [...String(svg.headers.link).matchAll(/<([^>]+)>; rel="item"/g)].map((l) => l[1]);
    assert.deepEqual(links, [`/api/production/recolored/${svgId}-1/epsonT7270.svg`, `/api/production/recolored/${svgId}-1/epsonT7270.png`]);
    for (const url of links) {
      const file = await call(MANAGER, 'GET', url);
      assert.equal(file.statusCode, 200, url);
      assert.ok(file.rawPayload.equals(await read(url.replace('/api/production/recolored/', 'production/designs/'))), url);
    }
    assert.equal((await call(ORDERS_VIEW, 'GET', links[0])).statusCode, 403, 'the production tools’ users only');
    const recolored = (await read(`production/designs/${svgId}-1/epsonT7270.svg`)).toString();
    assert.equal(
      recolored,
      SVG.replace('fill="#1d4ed8"', 'fill="#2050E0"')
        .replace('fill: rgb(200, 16, 46)', 'fill: #D01030')
        .replace('<text x="10" y="140" font-size="10" fill="#1D4ED8">', '<text x="10" y="140" font-size="10" fill="#2050E0">'),
    );
    const png = await call(MANAGER, 'POST', '/api/production/recolorFiles', { id: pngId, variation: 1, printer: 3 });
    assert.equal(png.statusCode, 204, png.body);
    const pixels = await sharp(await read(`production/designs/${pngId}-1/epsonT7270.png`))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number) => {
      const i = (x * pixels.info.channels) as number;
      return [pixels.data[i], pixels.data[i + 1], pixels.data[i + 2]]
        .map((n) => n.toString(16).padStart(2, '0'))
        .join('')
        .toUpperCase();
    };
    assert.deepEqual([at(50), at(150), at(250)], ['FFB81C', '2A3656', '4F2683']);
  });

  test('recolouring a dropship collection recolours its uploaded designs', async () => {
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
    await putOnOrder(collection.id, svgId);
    await db().update(printerColorMappings).set({ audleyS2070_3_4: '2050E0' }).where(eq(printerColorMappings.colorName, 'ROYAL BLUE'));
    const response = await call(MANAGER, 'POST', '/api/production/recolor_dropship_collection', { orderNum: collection.number });
    assert.ok([204, 206].includes(response.statusCode), response.body);
    assert.match((await read(`production/designs/${svgId}-1/audleyS2070_3_4.svg`)).toString(), /fill="#2050E0"/);
  });

  test('the design files zip (design orders) holds the uploaded file itself and the latest recolour for each printer', async () => {
    const zip = await call(ORDERS_VIEW, 'GET', `/api/design/file/${svgId}-1`);
    assert.equal(zip.statusCode, 200, zip.body);
    const entries = await unzipEntries(zip.rawPayload);
    assert.ok(entries.get(`${svgId}-1.svg`)?.equals(svgBytes), [...entries.keys()].join());
    for (const name of ['recolored/epsonT7270.svg', 'recolored/epsonT7270.png', 'recolored/audleyS2070_3_4.svg'])
      assert.ok(entries.get(name)?.equals(await read(`production/designs/${svgId}-1/${name.split('/')[1]}`)), name);
  });
});

describe('recolouring an SVG', () => {
  test('with the identity mapping returns the same bytes (property)', () => {
    const hex = fc.stringMatching(/^[0-9A-F]{6}$/);
    const paint = fc.oneof(
      hex.map((h) => `#${h}`),
      hex.map((h) => `#${h.toLowerCase()}`),
      hex.map(
        (h) => `rgb(${Number.parseInt(h.slice(0, 2), 16)}, ${Number.parseInt(h.slice(2, 4), 16)}, ${Number.parseInt(h.slice(4), 16)})`,
      ),
      fc.constantFrom('white', 'red', 'none', 'url(#g)', 'currentColor'),
    );
    const element = fc
      .tuple(fc.constantFrom('fill', 'stroke', 'stop-color'), paint, fc.boolean())
      .map(([name, value, inStyle]) => (inStyle ? `<rect style="${name}: ${value}; opacity: 1"/>` : `<rect ${name}="${value}"/>`));
    fc.assert(
      fc.property(fc.array(element, { maxLength: 12 }), fc.array(hex, { maxLength: 6 }), (elements, colors) => {
        const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${elements.join('')}</svg>`);
        const identity = new Map(colors.map((c) => [c, c]));
        return recolorSvg(svg, identity).equals(svg);
      }),
    );
  });
});
