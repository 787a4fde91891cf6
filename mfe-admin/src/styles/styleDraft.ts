import {
  denormalisePosition,
  fieldChanges,
  normalisePosition,
  rowChanges,
  type ImageLocationDraft,
  type LocationPresetInput,
  type NestedImageLocationDraft,
  type ProductLocationDraft,
  type UpdateStyleInput,
} from '@portal/shared';
import type { LocationPreset, Product } from './api';

// The product-info dialog's pending changes (spec 002 §4: the editor tracks pending changes; Save
// and Discard are enabled only when something changed; saving sends only changed parts; Discard
// restores the loaded product). Pure: the dialog keeps a StyleDraft and asks styleInput for the
// UpdateStyle input (null: nothing changed).

export const FIELD_KEYS = [
  'name',
  'fullName',
  'category',
  'subCategory',
  'description',
  'gender',
  'brand',
  'fabricCode',
  'statusFlag',
  'exitDate',
  'introDate',
  'modelColor',
  'styleStatus',
  'type',
  'price',
  'comparePrice',
  'otherPrice',
  'otherCompare',
  'newDate',
  'newPrice',
  'newOtherPrice',
  'treatments',
] as const;
export type FieldKey = (typeof FIELD_KEYS)[number];
export type StyleFields = { [K in Exclude<FieldKey, 'treatments' | 'description'>]: Product[K] } & {
  description: string[];
  treatments: number[];
};

export interface MaskCopy {
  from: { imageType: string; colorCode: string; variation: number };
  to: { colorCode: string; variation: number };
}

/** A mask file uploaded (staged on the server) and waiting for Save: a new mask, or a saved mask's file replaced. */
export interface MaskUploadDraft {
  key: string;
  /** The saved mask whose file it replaces; null for a new mask. */
  id: number | null;
  /** The server's name of the staged file (POST /api/styles/{sku}/masks). */
  upload: string;
  fileName: string;
  /** The picked file shown before it is saved (an object URL), when the browser makes one. */
  preview: string | null;
  imageType: string;
  colorCode: string;
  variation: number;
  /** The product location's key (its id as a string when saved). */
  locationKey: string;
}

export interface StyleDraft {
  fields: StyleFields;
  locations: ProductLocationDraft[];
  imageLocations: ImageLocationDraft[];
  nestedImageLocations: NestedImageLocationDraft[];
  maskUploads: MaskUploadDraft[];
  maskCopies: MaskCopy[];
  deletedMasks: number[];
}

export function draftOf(p: Product): StyleDraft {
  const fields = {} as Record<string, unknown>;
  for (const k of FIELD_KEYS)
    fields[k] = k === 'treatments' ? p.treatments.map((t) => t.id) : k === 'description' ? [...p.description] : p[k];
  return {
    fields: fields as StyleFields,
    locations: p.locations.map((l) => ({
      id: l.id,
      key: String(l.id),
      name: l.name,
      width: l.width,
      height: l.height,
      origin: l.origin ?? '',
      methods: [...l.methods],
    })),
    imageLocations: p.imageDecorationLocations.map((l) => ({
      id: l.id,
      key: String(l.id),
      imageType: l.imageType,
      colorCode: l.colorCode,
      variation: l.variation,
      locationKey: String(l.locationId),
      x: l.x,
      y: l.y,
      rotation: l.rotation,
      ppi: l.ppi,
      requiresVariation: l.requiresVariation,
    })),
    nestedImageLocations: p.nestedImageLocations.map((l) => ({ ...l, key: String(l.id) })),
    maskUploads: [],
    maskCopies: [],
    deletedMasks: [],
  };
}

/** spec 002 §5: changing the category clears the sub category. */
export function withField<K extends keyof StyleFields>(draft: StyleDraft, key: K, value: StyleFields[K]): StyleDraft {
  const fields = { ...draft.fields, [key]: value };
  if (key === 'category' && value !== draft.fields.category) fields.subCategory = null;
  return { ...draft, fields };
}

let newKeys = 0;
/** A key for a row made in the browser (never a saved id's digits). */
export const newKey = () => `new-${++newKeys}`;

const isSavedKey = (key: string) => /^\d+$/.test(key);

/** The UpdateStyle input of what changed; null when nothing did. */
export function styleInput(p: Product, draft: StyleDraft): UpdateStyleInput | null {
  const saved = draftOf(p);
  const product = fieldChanges(saved.fields as Record<string, unknown>, draft.fields as Record<string, unknown>);
  const locations = rowChanges(saved.locations, draft.locations);
  const images = rowChanges(saved.imageLocations, draft.imageLocations);
  const nested = rowChanges(saved.nestedImageLocations, draft.nestedImageLocations);
  const input: UpdateStyleInput = { sku: p.sku };
  if (Object.keys(product).length) input.product = product as UpdateStyleInput['product'];
  if (locations.upserts.length)
    input.locations = locations.upserts.map((l) => ({
      id: l.id,
      key: l.id == null ? l.key : null,
      name: l.name,
      width: l.width,
      height: l.height,
      origin: l.origin || null,
      methods: l.methods,
    }));
  if (locations.deletions.length) input.deleteLocations = locations.deletions;
  if (images.upserts.length)
    input.imageLocations = images.upserts.map(({ key: _k, locationKey, ...l }) => ({
      ...l,
      locationId: isSavedKey(locationKey) ? Number(locationKey) : null,
      locationKey: isSavedKey(locationKey) ? null : locationKey,
    }));
  if (images.deletions.length) input.deleteImageLocations = images.deletions;
  if (nested.upserts.length) input.nestedImageLocations = nested.upserts.map(({ key: _k, ...l }) => l);
  if (nested.deletions.length) input.deleteNestedImageLocations = nested.deletions;
  const uploads = draft.maskUploads.filter((m) => m.id == null || !draft.deletedMasks.includes(m.id));
  if (uploads.length)
    input.imageMasks = uploads.map((m) => ({
      id: m.id,
      upload: m.upload,
      imageType: m.imageType,
      colorCode: m.colorCode,
      variation: m.variation,
      locationId: isSavedKey(m.locationKey) ? Number(m.locationKey) : null,
      locationKey: isSavedKey(m.locationKey) ? null : m.locationKey,
    }));
  if (draft.maskCopies.length) input.copyImageMasks = draft.maskCopies;
  if (draft.deletedMasks.length) input.deleteImageMasks = draft.deletedMasks;
  return Object.keys(input).length > 1 ? input : null;
}

/**
 * Applies a preset to one image (colour and variation): its locations are added (a location of the
 * same name is kept as it is) and its image locations placed on that image, x, y and ppi back in
 * pixels (spec 002 §9).
 */
export function applyPreset(draft: StyleDraft, preset: LocationPreset, image: { colorCode: string; variation: number }): StyleDraft {
  const locations = [...draft.locations];
  for (const l of preset.locations) {
    if (!locations.some((x) => x.name === l.name))
      locations.push({
        id: null,
        key: newKey(),
        name: l.name,
        width: l.width,
        height: l.height,
        origin: l.origin ?? '',
        methods: [...l.methods],
      });
  }
  const imageLocations = [...draft.imageLocations];
  for (const il of preset.imageLocations) {
    const location = locations.find((x) => x.name === il.location);
    if (!location) continue;
    const at = denormalisePosition(il);
    imageLocations.push({
      id: null,
      key: newKey(),
      imageType: il.imageType,
      colorCode: image.colorCode,
      variation: image.variation,
      locationKey: location.key,
      x: at.x,
      y: at.y,
      ppi: at.ppi,
      rotation: il.rotation,
      requiresVariation: false,
    });
  }
  return { ...draft, locations, imageLocations };
}

/** A preset from the draft's locations and the image locations of one image, x, y and ppi normalised (spec 002 §9). */
export function presetOf(
  draft: StyleDraft,
  name: string,
  image: { colorCode: string; variation: number },
  id: number | null,
): LocationPresetInput {
  const byKey = new Map(draft.locations.map((l) => [l.key, l]));
  const imageLocations = draft.imageLocations
    .filter((l) => l.colorCode === image.colorCode && l.variation === image.variation && byKey.has(l.locationKey))
    .map((l) => ({ imageType: l.imageType, location: byKey.get(l.locationKey)!.name, ...normalisePosition(l), rotation: l.rotation }));
  const used = new Set(imageLocations.map((l) => l.location));
  return {
    id,
    name: name.trim(),
    locations: draft.locations
      .filter((l) => used.has(l.name) || !imageLocations.length)
      .map((l) => ({ name: l.name, width: l.width, height: l.height, origin: l.origin || null, methods: l.methods })),
    imageLocations,
  };
}
