import { api, DESIGN_SAMPLE_MESSAGES as M, designRequestsApi, gql, type designRequestsRoutes, type RouteAnswer } from '@portal/shared';
import { graphql } from '../gql';
import type { DesignSampleRequestQuery, DesignSampleRequestsQuery, DesignSamplePriceInput, AvailableDesignsQuery } from '../gql/graphql';

// The design sample requests' calls (spec 002 §7 "Design samples and orders"), typed, over the
// shared clients. Files are staged by POST /api/designSampleRequest/{id}/files (FileDrop), and the
// comment or receive names their ids.

export const SAMPLE_REQUESTS_QUERY = graphql(`
  query DesignSampleRequests($page: Int, $search: String) {
    designSampleRequests(page: $page, search: $search) {
      total
      requests { id dateRequested status { code description } design: designInfo { key image } createdBy { name } }
    }
  }
`);

export const SAMPLE_REQUEST_QUERY = graphql(`
  query DesignSampleRequest($id: Int!) {
    designSampleRequest(id: $id) {
      id dateRequested dateRecieved dateClosed actions
      status { code description }
      design: designInfo { key id variation method image }
      createdBy { name }
      vendor { number name }
      pricedVendors { number name }
      timeline: timelineEntries { id type date comment createdBy { name email } files { id name url } vendor { number name } prices { price quantity } }
    }
  }
`);

export const AVAILABLE_DESIGNS_QUERY = graphql(`
  query AvailableDesigns($search: String) {
    availableDesigns(search: $search) { key method image }
  }
`);

export const VENDORS_QUERY = graphql(`
  query DesignVendors {
    designVendors { number name }
  }
`);

export const CREATE_SAMPLE = graphql(
  `mutation CreateDesignSampleRequest($design: String!) { createDesignSampleRequest(input: { design: $design }) }`,
);
export const SAMPLE_COMMENT = graphql(
  `mutation AddDesignSampleRequestComment($id: Int!, $comment: DesignSampleCommentInput!) { addDesignSampleRequestComment(id: $id, comment: $comment) }`,
);
export const RECEIVE_SAMPLES = graphql(
  `mutation RecieveDesignSample($id: Int!, $comment: String, $files: [Int!]!) { recieveDesignSample(id: $id, comment: $comment, files: $files) }`,
);
export const CANCEL_SAMPLE = graphql(`mutation CancelDesignSampleRequest($id: Int!) { cancelDesignSampleRequest(id: $id) }`);
export const CLOSE_SAMPLE = graphql(
  `mutation CloseDesignSampleRequest($id: Int!, $vendor: String!) { closeDesignSampleRequest(id: $id, vendor: $vendor) }`,
);
export const ADD_PRICE = graphql(
  `mutation AddDesignSamplePrice($id: Int!, $prices: [DesignSamplePriceInput!]!) { addDesignSamplePrice(id: $id, prices: $prices) }`,
);

export type SampleRow = DesignSampleRequestsQuery['designSampleRequests']['requests'][number];
export type SampleRequest = NonNullable<DesignSampleRequestQuery['designSampleRequest']>;
export type SampleTimelineEntry = SampleRequest['timeline'][number];
export type AvailableDesign = AvailableDesignsQuery['availableDesigns'][number];
export type { DesignSamplePriceInput };

/** A file staged by POST /api/designSampleRequest/{id}/files. */
export type StagedSampleFile = RouteAnswer<typeof designRequestsRoutes.stageSampleFiles>[number];

export const fetchSampleRequests = async (variables: { page: number; search: string | null }, signal?: AbortSignal) =>
  (await gql(SAMPLE_REQUESTS_QUERY, variables, { signal, silent: true })).designSampleRequests;
export const fetchSampleRequest = async (id: number, signal?: AbortSignal) =>
  (await gql(SAMPLE_REQUEST_QUERY, { id }, { signal, silent: true })).designSampleRequest;
export const fetchAvailableDesigns = async (search: string, signal?: AbortSignal) =>
  (await gql(AVAILABLE_DESIGNS_QUERY, { search: search || null }, { signal })).availableDesigns;
export const fetchVendors = async (signal?: AbortSignal) => (await gql(VENDORS_QUERY, {}, { signal })).designVendors;

export const createSampleRequest = async (design: string) =>
  (await gql(CREATE_SAMPLE, { design }, { errorMessage: M.createSampleFailed })).createDesignSampleRequest;
export const addSampleComment = (id: number, comment: string, files: number[]) =>
  gql(SAMPLE_COMMENT, { id, comment: { comment, files } }, { errorMessage: M.commentFailed });
export const receiveSamples = (id: number, comment: string, files: number[]) =>
  gql(RECEIVE_SAMPLES, { id, comment: comment || null, files }, { errorMessage: M.receiveFailed });
export const cancelSampleRequest = (id: number) => gql(CANCEL_SAMPLE, { id }, { errorMessage: M.cancelSampleFailed });
export const approveSample = (id: number, vendor: string) => gql(CLOSE_SAMPLE, { id, vendor }, { errorMessage: M.closeFailed });
export const addSamplePrices = (id: number, prices: DesignSamplePriceInput[]) =>
  gql(ADD_PRICE, { id, prices }, { errorMessage: M.priceFailed });

/** POST /api/designSampleRequest/{id}/files: the picked files, staged; answers their ids. */
export function stageSampleFiles(id: number, files: File[], onProgress: (ratio: number) => void) {
  const form = new FormData();
  for (const f of files) form.append('files', f, f.name);
  return api.upload(
    designRequestsApi.stageSampleFiles,
    form,
    { params: { id: String(id) } },
    {
      onProgress,
      errorMessage: M.receiveFailed,
    },
  );
}
