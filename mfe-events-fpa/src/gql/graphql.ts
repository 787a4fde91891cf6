/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@portal/shared/core';
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