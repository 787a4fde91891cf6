import { z } from 'zod';
import {
  COLOR_NAME_MAX,
  DESIGN_COLOR_MESSAGES as M,
  DESIGN_COMMENT_MAX,
  DESIGN_DISABLE_MAX,
  GROUP_NAME_MAX,
  isHex6,
  isHexOrEmpty,
  PMS_FILE_MAX_COLORS,
  PMS_FILE_NAME,
  SAVE_COLORS_MAX_DESIGNS,
  DESIGN_METHODS,
  DESIGN_SIZE_MAX,
  DESIGN_SIZE_MIN,
  DESIGN_TEXT_MAX,
  DROP_LOCATIONS,
} from './designsColor';
import { messages } from './messages';

// The bodies of the designs and colour area's writes (spec 001 §5.3-5.5, §7.3-7.5), parsed by the
// server (400 with these messages) and run by the forms, so both say the same thing.

const text = (error: string) => z.string({ error });

/** spec 001 §5.4: colour name required, at most 50, upper-cased. */
export const colorNameField = text(messages.colorNameRequired)
  .trim()
  .min(1, messages.colorNameRequired)
  .max(COLOR_NAME_MAX, M.colorNameTooLong)
  .transform((v) => v.toUpperCase());
/** spec 001 §5.4: group at most 50, upper-cased (empty: no group). */
export const groupNameField = text(M.groupNameTooLong)
  .trim()
  .max(GROUP_NAME_MAX, M.groupNameTooLong)
  .transform((v) => v.toUpperCase());
/** spec 001 §5.4: library required ('Must Select a Library'). */
export const libraryNameField = text(messages.libraryRequired).trim().min(1, messages.libraryRequired).max(100, messages.libraryRequired);
/** spec 001 §5.4: exactly 6 hex characters ('#' and case forgiven). */
export const rgbHexField = text(messages.invalidRgbHex)
  .trim()
  .transform((v) => v.replace(/^#/, '').toUpperCase())
  .refine(isHex6, messages.invalidRgbHex);
/** spec 001 §5.5: a printer field: empty or 6 hex characters. */
export const printerHexField = text(messages.invalidRgbHex)
  .trim()
  .transform((v) => v.replace(/^#/, '').toUpperCase())
  .refine(isHexOrEmpty, messages.invalidRgbHex);
const equivalentField = z
  .string({ error: M.colorNameTooLong })
  .trim()
  .max(COLOR_NAME_MAX, M.colorNameTooLong)
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : null));

/** POST /api/design/disable/bulk (spec 001 §5.3, §7.3). */
export const disableDesignsSchema = z.object(
  {
    designs: z
      .array(
        z.object(
          {
            id: z.string({ error: M.selectDesign }).trim().min(1, M.selectDesign).max(20, M.designNotFound),
            variation: z.number({ error: M.selectDesign }).int(M.selectDesign).min(0, M.selectDesign).max(32_767, M.designNotFound),
          },
          { error: M.selectDesign },
        ),
        { error: M.selectDesign },
      )
      .min(1, M.selectDesign)
      .max(DESIGN_DISABLE_MAX, M.tooManyDesigns),
    comment: text(M.commentRequired).trim().min(1, M.commentRequired).max(DESIGN_COMMENT_MAX, M.commentTooLong),
  },
  { error: M.selectDesign },
);
export type DisableDesignsBody = z.infer<typeof disableDesignsSchema>;

/** One row of the add-library dialog (spec 001 §3.4, §5.4). */
export const swatchRowSchema = z.object(
  { colorName: colorNameField, rgbHex: rgbHexField, groupName: groupNameField.default(''), equivalent: equivalentField },
  { error: M.rowRequired },
);
export type SwatchRow = z.infer<typeof swatchRowSchema>;

/** POST /api/production/ai_swatches_admin: libraryName and swatches[] (spec 001 §5.4: at least one row, all valid). */
export const addSwatchLibrarySchema = z.object(
  {
    libraryName: libraryNameField,
    swatches: z.array(swatchRowSchema, { error: M.rowRequired }).min(1, M.rowRequired).max(500, M.rowRequired),
  },
  { error: messages.libraryRequired },
);
export type AddSwatchLibraryBody = z.infer<typeof addSwatchLibrarySchema>;

/** A swatch named as the spec names it: colour, library and group (spec 001 §7.4). */
const swatchKeyShape = { colorName: colorNameField, libraryName: libraryNameField, groupName: groupNameField.default('') };

/** PUT /api/production/ai_swatches_admin: the swatch and only the changed fields (spec 001 §5.4). */
export const updateSwatchSchema = z.object(
  {
    ...swatchKeyShape,
    updates: z
      .object(
        {
          rgbHex: rgbHexField.optional(),
          libraryName: libraryNameField.optional(),
          groupName: groupNameField.optional(),
          equivalent: equivalentField.optional(),
        },
        { error: M.nothingToChange },
      )
      .refine((u) => Object.values(u).some((v) => v !== undefined), M.nothingToChange),
  },
  { error: messages.colorNameRequired },
);
export type UpdateSwatchBody = z.infer<typeof updateSwatchSchema>;

/** DELETE /api/production/ai_swatches_admin (spec 001 §7.4). */
export const deleteSwatchSchema = z.object(swatchKeyShape, { error: messages.colorNameRequired });
export type DeleteSwatchBody = z.infer<typeof deleteSwatchSchema>;

/** POST /api/production/printer_color_mappings (spec 001 §5.5, §7.5): a new mapping, every field. */
export const addPrinterMappingSchema = z.object(
  {
    colorName: colorNameField,
    audleyS2070_3_4: printerHexField.default(''),
    epsonT7270: printerHexField.default(''),
    epsonF6470: printerHexField.default(''),
    roqNow: printerHexField.default(''),
    equivalent: equivalentField,
  },
  { error: messages.colorNameRequired },
);
export type AddPrinterMappingBody = z.infer<typeof addPrinterMappingSchema>;

/** PUT /api/production/printer_color_mappings: the colour name and only the changed fields (spec 001 §4.3). */
export const updatePrinterMappingSchema = z
  .object(
    {
      colorName: colorNameField,
      audleyS2070_3_4: printerHexField.optional(),
      epsonT7270: printerHexField.optional(),
      epsonF6470: printerHexField.optional(),
      roqNow: printerHexField.optional(),
      equivalent: equivalentField.optional(),
    },
    { error: messages.colorNameRequired },
  )
  .refine((b) => Object.entries(b).some(([k, v]) => k !== 'colorName' && v !== undefined), M.nothingToChange);
export type UpdatePrinterMappingBody = z.infer<typeof updatePrinterMappingSchema>;

/** A colour of a PMS file or of a design's saved colours: a swatch's name and hex (spec 001 §3.4). */
const namedColorSchema = z.object({ name: colorNameField, rgbHex: rgbHexField }, { error: M.colorNeedsSwatch });
const namedColors = z.array(namedColorSchema, { error: M.rowRequired }).min(1, M.rowRequired).max(PMS_FILE_MAX_COLORS, M.tooManyColors);

/** POST /api/decorate/pms_file (spec 001 §7.6): colors[{name, rgbHex}]. */
export const pmsFileSchema = z.object({ colors: namedColors }, { error: M.rowRequired });
export type PmsFileBody = z.input<typeof pmsFileSchema>;

/** POST /api/production/save_design_colors (spec 001 §3.4, §7.6): designs[{id, variation, fileName, colors}]. */
export const saveDesignColorsSchema = z.object(
  {
    designs: z
      .array(
        z.object(
          {
            id: z.string({ error: M.selectDesign }).trim().min(1, M.selectDesign).max(20, M.designNotFound),
            variation: z.number({ error: M.selectDesign }).int(M.selectDesign).min(0, M.selectDesign).max(32_767, M.designNotFound),
            fileName: z.string({ error: M.pmsFileMissing }).regex(PMS_FILE_NAME, M.pmsFileMissing),
            colors: namedColors,
          },
          { error: M.selectDesign },
        ),
        { error: M.selectDesign },
      )
      .min(1, M.selectDesign)
      .max(SAVE_COLORS_MAX_DESIGNS, M.selectDesign),
  },
  { error: M.selectDesign },
);
export type SaveDesignColorsBody = z.input<typeof saveDesignColorsSchema>;

const licenseHex = z
  .string({ error: M.licenseColorsRequired })
  .trim()
  .transform((v) => v.replace(/^#/, '').toUpperCase())
  .refine(isHex6, M.licenseColorsRequired);
/** A design's width or height in inches: 0.25 to 40, at most 2 decimals (spec 001 §9). */
export const designSizeField = z
  .number({ error: M.designSizeInvalid })
  .min(DESIGN_SIZE_MIN, M.designSizeInvalid)
  .max(DESIGN_SIZE_MAX, M.designSizeInvalid)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, M.designSizeInvalid);
/** An optional text of at most `max` characters, trimmed; empty is null. */
export const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

/** POST /api/design/new/license (spec 001 §3.3, §7.3): a licence design with its Primary, Secondary, Neutral and Tonal colours. */
export const newLicenseDesignSchema = z.object(
  {
    leagueId: z.number({ error: M.teamRequired }).int(M.teamRequired).positive(M.teamRequired).max(2_147_483_647, M.teamRequired),
    teamId: z.number({ error: M.teamRequired }).int(M.teamRequired).positive(M.teamRequired).max(2_147_483_647, M.teamRequired),
    playerId: z
      .number({ error: M.playerNotOnTeam })
      .int(M.playerNotOnTeam)
      .positive(M.playerNotOnTeam)
      .max(2_147_483_647, M.playerNotOnTeam)
      .nullish()
      .transform((v) => v ?? null),
    method: z.enum(DESIGN_METHODS.map((m) => m.code) as [string, ...string[]], { error: M.methodRequired }),
    primary: licenseHex,
    secondary: licenseHex,
    neutral: licenseHex,
    tonal: z
      .string({ error: messages.invalidRgbHex })
      .trim()
      .transform((v) => v.replace(/^#/, '').toUpperCase())
      .refine(isHexOrEmpty, messages.invalidRgbHex)
      .nullish()
      .transform((v) => v || null),
    width: designSizeField,
    height: designSizeField,
    text: optionalText(DESIGN_TEXT_MAX, M.designTextTooLong),
    comment: optionalText(DESIGN_COMMENT_MAX, M.designCommentTooLong),
    /** A colour-coordinated variation of this design (its id): the second creation button. */
    parentId: z
      .string({ error: M.designNotFound })
      .trim()
      .max(20, M.designNotFound)
      .nullish()
      .transform((v) => v || null),
  },
  { error: M.teamRequired },
);
export type NewLicenseDesignBody = z.input<typeof newLicenseDesignSchema>;

/** POST /api/generateProductionArt (spec 001 §7.7): one open job (its order number). */
export const generateProductionArtSchema = z.object(
  { job: z.number({ error: M.jobRequired }).int(M.jobRequired).positive(M.jobRequired).max(2_147_483_647, M.jobRequired) },
  { error: M.jobRequired },
);
export type GenerateProductionArtBody = z.input<typeof generateProductionArtSchema>;

/** POST /api/production/recolorFiles (spec 001 §5.7, §7.7): a design and the optional printer 3 or 4. */
export const recolorFilesSchema = z.object(
  {
    id: z.string({ error: M.selectDesign }).trim().min(1, M.selectDesign).max(20, M.designNotFound),
    variation: z.number({ error: M.selectDesign }).int(M.selectDesign).min(0, M.selectDesign).max(32_767, M.designNotFound),
    printer: z
      .union([z.literal(3), z.literal(4)], { error: M.printerInvalid })
      .nullish()
      .transform((v) => v ?? null),
  },
  { error: M.selectDesign },
);
export type RecolorFilesBody = z.input<typeof recolorFilesSchema>;

/** POST /api/production/recolor_dropship_collection (spec 001 §7.7): {orderNum}. */
export const recolorDropshipSchema = z.object(
  {
    orderNum: z
      .number({ error: M.collectionRequired })
      .int(M.collectionRequired)
      .positive(M.collectionRequired)
      .max(2_147_483_647, M.collectionRequired),
  },
  { error: M.collectionRequired },
);
export type RecolorDropshipBody = z.input<typeof recolorDropshipSchema>;

const shortList = (message: string) =>
  z
    .array(z.string({ error: message }).trim().min(1, message).max(30, message), { error: message })
    .max(10, message)
    .default([])
    .transform((v) => [...new Set(v)]);
const isoDate = z
  .string({ error: M.dropDatesInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.dropDatesInvalid)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), M.dropDatesInvalid);

/** POST /api/drops (ours: spec 002 "Drops" has an add control for dropManager and shows no call): a new drop (spec 002 §3 Drop). */
export const addDropSchema = z
  .object(
    {
      code: z
        .string({ error: M.dropCodeRequired })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9][A-Z0-9-]{0,19}$/, M.dropCodeRequired),
      name: z.string({ error: M.dropNameRequired }).trim().min(1, M.dropNameRequired).max(100, M.dropNameRequired),
      width: designSizeField,
      height: designSizeField,
      methods: z
        .array(z.enum(DESIGN_METHODS.map((m) => m.code) as [string, ...string[]], { error: M.dropMethodRequired }), {
          error: M.dropMethodRequired,
        })
        .min(1, M.dropMethodRequired)
        .max(DESIGN_METHODS.length, M.dropMethodRequired)
        .transform((v) => [...new Set(v)]),
      lines: shortList(M.dropLinesInvalid),
      startDate: isoDate.nullish().transform((v) => v ?? null),
      endDate: isoDate.nullish().transform((v) => v ?? null),
      logoRequired: z.boolean({ error: M.dropCodeRequired }).default(false),
      locationIds: z
        .array(
          z
            .number({ error: M.dropLocationInvalid })
            .int(M.dropLocationInvalid)
            .refine((id) => DROP_LOCATIONS.some((l) => l.id === id), M.dropLocationInvalid),
          { error: M.dropLocationInvalid },
        )
        .max(DROP_LOCATIONS.length, M.dropLocationInvalid)
        .default([])
        .transform((v) => [...new Set(v)]),
      tags: shortList(M.dropTagsInvalid),
      subCategory: optionalText(50, M.dropNameRequired),
    },
    { error: M.dropCodeRequired },
  )
  .refine((d) => !d.startDate || !d.endDate || d.endDate >= d.startDate, { message: M.dropDatesInvalid });
export type AddDropBody = z.input<typeof addDropSchema>;
