import assert from 'node:assert/strict';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  DESIGN_UPLOAD_MESSAGES,
  DESIGN_SAMPLE_MESSAGES,
  DR_MESSAGES,
  DRAFTED_MESSAGES,
  STYLE_MESSAGES,
  dayAfter,
} from '@portal/shared/core';
import { createTestApp, gqlAs, type TestApp } from '../../test/harness';
import type { LocalFileStore } from '../platform/fileStore';
import { buildApp } from '../app';
import { claimStagedFile, sweepStagedUploads } from '../platform/stagedUploads';
import { customers } from '../db/tables/directory';
import { productImageMasks, products } from '../db/tables/admin/styles';
import { designArtUploads, designSampleFiles } from '../db/tables/design-requests';
import { areas, type Area } from './index';
import { multipart } from '../../test/multipart';

// The staged-upload sweeper (platform/stagedUploads.ts; server/README.md "Staged uploads") with the
// staging places the areas register: design images (designs-color), style masks (admin), design
// request art and design sample files (design-requests). Real uploads through each area's call,
// on the real database and file store; "old" is made by dating a file or a row back 25 hours.

let t: TestApp;
const HOUR = 60 * 60_000;
const sources = areas.flatMap((a) => a.stagedUploads ?? []);
const gql = gqlAs(() => t);
const cookie = gql.cookie;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());
const db = () => t.database.db;
const files = () => t.app.platform.files;
const sweep = () => sweepStagedUploads(sources, { db: db(), files: files(), now: t.clock.now(), maxAgeMs: t.config.stagedUploadMaxAgeMs });
/** Dates a stored file back 25 hours (by the app clock). */
const age = async (key: string) => {
  const when = new Date(t.clock.now().getTime() - 25 * HOUR);
  await utimes(path.join((files() as LocalFileStore).root, key), when, when);
};
const post = async (as: string, url: string, parts: Parameters<typeof multipart>[0]) => {
  const { payload, headers } = multipart(parts);
  const r = await t.app.inject({ method: 'POST', url, headers: { ...headers, cookie: await cookie(as) }, payload });
  assert.equal(r.statusCode, 200, r.body);
  return r.json();
};
const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 4, background: { r: 200, g: 16, b: 46, alpha: 1 } } })
    .png()
    .toBuffer();
const maskPng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect x="50" y="40" width="300" height="200" fill="#fff"/></svg>',
    ),
  )
    .png()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('staged uploads are swept', () => {
  test('every area that stages uploads registers them: design images, style masks, design request art, design sample files, drafted logos and agreements', () => {
    assert.deepEqual(sources.map((s) => s.name).sort(), [
      'design images',
      'design request art',
      'design sample files',
      'drafted agreements',
      'drafted logos',
      'style masks',
    ]);
    assert.equal(t.config.stagedUploadMaxAgeMs, 24 * HOUR);
  });

  test('design images: an old staged image is removed, a fresh one kept; naming a swept one is refused', async () => {
    const artist = 'artist@demo.local';
    const [{ id: userId }] = (
      (await db().execute(sql`select id from users where email = ${artist}`)) as unknown as { rows: { id: number }[] }
    ).rows;
    const stagedKey = (token: string) => `designs/uploads/${userId}/${token}.png`;
    const old = await post(artist, '/api/design/upload/image', [{ field: 'file', name: 'old.png', data: await png(200, 100) }]);
    const fresh = await post(artist, '/api/design/upload/image', [{ field: 'file', name: 'new.png', data: await png(200, 100) }]);
    const oldKey = stagedKey(old.id);
    await age(oldKey);
    const removed = await sweep();
    assert.equal(removed['design images'], 1);
    assert.equal(await files().exists(oldKey), false);
    assert.equal(await files().exists(stagedKey(fresh.id)), true);
    const [c] = await db().select({ numb: customers.numb }).from(customers).orderBy(asc(customers.numb)).limit(1);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/design/upload',
      headers: { cookie: await cookie(artist) },
      payload: { upload: old.id, customer: c.numb, method: 'SCRP', width: 4 },
    });
    assert.deepEqual([late.statusCode, late.json().message], [400, DESIGN_UPLOAD_MESSAGES.imageExpired]);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/design/upload',
      headers: { cookie: await cookie(artist) },
      payload: { upload: fresh.id, customer: c.numb, method: 'SCRP', width: 4 },
    });
    assert.equal(ok.statusCode, 200, ok.body);
  });

  test("style masks: an old upload no mask names is removed; a saved mask's file and the seeded masks' files stay, however old", async () => {
    const sku = 'ST1013';
    const [p] = await db().select({ id: products.id }).from(products).where(eq(products.sku, sku));
    const key = (upload: string) => `styles/${p.id}/masks/${upload}.png`;
    const unsaved = await post('admin@demo.local', `/api/styles/${sku}/masks`, [{ field: 'file', name: 'a.png', data: await maskPng() }]);
    const saved = await post('admin@demo.local', `/api/styles/${sku}/masks`, [{ field: 'file', name: 'b.png', data: await maskPng() }]);
    const locations = (await gql('admin@demo.local', 'query($sku: String!) { product(sku: $sku) { locations { id name } } }', { sku }))
      .data!.product.locations as { id: number; name: string }[];
    const back = locations.find((l) => l.name === 'Full Back')!;
    const UPDATE = 'mutation($input: UpdateStyleInput!) { updateStyle(input: $input) { imageMasks { id src } } }';
    const done = await gql('admin@demo.local', UPDATE, {
      input: { sku, imageMasks: [{ upload: saved.upload, imageType: 'G', colorCode: 'BLK', variation: 0, locationId: back.id }] },
    });
    assert.equal(done.errors, undefined, JSON.stringify(done.errors));
    // A seeded mask's file, drawn on first request and kept in the same folder.
    const [seeded] = await db()
      .select({ src: productImageMasks.src, productId: productImageMasks.productId })
      .from(productImageMasks)
      .where(sql`${productImageMasks.src} not like ${'%' + saved.upload + '%'}`)
      .limit(1);
    const seededFile = await t.app.inject({ method: 'GET', url: seeded.src, headers: { cookie: await cookie('admin@demo.local') } });
    assert.equal(seededFile.statusCode, 200);
    const seededKey = `styles/${seeded.productId}/masks/${seeded.src.split('/').pop()}`;
    for (const k of [key(unsaved.upload), key(saved.upload), seededKey]) await age(k);
    const removed = await sweep();
    assert.equal(removed['style masks'], 1);
    assert.deepEqual(await Promise.all([key(unsaved.upload), key(saved.upload), seededKey].map((k) => files().exists(k))), [
      false,
      true,
      true,
    ]);
    // Naming the swept upload now is the editor's "upload it again".
    const late = await gql('admin@demo.local', UPDATE, {
      input: { sku, imageMasks: [{ upload: unsaved.upload, imageType: 'G', colorCode: 'WHT', variation: 0, locationId: back.id }] },
    });
    assert.equal(late.errors?.[0].message, STYLE_MESSAGES.maskUploadUnknown);
  });

  test('a save that has claimed a staged file keeps it: the sweep skips it or waits, then sees the row naming it', async () => {
    const sku = 'ST1013';
    const [p] = await db().select({ id: products.id }).from(products).where(eq(products.sku, sku));
    const racing = await post('admin@demo.local', `/api/styles/${sku}/masks`, [{ field: 'file', name: 'c.png', data: await maskPng() }]);
    const key = `styles/${p.id}/masks/${racing.upload}.png`;
    await age(key);
    const [template] = await db().select().from(productImageMasks).where(eq(productImageMasks.productId, p.id)).limit(1);
    let claimed!: () => void;
    const isClaimed = new Promise<void>((resolve) => (claimed = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const save = db().transaction(async (tx) => {
      assert.equal(await claimStagedFile(tx, files(), key), true);
      claimed();
      await released;
      const { id: _id, ...values } = template;
      await tx
        .insert(productImageMasks)
        .values({ ...values, colorCode: 'RACE', src: template.src.replace(/[^/]+$/, `${racing.upload}.png`) });
    });
    await isClaimed;
    if (t.config.databaseUrl) {
      // PostgreSQL: the whole sweep runs while the save holds its claim, and skips the file.
      try {
        assert.equal((await sweep())['style masks'], 0);
        assert.equal(await files().exists(key), true, 'the file a save has claimed is kept');
      } finally {
        release();
        await save;
      }
    } else {
      // The embedded database runs one transaction at a time: the sweep waits for the save's.
      const sweeping = sweep();
      release();
      await save;
      await sweeping;
    }
    assert.equal(await files().exists(key), true, 'the file the save named is kept');
    assert.equal((await sweep())['style masks'], 0, 'and a later sweep keeps it too');
  });

  test('design request art: an old staged upload (row and its four files) is removed, a fresh one kept; submitting the swept one is refused', async () => {
    const [c] = await db()
      .select({ numb: customers.numb })
      .from(customers)
      .where(eq(customers.repCode, '101'))
      .orderBy(asc(customers.numb))
      .limit(1);
    const created = await gql('rep@demo.local', 'mutation($r: DesignRequestInput!) { createDesignRequest(request: $r) }', {
      r: { customer: c.numb, method: 'EMB', width: 4, height: 4, instructions: 'Crest', dateRequired: dayAfter(t.clock.now(), 5) },
    });
    const id = created.data!.createDesignRequest as number;
    assert.equal((await gql('artist@demo.local', 'mutation($id: Int!) { acceptDesignRequest(id: $id) }', { id })).errors, undefined);
    const art = async () =>
      post('artist@demo.local', `/api/designRequest/${id}/art`, [
        { field: 'method', value: 'EMB' },
        { field: 'production', name: 'art.pdf', data: PDF },
        { field: 'working', name: 'art.ai', data: PDF },
        { field: 'image', name: 'art.png', data: await png(400, 400) },
        { field: 'pms', name: 'pms.png', data: await png(50, 20) },
      ]);
    const old = await art();
    const fresh = await art();
    await db()
      .update(designArtUploads)
      .set({ createdAt: new Date(t.clock.now().getTime() - 25 * HOUR) })
      .where(eq(designArtUploads.token, old.upload));
    const [oldRow] = await db().select().from(designArtUploads).where(eq(designArtUploads.token, old.upload));
    const oldKeys = [oldRow.imageKey, oldRow.pmsKey, oldRow.productionKey, oldRow.workingKey];
    const removed = await sweep();
    assert.equal(removed['design request art'], 4);
    assert.deepEqual(
      await db().select({ token: designArtUploads.token }).from(designArtUploads).where(eq(designArtUploads.requestId, id)),
      [{ token: fresh.upload }],
    );
    assert.deepEqual(await Promise.all(oldKeys.map((k) => files().exists(k))), [false, false, false, false]);
    const audit = (await db().execute(
      sql`select actor_id from audit_log where table_name = 'design_art_uploads' and action = 'delete' order by id desc limit 1`,
    )) as unknown as { rows: { actor_id: number | null }[] };
    assert.deepEqual(audit.rows, [{ actor_id: null }], "the sweep is the system's change in the audit trail");
    const SUBMIT = 'mutation($id: Int!, $d: NewDesignInput) { submitDesignRequestArt(id: $id, newDesign: $d) }';
    assert.equal(
      (await gql('artist@demo.local', SUBMIT, { id, d: { upload: old.upload, width: 4, height: 4, method: 'EMB' } })).errors?.[0].message,
      DR_MESSAGES.uploadExpired,
    );
    assert.equal(
      (await gql('artist@demo.local', SUBMIT, { id, d: { upload: fresh.upload, width: 4, height: 4, method: 'EMB' } })).errors,
      undefined,
    );
  });

  test('design sample files: an old file no comment or receive attached is removed; attached and fresh ones stay', async () => {
    const ACT = 'samples@demo.local';
    const available = (await gql(ACT, '{ availableDesigns { key } }')).data!.availableDesigns as { key: string }[];
    const id = (await gql(ACT, 'mutation($d: String!) { createDesignSampleRequest(input: { design: $d }) }', { d: available[0].key })).data!
      .createDesignSampleRequest as number;
    const stage = async (name: string) =>
      (await post(ACT, `/api/designSampleRequest/${id}/files`, [{ field: 'files', name, data: await png(20, 20) }]))[0].id as string;
    const [oldId, attachedId, freshId] = [await stage('old.png'), await stage('attached.png'), await stage('fresh.png')].map(Number);
    const COMMENT = 'mutation($id: Int!, $c: DesignSampleCommentInput!) { addDesignSampleRequestComment(id: $id, comment: $c) }';
    assert.equal((await gql(ACT, COMMENT, { id, c: { comment: 'Front', files: [attachedId] } })).errors, undefined);
    await db()
      .update(designSampleFiles)
      .set({ createdAt: new Date(t.clock.now().getTime() - 25 * HOUR) })
      .where(sql`${designSampleFiles.id} in (${oldId}, ${attachedId})`);
    const rows = await db()
      .select({ id: designSampleFiles.id, fileKey: designSampleFiles.fileKey })
      .from(designSampleFiles)
      .where(eq(designSampleFiles.sampleId, id))
      .orderBy(asc(designSampleFiles.id));
    const removed = await sweep();
    assert.equal(removed['design sample files'], 1);
    assert.deepEqual(
      (
        await db()
          .select({ id: designSampleFiles.id })
          .from(designSampleFiles)
          .where(eq(designSampleFiles.sampleId, id))
          .orderBy(asc(designSampleFiles.id))
      ).map((r) => r.id),
      [attachedId, freshId],
    );
    assert.deepEqual(await Promise.all(rows.map((r) => files().exists(r.fileKey))), [false, true, true]);
    assert.equal(
      (await gql(ACT, COMMENT, { id, c: { comment: 'Late', files: [oldId] } })).errors?.[0].message,
      DESIGN_SAMPLE_MESSAGES.fileUnknown,
    );
  });

  test('drafted logos and agreements: old uploads no organization, sponsor or contest names are removed; named and fresh ones stay; naming a swept one is refused', async () => {
    const ACT = 'drafted@demo.local';
    const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const AGREEMENT = Buffer.from('<h1>Agreement</h1><p>Terms</p>');
    const stage = async (kind: 'logo' | 'agreement', name: string, data: Buffer) =>
      (await post(ACT, `/api/drafted/upload?kind=${kind}`, [{ field: 'file', name, data }])).upload as string;
    const logoKey = (token: string) => `drafted/logos/${token}`;
    const agreementKey = (token: string) => `drafted/agreements/${token}`;
    const [oldLogo, sponsorLogo, contestLogo, freshLogo] = [
      await stage('logo', 'a.png', await png(20, 20)),
      await stage('logo', 'b.svg', SVG),
      await stage('logo', 'c.png', await png(20, 20)),
      await stage('logo', 'd.png', await png(20, 20)),
    ];
    const [oldAgreement, contestAgreement, freshAgreement] = [
      await stage('agreement', 'a.html', AGREEMENT),
      await stage('agreement', 'b.html', AGREEMENT),
      await stage('agreement', 'c.html', AGREEMENT),
    ];
    const SPONSOR = 'mutation($i: DraftedSponsorInput!) { createDraftedSponsor(input: $i) { id logoUrl } }';
    const sponsor = await gql(ACT, SPONSOR, { i: { name: 'Swept Bank', logo: { upload: sponsorLogo } } });
    assert.equal(sponsor.errors, undefined, JSON.stringify(sponsor.errors));
    const UPDATE = 'mutation($input: DraftedContestInput!) { updateDraftedContest(input: $input) { id } }';
    // A seeded contest takes the new logo and agreement (only the fields given change).
    const contestId = ((await gql(ACT, '{ draftedContests { id } }')).data!.draftedContests[0] as { id: number }).id;
    const named = await gql(ACT, UPDATE, { input: { id: contestId, logo: { upload: contestLogo }, agreement: contestAgreement } });
    assert.equal(named.errors, undefined, JSON.stringify(named.errors));
    for (const key of [...[oldLogo, sponsorLogo, contestLogo].map(logoKey), ...[oldAgreement, contestAgreement].map(agreementKey)])
      await age(key);
    const removed = await sweep();
    assert.equal(removed['drafted logos'], 1);
    assert.equal(removed['drafted agreements'], 1);
    assert.deepEqual(await Promise.all([oldLogo, sponsorLogo, contestLogo, freshLogo].map((k) => files().exists(logoKey(k)))), [
      false,
      true,
      true,
      true,
    ]);
    assert.deepEqual(await Promise.all([oldAgreement, contestAgreement, freshAgreement].map((k) => files().exists(agreementKey(k)))), [
      false,
      true,
      true,
    ]);
    // Naming a swept upload is the form's "upload it again"; the fresh one is taken.
    assert.equal(
      (await gql(ACT, SPONSOR, { i: { name: 'Late Bank', logo: { upload: oldLogo } } })).error?.message,
      DRAFTED_MESSAGES.logoUnknown,
    );
    assert.equal(
      (await gql(ACT, UPDATE, { input: { id: contestId, agreement: oldAgreement } })).error?.message,
      DRAFTED_MESSAGES.agreementType,
    );
    assert.equal(
      (await gql(ACT, UPDATE, { input: { id: contestId, agreement: freshAgreement, logo: { upload: freshLogo } } })).errors,
      undefined,
    );
    // The logo and agreement the save replaced (a day old) are named by nobody now: they go too.
    const again = await sweep();
    assert.deepEqual([again['drafted logos'], again['drafted agreements']], [1, 1]);
    assert.deepEqual(
      await Promise.all(
        [logoKey(contestLogo), logoKey(freshLogo), agreementKey(contestAgreement), agreementKey(freshAgreement)].map((k) =>
          files().exists(k),
        ),
      ),
      [false, true, false, true],
    );
  });

  test('the server sweeps at start-up (and STAGED_UPLOAD_MAX_AGE_HOURS sets the age)', async () => {
    const artist = 'artist@demo.local';
    const staged = await post(artist, '/api/design/upload/image', [{ field: 'file', name: 'x.png', data: await png(200, 100) }]);
    const [{ id: userId }] = (
      (await db().execute(sql`select id from users where email = ${artist}`)) as unknown as { rows: { id: number }[] }
    ).rows;
    const key = `designs/uploads/${userId}/${staged.id}.png`;
    const when = new Date(t.clock.now().getTime() - 3 * HOUR);
    await utimes(path.join((files() as LocalFileStore).root, key), when, when);
    // 3 hours old: kept by the default age, removed when the age is 2 hours. The start-up sweep
    // runs in the background; closing the app waits for it.
    const keep = await buildApp({ config: t.config, db: db(), clock: t.clock, logger: false });
    await keep.ready();
    await keep.close();
    assert.equal(await files().exists(key), true);
    const short = await buildApp({ config: { ...t.config, stagedUploadMaxAgeMs: 2 * HOUR }, db: db(), clock: t.clock, logger: false });
    await short.ready();
    await short.close();
    assert.equal(await files().exists(key), false);
  });

  test('the start-up sweep runs in the background: the server answers while it is under way', { timeout: 20_000 }, async () => {
    let sweeping!: () => void;
    const started = new Promise<void>((resolve) => (sweeping = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let ended = false;
    // A staging place whose sweep holds until the test lets it go (after the app has answered).
    const slow: Area = {
      name: 'slow-staging',
      stagedUploads: [
        {
          kind: 'table',
          name: 'slow staging',
          expire: async () => {
            sweeping();
            await finished;
            ended = true;
            return [];
          },
        },
      ],
    };
    const app = await buildApp({ config: t.config, db: db(), clock: t.clock, logger: false, areas: [...areas, slow] });
    try {
      // Were the sweep awaited when the app gets ready, this would never resolve (the sweep waits for `finish`).
      await app.ready();
      await started;
      // (A call that needs no database: on the embedded one the sweep's transaction holds the connection.)
      const answer = await app.inject({ method: 'GET', url: '/api/customers' });
      assert.equal(answer.statusCode, 401);
      assert.equal(ended, false, 'answered while the start-up sweep is under way');
    } finally {
      finish();
      await app.close();
    }
    assert.equal(ended, true, 'closing the app waited for the sweep');
  });
});
