// The search box's texts (search.ts), part of the catalogue (messages.ts); apart so that the
// catalogue does not carry the search's path builders.

/** Ours (the spec has no search box): the box's texts, part of the catalogue (messages.ts). */
export const searchMessages = {
  searchLabel: 'Search',
  searchPlaceholder: 'Order, PO, customer, return, design, request, event, job…',
  searchRecent: 'Recently opened',
  searchNoMatches: 'No matches.',
  searchTooShort: 'Type a number or at least 3 letters.',
  searchFailed: 'The search failed. Please try again.',
  searchTooLong: 'The search is too long.',
} as const;
