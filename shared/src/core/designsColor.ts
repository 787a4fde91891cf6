import { messages } from './messages';

// Designs and colour area (spec 001 §2.3-2.5, §3.3-3.4, §5.3-5.5, §9): the constants and pure rules
// that the screens and the server share. The messages the spec does not word are ours and marked so.

/** spec 001 §9: designs and showcase pages hold 50. */
export const DESIGN_PAGE_SIZE = 50;
/** spec 001 §9: designs sort by created_at ascending by default. */
export const DESIGN_DEFAULT_SORT = 'created_at';
/** spec 001 §9: the default search column of the designs list. */
export const DESIGN_DEFAULT_SEARCH_COL = 'id';

/** spec 001 §9: the designs list's search columns (value sent as searchCol, label shown). */
export const DESIGN_SEARCH_COLUMNS = [
  { value: 'all', label: 'Everything' },
  { value: 'id', label: 'Design ID' },
  { value: 'customer', label: 'Customer' },
  { value: 'league', label: 'League' },
  { value: 'team', label: 'Team' },
  { value: 'player', label: 'Player' },
  { value: 'method', label: 'Method' },
  { value: 'parentId', label: 'Parent ID' },
  { value: 'royaltyCode', label: 'Royalty Code' },
  { value: 'tags', label: 'Tags' },
  { value: 'comment', label: 'Comment' },
] as const;
export type DesignSearchCol = (typeof DESIGN_SEARCH_COLUMNS)[number]['value'];
export const DESIGN_SEARCH_COLS: readonly string[] = DESIGN_SEARCH_COLUMNS.map((c) => c.value);

/** spec 001 §2.3, §9: the showcase's search columns. */
export const SHOWCASE_SEARCH_COLUMNS = [
  { value: 'all', label: 'Everything' },
  { value: 'id', label: 'Design ID' },
  { value: 'tags', label: 'Tags' },
  { value: 'comment', label: 'Comment' },
] as const;

/** The designs list's sortable columns (the orderBy values). */
export const DESIGN_SORT_KEYS = ['created_at', 'id', 'customer', 'method', 'league', 'team', 'player', 'last_used'] as const;
export type DesignSortKey = (typeof DESIGN_SORT_KEYS)[number];

/** spec 001 §2.3: the filter drawer's keys, each a repeated query parameter. */
export const DESIGN_FILTER_KEYS = ['customer', 'method', 'league', 'team', 'player', 'code', 'active', 'stock'] as const;

/**
 * spec 001 §2.3 "Active=Yes by default except on all_designs". The Active filter holds one value:
 * 'Y', 'N' or 'all' (ours: the way to see both on /designs and /design_stock, where no value means Yes).
 */
export const DESIGN_ACTIVE_VALUES = ['Y', 'N', 'all'] as const;
export type DesignActiveValue = (typeof DESIGN_ACTIVE_VALUES)[number];

/** spec 001 §5.3, §9: the disable comment. */
export const DESIGN_COMMENT_MAX = 1000;
/** Ours: how many designs one disable call may name (a page holds 50; a script may send more). */
export const DESIGN_DISABLE_MAX = 500;

/** spec 001 §3.3: design colour options of a licence design. */
export const DESIGN_COLOR_OPTIONS = ['Primary', 'Secondary', 'Neutral', 'Tonal'] as const;

/** spec 001 §9: colour name and group name at most 50; RGB hex 6 characters. */
export const COLOR_NAME_MAX = 50;
export const GROUP_NAME_MAX = 50;
export const RGB_HEX_LENGTH = 6;
/** spec 001 §9: swatch and mapping tables: 50, 100 or 200 rows, default 50 or the stored value. */
export const COLOR_TABLE_PAGE_SIZES = [50, 100, 200] as const;
/** spec 001 §9 "remembered as rowsPerPage": the device keys. */
export const COLOR_TABLE_STORAGE = { swatches: 'portal.aiSwatches.rowsPerPage', mappings: 'portal.printerMappings.rowsPerPage' } as const;
/** spec 001 §5.5, §9: dropdowns show at most 10 matches. */
export const DROPDOWN_MAX = 10;
/** Ours: longest search text the colour tables take. */
export const COLOR_SEARCH_MAX = 100;

/** spec 001 §3.4: a printer colour mapping's printer fields, in the table's order. */
export const PRINTER_FIELDS = ['audleyS2070_3_4', 'epsonT7270', 'epsonF6470', 'roqNow'] as const;
export type PrinterField = (typeof PRINTER_FIELDS)[number];
/** spec 001 §2.5: the mapping table's column titles. */
export const PRINTER_FIELD_LABELS: Record<PrinterField, string> = {
  audleyS2070_3_4: 'Audley S2070-3(4)',
  epsonT7270: 'Epson T7270',
  epsonF6470: 'Epson F6470',
  roqNow: 'ROQ NOW',
};
/** The mapping table's sortable columns; spec 001 §2.5 default updatedAt, descending. */
export const MAPPING_SORT_KEYS = ['colorName', ...PRINTER_FIELDS, 'equivalent', 'updatedAt'] as const;
export type MappingSortKey = (typeof MAPPING_SORT_KEYS)[number];
export const SWATCH_SORT_KEYS = ['colorName', 'rgbHex', 'libraryName', 'groupName', 'updatedAt'] as const;
export type SwatchSortKey = (typeof SWATCH_SORT_KEYS)[number];

/** spec 001 §9: text line 22 characters; size 0.25 in to 40 in, 2 decimals. */
export const DESIGN_TEXT_MAX = 22;
export const DESIGN_SIZE_MIN = 0.25;
export const DESIGN_SIZE_MAX = 40;

/** WCAG contrast ratio of two 6-digit hex colours (1 to 21): the contrast list of licence designs (GET /api/contrast). */
export function contrastRatio(a: string, b: string): number {
  const lum = (hex: string) => {
    const n = Number.parseInt(hex, 16);
    const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2];
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The tonal colour of a licence design (spec 001 §3.3 tonalHex): the primary 40 % toward black, or toward white when it is dark. */
export function tonalOf(primary: string): string {
  const n = Number.parseInt(primary, 16);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const dark = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] < 96;
  return rgb
    .map((v) => Math.round(dark ? v + (255 - v) * 0.4 : v * 0.6))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/** spec 001 §5.7: the optional sublimation printer of a recolour: 3 (EpsonT7270) or 4 (EpsonF6470). */
export const SUBLIMATION_PRINTERS = [
  { value: 3, label: 'Epson T7270', field: 'epsonT7270' },
  { value: 4, label: 'Epson F6470', field: 'epsonF6470' },
] as const;

/** Ours: the most colours one PMS file (and one design's saved colours) holds. */
export const PMS_FILE_MAX_COLORS = 40;
/** Ours: the most designs one Save Design Colors call may name. */
export const SAVE_COLORS_MAX_DESIGNS = 500;
/** A PMS file's name as the server makes it (content-addressed). */
export const PMS_FILE_NAME = /^PMS-[0-9a-f]{16}\.png$/;
/** Where a PMS file is served (GET, signed-in users). */
export const pmsImageUrl = (fileName: string) => `/Images/PMS/${fileName}`;

/** Ours: the texts of this area that the spec does not word. */
export const DESIGN_COLOR_MESSAGES = {
  /** spec 001 §5.3 "at least one design selected". */
  selectDesign: 'Please select at least one design.',
  /** spec 001 §5.3 "comment required". */
  commentRequired: 'Please enter a comment.',
  commentTooLong: `Comment cannot be longer than ${DESIGN_COMMENT_MAX} characters.`,
  tooManyDesigns: `At most ${DESIGN_DISABLE_MAX} designs can be disabled at once.`,
  designsDisabled: '{n} designs disabled.',
  designNotFound: 'This design does not exist.',
  disableForbidden: "You don't have permission to disable designs.",
  swatchEditForbidden: 'Only artist managers can change the swatch library.',
  /** spec 001 §4.3: locked libraries are read-only for everyone. */
  libraryLocked: 'This library is locked and cannot be changed.',
  swatchNotFound: 'This swatch does not exist.',
  colorNameTooLong: `Color name cannot be longer than ${COLOR_NAME_MAX} characters.`,
  groupNameTooLong: `Group name cannot be longer than ${GROUP_NAME_MAX} characters.`,
  /** spec 001 §5.4 "at least one row". */
  rowRequired: 'Please add at least one color.',
  nothingToChange: 'Nothing to change.',
  swatchesFetchFailed: 'Failed to fetch swatches.',
  mappingExists: 'This color is already mapped.',
  mappingNotFound: 'This color has no mapping yet.',
  /** spec 001 §5.5: the colour name must be a colour of the swatch library. */
  unknownColor: 'This color is not in the swatch library.',
  mappingEditForbidden: "You don't have permission to change printer color mappings.",
  colorNameRequired: messages.colorNameRequired,
  /** spec 001 §2.6: By Team needs a league and a team. */
  teamRequired: 'Please choose a league and a team.',
  teamNotFound: 'This team does not exist in this league.',
  /** spec 001 §5.6 "every design has a PMS file": the save names a file the server made. */
  pmsFileMissing: 'Please generate the PMS file first.',
  /** spec 001 §5.6 "every colour of a design needs a swatch". */
  colorNeedsSwatch: 'Every color needs a swatch.',
  tooManyColors: `A PMS file holds at most ${PMS_FILE_MAX_COLORS} colors.`,
  /** New licence design (spec 001 §7.3; ours). */
  methodRequired: 'Please choose a method.',
  licenseColorsRequired: 'Please choose the Primary, Secondary and Neutral colors.',
  designTextTooLong: `Text cannot be longer than ${DESIGN_TEXT_MAX} characters.`,
  designCommentTooLong: `Comment cannot be longer than ${DESIGN_COMMENT_MAX} characters.`,
  designSizeInvalid: `Width and height must be between ${DESIGN_SIZE_MIN} and ${DESIGN_SIZE_MAX} inches.`,
  playerNotOnTeam: 'This player does not play for this team.',
  licenseDesignExists: 'This license design already exists: {design}.',
  licenseCreateForbidden: "You don't have permission to create license designs.",
  newDesignCreated: 'New Design ID {id}-{variation} created.',
  /** Production tools (spec 001 §2.7, §5.7, §7.7; ours). */
  jobRequired: 'Please select a job.',
  jobNotOpen: 'This job is not open.',
  jobFolderMissing: 'This job has no folder yet: create its job folder first.',
  printerInvalid: 'The printer must be 3 (Epson T7270) or 4 (Epson F6470).',
  collectionRequired: 'Please select a dropship collection.',
  collectionNotFound: 'This dropship collection does not exist.',
  /** A 206 error of a recolour: a design without a colour list, or a raster file, is not recoloured (README "Production tools"). */
  uploadedNotRecolored:
    '{design}: an uploaded design has no color list, so it was not recolored for the {printer}; its file was saved as uploaded.',
  /** A 206 error of a recolour or a job folder: the design's file is not in the file store. */
  designFileMissing: '{design}: the design file is missing, so it was not recolored.',
  /** Drops add control (spec 002 "Drops"; ours). */
  dropCodeRequired: 'Please enter a drop code (at most 20 letters, digits or dashes).',
  dropNameRequired: 'Please enter a name (at most 100 characters).',
  dropMethodRequired: 'Please choose at least one method.',
  dropDatesInvalid: 'The end date cannot be before the start date.',
  dropLocationInvalid: 'Please choose locations from the list.',
  dropTagsInvalid: 'At most 10 tags of at most 30 characters each.',
  dropLinesInvalid: 'At most 10 lines of at most 30 characters each.',
  dropCodeExists: 'This drop code already exists.',
  dropAddForbidden: "You don't have permission to add drops.",
  dropAdded: 'Drop {code} added.',
  dropAddFailed: 'Failed to add the drop.',
  saveColorsForbidden: "You don't have permission to save design colors.",
  productionForbidden: "You don't have permission to use the production tools.",
} as const;

/** spec 001 §5.5: what a hex input keeps while typing: upper-cased, hex characters only, at most 6. */
export function cleanHexInput(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^0-9A-F]/g, '')
    .slice(0, RGB_HEX_LENGTH);
}

/**
 * spec 001 §5.4 and §5.5 "a valid value has a length that is a multiple of 6". The input keeps at
 * most 6 characters (cleanHexInput), so a multiple of 6 is 0 or 6: empty (allowed on a mapping's
 * printer fields) or a whole colour. README "Decisions": exactly 6 on a swatch, add and edit alike.
 */
export function isHexOrEmpty(value: string): boolean {
  return value.length % RGB_HEX_LENGTH === 0 && value.length <= RGB_HEX_LENGTH && /^[0-9A-F]*$/.test(value);
}

export function isHex6(value: string): boolean {
  return /^[0-9A-F]{6}$/.test(value);
}

/** spec 001 §5.5: search splits on whitespace; every word must match the name or the equivalent. */
export function searchWords(search: string): string[] {
  return search.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/** spec 001 §5.5, §9: the first 10 options whose label holds the typed text, case-insensitive. */
export function dropdownMatches<T extends { label: string }>(options: readonly T[], typed: string): T[] {
  const needle = typed.trim().toLowerCase();
  const out: T[] = [];
  for (const o of options) {
    if (!needle || o.label.toLowerCase().includes(needle)) out.push(o);
    if (out.length === DROPDOWN_MAX) break;
  }
  return out;
}

/** A design's key as the spec shows it: `{id}-{variation}`. */
export const designKey = (d: { id: string; variation: number }) => `${d.id}-${d.variation}`;

/** Decoration methods of designs (spec 001 §3.3 method{name, type}); drops_screen forces SCRP (spec 002). */
export const DESIGN_METHODS = [
  { code: 'EMB', name: 'Embroidery', type: 'EMB' },
  { code: 'SCRP', name: 'Screen Print', type: 'SCR' },
  { code: 'SUB', name: 'Sublimation', type: 'SUB' },
  { code: 'DTF', name: 'Direct to Film', type: 'DTF' },
] as const;

/** The image URL of a design (served by the server, spec 001 §3.3 image). */
export const designImageUrl = (d: { id: string; variation: number }) => `/Images/Designs/${encodeURIComponent(d.id)}-${d.variation}.svg`;
/** The URL of a design's production or working file (spec 001 §3.3 prodImage, workingImage). */
export const designFileUrl = (d: { id: string; variation: number }, kind: 'production' | 'working') =>
  `/Images/Designs/${encodeURIComponent(d.id)}-${d.variation}/${kind}`;

// Drops (spec 002 "Drops", §3 Drop, §9): the catalogue of art templates.
/** spec 002 §9: drops sort by usage, descending, search column id; 50 a page, total unknown (-1) on a full page. */
export const DROP_DEFAULT_SORT = 'usage';
export const DROP_DEFAULT_SEARCH_COL = 'id';
export const DROP_SORT_KEYS = ['usage', 'id', 'name', 'startDate', 'endDate', 'createdDate'] as const;
export type DropSortKey = (typeof DROP_SORT_KEYS)[number];
/** Ours (spec 002 names only the default, id). */
export const DROP_SEARCH_COLUMNS = [
  { value: 'id', label: 'Drop ID' },
  { value: 'name', label: 'Name' },
  { value: 'tags', label: 'Tags' },
  { value: 'all', label: 'Everything' },
] as const;
/** spec 002 "Drops": the repeated filter keys. */
export const DROP_FILTER_KEYS = ['active', 'method', 'logoRequired', 'tags'] as const;
/** spec 002 "Drops": /drops_screen forces the method filter to SCRP. */
export const DROPS_SCREEN_METHOD = 'SCRP';
/** Print locations of drops (spec 002 §3 locations {id, name}). */
export const DROP_LOCATIONS = [
  { id: 1, name: 'Full Front' },
  { id: 2, name: 'Left Chest' },
  { id: 3, name: 'Full Back' },
  { id: 4, name: 'Sleeve' },
] as const;
/** spec 002 §9 "Drops data cached locally": the device key. */
export const DROPS_CACHE_KEY = 'portal.drops.cache';
