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
    "\n  query DesignOrders($page: Int, $search: String) {\n    designOrders(page: $page, search: $search) {\n      total\n      orders { id createdOn designMethod quantity po status { code description } design: designInfo { key image } createdBy { name } orders { id numb quantity } }\n    }\n  }\n": typeof types.DesignOrdersDocument,
    "\n  query DesignOrder($id: Int!) {\n    designOrder(id: $id) {\n      id createdOn designMethod quantity po dateOrdered dateRequired actions\n      status { code description }\n      design: designInfo { key id variation method image }\n      createdBy { name }\n      vendor { number name }\n      orders { id numb quantity }\n      timeline: timelineEntries { id type date comment createdBy { name email } }\n    }\n  }\n": typeof types.DesignOrderDocument,
    "\n  query SampledDesigns($search: String) {\n    sampledDesigns(search: $search) { key method image vendor { number name } }\n  }\n": typeof types.SampledDesignsDocument,
    "mutation CreateDesignOrder($design: String!, $quantity: Int!) { createDesignOrder(input: { design: $design, quantity: $quantity }) }": typeof types.CreateDesignOrderDocument,
    "mutation AddDesignOrderComment($id: Int!, $comment: String!) { addDesignOrderComment(id: $id, comment: $comment) }": typeof types.AddDesignOrderCommentDocument,
    "mutation UpdateDesignOrderQuantity($id: Int!, $quantity: Int!) { updateDesignOrderQuantity(id: $id, quantity: $quantity) }": typeof types.UpdateDesignOrderQuantityDocument,
    "mutation CancelDesignOrder($id: Int!) { cancelDesignOrder(id: $id) }": typeof types.CancelDesignOrderDocument,
    "mutation CreateDesignPO($id: Int!, $required: String!) { createDesignPO(id: $id, required: $required) }": typeof types.CreateDesignPoDocument,
    "\n  query DesignRequestDetail($id: Int!) {\n    designRequest(id: $id) {\n      id license width height cc lines instructions tags revisions dateCreated dateRequired note issues correctedIssues returnMarked\n      art pmsImage productionFile workingFile designId designVar designInUse forkedFrom showStatusLine actions artWidth artHeight artComment\n      status { code description }\n      customer { number name }\n      user { email name }\n      artist { email name }\n      method { type name maxWidth maxHeight ccAvail }\n      drop { id name width height }\n      league { id name }\n      team { id name }\n      player { id name }\n      colors { primary secondary neutral tonal }\n      referenceFiles { id fileName path createdAt uploadedBy }\n    }\n  }\n": typeof types.DesignRequestDetailDocument,
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
    "\n  query RequestFormData {\n    treatments { type name maxWidth maxHeight ccAvail }\n    designRequestDrops { id name width height treatments lines }\n    designTags\n  }\n": typeof types.RequestFormDataDocument,
    "\n  query ArtReferences($customer: String!) {\n    artReferences(customer: $customer) { id path fileName createdAt }\n  }\n": typeof types.ArtReferencesDocument,
    "\n  query CompatibleDesigns($customer: String, $method: String!, $width: Float!, $height: Float, $dropId: Int) {\n    compatibleDesigns(customer: $customer, method: $method, width: $width, height: $height, dropId: $dropId) { id variation art width height lastUsed }\n  }\n": typeof types.CompatibleDesignsDocument,
    "mutation CreateDesignRequest($request: DesignRequestInput!) { createDesignRequest(request: $request) }": typeof types.CreateDesignRequestDocument,
    "mutation CreateLicenseDesignRequest($request: DesignRequestInput!) { createLicenseDesignRequest(request: $request) }": typeof types.CreateLicenseDesignRequestDocument,
    "mutation UpdateDesignRequest($id: Int!, $updates: DesignRequestInput!) { updateDesignRequest(id: $id, updates: $updates) }": typeof types.UpdateDesignRequestDocument,
    "mutation ForkDesignRequest($id: Int!, $updates: DesignRequestInput!) { forkDesignRequest(id: $id, updates: $updates) }": typeof types.ForkDesignRequestDocument,
    "\n  query DesignSampleRequests($page: Int, $search: String) {\n    designSampleRequests(page: $page, search: $search) {\n      total\n      requests { id dateRequested status { code description } design: designInfo { key image } createdBy { name } }\n    }\n  }\n": typeof types.DesignSampleRequestsDocument,
    "\n  query DesignSampleRequest($id: Int!) {\n    designSampleRequest(id: $id) {\n      id dateRequested dateRecieved dateClosed actions\n      status { code description }\n      design: designInfo { key id variation method image }\n      createdBy { name }\n      vendor { number name }\n      pricedVendors { number name }\n      timeline: timelineEntries { id type date comment createdBy { name email } files { id name url } vendor { number name } prices { price quantity } }\n    }\n  }\n": typeof types.DesignSampleRequestDocument,
    "\n  query AvailableDesigns($search: String) {\n    availableDesigns(search: $search) { key method image }\n  }\n": typeof types.AvailableDesignsDocument,
    "\n  query DesignVendors {\n    designVendors { number name }\n  }\n": typeof types.DesignVendorsDocument,
    "mutation CreateDesignSampleRequest($design: String!) { createDesignSampleRequest(input: { design: $design }) }": typeof types.CreateDesignSampleRequestDocument,
    "mutation AddDesignSampleRequestComment($id: Int!, $comment: DesignSampleCommentInput!) { addDesignSampleRequestComment(id: $id, comment: $comment) }": typeof types.AddDesignSampleRequestCommentDocument,
    "mutation RecieveDesignSample($id: Int!, $comment: String, $files: [Int!]!) { recieveDesignSample(id: $id, comment: $comment, files: $files) }": typeof types.RecieveDesignSampleDocument,
    "mutation CancelDesignSampleRequest($id: Int!) { cancelDesignSampleRequest(id: $id) }": typeof types.CancelDesignSampleRequestDocument,
    "mutation CloseDesignSampleRequest($id: Int!, $vendor: String!) { closeDesignSampleRequest(id: $id, vendor: $vendor) }": typeof types.CloseDesignSampleRequestDocument,
    "mutation AddDesignSamplePrice($id: Int!, $prices: [DesignSamplePriceInput!]!) { addDesignSamplePrice(id: $id, prices: $prices) }": typeof types.AddDesignSamplePriceDocument,
};
const documents: Documents = {
    "\n  query DesignOrders($page: Int, $search: String) {\n    designOrders(page: $page, search: $search) {\n      total\n      orders { id createdOn designMethod quantity po status { code description } design: designInfo { key image } createdBy { name } orders { id numb quantity } }\n    }\n  }\n": types.DesignOrdersDocument,
    "\n  query DesignOrder($id: Int!) {\n    designOrder(id: $id) {\n      id createdOn designMethod quantity po dateOrdered dateRequired actions\n      status { code description }\n      design: designInfo { key id variation method image }\n      createdBy { name }\n      vendor { number name }\n      orders { id numb quantity }\n      timeline: timelineEntries { id type date comment createdBy { name email } }\n    }\n  }\n": types.DesignOrderDocument,
    "\n  query SampledDesigns($search: String) {\n    sampledDesigns(search: $search) { key method image vendor { number name } }\n  }\n": types.SampledDesignsDocument,
    "mutation CreateDesignOrder($design: String!, $quantity: Int!) { createDesignOrder(input: { design: $design, quantity: $quantity }) }": types.CreateDesignOrderDocument,
    "mutation AddDesignOrderComment($id: Int!, $comment: String!) { addDesignOrderComment(id: $id, comment: $comment) }": types.AddDesignOrderCommentDocument,
    "mutation UpdateDesignOrderQuantity($id: Int!, $quantity: Int!) { updateDesignOrderQuantity(id: $id, quantity: $quantity) }": types.UpdateDesignOrderQuantityDocument,
    "mutation CancelDesignOrder($id: Int!) { cancelDesignOrder(id: $id) }": types.CancelDesignOrderDocument,
    "mutation CreateDesignPO($id: Int!, $required: String!) { createDesignPO(id: $id, required: $required) }": types.CreateDesignPoDocument,
    "\n  query DesignRequestDetail($id: Int!) {\n    designRequest(id: $id) {\n      id license width height cc lines instructions tags revisions dateCreated dateRequired note issues correctedIssues returnMarked\n      art pmsImage productionFile workingFile designId designVar designInUse forkedFrom showStatusLine actions artWidth artHeight artComment\n      status { code description }\n      customer { number name }\n      user { email name }\n      artist { email name }\n      method { type name maxWidth maxHeight ccAvail }\n      drop { id name width height }\n      league { id name }\n      team { id name }\n      player { id name }\n      colors { primary secondary neutral tonal }\n      referenceFiles { id fileName path createdAt uploadedBy }\n    }\n  }\n": types.DesignRequestDetailDocument,
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
    "\n  query RequestFormData {\n    treatments { type name maxWidth maxHeight ccAvail }\n    designRequestDrops { id name width height treatments lines }\n    designTags\n  }\n": types.RequestFormDataDocument,
    "\n  query ArtReferences($customer: String!) {\n    artReferences(customer: $customer) { id path fileName createdAt }\n  }\n": types.ArtReferencesDocument,
    "\n  query CompatibleDesigns($customer: String, $method: String!, $width: Float!, $height: Float, $dropId: Int) {\n    compatibleDesigns(customer: $customer, method: $method, width: $width, height: $height, dropId: $dropId) { id variation art width height lastUsed }\n  }\n": types.CompatibleDesignsDocument,
    "mutation CreateDesignRequest($request: DesignRequestInput!) { createDesignRequest(request: $request) }": types.CreateDesignRequestDocument,
    "mutation CreateLicenseDesignRequest($request: DesignRequestInput!) { createLicenseDesignRequest(request: $request) }": types.CreateLicenseDesignRequestDocument,
    "mutation UpdateDesignRequest($id: Int!, $updates: DesignRequestInput!) { updateDesignRequest(id: $id, updates: $updates) }": types.UpdateDesignRequestDocument,
    "mutation ForkDesignRequest($id: Int!, $updates: DesignRequestInput!) { forkDesignRequest(id: $id, updates: $updates) }": types.ForkDesignRequestDocument,
    "\n  query DesignSampleRequests($page: Int, $search: String) {\n    designSampleRequests(page: $page, search: $search) {\n      total\n      requests { id dateRequested status { code description } design: designInfo { key image } createdBy { name } }\n    }\n  }\n": types.DesignSampleRequestsDocument,
    "\n  query DesignSampleRequest($id: Int!) {\n    designSampleRequest(id: $id) {\n      id dateRequested dateRecieved dateClosed actions\n      status { code description }\n      design: designInfo { key id variation method image }\n      createdBy { name }\n      vendor { number name }\n      pricedVendors { number name }\n      timeline: timelineEntries { id type date comment createdBy { name email } files { id name url } vendor { number name } prices { price quantity } }\n    }\n  }\n": types.DesignSampleRequestDocument,
    "\n  query AvailableDesigns($search: String) {\n    availableDesigns(search: $search) { key method image }\n  }\n": types.AvailableDesignsDocument,
    "\n  query DesignVendors {\n    designVendors { number name }\n  }\n": types.DesignVendorsDocument,
    "mutation CreateDesignSampleRequest($design: String!) { createDesignSampleRequest(input: { design: $design }) }": types.CreateDesignSampleRequestDocument,
    "mutation AddDesignSampleRequestComment($id: Int!, $comment: DesignSampleCommentInput!) { addDesignSampleRequestComment(id: $id, comment: $comment) }": types.AddDesignSampleRequestCommentDocument,
    "mutation RecieveDesignSample($id: Int!, $comment: String, $files: [Int!]!) { recieveDesignSample(id: $id, comment: $comment, files: $files) }": types.RecieveDesignSampleDocument,
    "mutation CancelDesignSampleRequest($id: Int!) { cancelDesignSampleRequest(id: $id) }": types.CancelDesignSampleRequestDocument,
    "mutation CloseDesignSampleRequest($id: Int!, $vendor: String!) { closeDesignSampleRequest(id: $id, vendor: $vendor) }": types.CloseDesignSampleRequestDocument,
    "mutation AddDesignSamplePrice($id: Int!, $prices: [DesignSamplePriceInput!]!) { addDesignSamplePrice(id: $id, prices: $prices) }": types.AddDesignSamplePriceDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignOrders($page: Int, $search: String) {\n    designOrders(page: $page, search: $search) {\n      total\n      orders { id createdOn designMethod quantity po status { code description } design: designInfo { key image } createdBy { name } orders { id numb quantity } }\n    }\n  }\n"): typeof import('./graphql').DesignOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignOrder($id: Int!) {\n    designOrder(id: $id) {\n      id createdOn designMethod quantity po dateOrdered dateRequired actions\n      status { code description }\n      design: designInfo { key id variation method image }\n      createdBy { name }\n      vendor { number name }\n      orders { id numb quantity }\n      timeline: timelineEntries { id type date comment createdBy { name email } }\n    }\n  }\n"): typeof import('./graphql').DesignOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SampledDesigns($search: String) {\n    sampledDesigns(search: $search) { key method image vendor { number name } }\n  }\n"): typeof import('./graphql').SampledDesignsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDesignOrder($design: String!, $quantity: Int!) { createDesignOrder(input: { design: $design, quantity: $quantity }) }"): typeof import('./graphql').CreateDesignOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddDesignOrderComment($id: Int!, $comment: String!) { addDesignOrderComment(id: $id, comment: $comment) }"): typeof import('./graphql').AddDesignOrderCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDesignOrderQuantity($id: Int!, $quantity: Int!) { updateDesignOrderQuantity(id: $id, quantity: $quantity) }"): typeof import('./graphql').UpdateDesignOrderQuantityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelDesignOrder($id: Int!) { cancelDesignOrder(id: $id) }"): typeof import('./graphql').CancelDesignOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDesignPO($id: Int!, $required: String!) { createDesignPO(id: $id, required: $required) }"): typeof import('./graphql').CreateDesignPoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignRequestDetail($id: Int!) {\n    designRequest(id: $id) {\n      id license width height cc lines instructions tags revisions dateCreated dateRequired note issues correctedIssues returnMarked\n      art pmsImage productionFile workingFile designId designVar designInUse forkedFrom showStatusLine actions artWidth artHeight artComment\n      status { code description }\n      customer { number name }\n      user { email name }\n      artist { email name }\n      method { type name maxWidth maxHeight ccAvail }\n      drop { id name width height }\n      league { id name }\n      team { id name }\n      player { id name }\n      colors { primary secondary neutral tonal }\n      referenceFiles { id fileName path createdAt uploadedBy }\n    }\n  }\n"): typeof import('./graphql').DesignRequestDetailDocument;
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
export function graphql(source: "\n  query RequestFormData {\n    treatments { type name maxWidth maxHeight ccAvail }\n    designRequestDrops { id name width height treatments lines }\n    designTags\n  }\n"): typeof import('./graphql').RequestFormDataDocument;
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignSampleRequests($page: Int, $search: String) {\n    designSampleRequests(page: $page, search: $search) {\n      total\n      requests { id dateRequested status { code description } design: designInfo { key image } createdBy { name } }\n    }\n  }\n"): typeof import('./graphql').DesignSampleRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignSampleRequest($id: Int!) {\n    designSampleRequest(id: $id) {\n      id dateRequested dateRecieved dateClosed actions\n      status { code description }\n      design: designInfo { key id variation method image }\n      createdBy { name }\n      vendor { number name }\n      pricedVendors { number name }\n      timeline: timelineEntries { id type date comment createdBy { name email } files { id name url } vendor { number name } prices { price quantity } }\n    }\n  }\n"): typeof import('./graphql').DesignSampleRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailableDesigns($search: String) {\n    availableDesigns(search: $search) { key method image }\n  }\n"): typeof import('./graphql').AvailableDesignsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignVendors {\n    designVendors { number name }\n  }\n"): typeof import('./graphql').DesignVendorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDesignSampleRequest($design: String!) { createDesignSampleRequest(input: { design: $design }) }"): typeof import('./graphql').CreateDesignSampleRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddDesignSampleRequestComment($id: Int!, $comment: DesignSampleCommentInput!) { addDesignSampleRequestComment(id: $id, comment: $comment) }"): typeof import('./graphql').AddDesignSampleRequestCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecieveDesignSample($id: Int!, $comment: String, $files: [Int!]!) { recieveDesignSample(id: $id, comment: $comment, files: $files) }"): typeof import('./graphql').RecieveDesignSampleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelDesignSampleRequest($id: Int!) { cancelDesignSampleRequest(id: $id) }"): typeof import('./graphql').CancelDesignSampleRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CloseDesignSampleRequest($id: Int!, $vendor: String!) { closeDesignSampleRequest(id: $id, vendor: $vendor) }"): typeof import('./graphql').CloseDesignSampleRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddDesignSamplePrice($id: Int!, $prices: [DesignSamplePriceInput!]!) { addDesignSamplePrice(id: $id, prices: $prices) }"): typeof import('./graphql').AddDesignSamplePriceDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
