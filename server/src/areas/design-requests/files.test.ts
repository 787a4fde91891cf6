import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { DR_MESSAGES, STORED_IMAGE_PX, dayAfter, fill, maxSizeOf, sizedImageUrl, treatmentOf } from '@portal/shared/core';
import { changesMadeBy } from '../../../test/dbChanges';
import { createTestApp, signIn, type TestApp } from '../../../test/harness';
import { multipart, PDF, png, type FormPart } from '../../../test/multipart';
import { customers } from '../../db/tables/directory';

// The upload checks of design requests (spec 001 §5.2) with real files: what the bytes are (not
// what the name says), an SVG's viewBox, a PNG's size from its header, the proportions against the
// treatment, the size limits; and a good upload going through submit art to the served image.

let t: TestApp;
const cookies = new Map<string, string>();
const REP = 'rep@demo.local';
const ARTIST = 'artist@demo.local';
let requestId: number;

async function cookie(as: string) {
  if (!cookies.has(as)) cookies.set(as, await signIn(t.app, as));
  return cookies.get(as)!;
}
async function gql(as: string, query: string, variables: Record<string, unknown> = {}) {
  const r = await t.app.inject({ method: 'POST', url: '/gql', headers: { cookie: await cookie(as) }, payload: { query, variables } });
  const body = r.json() as { data?: any; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors[0].message);
  return body.data;
}

const svg = (attrs: string) =>
  Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attrs}><rect width="10" height="10"/></svg>`);

type Part = FormPart;
async function upload(url: string, as: string, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url, headers: { cookie: await cookie(as), ...headers }, payload });
}
const art = (over: Partial<Record<'production' | 'working' | 'image' | 'pms', { name: string; data: Buffer }>> = {}): Part[] => [
  { field: 'method', value: 'EMB' },
  { field: 'production', ...(over.production ?? { name: 'art.pdf', data: PDF }) },
  { field: 'working', ...(over.working ?? { name: 'art.ai', data: PDF }) },
  { field: 'image', ...(over.image ?? { name: 'art.png', data: png(400, 400) }) },
  { field: 'pms', ...(over.pms ?? { name: 'pms.png', data: png(50, 20) }) },
];

before(async () => {
  t = await createTestApp();
  const [c] = await t.database.db
    .select({ numb: customers.numb })
    .from(customers)
    .where(eq(customers.repCode, '101'))
    .orderBy(asc(customers.numb))
    .limit(1);
  requestId = (
    await gql(REP, 'mutation($r: DesignRequestInput!) { createDesignRequest(request: $r) }', {
      r: {
        customer: c.numb,
        method: 'EMB',
        width: 4,
        height: 4,
        instructions: 'Crest, two colours',
        dateRequired: dayAfter(t.clock.now(), 5),
      },
    })
  ).createDesignRequest;
  await gql(ARTIST, 'mutation($id: Int!) { acceptDesignRequest(id: $id) }', { id: requestId });
});
after(() => t.close());

describe('art upload checks (spec 001 §5.2), from the bytes', () => {
  const refused = async (parts: Part[], message: string) => {
    const call = await changesMadeBy(t.database.db, () => upload(`/api/designRequest/${requestId}/art`, ARTIST, parts));
    assert.equal(call.result.statusCode, 400, call.result.body);
    assert.deepEqual(call.result.json(), { message });
    assert.deepEqual(call.committed, []);
  };
  test('an SVG without a viewBox', () =>
    refused(art({ image: { name: 'art.svg', data: svg('width="100" height="100"') } }), DR_MESSAGES.svgViewboxMissing));
  test('a PNG of proportions the treatment cannot take (400 × 2 px into 12 × 12 in)', () =>
    refused(art({ image: { name: 'art.png', data: png(400, 2) } }), DR_MESSAGES.imageProportionsIncompatible));
  test('a disguised file: a PDF named .png is not an image', () =>
    refused(art({ image: { name: 'art.png', data: PDF } }), DR_MESSAGES.incompatibleFileType));
  test('a PMS image that is an SVG', () =>
    refused(art({ pms: { name: 'pms.png', data: svg('viewBox="0 0 10 10"') } }), DR_MESSAGES.incompatibleFileType));
  test('a production file of another type', () =>
    refused(art({ production: { name: 'art.exe', data: PDF } }), DR_MESSAGES.incompatibleFileType));
  test('over-size files: production over 20 MB, design image over 10 MB', async () => {
    await refused(
      art({ production: { name: 'big.pdf', data: Buffer.alloc(20 * 1024 * 1024 + 1, 0x20) } }),
      DR_MESSAGES.productionFileTooLarge,
    );
    const bigPng = Buffer.concat([png(400, 400), Buffer.alloc(10 * 1024 * 1024, 0)]);
    await refused(art({ image: { name: 'big.png', data: bigPng } }), DR_MESSAGES.designImageTooLarge);
  });
  test('a CC image on a treatment without CC', () => refused([...art(), { field: 'cc', value: 'true' }], DR_MESSAGES.methodNoCcSupport));
  test('someone who is not the assigned artist or a manager cannot upload', async () => {
    const r = await upload(`/api/designRequest/${requestId}/art`, 'artist2@demo.local', art());
    assert.equal(r.statusCode, 403);
  });

  test('a good upload: its size is read from the SVG viewBox, submit uses it, the art is served', async () => {
    const r = await upload(
      `/api/designRequest/${requestId}/art`,
      ARTIST,
      art({ image: { name: 'art.svg', data: svg('viewBox="0 0 300 200"') } }),
    );
    assert.equal(r.statusCode, 200, r.body);
    const staged = r.json() as { upload: string; width: number; height: number };
    assert.deepEqual({ width: staged.width, height: staged.height }, { width: 300, height: 200 });
    // Wider than the treatment allows: refused with the form's message, whatever the dialog sent.
    const emb = treatmentOf('EMB')!;
    await assert.rejects(
      gql(ARTIST, 'mutation($id: Int!, $d: NewDesignInput, $i: [String!]) { submitDesignRequestArt(id: $id, newDesign: $d, issues: $i) }', {
        id: requestId,
        d: { upload: staged.upload, width: maxSizeOf(emb, 'width') + 1, height: 4, method: 'EMB' },
        i: ['Wider than asked'],
      }),
      { message: fill(DR_MESSAGES.sizeRange, { max: Math.max(maxSizeOf(emb, 'width'), maxSizeOf(emb, 'height')) }) },
    );
    // The art differs from the request (4 × 4 asked, 6 × 4 given): a corrected issue is required.
    await assert.rejects(
      gql(ARTIST, 'mutation($id: Int!, $d: NewDesignInput) { submitDesignRequestArt(id: $id, newDesign: $d) }', {
        id: requestId,
        d: { upload: staged.upload, width: 6, height: 4, method: 'EMB' },
      }),
      { message: DR_MESSAGES.correctedIssuesRequired },
    );
    await gql(
      ARTIST,
      'mutation($id: Int!, $d: NewDesignInput, $i: [String!]) { submitDesignRequestArt(id: $id, newDesign: $d, issues: $i) }',
      {
        id: requestId,
        d: { upload: staged.upload, width: 6, height: 4, method: 'EMB' },
        i: ['Requested size does not fit the treatment'],
      },
    );
    const detail = (
      await gql(REP, 'query($id: Int!) { designRequest(id: $id) { status { code } art correctedIssues } }', { id: requestId })
    ).designRequest;
    assert.equal(detail.status.code, 3);
    assert.deepEqual(detail.correctedIssues, ['Requested size does not fit the treatment']);
    const served = await t.app.inject({ method: 'GET', url: detail.art, headers: { cookie: await cookie(REP) } });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/svg+xml');
    assert.match(served.body, /viewBox="0 0 300 200"/);
    // The detail page shows it in a card's box: a PNG drawn at that size from the SVG.
    const card = await t.app.inject({ method: 'GET', url: sizedImageUrl(detail.art, 'card'), headers: { cookie: await cookie(REP) } });
    assert.deepEqual([card.statusCode, card.headers['content-type']], [200, 'image/png']);
    const meta = await sharp(card.rawPayload).metadata();
    assert.deepEqual([meta.width, meta.height], [STORED_IMAGE_PX.card, STORED_IMAGE_PX.card * (200 / 300)]);
  });
});

describe('reference images (spec 001 §5.2)', () => {
  test('not an image, or over 4 MB, is refused with the spec’s words; a JPEG is kept', async () => {
    const notImage = await upload('/api/designRequest/reference', REP, [{ field: 'file', name: 'ref.jpg', data: PDF }]);
    assert.deepEqual([notImage.statusCode, notImage.json()], [400, { message: DR_MESSAGES.referenceFileType }]);
    const big = await upload('/api/designRequest/reference', REP, [
      { field: 'file', name: 'ref.png', data: Buffer.concat([png(10, 10), Buffer.alloc(4 * 1024 * 1024)]) },
    ]);
    assert.deepEqual([big.statusCode, big.json()], [400, { message: DR_MESSAGES.referenceFileTooLarge }]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
    const ok = await upload('/api/designRequest/reference', REP, [{ field: 'file', name: 'ref.jpg', data: jpeg }]);
    assert.equal(ok.statusCode, 200, ok.body);
    const served = await t.app.inject({ method: 'GET', url: ok.json().path, headers: { cookie: await cookie(REP) } });
    assert.equal(served.headers['content-type'], 'image/jpeg');
  });

  test("a customer's references are for whoever may pick that customer: another rep gets nothing of them", async () => {
    const [{ numb }] = await t.database.db.select({ numb: customers.numb }).from(customers).where(eq(customers.repCode, '101')).limit(1);
    const kept = await upload(`/api/designRequest/reference?customer=${numb}`, REP, [
      { field: 'file', name: 'crest.png', data: png(20, 20) },
    ]);
    assert.equal(kept.statusCode, 200, kept.body);
    const path = kept.json().path as string;
    const list = `query($c: String!) { artReferences(customer: $c) { id path } }`;
    assert.ok((await gql(REP, list, { c: numb })).artReferences.some((r: { path: string }) => r.path === path));
    assert.ok((await gql(ARTIST, list, { c: numb })).artReferences.some((r: { path: string }) => r.path === path));
    // rep2@ (102) is another rep: no list, no file, no upload for that customer.
    const OTHER = 'rep2@demo.local';
    assert.deepEqual((await gql(OTHER, list, { c: numb })).artReferences, []);
    const file = await t.app.inject({ method: 'GET', url: path, headers: { cookie: await cookie(OTHER) } });
    assert.equal(file.statusCode, 404);
    const theirs = await upload(`/api/designRequest/reference?customer=${numb}`, OTHER, [
      { field: 'file', name: 'x.png', data: png(10, 10) },
    ]);
    assert.deepEqual([theirs.statusCode, theirs.json()], [400, { message: DR_MESSAGES.unknownCustomer }]);
  });

  test('a reference’s thumbnail is a PNG fitted in the box, made once and kept; only for who may see the reference', async () => {
    const [{ numb }] = await t.database.db.select({ numb: customers.numb }).from(customers).where(eq(customers.repCode, '101')).limit(1);
    const kept = await upload(`/api/designRequest/reference?customer=${numb}`, REP, [
      { field: 'file', name: 'wide.png', data: png(600, 300) },
    ]);
    const thumb = sizedImageUrl(kept.json().path, 'thumb');
    const get = async (url: string, as = REP) => t.app.inject({ method: 'GET', url, headers: { cookie: await cookie(as) } });
    const first = await get(thumb);
    assert.deepEqual([first.statusCode, first.headers['content-type']], [200, 'image/png']);
    const meta = await sharp(first.rawPayload).metadata();
    assert.deepEqual([meta.width, meta.height], [STORED_IMAGE_PX.thumb, STORED_IMAGE_PX.thumb / 2]);
    const made: string[] = [];
    for await (const f of t.app.platform.files.list(`thumbnails/${STORED_IMAGE_PX.thumb}`)) made.push(f.key);
    assert.equal(made.filter((k) => k.includes('/design-requests/references/')).length, 1);
    assert.ok((await get(thumb)).rawPayload.equals(first.rawPayload));
    assert.equal((await get(thumb, 'rep2@demo.local')).statusCode, 404);
    assert.equal((await get(`${kept.json().path}?size=huge`)).statusCode, 404);
  });
});
