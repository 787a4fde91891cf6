import {
  api,
  gql,
  messages,
  templateMessages,
  type TemplateCreateInput,
  type TemplateEditInput,
  directoryApi,
  type RepOption,
} from '@portal/shared';
import { graphql } from '../gql';
import type { TemplateDetailFieldsFragment, TemplateFiltersQuery, TemplateRowFieldsFragment, TemplatesQuery } from '../gql/graphql';
import type { TemplateListVariables } from './templateListVariables';

// The template screens' calls (spec 000 §7 "Query templates; mutation deleteTemplateOrder(id)"),
// typed, over the shared GraphQL helper: UNAUTHENTICATED signs the user out; a refusal
// (FORBIDDEN, BAD_USER_INPUT, CONFLICT) shows the server's message; anything else the call's own.

export type TemplateRow = TemplateRowFieldsFragment;
export type TemplateRep = TemplateRow['reps'][number];
export type TemplateDetail = TemplateDetailFieldsFragment;
export type TemplateLine = TemplateDetail['lines'][number];
export type TemplatePage = TemplatesQuery['templates'];
export type TemplateFilterOptions = TemplateFiltersQuery['templateFilters'];

export const ROW = graphql(`
  fragment TemplateRowFields on Template { id name customer customerName order orderId type created_at reps { code name email } }
`);
export const DETAIL = graphql(`
  fragment TemplateDetailFields on Template {
    ...TemplateRowFields
    orderType orderTypeName status statusString po currency total items updated_at createdBy lines { id styleCode name color quantity }
  }
`);

export const TEMPLATES_QUERY = graphql(`
  query Templates($page: Int, $order: String, $orderBy: String, $filter: String, $custNumb: [String!], $type: [String!]) {
    templates(page: $page, order: $order, orderBy: $orderBy, filter: $filter, custNumb: $custNumb, type: $type) {
      total templates { ...TemplateRowFields }
    }
  }
`);
export const TEMPLATE_FILTERS_QUERY = graphql(`query TemplateFilters { templateFilters { customer { name numb } type } }`);
export const TEMPLATE_QUERY = graphql(`query Template($orderId: Int!) { template(orderId: $orderId) { ...TemplateDetailFields } }`);
export const DELETE_TEMPLATE_MUTATION = graphql(`mutation DeleteTemplateOrder($id: Int!) { deleteTemplateOrder(id: $id) }`);
export const ADD_TEMPLATE_MUTATION = graphql(`
  mutation AddTemplateOrder($order: Int!, $name: String!, $reps: [String!]) {
    addTemplateOrder(order: $order, name: $name, reps: $reps) { ...TemplateDetailFields }
  }
`);
export const EDIT_TEMPLATE_MUTATION = graphql(`
  mutation EditTemplateOrder($id: Int!, $name: String!, $reps: [String!]!) {
    editTemplateOrder(id: $id, name: $name, reps: $reps) { ...TemplateDetailFields }
  }
`);

/** One page of templates; a failure is shown in the table, so the call itself stays silent. */
export async function fetchTemplates(variables: TemplateListVariables, signal?: AbortSignal): Promise<TemplatePage> {
  const data = await gql(
    TEMPLATES_QUERY,
    { ...variables },
    {
      signal,
      silent: true,
      errorMessage: templateMessages.loadFailed,
    },
  );
  return data.templates;
}

export async function fetchTemplateFilters(signal?: AbortSignal): Promise<TemplateFilterOptions> {
  const data = await gql(TEMPLATE_FILTERS_QUERY, {}, { signal, errorMessage: templateMessages.loadFailed });
  return data.templateFilters;
}

/** The template of an order (/templates/{orderId}); null when there is none the user may see. */
export async function fetchTemplate(orderId: number, signal?: AbortSignal): Promise<TemplateDetail | null> {
  const data = await gql(
    TEMPLATE_QUERY,
    { orderId },
    {
      signal,
      silent: true,
      errorMessage: templateMessages.loadFailed,
    },
  );
  return data.template;
}

/** spec 000 §8: a failure that is not a refusal shows 'An error occured while deleting the template…'. */
export async function deleteTemplate(id: number): Promise<number> {
  const data = await gql(DELETE_TEMPLATE_MUTATION, { id }, { errorMessage: messages.templateDeleteFailed });
  return data.deleteTemplateOrder;
}

export async function addTemplate(input: TemplateCreateInput): Promise<TemplateDetail> {
  const data = await gql(ADD_TEMPLATE_MUTATION, { ...input }, { errorMessage: templateMessages.saveFailed });
  return data.addTemplateOrder;
}

export async function editTemplate(input: TemplateEditInput): Promise<TemplateDetail> {
  const data = await gql(EDIT_TEMPLATE_MUTATION, { ...input }, { errorMessage: templateMessages.saveFailed });
  return data.editTemplateOrder;
}

/** The reps a template can be shared with (GET /api/reps). */
export function fetchReps(signal?: AbortSignal): Promise<RepOption[]> {
  return api.call(directoryApi.reps, undefined, { signal });
}
