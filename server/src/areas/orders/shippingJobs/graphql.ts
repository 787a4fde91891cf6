import {
  createShippingJobSchema,
  markShippingJobsShippedSchema,
  shippingJobListArgsSchema,
  updateShippingJobSchema,
} from '@portal/shared/core';
import type { Resolvers } from '../../graphqlTypes';
import type { AreaGraphql } from '../../area';
import { changeEntriesOf } from '../../../platform/audit';
import { parseInput, requireUser } from '../../../platform/gqlErrors';
import { asGql } from '../../../platform/gqlFromHttp';
import {
  createShippingJob,
  listShippingJobs,
  markShippingJobsShipped,
  readShippingJob,
  requireEditor,
  updateShippingJob,
  type ShippingJobRow,
} from './service';

// GraphQL of the shipping jobs (spec 002 §3 "Shipping job", §7): field names are the spec's;
// `canUpdate`, `statusText`, `chargeCents` and `markShippingJobsShipped` are ours
// (mfe-orders/README.md "Shipping jobs"). Instants are DateTime.

export const typeDefs = /* GraphQL */ `
  type ShippingJobParty {
    number: String!
    name: String!
  }

  type ShippingJobAddress {
    customerName: String
    address1: String
    address2: String
    address3: String
    city: String
    state: String
    country: String
    zip: String
  }

  type ShippingJobCreator {
    id: Int!
    name: String!
  }

  type ShipViaCode {
    id: String!
    name: String!
  }

  type ShippingJobOrderRef {
    id: Int!
    numb: Int!
    "The order's status (the create page and the detail link by it)."
    status: Int!
    orderType: String!
    currency: String!
  }

  type ShippingJobSize {
    "The order item size's id."
    id: Int!
    display: String!
    "What this job carries, per warehouse."
    C: Int!
    U: Int!
    "The most this job may carry: what the order has left plus what the job carries now."
    availableC: Int!
    availableU: Int!
    "The size's ordered quantity."
    quantity: Int!
  }

  type ShippingJobItemInfo {
    sku: String!
    name: String!
    color: String!
    image: String!
    orderNumb: Int!
    orderID: Int!
  }

  type ShippingJobItem {
    "The order item's id."
    id: Int!
    jobId: Int!
    order: ShippingJobOrderRef!
    sizes: [ShippingJobSize!]!
    item: ShippingJobItemInfo!
  }

  type ShippingJob {
    "The job's number ('Order #' on the list)."
    id: Int!
    quote: String
    createdAt: DateTime!
    dateRequired: DateTime
    status: Int!
    statusText: String!
    shipped: Boolean!
    shippedAt: DateTime
    customer: ShippingJobParty!
    shipping: ShippingJobAddress!
    comments: String
    rep: ShippingJobParty
    csr: ShippingJobParty
    po: String
    "The job title."
    job: String
    "Invoice numbers: /Images/Invoice/{invoice}.pdf."
    invoice: [String!]!
    createdBy: ShippingJobCreator
    shipViaCode: ShipViaCode
    chargeCents: Int!
    items: [ShippingJobItem!]!
    "Update Shipping Quantities is offered (not shipped; order_edit or approve)."
    canUpdate: Boolean!
    "Every change to the job's head, newest first (the audit trail; its lines are in their orders' history)."
    changes: [ChangeEntry!]!
  }

  "A row of the shipping jobs list."
  type ShippingJobRow {
    id: Int!
    quote: String
    createdAt: DateTime!
    dateRequired: DateTime
    status: Int!
    shipped: Boolean!
    customer: ShippingJobParty!
    rep: ShippingJobParty
    csr: ShippingJobParty
    po: String
    job: String
  }

  input ShippingAddressInput {
    customerName: String!
    address1: String!
    address2: String
    address3: String
    city: String!
    state: String
    country: String!
    zip: String
  }

  input ShippingJobItemInput {
    "The order item size's id."
    id: Int!
    "The size's label (as shown)."
    abbr: String
    C: Int!
    U: Int!
  }

  input CreateShippingJobInput {
    shipping: ShippingAddressInput!
    "YYYY-MM-DD (Toronto)."
    dateRequired: String!
    rep: String!
    csr: String!
    po: String
    comment: String
    items: [ShippingJobItemInput!]!
    customer: String!
    shipViaCode: String!
    jobTitle: String!
  }

  input UpdateShippingJobInput {
    "The job's number (its id)."
    orderNumb: Int!
    items: [ShippingJobItemInput!]!
  }

  extend type Query {
    "50 a page, newest first; search matches job number, title, quote, PO, customer, invoice."
    shippingJobs(page: Int, search: String): [ShippingJobRow!]!
    shippingJob(id: Int!): ShippingJob
  }

  extend type Mutation {
    "Returns the new job's id."
    createShippingJob(input: CreateShippingJobInput!): Int!
    updateShippingJob(input: UpdateShippingJobInput!): ShippingJob!
    "The list's bulk action: marks the chosen open jobs shipped; answers the ids it marked."
    markShippingJobsShipped(ids: [Int!]!): [Int!]!
  }
`;

const party = (number: string | null, name: string | null) => (number === null ? null : { number, name: name ?? number });

function rowOut(r: ShippingJobRow) {
  return {
    id: r.id,
    quote: r.quote,
    createdAt: r.createdAt,
    dateRequired: r.dateRequired,
    status: r.status,
    shipped: r.shipped,
    customer: { number: r.customerNumb, name: r.customerName },
    rep: party(r.repCode, r.repName),
    csr: party(r.csrCode, r.csrName),
    po: r.po,
    job: r.job,
  };
}

export const resolvers = {
  ShippingJob: {
    changes: async (job: { id: number }, _args: unknown, ctx) => changeEntriesOf(ctx.platform.db, 'shipping_job', job.id),
  },
  Query: {
    // spec 002 §6: the list is open to any signed-in user (each sees the jobs of the orders they see).
    shippingJobs: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const parsed = parseInput(shippingJobListArgsSchema, args);
      return (await listShippingJobs(ctx.platform.db, user, parsed)).map(rowOut);
    },
    shippingJob: async (_root, args: { id: number }, ctx) => {
      const user = requireUser(ctx);
      return asGql(async () => {
        const job = await readShippingJob(ctx.platform.db, user, args.id);
        return {
          ...rowOut(job),
          ...job,
          customer: { number: job.customerNumb, name: job.customerName },
          rep: party(job.repCode, job.repName),
          csr: party(job.csrCode, job.csrName),
        };
      });
    },
  },
  Mutation: {
    createShippingJob: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return asGql(async () => {
        const { input } = args as { input: unknown };
        // Rights before the input, so a caller who may not create learns nothing from its errors.
        requireEditor(user);
        return createShippingJob(ctx.platform.db, user, parseInput(createShippingJobSchema, input), ctx.platform.clock.now());
      });
    },
    updateShippingJob: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return asGql(async () => {
        const { input } = args as { input: unknown };
        requireEditor(user);
        const id = await updateShippingJob(ctx.platform.db, user, parseInput(updateShippingJobSchema, input), ctx.platform.clock.now());
        const job = await readShippingJob(ctx.platform.db, user, id);
        return {
          ...job,
          customer: { number: job.customerNumb, name: job.customerName },
          rep: party(job.repCode, job.repName),
          csr: party(job.csrCode, job.csrName),
        };
      });
    },
    markShippingJobsShipped: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return asGql(async () => {
        requireEditor(user);
        return markShippingJobsShipped(
          ctx.platform.db,
          user,
          parseInput(markShippingJobsShippedSchema, args).ids,
          ctx.platform.clock.now(),
        );
      });
    },
  },
} satisfies Resolvers;

export const shippingJobsGraphql: AreaGraphql = { typeDefs, resolvers };
