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
    "\n  query Products($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String, $baseStyles: Boolean) {\n    products(page: $page, order: $order, orderBy: $orderBy, search: $search, searchCol: $searchCol, baseStyles: $baseStyles) {\n      id\n      sku\n      name\n      fullName\n      category\n      subCategory\n      gender\n      brand\n      statusFlag\n      introDate\n      exitDate\n      baseStyle\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  query Product($sku: String!) {\n    product(sku: $sku) {\n      ...ProductParts\n    }\n  }\n": typeof types.ProductDocument,
    "\n  fragment ProductParts on Product {\n    id\n    sku\n    name\n    fullName\n    category\n    subCategory\n    description\n    gender\n    brand\n    fabricCode\n    statusFlag\n    exitDate\n    introDate\n    modelColor\n    styleStatus\n    type\n    price\n    comparePrice\n    otherPrice\n    otherCompare\n    newDate\n    newPrice\n    newOtherPrice\n    baseStyle\n    treatments {\n      id\n      type\n      name\n      subType\n    }\n    colors {\n      id\n      code\n      name\n      status\n      vector\n      model\n      ghost\n      vectorD\n    }\n    locations {\n      id\n      name\n      width\n      height\n      origin\n      methods\n    }\n    imageDecorationLocations {\n      id\n      imageType\n      colorCode\n      variation\n      locationId\n      x\n      y\n      rotation\n      ppi\n      requiresVariation\n    }\n    nestedImageLocations {\n      id\n      imageType\n      colorCode\n      variation\n      nestedVariation\n      x\n      y\n      z\n      rotation\n      width\n    }\n    imageMasks {\n      id\n      src\n      imageType\n      colorCode\n      variation\n      locationId\n      location\n    }\n  }\n": typeof types.ProductPartsFragmentDoc,
    "\n  query ProductOptions {\n    productOptions {\n      fabricComposition {\n        code\n        name\n      }\n      categories {\n        name\n        subCategories\n      }\n      treatments {\n        id\n        type\n        name\n        subType\n      }\n      locations\n    }\n  }\n": typeof types.ProductOptionsDocument,
    "\n  query LocationPresets {\n    locationPresets {\n      id\n      name\n      locations {\n        name\n        width\n        height\n        origin\n        methods\n      }\n      imageLocations {\n        imageType\n        location\n        x\n        y\n        ppi\n        rotation\n      }\n    }\n  }\n": typeof types.LocationPresetsDocument,
    "\n  query StylesByCategory($category: String!) {\n    stylesByCategory(category: $category) {\n      sku\n      name\n    }\n  }\n": typeof types.StylesByCategoryDocument,
    "\n  query TreatmentsByStyle($sku: String!) {\n    treatmentsByStyle(sku: $sku) {\n      id\n      type\n      name\n      subType\n    }\n  }\n": typeof types.TreatmentsByStyleDocument,
    "\n  mutation UpdateStyle($input: UpdateStyleInput!) {\n    updateStyle(input: $input) {\n      ...ProductParts\n    }\n  }\n": typeof types.UpdateStyleDocument,
    "\n  mutation UpsertLocationPreset($input: LocationPresetInput!) {\n    upsertLocationPreset(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpsertLocationPresetDocument,
    "\n  mutation CopyTreatments($from: String!, $to: [String!]!) {\n    copyTreatments(from: $from, to: $to)\n  }\n": typeof types.CopyTreatmentsDocument,
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
    "\n  query Products($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String, $baseStyles: Boolean) {\n    products(page: $page, order: $order, orderBy: $orderBy, search: $search, searchCol: $searchCol, baseStyles: $baseStyles) {\n      id\n      sku\n      name\n      fullName\n      category\n      subCategory\n      gender\n      brand\n      statusFlag\n      introDate\n      exitDate\n      baseStyle\n    }\n  }\n": types.ProductsDocument,
    "\n  query Product($sku: String!) {\n    product(sku: $sku) {\n      ...ProductParts\n    }\n  }\n": types.ProductDocument,
    "\n  fragment ProductParts on Product {\n    id\n    sku\n    name\n    fullName\n    category\n    subCategory\n    description\n    gender\n    brand\n    fabricCode\n    statusFlag\n    exitDate\n    introDate\n    modelColor\n    styleStatus\n    type\n    price\n    comparePrice\n    otherPrice\n    otherCompare\n    newDate\n    newPrice\n    newOtherPrice\n    baseStyle\n    treatments {\n      id\n      type\n      name\n      subType\n    }\n    colors {\n      id\n      code\n      name\n      status\n      vector\n      model\n      ghost\n      vectorD\n    }\n    locations {\n      id\n      name\n      width\n      height\n      origin\n      methods\n    }\n    imageDecorationLocations {\n      id\n      imageType\n      colorCode\n      variation\n      locationId\n      x\n      y\n      rotation\n      ppi\n      requiresVariation\n    }\n    nestedImageLocations {\n      id\n      imageType\n      colorCode\n      variation\n      nestedVariation\n      x\n      y\n      z\n      rotation\n      width\n    }\n    imageMasks {\n      id\n      src\n      imageType\n      colorCode\n      variation\n      locationId\n      location\n    }\n  }\n": types.ProductPartsFragmentDoc,
    "\n  query ProductOptions {\n    productOptions {\n      fabricComposition {\n        code\n        name\n      }\n      categories {\n        name\n        subCategories\n      }\n      treatments {\n        id\n        type\n        name\n        subType\n      }\n      locations\n    }\n  }\n": types.ProductOptionsDocument,
    "\n  query LocationPresets {\n    locationPresets {\n      id\n      name\n      locations {\n        name\n        width\n        height\n        origin\n        methods\n      }\n      imageLocations {\n        imageType\n        location\n        x\n        y\n        ppi\n        rotation\n      }\n    }\n  }\n": types.LocationPresetsDocument,
    "\n  query StylesByCategory($category: String!) {\n    stylesByCategory(category: $category) {\n      sku\n      name\n    }\n  }\n": types.StylesByCategoryDocument,
    "\n  query TreatmentsByStyle($sku: String!) {\n    treatmentsByStyle(sku: $sku) {\n      id\n      type\n      name\n      subType\n    }\n  }\n": types.TreatmentsByStyleDocument,
    "\n  mutation UpdateStyle($input: UpdateStyleInput!) {\n    updateStyle(input: $input) {\n      ...ProductParts\n    }\n  }\n": types.UpdateStyleDocument,
    "\n  mutation UpsertLocationPreset($input: LocationPresetInput!) {\n    upsertLocationPreset(input: $input) {\n      id\n      name\n    }\n  }\n": types.UpsertLocationPresetDocument,
    "\n  mutation CopyTreatments($from: String!, $to: [String!]!) {\n    copyTreatments(from: $from, to: $to)\n  }\n": types.CopyTreatmentsDocument,
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
export function graphql(source: "\n  query Products($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String, $baseStyles: Boolean) {\n    products(page: $page, order: $order, orderBy: $orderBy, search: $search, searchCol: $searchCol, baseStyles: $baseStyles) {\n      id\n      sku\n      name\n      fullName\n      category\n      subCategory\n      gender\n      brand\n      statusFlag\n      introDate\n      exitDate\n      baseStyle\n    }\n  }\n"): typeof import('./graphql').ProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Product($sku: String!) {\n    product(sku: $sku) {\n      ...ProductParts\n    }\n  }\n"): typeof import('./graphql').ProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductParts on Product {\n    id\n    sku\n    name\n    fullName\n    category\n    subCategory\n    description\n    gender\n    brand\n    fabricCode\n    statusFlag\n    exitDate\n    introDate\n    modelColor\n    styleStatus\n    type\n    price\n    comparePrice\n    otherPrice\n    otherCompare\n    newDate\n    newPrice\n    newOtherPrice\n    baseStyle\n    treatments {\n      id\n      type\n      name\n      subType\n    }\n    colors {\n      id\n      code\n      name\n      status\n      vector\n      model\n      ghost\n      vectorD\n    }\n    locations {\n      id\n      name\n      width\n      height\n      origin\n      methods\n    }\n    imageDecorationLocations {\n      id\n      imageType\n      colorCode\n      variation\n      locationId\n      x\n      y\n      rotation\n      ppi\n      requiresVariation\n    }\n    nestedImageLocations {\n      id\n      imageType\n      colorCode\n      variation\n      nestedVariation\n      x\n      y\n      z\n      rotation\n      width\n    }\n    imageMasks {\n      id\n      src\n      imageType\n      colorCode\n      variation\n      locationId\n      location\n    }\n  }\n"): typeof import('./graphql').ProductPartsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductOptions {\n    productOptions {\n      fabricComposition {\n        code\n        name\n      }\n      categories {\n        name\n        subCategories\n      }\n      treatments {\n        id\n        type\n        name\n        subType\n      }\n      locations\n    }\n  }\n"): typeof import('./graphql').ProductOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationPresets {\n    locationPresets {\n      id\n      name\n      locations {\n        name\n        width\n        height\n        origin\n        methods\n      }\n      imageLocations {\n        imageType\n        location\n        x\n        y\n        ppi\n        rotation\n      }\n    }\n  }\n"): typeof import('./graphql').LocationPresetsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StylesByCategory($category: String!) {\n    stylesByCategory(category: $category) {\n      sku\n      name\n    }\n  }\n"): typeof import('./graphql').StylesByCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TreatmentsByStyle($sku: String!) {\n    treatmentsByStyle(sku: $sku) {\n      id\n      type\n      name\n      subType\n    }\n  }\n"): typeof import('./graphql').TreatmentsByStyleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStyle($input: UpdateStyleInput!) {\n    updateStyle(input: $input) {\n      ...ProductParts\n    }\n  }\n"): typeof import('./graphql').UpdateStyleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertLocationPreset($input: LocationPresetInput!) {\n    upsertLocationPreset(input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').UpsertLocationPresetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyTreatments($from: String!, $to: [String!]!) {\n    copyTreatments(from: $from, to: $to)\n  }\n"): typeof import('./graphql').CopyTreatmentsDocument;
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
