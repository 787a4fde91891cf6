import { api, designRequestsApi, gql, messages, type designRequestsRoutes, type RouteAnswer } from '@portal/shared';
import { graphql } from '../gql';
import type { DesignRequestDetailQuery, DesignRequestTimelineQuery } from '../gql/graphql';

// One design request's calls (spec 001 §7.2): designRequest(id), designRequestTimeline(id),
// designIssues, the workflow mutations and the timeline posts.

export const DESIGN_REQUEST = graphql(`
  query DesignRequestDetail($id: Int!) {
    designRequest(id: $id) {
      id license width height cc lines instructions tags revisions dateCreated dateRequired note issues correctedIssues returnMarked
      art pmsImage productionFile workingFile designId designVar designInUse forkedFrom showStatusLine actions artWidth artHeight artComment
      status { code description }
      customer { number name }
      user { email name }
      artist { email name }
      method { type name maxWidth maxHeight ccAvail }
      drop { id name width height }
      league { id name }
      team { id name }
      player { id name }
      colors { primary secondary neutral tonal }
      referenceFiles { id fileName path createdAt uploadedBy }
    }
  }
`);

export const DESIGN_REQUEST_TIMELINE = graphql(`
  query DesignRequestTimeline($id: Int!) {
    designRequestTimeline(id: $id) { id datetime text author { name email } }
  }
`);

export const DESIGN_ISSUES = graphql(`
  query DesignIssues {
    designIssues { desc managerOptions { selected save } }
  }
`);

export const ACCEPT = graphql(`mutation AcceptDesignRequest($id: Int!) { acceptDesignRequest(id: $id) }`);
export const SUSPEND = graphql(`mutation SuspendDesignRequest($id: Int!) { suspendDesignRequest(id: $id) }`);
export const REOPEN = graphql(`mutation ReOpenDesignRequest($id: Int!) { reOpenDesignRequest(id: $id) }`);
export const APPROVE = graphql(`mutation ApproveDesignRequestArt($id: Int!) { approveDesignRequestArt(id: $id) { id variation } }`);
export const REJECT = graphql(
  `mutation RejectDesignRequestArt($id: Int!, $reason: String!) { rejectDesignRequestArt(id: $id, reason: $reason) }`,
);
export const RETURN = graphql(
  `mutation ReturnDesignRequest($id: Int!, $issues: [DesignIssueInput!]!) { returnDesignRequest(id: $id, issues: $issues) }`,
);
export const ADVANCE = graphql(
  `mutation AdvanceDesignRequest($id: Int!, $issues: [DesignIssueInput!]) { advanceDesignRequest(id: $id, issues: $issues) }`,
);
export const SUBMIT_ART = graphql(`
  mutation SubmitDesignRequestArt($id: Int!, $newDesign: NewDesignInput, $existingDesign: ExistingDesignInput, $issues: [String!]) {
    submitDesignRequestArt(id: $id, newDesign: $newDesign, existingDesign: $existingDesign, issues: $issues)
  }
`);
export const POST_COMMENT = graphql(
  `mutation CreateDesignRequestComment($requestId: Int!, $text: String!) { createDesignRequestComment(requestId: $requestId, text: $text) { id } }`,
);
export const DELETE_COMMENT = graphql(`mutation DeleteDesignRequestComment($id: Int!) { deleteDesignRequestComment(id: $id) }`);

export type DesignRequestDetail = NonNullable<DesignRequestDetailQuery['designRequest']>;
export type DesignRequestTimelineEntry = DesignRequestTimelineQuery['designRequestTimeline'][number];

export const fetchDesignRequest = async (id: number, signal?: AbortSignal) =>
  (await gql(DESIGN_REQUEST, { id }, { signal, silent: true, errorMessage: messages.designRequestFetchFailed })).designRequest;
export const fetchTimeline = async (id: number, signal?: AbortSignal) =>
  (await gql(DESIGN_REQUEST_TIMELINE, { id }, { signal, silent: true, errorMessage: messages.designRequestTimelineFailed }))
    .designRequestTimeline;
export const fetchIssues = async (signal?: AbortSignal) =>
  (await gql(DESIGN_ISSUES, {}, { signal, errorMessage: messages.somethingWentWrong })).designIssues;

export const acceptRequest = (id: number) => gql(ACCEPT, { id }, { errorMessage: messages.designRequestAcceptFailed });
export const suspendRequest = (id: number) => gql(SUSPEND, { id }, { errorMessage: messages.designRequestSuspendFailed });
export const reOpenRequest = (id: number) => gql(REOPEN, { id }, { errorMessage: messages.designRequestReopenFailed });
export const approveRequest = async (id: number) =>
  (await gql(APPROVE, { id }, { errorMessage: messages.designRequestApproveFailed })).approveDesignRequestArt;
export const rejectRequest = (id: number, reason: string) =>
  gql(REJECT, { id, reason }, { errorMessage: messages.designRequestStatusFailed });
export const returnRequest = (id: number, issues: { desc: string; save?: boolean }[]) =>
  gql(RETURN, { id, issues }, { errorMessage: messages.designRequestStatusFailed });
export const advanceRequest = (id: number, issues: { desc: string }[]) =>
  gql(ADVANCE, { id, issues }, { errorMessage: messages.designRequestStatusFailed });
export const postComment = (requestId: number, text: string) =>
  gql(POST_COMMENT, { requestId, text }, { errorMessage: messages.timelineCommentPostFailed });
export const deleteComment = (id: number) => gql(DELETE_COMMENT, { id }, { errorMessage: messages.timelineCommentDeleteFailed });

/** What POST /api/designRequest/{id}/art answers: the staged files' token and the image's size (pixels or viewBox units). */
export type StagedArt = RouteAnswer<typeof designRequestsRoutes.stageArt>;
export interface ArtFiles {
  production: File;
  working: File;
  image: File;
  pms: File;
}
/** Stages the four files of a new design (checked on the server by their bytes), with progress. */
export function uploadArt(id: number, files: ArtFiles, art: { method: string; cc: boolean }, onProgress: (ratio: number) => void) {
  const form = new FormData();
  form.append('method', art.method);
  form.append('cc', String(art.cc));
  for (const field of ['production', 'working', 'image', 'pms'] as const) form.append(field, files[field], files[field].name);
  return api.upload(
    designRequestsApi.stageArt,
    form,
    { params: { id: String(id) } },
    {
      onProgress,
      errorMessage: messages.designFilesSubmitFailed,
    },
  );
}
export const submitArt = (
  id: number,
  v: {
    newDesign?: { upload: string; width: number; height: number; cc: boolean; method: string; comment: string } | null;
    existingDesign?: { id: string; variation: number } | null;
    issues: string[];
  },
) =>
  gql(
    SUBMIT_ART,
    { id, newDesign: v.newDesign ?? null, existingDesign: v.existingDesign ?? null, issues: v.issues },
    { errorMessage: messages.designFilesSubmitFailed },
  );

/** spec 001 §7.2: a HEAD probe says whether an image URL exists yet (a fresh upload may not be served at once). */
export async function probeImage(url: string, signal?: AbortSignal): Promise<true> {
  const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin', signal });
  if (!response.ok) throw new Error(`${response.status}`);
  return true;
}
