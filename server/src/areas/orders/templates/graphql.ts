import type { MercuriusLoaders } from 'mercurius';
import type { Resolvers } from '../../graphqlTypes';
import {
  fill,
  orderStatusText,
  templateCreateSchema,
  templateEditSchema,
  templateListArgsSchema,
  templateMessages,
  type SessionUser,
} from '@portal/shared/core';
import type { AreaGraphql } from '../../area';
import { badUserInput, conflictError, parseInput, requireRule, type GqlUserContext } from '../../../platform/gqlErrors';
import {
  addTemplate,
  deleteTemplate,
  editTemplate,
  findTemplate,
  linesOfOrders,
  listTemplates,
  repsOfTemplates,
  TemplateRefusal,
  templateFilterOptions,
  type TemplateRow,
} from './service';

// GraphQL of the template orders (spec 000 §2 "Templates list", §3 "Template", §7 "Query templates;
// mutation deleteTemplateOrder(id)"). Guards (spec 000 §6), enforced here whatever the screen shows:
// every field needs the `templates` rule (order access, INTERNAL or REP); add, edit and delete also
// need `templateEdit` (templateEdit or approve). Reps and items come from loaders (one query a page).

export const typeDefs = /* GraphQL */ `
  type TemplateRep {
    "SREP code."
    code: String!
    name: String!
    email: String
  }

  "An item of the template's order with its total quantity over the sizes."
  type TemplateLine {
    id: Int!
    styleCode: String!
    name: String!
    color: String!
    quantity: Int!
  }

  type Template {
    id: Int!
    name: String!
    "Customer number."
    customer: String!
    customerName: String!
    "The order number."
    order: Int!
    orderId: Int!
    reps: [TemplateRep!]!
    "The order's type (decoration method, the filter's type)."
    type: String!
    "The order's order type code and name."
    orderType: String!
    orderTypeName: String
    status: Int!
    statusString: String!
    po: String
    currency: String!
    "Order total in dollars (of the order's currency)."
    total: Float!
    "Number of items (lines)."
    items: Int!
    lines: [TemplateLine!]!
    "ISO 8601 instants."
    created_at: DateTime!
    updated_at: DateTime!
    createdBy: String
  }

  type TemplatePage {
    templates: [Template!]!
    "How many templates match the filters (every page)."
    total: Int!
  }

  type TemplateCustomerOption {
    name: String!
    numb: String!
  }

  "spec 000 §3: template filter options."
  type TemplateFilterOptions {
    customer: [TemplateCustomerOption!]!
    type: [String!]!
  }

  extend type Query {
    "spec 000 §2: 50 a page, default created_at descending; filter matches name, order number, customer and PO."
    templates(page: Int, order: String, orderBy: String, filter: String, custNumb: [String!], type: [String!]): TemplatePage!
    templateFilters: TemplateFilterOptions!
    "A template by its id or by its order's id (/templates/{orderId}); null when there is none the user may see."
    template(id: Int, orderId: Int): Template
  }

  extend type Mutation {
    "Deletes the template (the order stays); answers its id."
    deleteTemplateOrder(id: Int!): Int!
    "A template from an existing order, by order number; reps default to the order's rep."
    addTemplateOrder(order: Int!, name: String!, reps: [String!]): Template!
    editTemplateOrder(id: Int!, name: String!, reps: [String!]!): Template!
  }
`;

function toGraphql(row: TemplateRow) {
  return {
    id: row.id,
    name: row.name,
    customer: row.customer,
    customerName: row.customerName,
    order: row.order,
    orderId: row.orderId,
    type: row.type,
    orderType: row.orderType,
    orderTypeName: row.orderTypeName,
    status: row.status,
    statusString: orderStatusText(row.status, row.subStatus),
    po: row.po,
    currency: row.currency,
    total: row.totalCents / 100,
    items: row.itemCount,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    createdBy: row.createdBy,
  };
}

/** spec 000 §6: /templates needs order access with userType INTERNAL or REP. */
const viewer = (ctx: GqlUserContext): SessionUser => requireRule(ctx, 'templates', templateMessages.viewForbidden);

/** spec 000 §6: template add, edit, delete requires templateEdit or approve (checked before anything else). */
function editor(ctx: GqlUserContext): SessionUser {
  viewer(ctx);
  return requireRule(ctx, 'templateEdit', templateMessages.editForbidden);
}

function refusal(error: unknown): never {
  if (error instanceof TemplateRefusal) {
    const text = fill(templateMessages[error.key], { number: error.number ?? '' });
    throw error.key === 'alreadyTemplate' || error.key === 'cancelledOrder' ? conflictError(text) : badUserInput(text);
  }
  throw error;
}

export const resolvers = {
  Query: {
    templates: async (_root, args, ctx) => {
      const user = viewer(ctx);
      const { rows, total } = await listTemplates(ctx.platform.db, user, parseInput(templateListArgsSchema, args));
      return { templates: rows.map(toGraphql), total };
    },
    templateFilters: async (_root, _args, ctx) => templateFilterOptions(ctx.platform.db, viewer(ctx)),
    template: async (_root, args: { id?: number | null; orderId?: number | null }, ctx) => {
      const row = await findTemplate(ctx.platform.db, viewer(ctx), args);
      return row ? toGraphql(row) : null;
    },
  },
  Mutation: {
    deleteTemplateOrder: async (_root, args: { id: number }, ctx) => {
      const user = editor(ctx);
      return deleteTemplate(ctx.platform.db, user, args.id).catch(refusal);
    },
    addTemplateOrder: async (_root, args, ctx) => {
      const user = editor(ctx);
      const input = parseInput(templateCreateSchema, args);
      return toGraphql(await addTemplate(ctx.platform.db, user, input, ctx.platform.clock.now()).catch(refusal));
    },
    editTemplateOrder: async (_root, args, ctx) => {
      const user = editor(ctx);
      const input = parseInput(templateEditSchema, args);
      return toGraphql(await editTemplate(ctx.platform.db, user, input, ctx.platform.clock.now()).catch(refusal));
    },
  },
} satisfies Resolvers;

export const loaders: MercuriusLoaders = {
  Template: {
    reps: async (queries: { obj: { id: number } }[], ctx) => {
      const byTemplate = await repsOfTemplates(
        ctx.platform.db,
        queries.map((q) => q.obj.id),
      );
      return queries.map((q) => byTemplate.get(q.obj.id) ?? []);
    },
    lines: async (queries: { obj: { orderId: number } }[], ctx) => {
      const byOrder = await linesOfOrders(
        ctx.platform.db,
        queries.map((q) => q.obj.orderId),
      );
      return queries.map((q) => byOrder.get(q.obj.orderId) ?? []);
    },
  },
};

export const templatesGraphql: AreaGraphql = { typeDefs, resolvers, loaders };
