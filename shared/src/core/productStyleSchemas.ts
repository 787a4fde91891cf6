import { z } from 'zod';
import { BRANDS, GENDERS, IMAGE_TYPES, STATUS_FLAGS, STYLE_LIMITS as L, STYLE_MESSAGES as M } from './productStyles';

// The inputs of the product style editor's writes (spec 002 §7: UpdateStyle, the location preset
// upsert, and ours: copyTreatments), parsed by the server; the dialogs build them.

const bad = M.invalidField;
const text = (max: number) => z.string({ error: bad }).trim().min(1, bad).max(max, bad);
const optionalText = (max: number) =>
  z
    .string({ error: bad })
    .trim()
    .max(max, bad)
    .nullish()
    .transform((v) => v || null);
const date = z.iso.date({ error: bad }).nullable();
const money = z.number({ error: bad }).min(0, bad).max(1_000_000, bad).nullable();
const num = (min: number, max: number) => z.number({ error: bad }).min(min, bad).max(max, bad);
const code = text(L.code);
const imageType = z.string({ error: bad }).refine((v) => IMAGE_TYPES.some((t) => t.value === v), { message: bad });
const id = z.number().int().positive().max(2_147_483_647);

/** The product's own fields; only those that changed are sent (spec 002 §4). */
export const productFieldsSchema = z
  .object({
    name: text(L.name),
    fullName: text(L.fullName),
    category: text(L.code),
    subCategory: optionalText(L.code),
    description: z.array(z.string({ error: bad }).trim().min(1, bad).max(L.bullet, bad)).max(L.bullets, bad),
    gender: z.enum(GENDERS, { error: bad }),
    brand: z.enum(BRANDS.map((b) => b.value) as [string, ...string[]], { error: bad }),
    fabricCode: optionalText(L.code),
    statusFlag: z.enum(STATUS_FLAGS.map((s) => s.value) as [string, ...string[]], { error: bad }),
    exitDate: date,
    introDate: date,
    modelColor: optionalText(L.code),
    styleStatus: optionalText(L.code),
    type: optionalText(L.code),
    price: money,
    comparePrice: money,
    otherPrice: money,
    otherCompare: money,
    newDate: date,
    newPrice: money,
    newOtherPrice: money,
    treatments: z.array(id, { error: M.unknownTreatment }).max(100, M.unknownTreatment),
  })
  .partial()
  .strict();
export type ProductFieldsInput = z.infer<typeof productFieldsSchema>;

export const productLocationSchema = z
  .object({
    id: id.nullish(),
    key: z.string().max(40).nullish(),
    name: text(L.code),
    width: num(0.1, 100),
    height: num(0.1, 100),
    origin: optionalText(L.code),
    methods: z.array(text(L.code)).max(20, bad),
  })
  .strict();

export const imageLocationSchema = z
  .object({
    id: id.nullish(),
    imageType,
    colorCode: code,
    variation: z.number().int().min(0).max(99),
    locationId: id.nullish(),
    locationKey: z.string().max(40).nullish(),
    x: num(-10_000, 10_000),
    y: num(-10_000, 10_000),
    rotation: num(-360, 360),
    ppi: num(1, 10_000),
    requiresVariation: z.boolean({ error: bad }),
  })
  .strict()
  .refine((r) => r.locationId != null || !!r.locationKey, { message: M.unknownLocation });

export const nestedImageLocationSchema = z
  .object({
    id: id.nullish(),
    imageType,
    colorCode: code,
    variation: z.number().int().min(0).max(99),
    nestedVariation: z.number().int().min(0).max(99),
    x: num(-10_000, 10_000),
    y: num(-10_000, 10_000),
    z: z.number().int().min(0).max(100),
    rotation: num(-360, 360),
    width: num(1, 10_000),
  })
  .strict();

const imageRef = z.object({ imageType, colorCode: code, variation: z.number().int().min(0).max(99) }).strict();
export const maskCopySchema = z
  .object({ from: imageRef, to: z.object({ colorCode: code, variation: z.number().int().min(0).max(99) }).strict() })
  .strict();

/**
 * Ours (mfe-admin/README.md "Mask images"): a mask added (id null) from a staged upload (POST
 * /api/styles/{sku}/masks answers its `upload`), or a saved mask (id) whose file is replaced by one.
 */
export const imageMaskSchema = z
  .object({
    id: id.nullish(),
    upload: z.string({ error: M.maskUploadUnknown }).regex(/^[0-9a-f]{32}$/, M.maskUploadUnknown),
    imageType,
    colorCode: code,
    variation: z.number().int().min(0).max(99),
    locationId: id.nullish(),
    locationKey: z.string().max(40).nullish(),
  })
  .strict()
  .refine((r) => r.locationId != null || !!r.locationKey, { message: M.unknownLocation });

/** spec 002 §7 UpdateStyle: product input, location / image location / nested image location upserts and deletions, mask copies and deletions. */
export const updateStyleSchema = z
  .object({
    sku: text(L.sku),
    product: productFieldsSchema.nullish(),
    locations: z.array(productLocationSchema).max(L.locations, bad).nullish(),
    deleteLocations: z.array(id).max(L.locations, bad).nullish(),
    imageLocations: z.array(imageLocationSchema).max(L.imageLocations, bad).nullish(),
    deleteImageLocations: z.array(id).max(L.imageLocations, bad).nullish(),
    nestedImageLocations: z.array(nestedImageLocationSchema).max(L.imageLocations, bad).nullish(),
    deleteNestedImageLocations: z.array(id).max(L.imageLocations, bad).nullish(),
    imageMasks: z.array(imageMaskSchema).max(50, bad).nullish(),
    copyImageMasks: z.array(maskCopySchema).max(50, bad).nullish(),
    deleteImageMasks: z.array(id).max(L.imageLocations, bad).nullish(),
  })
  .strict();
export type UpdateStyleInput = z.infer<typeof updateStyleSchema>;

/** spec 002 §3, §9: a location preset: name, product locations, image locations with x, y and ppi normalised by the image size. */
export const locationPresetSchema = z
  .object({
    id: id.nullish(),
    name: z.string({ error: M.presetName }).trim().min(1, M.presetName).max(L.presetName, M.presetName),
    locations: z
      .array(productLocationSchema.omit({ id: true, key: true }))
      .min(1, M.presetEmpty)
      .max(L.locations, bad),
    imageLocations: z
      .array(
        z
          .object({
            imageType,
            location: text(L.code),
            x: num(-10, 10),
            y: num(-10, 10),
            ppi: num(0.0001, 10),
            rotation: num(-360, 360),
          })
          .strict(),
      )
      .max(L.locations * 2, bad),
  })
  .strict();
export type LocationPresetInput = z.infer<typeof locationPresetSchema>;

/** Ours (spec 002 §8 names the failure): copy one style's treatments to other styles. */
export const copyTreatmentsSchema = z
  .object({
    from: z.string({ error: M.copySource }).trim().min(1, M.copySource).max(L.sku, M.copySource),
    to: z.array(text(L.sku)).min(1, M.copyTargets).max(L.copyTargets, M.copyTargets),
  })
  .strict();
