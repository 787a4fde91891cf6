import {
  api,
  DESIGN_COLOR_MESSAGES,
  messages,
  type AddSwatchLibraryBody,
  type UpdateSwatchBody,
  type DeleteSwatchBody,
  type SwatchLibraryWire,
  type SwatchWire,
} from '@portal/shared';

// AI swatch library calls (spec 001 §7.4), REST as the spec has them.

/** A swatch and a library as the REST calls answer them (the one wire type, in @portal/shared). */
export type Swatch = SwatchWire;
export type SwatchLibrary = SwatchLibraryWire;

export interface SwatchTableInput {
  search: string;
  page: number;
  rowsPerPage: number;
  orderBy: string;
  desc: boolean;
}

export interface SwatchTable {
  swatches: Swatch[];
  total: number;
  libraries: SwatchLibrary[];
}

export interface PickerSwatch {
  colorName: string;
  rgbHex: string;
  equivalent: string | null;
  libraryName?: string;
  groupName?: string;
}

/** GET /api/production/ai_swatches_admin: a page of swatches, the count and the libraries. Silent: the table shows the failure. */
export function fetchSwatchTable(input: SwatchTableInput, signal?: AbortSignal): Promise<SwatchTable> {
  const searchParams: Record<string, string> = {
    page: String(input.page),
    rowsPerPage: String(input.rowsPerPage),
    orderBy: input.orderBy,
    desc: input.desc ? '1' : '0',
  };
  if (input.search) searchParams.search = input.search;
  return api.get('production/ai_swatches_admin', {
    searchParams,
    signal,
    silent: true,
    errorMessage: DESIGN_COLOR_MESSAGES.swatchesFetchFailed,
  });
}

/** GET /api/production/ai_swatches?library=1&group=1 (spec 001 §7.4): every swatch, for pickers. */
export function fetchPickerSwatches(signal?: AbortSignal): Promise<PickerSwatch[]> {
  return api.get('production/ai_swatches', {
    searchParams: { library: '1', group: '1' },
    signal,
    silent: true,
    errorMessage: DESIGN_COLOR_MESSAGES.swatchesFetchFailed,
  });
}

/** POST: spec 001 §8.4 'Failed to save swatch library.' (a 4xx shows the server's message). */
export function addSwatchLibrary(body: AddSwatchLibraryBody, options: { silent?: true } = {}): Promise<Swatch[]> {
  return api.post('production/ai_swatches_admin', body, { ...options, errorMessage: messages.swatchLibrarySaveFailed });
}

/** PUT with only the changed fields in `updates`: 'Failed to update swatch.'. */
export function updateSwatch(body: UpdateSwatchBody, options: { silent?: true } = {}): Promise<Swatch> {
  return api.put('production/ai_swatches_admin', body, { ...options, errorMessage: messages.swatchUpdateFailed });
}

/** DELETE (the swatch named in the query string): 204; 409 'Cannot delete a swatch that has been used in a design.'. */
export function deleteSwatch(key: DeleteSwatchBody, options: { silent?: true } = {}): Promise<void> {
  return api.delete('production/ai_swatches_admin', { ...options, searchParams: { ...key }, errorMessage: messages.swatchDeleteFailed });
}
