// Platform constants shared by the shell, the remotes and the server.

/** Drawer breakpoint and the other layout breakpoints (spec 000 §9). */
export const BREAKPOINTS = {
  mobileSmall: 400,
  mobile: 500,
  sm: 600,
  tabletSmall: 769,
  md: 900,
  tablet: 1000,
  lg: 1200,
  xl: 1536,
} as const;
export const DRAWER_BREAKPOINT = BREAKPOINTS.md;

/** Time allowed for a lazily loaded chunk or remote before it counts as failed (spec 000 §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Every list screen pages by 50 rows (spec 000 §9, 002 §9). */
export const PAGE_SIZE = 50;

/** Cookie names. The session cookie is HttpOnly; the GraphQL token cookie is short-lived. */
export const SESSION_COOKIE = 'portal_session';
export const GQL_TOKEN_COOKIE = 'portal_gql';

/** GraphQL error codes the client acts on. */
export const GQL_ERROR_CODES = {
  /** The GraphQL token cookie is missing or expired: fetch /api/gql_token and retry once. */
  tokenExpired: 'TOKEN_EXPIRED',
  /** The session is gone: sign the user out. */
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  badInput: 'BAD_USER_INPUT',
  conflict: 'CONFLICT',
  /** The record asked for does not exist (or is not there for this user). */
  notFound: 'NOT_FOUND',
  /** The database cannot be reached now (HTTP 503 with Retry-After): try again shortly. */
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;

/** Login rate limit: failed attempts per e-mail within the window, then 429. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Per-address ceiling on login attempts per minute. */
export const LOGIN_MAX_PER_ADDRESS_PER_MINUTE = 100;

/** Keys under which the browser remembers things on the device. */
export const STORAGE_KEYS = {
  dismissedSystemMessages: 'portal.systemMessages.dismissed',
  /** spec 000 §9: the last used search column is remembered on the device, for every list. */
  searchColumn: 'portal.list.searchCol',
  columns: (list: string) => `portal.list.${list}.columns`,
} as const;

/**
 * Ours (the spec does not word them): the server's answers to requests it refuses before any
 * area's own rule applies. Sent as { "message": "…" } (REST) or as a GraphQL error message.
 */
export const API_MESSAGES = {
  /** 401: no valid session (the client signs the user out). */
  signInRequired: 'Please sign in to continue.',
  /** 403 from an access rule. */
  forbidden: "You don't have permission to do this.",
  /** 403: a state-changing call sent from another site (CSRF defence). */
  crossSite: 'This request was refused because it came from another site.',
  /** 415: a state-changing call whose body is not JSON. */
  jsonOnly: 'Please send the request body as JSON.',
  /** 429 from the per-address limits. */
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  /** 404 under /api. */
  notFound: 'Not found.',
  /** 400: a text holding U+0000, which no field can store. */
  nulCharacter: 'Text cannot contain the NUL character (U+0000).',
  /** 405: /gql answers POST only. */
  postOnly: 'Please use POST for this call.',
  /** 503 when the server is overloaded. */
  busy: 'The server is busy. Please try again in a moment.',
  /** 503 while the database cannot be reached (a restart, a failover). */
  databaseUnavailable: 'The portal cannot reach its database. Please try again in a moment.',
  /** GraphQL TOKEN_EXPIRED: the client fetches /api/gql_token and retries once. */
  tokenExpired: 'The GraphQL token is missing or has expired.',
} as const;
