import { z } from 'zod';
import { restRoute } from './rest';
import { SEARCH_KINDS, SEARCH_LIMITS, SEARCH_RECORD_KINDS } from './search';
import { searchMessages } from './searchMessages';

// The search box's one REST route (server/src/platform/searchRoute.ts): every area answers for its
// own records, scoped as its lists are.

export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  title: z.string(),
  detail: z.string(),
  path: z.string(),
});

export const searchRoutes = {
  search: restRoute({
    method: 'GET',
    path: '/search',
    summary: 'Records of every kind the user may open whose number, name or text matches the term: a few per kind, best match first.',
    query: z.object({ q: z.string().max(SEARCH_LIMITS.term * 2, searchMessages.searchTooLong) }),
    answers: { 200: z.object({ hits: z.array(searchHitSchema) }) },
  }),
  record: restRoute({
    method: 'GET',
    path: '/search/record',
    summary:
      'One record as the search box shows it, by its kind and the key in its page address: how a page the user opened joins the recently opened records. Null when the user may not open it.',
    query: z.object({ kind: z.enum(SEARCH_RECORD_KINDS), key: z.string().regex(/^\d{1,9}$/) }),
    answers: { 200: z.object({ hit: searchHitSchema.nullable() }) },
  }),
};
