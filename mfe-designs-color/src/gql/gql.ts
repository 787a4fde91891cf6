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
    "\n  query DesignsList($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String, $filter: DesignFilterInput, $dropship: Boolean) {\n    designs(page: $page, order: $order, orderBy: $orderBy, search: $search, searchCol: $searchCol, filter: $filter, dropship: $dropship) {\n      total\n      designs {\n        id variation image customer customerName method methodName leagueName teamName playerName leagueApproved\n        code active stock cc approved createdAt lastUsed primary secondary neutral\n      }\n    }\n  }\n": typeof types.DesignsListDocument,
    "\n  query DesignFilterOptions {\n    designFilter {\n      customer { numb name }\n      method { code name type }\n      league { id name }\n      team { id name leagueId }\n      player { id name teamId }\n      code\n      stock\n    }\n  }\n": typeof types.DesignFilterOptionsDocument,
    "\n  query DesignDetail($id: String!, $variation: Int!) {\n    designV2(id: $id, variation: $variation) {\n      id variation image customer customerName method methodName leagueName teamName playerName leagueApproved\n      code active stock cc parentId royaltyCode royaltyDesc width height quantity text comment tags approved\n      showcase showcaseComment primary secondary neutral tonalHex disabledComment createdAt lastUsed\n      colors { rgbHex name }\n    }\n  }\n": typeof types.DesignDetailDocument,
    "\n  query DropsList($page: Int, $search: String, $searchCol: String, $filters: DropFiltersInput, $orderBy: String, $orderByOrder: String) {\n    dropsV2(page: $page, search: $search, searchCol: $searchCol, filters: $filters, orderBy: $orderBy, orderByOrder: $orderByOrder) {\n      total\n      drops {\n        id code name width height lines startDate endDate logoRequired active image createdDate tags subCategory usage\n        methods { id name }\n        locations { id name }\n      }\n    }\n  }\n": typeof types.DropsListDocument,
    "\n  query DesignShowcase($page: Int, $search: String, $searchCol: String, $orderBy: String, $order: String) {\n    designs(page: $page, showcase: true, search: $search, searchCol: $searchCol, orderBy: $orderBy, order: $order, filter: { active: \"Y\" }) {\n      designs { id variation image methodName teamName tags comment showcaseComment }\n    }\n  }\n": typeof types.DesignShowcaseDocument,
};
const documents: Documents = {
    "\n  query DesignsList($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String, $filter: DesignFilterInput, $dropship: Boolean) {\n    designs(page: $page, order: $order, orderBy: $orderBy, search: $search, searchCol: $searchCol, filter: $filter, dropship: $dropship) {\n      total\n      designs {\n        id variation image customer customerName method methodName leagueName teamName playerName leagueApproved\n        code active stock cc approved createdAt lastUsed primary secondary neutral\n      }\n    }\n  }\n": types.DesignsListDocument,
    "\n  query DesignFilterOptions {\n    designFilter {\n      customer { numb name }\n      method { code name type }\n      league { id name }\n      team { id name leagueId }\n      player { id name teamId }\n      code\n      stock\n    }\n  }\n": types.DesignFilterOptionsDocument,
    "\n  query DesignDetail($id: String!, $variation: Int!) {\n    designV2(id: $id, variation: $variation) {\n      id variation image customer customerName method methodName leagueName teamName playerName leagueApproved\n      code active stock cc parentId royaltyCode royaltyDesc width height quantity text comment tags approved\n      showcase showcaseComment primary secondary neutral tonalHex disabledComment createdAt lastUsed\n      colors { rgbHex name }\n    }\n  }\n": types.DesignDetailDocument,
    "\n  query DropsList($page: Int, $search: String, $searchCol: String, $filters: DropFiltersInput, $orderBy: String, $orderByOrder: String) {\n    dropsV2(page: $page, search: $search, searchCol: $searchCol, filters: $filters, orderBy: $orderBy, orderByOrder: $orderByOrder) {\n      total\n      drops {\n        id code name width height lines startDate endDate logoRequired active image createdDate tags subCategory usage\n        methods { id name }\n        locations { id name }\n      }\n    }\n  }\n": types.DropsListDocument,
    "\n  query DesignShowcase($page: Int, $search: String, $searchCol: String, $orderBy: String, $order: String) {\n    designs(page: $page, showcase: true, search: $search, searchCol: $searchCol, orderBy: $orderBy, order: $order, filter: { active: \"Y\" }) {\n      designs { id variation image methodName teamName tags comment showcaseComment }\n    }\n  }\n": types.DesignShowcaseDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignsList($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String, $filter: DesignFilterInput, $dropship: Boolean) {\n    designs(page: $page, order: $order, orderBy: $orderBy, search: $search, searchCol: $searchCol, filter: $filter, dropship: $dropship) {\n      total\n      designs {\n        id variation image customer customerName method methodName leagueName teamName playerName leagueApproved\n        code active stock cc approved createdAt lastUsed primary secondary neutral\n      }\n    }\n  }\n"): typeof import('./graphql').DesignsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignFilterOptions {\n    designFilter {\n      customer { numb name }\n      method { code name type }\n      league { id name }\n      team { id name leagueId }\n      player { id name teamId }\n      code\n      stock\n    }\n  }\n"): typeof import('./graphql').DesignFilterOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignDetail($id: String!, $variation: Int!) {\n    designV2(id: $id, variation: $variation) {\n      id variation image customer customerName method methodName leagueName teamName playerName leagueApproved\n      code active stock cc parentId royaltyCode royaltyDesc width height quantity text comment tags approved\n      showcase showcaseComment primary secondary neutral tonalHex disabledComment createdAt lastUsed\n      colors { rgbHex name }\n    }\n  }\n"): typeof import('./graphql').DesignDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DropsList($page: Int, $search: String, $searchCol: String, $filters: DropFiltersInput, $orderBy: String, $orderByOrder: String) {\n    dropsV2(page: $page, search: $search, searchCol: $searchCol, filters: $filters, orderBy: $orderBy, orderByOrder: $orderByOrder) {\n      total\n      drops {\n        id code name width height lines startDate endDate logoRequired active image createdDate tags subCategory usage\n        methods { id name }\n        locations { id name }\n      }\n    }\n  }\n"): typeof import('./graphql').DropsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignShowcase($page: Int, $search: String, $searchCol: String, $orderBy: String, $order: String) {\n    designs(page: $page, showcase: true, search: $search, searchCol: $searchCol, orderBy: $orderBy, order: $order, filter: { active: \"Y\" }) {\n      designs { id variation image methodName teamName tags comment showcaseComment }\n    }\n  }\n"): typeof import('./graphql').DesignShowcaseDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
