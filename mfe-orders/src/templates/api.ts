import { api, gql, messages, templateMessages, type TemplateCreateInput, type TemplateEditInput } from '@portal/shared';
import type { TemplateListVariables } from './templateListVariables';

// The template screens' calls (spec 000 §7 "Query templates; mutation deleteTemplateOrder(id)"),
// typed, over the shared GraphQL helper: UNAUTHENTICATED signs the user out; a refusal
// (FORBIDDEN, BAD_USER_INPUT, CONFLICT) shows the server's message; anything else the call's own.

export interface TemplateRep {
  code: string;
  name: string;
  email: string | null;
}

export interface TemplateRow {
  id: number;
  name: string;
  customer: string;
  customerName: string;
  order: number;
  orderId: number;
  type: string;
  created_at: string;
  reps: TemplateRep[];
}

export interface TemplateLine {
  id: number;
  styleCode: string;
  name: string;
  color: string;
  quantity: number;
}

export interface TemplateDetail extends TemplateRow {
  orderType: string;
  orderTypeName: string | null;
  status: number;
  statusString: string;
  po: string | null;
  currency: string;
  total: number;
  items: number;
  updated_at: string;
  createdBy: string | null;
  lines: TemplateLine[];
}

export interface TemplatePage {
  templates: TemplateRow[];
  total: number;
}

export interface TemplateFilterOptions {
  customer: { name: string; numb: string }[];
  type: string[];
}

/** A rep as GET /api/reps answers it. */
export interface RepOption {
  SREP: string;
  name: string;
}

const ROW = 'id name customer customerName order orderId type created_at reps { code name email }';
export const DETAIL = `${ROW} orderType orderTypeName status statusString po currency total items updated_at createdBy lines { id styleCode name color quantity }`;

export const TEMPLATES_QUERY = `query Templates($page: Int, $order: String, $orderBy: String, $filter: String, $custNumb: [String!], $type: [String!]) {
  templates(page: $page, order: $order, orderBy: $orderBy, filter: $filter, custNumb: $custNumb, type: $type) { total templates { ${ROW} } }
}`;
export const TEMPLATE_FILTERS_QUERY = 'query TemplateFilters { templateFilters { customer { name numb } type } }';
export const TEMPLATE_QUERY = `query Template($orderId: Int!) { template(orderId: $orderId) { ${DETAIL} } }`;
export const DELETE_TEMPLATE_MUTATION = 'mutation DeleteTemplateOrder($id: Int!) { deleteTemplateOrder(id: $id) }';
export const ADD_TEMPLATE_MUTATION = `mutation AddTemplateOrder($order: Int!, $name: String!, $reps: [String!]) {
  addTemplateOrder(order: $order, name: $name, reps: $reps) { ${DETAIL} }
}`;
export const EDIT_TEMPLATE_MUTATION = `mutation EditTemplateOrder($id: Int!, $name: String!, $reps: [String!]!) {
  editTemplateOrder(id: $id, name: $name, reps: $reps) { ${DETAIL} }
}`;

/** One page of templates; a failure is shown in the table, so the call itself stays silent. */
export async function fetchTemplates(variables: TemplateListVariables, signal?: AbortSignal): Promise<TemplatePage> {
  const data = await gql<{ templates: TemplatePage }>(TEMPLATES_QUERY, { ...variables }, {
    signal,
    silent: true,
    errorMessage: templateMessages.loadFailed,
  });
  return data.templates;
}

export async function fetchTemplateFilters(signal?: AbortSignal): Promise<TemplateFilterOptions> {
  const data = await gql<{ templateFilters: TemplateFilterOptions }>(TEMPLATE_FILTERS_QUERY, {}, { signal, errorMessage: templateMessages.loadFailed });
  return data.templateFilters;
}

/** The template of an order (/templates/{orderId}); null when there is none the user may see. */
export async function fetchTemplate(orderId: number, signal?: AbortSignal): Promise<TemplateDetail | null> {
  const data = await gql<{ template: TemplateDetail | null }>(TEMPLATE_QUERY, { orderId }, {
    signal,
    silent: true,
    errorMessage: templateMessages.loadFailed,
  });
  return data.template;
}

/** spec 000 §8: a failure that is not a refusal shows 'An error occured while deleting the template…'. */
export async function deleteTemplate(id: number): Promise<number> {
  const data = await gql<{ deleteTemplateOrder: number }>(DELETE_TEMPLATE_MUTATION, { id }, { errorMessage: messages.templateDeleteFailed });
  return data.deleteTemplateOrder;
}

export async function addTemplate(input: TemplateCreateInput): Promise<TemplateDetail> {
  const data = await gql<{ addTemplateOrder: TemplateDetail }>(ADD_TEMPLATE_MUTATION, { ...input }, { errorMessage: templateMessages.saveFailed });
  return data.addTemplateOrder;
}

export async function editTemplate(input: TemplateEditInput): Promise<TemplateDetail> {
  const data = await gql<{ editTemplateOrder: TemplateDetail }>(EDIT_TEMPLATE_MUTATION, { ...input }, { errorMessage: templateMessages.saveFailed });
  return data.editTemplateOrder;
}

/** The reps a template can be shared with (GET /api/reps). */
export function fetchReps(signal?: AbortSignal): Promise<RepOption[]> {
  return api.get<RepOption[]>('reps', { signal });
}
