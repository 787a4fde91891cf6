/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@portal/shared/core';
export type CustomEventAddressInput = {
  address1: string;
  address2?: string | null | undefined;
  address3?: string | null | undefined;
  attn?: string | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  customer?: string | null | undefined;
  customerName?: string | null | undefined;
  id?: number | null | undefined;
  label: string;
  number?: string | null | undefined;
  state?: string | null | undefined;
  zip?: string | null | undefined;
};

export type CustomEventCategoryInput = {
  id?: number | null | undefined;
  maxItems?: number | null | undefined;
  minItems?: number | null | undefined;
  name: string;
  numb?: number | null | undefined;
  sortBy?: string | null | undefined;
  sortByOrder?: string | null | undefined;
  styleName?: string | null | undefined;
  subCategory?: string | null | undefined;
};

/** Every editable field; the three lists are whole lists (rows without id are added, rows left out removed). Dates are ISO strings. */
export type CustomEventInput = {
  addressNeeded?: boolean | null | undefined;
  addresses?: Array<CustomEventAddressInput> | null | undefined;
  banner?: string | null | undefined;
  bgSize?: string | null | undefined;
  categories?: Array<CustomEventCategoryInput> | null | undefined;
  collectPayment?: boolean | null | undefined;
  country?: string | null | undefined;
  /** A CSR code. */
  csr?: string | null | undefined;
  customAddress?: boolean | null | undefined;
  customOptions?: Array<CustomEventOptionInput> | null | undefined;
  defaultEmail?: string | null | undefined;
  delivery?: string | null | undefined;
  end?: string | null | undefined;
  flatFee?: number | null | undefined;
  flatFeeName?: string | null | undefined;
  handle?: string | null | undefined;
  info?: string | null | undefined;
  infoBackground?: string | null | undefined;
  infoColor?: string | null | undefined;
  infoPosition?: string | null | undefined;
  languages?: Array<string> | null | undefined;
  logo?: string | null | undefined;
  maxAmount?: number | null | undefined;
  maxItems?: number | null | undefined;
  mobileBanner?: string | null | undefined;
  name?: string | null | undefined;
  noAllocations?: boolean | null | undefined;
  password?: string | null | undefined;
  priceRate?: number | null | undefined;
  showPrices?: boolean | null | undefined;
  start?: string | null | undefined;
  styleName?: string | null | undefined;
  title?: string | null | undefined;
};

export type CustomEventOptionInput = {
  availableOptions?: Array<string> | null | undefined;
  id?: number | null | undefined;
  name: string;
  optionType?: string | null | undefined;
  required?: boolean | null | undefined;
  requiredIfId?: number | null | undefined;
  requiredIfValue?: string | null | undefined;
};

/** On update only the fields given change (the dialog sends only what changed). */
export type DraftedContestInput = {
  /** The token of POST /api/drafted/upload?kind=agreement (required on create). */
  agreement?: string | null | undefined;
  details?: string | null | undefined;
  handle?: string | null | undefined;
  id?: number | null | undefined;
  logo?: DraftedLogoInput | null | undefined;
  name?: string | null | undefined;
  organizationId?: number | null | undefined;
  primaryColorHex?: string | null | undefined;
  primaryTextColorHex?: string | null | undefined;
  secondaryColorHex?: string | null | undefined;
  secondaryTextColorHex?: string | null | undefined;
  /** -1 removes the sponsor. */
  sponsorId?: number | null | undefined;
  /** ISO 8601 instants (strings, so that a malformed one is the form's message, not a variable error). */
  submissionStart?: string | null | undefined;
  voteEnd?: string | null | undefined;
  voteStart?: string | null | undefined;
};

/** Logo input (spec 002 §3): upload is the token of POST /api/drafted/upload?kind=logo; path keeps the current logo. */
export type DraftedLogoInput = {
  path?: string | null | undefined;
  upload?: string | null | undefined;
};

export type DraftedOrganizationInput = {
  /** On update only. */
  id?: number | null | undefined;
  leagueId?: number | null | undefined;
  logo?: DraftedLogoInput | null | undefined;
  name?: string | null | undefined;
  primaryColorHex?: string | null | undefined;
  primaryTextColorHex?: string | null | undefined;
  secondaryColorHex?: string | null | undefined;
  secondaryTextColorHex?: string | null | undefined;
  teamId?: number | null | undefined;
};

export type DraftedSponsorInput = {
  /** On update only. */
  id?: number | null | undefined;
  logo?: DraftedLogoInput | null | undefined;
  name?: string | null | undefined;
};

export type DraftedContestsQueryVariables = Exact<{
  sortBy?: string | null | undefined;
  desc?: boolean | null | undefined;
}>;


export type DraftedContestsQuery = { draftedContests: Array<{ id: number, name: string, logoUrl: string, submissionStart: string, voteStart: string, voteEnd: string, organization: { id: number, name: string, league: string | null, team: string | null }, sponsor: { id: number, name: string } | null }> };

export type DraftedContestQueryVariables = Exact<{
  id?: number | null | undefined;
}>;


export type DraftedContestQuery = { draftedContest: { id: number, name: string, details: string | null, handle: string, logoUrl: string, submissionStart: string, voteStart: string, voteEnd: string, agreementUrl: string, primaryColorHex: string, secondaryColorHex: string, primaryTextColorHex: string, secondaryTextColorHex: string, organization: { id: number, name: string, logoUrl: string | null, primaryColorHex: string | null, secondaryColorHex: string | null, primaryTextColorHex: string | null, secondaryTextColorHex: string | null, leagueId: number | null, teamId: number | null, league: string | null, team: string | null }, sponsor: { id: number, name: string, logoUrl: string | null } | null, changes: Array<{ id: number, at: string, actorName: string | null, table: string, action: string, changes: Array<{ field: string, before: string | null, after: string | null }> }> } | null };

export type DraftedOrganizationsQueryVariables = Exact<{ [key: string]: never; }>;


export type DraftedOrganizationsQuery = { draftedOrganizations: Array<{ id: number, name: string, logoUrl: string | null, primaryColorHex: string | null, secondaryColorHex: string | null, primaryTextColorHex: string | null, secondaryTextColorHex: string | null, leagueId: number | null, teamId: number | null, league: string | null, team: string | null }> };

export type DraftedSponsorsQueryVariables = Exact<{ [key: string]: never; }>;


export type DraftedSponsorsQuery = { draftedSponsors: Array<{ id: number, name: string, logoUrl: string | null }> };

export type CreateDraftedOrganizationMutationVariables = Exact<{
  input: DraftedOrganizationInput;
}>;


export type CreateDraftedOrganizationMutation = { createDraftedOrganization: { id: number, name: string } };

export type UpdateDraftedOrganizationMutationVariables = Exact<{
  input: DraftedOrganizationInput;
}>;


export type UpdateDraftedOrganizationMutation = { updateDraftedOrganization: { id: number, name: string } };

export type CreateDraftedSponsorMutationVariables = Exact<{
  input: DraftedSponsorInput;
}>;


export type CreateDraftedSponsorMutation = { createDraftedSponsor: { id: number, name: string } };

export type UpdateDraftedSponsorMutationVariables = Exact<{
  input: DraftedSponsorInput;
}>;


export type UpdateDraftedSponsorMutation = { updateDraftedSponsor: { id: number, name: string } };

export type CreateDraftedContestMutationVariables = Exact<{
  input: DraftedContestInput;
}>;


export type CreateDraftedContestMutation = { createDraftedContest: { id: number } };

export type UpdateDraftedContestMutationVariables = Exact<{
  input: DraftedContestInput;
}>;


export type UpdateDraftedContestMutation = { updateDraftedContest: { id: number } };

export type CustomEventsQueryVariables = Exact<{
  listType?: string | null | undefined;
  orderBy?: string | null | undefined;
  order?: string | null | undefined;
  search?: string | null | undefined;
  searchCol?: string | null | undefined;
  page?: number | null | undefined;
}>;


export type CustomEventsQuery = { customEvents: Array<{ id: number, handle: string, name: string, start: string, end: string, customer: string, customerName: string, productionOrderNumber: number | null, csr: { number: string, name: string } | null, status: { code: number, description: string }, totals: { orders: number, items: number } }> };

export type CustomEventQueryVariables = Exact<{
  id?: number | null | undefined;
  showCancelled?: boolean | null | undefined;
}>;


export type CustomEventQuery = { customEvent: { id: number, handle: string, name: string, logo: string | null, banner: string | null, mobileBanner: string | null, start: string, end: string, delivery: string | null, addressNeeded: boolean, maxItems: number | null, maxAmount: number | null, customer: string, customerName: string, showPrices: boolean, priceRate: number, defaultEmail: string | null, noAllocations: boolean, password: string | null, collectPayment: boolean, flatFee: number | null, flatFeeName: string | null, createdBy: string | null, productionOrder: number | null, productionOrderNumber: number | null, title: string | null, info: string | null, infoColor: string | null, infoPosition: string | null, infoBackground: string | null, bgSize: string | null, country: string | null, languages: Array<string>, customAddress: boolean, styleName: string | null, csr: { number: string, name: string } | null, status: { code: number, description: string }, totals: { orders: number, items: number }, productionOrders: Array<{ id: number, numb: number, status: number }>, billing: { id: string, name: string } | null, categories: Array<{ id: number, name: string, maxItems: number | null, minItems: number | null, numb: number, sortBy: string | null, sortByOrder: string | null, subCategory: string | null, styleName: string | null }>, customOptions: Array<{ id: number, name: string, required: boolean, availableOptions: Array<string>, optionType: string, requiredIfId: number | null, requiredIfValue: string | null }>, addresses: Array<{ id: number, label: string, attn: string | null, customer: string | null, customerName: string | null, number: string | null, address1: string, address2: string | null, address3: string | null, city: string | null, state: string | null, country: string | null, zip: string | null }>, orders: Array<{ numb: number, createdAt: string, totalItems: number, totalPrice: number, token: string, status: number, statusDesc: string, productionOrder: { id: number, numb: number, status: number } | null, address: { customerName: string | null, firstName: string, lastName: string, email: string | null, comments: string | null, attn: string | null, address1: string | null, address2: string | null, address3: string | null, city: string | null, state: string | null, country: string | null, zip: string | null } }>, changes: Array<{ id: number, at: string, actorName: string | null, table: string, action: string, changes: Array<{ field: string, before: string | null, after: string | null }> }> } | null };

export type UpdateCustomEventMutationVariables = Exact<{
  id: number;
  input: CustomEventInput;
}>;


export type UpdateCustomEventMutation = { updateCustomEvent: { id: number, status: { code: number, description: string } } };

export type DeleteCustomEventMutationVariables = Exact<{
  id: number;
  emailCustomers?: boolean | null | undefined;
}>;


export type DeleteCustomEventMutation = { deleteCustomEvent: { id: number, status: { code: number, description: string } } };

export type ToggleEventMutationVariables = Exact<{
  id: number;
}>;


export type ToggleEventMutation = { toggleEvent: { id: number, status: { code: number, description: string } } };

export type CloseEventMutationVariables = Exact<{
  id: number;
}>;


export type CloseEventMutation = { closeEvent: { id: number, status: { code: number, description: string } } };

export type CreateCustomeEventProductionOrderMutationVariables = Exact<{
  id: number;
}>;


export type CreateCustomeEventProductionOrderMutation = { createCustomeEventProductionOrder: { id: number, numb: number } };

export type ResendEmailMutationVariables = Exact<{
  orderNum: number;
  token: string;
}>;


export type ResendEmailMutation = { resendEmail: boolean };

export type EmployeeQueryVariables = Exact<{
  email: string;
  year?: number | null | undefined;
}>;


export type EmployeeQuery = { employee: { email: string, firstName: string, lastName: string, employeeNumber: string, active: boolean, year: number, totalAllowance: number, available: number, maxAvailable: number, minAllowance: number, defaultDiscount: string, password: string | null, discounts: Array<{ discountID: number, discountAmount: number, discountCode: string, expiryDate: string, createdDate: string, status: { code: number, description: string }, order: { id: number, orderNumber: string, url: string } | null }>, friendsFamily: Array<{ id: number, discountID: number, discountCode: string, expiryDate: string, createdDate: string, firstName: string, lastName: string | null, email: string, country: string, status: { code: number, description: string }, order: { id: number, orderNumber: string, url: string } | null }> } | null };

export type EmployeesQueryVariables = Exact<{
  year: number;
}>;


export type EmployeesQuery = { employees: Array<{ email: string, firstName: string, lastName: string, employeeNumber: string, active: boolean, year: number, totalAllowance: number, available: number }> };

export type CreateEmployeeDiscountMutationVariables = Exact<{
  email: string;
  year: number;
  amount: number;
}>;


export type CreateEmployeeDiscountMutation = { createEmployeeDiscount: { discountID: number, discountCode: string, discountAmount: number } };

export type CreateEmployeeFriendsFamilyDiscountMutationVariables = Exact<{
  email: string;
  year: number;
  employee: string;
  firstName: string;
  lastName?: string | null | undefined;
  country?: string | null | undefined;
}>;


export type CreateEmployeeFriendsFamilyDiscountMutation = { createEmployeeFriendsFamilyDiscount: { id: number, discountCode: string } };

export type DeleteEmployeeDiscountCodeMutationVariables = Exact<{
  email: string;
  year: number;
  discountID: number;
}>;


export type DeleteEmployeeDiscountCodeMutation = { deleteEmployeeDiscountCode: boolean };

export type UpdateEmployeeAllowanceMutationVariables = Exact<{
  email: string;
  year: number;
  amount: number;
}>;


export type UpdateEmployeeAllowanceMutation = { updateEmployeeAllowance: { email: string, totalAllowance: number, available: number, maxAvailable: number, minAllowance: number } };

export type AddEmployeeMutationVariables = Exact<{
  email: string;
  firstName: string;
  lastName: string;
  allowance?: number | null | undefined;
  number: string;
}>;


export type AddEmployeeMutation = { addEmployee: { email: string, password: string | null } };

export type DisableEmployeeMutationVariables = Exact<{
  employee: string;
}>;


export type DisableEmployeeMutation = { disableEmployee: { email: string, active: boolean } };

export type EnableEmployeeMutationVariables = Exact<{
  employee: string;
}>;


export type EnableEmployeeMutation = { enableEmployee: { email: string, active: boolean } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const DraftedContestsDocument = new TypedDocumentString(`
    query DraftedContests($sortBy: String, $desc: Boolean) {
  draftedContests(sortBy: $sortBy, desc: $desc) {
    id
    name
    logoUrl
    submissionStart
    voteStart
    voteEnd
    organization {
      id
      name
      league
      team
    }
    sponsor {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<DraftedContestsQuery, DraftedContestsQueryVariables>;
export const DraftedContestDocument = new TypedDocumentString(`
    query DraftedContest($id: Int) {
  draftedContest(id: $id) {
    id
    name
    details
    handle
    logoUrl
    submissionStart
    voteStart
    voteEnd
    agreementUrl
    primaryColorHex
    secondaryColorHex
    primaryTextColorHex
    secondaryTextColorHex
    organization {
      id
      name
      logoUrl
      primaryColorHex
      secondaryColorHex
      primaryTextColorHex
      secondaryTextColorHex
      leagueId
      teamId
      league
      team
    }
    sponsor {
      id
      name
      logoUrl
    }
    changes {
      id
      at
      actorName
      table
      action
      changes {
        field
        before
        after
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DraftedContestQuery, DraftedContestQueryVariables>;
export const DraftedOrganizationsDocument = new TypedDocumentString(`
    query DraftedOrganizations {
  draftedOrganizations {
    id
    name
    logoUrl
    primaryColorHex
    secondaryColorHex
    primaryTextColorHex
    secondaryTextColorHex
    leagueId
    teamId
    league
    team
  }
}
    `) as unknown as TypedDocumentString<DraftedOrganizationsQuery, DraftedOrganizationsQueryVariables>;
export const DraftedSponsorsDocument = new TypedDocumentString(`
    query DraftedSponsors {
  draftedSponsors {
    id
    name
    logoUrl
  }
}
    `) as unknown as TypedDocumentString<DraftedSponsorsQuery, DraftedSponsorsQueryVariables>;
export const CreateDraftedOrganizationDocument = new TypedDocumentString(`
    mutation CreateDraftedOrganization($input: DraftedOrganizationInput!) {
  createDraftedOrganization(input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CreateDraftedOrganizationMutation, CreateDraftedOrganizationMutationVariables>;
export const UpdateDraftedOrganizationDocument = new TypedDocumentString(`
    mutation UpdateDraftedOrganization($input: DraftedOrganizationInput!) {
  updateDraftedOrganization(input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<UpdateDraftedOrganizationMutation, UpdateDraftedOrganizationMutationVariables>;
export const CreateDraftedSponsorDocument = new TypedDocumentString(`
    mutation CreateDraftedSponsor($input: DraftedSponsorInput!) {
  createDraftedSponsor(input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CreateDraftedSponsorMutation, CreateDraftedSponsorMutationVariables>;
export const UpdateDraftedSponsorDocument = new TypedDocumentString(`
    mutation UpdateDraftedSponsor($input: DraftedSponsorInput!) {
  updateDraftedSponsor(input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<UpdateDraftedSponsorMutation, UpdateDraftedSponsorMutationVariables>;
export const CreateDraftedContestDocument = new TypedDocumentString(`
    mutation CreateDraftedContest($input: DraftedContestInput!) {
  createDraftedContest(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateDraftedContestMutation, CreateDraftedContestMutationVariables>;
export const UpdateDraftedContestDocument = new TypedDocumentString(`
    mutation UpdateDraftedContest($input: DraftedContestInput!) {
  updateDraftedContest(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateDraftedContestMutation, UpdateDraftedContestMutationVariables>;
export const CustomEventsDocument = new TypedDocumentString(`
    query CustomEvents($listType: String, $orderBy: String, $order: String, $search: String, $searchCol: String, $page: Int) {
  customEvents(
    listType: $listType
    orderBy: $orderBy
    order: $order
    search: $search
    searchCol: $searchCol
    page: $page
  ) {
    id
    handle
    name
    start
    end
    customer
    customerName
    productionOrderNumber
    csr {
      number
      name
    }
    status {
      code
      description
    }
    totals {
      orders
      items
    }
  }
}
    `) as unknown as TypedDocumentString<CustomEventsQuery, CustomEventsQueryVariables>;
export const CustomEventDocument = new TypedDocumentString(`
    query CustomEvent($id: Int, $showCancelled: Boolean) {
  customEvent(id: $id) {
    id
    handle
    name
    logo
    banner
    mobileBanner
    start
    end
    delivery
    addressNeeded
    maxItems
    maxAmount
    customer
    customerName
    csr {
      number
      name
    }
    showPrices
    priceRate
    status {
      code
      description
    }
    totals {
      orders
      items
    }
    defaultEmail
    noAllocations
    password
    collectPayment
    flatFee
    flatFeeName
    createdBy
    productionOrder
    productionOrderNumber
    productionOrders {
      id
      numb
      status
    }
    billing {
      id
      name
    }
    title
    info
    infoColor
    infoPosition
    infoBackground
    bgSize
    country
    languages
    customAddress
    styleName
    categories {
      id
      name
      maxItems
      minItems
      numb
      sortBy
      sortByOrder
      subCategory
      styleName
    }
    customOptions {
      id
      name
      required
      availableOptions
      optionType
      requiredIfId
      requiredIfValue
    }
    addresses {
      id
      label
      attn
      customer
      customerName
      number
      address1
      address2
      address3
      city
      state
      country
      zip
    }
    orders(showCancelled: $showCancelled) {
      numb
      createdAt
      totalItems
      totalPrice
      token
      status
      statusDesc
      productionOrder {
        id
        numb
        status
      }
      address {
        customerName
        firstName
        lastName
        email
        comments
        attn
        address1
        address2
        address3
        city
        state
        country
        zip
      }
    }
    changes {
      id
      at
      actorName
      table
      action
      changes {
        field
        before
        after
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CustomEventQuery, CustomEventQueryVariables>;
export const UpdateCustomEventDocument = new TypedDocumentString(`
    mutation UpdateCustomEvent($id: Int!, $input: CustomEventInput!) {
  updateCustomEvent(id: $id, input: $input) {
    id
    status {
      code
      description
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomEventMutation, UpdateCustomEventMutationVariables>;
export const DeleteCustomEventDocument = new TypedDocumentString(`
    mutation DeleteCustomEvent($id: Int!, $emailCustomers: Boolean) {
  deleteCustomEvent(id: $id, emailCustomers: $emailCustomers) {
    id
    status {
      code
      description
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteCustomEventMutation, DeleteCustomEventMutationVariables>;
export const ToggleEventDocument = new TypedDocumentString(`
    mutation ToggleEvent($id: Int!) {
  toggleEvent(id: $id) {
    id
    status {
      code
      description
    }
  }
}
    `) as unknown as TypedDocumentString<ToggleEventMutation, ToggleEventMutationVariables>;
export const CloseEventDocument = new TypedDocumentString(`
    mutation CloseEvent($id: Int!) {
  closeEvent(id: $id) {
    id
    status {
      code
      description
    }
  }
}
    `) as unknown as TypedDocumentString<CloseEventMutation, CloseEventMutationVariables>;
export const CreateCustomeEventProductionOrderDocument = new TypedDocumentString(`
    mutation CreateCustomeEventProductionOrder($id: Int!) {
  createCustomeEventProductionOrder(id: $id) {
    id
    numb
  }
}
    `) as unknown as TypedDocumentString<CreateCustomeEventProductionOrderMutation, CreateCustomeEventProductionOrderMutationVariables>;
export const ResendEmailDocument = new TypedDocumentString(`
    mutation ResendEmail($orderNum: Int!, $token: String!) {
  resendEmail(orderNum: $orderNum, token: $token)
}
    `) as unknown as TypedDocumentString<ResendEmailMutation, ResendEmailMutationVariables>;
export const EmployeeDocument = new TypedDocumentString(`
    query Employee($email: String!, $year: Int) {
  employee(email: $email, year: $year) {
    email
    firstName
    lastName
    employeeNumber
    active
    year
    totalAllowance
    available
    maxAvailable
    minAllowance
    defaultDiscount
    password
    discounts {
      discountID
      discountAmount
      discountCode
      expiryDate
      createdDate
      status {
        code
        description
      }
      order {
        id
        orderNumber
        url
      }
    }
    friendsFamily {
      id
      discountID
      discountCode
      expiryDate
      createdDate
      status {
        code
        description
      }
      order {
        id
        orderNumber
        url
      }
      firstName
      lastName
      email
      country
    }
  }
}
    `) as unknown as TypedDocumentString<EmployeeQuery, EmployeeQueryVariables>;
export const EmployeesDocument = new TypedDocumentString(`
    query Employees($year: Int!) {
  employees(year: $year) {
    email
    firstName
    lastName
    employeeNumber
    active
    year
    totalAllowance
    available
  }
}
    `) as unknown as TypedDocumentString<EmployeesQuery, EmployeesQueryVariables>;
export const CreateEmployeeDiscountDocument = new TypedDocumentString(`
    mutation CreateEmployeeDiscount($email: String!, $year: Int!, $amount: Float!) {
  createEmployeeDiscount(email: $email, year: $year, amount: $amount) {
    discountID
    discountCode
    discountAmount
  }
}
    `) as unknown as TypedDocumentString<CreateEmployeeDiscountMutation, CreateEmployeeDiscountMutationVariables>;
export const CreateEmployeeFriendsFamilyDiscountDocument = new TypedDocumentString(`
    mutation CreateEmployeeFriendsFamilyDiscount($email: String!, $year: Int!, $employee: String!, $firstName: String!, $lastName: String, $country: String) {
  createEmployeeFriendsFamilyDiscount(
    email: $email
    year: $year
    employee: $employee
    firstName: $firstName
    lastName: $lastName
    country: $country
  ) {
    id
    discountCode
  }
}
    `) as unknown as TypedDocumentString<CreateEmployeeFriendsFamilyDiscountMutation, CreateEmployeeFriendsFamilyDiscountMutationVariables>;
export const DeleteEmployeeDiscountCodeDocument = new TypedDocumentString(`
    mutation DeleteEmployeeDiscountCode($email: String!, $year: Int!, $discountID: Int!) {
  deleteEmployeeDiscountCode(email: $email, year: $year, discountID: $discountID)
}
    `) as unknown as TypedDocumentString<DeleteEmployeeDiscountCodeMutation, DeleteEmployeeDiscountCodeMutationVariables>;
export const UpdateEmployeeAllowanceDocument = new TypedDocumentString(`
    mutation UpdateEmployeeAllowance($email: String!, $year: Int!, $amount: Float!) {
  updateEmployeeAllowance(email: $email, year: $year, amount: $amount) {
    email
    totalAllowance
    available
    maxAvailable
    minAllowance
  }
}
    `) as unknown as TypedDocumentString<UpdateEmployeeAllowanceMutation, UpdateEmployeeAllowanceMutationVariables>;
export const AddEmployeeDocument = new TypedDocumentString(`
    mutation AddEmployee($email: String!, $firstName: String!, $lastName: String!, $allowance: Float, $number: String!) {
  addEmployee(
    email: $email
    firstName: $firstName
    lastName: $lastName
    allowance: $allowance
    number: $number
  ) {
    email
    password
  }
}
    `) as unknown as TypedDocumentString<AddEmployeeMutation, AddEmployeeMutationVariables>;
export const DisableEmployeeDocument = new TypedDocumentString(`
    mutation DisableEmployee($employee: String!) {
  disableEmployee(employee: $employee) {
    email
    active
  }
}
    `) as unknown as TypedDocumentString<DisableEmployeeMutation, DisableEmployeeMutationVariables>;
export const EnableEmployeeDocument = new TypedDocumentString(`
    mutation EnableEmployee($employee: String!) {
  enableEmployee(employee: $employee) {
    email
    active
  }
}
    `) as unknown as TypedDocumentString<EnableEmployeeMutation, EnableEmployeeMutationVariables>;