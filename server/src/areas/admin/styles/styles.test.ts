import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { STYLE_MESSAGES as M } from '@portal/shared/core';
import { changesMadeBy } from '../../../../test/dbChanges';
import { createTestApp, gqlAs, type TestApp } from '../../../../test/harness';
import { products } from '../../../db/tables/admin/styles';
import { SEED_PRESET, SEED_STYLE } from './seed';

// The product style editor on the server (spec 002 §2–§9; mfe-admin/README.md "Product style
// editor"): the list, one product, options, presets, styles by category, treatments by style;
// UpdateStyle (only the parts sent change; a category change clears the sub category; locations,
// image locations, nested image locations, mask copies and deletions), the preset upsert and copy
// treatments, refused without development with the spec's rule, changing nothing when refused.

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const db = () => t.database.db;
const call = gqlAs(() => t);
const gql = <T = any>(query: string, variables: Record<string, unknown> = {}, as = 'admin@demo.local') => call<T>(as, query, variables);
const LIST =
  'query($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String, $baseStyles: Boolean) { products(page: $page, order: $order, orderBy: $orderBy, search: $search, searchCol: $searchCol, baseStyles: $baseStyles) { sku name fullName category statusFlag baseStyle } }';
const PRODUCT = `query($sku: String!) { product(sku: $sku) { id sku name fullName category subCategory description gender brand fabricCode statusFlag exitDate introDate modelColor styleStatus type price comparePrice otherPrice otherCompare newDate newPrice newOtherPrice
  treatments { id name } colors { code name } locations { id name width height origin methods }
  imageDecorationLocations { id imageType colorCode variation locationId x y rotation ppi requiresVariation }
  nestedImageLocations { id imageType colorCode variation nestedVariation x y z rotation width }
  imageMasks { id src imageType colorCode variation locationId location } } }`;
const UPDATE =
  'mutation($input: UpdateStyleInput!) { updateStyle(input: $input) { sku name fullName category subCategory price locations { id name } imageDecorationLocations { id locationId x } nestedImageLocations { id z } imageMasks { id colorCode variation location } treatments { id } } }';
const product = async (sku = SEED_STYLE) => (await gql(PRODUCT, { sku })).data!.product;
const update = (input: Record<string, unknown>, as?: string) => gql(UPDATE, { input }, as);

describe('products (the list)', () => {
  test('50 a page, sku ascending by default, with statusFlag; page 2 follows; INTERNAL users read, others are refused', async () => {
    const first = (await gql(LIST)).data!.products as { sku: string; statusFlag: string }[];
    assert.equal(first.length, 40, 'the seed has 40 styles at scale 1');
    assert.equal(first[0].sku, SEED_STYLE);
    assert.deepEqual(
      first.map((p) => p.sku),
      [...first.map((p) => p.sku)].sort(),
    );
    assert.ok(first.every((p) => ['N', 'Y', 'P', 'T', 'D'].includes(p.statusFlag)));
    assert.deepEqual((await gql(LIST, { page: 2 })).data!.products, []);
    assert.equal((await gql(LIST, {}, 'viewer@demo.local')).data!.products.length, 40);
    assert.equal((await gql(LIST, {}, 'rep@demo.local')).errors?.[0].message, M.forbidden);
    assert.equal((await gql(LIST, {}, 'customer@demo.local')).error?.code, 'FORBIDDEN');
  });

  test('search in a column, sort both ways, base styles only', async () => {
    const hoodies = (await gql(LIST, { search: 'HOODIE', searchCol: 'name' })).data!.products as { name: string }[];
    assert.ok(hoodies.length > 0 && hoodies.every((p) => p.name.toLowerCase().includes('hoodie')));
    const byName = ((await gql(LIST, { orderBy: 'name', order: 'desc' })).data!.products as { name: string }[]).map((p) => p.name);
    assert.deepEqual(
      byName,
      [...byName].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)),
    );
    const base = (await gql(LIST, { baseStyles: true })).data!.products as { baseStyle: boolean }[];
    assert.ok(base.length < 40 && base.every((p) => p.baseStyle));
    const stale = (await gql(LIST, { orderBy: 'nope', searchCol: 'nope', page: -3 })).data!.products as { sku: string }[];
    assert.equal(stale[0].sku, SEED_STYLE);
  });
});

describe('product, options, presets, styles by category, treatments by style', () => {
  test('a product with every field and every part under it', async () => {
    const p = await product();
    assert.equal(p.name, 'Classic Tee');
    assert.equal(p.category, 'T-Shirts');
    assert.equal(p.subCategory, 'Short Sleeve');
    assert.equal(p.description.length, 3);
    assert.equal(p.price, 15);
    assert.ok(p.treatments.length === 2 && p.colors.length >= 3 && p.locations.length === 3);
    assert.equal(p.imageDecorationLocations.length, 3);
    assert.equal(p.nestedImageLocations.length, 1);
    assert.deepEqual(
      p.imageMasks.map((m: { location: string }) => m.location),
      ['Full Front', 'Left Chest'],
    );
    assert.equal((await gql('{ product(sku: "NOPE") { id } }')).data!.product, null);
  });

  test('options, presets (normalised), styles by category, treatments by style', async () => {
    const o = (await gql('{ productOptions { fabricComposition { code } categories { name subCategories } treatments { id } locations } }'))
      .data!.productOptions;
    assert.ok(
      o.categories.some((c: { name: string; subCategories: string[] }) => c.name === 'Fleece' && c.subCategories.includes('Hoodie')),
    );
    assert.ok(o.locations.includes('Full Front') && o.treatments.length === 7 && o.fabricComposition.length === 4);
    const presets = (await gql('{ locationPresets { name imageLocations { x y ppi } } }')).data!.locationPresets;
    const preset = presets.find((x: { name: string }) => x.name === SEED_PRESET);
    assert.ok(preset.imageLocations.every((l: { x: number; y: number }) => l.x <= 1 && l.y <= 1));
    const fleece = (await gql('{ stylesByCategory(category: "Fleece") { sku name } }')).data!.stylesByCategory;
    assert.ok(fleece.length > 0 && fleece.some((s: { sku: string }) => s.sku === 'ST1001'));
    const tr = (await gql(`{ treatmentsByStyle(sku: "${SEED_STYLE}") { id type name } }`)).data!.treatmentsByStyle;
    assert.equal(tr.length, 2);
    assert.equal((await gql('{ treatmentsByStyle(sku: "NOPE") { id } }')).error?.code, 'NOT_FOUND');
  });
});

describe('updateStyle', () => {
  test('without development: refused with the rule, nothing changes', async () => {
    const refused = await changesMadeBy(db(), () => update({ sku: SEED_STYLE, product: { name: 'Nope' } }, 'viewer@demo.local'));
    assert.equal(refused.result.errors?.[0].message, M.developmentOnly);
    assert.equal(refused.result.error?.code, 'FORBIDDEN');
    assert.deepEqual(refused.committed, []);
    assert.equal((await update({ sku: SEED_STYLE, product: { name: 'Nope' } }, 'csr@demo.local')).errors?.[0].message, M.developmentOnly);
  });

  test('only the fields sent change, in one transaction with its audit entry', async () => {
    const before = await product('ST1002');
    const done = await changesMadeBy(db(), () => update({ sku: 'ST1002', product: { name: 'Long Sleeve Tee II', price: 19.5 } }));
    assert.equal(done.result.data!.updateStyle.name, 'Long Sleeve Tee II');
    assert.equal(done.committed.length, 1);
    const after = await product('ST1002');
    const { name: _n, price: _p, ...restBefore } = before;
    const { name: _n2, price: _p2, ...restAfter } = after;
    assert.deepEqual(restAfter, restBefore);
    assert.equal(after.price, 19.5);
    const audit = await db().execute(
      sql`select changes from audit_log where subject = 'product' and subject_id = ${before.id} and table_name = 'products' order by id desc limit 1`,
    );
    const changes = (audit as unknown as { rows: { changes: Record<string, unknown> }[] }).rows[0].changes;
    assert.deepEqual(Object.keys(changes).sort(), ['name', 'price']);
  });

  test('a category change clears the sub category; a sub category must be of the category', async () => {
    const moved = await update({ sku: 'ST1003', product: { category: 'Polos' } });
    assert.deepEqual([moved.data!.updateStyle.category, moved.data!.updateStyle.subCategory], ['Polos', null]);
    const both = await update({ sku: 'ST1003', product: { category: 'Fleece', subCategory: 'Hoodie' } });
    assert.deepEqual([both.data!.updateStyle.category, both.data!.updateStyle.subCategory], ['Fleece', 'Hoodie']);
    const wrong = await changesMadeBy(db(), () => update({ sku: 'ST1003', product: { subCategory: 'Cap' } }));
    assert.equal(wrong.result.errors?.[0].message, M.unknownSubCategory);
    assert.deepEqual(wrong.committed, []);
    assert.equal((await update({ sku: 'ST1003', product: { category: 'Nope' } })).errors?.[0].message, M.unknownCategory);
    assert.equal((await update({ sku: 'ST1003', product: { statusFlag: 'X' } })).errors?.[0].message, M.invalidField);
    assert.equal((await update({ sku: 'ST1003' })).errors?.[0].message, M.nothingChanged);
    assert.equal((await update({ sku: 'NOPE', product: { name: 'x' } })).error?.code, 'NOT_FOUND');
  });

  test('locations, image decoration locations and nested image locations: upserts and deletions', async () => {
    const p = await product('ST1004');
    const front = p.locations.find((l: { name: string }) => l.name === 'Full Front');
    const done = await update({
      sku: 'ST1004',
      locations: [{ key: 'n1', name: 'Right Sleeve', width: 3, height: 3, origin: 'Top Center', methods: ['Embroidery'] }],
      imageLocations: [
        {
          imageType: 'V',
          colorCode: 'WHT',
          variation: 0,
          locationKey: 'n1',
          x: 300,
          y: 200,
          rotation: 0,
          ppi: 30,
          requiresVariation: false,
        },
        { ...strip(p.imageDecorationLocations[0]), x: 510 },
      ],
      deleteImageLocations: [p.imageDecorationLocations[1].id],
      nestedImageLocations: [{ ...strip(p.nestedImageLocations[0]), z: 3 }],
    });
    const u = done.data!.updateStyle;
    const sleeve = u.locations.find((l: { name: string }) => l.name === 'Right Sleeve');
    assert.ok(sleeve);
    assert.equal(u.imageDecorationLocations.length, 3);
    assert.ok(u.imageDecorationLocations.some((l: { locationId: number }) => l.locationId === sleeve.id));
    assert.equal(u.imageDecorationLocations.find((l: { id: number }) => l.id === p.imageDecorationLocations[0].id).x, 510);
    assert.equal(u.nestedImageLocations[0].z, 3);
    const inUse = await changesMadeBy(db(), () => update({ sku: 'ST1004', deleteLocations: [front.id] }));
    assert.equal(inUse.result.errors?.[0].message, M.locationInUse);
    assert.deepEqual(inUse.committed, []);
    const other = await product('ST1005');
    assert.equal(
      (await update({ sku: 'ST1004', deleteImageLocations: [other.imageDecorationLocations[0].id] })).errors?.[0].message,
      M.unknownImageLocation,
    );
    assert.equal(
      (await update({ sku: 'ST1004', locations: [{ name: 'Full Back', width: 3, height: 3, methods: [] }] })).errors?.[0].message,
      M.duplicateLocation,
    );
    const gone = await update({ sku: 'ST1004', deleteNestedImageLocations: [p.nestedImageLocations[0].id] });
    assert.deepEqual(gone.data!.updateStyle.nestedImageLocations, []);
  });

  test('image masks: copied onto another colour, deleted', async () => {
    const copied = await update({
      sku: 'ST1005',
      copyImageMasks: [{ from: { imageType: 'G', colorCode: 'BLK', variation: 0 }, to: { colorCode: 'WHT', variation: 0 } }],
    });
    const masks = copied.data!.updateStyle.imageMasks as { id: number; colorCode: string; location: string }[];
    assert.deepEqual(
      masks.filter((m) => m.colorCode === 'WHT').map((m) => m.location),
      ['Full Front', 'Left Chest'],
    );
    assert.equal(
      (
        await update({
          sku: 'ST1005',
          copyImageMasks: [{ from: { imageType: 'V', colorCode: 'BLK', variation: 0 }, to: { colorCode: 'WHT', variation: 0 } }],
        })
      ).errors?.[0].message,
      M.noMasksToCopy,
    );
    assert.equal(
      (
        await update({
          sku: 'ST1005',
          copyImageMasks: [{ from: { imageType: 'G', colorCode: 'BLK', variation: 0 }, to: { colorCode: 'ZZZ', variation: 0 } }],
        })
      ).errors?.[0].message,
      M.unknownColor,
    );
    const deleted = await update({ sku: 'ST1005', deleteImageMasks: masks.filter((m) => m.colorCode === 'WHT').map((m) => m.id) });
    assert.equal(deleted.data!.updateStyle.imageMasks.length, 2);
  });

  test('treatments are set whole', async () => {
    const o = (await gql('{ productOptions { treatments { id } } }')).data!.productOptions;
    const done = await update({ sku: 'ST1006', product: { treatments: [o.treatments[0].id] } });
    assert.deepEqual(done.data!.updateStyle.treatments, [{ id: o.treatments[0].id }]);
    assert.equal((await update({ sku: 'ST1006', product: { treatments: [2_000_000] } })).errors?.[0].message, M.unknownTreatment);
  });
});

describe('presets and copy treatments', () => {
  const UPSERT =
    'mutation($input: LocationPresetInput!) { upsertLocationPreset(input: $input) { id name locations { name } imageLocations { location x y ppi } } }';
  const preset = {
    name: 'Youth Tee',
    locations: [{ name: 'Full Front', width: 10, height: 12, origin: 'Top Center', methods: ['Screen Print'] }],
    imageLocations: [{ imageType: 'V', location: 'Full Front', x: 0.5, y: 0.3, ppi: 0.03, rotation: 0 }],
  };
  test('creates, then replaces by id; names are unique; without development refused', async () => {
    const created = (await gql(UPSERT, { input: preset })).data!.upsertLocationPreset;
    assert.equal(created.name, 'Youth Tee');
    const changed = (
      await gql(UPSERT, { input: { ...preset, id: created.id, imageLocations: [{ ...preset.imageLocations[0], x: 0.45 }] } })
    ).data!.upsertLocationPreset;
    assert.equal(changed.imageLocations[0].x, 0.45);
    assert.equal((await gql(UPSERT, { input: { ...preset, name: SEED_PRESET.toUpperCase() } })).errors?.[0].message, M.presetExists);
    assert.equal((await gql(UPSERT, { input: { ...preset, name: ' ' } })).errors?.[0].message, M.presetName);
    assert.equal(
      (await gql(UPSERT, { input: { ...preset, name: 'Other', imageLocations: [{ ...preset.imageLocations[0], location: 'Back' }] } }))
        .errors?.[0].message,
      M.unknownLocation,
    );
    const refused = await changesMadeBy(db(), () => gql(UPSERT, { input: { ...preset, name: 'Viewer' } }, 'viewer@demo.local'));
    assert.equal(refused.result.errors?.[0].message, M.developmentOnly);
    assert.deepEqual(refused.committed, []);
  });

  test('copy treatments: the targets get the source style’s treatments', async () => {
    const COPY = 'mutation($from: String!, $to: [String!]!) { copyTreatments(from: $from, to: $to) }';
    const source = (await gql(`{ treatmentsByStyle(sku: "ST1009") { id } }`)).data!.treatmentsByStyle;
    assert.equal((await gql(COPY, { from: 'ST1009', to: ['ST1010', 'ST1011'] })).data!.copyTreatments, 2);
    for (const sku of ['ST1010', 'ST1011'])
      assert.deepEqual((await gql(`{ treatmentsByStyle(sku: "${sku}") { id } }`)).data!.treatmentsByStyle, source);
    assert.equal((await gql(COPY, { from: 'ST1009', to: [] })).errors?.[0].message, M.copyTargets);
    const refused = await changesMadeBy(db(), () => gql(COPY, { from: 'ST1009', to: ['ST1012'] }, 'viewer@demo.local'));
    assert.equal(refused.result.errors?.[0].message, M.developmentOnly);
    assert.deepEqual(refused.committed, []);
    const [row] = await db()
      .select({ sku: products.sku })
      .from(products)
      .where(and(eq(products.sku, 'ST1012')));
    assert.ok(row);
  });
});

function strip<T extends Record<string, unknown>>(row: T): Omit<T, never> {
  return { ...row };
}
