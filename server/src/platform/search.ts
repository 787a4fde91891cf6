import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { SEARCH_LIMITS, type SearchHit, type SearchKind, type SearchRecordKind, type SessionUser } from '@portal/shared/core';
import type { Db } from '../db/client';
import { containsPattern } from './containsPattern';

// The one search box's server side (shell/README.md "Search"): each area answers for its own
// records (Area.search, areas/<area>/search.ts) under the rule and the ownership condition of its
// own list; searchRoute.ts asks every area and sends the hits grouped by kind. This module holds
// what every provider ranks by, so that "best match first" means the same in every group.

/** The term as providers read it (searchTermOf in @portal/shared/core). */
export interface SearchTerm {
  /** Trimmed, lower-cased. */
  text: string;
  /** The term as a whole number (an optional '#'), else null. */
  number: number | null;
  /**
   * Instead of a term: the one record of this kind with this key (its page address's id), under the
   * same scope. GET /api/search/record: how a page the user opened joins the recent records.
   */
  record?: { kind: SearchRecordKind; key: number };
}

/**
 * One kind's query: a select of one column, `hit` (jsonRow of the fields the hit needs), at most
 * `limit` rows best first; and how a row becomes the hit. searchRoute.ts runs every kind's query
 * in one statement: on the embedded database each statement costs a round trip to its thread
 * (1 to 4 ms), so nine statements a search cost more than the searching.
 */
export interface SearchQuery {
  query: SQLWrapper;
  hit: (row: never) => SearchHit;
}

/** One area's part: the queries of its kinds this user may search (none for a kind its list refuses). */
export type SearchProvider = (db: Db, user: SessionUser, term: SearchTerm, limit: number) => SearchQuery[];

/** A row of jsonRow(fields) as it comes back: timestamps as ISO text, nullable columns null. */
export type JsonRow<F> = {
  [K in keyof F]: F[K] extends AnyColumn
    ? (F[K]['_']['data'] extends Date ? string : F[K]['_']['data']) | (F[K]['_']['notNull'] extends true ? never : null)
    : F[K] extends SQL<infer T>
      ? T
      : unknown;
};

/** The fields as one JSON object: the column `hit` of a SearchQuery's select. */
export function jsonRow(fields: Record<string, AnyColumn | SQL>): SQL.Aliased {
  const pairs = Object.entries(fields).map(([name, value]) => {
    if (!/^[A-Za-z]+$/.test(name)) throw new Error(`jsonRow: field name ${name}`);
    return sql`${sql.raw(`'${name}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`.as('hit');
}

/** A kind's query with its row's type. */
export const searchQuery = <F>(query: SQLWrapper, _fields: F, hit: (row: JsonRow<F>) => SearchHit): SearchQuery => ({
  query,
  hit: hit as (row: never) => SearchHit,
});

export interface SearchColumns {
  /** The kind of record the columns find (the kind of its hits). */
  kind: SearchKind;
  /** The kind's table, and its key (the candidates are picked by it). */
  table: SQL | PgTable;
  key: SQL | AnyColumn;
  /** The list's own rule for this user (undefined: every record). */
  scope: SQL | undefined;
  /** The record's number or key equals the term (an order number, a design key): rank 0. Must be indexed. */
  exact?: SQL | null;
  /** A lower-cased column that, starting with the term, ranks a record 1 (an order's number, a customer's name). */
  prefix?: SQL;
  /** The lower-cased text matched anywhere: a column with a trigram (gin_trgm_ops) index. */
  text: SQL;
  /** Another indexed way the letters match (a customer's name through customers), given the LIKE pattern. */
  alsoText?: (pattern: string) => SQL;
  /**
   * Which text matches are ranked when more match: the first by this ORDER BY (default: the key,
   * newest first); null: the first found (a small table where a common word matches a fifth of it:
   * sorting them all cost more than the search).
   */
  recent?: SQL | null;
}

export interface SearchMatch {
  /** The records to rank: `key in (candidates)`. */
  where: SQL;
  /** ORDER BY: exact, then prefix, then trigram similarity; ties go to the caller's own order. */
  order: SQL;
}

/**
 * How many text matches of a kind are ranked. A common word matches thousands of orders: ranking
 * all of them by similarity read and scored every one (1.4 s on the embedded database at scale 100);
 * the newest few hundred are ranked instead, found on an index in a few milliseconds.
 */
export const SEARCH_CANDIDATES = 50;

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Where and how to rank one kind's records, or null when the term cannot match it (letters shorter
 * than a trigram: a LIKE '%ab%' reads every row, as no trigram index can serve it). The candidates
 * are the exact matches and the newest SEARCH_CANDIDATES text matches, each under the list's scope.
 */
export function searchMatch(term: SearchTerm, columns: SearchColumns): SearchMatch | null {
  if (term.record) {
    if (term.record.kind !== columns.kind) return null;
    return { where: sql`${columns.key} = ${term.record.key} and ${columns.scope ?? sql`true`}`, order: sql`${columns.key}` };
  }
  const exact = columns.exact ?? null;
  const pattern = containsPattern(term.text);
  const byText =
    term.text.length < SEARCH_LIMITS.minLetters
      ? null
      : columns.alsoText
        ? sql`(${columns.text} like ${pattern} or ${columns.alsoText(pattern)})`
        : sql`${columns.text} like ${pattern}`;
  if (!exact && !byText) return null;
  const { table, key } = columns;
  const scope = columns.scope ?? sql`true`;
  const recentFirst = columns.recent === null ? sql`` : sql`order by ${columns.recent ?? sql`${key} desc`}`;
  const branches = [
    ...(exact ? [sql`(select ${key} from ${table} where ${exact} and ${scope} limit ${SEARCH_LIMITS.perKind})`] : []),
    ...(byText ? [sql`(select ${key} from ${table} where ${byText} and ${scope} ${recentFirst} limit ${SEARCH_CANDIDATES})`] : []),
  ];
  const where = sql`${key} in (${sql.join(branches, sql` union all `)})`;
  const whens = [
    ...(exact ? [sql`when ${exact} then 0`] : []),
    ...(columns.prefix ? [sql`when ${columns.prefix} like ${likePrefix(term.text)} then 1`] : []),
  ];
  const similar = sql`similarity(${columns.text}, ${term.text}) desc`;
  const order = whens.length ? sql`case ${sql.join(whens, sql` `)} else 2 end, ${similar}` : similar;
  return { where, order };
}

/** Text parts joined with ' · ' (the recognising line), leaving out the empty ones. */
export const detailLine = (...parts: (string | number | null | undefined)[]) =>
  parts.filter((p) => p !== null && p !== undefined && p !== '').join(' · ');
