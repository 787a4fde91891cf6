import type { MercuriusLoaders } from 'mercurius';
import type { Resolvers } from '../../graphqlTypes';
import {
  catalogListArgsSchema,
  catalogMessages,
  catalogUpdateSchema,
  fill,
  mayEditCatalogs,
  messages,
  type SessionUser,
} from '@portal/shared/core';
import type { AreaGraphql } from '../../area';
import { badUserInput, forbiddenError, parseInput, requireUser } from '../../../platform/gqlErrors';
import { catalogSiteTemplate, catalogSiteUrl } from './catalogSite';
import {
  CatalogNotFound,
  CatalogOrdersOfOtherCustomer,
  catalogOrderOptions,
  listCatalogs,
  ordersOfCatalogs,
  updateCatalog,
  type CatalogRow,
} from './service';

// GraphQL of the catalogs list (spec 000 §2, §3 "Catalog", §7 "Query catalogs"). Field names are
// the spec's; `url` and `editable` are ours (README.md). A catalog's orders come
// from one loader query per page, never one query per row.

export const typeDefs = /* GraphQL */ `
  "An order offered by a catalog (spec 000 §3: id, orderId, name, numb)."
  type CatalogOrder {
    "The catalog-order link's id."
    id: Int!
    orderId: Int!
    "The order's PO, or the collection name of a collection."
    name: String
    "The order number."
    numb: Int!
    "Order status code: the link goes to the list of this status (spec 000 §4)."
    status: Int!
    statusString: String!
  }

  type Catalog {
    id: Int!
    name: String!
    "Name of the user who created it ('Created By')."
    user: String
    "SREP code of the customer's rep."
    rep: String
    "ISO 8601 instant."
    created_at: DateTime!
    "Customer number."
    customer: String!
    customerName: String!
    orders: [CatalogOrder!]!
    "The catalog's page on the external ordering site (CATALOG_SITE_URL with the id)."
    url: String!
    "Whether the signed-in user may rename it and change its orders."
    editable: Boolean!
  }

  type CatalogPage {
    catalogs: [Catalog!]!
    "How many catalogs match the filter (every page)."
    total: Int!
  }

  "An order of the catalog's customer the edit dialog offers."
  type CatalogOrderOption {
    orderId: Int!
    numb: Int!
    name: String
    status: Int!
    statusString: String!
  }

  extend type Query {
    "The catalogs the user may see, 50 a page (spec 000 §9); filter matches name, customer and creator."
    catalogs(filter: String, page: Int, order: String, orderBy: String): CatalogPage!
    "Orders of the catalog's customer (newest first, at most 50) whose number or PO contains search."
    catalogOrderOptions(id: Int!, search: String): [CatalogOrderOption!]!
  }

  extend type Mutation {
    "Renames the catalog and adds/removes orders (of its customer), in one transaction."
    updateCatalog(id: Int!, name: String!, addOrders: [Int!], removeOrders: [Int!]): Catalog!
  }
`;

function toGraphql(row: CatalogRow, user: SessionUser) {
  return {
    id: row.id,
    name: row.name,
    user: row.user,
    rep: row.rep,
    created_at: row.createdAt,
    customer: row.customer,
    customerName: row.customerName,
    // Read per call so a changed CATALOG_SITE_URL takes effect on restart without a rebuild.
    url: catalogSiteUrl(catalogSiteTemplate(), row.id),
    editable: mayEditCatalogs(user),
  };
}

export const resolvers = {
  Query: {
    catalogs: async (_root, args, ctx) => {
      // spec 000 §6: any logged-in user; without a session the answer is UNAUTHENTICATED, which
      // signs the browser out.
      const user = requireUser(ctx);
      const parsed = parseInput(catalogListArgsSchema, args);
      const { rows, total } = await listCatalogs(ctx.platform.db, user, parsed);
      return { catalogs: rows.map((row) => toGraphql(row, user)), total };
    },
    catalogOrderOptions: async (_root, args: { id: number; search?: string | null }, ctx) => {
      const user = requireUser(ctx);
      if (!mayEditCatalogs(user)) throw forbiddenError(catalogMessages.editForbidden);
      const search = (args.search ?? '').slice(0, 100);
      // PostgreSQL text cannot hold U+0000 (the search failed as an internal error).
      if (search.includes('\u0000')) throw badUserInput(messages.somethingWentWrong);
      const options = await catalogOrderOptions(ctx.platform.db, user, args.id, search);
      if (!options) throw badUserInput(catalogMessages.notFound);
      return options;
    },
  },
  Mutation: {
    updateCatalog: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      // Rights first, so a user who may not edit learns nothing about which ids exist.
      if (!mayEditCatalogs(user)) throw forbiddenError(catalogMessages.editForbidden);
      const input = parseInput(catalogUpdateSchema, args);
      try {
        return toGraphql(await updateCatalog(ctx.platform.db, user, input, ctx.platform.clock.now()), user);
      } catch (error) {
        if (error instanceof CatalogNotFound) throw badUserInput(catalogMessages.notFound);
        if (error instanceof CatalogOrdersOfOtherCustomer) {
          throw badUserInput(fill(catalogMessages.wrongCustomer, { customer: error.customer }));
        }
        throw error;
      }
    },
  },
} satisfies Resolvers;

export const loaders: MercuriusLoaders = {
  Catalog: {
    orders: async (queries: { obj: { id: number } }[], ctx) => {
      const byCatalog = await ordersOfCatalogs(
        ctx.platform.db,
        queries.map((q) => q.obj.id),
      );
      return queries.map((q) => byCatalog.get(q.obj.id) ?? []);
    },
  },
};

export const catalogsGraphql: AreaGraphql = { typeDefs, resolvers, loaders };
