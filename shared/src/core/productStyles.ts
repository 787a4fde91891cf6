// Product style editor (/styles/*, spec 002 §2, §3, §4, §5, §6, §7, §8, §9): the list (50
// a page, sku ascending, search by column), the product-info dialog (every field of the Product
// entity), Manage Locations (locations, image decoration locations, nested image locations, masks,
// location presets), copy treatments and copy image masks. The screen and the server
// (server/src/areas/admin/styles/) use these; mfe-admin/README.md "Product style editor".

/** spec 002 §9: 50 rows a page; the total is unknown (-1) when a full page comes back. */
export const PRODUCT_PAGE_SIZE = 50;
/** The sortable columns (orderBy); default sku ascending (spec 002 §9). */
export const PRODUCT_SORTS = [
  'sku',
  'name',
  'fullName',
  'category',
  'subCategory',
  'gender',
  'brand',
  'statusFlag',
  'introDate',
  'exitDate',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** searchCol (ours: the text columns); default sku. */
export const PRODUCT_SEARCH_COLS = [
  { value: 'sku', label: 'SKU' },
  { value: 'name', label: 'Name' },
  { value: 'fullName', label: 'Full Name' },
  { value: 'category', label: 'Category' },
] as const;
export type ProductSearchCol = (typeof PRODUCT_SEARCH_COLS)[number]['value'];

/** spec 002 §4: N Inline, Y Discontinued, P Preline, T Take All, D Development. */
export const STATUS_FLAGS = [
  { value: 'N', label: 'Inline' },
  { value: 'Y', label: 'Discontinued' },
  { value: 'P', label: 'Preline' },
  { value: 'T', label: 'Take All' },
  { value: 'D', label: 'Development' },
] as const;
export type StatusFlag = (typeof STATUS_FLAGS)[number]['value'];
export const statusFlagLabel = (flag: string): string => STATUS_FLAGS.find((s) => s.value === flag)?.label ?? flag;

/** spec 002 §9 brand codes ({product} is the product's own name, ours: "Product"). */
export const BRANDS = [
  { value: 'L', label: 'Product' },
  { value: 'V', label: 'Verve' },
  { value: 'K', label: 'Kewl' },
  { value: 'S', label: 'Exclusive' },
  { value: 'I', label: 'In Stock' },
  { value: 'A', label: 'Product A' },
  { value: 'M', label: 'Product M' },
] as const;
/** spec 002 §9. */
export const GENDERS = ['Men', 'Women', 'Youth', 'Unisex'] as const;
/** spec 002 §9: V vector, G ghost. */
export const IMAGE_TYPES = [
  { value: 'V', label: 'Vector' },
  { value: 'G', label: 'Ghost' },
] as const;
export type ImageType = (typeof IMAGE_TYPES)[number]['value'];

/**
 * Ours (spec 002 §9 says presets store x, y and ppi normalised by the image size, not the size): a
 * product image is drawn on a 1000 × 1000 canvas, so x is divided by its width, y by its height and
 * ppi by its width; applying a preset multiplies back.
 */
export const STYLE_IMAGE_SIZE = { width: 1000, height: 1000 } as const;
/** spec 002 §5: field edits are debounced by 500 ms. */
export const STYLE_FIELD_DEBOUNCE_MS = 500;

export const STYLE_LIMITS = {
  sku: 20,
  name: 100,
  fullName: 200,
  bullet: 300,
  bullets: 20,
  code: 40,
  locations: 40,
  imageLocations: 500,
  presetName: 50,
  copyTargets: 200,
  /** Ours (the spec shows no mask upload): a mask PNG is at most 10 MB and 4000 pixels a side. */
  maskBytes: 10 * 1024 * 1024,
  maskSide: 4000,
} as const;

/** Where a mask image is served: beside the style's other images (/media/styles/{sku}/…); the server answers it to the editor's readers. */
export const styleMaskUrl = (sku: string, file: string) => `/media/styles/${encodeURIComponent(sku)}/masks/${file}`;

export const STYLE_MESSAGES = {
  forbidden: "You don't have permission to view product styles.",
  /** spec 002 §5, §6: fields and treatments need development access (ours: the wording). */
  developmentOnly: 'Only users with development access can edit product styles.',
  notFound: 'This product does not exist.',
  nothingChanged: 'There are no changes to save.',
  unknownCategory: 'Please select a valid category.',
  unknownSubCategory: 'The sub category does not belong to the category.',
  unknownFabric: 'Please select a valid fabric code.',
  unknownTreatment: 'Please select valid treatments.',
  invalidField: 'Please check the product fields.',
  unknownLocation: 'This location does not exist on the product.',
  duplicateLocation: 'A location with this name already exists on the product.',
  locationInUse: 'This location is used by an image location or a mask; remove those first.',
  unknownImageLocation: 'This image location does not exist on the product.',
  unknownMask: 'This image mask does not exist on the product.',
  noMasksToCopy: 'The chosen image has no masks to copy.',
  sameImage: 'Masks cannot be copied onto the same image.',
  unknownColor: 'This colour does not exist on the product.',
  presetName: 'Please enter a preset name.',
  presetExists: 'A preset with this name already exists.',
  presetNotFound: 'This preset does not exist.',
  presetEmpty: 'A preset needs at least one location.',
  copyTargets: 'Please select at least one style to copy to.',
  copySource: 'Please select a style to copy from.',
  treatmentsCopied: 'Treatments copied to {count} style(s).',
  masksCopied: 'Masks copied.',
  // Ours: adding a mask by upload, and replacing a mask's file (mfe-admin/README.md "Mask images").
  maskFileRequired: 'Please choose a PNG file for the mask.',
  maskFileType: 'A mask must be a PNG image.',
  maskNotTransparent: 'A mask must have transparent areas.',
  maskTooLarge: 'A mask image can be at most 10 MB.',
  maskTooManyPixels: 'A mask image can be at most 4000 × 4000 pixels.',
  maskOneFile: 'Please choose one file.',
  maskUploadUnknown: 'The mask file was not found; please upload it again.',
  maskExists: 'This image already has a mask at this location; replace its file instead.',
  maskUploadFailed: 'An error occured while uploading the mask. Please try again later.',
} as const;

export interface ProductLocationDraft {
  /** Saved row id; null for a new one (then `key` names it). */
  id: number | null;
  key: string;
  name: string;
  width: number;
  height: number;
  origin: string;
  methods: string[];
}
export interface ImageLocationDraft {
  id: number | null;
  key: string;
  imageType: string;
  colorCode: string;
  variation: number;
  /** The product location's key (its id as a string when saved). */
  locationKey: string;
  x: number;
  y: number;
  rotation: number;
  ppi: number;
  requiresVariation: boolean;
}
export interface NestedImageLocationDraft {
  id: number | null;
  key: string;
  imageType: string;
  colorCode: string;
  variation: number;
  nestedVariation: number;
  x: number;
  y: number;
  z: number;
  rotation: number;
  width: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * spec 002 §4: "saving sends only changed parts": the rows of `draft` that are new or differ from
 * `saved` (by id), and the saved ids missing from `draft`.
 */
export function rowChanges<T extends { id: number | null; key: string }>(
  saved: readonly T[],
  draft: readonly T[],
): { upserts: T[]; deletions: number[] } {
  const byId = new Map(saved.map((r) => [r.id, r]));
  const kept = new Set(draft.map((r) => r.id).filter((id): id is number => id != null));
  return {
    upserts: draft.filter((r) => r.id == null || !byId.has(r.id) || !same(byId.get(r.id), r)),
    deletions: saved.map((r) => r.id).filter((id): id is number => id != null && !kept.has(id)),
  };
}

/** The changed fields of a flat record (keys of `draft` whose value differs from `saved`). */
export function fieldChanges<T extends Record<string, unknown>>(saved: T, draft: T): Partial<T> {
  const out: Partial<T> = {};
  for (const k of Object.keys(draft) as (keyof T)[]) if (!same(saved[k], draft[k])) out[k] = draft[k];
  return out;
}

/** Presets: pixel position on the STYLE_IMAGE_SIZE canvas <-> normalised (spec 002 §9). */
export const normalisePosition = (p: { x: number; y: number; ppi: number }) => ({
  x: round6(p.x / STYLE_IMAGE_SIZE.width),
  y: round6(p.y / STYLE_IMAGE_SIZE.height),
  ppi: round6(p.ppi / STYLE_IMAGE_SIZE.width),
});
export const denormalisePosition = (p: { x: number; y: number; ppi: number }) => ({
  x: round6(p.x * STYLE_IMAGE_SIZE.width),
  y: round6(p.y * STYLE_IMAGE_SIZE.height),
  ppi: round6(p.ppi * STYLE_IMAGE_SIZE.width),
});
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
