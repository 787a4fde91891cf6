import { FPA_MESSAGES, gql, messages } from '@portal/shared';
import { graphql } from '../gql';
import type { EmployeeQuery, EmployeesQuery } from '../gql/graphql';

// Employee Preferred Pricing Program calls (spec 002 §7 "Employee pricing"): queries employee(email),
// employees(year); the seven mutations. Failures show the spec's message where it words one
// (§8), else ours (FPA_MESSAGES / messages' "Ours" entries); a refusal (4xx) shows the server's.

export const EMPLOYEE_QUERY = graphql(`
  query Employee($email: String!, $year: Int) {
    employee(email: $email, year: $year) {
      email firstName lastName employeeNumber active year
      totalAllowance available maxAvailable minAllowance defaultDiscount password
      discounts { discountID discountAmount discountCode expiryDate createdDate status { code description } order { id orderNumber url } }
      friendsFamily { id discountID discountCode expiryDate createdDate status { code description } order { id orderNumber url } firstName lastName email country }
    }
  }
`);

export const EMPLOYEES_QUERY = graphql(`
  query Employees($year: Int!) {
    employees(year: $year) { email firstName lastName employeeNumber active year totalAllowance available }
  }
`);

export const CREATE_EMPLOYEE_DISCOUNT = graphql(`
  mutation CreateEmployeeDiscount($email: String!, $year: Int!, $amount: Float!) {
    createEmployeeDiscount(email: $email, year: $year, amount: $amount) { discountID discountCode discountAmount }
  }
`);

export const CREATE_FRIENDS_FAMILY = graphql(`
  mutation CreateEmployeeFriendsFamilyDiscount($email: String!, $year: Int!, $employee: String!, $firstName: String!, $lastName: String, $country: String) {
    createEmployeeFriendsFamilyDiscount(email: $email, year: $year, employee: $employee, firstName: $firstName, lastName: $lastName, country: $country) { id discountCode }
  }
`);

export const DELETE_DISCOUNT_CODE = graphql(`
  mutation DeleteEmployeeDiscountCode($email: String!, $year: Int!, $discountID: Int!) {
    deleteEmployeeDiscountCode(email: $email, year: $year, discountID: $discountID)
  }
`);

export const UPDATE_ALLOWANCE = graphql(`
  mutation UpdateEmployeeAllowance($email: String!, $year: Int!, $amount: Float!) {
    updateEmployeeAllowance(email: $email, year: $year, amount: $amount) { email totalAllowance available maxAvailable minAllowance }
  }
`);

export const ADD_EMPLOYEE = graphql(`
  mutation AddEmployee($email: String!, $firstName: String!, $lastName: String!, $allowance: Float, $number: String!) {
    addEmployee(email: $email, firstName: $firstName, lastName: $lastName, allowance: $allowance, number: $number) { email password }
  }
`);

export const DISABLE_EMPLOYEE = graphql(`
  mutation DisableEmployee($employee: String!) {
    disableEmployee(employee: $employee) { email active }
  }
`);

export const ENABLE_EMPLOYEE = graphql(`
  mutation EnableEmployee($employee: String!) {
    enableEmployee(employee: $employee) { email active }
  }
`);

export type Employee = NonNullable<EmployeeQuery['employee']>;
export type AllowanceCode = Employee['discounts'][number];
export type FriendsFamilyCode = Employee['friendsFamily'][number];
export type EmployeeSummary = EmployeesQuery['employees'][number];

/** Silent: the page shows the failure with Retry. Null: no employee record for this e-mail. */
export async function fetchEmployee(email: string, year: number | null, signal?: AbortSignal): Promise<Employee | null> {
  return (await gql(EMPLOYEE_QUERY, { email, year }, { signal, silent: true, errorMessage: FPA_MESSAGES.fetchFailed })).employee;
}

export async function fetchEmployees(year: number, signal?: AbortSignal): Promise<EmployeeSummary[]> {
  return (await gql(EMPLOYEES_QUERY, { year }, { signal, silent: true, errorMessage: FPA_MESSAGES.fetchFailed })).employees;
}

export async function createDiscountCode(email: string, year: number, amount: number) {
  return (await gql(CREATE_EMPLOYEE_DISCOUNT, { email, year, amount }, { errorMessage: messages.discountCodeCreateFailed }))
    .createEmployeeDiscount;
}

/** spec 002 §5: a missing id in the answer is a failure. */
export async function createFriendsFamilyCode(input: {
  email: string;
  year: number;
  employee: string;
  firstName: string;
  lastName: string | null;
  country: string;
}) {
  const created = (await gql(CREATE_FRIENDS_FAMILY, input, { errorMessage: messages.friendsFamilyCreateFailed }))
    .createEmployeeFriendsFamilyDiscount;
  if (!created?.id) throw new Error(messages.friendsFamilyCreateFailed);
  return created;
}

export async function deleteDiscountCode(email: string, year: number, discountID: number) {
  return (await gql(DELETE_DISCOUNT_CODE, { email, year, discountID }, { errorMessage: messages.discountCodeDeleteFailed }))
    .deleteEmployeeDiscountCode;
}

export async function updateAllowance(email: string, year: number, amount: number) {
  return (await gql(UPDATE_ALLOWANCE, { email, year, amount }, { errorMessage: messages.allowanceUpdateFailed })).updateEmployeeAllowance;
}

export async function addEmployee(input: { email: string; firstName: string; lastName: string; allowance: number; number: string }) {
  return (await gql(ADD_EMPLOYEE, input, { errorMessage: messages.employeeAddFailed })).addEmployee;
}

/** spec 002 §8: the enable failure reuses the 'disabling' wording. */
export async function setEmployeeActive(employee: string, active: boolean) {
  if (active) return (await gql(ENABLE_EMPLOYEE, { employee }, { errorMessage: messages.employeeEnableFailed })).enableEmployee;
  return (await gql(DISABLE_EMPLOYEE, { employee }, { errorMessage: messages.employeeDisableFailed })).disableEmployee;
}
