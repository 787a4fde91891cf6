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
    "\n  fragment ReturnItemFields on ReturnItem {\n    id orderItemId orderLine img price refund sku name color colorCode\n    size { id display quantity shippedC shippedU C U returned upcharge } totalQuantity totalPrice totalReturned totalUpcharge\n  }\n": typeof types.ReturnItemFieldsFragmentDoc,
    "fragment ReturnChargeFields on ReturnCharge { id chargeId job invoice charge desc refund }": typeof types.ReturnChargeFieldsFragmentDoc,
    "\n  fragment ReturnFields on Return {\n    id returnNumb createdAt createdBy status subStatus statusString resolution orderId orderNumb orderCreatedAt comment closedOn\n    customer customerName rep repName repRegion csr csrName invoice commission dateContact dateInfo files { url name }\n    items { ...ReturnItemFields } code { id code } totalItems totalPrice totalRefunded orderRefunded currency job\n    charges { ...ReturnChargeFields } shipping { ...ReturnChargeFields } creditOrder { id number status }\n    changes { id at actorName table action changes { field before after } }\n  }\n": typeof types.ReturnFieldsFragmentDoc,
    "query Return($id: Int!) { return(id: $id) { ...ReturnFields } }": typeof types.ReturnDocument,
    "\n  query ReturnTimeline($id: Int!) {\n    returnTimeline(id: $id) { date comments { id date returnID type user { email name } cc comment emailId files { path name } canDelete creditOrderId } }\n  }\n": typeof types.ReturnTimelineDocument,
    "\n  mutation Post($id: Int!, $input: ReturnTimelinePostInput!, $files: [String!]) {\n    createReturnTimelinePost(id: $id, input: $input, files: $files) { id }\n  }\n": typeof types.PostDocument,
    "query ReturnCsrs { returnCsrs { code name } }": typeof types.ReturnCsrsDocument,
    "\n  query ReturnOrder($id: Int!, $returnId: Int) {\n    returnOrder(id: $id, returnId: $returnId) {\n      id number createdAt status statusString currency customerNumb customerName repCode csr job price { total } shipping earlierRefund\n      items { id line sku name image color colorCode price { totalPrice finalPrice } totalQuantity refunded\n        size { id display quantity shippedC shippedU returnedC returnedU upcharge }\n        returns { id returnId returnNumber returnStatus refund size { id display C U } } }\n      charges { id chargeCode chargeName charge refunded }\n      shippingJobs { id job invoice charge refunded }\n      returns { id returnNumb status subStatus statusString totalRefund createdAt }\n    }\n  }\n": typeof types.ReturnOrderDocument,
    "\n  query GetReturnItems($orderId: Int!, $returnId: Int!) { returnItems(orderId: $orderId, returnId: $returnId) { ...ReturnItemFields } }\n": typeof types.GetReturnItemsDocument,
    "mutation CreateReturn($input: ReturnCreateInput!) { createReturn(input: $input) { id numb } }": typeof types.CreateReturnDocument,
    "mutation UpdateReturn($input: ReturnUpdateInput!, $id: Int!) { updateReturn(input: $input, id: $id) { id numb } }": typeof types.UpdateReturnDocument,
    "\n  query ReturnsList($filters: ReturnFiltersInput, $orderBy: String, $desc: Boolean) {\n    returnsV2(filters: $filters, orderBy: $orderBy, desc: $desc) {\n      totalCount\n      list { id number dateCreated customer customerName rep repName csr csrName orderId orderNum items status subStatus statusText returnCode returnCodeName jobNum totalRefund currency }\n    }\n  }\n": typeof types.ReturnsListDocument,
    "\n  query ReturnsDomain {\n    returnsV2 { domain { customers { numb name } reps { numb name } csrs { numb name } statuses { code description } returnCodes { code description } } }\n  }\n": typeof types.ReturnsDomainDocument,
};
const documents: Documents = {
    "\n  fragment ReturnItemFields on ReturnItem {\n    id orderItemId orderLine img price refund sku name color colorCode\n    size { id display quantity shippedC shippedU C U returned upcharge } totalQuantity totalPrice totalReturned totalUpcharge\n  }\n": types.ReturnItemFieldsFragmentDoc,
    "fragment ReturnChargeFields on ReturnCharge { id chargeId job invoice charge desc refund }": types.ReturnChargeFieldsFragmentDoc,
    "\n  fragment ReturnFields on Return {\n    id returnNumb createdAt createdBy status subStatus statusString resolution orderId orderNumb orderCreatedAt comment closedOn\n    customer customerName rep repName repRegion csr csrName invoice commission dateContact dateInfo files { url name }\n    items { ...ReturnItemFields } code { id code } totalItems totalPrice totalRefunded orderRefunded currency job\n    charges { ...ReturnChargeFields } shipping { ...ReturnChargeFields } creditOrder { id number status }\n    changes { id at actorName table action changes { field before after } }\n  }\n": types.ReturnFieldsFragmentDoc,
    "query Return($id: Int!) { return(id: $id) { ...ReturnFields } }": types.ReturnDocument,
    "\n  query ReturnTimeline($id: Int!) {\n    returnTimeline(id: $id) { date comments { id date returnID type user { email name } cc comment emailId files { path name } canDelete creditOrderId } }\n  }\n": types.ReturnTimelineDocument,
    "\n  mutation Post($id: Int!, $input: ReturnTimelinePostInput!, $files: [String!]) {\n    createReturnTimelinePost(id: $id, input: $input, files: $files) { id }\n  }\n": types.PostDocument,
    "query ReturnCsrs { returnCsrs { code name } }": types.ReturnCsrsDocument,
    "\n  query ReturnOrder($id: Int!, $returnId: Int) {\n    returnOrder(id: $id, returnId: $returnId) {\n      id number createdAt status statusString currency customerNumb customerName repCode csr job price { total } shipping earlierRefund\n      items { id line sku name image color colorCode price { totalPrice finalPrice } totalQuantity refunded\n        size { id display quantity shippedC shippedU returnedC returnedU upcharge }\n        returns { id returnId returnNumber returnStatus refund size { id display C U } } }\n      charges { id chargeCode chargeName charge refunded }\n      shippingJobs { id job invoice charge refunded }\n      returns { id returnNumb status subStatus statusString totalRefund createdAt }\n    }\n  }\n": types.ReturnOrderDocument,
    "\n  query GetReturnItems($orderId: Int!, $returnId: Int!) { returnItems(orderId: $orderId, returnId: $returnId) { ...ReturnItemFields } }\n": types.GetReturnItemsDocument,
    "mutation CreateReturn($input: ReturnCreateInput!) { createReturn(input: $input) { id numb } }": types.CreateReturnDocument,
    "mutation UpdateReturn($input: ReturnUpdateInput!, $id: Int!) { updateReturn(input: $input, id: $id) { id numb } }": types.UpdateReturnDocument,
    "\n  query ReturnsList($filters: ReturnFiltersInput, $orderBy: String, $desc: Boolean) {\n    returnsV2(filters: $filters, orderBy: $orderBy, desc: $desc) {\n      totalCount\n      list { id number dateCreated customer customerName rep repName csr csrName orderId orderNum items status subStatus statusText returnCode returnCodeName jobNum totalRefund currency }\n    }\n  }\n": types.ReturnsListDocument,
    "\n  query ReturnsDomain {\n    returnsV2 { domain { customers { numb name } reps { numb name } csrs { numb name } statuses { code description } returnCodes { code description } } }\n  }\n": types.ReturnsDomainDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReturnItemFields on ReturnItem {\n    id orderItemId orderLine img price refund sku name color colorCode\n    size { id display quantity shippedC shippedU C U returned upcharge } totalQuantity totalPrice totalReturned totalUpcharge\n  }\n"): typeof import('./graphql').ReturnItemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReturnChargeFields on ReturnCharge { id chargeId job invoice charge desc refund }"): typeof import('./graphql').ReturnChargeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReturnFields on Return {\n    id returnNumb createdAt createdBy status subStatus statusString resolution orderId orderNumb orderCreatedAt comment closedOn\n    customer customerName rep repName repRegion csr csrName invoice commission dateContact dateInfo files { url name }\n    items { ...ReturnItemFields } code { id code } totalItems totalPrice totalRefunded orderRefunded currency job\n    charges { ...ReturnChargeFields } shipping { ...ReturnChargeFields } creditOrder { id number status }\n    changes { id at actorName table action changes { field before after } }\n  }\n"): typeof import('./graphql').ReturnFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Return($id: Int!) { return(id: $id) { ...ReturnFields } }"): typeof import('./graphql').ReturnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReturnTimeline($id: Int!) {\n    returnTimeline(id: $id) { date comments { id date returnID type user { email name } cc comment emailId files { path name } canDelete creditOrderId } }\n  }\n"): typeof import('./graphql').ReturnTimelineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Post($id: Int!, $input: ReturnTimelinePostInput!, $files: [String!]) {\n    createReturnTimelinePost(id: $id, input: $input, files: $files) { id }\n  }\n"): typeof import('./graphql').PostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReturnCsrs { returnCsrs { code name } }"): typeof import('./graphql').ReturnCsrsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReturnOrder($id: Int!, $returnId: Int) {\n    returnOrder(id: $id, returnId: $returnId) {\n      id number createdAt status statusString currency customerNumb customerName repCode csr job price { total } shipping earlierRefund\n      items { id line sku name image color colorCode price { totalPrice finalPrice } totalQuantity refunded\n        size { id display quantity shippedC shippedU returnedC returnedU upcharge }\n        returns { id returnId returnNumber returnStatus refund size { id display C U } } }\n      charges { id chargeCode chargeName charge refunded }\n      shippingJobs { id job invoice charge refunded }\n      returns { id returnNumb status subStatus statusString totalRefund createdAt }\n    }\n  }\n"): typeof import('./graphql').ReturnOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetReturnItems($orderId: Int!, $returnId: Int!) { returnItems(orderId: $orderId, returnId: $returnId) { ...ReturnItemFields } }\n"): typeof import('./graphql').GetReturnItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateReturn($input: ReturnCreateInput!) { createReturn(input: $input) { id numb } }"): typeof import('./graphql').CreateReturnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateReturn($input: ReturnUpdateInput!, $id: Int!) { updateReturn(input: $input, id: $id) { id numb } }"): typeof import('./graphql').UpdateReturnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReturnsList($filters: ReturnFiltersInput, $orderBy: String, $desc: Boolean) {\n    returnsV2(filters: $filters, orderBy: $orderBy, desc: $desc) {\n      totalCount\n      list { id number dateCreated customer customerName rep repName csr csrName orderId orderNum items status subStatus statusText returnCode returnCodeName jobNum totalRefund currency }\n    }\n  }\n"): typeof import('./graphql').ReturnsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReturnsDomain {\n    returnsV2 { domain { customers { numb name } reps { numb name } csrs { numb name } statuses { code description } returnCodes { code description } } }\n  }\n"): typeof import('./graphql').ReturnsDomainDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
