/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@portal/shared/core';
export type DesignIssueInput = {
  desc: string;
  /** The manager's star: save as a default option. */
  save?: boolean | null | undefined;
};

export type DesignRequestColorsInput = {
  neutral: string;
  primary: string;
  secondary: string;
  tonal?: string | null | undefined;
};

export type DesignRequestFilters = {
  artist?: Array<number> | null | undefined;
  customer?: Array<string> | null | undefined;
  dropId?: Array<number> | null | undefined;
  league?: Array<number> | null | undefined;
  /** normal, H (history) or L (licence). */
  listType?: string | null | undefined;
  method?: Array<string> | null | undefined;
  /** Ours: /request_history_old/{orderId}. */
  orderId?: number | null | undefined;
  page?: number | null | undefined;
  player?: Array<number> | null | undefined;
  /** Ours: mine, unassigned, or all (README 'Routes'). */
  scope?: string | null | undefined;
  search?: string | null | undefined;
  status?: Array<number> | null | undefined;
  team?: Array<number> | null | undefined;
  user?: Array<number> | null | undefined;
};

/** spec 001 §3.2 create payload. */
export type DesignRequestInput = {
  cc?: boolean | null | undefined;
  /** Licence requests: Primary, Secondary and Neutral, optional Tonal (6-digit hex). */
  colors?: DesignRequestColorsInput | null | undefined;
  customer?: string | null | undefined;
  dateRequired: string;
  dropId?: number | null | undefined;
  height?: number | null | undefined;
  instructions: string;
  league?: number | null | undefined;
  lines?: Array<string> | null | undefined;
  method: string;
  player?: number | null | undefined;
  referenceFiles?: Array<DesignRequestReferenceInput> | null | undefined;
  /** Design tags: at most 10 of at most 30 characters (designTags offers the known ones). */
  tags?: Array<string> | null | undefined;
  team?: number | null | undefined;
  width: number;
};

export type DesignRequestReferenceInput = {
  id: number;
};

export type DesignSampleCommentInput = {
  comment?: string | null | undefined;
  /** Ids from POST /api/designSampleRequest/{id}/files. */
  files?: Array<number> | null | undefined;
};

export type DesignSamplePriceInput = {
  price: number;
  quantity: number;
  /** The vendor's number. */
  vendor: string;
};

export type ExistingDesignInput = {
  id: string;
  variation: number;
};

export type NewDesignInput = {
  cc?: boolean | null | undefined;
  comment?: string | null | undefined;
  height: number;
  method: string;
  /** The token of POST /api/designRequest/{id}/art. */
  upload: string;
  width: number;
};

export type DesignOrdersQueryVariables = Exact<{
  page?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type DesignOrdersQuery = { designOrders: { total: number, orders: Array<{ id: number, createdOn: string, designMethod: string, quantity: number, po: string | null, status: { code: number, description: string }, design: { key: string, image: string }, createdBy: { name: string }, orders: Array<{ id: number, numb: number, quantity: number }> }> } };

export type DesignOrderQueryVariables = Exact<{
  id: number;
}>;


export type DesignOrderQuery = { designOrder: { id: number, createdOn: string, designMethod: string, quantity: number, po: string | null, dateOrdered: string | null, dateRequired: string | null, actions: Array<string>, status: { code: number, description: string }, design: { key: string, id: string, variation: number, method: string, image: string }, createdBy: { name: string }, vendor: { number: string, name: string }, orders: Array<{ id: number, numb: number, quantity: number }>, timeline: Array<{ id: number, type: string, date: string, comment: string, createdBy: { name: string, email: string } | null }> } | null };

export type SampledDesignsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type SampledDesignsQuery = { sampledDesigns: Array<{ key: string, method: string, image: string, vendor: { number: string, name: string } }> };

export type CreateDesignOrderMutationVariables = Exact<{
  design: string;
  quantity: number;
}>;


export type CreateDesignOrderMutation = { createDesignOrder: number };

export type AddDesignOrderCommentMutationVariables = Exact<{
  id: number;
  comment: string;
}>;


export type AddDesignOrderCommentMutation = { addDesignOrderComment: number };

export type UpdateDesignOrderQuantityMutationVariables = Exact<{
  id: number;
  quantity: number;
}>;


export type UpdateDesignOrderQuantityMutation = { updateDesignOrderQuantity: number };

export type CancelDesignOrderMutationVariables = Exact<{
  id: number;
}>;


export type CancelDesignOrderMutation = { cancelDesignOrder: number };

export type CreateDesignPoMutationVariables = Exact<{
  id: number;
  required: string;
}>;


export type CreateDesignPoMutation = { createDesignPO: string };

export type DesignRequestDetailQueryVariables = Exact<{
  id: number;
}>;


export type DesignRequestDetailQuery = { designRequest: { id: number, license: boolean, width: number, height: number | null, cc: boolean, lines: Array<string>, instructions: string, tags: Array<string>, revisions: number, dateCreated: string, dateRequired: string, note: string | null, issues: Array<string>, correctedIssues: Array<string>, returnMarked: boolean, art: string | null, pmsImage: string | null, productionFile: string | null, workingFile: string | null, designId: string | null, designVar: number | null, designInUse: boolean, forkedFrom: number | null, showStatusLine: boolean, actions: Array<string>, artWidth: number | null, artHeight: number | null, artComment: string | null, status: { code: number, description: string }, customer: { number: string, name: string } | null, user: { email: string, name: string } | null, artist: { email: string, name: string } | null, method: { type: string, name: string, maxWidth: number, maxHeight: number, ccAvail: boolean }, drop: { id: number, name: string, width: number, height: number } | null, league: { id: number, name: string } | null, team: { id: number, name: string } | null, player: { id: number, name: string } | null, colors: { primary: string, secondary: string, neutral: string, tonal: string | null } | null, referenceFiles: Array<{ id: number, fileName: string, path: string, createdAt: string, uploadedBy: string }> } | null };

export type DesignRequestTimelineQueryVariables = Exact<{
  id: number;
}>;


export type DesignRequestTimelineQuery = { designRequestTimeline: Array<{ id: number, datetime: string, text: string, author: { name: string, email: string } | null }> };

export type DesignIssuesQueryVariables = Exact<{ [key: string]: never; }>;


export type DesignIssuesQuery = { designIssues: Array<{ desc: string, managerOptions: { selected: boolean, save: boolean } | null }> };

export type AcceptDesignRequestMutationVariables = Exact<{
  id: number;
}>;


export type AcceptDesignRequestMutation = { acceptDesignRequest: number };

export type SuspendDesignRequestMutationVariables = Exact<{
  id: number;
}>;


export type SuspendDesignRequestMutation = { suspendDesignRequest: number };

export type ReOpenDesignRequestMutationVariables = Exact<{
  id: number;
}>;


export type ReOpenDesignRequestMutation = { reOpenDesignRequest: number };

export type ApproveDesignRequestArtMutationVariables = Exact<{
  id: number;
}>;


export type ApproveDesignRequestArtMutation = { approveDesignRequestArt: { id: string, variation: number } };

export type RejectDesignRequestArtMutationVariables = Exact<{
  id: number;
  reason: string;
}>;


export type RejectDesignRequestArtMutation = { rejectDesignRequestArt: number };

export type ReturnDesignRequestMutationVariables = Exact<{
  id: number;
  issues: Array<DesignIssueInput> | DesignIssueInput;
}>;


export type ReturnDesignRequestMutation = { returnDesignRequest: number };

export type AdvanceDesignRequestMutationVariables = Exact<{
  id: number;
  issues?: Array<DesignIssueInput> | DesignIssueInput | null | undefined;
}>;


export type AdvanceDesignRequestMutation = { advanceDesignRequest: number };

export type SubmitDesignRequestArtMutationVariables = Exact<{
  id: number;
  newDesign?: NewDesignInput | null | undefined;
  existingDesign?: ExistingDesignInput | null | undefined;
  issues?: Array<string> | string | null | undefined;
}>;


export type SubmitDesignRequestArtMutation = { submitDesignRequestArt: number };

export type CreateDesignRequestCommentMutationVariables = Exact<{
  requestId: number;
  text: string;
}>;


export type CreateDesignRequestCommentMutation = { createDesignRequestComment: { id: number } };

export type DeleteDesignRequestCommentMutationVariables = Exact<{
  id: number;
}>;


export type DeleteDesignRequestCommentMutation = { deleteDesignRequestComment: boolean };

export type DesignRequestsListQueryVariables = Exact<{
  filters?: DesignRequestFilters | null | undefined;
  orderBy?: string | null | undefined;
  desc?: boolean | null | undefined;
}>;


export type DesignRequestsListQuery = { designRequests: { totalCount: number, designRequests: Array<{ id: number, dateCreated: string, dateRequired: string, revisions: number, license: boolean, method: string, designId: string | null, designVar: number | null, status: { code: number, description: string }, customer: { number: string, name: string } | null, user: { email: string, name: string }, artist: { email: string, name: string } | null, league: { id: number, name: string } | null, team: { id: number, name: string } | null, player: { id: number, name: string } | null }> } };

export type DesignRequestsDomainQueryVariables = Exact<{
  listType?: string | null | undefined;
}>;


export type DesignRequestsDomainQuery = { designRequestsDomain: { customers: Array<{ number: string, name: string }>, users: Array<{ id: number, name: string }>, artists: Array<{ id: number, name: string }>, methods: Array<{ type: string, name: string }>, dropIds: Array<{ id: number, name: string }>, statuses: Array<{ code: number, description: string }>, leagues: Array<{ id: number, name: string, teams: Array<{ id: number, name: string, players: Array<{ id: number, name: string }> }> }> } };

export type SuspendDesignRequestsMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type SuspendDesignRequestsMutation = { suspendDesignRequests: number };

export type RequestFormDataQueryVariables = Exact<{ [key: string]: never; }>;


export type RequestFormDataQuery = { designTags: Array<string>, treatments: Array<{ type: string, name: string, maxWidth: number, maxHeight: number, ccAvail: boolean }>, designRequestDrops: Array<{ id: number, name: string, width: number, height: number, treatments: Array<string>, lines: Array<string> }> };

export type ArtReferencesQueryVariables = Exact<{
  customer: string;
}>;


export type ArtReferencesQuery = { artReferences: Array<{ id: number, path: string, fileName: string, createdAt: string }> };

export type CompatibleDesignsQueryVariables = Exact<{
  customer?: string | null | undefined;
  method: string;
  width: number;
  height?: number | null | undefined;
  dropId?: number | null | undefined;
}>;


export type CompatibleDesignsQuery = { compatibleDesigns: Array<{ id: string, variation: number, art: string, width: number, height: number, lastUsed: string | null }> };

export type CreateDesignRequestMutationVariables = Exact<{
  request: DesignRequestInput;
}>;


export type CreateDesignRequestMutation = { createDesignRequest: number };

export type CreateLicenseDesignRequestMutationVariables = Exact<{
  request: DesignRequestInput;
}>;


export type CreateLicenseDesignRequestMutation = { createLicenseDesignRequest: number };

export type UpdateDesignRequestMutationVariables = Exact<{
  id: number;
  updates: DesignRequestInput;
}>;


export type UpdateDesignRequestMutation = { updateDesignRequest: number };

export type ForkDesignRequestMutationVariables = Exact<{
  id: number;
  updates: DesignRequestInput;
}>;


export type ForkDesignRequestMutation = { forkDesignRequest: number };

export type DesignSampleRequestsQueryVariables = Exact<{
  page?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type DesignSampleRequestsQuery = { designSampleRequests: { total: number, requests: Array<{ id: number, dateRequested: string, status: { code: number, description: string }, design: { key: string, image: string }, createdBy: { name: string } }> } };

export type DesignSampleRequestQueryVariables = Exact<{
  id: number;
}>;


export type DesignSampleRequestQuery = { designSampleRequest: { id: number, dateRequested: string, dateRecieved: string | null, dateClosed: string | null, actions: Array<string>, status: { code: number, description: string }, design: { key: string, id: string, variation: number, method: string, image: string }, createdBy: { name: string }, vendor: { number: string, name: string } | null, pricedVendors: Array<{ number: string, name: string }>, timeline: Array<{ id: number, type: string, date: string, comment: string, createdBy: { name: string, email: string } | null, files: Array<{ id: number, name: string, url: string }>, vendor: { number: string, name: string } | null, prices: Array<{ price: number, quantity: number }> }> } | null };

export type AvailableDesignsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type AvailableDesignsQuery = { availableDesigns: Array<{ key: string, method: string, image: string }> };

export type DesignVendorsQueryVariables = Exact<{ [key: string]: never; }>;


export type DesignVendorsQuery = { designVendors: Array<{ number: string, name: string }> };

export type CreateDesignSampleRequestMutationVariables = Exact<{
  design: string;
}>;


export type CreateDesignSampleRequestMutation = { createDesignSampleRequest: number };

export type AddDesignSampleRequestCommentMutationVariables = Exact<{
  id: number;
  comment: DesignSampleCommentInput;
}>;


export type AddDesignSampleRequestCommentMutation = { addDesignSampleRequestComment: number };

export type RecieveDesignSampleMutationVariables = Exact<{
  id: number;
  comment?: string | null | undefined;
  files: Array<number> | number;
}>;


export type RecieveDesignSampleMutation = { recieveDesignSample: number };

export type CancelDesignSampleRequestMutationVariables = Exact<{
  id: number;
}>;


export type CancelDesignSampleRequestMutation = { cancelDesignSampleRequest: number };

export type CloseDesignSampleRequestMutationVariables = Exact<{
  id: number;
  vendor: string;
}>;


export type CloseDesignSampleRequestMutation = { closeDesignSampleRequest: number };

export type AddDesignSamplePriceMutationVariables = Exact<{
  id: number;
  prices: Array<DesignSamplePriceInput> | DesignSamplePriceInput;
}>;


export type AddDesignSamplePriceMutation = { addDesignSamplePrice: number };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const DesignOrdersDocument = new TypedDocumentString(`
    query DesignOrders($page: Int, $search: String) {
  designOrders(page: $page, search: $search) {
    total
    orders {
      id
      createdOn
      designMethod
      quantity
      po
      status {
        code
        description
      }
      design: designInfo {
        key
        image
      }
      createdBy {
        name
      }
      orders {
        id
        numb
        quantity
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DesignOrdersQuery, DesignOrdersQueryVariables>;
export const DesignOrderDocument = new TypedDocumentString(`
    query DesignOrder($id: Int!) {
  designOrder(id: $id) {
    id
    createdOn
    designMethod
    quantity
    po
    dateOrdered
    dateRequired
    actions
    status {
      code
      description
    }
    design: designInfo {
      key
      id
      variation
      method
      image
    }
    createdBy {
      name
    }
    vendor {
      number
      name
    }
    orders {
      id
      numb
      quantity
    }
    timeline: timelineEntries {
      id
      type
      date
      comment
      createdBy {
        name
        email
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DesignOrderQuery, DesignOrderQueryVariables>;
export const SampledDesignsDocument = new TypedDocumentString(`
    query SampledDesigns($search: String) {
  sampledDesigns(search: $search) {
    key
    method
    image
    vendor {
      number
      name
    }
  }
}
    `) as unknown as TypedDocumentString<SampledDesignsQuery, SampledDesignsQueryVariables>;
export const CreateDesignOrderDocument = new TypedDocumentString(`
    mutation CreateDesignOrder($design: String!, $quantity: Int!) {
  createDesignOrder(input: {design: $design, quantity: $quantity})
}
    `) as unknown as TypedDocumentString<CreateDesignOrderMutation, CreateDesignOrderMutationVariables>;
export const AddDesignOrderCommentDocument = new TypedDocumentString(`
    mutation AddDesignOrderComment($id: Int!, $comment: String!) {
  addDesignOrderComment(id: $id, comment: $comment)
}
    `) as unknown as TypedDocumentString<AddDesignOrderCommentMutation, AddDesignOrderCommentMutationVariables>;
export const UpdateDesignOrderQuantityDocument = new TypedDocumentString(`
    mutation UpdateDesignOrderQuantity($id: Int!, $quantity: Int!) {
  updateDesignOrderQuantity(id: $id, quantity: $quantity)
}
    `) as unknown as TypedDocumentString<UpdateDesignOrderQuantityMutation, UpdateDesignOrderQuantityMutationVariables>;
export const CancelDesignOrderDocument = new TypedDocumentString(`
    mutation CancelDesignOrder($id: Int!) {
  cancelDesignOrder(id: $id)
}
    `) as unknown as TypedDocumentString<CancelDesignOrderMutation, CancelDesignOrderMutationVariables>;
export const CreateDesignPoDocument = new TypedDocumentString(`
    mutation CreateDesignPO($id: Int!, $required: String!) {
  createDesignPO(id: $id, required: $required)
}
    `) as unknown as TypedDocumentString<CreateDesignPoMutation, CreateDesignPoMutationVariables>;
export const DesignRequestDetailDocument = new TypedDocumentString(`
    query DesignRequestDetail($id: Int!) {
  designRequest(id: $id) {
    id
    license
    width
    height
    cc
    lines
    instructions
    tags
    revisions
    dateCreated
    dateRequired
    note
    issues
    correctedIssues
    returnMarked
    art
    pmsImage
    productionFile
    workingFile
    designId
    designVar
    designInUse
    forkedFrom
    showStatusLine
    actions
    artWidth
    artHeight
    artComment
    status {
      code
      description
    }
    customer {
      number
      name
    }
    user {
      email
      name
    }
    artist {
      email
      name
    }
    method {
      type
      name
      maxWidth
      maxHeight
      ccAvail
    }
    drop {
      id
      name
      width
      height
    }
    league {
      id
      name
    }
    team {
      id
      name
    }
    player {
      id
      name
    }
    colors {
      primary
      secondary
      neutral
      tonal
    }
    referenceFiles {
      id
      fileName
      path
      createdAt
      uploadedBy
    }
  }
}
    `) as unknown as TypedDocumentString<DesignRequestDetailQuery, DesignRequestDetailQueryVariables>;
export const DesignRequestTimelineDocument = new TypedDocumentString(`
    query DesignRequestTimeline($id: Int!) {
  designRequestTimeline(id: $id) {
    id
    datetime
    text
    author {
      name
      email
    }
  }
}
    `) as unknown as TypedDocumentString<DesignRequestTimelineQuery, DesignRequestTimelineQueryVariables>;
export const DesignIssuesDocument = new TypedDocumentString(`
    query DesignIssues {
  designIssues {
    desc
    managerOptions {
      selected
      save
    }
  }
}
    `) as unknown as TypedDocumentString<DesignIssuesQuery, DesignIssuesQueryVariables>;
export const AcceptDesignRequestDocument = new TypedDocumentString(`
    mutation AcceptDesignRequest($id: Int!) {
  acceptDesignRequest(id: $id)
}
    `) as unknown as TypedDocumentString<AcceptDesignRequestMutation, AcceptDesignRequestMutationVariables>;
export const SuspendDesignRequestDocument = new TypedDocumentString(`
    mutation SuspendDesignRequest($id: Int!) {
  suspendDesignRequest(id: $id)
}
    `) as unknown as TypedDocumentString<SuspendDesignRequestMutation, SuspendDesignRequestMutationVariables>;
export const ReOpenDesignRequestDocument = new TypedDocumentString(`
    mutation ReOpenDesignRequest($id: Int!) {
  reOpenDesignRequest(id: $id)
}
    `) as unknown as TypedDocumentString<ReOpenDesignRequestMutation, ReOpenDesignRequestMutationVariables>;
export const ApproveDesignRequestArtDocument = new TypedDocumentString(`
    mutation ApproveDesignRequestArt($id: Int!) {
  approveDesignRequestArt(id: $id) {
    id
    variation
  }
}
    `) as unknown as TypedDocumentString<ApproveDesignRequestArtMutation, ApproveDesignRequestArtMutationVariables>;
export const RejectDesignRequestArtDocument = new TypedDocumentString(`
    mutation RejectDesignRequestArt($id: Int!, $reason: String!) {
  rejectDesignRequestArt(id: $id, reason: $reason)
}
    `) as unknown as TypedDocumentString<RejectDesignRequestArtMutation, RejectDesignRequestArtMutationVariables>;
export const ReturnDesignRequestDocument = new TypedDocumentString(`
    mutation ReturnDesignRequest($id: Int!, $issues: [DesignIssueInput!]!) {
  returnDesignRequest(id: $id, issues: $issues)
}
    `) as unknown as TypedDocumentString<ReturnDesignRequestMutation, ReturnDesignRequestMutationVariables>;
export const AdvanceDesignRequestDocument = new TypedDocumentString(`
    mutation AdvanceDesignRequest($id: Int!, $issues: [DesignIssueInput!]) {
  advanceDesignRequest(id: $id, issues: $issues)
}
    `) as unknown as TypedDocumentString<AdvanceDesignRequestMutation, AdvanceDesignRequestMutationVariables>;
export const SubmitDesignRequestArtDocument = new TypedDocumentString(`
    mutation SubmitDesignRequestArt($id: Int!, $newDesign: NewDesignInput, $existingDesign: ExistingDesignInput, $issues: [String!]) {
  submitDesignRequestArt(
    id: $id
    newDesign: $newDesign
    existingDesign: $existingDesign
    issues: $issues
  )
}
    `) as unknown as TypedDocumentString<SubmitDesignRequestArtMutation, SubmitDesignRequestArtMutationVariables>;
export const CreateDesignRequestCommentDocument = new TypedDocumentString(`
    mutation CreateDesignRequestComment($requestId: Int!, $text: String!) {
  createDesignRequestComment(requestId: $requestId, text: $text) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateDesignRequestCommentMutation, CreateDesignRequestCommentMutationVariables>;
export const DeleteDesignRequestCommentDocument = new TypedDocumentString(`
    mutation DeleteDesignRequestComment($id: Int!) {
  deleteDesignRequestComment(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteDesignRequestCommentMutation, DeleteDesignRequestCommentMutationVariables>;
export const DesignRequestsListDocument = new TypedDocumentString(`
    query DesignRequestsList($filters: DesignRequestFilters, $orderBy: String, $desc: Boolean) {
  designRequests(filters: $filters, orderBy: $orderBy, desc: $desc) {
    totalCount
    designRequests {
      id
      dateCreated
      dateRequired
      revisions
      license
      method
      designId
      designVar
      status {
        code
        description
      }
      customer {
        number
        name
      }
      user {
        email
        name
      }
      artist {
        email
        name
      }
      league {
        id
        name
      }
      team {
        id
        name
      }
      player {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DesignRequestsListQuery, DesignRequestsListQueryVariables>;
export const DesignRequestsDomainDocument = new TypedDocumentString(`
    query DesignRequestsDomain($listType: String) {
  designRequestsDomain(listType: $listType) {
    customers {
      number
      name
    }
    users {
      id
      name
    }
    artists {
      id
      name
    }
    methods {
      type
      name
    }
    dropIds {
      id
      name
    }
    statuses {
      code
      description
    }
    leagues {
      id
      name
      teams {
        id
        name
        players {
          id
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DesignRequestsDomainQuery, DesignRequestsDomainQueryVariables>;
export const SuspendDesignRequestsDocument = new TypedDocumentString(`
    mutation SuspendDesignRequests($ids: [Int!]!) {
  suspendDesignRequests(ids: $ids)
}
    `) as unknown as TypedDocumentString<SuspendDesignRequestsMutation, SuspendDesignRequestsMutationVariables>;
export const RequestFormDataDocument = new TypedDocumentString(`
    query RequestFormData {
  treatments {
    type
    name
    maxWidth
    maxHeight
    ccAvail
  }
  designRequestDrops {
    id
    name
    width
    height
    treatments
    lines
  }
  designTags
}
    `) as unknown as TypedDocumentString<RequestFormDataQuery, RequestFormDataQueryVariables>;
export const ArtReferencesDocument = new TypedDocumentString(`
    query ArtReferences($customer: String!) {
  artReferences(customer: $customer) {
    id
    path
    fileName
    createdAt
  }
}
    `) as unknown as TypedDocumentString<ArtReferencesQuery, ArtReferencesQueryVariables>;
export const CompatibleDesignsDocument = new TypedDocumentString(`
    query CompatibleDesigns($customer: String, $method: String!, $width: Float!, $height: Float, $dropId: Int) {
  compatibleDesigns(
    customer: $customer
    method: $method
    width: $width
    height: $height
    dropId: $dropId
  ) {
    id
    variation
    art
    width
    height
    lastUsed
  }
}
    `) as unknown as TypedDocumentString<CompatibleDesignsQuery, CompatibleDesignsQueryVariables>;
export const CreateDesignRequestDocument = new TypedDocumentString(`
    mutation CreateDesignRequest($request: DesignRequestInput!) {
  createDesignRequest(request: $request)
}
    `) as unknown as TypedDocumentString<CreateDesignRequestMutation, CreateDesignRequestMutationVariables>;
export const CreateLicenseDesignRequestDocument = new TypedDocumentString(`
    mutation CreateLicenseDesignRequest($request: DesignRequestInput!) {
  createLicenseDesignRequest(request: $request)
}
    `) as unknown as TypedDocumentString<CreateLicenseDesignRequestMutation, CreateLicenseDesignRequestMutationVariables>;
export const UpdateDesignRequestDocument = new TypedDocumentString(`
    mutation UpdateDesignRequest($id: Int!, $updates: DesignRequestInput!) {
  updateDesignRequest(id: $id, updates: $updates)
}
    `) as unknown as TypedDocumentString<UpdateDesignRequestMutation, UpdateDesignRequestMutationVariables>;
export const ForkDesignRequestDocument = new TypedDocumentString(`
    mutation ForkDesignRequest($id: Int!, $updates: DesignRequestInput!) {
  forkDesignRequest(id: $id, updates: $updates)
}
    `) as unknown as TypedDocumentString<ForkDesignRequestMutation, ForkDesignRequestMutationVariables>;
export const DesignSampleRequestsDocument = new TypedDocumentString(`
    query DesignSampleRequests($page: Int, $search: String) {
  designSampleRequests(page: $page, search: $search) {
    total
    requests {
      id
      dateRequested
      status {
        code
        description
      }
      design: designInfo {
        key
        image
      }
      createdBy {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DesignSampleRequestsQuery, DesignSampleRequestsQueryVariables>;
export const DesignSampleRequestDocument = new TypedDocumentString(`
    query DesignSampleRequest($id: Int!) {
  designSampleRequest(id: $id) {
    id
    dateRequested
    dateRecieved
    dateClosed
    actions
    status {
      code
      description
    }
    design: designInfo {
      key
      id
      variation
      method
      image
    }
    createdBy {
      name
    }
    vendor {
      number
      name
    }
    pricedVendors {
      number
      name
    }
    timeline: timelineEntries {
      id
      type
      date
      comment
      createdBy {
        name
        email
      }
      files {
        id
        name
        url
      }
      vendor {
        number
        name
      }
      prices {
        price
        quantity
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DesignSampleRequestQuery, DesignSampleRequestQueryVariables>;
export const AvailableDesignsDocument = new TypedDocumentString(`
    query AvailableDesigns($search: String) {
  availableDesigns(search: $search) {
    key
    method
    image
  }
}
    `) as unknown as TypedDocumentString<AvailableDesignsQuery, AvailableDesignsQueryVariables>;
export const DesignVendorsDocument = new TypedDocumentString(`
    query DesignVendors {
  designVendors {
    number
    name
  }
}
    `) as unknown as TypedDocumentString<DesignVendorsQuery, DesignVendorsQueryVariables>;
export const CreateDesignSampleRequestDocument = new TypedDocumentString(`
    mutation CreateDesignSampleRequest($design: String!) {
  createDesignSampleRequest(input: {design: $design})
}
    `) as unknown as TypedDocumentString<CreateDesignSampleRequestMutation, CreateDesignSampleRequestMutationVariables>;
export const AddDesignSampleRequestCommentDocument = new TypedDocumentString(`
    mutation AddDesignSampleRequestComment($id: Int!, $comment: DesignSampleCommentInput!) {
  addDesignSampleRequestComment(id: $id, comment: $comment)
}
    `) as unknown as TypedDocumentString<AddDesignSampleRequestCommentMutation, AddDesignSampleRequestCommentMutationVariables>;
export const RecieveDesignSampleDocument = new TypedDocumentString(`
    mutation RecieveDesignSample($id: Int!, $comment: String, $files: [Int!]!) {
  recieveDesignSample(id: $id, comment: $comment, files: $files)
}
    `) as unknown as TypedDocumentString<RecieveDesignSampleMutation, RecieveDesignSampleMutationVariables>;
export const CancelDesignSampleRequestDocument = new TypedDocumentString(`
    mutation CancelDesignSampleRequest($id: Int!) {
  cancelDesignSampleRequest(id: $id)
}
    `) as unknown as TypedDocumentString<CancelDesignSampleRequestMutation, CancelDesignSampleRequestMutationVariables>;
export const CloseDesignSampleRequestDocument = new TypedDocumentString(`
    mutation CloseDesignSampleRequest($id: Int!, $vendor: String!) {
  closeDesignSampleRequest(id: $id, vendor: $vendor)
}
    `) as unknown as TypedDocumentString<CloseDesignSampleRequestMutation, CloseDesignSampleRequestMutationVariables>;
export const AddDesignSamplePriceDocument = new TypedDocumentString(`
    mutation AddDesignSamplePrice($id: Int!, $prices: [DesignSamplePriceInput!]!) {
  addDesignSamplePrice(id: $id, prices: $prices)
}
    `) as unknown as TypedDocumentString<AddDesignSamplePriceMutation, AddDesignSamplePriceMutationVariables>;