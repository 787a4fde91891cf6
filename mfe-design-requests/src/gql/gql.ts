/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query DesignRequestDetail($id: Int!) {\n    designRequest(id: $id) {\n      id license width height cc lines instructions revisions dateCreated dateRequired note issues correctedIssues returnMarked\n      art pmsImage productionFile workingFile designId designVar designInUse forkedFrom showStatusLine actions artWidth artHeight artComment\n      status { code description }\n      customer { number name }\n      user { email name }\n      artist { email name }\n      method { type name maxWidth maxHeight ccAvail }\n      drop { id name width height }\n      league { id name }\n      team { id name }\n      player { id name }\n      referenceFiles { id fileName path createdAt uploadedBy }\n    }\n  }\n": typeof types.DesignRequestDetailDocument,
    "\n  query DesignRequestTimeline($id: Int!) {\n    designRequestTimeline(id: $id) { id datetime text author { name email } }\n  }\n": typeof types.DesignRequestTimelineDocument,
    "\n  query DesignIssues {\n    designIssues { desc managerOptions { selected save } }\n  }\n": typeof types.DesignIssuesDocument,
    "mutation AcceptDesignRequest($id: Int!) { acceptDesignRequest(id: $id) }": typeof types.AcceptDesignRequestDocument,
    "mutation SuspendDesignRequest($id: Int!) { suspendDesignRequest(id: $id) }": typeof types.SuspendDesignRequestDocument,
    "mutation ReOpenDesignRequest($id: Int!) { reOpenDesignRequest(id: $id) }": typeof types.ReOpenDesignRequestDocument,
    "mutation ApproveDesignRequestArt($id: Int!) { approveDesignRequestArt(id: $id) { id variation } }": typeof types.ApproveDesignRequestArtDocument,
    "mutation RejectDesignRequestArt($id: Int!, $reason: String!) { rejectDesignRequestArt(id: $id, reason: $reason) }": typeof types.RejectDesignRequestArtDocument,
    "mutation ReturnDesignRequest($id: Int!, $issues: [DesignIssueInput!]!) { returnDesignRequest(id: $id, issues: $issues) }": typeof types.ReturnDesignRequestDocument,
    "mutation AdvanceDesignRequest($id: Int!, $issues: [DesignIssueInput!]) { advanceDesignRequest(id: $id, issues: $issues) }": typeof types.AdvanceDesignRequestDocument,
    "\n  mutation SubmitDesignRequestArt($id: Int!, $newDesign: NewDesignInput, $existingDesign: ExistingDesignInput, $issues: [String!]) {\n    submitDesignRequestArt(id: $id, newDesign: $newDesign, existingDesign: $existingDesign, issues: $issues)\n  }\n": typeof types.SubmitDesignRequestArtDocument,
    "mutation CreateDesignRequestComment($requestId: Int!, $text: String!) { createDesignRequestComment(requestId: $requestId, text: $text) { id } }": typeof types.CreateDesignRequestCommentDocument,
    "mutation DeleteDesignRequestComment($id: Int!) { deleteDesignRequestComment(id: $id) }": typeof types.DeleteDesignRequestCommentDocument,
    "\n  query DesignRequestsList($filters: DesignRequestFilters, $orderBy: String, $desc: Boolean) {\n    designRequests(filters: $filters, orderBy: $orderBy, desc: $desc) {\n      totalCount\n      designRequests {\n        id dateCreated dateRequired revisions license method designId designVar\n        status { code description }\n        customer { number name }\n        user { email name }\n        artist { email name }\n        league { id name }\n        team { id name }\n        player { id name }\n      }\n    }\n  }\n": typeof types.DesignRequestsListDocument,
    "\n  query DesignRequestsDomain($listType: String) {\n    designRequestsDomain(listType: $listType) {\n      customers { number name }\n      users { id name }\n      artists { id name }\n      methods { type name }\n      dropIds { id name }\n      statuses { code description }\n      leagues { id name teams { id name players { id name } } }\n    }\n  }\n": typeof types.DesignRequestsDomainDocument,
    "\n  mutation SuspendDesignRequests($ids: [Int!]!) {\n    suspendDesignRequests(ids: $ids)\n  }\n": typeof types.SuspendDesignRequestsDocument,
    "\n  query RequestFormData {\n    treatments { type name maxWidth maxHeight ccAvail }\n    designRequestDrops { id name width height treatments lines }\n  }\n": typeof types.RequestFormDataDocument,
    "\n  query ArtReferences($customer: String!) {\n    artReferences(customer: $customer) { id path fileName createdAt }\n  }\n": typeof types.ArtReferencesDocument,
    "\n  query CompatibleDesigns($customer: String, $method: String!, $width: Float!, $height: Float, $dropId: Int) {\n    compatibleDesigns(customer: $customer, method: $method, width: $width, height: $height, dropId: $dropId) { id variation art width height lastUsed }\n  }\n": typeof types.CompatibleDesignsDocument,
    "mutation CreateDesignRequest($request: DesignRequestInput!) { createDesignRequest(request: $request) }": typeof types.CreateDesignRequestDocument,
    "mutation CreateLicenseDesignRequest($request: DesignRequestInput!) { createLicenseDesignRequest(request: $request) }": typeof types.CreateLicenseDesignRequestDocument,
    "mutation UpdateDesignRequest($id: Int!, $updates: DesignRequestInput!) { updateDesignRequest(id: $id, updates: $updates) }": typeof types.UpdateDesignRequestDocument,
    "mutation ForkDesignRequest($id: Int!, $updates: DesignRequestInput!) { forkDesignRequest(id: $id, updates: $updates) }": typeof types.ForkDesignRequestDocument,
};
const documents: Documents = {
    "\n  query DesignRequestDetail($id: Int!) {\n    designRequest(id: $id) {\n      id license width height cc lines instructions revisions dateCreated dateRequired note issues correctedIssues returnMarked\n      art pmsImage productionFile workingFile designId designVar designInUse forkedFrom showStatusLine actions artWidth artHeight artComment\n      status { code description }\n      customer { number name }\n      user { email name }\n      artist { email name }\n      method { type name maxWidth maxHeight ccAvail }\n      drop { id name width height }\n      league { id name }\n      team { id name }\n      player { id name }\n      referenceFiles { id fileName path createdAt uploadedBy }\n    }\n  }\n": types.DesignRequestDetailDocument,
    "\n  query DesignRequestTimeline($id: Int!) {\n    designRequestTimeline(id: $id) { id datetime text author { name email } }\n  }\n": types.DesignRequestTimelineDocument,
    "\n  query DesignIssues {\n    designIssues { desc managerOptions { selected save } }\n  }\n": types.DesignIssuesDocument,
    "mutation AcceptDesignRequest($id: Int!) { acceptDesignRequest(id: $id) }": types.AcceptDesignRequestDocument,
    "mutation SuspendDesignRequest($id: Int!) { suspendDesignRequest(id: $id) }": types.SuspendDesignRequestDocument,
    "mutation ReOpenDesignRequest($id: Int!) { reOpenDesignRequest(id: $id) }": types.ReOpenDesignRequestDocument,
    "mutation ApproveDesignRequestArt($id: Int!) { approveDesignRequestArt(id: $id) { id variation } }": types.ApproveDesignRequestArtDocument,
    "mutation RejectDesignRequestArt($id: Int!, $reason: String!) { rejectDesignRequestArt(id: $id, reason: $reason) }": types.RejectDesignRequestArtDocument,
    "mutation ReturnDesignRequest($id: Int!, $issues: [DesignIssueInput!]!) { returnDesignRequest(id: $id, issues: $issues) }": types.ReturnDesignRequestDocument,
    "mutation AdvanceDesignRequest($id: Int!, $issues: [DesignIssueInput!]) { advanceDesignRequest(id: $id, issues: $issues) }": types.AdvanceDesignRequestDocument,
    "\n  mutation SubmitDesignRequestArt($id: Int!, $newDesign: NewDesignInput, $existingDesign: ExistingDesignInput, $issues: [String!]) {\n    submitDesignRequestArt(id: $id, newDesign: $newDesign, existingDesign: $existingDesign, issues: $issues)\n  }\n": types.SubmitDesignRequestArtDocument,
    "mutation CreateDesignRequestComment($requestId: Int!, $text: String!) { createDesignRequestComment(requestId: $requestId, text: $text) { id } }": types.CreateDesignRequestCommentDocument,
    "mutation DeleteDesignRequestComment($id: Int!) { deleteDesignRequestComment(id: $id) }": types.DeleteDesignRequestCommentDocument,
    "\n  query DesignRequestsList($filters: DesignRequestFilters, $orderBy: String, $desc: Boolean) {\n    designRequests(filters: $filters, orderBy: $orderBy, desc: $desc) {\n      totalCount\n      designRequests {\n        id dateCreated dateRequired revisions license method designId designVar\n        status { code description }\n        customer { number name }\n        user { email name }\n        artist { email name }\n        league { id name }\n        team { id name }\n        player { id name }\n      }\n    }\n  }\n": types.DesignRequestsListDocument,
    "\n  query DesignRequestsDomain($listType: String) {\n    designRequestsDomain(listType: $listType) {\n      customers { number name }\n      users { id name }\n      artists { id name }\n      methods { type name }\n      dropIds { id name }\n      statuses { code description }\n      leagues { id name teams { id name players { id name } } }\n    }\n  }\n": types.DesignRequestsDomainDocument,
    "\n  mutation SuspendDesignRequests($ids: [Int!]!) {\n    suspendDesignRequests(ids: $ids)\n  }\n": types.SuspendDesignRequestsDocument,
    "\n  query RequestFormData {\n    treatments { type name maxWidth maxHeight ccAvail }\n    designRequestDrops { id name width height treatments lines }\n  }\n": types.RequestFormDataDocument,
    "\n  query ArtReferences($customer: String!) {\n    artReferences(customer: $customer) { id path fileName createdAt }\n  }\n": types.ArtReferencesDocument,
    "\n  query CompatibleDesigns($customer: String, $method: String!, $width: Float!, $height: Float, $dropId: Int) {\n    compatibleDesigns(customer: $customer, method: $method, width: $width, height: $height, dropId: $dropId) { id variation art width height lastUsed }\n  }\n": types.CompatibleDesignsDocument,
    "mutation CreateDesignRequest($request: DesignRequestInput!) { createDesignRequest(request: $request) }": types.CreateDesignRequestDocument,
    "mutation CreateLicenseDesignRequest($request: DesignRequestInput!) { createLicenseDesignRequest(request: $request) }": types.CreateLicenseDesignRequestDocument,
    "mutation UpdateDesignRequest($id: Int!, $updates: DesignRequestInput!) { updateDesignRequest(id: $id, updates: $updates) }": types.UpdateDesignRequestDocument,
    "mutation ForkDesignRequest($id: Int!, $updates: DesignRequestInput!) { forkDesignRequest(id: $id, updates: $updates) }": types.ForkDesignRequestDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignRequestDetail($id: Int!) {\n    designRequest(id: $id) {\n      id license width height cc lines instructions revisions dateCreated dateRequired note issues correctedIssues returnMarked\n      art pmsImage productionFile workingFile designId designVar designInUse forkedFrom showStatusLine actions artWidth artHeight artComment\n      status { code description }\n      customer { number name }\n      user { email name }\n      artist { email name }\n      method { type name maxWidth maxHeight ccAvail }\n      drop { id name width height }\n      league { id name }\n      team { id name }\n      player { id name }\n      referenceFiles { id fileName path createdAt uploadedBy }\n    }\n  }\n"): typeof import('./graphql').DesignRequestDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignRequestTimeline($id: Int!) {\n    designRequestTimeline(id: $id) { id datetime text author { name email } }\n  }\n"): typeof import('./graphql').DesignRequestTimelineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignIssues {\n    designIssues { desc managerOptions { selected save } }\n  }\n"): typeof import('./graphql').DesignIssuesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AcceptDesignRequest($id: Int!) { acceptDesignRequest(id: $id) }"): typeof import('./graphql').AcceptDesignRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SuspendDesignRequest($id: Int!) { suspendDesignRequest(id: $id) }"): typeof import('./graphql').SuspendDesignRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReOpenDesignRequest($id: Int!) { reOpenDesignRequest(id: $id) }"): typeof import('./graphql').ReOpenDesignRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApproveDesignRequestArt($id: Int!) { approveDesignRequestArt(id: $id) { id variation } }"): typeof import('./graphql').ApproveDesignRequestArtDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RejectDesignRequestArt($id: Int!, $reason: String!) { rejectDesignRequestArt(id: $id, reason: $reason) }"): typeof import('./graphql').RejectDesignRequestArtDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReturnDesignRequest($id: Int!, $issues: [DesignIssueInput!]!) { returnDesignRequest(id: $id, issues: $issues) }"): typeof import('./graphql').ReturnDesignRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdvanceDesignRequest($id: Int!, $issues: [DesignIssueInput!]) { advanceDesignRequest(id: $id, issues: $issues) }"): typeof import('./graphql').AdvanceDesignRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitDesignRequestArt($id: Int!, $newDesign: NewDesignInput, $existingDesign: ExistingDesignInput, $issues: [String!]) {\n    submitDesignRequestArt(id: $id, newDesign: $newDesign, existingDesign: $existingDesign, issues: $issues)\n  }\n"): typeof import('./graphql').SubmitDesignRequestArtDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDesignRequestComment($requestId: Int!, $text: String!) { createDesignRequestComment(requestId: $requestId, text: $text) { id } }"): typeof import('./graphql').CreateDesignRequestCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteDesignRequestComment($id: Int!) { deleteDesignRequestComment(id: $id) }"): typeof import('./graphql').DeleteDesignRequestCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignRequestsList($filters: DesignRequestFilters, $orderBy: String, $desc: Boolean) {\n    designRequests(filters: $filters, orderBy: $orderBy, desc: $desc) {\n      totalCount\n      designRequests {\n        id dateCreated dateRequired revisions license method designId designVar\n        status { code description }\n        customer { number name }\n        user { email name }\n        artist { email name }\n        league { id name }\n        team { id name }\n        player { id name }\n      }\n    }\n  }\n"): typeof import('./graphql').DesignRequestsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignRequestsDomain($listType: String) {\n    designRequestsDomain(listType: $listType) {\n      customers { number name }\n      users { id name }\n      artists { id name }\n      methods { type name }\n      dropIds { id name }\n      statuses { code description }\n      leagues { id name teams { id name players { id name } } }\n    }\n  }\n"): typeof import('./graphql').DesignRequestsDomainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendDesignRequests($ids: [Int!]!) {\n    suspendDesignRequests(ids: $ids)\n  }\n"): typeof import('./graphql').SuspendDesignRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestFormData {\n    treatments { type name maxWidth maxHeight ccAvail }\n    designRequestDrops { id name width height treatments lines }\n  }\n"): typeof import('./graphql').RequestFormDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArtReferences($customer: String!) {\n    artReferences(customer: $customer) { id path fileName createdAt }\n  }\n"): typeof import('./graphql').ArtReferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompatibleDesigns($customer: String, $method: String!, $width: Float!, $height: Float, $dropId: Int) {\n    compatibleDesigns(customer: $customer, method: $method, width: $width, height: $height, dropId: $dropId) { id variation art width height lastUsed }\n  }\n"): typeof import('./graphql').CompatibleDesignsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDesignRequest($request: DesignRequestInput!) { createDesignRequest(request: $request) }"): typeof import('./graphql').CreateDesignRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateLicenseDesignRequest($request: DesignRequestInput!) { createLicenseDesignRequest(request: $request) }"): typeof import('./graphql').CreateLicenseDesignRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDesignRequest($id: Int!, $updates: DesignRequestInput!) { updateDesignRequest(id: $id, updates: $updates) }"): typeof import('./graphql').UpdateDesignRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ForkDesignRequest($id: Int!, $updates: DesignRequestInput!) { forkDesignRequest(id: $id, updates: $updates) }"): typeof import('./graphql').ForkDesignRequestDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
