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
    "\n  query ConnStatus {\n    connStatus {\n      checkedAt\n      api { status startedAt uptimeSeconds nodeVersion instance }\n      database { status driver latencyMs error }\n      outbox { status sending unsent failed oldestUnsentAt lastSentAt error }\n      fileStore { status latencyMs error }\n    }\n  }\n": typeof types.ConnStatusDocument,
    "\n  query ExternalUsers($page: Int, $search: String) {\n    externalUsers(page: $page, search: $search) {\n      total\n      page\n      pageSize\n      users { id email firstName lastName country company createdAt rep { number name } customers { number name } products order artist licenseOrder customLocation preLine takeAll }\n    }\n  }\n": typeof types.ExternalUsersDocument,
    "\n  query SignupRequests {\n    signupRequests { id email firstName lastName company createdAt rep { number name } }\n  }\n": typeof types.SignupRequestsDocument,
    "\n  query SetupRequests {\n    setupRequests { id email firstName lastName company country createdAt rep { number name } products order artist licenseOrder customLocation preLine takeAll }\n  }\n": typeof types.SetupRequestsDocument,
    "\n  mutation CreateExternalUser($input: ExternalUserInput!) {\n    createExternalUser(input: $input) { id email }\n  }\n": typeof types.CreateExternalUserDocument,
    "\n  mutation UpdateExternalUser($input: ExternalUserInput!) {\n    updateExternalUser(input: $input) { id email products order artist licenseOrder customLocation preLine takeAll }\n  }\n": typeof types.UpdateExternalUserDocument,
    "\n  mutation CreateSetupRequest($input: SetupRequestInput!) {\n    createSetupRequest(input: $input)\n  }\n": typeof types.CreateSetupRequestDocument,
    "\n  mutation CompleteSetupRequest($id: Int!, $customers: [String!]!) {\n    completeSetupRequest(id: $id, customers: $customers) { id email }\n  }\n": typeof types.CompleteSetupRequestDocument,
    "\n  mutation ResendSignupEmail($email: String!) {\n    resendSignupEmail(email: $email)\n  }\n": typeof types.ResendSignupEmailDocument,
    "\n  mutation DeleteExternalUser($email: String!) {\n    deleteExternalUser(email: $email)\n  }\n": typeof types.DeleteExternalUserDocument,
    "\n  mutation DeleteSignupRequest($id: Int!) {\n    deleteSignupRequest(id: $id)\n  }\n": typeof types.DeleteSignupRequestDocument,
    "\n  query LicenseSkus($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String) {\n    licenseSkus(page: $page, order: $order, orderBy: $orderBy, search: $search, searchCol: $searchCol) {\n      id\n      styleCode\n      name\n      color\n      colorCode\n      hex\n      C\n      U\n      team\n      league\n      player\n      createdAt\n      approve\n      active\n    }\n  }\n": typeof types.LicenseSkusDocument,
    "\n  query MarketingResources($parent: String) {\n    marketingResources(parent: $parent) {\n      type\n      name\n      parent\n      path\n      item\n      extension\n      size\n      duration\n      width\n      height\n      thumbnail\n    }\n  }\n": typeof types.MarketingResourcesDocument,
    "\n  query TradeShows {\n    tradeShows {\n      name\n      startDate\n      endDate\n    }\n  }\n": typeof types.TradeShowsDocument,
    "\n  query TradeShow($name: String!) {\n    tradeShow(name: $name) {\n      name\n      startDate\n      endDate\n      singleSessionLength\n      maxSessionLength\n      maxMeetings\n      bookingsOpen\n      stations {\n        station\n        hexCode\n        dark\n      }\n      days {\n        name\n        startTime\n        endTime\n        meetings {\n          id\n          station\n          startTime\n          endTime\n          host\n          hostName\n          customer\n          customerName\n          atendee\n          email\n          phone\n          comment\n          mine\n        }\n      }\n      quota {\n        usedMinutes\n        quotaMinutes\n        reached\n      }\n    }\n  }\n": typeof types.TradeShowDocument,
};
const documents: Documents = {
    "\n  query ConnStatus {\n    connStatus {\n      checkedAt\n      api { status startedAt uptimeSeconds nodeVersion instance }\n      database { status driver latencyMs error }\n      outbox { status sending unsent failed oldestUnsentAt lastSentAt error }\n      fileStore { status latencyMs error }\n    }\n  }\n": types.ConnStatusDocument,
    "\n  query ExternalUsers($page: Int, $search: String) {\n    externalUsers(page: $page, search: $search) {\n      total\n      page\n      pageSize\n      users { id email firstName lastName country company createdAt rep { number name } customers { number name } products order artist licenseOrder customLocation preLine takeAll }\n    }\n  }\n": types.ExternalUsersDocument,
    "\n  query SignupRequests {\n    signupRequests { id email firstName lastName company createdAt rep { number name } }\n  }\n": types.SignupRequestsDocument,
    "\n  query SetupRequests {\n    setupRequests { id email firstName lastName company country createdAt rep { number name } products order artist licenseOrder customLocation preLine takeAll }\n  }\n": types.SetupRequestsDocument,
    "\n  mutation CreateExternalUser($input: ExternalUserInput!) {\n    createExternalUser(input: $input) { id email }\n  }\n": types.CreateExternalUserDocument,
    "\n  mutation UpdateExternalUser($input: ExternalUserInput!) {\n    updateExternalUser(input: $input) { id email products order artist licenseOrder customLocation preLine takeAll }\n  }\n": types.UpdateExternalUserDocument,
    "\n  mutation CreateSetupRequest($input: SetupRequestInput!) {\n    createSetupRequest(input: $input)\n  }\n": types.CreateSetupRequestDocument,
    "\n  mutation CompleteSetupRequest($id: Int!, $customers: [String!]!) {\n    completeSetupRequest(id: $id, customers: $customers) { id email }\n  }\n": types.CompleteSetupRequestDocument,
    "\n  mutation ResendSignupEmail($email: String!) {\n    resendSignupEmail(email: $email)\n  }\n": types.ResendSignupEmailDocument,
    "\n  mutation DeleteExternalUser($email: String!) {\n    deleteExternalUser(email: $email)\n  }\n": types.DeleteExternalUserDocument,
    "\n  mutation DeleteSignupRequest($id: Int!) {\n    deleteSignupRequest(id: $id)\n  }\n": types.DeleteSignupRequestDocument,
    "\n  query LicenseSkus($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String) {\n    licenseSkus(page: $page, order: $order, orderBy: $orderBy, search: $search, searchCol: $searchCol) {\n      id\n      styleCode\n      name\n      color\n      colorCode\n      hex\n      C\n      U\n      team\n      league\n      player\n      createdAt\n      approve\n      active\n    }\n  }\n": types.LicenseSkusDocument,
    "\n  query MarketingResources($parent: String) {\n    marketingResources(parent: $parent) {\n      type\n      name\n      parent\n      path\n      item\n      extension\n      size\n      duration\n      width\n      height\n      thumbnail\n    }\n  }\n": types.MarketingResourcesDocument,
    "\n  query TradeShows {\n    tradeShows {\n      name\n      startDate\n      endDate\n    }\n  }\n": types.TradeShowsDocument,
    "\n  query TradeShow($name: String!) {\n    tradeShow(name: $name) {\n      name\n      startDate\n      endDate\n      singleSessionLength\n      maxSessionLength\n      maxMeetings\n      bookingsOpen\n      stations {\n        station\n        hexCode\n        dark\n      }\n      days {\n        name\n        startTime\n        endTime\n        meetings {\n          id\n          station\n          startTime\n          endTime\n          host\n          hostName\n          customer\n          customerName\n          atendee\n          email\n          phone\n          comment\n          mine\n        }\n      }\n      quota {\n        usedMinutes\n        quotaMinutes\n        reached\n      }\n    }\n  }\n": types.TradeShowDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConnStatus {\n    connStatus {\n      checkedAt\n      api { status startedAt uptimeSeconds nodeVersion instance }\n      database { status driver latencyMs error }\n      outbox { status sending unsent failed oldestUnsentAt lastSentAt error }\n      fileStore { status latencyMs error }\n    }\n  }\n"): typeof import('./graphql').ConnStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExternalUsers($page: Int, $search: String) {\n    externalUsers(page: $page, search: $search) {\n      total\n      page\n      pageSize\n      users { id email firstName lastName country company createdAt rep { number name } customers { number name } products order artist licenseOrder customLocation preLine takeAll }\n    }\n  }\n"): typeof import('./graphql').ExternalUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignupRequests {\n    signupRequests { id email firstName lastName company createdAt rep { number name } }\n  }\n"): typeof import('./graphql').SignupRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupRequests {\n    setupRequests { id email firstName lastName company country createdAt rep { number name } products order artist licenseOrder customLocation preLine takeAll }\n  }\n"): typeof import('./graphql').SetupRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateExternalUser($input: ExternalUserInput!) {\n    createExternalUser(input: $input) { id email }\n  }\n"): typeof import('./graphql').CreateExternalUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateExternalUser($input: ExternalUserInput!) {\n    updateExternalUser(input: $input) { id email products order artist licenseOrder customLocation preLine takeAll }\n  }\n"): typeof import('./graphql').UpdateExternalUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSetupRequest($input: SetupRequestInput!) {\n    createSetupRequest(input: $input)\n  }\n"): typeof import('./graphql').CreateSetupRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSetupRequest($id: Int!, $customers: [String!]!) {\n    completeSetupRequest(id: $id, customers: $customers) { id email }\n  }\n"): typeof import('./graphql').CompleteSetupRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendSignupEmail($email: String!) {\n    resendSignupEmail(email: $email)\n  }\n"): typeof import('./graphql').ResendSignupEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteExternalUser($email: String!) {\n    deleteExternalUser(email: $email)\n  }\n"): typeof import('./graphql').DeleteExternalUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSignupRequest($id: Int!) {\n    deleteSignupRequest(id: $id)\n  }\n"): typeof import('./graphql').DeleteSignupRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LicenseSkus($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String) {\n    licenseSkus(page: $page, order: $order, orderBy: $orderBy, search: $search, searchCol: $searchCol) {\n      id\n      styleCode\n      name\n      color\n      colorCode\n      hex\n      C\n      U\n      team\n      league\n      player\n      createdAt\n      approve\n      active\n    }\n  }\n"): typeof import('./graphql').LicenseSkusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketingResources($parent: String) {\n    marketingResources(parent: $parent) {\n      type\n      name\n      parent\n      path\n      item\n      extension\n      size\n      duration\n      width\n      height\n      thumbnail\n    }\n  }\n"): typeof import('./graphql').MarketingResourcesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradeShows {\n    tradeShows {\n      name\n      startDate\n      endDate\n    }\n  }\n"): typeof import('./graphql').TradeShowsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradeShow($name: String!) {\n    tradeShow(name: $name) {\n      name\n      startDate\n      endDate\n      singleSessionLength\n      maxSessionLength\n      maxMeetings\n      bookingsOpen\n      stations {\n        station\n        hexCode\n        dark\n      }\n      days {\n        name\n        startTime\n        endTime\n        meetings {\n          id\n          station\n          startTime\n          endTime\n          host\n          hostName\n          customer\n          customerName\n          atendee\n          email\n          phone\n          comment\n          mine\n        }\n      }\n      quota {\n        usedMinutes\n        quotaMinutes\n        reached\n      }\n    }\n  }\n"): typeof import('./graphql').TradeShowDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
