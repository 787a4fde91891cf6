import { z } from 'zod';
import { DESIGN_COLOR_MESSAGES as M, isHex6 } from './designsColor';
import {
  addDropSchema,
  addPrinterMappingSchema,
  addSwatchLibrarySchema,
  deleteSwatchSchema,
  disableDesignsSchema,
  newLicenseDesignSchema,
  pmsFileSchema,
  saveDesignColorsSchema,
  updatePrinterMappingSchema,
  updateSwatchSchema,
} from './designsColorSchemas';
import { uploadDesignSchema } from './designUpload';
import { apiError, isoDateTime, noContent, restRoute } from './rest';

// The designs and colour area's REST routes (spec 001 §7.3-7.6, spec 002 "Drops"; the designs-color
// area, server/src/areas/designs-color/routes.ts): designs, licence designs, uploads, drops, the AI
// swatch library, printer colour mappings and colour extraction. The production tools' are in
// productionRoutes.ts.

const int = z.number().int();
const designKey = { id: z.string(), variation: int };

/** A swatch as the swatch library's calls answer it (spec 001 §7.4). */
export const swatchSchema = z.object({
  id: int,
  colorName: z.string(),
  rgbHex: z.string(),
  libraryName: z.string(),
  groupName: z.string(),
  equivalent: z.string().nullable(),
  updatedAt: isoDateTime,
  locked: z.boolean(),
});

/** A swatch library with its row counts (spec 001 §3.4 Library: name, lock, priorityRank, teams). */
export const swatchLibrarySchema = z.object({
  name: z.string(),
  count: int,
  groups: z.array(z.object({ name: z.string(), count: int })),
  lock: z.boolean(),
  priorityRank: int,
  teams: z.array(int),
});

/** A printer colour mapping (spec 001 §3.4), with the hex of the swatch it is named after. */
export const printerMappingSchema = z.object({
  colorName: z.string(),
  audleyS2070_3_4: z.string(),
  epsonT7270: z.string(),
  epsonF6470: z.string(),
  roqNow: z.string(),
  equivalent: z.string().nullable(),
  updatedAt: isoDateTime,
  displayHex: z.string().nullable(),
});

/** The nearest library swatch of an extracted colour (CIEDE2000 distance `deltaE`). */
export const swatchProposalSchema = z.object({
  colorName: z.string(),
  rgbHex: z.string(),
  libraryName: z.string(),
  groupName: z.string(),
  deltaE: z.number(),
});
export type SwatchProposal = z.infer<typeof swatchProposalSchema>;

/** spec 001 §3.4 extraction result per design: id, variation, designFile, colors (hex), and ours: the proposals. */
export const extractedDesignSchema = z.object({
  ...designKey,
  /** The design's image file (its artwork). */
  designFile: z.string(),
  /** The colours read from the image, largest area first (hex). */
  colors: z.array(z.string()),
  /** The nearest swatch of each colour, in the order of `colors` (the dialog's first choice). */
  proposals: z.array(swatchProposalSchema.nullable()),
});
export type ExtractedDesign = z.infer<typeof extractedDesignSchema>;

/** A design in use (spec 001 §4.3): the confirmed, unshipped orders it is on. */
export const designInUseSchema = z.object({ ...designKey, orders: z.array(z.object({ id: int, number: int })) });
export type DesignInUse = z.infer<typeof designInUseSchema>;

/**
 * The colour tables' query string as typed in the URL. The server reads it leniently, as the
 * screens' URLs may hold anything: a page size other than 50/100/200, a page or a sort key it
 * cannot use is the default.
 */
export const colorTableQuerySchema = z.object({
  search: z.string().optional(),
  page: z.string().optional(),
  rowsPerPage: z.string().optional(),
  orderBy: z.string().optional(),
  desc: z.string().optional(),
});
export type ColorTableQuery = z.infer<typeof colorTableQuerySchema>;

/** A league or team id of the extraction path: a positive number, else 'Please choose a league and a team.'. */
const teamPathId = z
  .string()
  .regex(/^\d{1,9}$/, M.teamRequired)
  .transform(Number)
  .refine((n) => n > 0, M.teamRequired);

const stagedImageSchema = z.object({
  id: z.string(),
  name: z.string(),
  width: z.number(),
  height: z.number(),
  format: z.enum(['png', 'svg']),
});

export const designsColorRoutes = {
  disableDesigns: restRoute({
    method: 'POST',
    path: '/design/disable/bulk',
    summary: 'Disables the designs with a comment; 409 with the designs in use and their orders when any is in use (nothing changes).',
    body: disableDesignsSchema,
    answers: { 200: z.object({ disabled: int }), 409: apiError.extend({ designs: z.array(designInUseSchema) }) },
  }),
  stageDesignImage: restRoute({
    method: 'POST',
    path: '/design/upload/image',
    summary: 'Checks a design image on its bytes (multipart, one file, PNG or SVG up to 10 MB) and stages it for this user.',
    answers: { 200: stagedImageSchema },
  }),
  uploadDesign: restRoute({
    method: 'POST',
    path: '/design/upload',
    summary: 'Creates a design from a staged image (its size fitted to the method).',
    body: uploadDesignSchema,
    answers: { 200: z.object({ ...designKey, width: z.number(), height: z.number() }) },
  }),
  addDrop: restRoute({
    method: 'POST',
    path: '/drops',
    summary: 'Adds a drop, active; its code is unique.',
    body: addDropSchema,
    answers: { 200: z.object({ id: int, code: z.string() }) },
  }),
  contrast: restRoute({
    method: 'GET',
    path: '/contrast',
    summary:
      'The colour choices of licence designs, the team’s library first; with a Primary, by WCAG contrast with it and with its tonal colour.',
    query: z.object({
      hex: z
        .string()
        .optional()
        .transform((v) => (v ? v.replace(/^#/, '').toUpperCase() : null))
        .refine((v) => v === null || isHex6(v), M.licenseColorsRequired),
      // Any other value is no team.
      teamId: z
        .string()
        .optional()
        .transform((v) => (v !== undefined && /^\d{1,9}$/.test(v) ? Number(v) : null)),
    }),
    answers: {
      200: z.object({
        hex: z.string().nullable(),
        tonal: z.string().nullable(),
        colors: z.array(
          z.object({ colorName: z.string(), rgbHex: z.string(), libraryName: z.string(), team: z.boolean(), ratio: z.number().nullable() }),
        ),
      }),
    },
  }),
  newLicenseDesign: restRoute({
    method: 'POST',
    path: '/design/new/license',
    summary: 'Creates a licence design (a new id, or with parentId a colour-coordinated variation); 409 when it exists.',
    body: newLicenseDesignSchema,
    answers: { 200: z.object(designKey) },
  }),
  swatchTable: restRoute({
    method: 'GET',
    path: '/production/ai_swatches_admin',
    summary: 'One page of the AI swatch library (page 1-based), its count, and the libraries.',
    query: colorTableQuerySchema,
    answers: { 200: z.object({ swatches: z.array(swatchSchema), total: int, libraries: z.array(swatchLibrarySchema) }) },
  }),
  addSwatchLibrary: restRoute({
    method: 'POST',
    path: '/production/ai_swatches_admin',
    summary: 'A new swatch library with its rows, or rows added to an unlocked one: the new swatches.',
    body: addSwatchLibrarySchema,
    answers: { 200: z.array(swatchSchema) },
  }),
  updateSwatch: restRoute({
    method: 'PUT',
    path: '/production/ai_swatches_admin',
    summary: 'Changes the fields of `updates` of one swatch of an unlocked library: the swatch.',
    body: updateSwatchSchema,
    answers: { 200: swatchSchema },
  }),
  deleteSwatch: restRoute({
    method: 'DELETE',
    path: '/production/ai_swatches_admin',
    summary: 'Deletes a swatch no design uses, named in the body or, without one, in the query string; 409 when one is.',
    body: deleteSwatchSchema.nullish(),
    query: z.object({ colorName: z.string().optional(), libraryName: z.string().optional(), groupName: z.string().optional() }),
    answers: { 204: noContent },
  }),
  pickerSwatches: restRoute({
    method: 'GET',
    path: '/production/ai_swatches',
    summary: 'Every swatch, for pickers; library=1 and group=1 add its library and group names.',
    query: z.object({ library: z.string().optional(), group: z.string().optional() }),
    answers: {
      200: z.array(
        z.object({
          colorName: z.string(),
          rgbHex: z.string(),
          equivalent: z.string().nullable(),
          libraryName: z.string().optional(),
          groupName: z.string().optional(),
        }),
      ),
    },
  }),
  mappingTable: restRoute({
    method: 'GET',
    path: '/production/printer_color_mappings',
    summary: 'One page of the printer colour mappings (page 0-based), the count, and every colour already mapped.',
    query: colorTableQuerySchema,
    answers: { 200: z.object({ mappings: z.array(printerMappingSchema), total: int, mappedNames: z.array(z.string()) }) },
  }),
  addMapping: restRoute({
    method: 'POST',
    path: '/production/printer_color_mappings',
    summary: 'Maps a library colour not yet mapped: the mapping.',
    body: addPrinterMappingSchema,
    answers: { 200: printerMappingSchema },
  }),
  updateMapping: restRoute({
    method: 'PUT',
    path: '/production/printer_color_mappings',
    summary: 'Changes the fields sent of one mapping: the mapping.',
    body: updatePrinterMappingSchema,
    answers: { 200: printerMappingSchema },
  }),
  extractColorsByTeam: restRoute({
    method: 'GET',
    path: '/production/extract_colors_by_team/:leagueId/:teamId',
    summary: 'Every active design of the team with the colours of its file and each colour’s nearest swatch.',
    params: z.object({ leagueId: teamPathId, teamId: teamPathId }),
    answers: { 200: z.object({ designs: z.array(extractedDesignSchema) }) },
  }),
  pmsFile: restRoute({
    method: 'POST',
    path: '/decorate/pms_file',
    summary: 'Makes the PMS file of the colours (a PNG): its address, a JSON string.',
    body: pmsFileSchema,
    answers: { 200: z.string() },
  }),
  saveDesignColors: restRoute({
    method: 'POST',
    path: '/production/save_design_colors',
    summary: 'Sets each design’s colours to the swatches chosen and its PMS file to the one made for them; all or nothing.',
    body: saveDesignColorsSchema,
    answers: { 204: noContent },
  }),
};
