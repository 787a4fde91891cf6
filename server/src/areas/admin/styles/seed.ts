import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import type { SeedContext } from '../../area';
import { bulkInsert } from '../../../platform/bulkInsert';
import {
  fabricCompositions,
  locationNames,
  locationPresets,
  productCategories,
  productColors,
  productImageLocations,
  productImageMasks,
  productLocations,
  productNestedImageLocations,
  products,
  productTreatments,
  treatments,
} from '../../../db/tables/admin/styles';

// Product style editor demo data (mfe-admin/README.md "Product style editor"): the options, two
// presets and 40 × SEED_SCALE styles, each with colours, locations, image decoration locations,
// nested image locations, masks (on the ghost images of its first colour) and treatments. The first
// style, SEED_STYLE (ST1000 Classic Tee), is what the tests and e2e open.

export const SEED_STYLE = 'ST1000';
export const SEED_PRESET = 'Standard Tee';

const CATEGORIES: Record<string, string[]> = {
  'T-Shirts': ['Short Sleeve', 'Long Sleeve', 'Tank'],
  Fleece: ['Hoodie', 'Crewneck', 'Quarter Zip'],
  Headwear: ['Cap', 'Toque'],
  Polos: ['Performance', 'Pique'],
};
const FABRICS = [
  ['C100', '100% cotton'],
  ['CP6040', '60% cotton / 40% polyester'],
  ['P100', '100% polyester'],
  ['CPS', 'Cotton / polyester / spandex'],
] as const;
const LOCATIONS = ['Full Front', 'Full Back', 'Left Chest', 'Right Chest', 'Left Sleeve', 'Right Sleeve', 'Back Neck', 'Front Panel'];
const TREATMENTS = [
  ['Screen Print', 'Spot Colour', null],
  ['Screen Print', 'Simulated Process', null],
  ['Embroidery', 'Flat', null],
  ['Embroidery', '3D Puff', null],
  ['Heat Transfer', 'Digital', 'Full Colour'],
  ['Heat Transfer', 'Vinyl', 'Single Colour'],
  ['Direct to Garment', 'DTG', null],
] as const;
const COLOURS = [
  ['BLK', 'Black'],
  ['WHT', 'White'],
  ['NVY', 'Navy'],
  ['HGR', 'Heather Grey'],
  ['RED', 'Red'],
] as const;
const GARMENTS = [
  ['Classic Tee', 'T-Shirts', 'Short Sleeve'],
  ['Pullover Hoodie', 'Fleece', 'Hoodie'],
  ['Long Sleeve Tee', 'T-Shirts', 'Long Sleeve'],
  ['Crewneck Sweatshirt', 'Fleece', 'Crewneck'],
  ['Performance Polo', 'Polos', 'Performance'],
  ['Structured Cap', 'Headwear', 'Cap'],
  ['Quarter Zip', 'Fleece', 'Quarter Zip'],
  ['Tank Top', 'T-Shirts', 'Tank'],
] as const;
const GENDERS = ['Men', 'Women', 'Youth', 'Unisex'];
const BRANDS = ['L', 'V', 'K', 'S', 'I', 'A', 'M'];
const FLAGS = ['N', 'N', 'N', 'P', 'T', 'D', 'Y'];

/** Plain inserts in chunks (bulkInsert's unnest does not take array columns); the ids in insert order. */
async function insertChunked<T extends PgTable>(tx: Db, table: T, rows: T['$inferInsert'][], id?: PgColumn): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000);
    if (id) ids.push(...((await tx.insert(table).values(chunk).returning({ id })) as { id: number }[]).map((r) => r.id));
    else await tx.insert(table).values(chunk);
  }
  return ids;
}

export async function seedStyles(tx: Db, { now, scale }: Pick<SeedContext, 'now' | 'scale'>): Promise<void> {
  await tx
    .insert(productCategories)
    .values(
      Object.entries(CATEGORIES).flatMap(([category, subs]) => [
        { category, subCategory: '' },
        ...subs.map((subCategory) => ({ category, subCategory })),
      ]),
    );
  await tx.insert(fabricCompositions).values(FABRICS.map(([code, name]) => ({ code, name })));
  await tx.insert(locationNames).values(LOCATIONS.map((name, position) => ({ name, position })));
  const treatmentIds = await bulkInsert(
    tx,
    treatments,
    TREATMENTS.map(([type, name, subType]) => ({ type, name, subType })),
  );
  await tx.insert(locationPresets).values([
    {
      name: SEED_PRESET,
      locations: [
        { name: 'Full Front', width: 12, height: 14, origin: 'Top Center', methods: ['Screen Print', 'DTG'] },
        { name: 'Left Chest', width: 4, height: 4, origin: 'Top Center', methods: ['Embroidery', 'Screen Print'] },
      ],
      imageLocations: [
        { imageType: 'V', location: 'Full Front', x: 0.5, y: 0.32, ppi: 0.03, rotation: 0 },
        { imageType: 'V', location: 'Left Chest', x: 0.62, y: 0.27, ppi: 0.03, rotation: 0 },
      ],
      updatedAt: now,
    },
    {
      name: 'Cap Front',
      locations: [{ name: 'Front Panel', width: 4.5, height: 2.25, origin: 'Bottom Center', methods: ['Embroidery'] }],
      imageLocations: [{ imageType: 'V', location: 'Front Panel', x: 0.5, y: 0.45, ppi: 0.05, rotation: 0 }],
      updatedAt: now,
    },
  ]);

  const count = Math.max(8, Math.round(40 * scale));
  const rows = Array.from({ length: count }, (_, i) => {
    const [garment, category, subCategory] = GARMENTS[i % GARMENTS.length];
    const gender = GENDERS[i % GENDERS.length];
    const sku = `ST${1000 + i}`;
    const intro = new Date(Date.UTC(2024, i % 12, 1 + (i % 27)));
    return {
      sku,
      name: i < GARMENTS.length ? garment : `${garment} ${i}`,
      fullName: `${gender}'s ${garment}${i < GARMENTS.length ? '' : ` ${i}`}`,
      category,
      subCategory,
      description: ['Pre-shrunk for a consistent fit', 'Tear-away label', `Made for ${category.toLowerCase()} decoration`],
      gender,
      brand: BRANDS[i % BRANDS.length],
      fabricCode: FABRICS[i % FABRICS.length][0],
      statusFlag: i === 0 ? 'N' : FLAGS[i % FLAGS.length],
      exitDate: i % 7 === 6 ? new Date(intro.getTime() + 400 * 86_400_000).toISOString().slice(0, 10) : null,
      introDate: intro.toISOString().slice(0, 10),
      modelColor: 'BLK',
      styleStatus: i % 5 === 0 ? 'Core' : 'Seasonal',
      type: category === 'Headwear' ? 'Accessory' : 'Apparel',
      price: 1500 + (i % 10) * 250,
      comparePrice: 2000 + (i % 10) * 250,
      otherPrice: 1300 + (i % 10) * 200,
      otherCompare: 1800 + (i % 10) * 200,
      newDate: null,
      newPrice: null,
      newOtherPrice: null,
      baseStyle: i % 9 !== 8,
      updatedAt: now,
    };
  });
  const productIds = await insertChunked(tx, products, rows, products.id);
  await insertChunked(
    tx,
    productTreatments,
    productIds.flatMap((productId, i) =>
      [treatmentIds[i % 3], treatmentIds[3 + (i % 4)]].map((treatmentId) => ({ productId, treatmentId })),
    ),
  );
  await bulkInsert(
    tx,
    productColors,
    productIds.flatMap((productId, i) =>
      COLOURS.slice(0, 3 + (i % 3)).map(([code, name]) => ({
        productId,
        code,
        name,
        status: i % 11 === 10 && code === 'RED' ? 'Discontinued' : 'Active',
        vector: `/media/styles/${rows[i].sku}/${code}_V.svg`,
        model: `/media/styles/${rows[i].sku}/${code}_M.jpg`,
        ghost: `/media/styles/${rows[i].sku}/${code}_G.png`,
        vectorD: `/media/styles/${rows[i].sku}/${code}_VD.svg`,
      })),
    ),
  );
  const locationIds = await insertChunked(
    tx,
    productLocations,
    productIds.flatMap((productId) => [
      { productId, name: 'Full Front', width: 12, height: 14, origin: 'Top Center', methods: ['Screen Print', 'DTG'] },
      { productId, name: 'Full Back', width: 12, height: 16, origin: 'Top Center', methods: ['Screen Print'] },
      { productId, name: 'Left Chest', width: 4, height: 4, origin: 'Top Center', methods: ['Embroidery', 'Screen Print'] },
    ]),
    productLocations.id,
  );
  await bulkInsert(
    tx,
    productImageLocations,
    productIds.flatMap((productId, i) => [
      {
        productId,
        imageType: 'V',
        colorCode: 'BLK',
        variation: 0,
        locationId: locationIds[i * 3],
        x: 500,
        y: 320,
        rotation: 0,
        ppi: 30,
        requiresVariation: false,
      },
      {
        productId,
        imageType: 'V',
        colorCode: 'BLK',
        variation: 1,
        locationId: locationIds[i * 3 + 1],
        x: 500,
        y: 300,
        rotation: 0,
        ppi: 30,
        requiresVariation: true,
      },
      {
        productId,
        imageType: 'G',
        colorCode: 'WHT',
        variation: 0,
        locationId: locationIds[i * 3 + 2],
        x: 620,
        y: 270,
        rotation: -2.5,
        ppi: 28,
        requiresVariation: false,
      },
    ]),
  );
  await bulkInsert(
    tx,
    productNestedImageLocations,
    productIds.map((productId) => ({
      productId,
      imageType: 'G',
      colorCode: 'BLK',
      variation: 0,
      nestedVariation: 1,
      x: 480,
      y: 360,
      z: 1,
      rotation: 0,
      width: 420,
    })),
  );
  await bulkInsert(
    tx,
    productImageMasks,
    productIds.flatMap((productId, i) => [
      {
        productId,
        src: `/media/styles/${rows[i].sku}/masks/BLK_0_front.png`,
        imageType: 'G',
        colorCode: 'BLK',
        variation: 0,
        locationId: locationIds[i * 3],
      },
      {
        productId,
        src: `/media/styles/${rows[i].sku}/masks/BLK_0_chest.png`,
        imageType: 'G',
        colorCode: 'BLK',
        variation: 0,
        locationId: locationIds[i * 3 + 2],
      },
    ]),
  );
}
