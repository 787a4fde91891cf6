import { catalogMessages, gql, messages, type CatalogUpdateInput } from '@portal/shared';
import { graphql } from '../gql';
import type { CatalogFieldsFragment, CatalogOrderOptionsQuery, CatalogsQuery } from '../gql/graphql';
import type { CatalogListVariables } from './catalogListVariables';

// The catalogs screen's calls (spec 000 §7 "Query catalogs"), typed, over the shared GraphQL
// helper: UNAUTHENTICATED signs the user out there, client errors show the server's message.

export type Catalog = CatalogFieldsFragment;
export type CatalogOrder = Catalog['orders'][number];
export type CatalogPage = CatalogsQuery['catalogs'];
export type CatalogOrderOption = CatalogOrderOptionsQuery['catalogOrderOptions'][number];

export const CATALOG_FIELDS = graphql(`
  fragment CatalogFields on Catalog {
    id name user rep created_at customer customerName url editable orders { id orderId name numb status statusString }
  }
`);

export const CATALOGS_QUERY = graphql(`
  query Catalogs($filter: String, $page: Int, $order: String, $orderBy: String) {
    catalogs(filter: $filter, page: $page, order: $order, orderBy: $orderBy) { total catalogs { ...CatalogFields } }
  }
`);

export const CATALOG_ORDER_OPTIONS_QUERY = graphql(`
  query CatalogOrderOptions($id: Int!, $search: String) {
    catalogOrderOptions(id: $id, search: $search) { orderId numb name status statusString }
  }
`);

export const UPDATE_CATALOG_MUTATION = graphql(`
  mutation UpdateCatalog($id: Int!, $name: String!, $addOrders: [Int!], $removeOrders: [Int!]) {
    updateCatalog(id: $id, name: $name, addOrders: $addOrders, removeOrders: $removeOrders) { ...CatalogFields }
  }
`);

/**
 * One page of catalogs. A failure is shown in the table ('An error occured please try again
 * later.', spec 000 §8), so the call itself stays silent.
 */
export async function fetchCatalogs(variables: CatalogListVariables, signal?: AbortSignal): Promise<CatalogPage> {
  const data = await gql(
    CATALOGS_QUERY,
    { ...variables },
    {
      signal,
      silent: true,
      errorMessage: messages.catalogsOrUsersLoadFailed,
    },
  );
  return data.catalogs;
}

/** Orders of the catalog's customer the edit dialog offers, optionally searched by number or PO. */
export async function fetchCatalogOrderOptions(id: number, search: string, signal?: AbortSignal): Promise<CatalogOrderOption[]> {
  const data = await gql(
    CATALOG_ORDER_OPTIONS_QUERY,
    { id, search: search || null },
    {
      signal,
      errorMessage: messages.catalogsOrUsersLoadFailed,
    },
  );
  return data.catalogOrderOptions;
}

/** Renames the catalog and adds/removes orders in one call (one transaction on the server). */
export async function updateCatalog(input: CatalogUpdateInput): Promise<Catalog> {
  const data = await gql(UPDATE_CATALOG_MUTATION, { ...input }, { errorMessage: catalogMessages.saveFailed });
  return data.updateCatalog;
}
