import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { DESIGN_COLOR_MESSAGES as M, ORDER_STATUS, ORDER_TYPE_CODES } from '@portal/shared/core';
import { createTestApp, signIn, type TestApp } from '../../../test/harness';
import { orderItems, orders } from '../../db/tables/orders';
import { designColors, designs, printerColorMappings } from '../../db/tables/designs-color';
import { designInks, quantiseImage } from './extraction/quantise';
import { unzipEntries } from '../../../test/unzip';

// The production tools on the server (spec 001 §2.7, §4.3, §5.7, §7.7): open jobs, job folders with
// real production files in the file store, recolouring a design for a printer (204 / 206 with the
// errors), recolouring a dropship collection.

let t: TestApp;
const cookies = new Map<string, string>();
before(async () => {
  t = await createTestApp();
  for (const who of ['artmanager@demo.local', 'artist@demo.local']) cookies.set(who, await signIn(t.app, who));
});
after(() => t.close());
const db = () => t.database.db;
const call = (as: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: cookies.get(as)! }, ...(payload !== undefined ? { payload: payload as object } : {}) });
const files = () => t.app.platform.files;
const read = async (key: string) => Buffer.concat(await (await files().get(key)).toArray());

describe('production tools', () => {
  test('open jobs are the Approved orders; create job folders writes each design as SVG and 300 dpi PNG, with job.json', async () => {
    const jobs = (await call('artmanager@demo.local', 'GET', '/api/openJobs')).json() as { id: number; numb: number; job: string }[];
    const approved = await db().select({ number: orders.number }).from(orders).where(eq(orders.status, ORDER_STATUS.Approved));
    assert.deepEqual(jobs.map((j) => j.numb).sort(), approved.map((o) => o.number).sort());
    const withDesign = (
      await db()
        .selectDistinct({
          number: orders.number,
          designId: orderItems.designId,
          variation: orderItems.designVariation,
          widthIn: designs.widthIn,
          prodImage: designs.prodImage,
        })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .innerJoin(designs, and(eq(designs.id, orderItems.designId), eq(designs.variation, orderItems.designVariation)))
        .where(eq(orders.status, ORDER_STATUS.Approved))
        .limit(1)
    )[0];
    const response = await call('artmanager@demo.local', 'POST', '/api/generateProductionArt', { job: withDesign.number });
    assert.equal(response.statusCode, 200, response.body);
    const { folder, files: written } = response.json();
    assert.equal(folder, `jobs/${withDesign.number}`);
    const base = `${folder}/${withDesign.designId}-${withDesign.variation}`;
    assert.ok(written.includes(`${base}.svg`) && written.includes(`${base}.png`) && written.includes(`${folder}/job.json`));
    // The production file byte for byte as stored, and a PNG of it at the design's width at 300 dpi.
    assert.ok((await read(`${base}.svg`)).equals(await read(withDesign.prodImage!)));
    const png = await sharp(await read(`${base}.png`)).metadata();
    assert.deepEqual([png.format, png.width], ['png', Math.round(Number(withDesign.widthIn) * 300)]);
    const manifest = JSON.parse((await read(`${folder}/job.json`)).toString());
    assert.equal(manifest.order, withDesign.number);
    assert.ok(manifest.items.some((i: { design: string }) => i.design === `${withDesign.designId}-${withDesign.variation}`));
  });

  test('a job folder downloads as a zip of exactly its files; making it again drops what the job no longer has', async () => {
    const [job] = await db()
      .selectDistinct({ number: orders.number })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(designs, and(eq(designs.id, orderItems.designId), eq(designs.variation, orderItems.designVariation)))
      .where(eq(orders.status, ORDER_STATUS.Approved))
      .orderBy(desc(orders.number))
      .limit(1);
    const url = `/api/production/jobFolder/${job.number}.zip`;
    const before = await call('artmanager@demo.local', 'GET', url);
    assert.deepEqual([before.statusCode, before.json().message], [404, M.jobFolderMissing]);
    // A file the job does not have (left from an older folder) is gone once the folder is made again.
    await files().put(`jobs/${job.number}/GONE-1.svg`, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const made = await call('artmanager@demo.local', 'POST', '/api/generateProductionArt', { job: job.number });
    const answer = made.json() as { folder: string; files: string[]; designs: string[]; download: string };
    assert.equal(answer.download, url);
    assert.ok(answer.designs.length > 0);
    const zip = await call('artmanager@demo.local', 'GET', url);
    assert.deepEqual([zip.statusCode, zip.headers['content-type']], [200, 'application/zip']);
    const entries = await unzipEntries(zip.rawPayload);
    assert.deepEqual([...entries.keys()].sort(), answer.files.map((k) => k.slice(answer.folder.length + 1)).sort());
    for (const key of answer.files) assert.ok(entries.get(key.slice(answer.folder.length + 1))!.equals(await read(key)), key);
    assert.equal((await call('artist@demo.local', 'GET', url)).statusCode, 403);
    assert.equal((await call('artmanager@demo.local', 'GET', '/api/production/jobFolder/..%2Fdesigns.zip')).statusCode, 404);
  });

  test('a job that is not open is refused; bad input is a 400; artists without a manager flag are refused', async () => {
    const [shipped] = await db().select({ number: orders.number }).from(orders).where(eq(orders.status, ORDER_STATUS.Shipped)).limit(1);
    const refused = await call('artmanager@demo.local', 'POST', '/api/generateProductionArt', { job: shipped.number });
    assert.deepEqual([refused.statusCode, refused.json().message], [409, M.jobNotOpen]);
    const bad = await call('artmanager@demo.local', 'POST', '/api/generateProductionArt', {});
    assert.deepEqual([bad.statusCode, bad.json().message], [400, M.jobRequired]);
    const artist = await call('artist@demo.local', 'GET', '/api/openJobs');
    assert.deepEqual([artist.statusCode, artist.json().message], [403, M.productionForbidden]);
  });

  test('recolour a design: 204 when every colour is mapped for the printer (the file wears the printer colours), 206 with the errors otherwise', async () => {
    const [d] = await db()
      .select({ uid: designs.uid, id: designs.id, variation: designs.variation })
      .from(designs)
      .where(eq(designs.id, 'D59002'));
    // Give the design a file of two colours and that colour list; the printer file wears the printer's hex.
    const [keys] = await db().select({ prodImage: designs.prodImage }).from(designs).where(eq(designs.uid, d.uid));
    const art =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><rect width="10" height="10" fill="#1d4ed8"/><rect x="10" width="10" height="10" fill="#C8102E"/></svg>';
    await files().put(keys.prodImage!, art);
    await db().delete(designColors).where(eq(designColors.designUid, d.uid));
    await db()
      .insert(designColors)
      .values([
        { designUid: d.uid, position: 0, rgbHex: '1D4ED8', name: 'ROYAL BLUE' },
        { designUid: d.uid, position: 1, rgbHex: 'C8102E', name: 'RED' },
      ]);
    await db().update(printerColorMappings).set({ epsonT7270: '2050E0' }).where(eq(printerColorMappings.colorName, 'ROYAL BLUE'));
    await db().update(printerColorMappings).set({ epsonT7270: 'D01030', epsonF6470: '' }).where(eq(printerColorMappings.colorName, 'RED'));
    const ok = await call('artmanager@demo.local', 'POST', '/api/production/recolorFiles', {
      id: d.id,
      variation: d.variation,
      printer: 3,
    });
    assert.equal(ok.statusCode, 204, ok.body);
    // Exactly the mapped colours change; every other byte of the file is kept.
    assert.equal(
      (await read(`production/designs/${d.id}-${d.variation}/epsonT7270.svg`)).toString(),
      art.replace('#1d4ed8', '#2050E0').replace('#C8102E', '#D01030'),
    );
    const inks = designInks(await quantiseImage(await read(`production/designs/${d.id}-${d.variation}/epsonT7270.png`))).map((i) => i.hex);
    assert.ok(inks.includes('2050E0') && inks.includes('D01030'), String(inks));
    const partial = await call('artmanager@demo.local', 'POST', '/api/production/recolorFiles', {
      id: d.id,
      variation: d.variation,
      printer: 4,
    });
    assert.equal(partial.statusCode, 206);
    assert.ok(partial.json().errors.some((e: string) => e.includes('RED')));
    const badPrinter = await call('artmanager@demo.local', 'POST', '/api/production/recolorFiles', {
      id: d.id,
      variation: d.variation,
      printer: 2,
    });
    assert.deepEqual([badPrinter.statusCode, badPrinter.json().message], [400, M.printerInvalid]);
    const unknown = await call('artmanager@demo.local', 'POST', '/api/production/recolorFiles', { id: 'NOPE', variation: 1 });
    assert.deepEqual([unknown.statusCode, unknown.json().message], [404, M.designNotFound]);
  });

  test('dropship collections are the open licence collections; recolouring one recolours its designs', async () => {
    const collections = (await call('artmanager@demo.local', 'GET', '/api/production/dropship_collections')).json() as {
      orderNum: number;
      name: string;
    }[];
    const open = await db()
      .select({ number: orders.number, status: orders.status })
      .from(orders)
      .where(eq(orders.orderType, ORDER_TYPE_CODES.licenseCollection));
    assert.deepEqual(
      collections.map((c) => c.orderNum).sort(),
      open
        .filter((o) => o.status !== ORDER_STATUS.Shipped && o.status !== ORDER_STATUS.Cancelled)
        .map((o) => o.number)
        .sort(),
    );
    if (collections.length) {
      const response = await call('artmanager@demo.local', 'POST', '/api/production/recolor_dropship_collection', {
        orderNum: collections[0].orderNum,
      });
      assert.ok([204, 206].includes(response.statusCode), response.body);
    }
    const missing = await call('artmanager@demo.local', 'POST', '/api/production/recolor_dropship_collection', { orderNum: 999_999_999 });
    assert.deepEqual([missing.statusCode, missing.json().message], [404, M.collectionNotFound]);
  });

  test('the design picker: active designs whose id starts with the text, at most 10', async () => {
    const list = (await call('artmanager@demo.local', 'GET', '/api/production/designs?search=d5900')).json() as {
      id: string;
      variation: number;
    }[];
    assert.ok(list.length > 0 && list.length <= 10 && list.every((d) => d.id.startsWith('D5900')));
    // An option's label as typed (id-variation) finds that design.
    const named = (
      await call('artmanager@demo.local', 'GET', `/api/production/designs?search=${list[0].id.toLowerCase()}-${list[0].variation}`)
    ).json();
    assert.deepEqual(named, [list[0]]);
  });
});
