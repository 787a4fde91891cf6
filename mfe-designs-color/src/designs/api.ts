import {
  api,
  DESIGN_UPLOAD_MESSAGES,
  designsColorApi,
  gql,
  messages,
  type designsColorRoutes,
  type DisableDesignsBody,
  type NewLicenseDesignBody,
  type RouteAnswer,
  type UploadDesignBody,
  directoryApi,
} from '@portal/shared';
import { graphql } from '../gql';
import type { DesignDetailQuery, DesignFilterOptionsQuery, DesignsListQuery, DesignsListQueryVariables } from '../gql/graphql';

// The designs lists' calls (spec 001 §7.3): designs(page, order, orderBy, search, searchCol, filter,
// dropship), designFilter, designV2(id, variation), and the REST calls typed by their contract
// (designsColorRoutes in @portal/shared/core): disable, the contrast list, new licence designs, upload.

type C = typeof designsColorRoutes;

export const DESIGNS_LIST = graphql(`
  query DesignsList($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String, $filter: DesignFilterInput, $dropship: Boolean) {
    designs(page: $page, order: $order, orderBy: $orderBy, search: $search, searchCol: $searchCol, filter: $filter, dropship: $dropship) {
      total
      designs {
        id variation image customer customerName method methodName leagueName teamName playerName leagueApproved
        code active stock cc approved createdAt lastUsed primary secondary neutral
      }
    }
  }
`);

export const DESIGN_FILTER = graphql(`
  query DesignFilterOptions {
    designFilter {
      customer { numb name }
      method { code name type }
      league { id name }
      team { id name leagueId }
      player { id name teamId }
      code
      stock
    }
  }
`);

export const DESIGN_DETAIL = graphql(`
  query DesignDetail($id: String!, $variation: Int!) {
    designV2(id: $id, variation: $variation) {
      id variation image customer customerName method methodName leagueName teamName playerName leagueApproved
      code active stock cc parentId royaltyCode royaltyDesc width height quantity text comment tags approved
      showcase showcaseComment primary secondary neutral tonalHex disabledComment createdAt lastUsed
      colors { rgbHex name }
    }
  }
`);

export type DesignRow = DesignsListQuery['designs']['designs'][number];
export type DesignFilterOptions = DesignFilterOptionsQuery['designFilter'];
export type DesignDetail = NonNullable<DesignDetailQuery['designV2']>;
export type DesignsListInput = DesignsListQueryVariables;

/** spec 001 §8.3: a failed load is 'Error getting the design information.'; silent: the list shows it inline. */
export async function fetchDesigns(input: DesignsListInput, signal?: AbortSignal) {
  const data = await gql(DESIGNS_LIST, input, { signal, silent: true, errorMessage: messages.designFetchFailed });
  return data.designs;
}

export async function fetchDesignFilter(signal?: AbortSignal): Promise<DesignFilterOptions> {
  const data = await gql(DESIGN_FILTER, {}, { signal, silent: true, errorMessage: messages.designFetchFailed });
  return data.designFilter;
}

export async function fetchDesign(id: string, variation: number, signal?: AbortSignal): Promise<DesignDetail | null> {
  const data = await gql(DESIGN_DETAIL, { id, variation }, { signal, silent: true, errorMessage: messages.designFetchFailed });
  return data.designV2 ?? null;
}

/** A design in use and its orders, as the 409 of POST /api/design/disable/bulk lists them. */
export type { DesignInUse } from '@portal/shared';

/**
 * POST /api/design/disable/bulk. Silent: the dialog shows the answer (a 409 lists the designs in
 * use; any other failure 'An error occured while disabling the designs.').
 */
export function disableDesigns(body: DisableDesignsBody) {
  return api.call(designsColorApi.disableDesigns, { body }, { silent: true, errorMessage: messages.designsDisableFailed });
}

/** GET /api/contrast (spec 001 §3.3 "a contrast list of colour choices"): swatches by contrast with a colour, and its tonal colour. */
export type ContrastList = RouteAnswer<C['contrast']>;

export function fetchContrast(hex: string, teamId: number | null, signal?: AbortSignal): Promise<ContrastList> {
  return api.call(
    designsColorApi.contrast,
    { query: { hex, teamId: teamId ? String(teamId) : undefined } },
    { signal, silent: true, errorMessage: messages.designFetchFailed },
  );
}

/** POST /api/design/new/license; spec 001 §8.3: a 409 (any 4xx) shows the server's text, else 'An error occured while creating a new design.' */
export function createLicenseDesign(body: NewLicenseDesignBody) {
  return api.call(designsColorApi.newLicenseDesign, { body }, { errorMessage: messages.designCreateFailed });
}

/** GET /api/customers: the customers the caller may pick (a CUSTOMER user's own; all for staff). */
export const fetchCustomers = (signal?: AbortSignal) =>
  api.call(directoryApi.customers, undefined, { signal, errorMessage: messages.somethingWentWrong });

/** POST /api/design/upload/image's answer: the staged design image and its size in pixels. */
export type StagedDesignImage = RouteAnswer<C['stageDesignImage']>;

/** POST /api/design/upload/image (multipart, with progress): silent, the FileDrop shows the failure. */
export function stageDesignImage(file: File, onProgress: (ratio: number) => void): Promise<StagedDesignImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload(designsColorApi.stageDesignImage, form, undefined, {
    onProgress,
    silent: true,
    errorMessage: DESIGN_UPLOAD_MESSAGES.uploadFailed,
  });
}

/** POST /api/design/upload: a 4xx shows the server's text, else 'An error occured while uploading the design.' */
export function uploadDesign(body: UploadDesignBody) {
  return api.call(designsColorApi.uploadDesign, { body }, { errorMessage: DESIGN_UPLOAD_MESSAGES.uploadFailed });
}
