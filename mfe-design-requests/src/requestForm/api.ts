import {
  DESIGN_COLOR_MESSAGES,
  api,
  designRequestsApi,
  designsColorApi,
  gql,
  messages,
  directoryApi,
  type designsColorRoutes,
  type RouteAnswer,
} from '@portal/shared';
import { graphql } from '../gql';
import type { CompatibleDesignsQuery, DesignRequestInput, RequestFormDataQuery } from '../gql/graphql';

// The create / update / revise (fork) dialog's calls (spec 001 §3.2, §5.2, §7.2): treatments, the
// drops, the customers (GET /api/customers) or leagues, teams and players (GET /api/leagueTeamPlayer),
// a customer's art references, the compatible designs, the reference upload and the four writes.
// The REST calls are typed by their contract (designRequestsRoutes, designsColorRoutes in @portal/shared/core).

export const REQUEST_FORM_DATA = graphql(`
  query RequestFormData {
    treatments { type name maxWidth maxHeight ccAvail }
    designRequestDrops { id name width height treatments lines }
    designTags
  }
`);

export const ART_REFERENCES = graphql(`
  query ArtReferences($customer: String!) {
    artReferences(customer: $customer) { id path fileName createdAt }
  }
`);

export const COMPATIBLE_DESIGNS = graphql(`
  query CompatibleDesigns($customer: String, $method: String!, $width: Float!, $height: Float, $dropId: Int) {
    compatibleDesigns(customer: $customer, method: $method, width: $width, height: $height, dropId: $dropId) { id variation art width height lastUsed }
  }
`);

export const CREATE_DESIGN_REQUEST = graphql(
  `mutation CreateDesignRequest($request: DesignRequestInput!) { createDesignRequest(request: $request) }`,
);
export const CREATE_LICENSE_DESIGN_REQUEST = graphql(
  `mutation CreateLicenseDesignRequest($request: DesignRequestInput!) { createLicenseDesignRequest(request: $request) }`,
);
export const UPDATE_DESIGN_REQUEST = graphql(
  `mutation UpdateDesignRequest($id: Int!, $updates: DesignRequestInput!) { updateDesignRequest(id: $id, updates: $updates) }`,
);
export const FORK_DESIGN_REQUEST = graphql(
  `mutation ForkDesignRequest($id: Int!, $updates: DesignRequestInput!) { forkDesignRequest(id: $id, updates: $updates) }`,
);

export type RequestFormData = RequestFormDataQuery;
export type DropOption = RequestFormDataQuery['designRequestDrops'][number];
export type CompatibleDesign = CompatibleDesignsQuery['compatibleDesigns'][number];
/** A reference file staged by POST /api/designRequest/reference, or an existing art reference. */
export interface ReferenceChoice {
  id: string;
  name: string;
}

export const fetchRequestFormData = async (signal?: AbortSignal) =>
  gql(REQUEST_FORM_DATA, {}, { signal, errorMessage: messages.treatmentsFetchFailed });
export const fetchCustomers = (signal?: AbortSignal) =>
  api.call(directoryApi.customers, undefined, { signal, errorMessage: messages.somethingWentWrong });
export const fetchLeagueTeamPlayer = (signal?: AbortSignal) =>
  api.call(directoryApi.leagueTeamPlayers, undefined, { signal, errorMessage: messages.leagueTeamFetchFailed });
export const fetchArtReferences = async (customer: string, signal?: AbortSignal) =>
  (await gql(ART_REFERENCES, { customer }, { signal, errorMessage: messages.somethingWentWrong })).artReferences;
export const fetchCompatibleDesigns = async (
  v: { customer: string | null; method: string; width: number; height: number | null; dropId: number | null },
  signal?: AbortSignal,
) => (await gql(COMPATIBLE_DESIGNS, v, { signal, errorMessage: messages.existingDesignsFetchFailed })).compatibleDesigns;

/** Stores a new reference image (an art reference of the customer) and answers its id. */
export async function uploadReference(file: File, customer: string | null, onProgress: (ratio: number) => void): Promise<ReferenceChoice> {
  const form = new FormData();
  if (customer) form.append('customer', customer);
  form.append('file', file, file.name);
  const stored = await api.upload(
    designRequestsApi.storeReference,
    form,
    { query: {} },
    {
      onProgress,
      errorMessage: messages.somethingWentWrong,
    },
  );
  return { id: String(stored.id), name: stored.fileName };
}

/** spec 001 §8.2: the two create failures — 'Failed to create design request.' for a customer request, 'Could not create design request.' for a licence request or a revision. */
export const createRequest = async (request: DesignRequestInput, license: boolean) =>
  license
    ? (await gql(CREATE_LICENSE_DESIGN_REQUEST, { request }, { errorMessage: messages.designRequestCreateError }))
        .createLicenseDesignRequest
    : (await gql(CREATE_DESIGN_REQUEST, { request }, { errorMessage: messages.designRequestCreateFailed })).createDesignRequest;
export const updateRequest = async (id: number, updates: DesignRequestInput) =>
  (await gql(UPDATE_DESIGN_REQUEST, { id, updates }, { errorMessage: messages.designRequestUpdateFailed })).updateDesignRequest;
export const forkRequest = async (id: number, updates: DesignRequestInput) =>
  (await gql(FORK_DESIGN_REQUEST, { id, updates }, { errorMessage: messages.designRequestCreateError })).forkDesignRequest;

/** A swatch of GET /api/production/ai_swatches (the Primary's choices). */
export type SwatchOption = RouteAnswer<typeof designsColorRoutes.pickerSwatches>[number];
/** GET /api/contrast?hex=&teamId= (designs-color; spec 001 §7.2 "colour choices for licence designs"): swatches by contrast with the Primary, the team's first, and its tonal colour. */
export type ContrastAnswer = RouteAnswer<typeof designsColorRoutes.contrast>;
export const fetchSwatches = (signal?: AbortSignal) =>
  api.call(
    designsColorApi.pickerSwatches,
    { query: {} },
    { signal, silent: true, errorMessage: DESIGN_COLOR_MESSAGES.swatchesFetchFailed },
  );
export function fetchContrast(hex: string, teamId: number | null, signal?: AbortSignal) {
  return api.call(
    designsColorApi.contrast,
    { query: { hex, teamId: teamId ? String(teamId) : undefined } },
    { signal, silent: true, errorMessage: messages.somethingWentWrong },
  );
}
