import { graphql } from '../gql';
import type { OrderApprovalQuery } from '../gql/graphql';
import { gql } from './publicGql';

// The public approval pages' three calls (spec 002 §7 "Public approval"). They run without a session
// or a GraphQL token (the server lists them as public operations), through the pages' own small
// client (publicGql.ts), not the staff portal's: a customer's phone loads only what these pages
// need. The page shows its own states and messages for every failure.

export type ApprovalLink = NonNullable<OrderApprovalQuery['orderApproval']>;
export type ApprovalItem = ApprovalLink['items'][number];

export const ORDER_APPROVAL_QUERY = graphql(`
  query OrderApproval($id: String!, $order: Int!) {
    orderApproval(id: $id, order: $order) {
      orderNumber customerName po currency totalCents
      items { id styleCode name color design priceCents quantity amountCents sizes { size quantity upchargeCents } }
      charges { name amountCents }
    }
  }
`);
export const APPROVE_ORDER_MUTATION = graphql(`
  mutation ApproveOrder($id: String!, $order: Int!, $email: String!, $name: String!) {
    approveOrder(id: $id, order: $order, email: $email, name: $name)
  }
`);
export const REJECT_ORDER_MUTATION = graphql(`
  mutation RejectOrder($id: String!, $order: Int!, $email: String!, $name: String!, $comment: String!) {
    rejectOrder(id: $id, order: $order, email: $email, name: $name, comment: $comment)
  }
`);

/** Truthy while the link may be answered (spec 002 §7). */
export async function fetchApprovalLink(id: string, order: number, signal?: AbortSignal): Promise<ApprovalLink | null> {
  const data = await gql(ORDER_APPROVAL_QUERY, { id, order }, { signal });
  return data?.orderApproval ?? null;
}

export async function approveOrder(id: string, order: number, values: { email: string; name: string }): Promise<void> {
  await gql(APPROVE_ORDER_MUTATION, { id, order, ...values });
}

export async function rejectOrder(id: string, order: number, values: { email: string; name: string; comment: string }): Promise<void> {
  await gql(REJECT_ORDER_MUTATION, { id, order, ...values });
}
