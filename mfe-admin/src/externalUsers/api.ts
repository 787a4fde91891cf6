import { api, gql, isExternalCustomerOption, messages, directoryApi } from '@portal/shared';
import { graphql } from '../gql';
import type { ExternalUserInput, ExternalUsersQuery, SetupRequestInput, SetupRequestsQuery, SignupRequestsQuery } from '../gql/graphql';

// External users calls (spec 002 §7): GraphQL externalUsers, signupRequests, setupRequests and the
// mutations; GET /api/reps (SREP, name); GET /api/customer/{rep} in the manager view and
// GET /api/customers in the rep view (numb, cust), customer 90000 left out (spec 002 §9).

export const EXTERNAL_USERS = graphql(`
  query ExternalUsers($page: Int, $search: String) {
    externalUsers(page: $page, search: $search) {
      total
      page
      pageSize
      users { id email firstName lastName country company createdAt rep { number name } customers { number name } products order artist licenseOrder customLocation preLine takeAll }
    }
  }
`);
export const SIGNUP_REQUESTS = graphql(`
  query SignupRequests {
    signupRequests { id email firstName lastName company createdAt rep { number name } }
  }
`);
export const SETUP_REQUESTS = graphql(`
  query SetupRequests {
    setupRequests { id email firstName lastName company country createdAt rep { number name } products order artist licenseOrder customLocation preLine takeAll }
  }
`);
export const CREATE_USER = graphql(`
  mutation CreateExternalUser($input: ExternalUserInput!) {
    createExternalUser(input: $input) { id email }
  }
`);
export const UPDATE_USER = graphql(`
  mutation UpdateExternalUser($input: ExternalUserInput!) {
    updateExternalUser(input: $input) { id email products order artist licenseOrder customLocation preLine takeAll }
  }
`);
export const CREATE_SETUP = graphql(`
  mutation CreateSetupRequest($input: SetupRequestInput!) {
    createSetupRequest(input: $input)
  }
`);
export const COMPLETE_SETUP = graphql(`
  mutation CompleteSetupRequest($id: Int!, $customers: [String!]!) {
    completeSetupRequest(id: $id, customers: $customers) { id email }
  }
`);
const RESEND = graphql(`
  mutation ResendSignupEmail($email: String!) {
    resendSignupEmail(email: $email)
  }
`);
const DELETE_USER = graphql(`
  mutation DeleteExternalUser($email: String!) {
    deleteExternalUser(email: $email)
  }
`);
const DELETE_SIGNUP = graphql(`
  mutation DeleteSignupRequest($id: Int!) {
    deleteSignupRequest(id: $id)
  }
`);

export type ExternalUser = ExternalUsersQuery['externalUsers']['users'][number];
export type SignupRequest = SignupRequestsQuery['signupRequests'][number];
export type SetupRequest = SetupRequestsQuery['setupRequests'][number];

/** Silent: the page shows 'Error retrieving external users data.' with Retry. */
export const fetchExternalUsers = (page: number, search: string, signal?: AbortSignal) =>
  gql(EXTERNAL_USERS, { page, search: search || null }, { signal, silent: true, errorMessage: messages.externalUsersFetchFailed }).then(
    (d) => d.externalUsers,
  );
export const fetchSignupRequests = (signal?: AbortSignal) =>
  gql(SIGNUP_REQUESTS, {}, { signal, silent: true, errorMessage: messages.externalUsersFetchFailed }).then((d) => d.signupRequests);
export const fetchSetupRequests = (signal?: AbortSignal) =>
  gql(SETUP_REQUESTS, {}, { signal, silent: true, errorMessage: messages.externalUsersFetchFailed }).then((d) => d.setupRequests);

export const createExternalUser = (input: ExternalUserInput) =>
  gql(CREATE_USER, { input }, { errorMessage: messages.externalUserCreateFailed });
export const updateExternalUser = (input: ExternalUserInput) =>
  gql(UPDATE_USER, { input }, { errorMessage: messages.externalUserUpdateFailed });
export const createSetupRequest = (input: SetupRequestInput) =>
  gql(CREATE_SETUP, { input }, { errorMessage: messages.setupRequestCreateFailed });
export const completeSetupRequest = (id: number, customers: string[]) =>
  gql(COMPLETE_SETUP, { id, customers }, { errorMessage: messages.setupRequestCompleteFailed });
export const resendSignupEmail = (email: string) => gql(RESEND, { email }, { errorMessage: messages.signupEmailResendFailed });
export const deleteExternalUser = (email: string) => gql(DELETE_USER, { email }, { errorMessage: messages.externalUserDeleteFailed });
export const deleteSignupRequest = (id: number) => gql(DELETE_SIGNUP, { id }, { errorMessage: messages.externalUserRequestDeleteFailed });

export interface Option {
  value: string;
  label: string;
}
/** GET /api/reps: the rep picker. */
export const fetchReps = (signal?: AbortSignal): Promise<Option[]> =>
  api
    .call(directoryApi.reps, undefined, { signal, errorMessage: messages.externalUsersError })
    .then((reps) => reps.map((r) => ({ value: r.SREP, label: `${r.SREP} ${r.name}` })));
/** spec 002 §7: GET /api/customer/{rep} in the manager view, GET /api/customers otherwise; 90000 excluded (§9). */
export const fetchCustomerOptions = (rep: string | null, signal?: AbortSignal): Promise<Option[]> => {
  const options = { signal, errorMessage: messages.customerOptionsFetchFailed };
  const list = rep
    ? api.call(directoryApi.customersOfRep, { params: { rep } }, options)
    : api.call(directoryApi.customers, undefined, options);
  return list.then((customers) =>
    customers.filter((c) => isExternalCustomerOption(c.numb)).map((c) => ({ value: c.numb, label: `${c.numb} ${c.cust}` })),
  );
};
