import { GQL_ERROR_CODES, messages, type TypedDocument } from '@portal/shared/core';

// POST /gql for the public approval pages, on the browser's fetch alone. The shared client
// (@portal/shared/platform: ky, the session store, GraphQL token refresh, toasts) is the staff
// portal's, and the customer's phone would download it for three calls that need none of it: the
// server runs orderApproval, approveOrder and rejectOrder without a session or a token (their
// area's publicFields). Same wire as the shared client: the generated document's text and its
// variables as JSON, same-origin cookies, never cached; a whole-request error is thrown with the
// server's message for client errors (BAD_USER_INPUT, CONFLICT, FORBIDDEN) and the code, so
// approvalOutcome.ts can tell "link no longer available" from anything else.

interface WireError {
  message: string;
  extensions?: { code?: string };
}

interface WireAnswer {
  data?: Record<string, unknown> | null;
  errors?: WireError[];
}

/** A call that answered nothing usable. `code` is the GraphQL error code when the server gave one. */
export class PublicGqlError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PublicGqlError';
  }
}

const CLIENT_CODES: readonly string[] = [GQL_ERROR_CODES.badInput, GQL_ERROR_CODES.conflict, GQL_ERROR_CODES.forbidden];

/** Runs a public operation and answers its data; throws PublicGqlError, or the fetch's own error (network, abort). */
export async function gql<T, V>(document: TypedDocument<T, V>, variables: V, { signal }: { signal?: AbortSignal } = {}): Promise<T> {
  const response = await fetch(new URL('/gql', location.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: document.toString(), variables }),
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  });
  let body: WireAnswer | null;
  try {
    body = (await response.json()) as WireAnswer | null;
  } catch {
    body = null;
  }
  if (!body || (body.data === undefined && !body.errors)) throw new PublicGqlError(messages.somethingWentWrong);
  const errors = body.errors ?? [];
  const data = body.data ?? null;
  if (errors.length && (data === null || Object.values(data).every((value) => value === null))) {
    const code = errors[0].extensions?.code;
    throw new PublicGqlError(code && CLIENT_CODES.includes(code) ? errors[0].message : messages.somethingWentWrong, code);
  }
  return data as T;
}
