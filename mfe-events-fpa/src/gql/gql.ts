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
    "\n  query DraftedContests($sortBy: String, $desc: Boolean) {\n    draftedContests(sortBy: $sortBy, desc: $desc) {\n      id name logoUrl submissionStart voteStart voteEnd\n      organization { id name league team }\n      sponsor { id name }\n    }\n  }\n": typeof types.DraftedContestsDocument,
    "\n  query DraftedContest($id: Int) {\n    draftedContest(id: $id) {\n      id name details handle logoUrl submissionStart voteStart voteEnd agreementUrl\n      primaryColorHex secondaryColorHex primaryTextColorHex secondaryTextColorHex\n      organization { id name logoUrl primaryColorHex secondaryColorHex primaryTextColorHex secondaryTextColorHex leagueId teamId league team }\n      sponsor { id name logoUrl }\n      changes { id at actorName table action changes { field before after } }\n    }\n  }\n": typeof types.DraftedContestDocument,
    "\n  query DraftedOrganizations {\n    draftedOrganizations { id name logoUrl primaryColorHex secondaryColorHex primaryTextColorHex secondaryTextColorHex leagueId teamId league team }\n  }\n": typeof types.DraftedOrganizationsDocument,
    "\n  query DraftedSponsors {\n    draftedSponsors { id name logoUrl }\n  }\n": typeof types.DraftedSponsorsDocument,
    "\n  mutation CreateDraftedOrganization($input: DraftedOrganizationInput!) {\n    createDraftedOrganization(input: $input) { id name }\n  }\n": typeof types.CreateDraftedOrganizationDocument,
    "\n  mutation UpdateDraftedOrganization($input: DraftedOrganizationInput!) {\n    updateDraftedOrganization(input: $input) { id name }\n  }\n": typeof types.UpdateDraftedOrganizationDocument,
    "\n  mutation CreateDraftedSponsor($input: DraftedSponsorInput!) {\n    createDraftedSponsor(input: $input) { id name }\n  }\n": typeof types.CreateDraftedSponsorDocument,
    "\n  mutation UpdateDraftedSponsor($input: DraftedSponsorInput!) {\n    updateDraftedSponsor(input: $input) { id name }\n  }\n": typeof types.UpdateDraftedSponsorDocument,
    "\n  mutation CreateDraftedContest($input: DraftedContestInput!) {\n    createDraftedContest(input: $input) { id }\n  }\n": typeof types.CreateDraftedContestDocument,
    "\n  mutation UpdateDraftedContest($input: DraftedContestInput!) {\n    updateDraftedContest(input: $input) { id }\n  }\n": typeof types.UpdateDraftedContestDocument,
    "\n  query CustomEvents($listType: String, $orderBy: String, $order: String, $search: String, $searchCol: String, $page: Int) {\n    customEvents(listType: $listType, orderBy: $orderBy, order: $order, search: $search, searchCol: $searchCol, page: $page) {\n      id handle name start end customer customerName productionOrderNumber\n      csr { number name }\n      status { code description }\n      totals { orders items }\n    }\n  }\n": typeof types.CustomEventsDocument,
    "\n  query CustomEvent($id: Int, $showCancelled: Boolean) {\n    customEvent(id: $id) {\n      id handle name logo banner mobileBanner start end delivery addressNeeded maxItems maxAmount customer customerName\n      csr { number name }\n      showPrices priceRate\n      status { code description }\n      totals { orders items }\n      defaultEmail noAllocations password collectPayment flatFee flatFeeName createdBy productionOrder productionOrderNumber\n      productionOrders { id numb status }\n      billing { id name }\n      title info infoColor infoPosition infoBackground bgSize country languages customAddress styleName\n      categories { id name maxItems minItems numb sortBy sortByOrder subCategory styleName }\n      customOptions { id name required availableOptions optionType requiredIfId requiredIfValue }\n      addresses { id label attn customer customerName number address1 address2 address3 city state country zip }\n      orders(showCancelled: $showCancelled) {\n        numb createdAt totalItems totalPrice token status statusDesc\n        productionOrder { id numb status }\n        address { customerName firstName lastName email comments attn address1 address2 address3 city state country zip }\n      }\n      changes { id at actorName table action changes { field before after } }\n    }\n  }\n": typeof types.CustomEventDocument,
    "\n  mutation UpdateCustomEvent($id: Int!, $input: CustomEventInput!) {\n    updateCustomEvent(id: $id, input: $input) { id status { code description } }\n  }\n": typeof types.UpdateCustomEventDocument,
    "\n  mutation DeleteCustomEvent($id: Int!, $emailCustomers: Boolean) {\n    deleteCustomEvent(id: $id, emailCustomers: $emailCustomers) { id status { code description } }\n  }\n": typeof types.DeleteCustomEventDocument,
    "\n  mutation ToggleEvent($id: Int!) {\n    toggleEvent(id: $id) { id status { code description } }\n  }\n": typeof types.ToggleEventDocument,
    "\n  mutation CloseEvent($id: Int!) {\n    closeEvent(id: $id) { id status { code description } }\n  }\n": typeof types.CloseEventDocument,
    "\n  mutation CreateCustomeEventProductionOrder($id: Int!) {\n    createCustomeEventProductionOrder(id: $id) { id numb }\n  }\n": typeof types.CreateCustomeEventProductionOrderDocument,
    "\n  mutation ResendEmail($orderNum: Int!, $token: String!) {\n    resendEmail(orderNum: $orderNum, token: $token)\n  }\n": typeof types.ResendEmailDocument,
    "\n  query Employee($email: String!, $year: Int) {\n    employee(email: $email, year: $year) {\n      email firstName lastName employeeNumber active year\n      totalAllowance available maxAvailable minAllowance defaultDiscount password\n      discounts { discountID discountAmount discountCode expiryDate createdDate status { code description } order { id orderNumber url } }\n      friendsFamily { id discountID discountCode expiryDate createdDate status { code description } order { id orderNumber url } firstName lastName email country }\n    }\n  }\n": typeof types.EmployeeDocument,
    "\n  query Employees($year: Int!) {\n    employees(year: $year) { email firstName lastName employeeNumber active year totalAllowance available }\n  }\n": typeof types.EmployeesDocument,
    "\n  mutation CreateEmployeeDiscount($email: String!, $year: Int!, $amount: Float!) {\n    createEmployeeDiscount(email: $email, year: $year, amount: $amount) { discountID discountCode discountAmount }\n  }\n": typeof types.CreateEmployeeDiscountDocument,
    "\n  mutation CreateEmployeeFriendsFamilyDiscount($email: String!, $year: Int!, $employee: String!, $firstName: String!, $lastName: String, $country: String) {\n    createEmployeeFriendsFamilyDiscount(email: $email, year: $year, employee: $employee, firstName: $firstName, lastName: $lastName, country: $country) { id discountCode }\n  }\n": typeof types.CreateEmployeeFriendsFamilyDiscountDocument,
    "\n  mutation DeleteEmployeeDiscountCode($email: String!, $year: Int!, $discountID: Int!) {\n    deleteEmployeeDiscountCode(email: $email, year: $year, discountID: $discountID)\n  }\n": typeof types.DeleteEmployeeDiscountCodeDocument,
    "\n  mutation UpdateEmployeeAllowance($email: String!, $year: Int!, $amount: Float!) {\n    updateEmployeeAllowance(email: $email, year: $year, amount: $amount) { email totalAllowance available maxAvailable minAllowance }\n  }\n": typeof types.UpdateEmployeeAllowanceDocument,
    "\n  mutation AddEmployee($email: String!, $firstName: String!, $lastName: String!, $allowance: Float, $number: String!) {\n    addEmployee(email: $email, firstName: $firstName, lastName: $lastName, allowance: $allowance, number: $number) { email password }\n  }\n": typeof types.AddEmployeeDocument,
    "\n  mutation DisableEmployee($employee: String!) {\n    disableEmployee(employee: $employee) { email active }\n  }\n": typeof types.DisableEmployeeDocument,
    "\n  mutation EnableEmployee($employee: String!) {\n    enableEmployee(employee: $employee) { email active }\n  }\n": typeof types.EnableEmployeeDocument,
};
const documents: Documents = {
    "\n  query DraftedContests($sortBy: String, $desc: Boolean) {\n    draftedContests(sortBy: $sortBy, desc: $desc) {\n      id name logoUrl submissionStart voteStart voteEnd\n      organization { id name league team }\n      sponsor { id name }\n    }\n  }\n": types.DraftedContestsDocument,
    "\n  query DraftedContest($id: Int) {\n    draftedContest(id: $id) {\n      id name details handle logoUrl submissionStart voteStart voteEnd agreementUrl\n      primaryColorHex secondaryColorHex primaryTextColorHex secondaryTextColorHex\n      organization { id name logoUrl primaryColorHex secondaryColorHex primaryTextColorHex secondaryTextColorHex leagueId teamId league team }\n      sponsor { id name logoUrl }\n      changes { id at actorName table action changes { field before after } }\n    }\n  }\n": types.DraftedContestDocument,
    "\n  query DraftedOrganizations {\n    draftedOrganizations { id name logoUrl primaryColorHex secondaryColorHex primaryTextColorHex secondaryTextColorHex leagueId teamId league team }\n  }\n": types.DraftedOrganizationsDocument,
    "\n  query DraftedSponsors {\n    draftedSponsors { id name logoUrl }\n  }\n": types.DraftedSponsorsDocument,
    "\n  mutation CreateDraftedOrganization($input: DraftedOrganizationInput!) {\n    createDraftedOrganization(input: $input) { id name }\n  }\n": types.CreateDraftedOrganizationDocument,
    "\n  mutation UpdateDraftedOrganization($input: DraftedOrganizationInput!) {\n    updateDraftedOrganization(input: $input) { id name }\n  }\n": types.UpdateDraftedOrganizationDocument,
    "\n  mutation CreateDraftedSponsor($input: DraftedSponsorInput!) {\n    createDraftedSponsor(input: $input) { id name }\n  }\n": types.CreateDraftedSponsorDocument,
    "\n  mutation UpdateDraftedSponsor($input: DraftedSponsorInput!) {\n    updateDraftedSponsor(input: $input) { id name }\n  }\n": types.UpdateDraftedSponsorDocument,
    "\n  mutation CreateDraftedContest($input: DraftedContestInput!) {\n    createDraftedContest(input: $input) { id }\n  }\n": types.CreateDraftedContestDocument,
    "\n  mutation UpdateDraftedContest($input: DraftedContestInput!) {\n    updateDraftedContest(input: $input) { id }\n  }\n": types.UpdateDraftedContestDocument,
    "\n  query CustomEvents($listType: String, $orderBy: String, $order: String, $search: String, $searchCol: String, $page: Int) {\n    customEvents(listType: $listType, orderBy: $orderBy, order: $order, search: $search, searchCol: $searchCol, page: $page) {\n      id handle name start end customer customerName productionOrderNumber\n      csr { number name }\n      status { code description }\n      totals { orders items }\n    }\n  }\n": types.CustomEventsDocument,
    "\n  query CustomEvent($id: Int, $showCancelled: Boolean) {\n    customEvent(id: $id) {\n      id handle name logo banner mobileBanner start end delivery addressNeeded maxItems maxAmount customer customerName\n      csr { number name }\n      showPrices priceRate\n      status { code description }\n      totals { orders items }\n      defaultEmail noAllocations password collectPayment flatFee flatFeeName createdBy productionOrder productionOrderNumber\n      productionOrders { id numb status }\n      billing { id name }\n      title info infoColor infoPosition infoBackground bgSize country languages customAddress styleName\n      categories { id name maxItems minItems numb sortBy sortByOrder subCategory styleName }\n      customOptions { id name required availableOptions optionType requiredIfId requiredIfValue }\n      addresses { id label attn customer customerName number address1 address2 address3 city state country zip }\n      orders(showCancelled: $showCancelled) {\n        numb createdAt totalItems totalPrice token status statusDesc\n        productionOrder { id numb status }\n        address { customerName firstName lastName email comments attn address1 address2 address3 city state country zip }\n      }\n      changes { id at actorName table action changes { field before after } }\n    }\n  }\n": types.CustomEventDocument,
    "\n  mutation UpdateCustomEvent($id: Int!, $input: CustomEventInput!) {\n    updateCustomEvent(id: $id, input: $input) { id status { code description } }\n  }\n": types.UpdateCustomEventDocument,
    "\n  mutation DeleteCustomEvent($id: Int!, $emailCustomers: Boolean) {\n    deleteCustomEvent(id: $id, emailCustomers: $emailCustomers) { id status { code description } }\n  }\n": types.DeleteCustomEventDocument,
    "\n  mutation ToggleEvent($id: Int!) {\n    toggleEvent(id: $id) { id status { code description } }\n  }\n": types.ToggleEventDocument,
    "\n  mutation CloseEvent($id: Int!) {\n    closeEvent(id: $id) { id status { code description } }\n  }\n": types.CloseEventDocument,
    "\n  mutation CreateCustomeEventProductionOrder($id: Int!) {\n    createCustomeEventProductionOrder(id: $id) { id numb }\n  }\n": types.CreateCustomeEventProductionOrderDocument,
    "\n  mutation ResendEmail($orderNum: Int!, $token: String!) {\n    resendEmail(orderNum: $orderNum, token: $token)\n  }\n": types.ResendEmailDocument,
    "\n  query Employee($email: String!, $year: Int) {\n    employee(email: $email, year: $year) {\n      email firstName lastName employeeNumber active year\n      totalAllowance available maxAvailable minAllowance defaultDiscount password\n      discounts { discountID discountAmount discountCode expiryDate createdDate status { code description } order { id orderNumber url } }\n      friendsFamily { id discountID discountCode expiryDate createdDate status { code description } order { id orderNumber url } firstName lastName email country }\n    }\n  }\n": types.EmployeeDocument,
    "\n  query Employees($year: Int!) {\n    employees(year: $year) { email firstName lastName employeeNumber active year totalAllowance available }\n  }\n": types.EmployeesDocument,
    "\n  mutation CreateEmployeeDiscount($email: String!, $year: Int!, $amount: Float!) {\n    createEmployeeDiscount(email: $email, year: $year, amount: $amount) { discountID discountCode discountAmount }\n  }\n": types.CreateEmployeeDiscountDocument,
    "\n  mutation CreateEmployeeFriendsFamilyDiscount($email: String!, $year: Int!, $employee: String!, $firstName: String!, $lastName: String, $country: String) {\n    createEmployeeFriendsFamilyDiscount(email: $email, year: $year, employee: $employee, firstName: $firstName, lastName: $lastName, country: $country) { id discountCode }\n  }\n": types.CreateEmployeeFriendsFamilyDiscountDocument,
    "\n  mutation DeleteEmployeeDiscountCode($email: String!, $year: Int!, $discountID: Int!) {\n    deleteEmployeeDiscountCode(email: $email, year: $year, discountID: $discountID)\n  }\n": types.DeleteEmployeeDiscountCodeDocument,
    "\n  mutation UpdateEmployeeAllowance($email: String!, $year: Int!, $amount: Float!) {\n    updateEmployeeAllowance(email: $email, year: $year, amount: $amount) { email totalAllowance available maxAvailable minAllowance }\n  }\n": types.UpdateEmployeeAllowanceDocument,
    "\n  mutation AddEmployee($email: String!, $firstName: String!, $lastName: String!, $allowance: Float, $number: String!) {\n    addEmployee(email: $email, firstName: $firstName, lastName: $lastName, allowance: $allowance, number: $number) { email password }\n  }\n": types.AddEmployeeDocument,
    "\n  mutation DisableEmployee($employee: String!) {\n    disableEmployee(employee: $employee) { email active }\n  }\n": types.DisableEmployeeDocument,
    "\n  mutation EnableEmployee($employee: String!) {\n    enableEmployee(employee: $employee) { email active }\n  }\n": types.EnableEmployeeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DraftedContests($sortBy: String, $desc: Boolean) {\n    draftedContests(sortBy: $sortBy, desc: $desc) {\n      id name logoUrl submissionStart voteStart voteEnd\n      organization { id name league team }\n      sponsor { id name }\n    }\n  }\n"): typeof import('./graphql').DraftedContestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DraftedContest($id: Int) {\n    draftedContest(id: $id) {\n      id name details handle logoUrl submissionStart voteStart voteEnd agreementUrl\n      primaryColorHex secondaryColorHex primaryTextColorHex secondaryTextColorHex\n      organization { id name logoUrl primaryColorHex secondaryColorHex primaryTextColorHex secondaryTextColorHex leagueId teamId league team }\n      sponsor { id name logoUrl }\n      changes { id at actorName table action changes { field before after } }\n    }\n  }\n"): typeof import('./graphql').DraftedContestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DraftedOrganizations {\n    draftedOrganizations { id name logoUrl primaryColorHex secondaryColorHex primaryTextColorHex secondaryTextColorHex leagueId teamId league team }\n  }\n"): typeof import('./graphql').DraftedOrganizationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DraftedSponsors {\n    draftedSponsors { id name logoUrl }\n  }\n"): typeof import('./graphql').DraftedSponsorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDraftedOrganization($input: DraftedOrganizationInput!) {\n    createDraftedOrganization(input: $input) { id name }\n  }\n"): typeof import('./graphql').CreateDraftedOrganizationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDraftedOrganization($input: DraftedOrganizationInput!) {\n    updateDraftedOrganization(input: $input) { id name }\n  }\n"): typeof import('./graphql').UpdateDraftedOrganizationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDraftedSponsor($input: DraftedSponsorInput!) {\n    createDraftedSponsor(input: $input) { id name }\n  }\n"): typeof import('./graphql').CreateDraftedSponsorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDraftedSponsor($input: DraftedSponsorInput!) {\n    updateDraftedSponsor(input: $input) { id name }\n  }\n"): typeof import('./graphql').UpdateDraftedSponsorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDraftedContest($input: DraftedContestInput!) {\n    createDraftedContest(input: $input) { id }\n  }\n"): typeof import('./graphql').CreateDraftedContestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDraftedContest($input: DraftedContestInput!) {\n    updateDraftedContest(input: $input) { id }\n  }\n"): typeof import('./graphql').UpdateDraftedContestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomEvents($listType: String, $orderBy: String, $order: String, $search: String, $searchCol: String, $page: Int) {\n    customEvents(listType: $listType, orderBy: $orderBy, order: $order, search: $search, searchCol: $searchCol, page: $page) {\n      id handle name start end customer customerName productionOrderNumber\n      csr { number name }\n      status { code description }\n      totals { orders items }\n    }\n  }\n"): typeof import('./graphql').CustomEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomEvent($id: Int, $showCancelled: Boolean) {\n    customEvent(id: $id) {\n      id handle name logo banner mobileBanner start end delivery addressNeeded maxItems maxAmount customer customerName\n      csr { number name }\n      showPrices priceRate\n      status { code description }\n      totals { orders items }\n      defaultEmail noAllocations password collectPayment flatFee flatFeeName createdBy productionOrder productionOrderNumber\n      productionOrders { id numb status }\n      billing { id name }\n      title info infoColor infoPosition infoBackground bgSize country languages customAddress styleName\n      categories { id name maxItems minItems numb sortBy sortByOrder subCategory styleName }\n      customOptions { id name required availableOptions optionType requiredIfId requiredIfValue }\n      addresses { id label attn customer customerName number address1 address2 address3 city state country zip }\n      orders(showCancelled: $showCancelled) {\n        numb createdAt totalItems totalPrice token status statusDesc\n        productionOrder { id numb status }\n        address { customerName firstName lastName email comments attn address1 address2 address3 city state country zip }\n      }\n      changes { id at actorName table action changes { field before after } }\n    }\n  }\n"): typeof import('./graphql').CustomEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomEvent($id: Int!, $input: CustomEventInput!) {\n    updateCustomEvent(id: $id, input: $input) { id status { code description } }\n  }\n"): typeof import('./graphql').UpdateCustomEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomEvent($id: Int!, $emailCustomers: Boolean) {\n    deleteCustomEvent(id: $id, emailCustomers: $emailCustomers) { id status { code description } }\n  }\n"): typeof import('./graphql').DeleteCustomEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleEvent($id: Int!) {\n    toggleEvent(id: $id) { id status { code description } }\n  }\n"): typeof import('./graphql').ToggleEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseEvent($id: Int!) {\n    closeEvent(id: $id) { id status { code description } }\n  }\n"): typeof import('./graphql').CloseEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomeEventProductionOrder($id: Int!) {\n    createCustomeEventProductionOrder(id: $id) { id numb }\n  }\n"): typeof import('./graphql').CreateCustomeEventProductionOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendEmail($orderNum: Int!, $token: String!) {\n    resendEmail(orderNum: $orderNum, token: $token)\n  }\n"): typeof import('./graphql').ResendEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Employee($email: String!, $year: Int) {\n    employee(email: $email, year: $year) {\n      email firstName lastName employeeNumber active year\n      totalAllowance available maxAvailable minAllowance defaultDiscount password\n      discounts { discountID discountAmount discountCode expiryDate createdDate status { code description } order { id orderNumber url } }\n      friendsFamily { id discountID discountCode expiryDate createdDate status { code description } order { id orderNumber url } firstName lastName email country }\n    }\n  }\n"): typeof import('./graphql').EmployeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Employees($year: Int!) {\n    employees(year: $year) { email firstName lastName employeeNumber active year totalAllowance available }\n  }\n"): typeof import('./graphql').EmployeesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmployeeDiscount($email: String!, $year: Int!, $amount: Float!) {\n    createEmployeeDiscount(email: $email, year: $year, amount: $amount) { discountID discountCode discountAmount }\n  }\n"): typeof import('./graphql').CreateEmployeeDiscountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmployeeFriendsFamilyDiscount($email: String!, $year: Int!, $employee: String!, $firstName: String!, $lastName: String, $country: String) {\n    createEmployeeFriendsFamilyDiscount(email: $email, year: $year, employee: $employee, firstName: $firstName, lastName: $lastName, country: $country) { id discountCode }\n  }\n"): typeof import('./graphql').CreateEmployeeFriendsFamilyDiscountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEmployeeDiscountCode($email: String!, $year: Int!, $discountID: Int!) {\n    deleteEmployeeDiscountCode(email: $email, year: $year, discountID: $discountID)\n  }\n"): typeof import('./graphql').DeleteEmployeeDiscountCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmployeeAllowance($email: String!, $year: Int!, $amount: Float!) {\n    updateEmployeeAllowance(email: $email, year: $year, amount: $amount) { email totalAllowance available maxAvailable minAllowance }\n  }\n"): typeof import('./graphql').UpdateEmployeeAllowanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddEmployee($email: String!, $firstName: String!, $lastName: String!, $allowance: Float, $number: String!) {\n    addEmployee(email: $email, firstName: $firstName, lastName: $lastName, allowance: $allowance, number: $number) { email password }\n  }\n"): typeof import('./graphql').AddEmployeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableEmployee($employee: String!) {\n    disableEmployee(employee: $employee) { email active }\n  }\n"): typeof import('./graphql').DisableEmployeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableEmployee($employee: String!) {\n    enableEmployee(employee: $employee) { email active }\n  }\n"): typeof import('./graphql').EnableEmployeeDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
