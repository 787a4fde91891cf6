import type { AreaGraphql } from '../../area';
import type { Resolvers } from '../../graphqlTypes';
import { asGqlResolvers } from '../../../platform/gqlFromHttp';
import { requireRule } from '../../../platform/gqlErrors';
import { FPA_MESSAGES } from '@portal/shared/core';
import {
  addEmployee,
  createEmployeeDiscount,
  createFriendsFamilyDiscount,
  deleteDiscountCode,
  listEmployees,
  readEmployee,
  setEmployeeActive,
  updateAllowance,
} from './service';

// GraphQL of the Employee Preferred Pricing Program (spec 002 §7 "Employee pricing"), with the
// spec's field names. The service checks who may do what (a rule before the input: spec 002 §6);
// its HttpErrors become BAD_USER_INPUT / FORBIDDEN / NOT_FOUND / CONFLICT.

const typeDefs = /* GraphQL */ `
  "A discount code's status (mfe-events-fpa/README.md): 0 Disabled, 1 Active, 2 Used, 3 Expired."
  type DiscountStatus {
    code: Int!
    description: String!
  }

  "The employee-store order a code was used on."
  type DiscountOrder {
    id: Int!
    orderNumber: String!
    "The store's order page (the Canada account for allowance codes, the code's country for friends and family)."
    url: String!
  }

  "A free product allowance code (spec 002 §3 Allowance discount)."
  type AllowanceDiscount {
    discountID: Int!
    discountAmount: Float!
    discountCode: String!
    expiryDate: DateTime!
    createdDate: DateTime!
    status: DiscountStatus!
    order: DiscountOrder
  }

  "A friends-and-family code (spec 002 §3): the allowance discount's fields (no amount) plus who it is for."
  type FriendsFamilyDiscount {
    "The same as discountID (spec 002 §5: a create answer without an id is a failure)."
    id: Int!
    discountID: Int!
    discountCode: String!
    expiryDate: DateTime!
    createdDate: DateTime!
    status: DiscountStatus!
    order: DiscountOrder
    firstName: String!
    lastName: String
    email: String!
    "C Canada, U US."
    country: String!
  }

  "An employee of the Employee Preferred Pricing Program, with one year's allowance (spec 002 §3 Employee)."
  type Employee {
    email: String!
    firstName: String!
    lastName: String!
    employeeNumber: String!
    active: Boolean!
    year: Int!
    totalAllowance: Float!
    "Total minus the used codes."
    available: Float!
    "spec 002 §5: the most a new code may be (available minus the pending codes)."
    maxAvailable: Float!
    "spec 002 §5: the lowest the allowance may be set to (the codes with status below 3)."
    minAllowance: Float!
    "The Employee Product Discount code."
    defaultDiscount: String!
    "The employee store password: FPA admins only (null for others)."
    password: String
    discounts: [AllowanceDiscount!]!
    friendsFamily: [FriendsFamilyDiscount!]!
  }

  "A row of employees(year)."
  type EmployeeSummary {
    email: String!
    firstName: String!
    lastName: String!
    employeeNumber: String!
    active: Boolean!
    year: Int!
    totalAllowance: Float!
    available: Float!
  }

  extend type Query {
    "/fpa: an employee by e-mail (INTERNAL users: their own; FPA admins: anyone). Null when there is no employee record. Year: the current one when absent."
    employee(email: String!, year: Int): Employee
    "/fpa: every employee of the year (FPA admins)."
    employees(year: Int!): [EmployeeSummary!]!
  }

  extend type Mutation {
    createEmployeeDiscount(email: String!, year: Int!, amount: Float!): AllowanceDiscount!
    "email: the friend's; employee: the employee's."
    createEmployeeFriendsFamilyDiscount(email: String!, year: Int!, employee: String!, firstName: String!, lastName: String, country: String): FriendsFamilyDiscount!
    deleteEmployeeDiscountCode(email: String!, year: Int!, discountID: Int!): Boolean!
    updateEmployeeAllowance(email: String!, year: Int!, amount: Float!): Employee!
    "Answers the employee with the store password."
    addEmployee(email: String!, firstName: String!, lastName: String!, allowance: Float, number: String!): Employee!
    disableEmployee(employee: String!): Employee!
    enableEmployee(employee: String!): Employee!
  }
`;

const resolvers = {
  Query: {
    employee: async (_root, { email, year }, ctx) =>
      readEmployee(ctx.platform.db, requireRule(ctx, 'fpa', FPA_MESSAGES.internalOnly), email, year, ctx.platform.clock.now()) as never,
    employees: async (_root, { year }, ctx) =>
      listEmployees(ctx.platform.db, requireRule(ctx, 'fpaAdmin', FPA_MESSAGES.fpaAdminRequired), year),
  },
  Mutation: {
    createEmployeeDiscount: async (_root, args, ctx) =>
      createEmployeeDiscount(ctx.platform.db, requireRule(ctx, 'fpa', FPA_MESSAGES.internalOnly), args, ctx.platform.clock.now()) as never,
    createEmployeeFriendsFamilyDiscount: async (_root, args, ctx) =>
      createFriendsFamilyDiscount(
        ctx.platform.db,
        requireRule(ctx, 'fpa', FPA_MESSAGES.internalOnly),
        args,
        ctx.platform.clock.now(),
      ) as never,
    deleteEmployeeDiscountCode: async (_root, args, ctx) =>
      deleteDiscountCode(ctx.platform.db, requireRule(ctx, 'fpa', FPA_MESSAGES.internalOnly), args, ctx.platform.clock.now()),
    updateEmployeeAllowance: async (_root, args, ctx) =>
      updateAllowance(
        ctx.platform.db,
        requireRule(ctx, 'fpaAdmin', FPA_MESSAGES.fpaAdminRequired),
        args,
        ctx.platform.clock.now(),
      ) as never,
    addEmployee: async (_root, args, ctx) =>
      addEmployee(ctx.platform.db, requireRule(ctx, 'fpaAdmin', FPA_MESSAGES.fpaAdminRequired), args, ctx.platform.clock.now()) as never,
    disableEmployee: async (_root, args, ctx) =>
      setEmployeeActive(
        ctx.platform.db,
        requireRule(ctx, 'fpaAdmin', FPA_MESSAGES.fpaAdminRequired),
        args,
        false,
        ctx.platform.clock.now(),
      ) as never,
    enableEmployee: async (_root, args, ctx) =>
      setEmployeeActive(
        ctx.platform.db,
        requireRule(ctx, 'fpaAdmin', FPA_MESSAGES.fpaAdminRequired),
        args,
        true,
        ctx.platform.clock.now(),
      ) as never,
  },
} satisfies Resolvers;

export const fpaGraphql: AreaGraphql = { typeDefs, resolvers: asGqlResolvers(resolvers) };
