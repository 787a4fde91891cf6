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
    "\n  query OrderApproval($id: String!, $order: Int!) {\n    orderApproval(id: $id, order: $order) {\n      orderNumber customerName po currency totalCents\n      items { id styleCode name color design priceCents quantity amountCents sizes { size quantity upchargeCents } }\n      charges { name amountCents }\n    }\n  }\n": typeof types.OrderApprovalDocument,
    "\n  mutation ApproveOrder($id: String!, $order: Int!, $email: String!, $name: String!) {\n    approveOrder(id: $id, order: $order, email: $email, name: $name)\n  }\n": typeof types.ApproveOrderDocument,
    "\n  mutation RejectOrder($id: String!, $order: Int!, $email: String!, $name: String!, $comment: String!) {\n    rejectOrder(id: $id, order: $order, email: $email, name: $name, comment: $comment)\n  }\n": typeof types.RejectOrderDocument,
    "\n  fragment CatalogFields on Catalog {\n    id name user rep created_at customer customerName url editable orders { id orderId name numb status statusString }\n  }\n": typeof types.CatalogFieldsFragmentDoc,
    "\n  query Catalogs($filter: String, $page: Int, $order: String, $orderBy: String) {\n    catalogs(filter: $filter, page: $page, order: $order, orderBy: $orderBy) { total catalogs { ...CatalogFields } }\n  }\n": typeof types.CatalogsDocument,
    "\n  query CatalogOrderOptions($id: Int!, $search: String) {\n    catalogOrderOptions(id: $id, search: $search) { orderId numb name status statusString }\n  }\n": typeof types.CatalogOrderOptionsDocument,
    "\n  mutation UpdateCatalog($id: Int!, $name: String!, $addOrders: [Int!], $removeOrders: [Int!]) {\n    updateCatalog(id: $id, name: $name, addOrders: $addOrders, removeOrders: $removeOrders) { ...CatalogFields }\n  }\n": typeof types.UpdateCatalogDocument,
    "\n  fragment OrderDetailFields on OrderDetail {\n    id number status subStatus statusString subStatusString listPath\n    customer { numb name country province } billTo { numb name country province }\n    rep { code name email } csr { code name email } csr2 { code name email }\n    type orderType orderTypeName currency po quote job jobCodes tags department credit alloc bda buyingGroup\n    scheduledShipDate dateRequired rush event onHold createdAt updatedAt createdBy { name email } comments\n    collectionStart collectionEnd\n    items { id line styleCode name color colorCode designId designVariation image priceCents finalPriceCents quantity shipped amountCents\n      sizes { id size quantity qtyC qtyU shippedC shippedU upchargeCents } }\n    charges { code name amountCents }\n    totals { itemsCents chargesCents totalCents units shippedUnits }\n    history { id fromStatus toStatus toSubStatus text at user { name email } comment }\n    changes { id at actorName table action changes { field before after } }\n    shippingJobs { id job shipped shippedAt createdAt shipVia chargeCents invoices units }\n    returns { id label path } designRequests { id label path }\n    approvals { createdAt createdBy sentTo usedAt superseded result name email comment }\n    actions { transitions { to toText label confirm } canEdit canEditItems canOpenEdit canSendForApproval canCreateReturn }\n    customerEmails\n  }\n": typeof types.OrderDetailFieldsFragmentDoc,
    "query Order($id: Int!) { order(id: $id) { ...OrderDetailFields } }": typeof types.OrderDocument,
    "\n  mutation UpdateOrder($id: Int!, $input: OrderHeaderInput!) { updateOrder(id: $id, input: $input) { ...OrderDetailFields } }\n": typeof types.UpdateOrderDocument,
    "\n  mutation UpdateOrderQuantities($id: Int!, $sizes: [OrderSizeQuantityInput!]!) {\n    updateOrderQuantities(id: $id, sizes: $sizes) { ...OrderDetailFields }\n  }\n": typeof types.UpdateOrderQuantitiesDocument,
    "\n  mutation MoveOrder($id: Int!, $to: Int!, $from: Int, $comment: String) {\n    moveOrder(id: $id, to: $to, from: $from, comment: $comment) { ...OrderDetailFields }\n  }\n": typeof types.MoveOrderDocument,
    "\n  mutation SendOrderForApproval($id: Int!, $emails: String!, $message: String) {\n    sendOrderForApproval(id: $id, emails: $emails, message: $message) { ...OrderDetailFields }\n  }\n": typeof types.SendOrderForApprovalDocument,
    "\n  fragment OrderRowFields on Order {\n    id number created_at updated_at date_required customer custNumb total totalCents status statusString subStatus\n    items po type currency order_type orderTypeName rep repName csr csr2 csrName csr2Name quote job scheduled onHold rush event\n    imageType collectionStart collectionEnd listPath\n  }\n": typeof types.OrderRowFieldsFragmentDoc,
    "\n  query Orders($from: String!, $page: Int, $orderBy: String, $order: String, $filter: OrderFilterInput,\n    $search: String, $searchCol: String, $subStatus: Int, $sellsheet: Boolean, $other: Boolean) {\n    orders(from: $from, page: $page, orderBy: $orderBy, order: $order, filter: $filter, search: $search, searchCol: $searchCol,\n      subStatus: $subStatus, sellsheet: $sellsheet, other: $other) { ...OrderRowFields }\n  }\n": typeof types.OrdersDocument,
    "\n  query Filters($from: String!, $subStatus: Int, $sellsheet: Boolean, $other: Boolean) {\n    filters(from: $from, subStatus: $subStatus, sellsheet: $sellsheet, other: $other) {\n      customer { numb name } billToCustomer { numb name } rep { numb name } type order_type { type name } alloc status department\n      credit jobCode scheduled csr { code name } csr2 { code name } bda buyingGroup tags\n    }\n  }\n": typeof types.FiltersDocument,
    "\n  query ShippingJobs($page: Int, $search: String) {\n    shippingJobs(page: $page, search: $search) {\n      id quote createdAt dateRequired status shipped po job\n      customer { number name } rep { number name } csr { number name }\n    }\n  }\n": typeof types.ShippingJobsDocument,
    "\n  fragment ShippingJobFields on ShippingJob {\n    id quote createdAt dateRequired status statusText shipped shippedAt comments po job invoice chargeCents canUpdate\n    customer { number name } rep { number name } csr { number name }\n    shipping { customerName address1 address2 address3 city state country zip }\n    createdBy { id name } shipViaCode { id name }\n    items {\n      id jobId order { id numb status orderType currency }\n      sizes { id display C U availableC availableU quantity }\n      item { sku name color image orderNumb orderID }\n    }\n    changes { id at actorName table action changes { field before after } }\n  }\n": typeof types.ShippingJobFieldsFragmentDoc,
    "\n  query ShippingJob($id: Int!) {\n    shippingJob(id: $id) { ...ShippingJobFields }\n  }\n": typeof types.ShippingJobDocument,
    "\n  query ShippingOrder($id: Int!) {\n    order(id: $id) {\n      id number status orderType currency quote po\n      customer { numb name country province }\n      rep { code name } csr { code name } csr2 { code name }\n      items { id styleCode name color image sizes { id size quantity qtyC qtyU shippedC shippedU } }\n    }\n  }\n": typeof types.ShippingOrderDocument,
    "\n  mutation CreateShippingJob($input: CreateShippingJobInput!) {\n    createShippingJob(input: $input)\n  }\n": typeof types.CreateShippingJobDocument,
    "\n  mutation UpdateShippingJob($input: UpdateShippingJobInput!) {\n    updateShippingJob(input: $input) { ...ShippingJobFields }\n  }\n": typeof types.UpdateShippingJobDocument,
    "\n  mutation MarkShippingJobsShipped($ids: [Int!]!) {\n    markShippingJobsShipped(ids: $ids)\n  }\n": typeof types.MarkShippingJobsShippedDocument,
    "\n  fragment TemplateRowFields on Template { id name customer customerName order orderId type created_at reps { code name email } }\n": typeof types.TemplateRowFieldsFragmentDoc,
    "\n  fragment TemplateDetailFields on Template {\n    ...TemplateRowFields\n    orderType orderTypeName status statusString po currency total items updated_at createdBy lines { id styleCode name color quantity }\n  }\n": typeof types.TemplateDetailFieldsFragmentDoc,
    "\n  query Templates($page: Int, $order: String, $orderBy: String, $filter: String, $custNumb: [String!], $type: [String!]) {\n    templates(page: $page, order: $order, orderBy: $orderBy, filter: $filter, custNumb: $custNumb, type: $type) {\n      total templates { ...TemplateRowFields }\n    }\n  }\n": typeof types.TemplatesDocument,
    "query TemplateFilters { templateFilters { customer { name numb } type } }": typeof types.TemplateFiltersDocument,
    "query Template($orderId: Int!) { template(orderId: $orderId) { ...TemplateDetailFields } }": typeof types.TemplateDocument,
    "mutation DeleteTemplateOrder($id: Int!) { deleteTemplateOrder(id: $id) }": typeof types.DeleteTemplateOrderDocument,
    "\n  mutation AddTemplateOrder($order: Int!, $name: String!, $reps: [String!]) {\n    addTemplateOrder(order: $order, name: $name, reps: $reps) { ...TemplateDetailFields }\n  }\n": typeof types.AddTemplateOrderDocument,
    "\n  mutation EditTemplateOrder($id: Int!, $name: String!, $reps: [String!]!) {\n    editTemplateOrder(id: $id, name: $name, reps: $reps) { ...TemplateDetailFields }\n  }\n": typeof types.EditTemplateOrderDocument,
};
const documents: Documents = {
    "\n  query OrderApproval($id: String!, $order: Int!) {\n    orderApproval(id: $id, order: $order) {\n      orderNumber customerName po currency totalCents\n      items { id styleCode name color design priceCents quantity amountCents sizes { size quantity upchargeCents } }\n      charges { name amountCents }\n    }\n  }\n": types.OrderApprovalDocument,
    "\n  mutation ApproveOrder($id: String!, $order: Int!, $email: String!, $name: String!) {\n    approveOrder(id: $id, order: $order, email: $email, name: $name)\n  }\n": types.ApproveOrderDocument,
    "\n  mutation RejectOrder($id: String!, $order: Int!, $email: String!, $name: String!, $comment: String!) {\n    rejectOrder(id: $id, order: $order, email: $email, name: $name, comment: $comment)\n  }\n": types.RejectOrderDocument,
    "\n  fragment CatalogFields on Catalog {\n    id name user rep created_at customer customerName url editable orders { id orderId name numb status statusString }\n  }\n": types.CatalogFieldsFragmentDoc,
    "\n  query Catalogs($filter: String, $page: Int, $order: String, $orderBy: String) {\n    catalogs(filter: $filter, page: $page, order: $order, orderBy: $orderBy) { total catalogs { ...CatalogFields } }\n  }\n": types.CatalogsDocument,
    "\n  query CatalogOrderOptions($id: Int!, $search: String) {\n    catalogOrderOptions(id: $id, search: $search) { orderId numb name status statusString }\n  }\n": types.CatalogOrderOptionsDocument,
    "\n  mutation UpdateCatalog($id: Int!, $name: String!, $addOrders: [Int!], $removeOrders: [Int!]) {\n    updateCatalog(id: $id, name: $name, addOrders: $addOrders, removeOrders: $removeOrders) { ...CatalogFields }\n  }\n": types.UpdateCatalogDocument,
    "\n  fragment OrderDetailFields on OrderDetail {\n    id number status subStatus statusString subStatusString listPath\n    customer { numb name country province } billTo { numb name country province }\n    rep { code name email } csr { code name email } csr2 { code name email }\n    type orderType orderTypeName currency po quote job jobCodes tags department credit alloc bda buyingGroup\n    scheduledShipDate dateRequired rush event onHold createdAt updatedAt createdBy { name email } comments\n    collectionStart collectionEnd\n    items { id line styleCode name color colorCode designId designVariation image priceCents finalPriceCents quantity shipped amountCents\n      sizes { id size quantity qtyC qtyU shippedC shippedU upchargeCents } }\n    charges { code name amountCents }\n    totals { itemsCents chargesCents totalCents units shippedUnits }\n    history { id fromStatus toStatus toSubStatus text at user { name email } comment }\n    changes { id at actorName table action changes { field before after } }\n    shippingJobs { id job shipped shippedAt createdAt shipVia chargeCents invoices units }\n    returns { id label path } designRequests { id label path }\n    approvals { createdAt createdBy sentTo usedAt superseded result name email comment }\n    actions { transitions { to toText label confirm } canEdit canEditItems canOpenEdit canSendForApproval canCreateReturn }\n    customerEmails\n  }\n": types.OrderDetailFieldsFragmentDoc,
    "query Order($id: Int!) { order(id: $id) { ...OrderDetailFields } }": types.OrderDocument,
    "\n  mutation UpdateOrder($id: Int!, $input: OrderHeaderInput!) { updateOrder(id: $id, input: $input) { ...OrderDetailFields } }\n": types.UpdateOrderDocument,
    "\n  mutation UpdateOrderQuantities($id: Int!, $sizes: [OrderSizeQuantityInput!]!) {\n    updateOrderQuantities(id: $id, sizes: $sizes) { ...OrderDetailFields }\n  }\n": types.UpdateOrderQuantitiesDocument,
    "\n  mutation MoveOrder($id: Int!, $to: Int!, $from: Int, $comment: String) {\n    moveOrder(id: $id, to: $to, from: $from, comment: $comment) { ...OrderDetailFields }\n  }\n": types.MoveOrderDocument,
    "\n  mutation SendOrderForApproval($id: Int!, $emails: String!, $message: String) {\n    sendOrderForApproval(id: $id, emails: $emails, message: $message) { ...OrderDetailFields }\n  }\n": types.SendOrderForApprovalDocument,
    "\n  fragment OrderRowFields on Order {\n    id number created_at updated_at date_required customer custNumb total totalCents status statusString subStatus\n    items po type currency order_type orderTypeName rep repName csr csr2 csrName csr2Name quote job scheduled onHold rush event\n    imageType collectionStart collectionEnd listPath\n  }\n": types.OrderRowFieldsFragmentDoc,
    "\n  query Orders($from: String!, $page: Int, $orderBy: String, $order: String, $filter: OrderFilterInput,\n    $search: String, $searchCol: String, $subStatus: Int, $sellsheet: Boolean, $other: Boolean) {\n    orders(from: $from, page: $page, orderBy: $orderBy, order: $order, filter: $filter, search: $search, searchCol: $searchCol,\n      subStatus: $subStatus, sellsheet: $sellsheet, other: $other) { ...OrderRowFields }\n  }\n": types.OrdersDocument,
    "\n  query Filters($from: String!, $subStatus: Int, $sellsheet: Boolean, $other: Boolean) {\n    filters(from: $from, subStatus: $subStatus, sellsheet: $sellsheet, other: $other) {\n      customer { numb name } billToCustomer { numb name } rep { numb name } type order_type { type name } alloc status department\n      credit jobCode scheduled csr { code name } csr2 { code name } bda buyingGroup tags\n    }\n  }\n": types.FiltersDocument,
    "\n  query ShippingJobs($page: Int, $search: String) {\n    shippingJobs(page: $page, search: $search) {\n      id quote createdAt dateRequired status shipped po job\n      customer { number name } rep { number name } csr { number name }\n    }\n  }\n": types.ShippingJobsDocument,
    "\n  fragment ShippingJobFields on ShippingJob {\n    id quote createdAt dateRequired status statusText shipped shippedAt comments po job invoice chargeCents canUpdate\n    customer { number name } rep { number name } csr { number name }\n    shipping { customerName address1 address2 address3 city state country zip }\n    createdBy { id name } shipViaCode { id name }\n    items {\n      id jobId order { id numb status orderType currency }\n      sizes { id display C U availableC availableU quantity }\n      item { sku name color image orderNumb orderID }\n    }\n    changes { id at actorName table action changes { field before after } }\n  }\n": types.ShippingJobFieldsFragmentDoc,
    "\n  query ShippingJob($id: Int!) {\n    shippingJob(id: $id) { ...ShippingJobFields }\n  }\n": types.ShippingJobDocument,
    "\n  query ShippingOrder($id: Int!) {\n    order(id: $id) {\n      id number status orderType currency quote po\n      customer { numb name country province }\n      rep { code name } csr { code name } csr2 { code name }\n      items { id styleCode name color image sizes { id size quantity qtyC qtyU shippedC shippedU } }\n    }\n  }\n": types.ShippingOrderDocument,
    "\n  mutation CreateShippingJob($input: CreateShippingJobInput!) {\n    createShippingJob(input: $input)\n  }\n": types.CreateShippingJobDocument,
    "\n  mutation UpdateShippingJob($input: UpdateShippingJobInput!) {\n    updateShippingJob(input: $input) { ...ShippingJobFields }\n  }\n": types.UpdateShippingJobDocument,
    "\n  mutation MarkShippingJobsShipped($ids: [Int!]!) {\n    markShippingJobsShipped(ids: $ids)\n  }\n": types.MarkShippingJobsShippedDocument,
    "\n  fragment TemplateRowFields on Template { id name customer customerName order orderId type created_at reps { code name email } }\n": types.TemplateRowFieldsFragmentDoc,
    "\n  fragment TemplateDetailFields on Template {\n    ...TemplateRowFields\n    orderType orderTypeName status statusString po currency total items updated_at createdBy lines { id styleCode name color quantity }\n  }\n": types.TemplateDetailFieldsFragmentDoc,
    "\n  query Templates($page: Int, $order: String, $orderBy: String, $filter: String, $custNumb: [String!], $type: [String!]) {\n    templates(page: $page, order: $order, orderBy: $orderBy, filter: $filter, custNumb: $custNumb, type: $type) {\n      total templates { ...TemplateRowFields }\n    }\n  }\n": types.TemplatesDocument,
    "query TemplateFilters { templateFilters { customer { name numb } type } }": types.TemplateFiltersDocument,
    "query Template($orderId: Int!) { template(orderId: $orderId) { ...TemplateDetailFields } }": types.TemplateDocument,
    "mutation DeleteTemplateOrder($id: Int!) { deleteTemplateOrder(id: $id) }": types.DeleteTemplateOrderDocument,
    "\n  mutation AddTemplateOrder($order: Int!, $name: String!, $reps: [String!]) {\n    addTemplateOrder(order: $order, name: $name, reps: $reps) { ...TemplateDetailFields }\n  }\n": types.AddTemplateOrderDocument,
    "\n  mutation EditTemplateOrder($id: Int!, $name: String!, $reps: [String!]!) {\n    editTemplateOrder(id: $id, name: $name, reps: $reps) { ...TemplateDetailFields }\n  }\n": types.EditTemplateOrderDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderApproval($id: String!, $order: Int!) {\n    orderApproval(id: $id, order: $order) {\n      orderNumber customerName po currency totalCents\n      items { id styleCode name color design priceCents quantity amountCents sizes { size quantity upchargeCents } }\n      charges { name amountCents }\n    }\n  }\n"): typeof import('./graphql').OrderApprovalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveOrder($id: String!, $order: Int!, $email: String!, $name: String!) {\n    approveOrder(id: $id, order: $order, email: $email, name: $name)\n  }\n"): typeof import('./graphql').ApproveOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectOrder($id: String!, $order: Int!, $email: String!, $name: String!, $comment: String!) {\n    rejectOrder(id: $id, order: $order, email: $email, name: $name, comment: $comment)\n  }\n"): typeof import('./graphql').RejectOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogFields on Catalog {\n    id name user rep created_at customer customerName url editable orders { id orderId name numb status statusString }\n  }\n"): typeof import('./graphql').CatalogFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Catalogs($filter: String, $page: Int, $order: String, $orderBy: String) {\n    catalogs(filter: $filter, page: $page, order: $order, orderBy: $orderBy) { total catalogs { ...CatalogFields } }\n  }\n"): typeof import('./graphql').CatalogsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogOrderOptions($id: Int!, $search: String) {\n    catalogOrderOptions(id: $id, search: $search) { orderId numb name status statusString }\n  }\n"): typeof import('./graphql').CatalogOrderOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCatalog($id: Int!, $name: String!, $addOrders: [Int!], $removeOrders: [Int!]) {\n    updateCatalog(id: $id, name: $name, addOrders: $addOrders, removeOrders: $removeOrders) { ...CatalogFields }\n  }\n"): typeof import('./graphql').UpdateCatalogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetailFields on OrderDetail {\n    id number status subStatus statusString subStatusString listPath\n    customer { numb name country province } billTo { numb name country province }\n    rep { code name email } csr { code name email } csr2 { code name email }\n    type orderType orderTypeName currency po quote job jobCodes tags department credit alloc bda buyingGroup\n    scheduledShipDate dateRequired rush event onHold createdAt updatedAt createdBy { name email } comments\n    collectionStart collectionEnd\n    items { id line styleCode name color colorCode designId designVariation image priceCents finalPriceCents quantity shipped amountCents\n      sizes { id size quantity qtyC qtyU shippedC shippedU upchargeCents } }\n    charges { code name amountCents }\n    totals { itemsCents chargesCents totalCents units shippedUnits }\n    history { id fromStatus toStatus toSubStatus text at user { name email } comment }\n    changes { id at actorName table action changes { field before after } }\n    shippingJobs { id job shipped shippedAt createdAt shipVia chargeCents invoices units }\n    returns { id label path } designRequests { id label path }\n    approvals { createdAt createdBy sentTo usedAt superseded result name email comment }\n    actions { transitions { to toText label confirm } canEdit canEditItems canOpenEdit canSendForApproval canCreateReturn }\n    customerEmails\n  }\n"): typeof import('./graphql').OrderDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Order($id: Int!) { order(id: $id) { ...OrderDetailFields } }"): typeof import('./graphql').OrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrder($id: Int!, $input: OrderHeaderInput!) { updateOrder(id: $id, input: $input) { ...OrderDetailFields } }\n"): typeof import('./graphql').UpdateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderQuantities($id: Int!, $sizes: [OrderSizeQuantityInput!]!) {\n    updateOrderQuantities(id: $id, sizes: $sizes) { ...OrderDetailFields }\n  }\n"): typeof import('./graphql').UpdateOrderQuantitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveOrder($id: Int!, $to: Int!, $from: Int, $comment: String) {\n    moveOrder(id: $id, to: $to, from: $from, comment: $comment) { ...OrderDetailFields }\n  }\n"): typeof import('./graphql').MoveOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendOrderForApproval($id: Int!, $emails: String!, $message: String) {\n    sendOrderForApproval(id: $id, emails: $emails, message: $message) { ...OrderDetailFields }\n  }\n"): typeof import('./graphql').SendOrderForApprovalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderRowFields on Order {\n    id number created_at updated_at date_required customer custNumb total totalCents status statusString subStatus\n    items po type currency order_type orderTypeName rep repName csr csr2 csrName csr2Name quote job scheduled onHold rush event\n    imageType collectionStart collectionEnd listPath\n  }\n"): typeof import('./graphql').OrderRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Orders($from: String!, $page: Int, $orderBy: String, $order: String, $filter: OrderFilterInput,\n    $search: String, $searchCol: String, $subStatus: Int, $sellsheet: Boolean, $other: Boolean) {\n    orders(from: $from, page: $page, orderBy: $orderBy, order: $order, filter: $filter, search: $search, searchCol: $searchCol,\n      subStatus: $subStatus, sellsheet: $sellsheet, other: $other) { ...OrderRowFields }\n  }\n"): typeof import('./graphql').OrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Filters($from: String!, $subStatus: Int, $sellsheet: Boolean, $other: Boolean) {\n    filters(from: $from, subStatus: $subStatus, sellsheet: $sellsheet, other: $other) {\n      customer { numb name } billToCustomer { numb name } rep { numb name } type order_type { type name } alloc status department\n      credit jobCode scheduled csr { code name } csr2 { code name } bda buyingGroup tags\n    }\n  }\n"): typeof import('./graphql').FiltersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShippingJobs($page: Int, $search: String) {\n    shippingJobs(page: $page, search: $search) {\n      id quote createdAt dateRequired status shipped po job\n      customer { number name } rep { number name } csr { number name }\n    }\n  }\n"): typeof import('./graphql').ShippingJobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShippingJobFields on ShippingJob {\n    id quote createdAt dateRequired status statusText shipped shippedAt comments po job invoice chargeCents canUpdate\n    customer { number name } rep { number name } csr { number name }\n    shipping { customerName address1 address2 address3 city state country zip }\n    createdBy { id name } shipViaCode { id name }\n    items {\n      id jobId order { id numb status orderType currency }\n      sizes { id display C U availableC availableU quantity }\n      item { sku name color image orderNumb orderID }\n    }\n    changes { id at actorName table action changes { field before after } }\n  }\n"): typeof import('./graphql').ShippingJobFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShippingJob($id: Int!) {\n    shippingJob(id: $id) { ...ShippingJobFields }\n  }\n"): typeof import('./graphql').ShippingJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShippingOrder($id: Int!) {\n    order(id: $id) {\n      id number status orderType currency quote po\n      customer { numb name country province }\n      rep { code name } csr { code name } csr2 { code name }\n      items { id styleCode name color image sizes { id size quantity qtyC qtyU shippedC shippedU } }\n    }\n  }\n"): typeof import('./graphql').ShippingOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShippingJob($input: CreateShippingJobInput!) {\n    createShippingJob(input: $input)\n  }\n"): typeof import('./graphql').CreateShippingJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShippingJob($input: UpdateShippingJobInput!) {\n    updateShippingJob(input: $input) { ...ShippingJobFields }\n  }\n"): typeof import('./graphql').UpdateShippingJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkShippingJobsShipped($ids: [Int!]!) {\n    markShippingJobsShipped(ids: $ids)\n  }\n"): typeof import('./graphql').MarkShippingJobsShippedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TemplateRowFields on Template { id name customer customerName order orderId type created_at reps { code name email } }\n"): typeof import('./graphql').TemplateRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TemplateDetailFields on Template {\n    ...TemplateRowFields\n    orderType orderTypeName status statusString po currency total items updated_at createdBy lines { id styleCode name color quantity }\n  }\n"): typeof import('./graphql').TemplateDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Templates($page: Int, $order: String, $orderBy: String, $filter: String, $custNumb: [String!], $type: [String!]) {\n    templates(page: $page, order: $order, orderBy: $orderBy, filter: $filter, custNumb: $custNumb, type: $type) {\n      total templates { ...TemplateRowFields }\n    }\n  }\n"): typeof import('./graphql').TemplatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TemplateFilters { templateFilters { customer { name numb } type } }"): typeof import('./graphql').TemplateFiltersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Template($orderId: Int!) { template(orderId: $orderId) { ...TemplateDetailFields } }"): typeof import('./graphql').TemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteTemplateOrder($id: Int!) { deleteTemplateOrder(id: $id) }"): typeof import('./graphql').DeleteTemplateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTemplateOrder($order: Int!, $name: String!, $reps: [String!]) {\n    addTemplateOrder(order: $order, name: $name, reps: $reps) { ...TemplateDetailFields }\n  }\n"): typeof import('./graphql').AddTemplateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditTemplateOrder($id: Int!, $name: String!, $reps: [String!]!) {\n    editTemplateOrder(id: $id, name: $name, reps: $reps) { ...TemplateDetailFields }\n  }\n"): typeof import('./graphql').EditTemplateOrderDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
