import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_LIMITS, type SearchHit, type SessionUser } from '@portal/shared/core';
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
}

/** One area's answer: hits of its kinds, at most `limit` per kind, best first. */
export type SearchProvider = (db: Db, user: SessionUser, term: SearchTerm, limit: number) => Promise<SearchHit[]>;

export interface SearchColumns {
  /** The record's number or key equals the term (an order number, a design key): rank 0. */
  exact?: SQL | null;
  /** A lower-cased column that, starting with the term, ranks a record 1 (an order's number, a customer's name). */
  prefix?: SQL;
  /** The lower-cased text matched anywhere: a column with a trigram (gin_trgm_ops) index. */
  text: SQL;
  /** Another indexed way the letters match (a customer's name through customers), given the LIKE pattern. */
  alsoText?: (pattern: string) => SQL;
}

export interface SearchMatch {
  where: SQL;
  /** ORDER BY: exact, then prefix, then trigram similarity; ties go to the caller's own order. */
  order: SQL;
}

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Where and how to rank one kind's records, or null when the term cannot match it (letters shorter
 * than a trigram: a LIKE '%ab%' reads every row, as no trigram index can serve it).
 */
export function searchMatch(term: SearchTerm, columns: SearchColumns): SearchMatch | null {
  const exact = columns.exact ?? null;
  const pattern = containsPattern(term.text);
  const byText =
    term.text.length < SEARCH_LIMITS.minLetters
      ? null
      : columns.alsoText
        ? sql`(${columns.text} like ${pattern} or ${columns.alsoText(pattern)})`
        : sql`${columns.text} like ${pattern}`;
  if (!exact && !byText) return null;
  const where = exact && byText ? sql`(${exact} or ${byText})` : ((exact ?? byText) as SQL);
  const whens = [
    ...(exact ? [sql`when ${exact} then 0`] : []),
    ...(columns.prefix ? [sql`when ${columns.prefix} like ${likePrefix(term.text)} then 1`] : []),
  ];
  const rank = whens.length ? sql`case ${sql.join(whens, sql` `)} else 2 end` : sql`2`;
  const order = sql`${rank}, similarity(${columns.text}, ${term.text}) desc`;
  return { where, order };
}

/** Text parts joined with ' · ' (the recognising line), leaving out the empty ones. */
export const detailLine = (...parts: (string | number | null | undefined)[]) =>
  parts.filter((p) => p !== null && p !== undefined && p !== '').join(' · ');
