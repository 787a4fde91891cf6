import {
  api,
  DESIGN_COLOR_MESSAGES,
  designsColorApi,
  messages,
  type AddSwatchLibraryBody,
  type DeleteSwatchBody,
  type designsColorRoutes,
  type RouteAnswer,
  type UpdateSwatchBody,
} from '@portal/shared';

// AI swatch library calls (spec 001 §7.4), REST as the spec has them, typed by their contract
// (designsColorRoutes in @portal/shared/core).

type C = typeof designsColorRoutes;
export type SwatchTable = RouteAnswer<C['swatchTable']>;
export type Swatch = SwatchTable['swatches'][number];
export type SwatchLibrary = SwatchTable['libraries'][number];
export type PickerSwatch = RouteAnswer<C['pickerSwatches']>[number];

export interface SwatchTableInput {
  search: string;
  page: number;
  rowsPerPage: number;
  orderBy: string;
  desc: boolean;
}

/** GET /api/production/ai_swatches_admin: a page of swatches, the count and the libraries. Silent: the table shows the failure. */
export function fetchSwatchTable(input: SwatchTableInput, signal?: AbortSignal): Promise<SwatchTable> {
  const query = {
    page: String(input.page),
    rowsPerPage: String(input.rowsPerPage),
    orderBy: input.orderBy,
    desc: input.desc ? '1' : '0',
    search: input.search || undefined,
  };
  return api.call(
    designsColorApi.swatchTable,
    { query },
    { signal, silent: true, errorMessage: DESIGN_COLOR_MESSAGES.swatchesFetchFailed },
  );
}

/** GET /api/production/ai_swatches?library=1&group=1 (spec 001 §7.4): every swatch, for pickers. */
export function fetchPickerSwatches(signal?: AbortSignal): Promise<PickerSwatch[]> {
  return api.call(
    designsColorApi.pickerSwatches,
    { query: { library: '1', group: '1' } },
    { signal, silent: true, errorMessage: DESIGN_COLOR_MESSAGES.swatchesFetchFailed },
  );
}

/** POST: spec 001 §8.4 'Failed to save swatch library.' (a 4xx shows the server's message). */
export function addSwatchLibrary(body: AddSwatchLibraryBody, options: { silent?: true } = {}): Promise<Swatch[]> {
  return api.call(designsColorApi.addSwatchLibrary, { body }, { ...options, errorMessage: messages.swatchLibrarySaveFailed });
}

/** PUT with only the changed fields in `updates`: 'Failed to update swatch.'. */
export function updateSwatch(body: UpdateSwatchBody, options: { silent?: true } = {}): Promise<Swatch> {
  return api.call(designsColorApi.updateSwatch, { body }, { ...options, errorMessage: messages.swatchUpdateFailed });
}

/** DELETE (the swatch named in the body): 204; 409 'Cannot delete a swatch that has been used in a design.'. */
export function deleteSwatch(key: DeleteSwatchBody, options: { silent?: true } = {}): Promise<void> {
  return api.call(designsColorApi.deleteSwatch, { body: key, query: {} }, { ...options, errorMessage: messages.swatchDeleteFailed });
}
