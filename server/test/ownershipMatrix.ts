import type { SQL } from 'drizzle-orm';
import type { AccessFlag } from '@portal/shared/core';
import type { Db } from '../src/db/client';
import type { MatrixContext } from './accessMatrix';

// The ownership matrix (docs/ownership.md): beside the flag matrix, which asks whether a caller may
// use a route at all, this one asks which records the caller then reaches. For every REST route and
// GraphQL root field an area declares either who owns the records it reads or writes (a case: a
// record picked by SQL at run time, the accounts that reach it, the accounts of another customer /
// rep / user that must get nothing), or why it serves no owned record. src/areas/ownershipMatrix.test.ts
// fails for a route or field that declares neither.

/** The accounts the cases are called as. `otherCustomer`: a CUSTOMER user with order access whose customers are not customer@'s (picked at run time). */
export const OWNER_ACCOUNTS = ['admin', 'rep', 'rep2', 'customer', 'otherCustomer', 'artist', 'artist2', 'employee', 'events'] as const;
export type OwnerAccount = (typeof OWNER_ACCOUNTS)[number];

export type OwnerKind = 'customer' | 'rep' | 'user';

export type OwnedRequest =
  | { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string> }
  | { query: string; variables?: Record<string, unknown> };

/** What a call answered, as a case reads it. */
export interface OwnedAnswer {
  graphql: boolean;
  status: number;
  /** The parsed JSON body (REST) or the GraphQL `data` (null when absent). */
  body: any;
  /** GraphQL error codes (empty for REST). */
  codes: string[];
  /** The body's bytes (a file or a spreadsheet). */
  raw: Buffer;
}

export interface OwnedCase<R = any> {
  /** 'Query.order' or 'GET /api/order/:id/orderTypes', as the flag matrix names it. */
  call: string;
  owner: OwnerKind;
  /** Where the rule lives and what it says, in a few words. */
  rule: string;
  /** The owned record, picked at run time (ids move when a seed changes). */
  record: (ctx: MatrixContext) => Promise<R>;
  request: (record: R) => OwnedRequest;
  /** Accounts that reach the record (the positive control: the case is not vacuous). */
  reaches: OwnerAccount[];
  /** Accounts of another owner: they must not reach it. */
  refused: OwnerAccount[];
  /** Did the answer carry the record? By default: a 2xx without GraphQL errors whose data is not null. Lists say whether the record is in them. */
  reached?: (answer: OwnedAnswer, record: R) => boolean | Promise<boolean>;
  /** A write: the refused calls must commit nothing; the owners' calls run after them. */
  write?: boolean;
  /**
   * Flags lent to accounts for the case's run, as an administrator grants them (the demo reps hold
   * no return-editing flag): so the refusal tested is the owner rule's, not the flag's.
   */
  grants?: Partial<Record<OwnerAccount, AccessFlag[]>>;
  /** The server's time for the case (records dated by the seed, such as a show's booking window). */
  at?: Date;
}

export interface AreaOwnership {
  cases: OwnedCase[];
  /** Routes and fields that serve no record of one customer, rep or user, with the reason. */
  notOwned: Record<string, string>;
  /**
   * Routes and fields that do serve owned records but whose case is not written yet, with the
   * owner and the rule: reported as to-do by the test, never counted as checked.
   */
  pending?: Record<string, string>;
}

/** The default reading: REST answered 2xx; GraphQL answered without errors and its field is not null. */
export function reachedByDefault(answer: OwnedAnswer): boolean {
  if (answer.status >= 300 || answer.codes.length) return false;
  if (!answer.graphql) return true;
  const values = Object.values(answer.body ?? {});
  return values.length > 0 && values.every((v) => v !== null);
}

/** A list (at `path` in the answer) holds an item whose `key` is the record's id. */
export const listHolds =
  (path: (body: any) => unknown[] | undefined, key = 'id') =>
  (answer: OwnedAnswer, record: { id: number | string }): boolean =>
    !answer.codes.length && answer.status < 300 && (path(answer.body) ?? []).some((item: any) => String(item?.[key]) === String(record.id));

/** The first row a query answers: how a case picks its record. */
export async function oneRow<T>(db: Db, query: SQL): Promise<T> {
  const [row] = ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return row;
}

/** GET /api/search?q=<key> for a record: the search box's answer holds a hit of this kind and key. */
export const searchFor = (key: string | number): OwnedRequest => ({
  method: 'GET',
  url: `/api/search?q=${encodeURIComponent(String(key))}`,
});
/** GET /api/search/record for a record's page: the box's hit for it (null when the user may not open it). */
export const recordFor = (kind: string, id: number): OwnedRequest => ({
  method: 'GET',
  url: `/api/search/record?kind=${kind}&key=${id}`,
});
export const recordHolds =
  (kind: string) =>
  (answer: OwnedAnswer): boolean =>
    answer.status < 300 && answer.body?.hit?.kind === kind;
export const searchHolds =
  (kind: string) =>
  (answer: OwnedAnswer, record: { key: string | number }): boolean =>
    answer.status < 300 &&
    (answer.body?.hits ?? []).some((h: { kind: string; id: string }) => h.kind === kind && h.id === String(record.key));
