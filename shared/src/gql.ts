import { GQL_ERROR_CODES } from './core/constants';
import type { TypedDocument } from './core/typedDocument';
import { shellMessages } from './core/shellMessages';
import { ApiError, handleFailure, http, isAbort, sameOrigin, type CallOptions } from './api';
import { notify } from './notify';
import { useSession } from './session';

// GraphQL over the shared client (spec 000 §7): POST /gql with the session cookies, never cached;
// partial errors are tolerated (data comes back with the errors); a missing or expired token
// fetches a new one from /api/gql_token and retries once; UNAUTHENTICATED signs the user out.

export interface GqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

export interface GqlResult<T> {
  data: T | null;
  errors: GqlError[];
}

export class GqlRequestError extends ApiError {
  constructor(
    message: string,
    readonly errors: GqlError[],
    readonly code: string | undefined,
  ) {
    super(message, null, { errors });
    this.name = 'GqlRequestError';
  }
}

// spec 000 §7: a 4xx shows the server's reason; these are the GraphQL codes of the 4xx answers.
const CLIENT_CODES: readonly string[] = [
  GQL_ERROR_CODES.badInput,
  GQL_ERROR_CODES.conflict,
  GQL_ERROR_CODES.forbidden,
  GQL_ERROR_CODES.notFound,
];

async function post(query: string, variables: Record<string, unknown> | undefined, options: CallOptions) {
  const response = await http.post(sameOrigin('/gql'), {
    json: { query, variables },
    signal: options.signal,
    headers: options.headers,
    timeout: options.timeout,
    // GraphQL answers carry their errors in the body, whatever the status.
    throwHttpErrors: false,
  });
  if (response.status === 401) {
    useSession.getState().signedOut();
    throw new ApiError('Unauthorized', 401);
  }
  const text = await response.text();
  let body: { data?: unknown; errors?: GqlError[] } | null = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!body || (body.data === undefined && !body.errors)) {
    throw new ApiError(options.errorMessage ?? shellMessages.somethingWentWrong, response.status, text);
  }
  return body as { data?: unknown; errors?: GqlError[] };
}

const hasCode = (errors: GqlError[] | undefined, code: string) => !!errors?.some((e) => e.extensions?.code === code);

/**
 * Runs a query or mutation and returns { data, errors }. Throws (after showing the message, unless
 * silent) when nothing usable came back: no data at all, or a whole-request error. The document is
 * a generated one (a remote's `graphql()`): its result and variables types come with it.
 */
export async function gqlRequest<T, V>(document: TypedDocument<T, V>, variables?: V, options: CallOptions = {}): Promise<GqlResult<T>> {
  const query = document.toString();
  try {
    let body = await post(query, variables as Record<string, unknown> | undefined, options);
    if (hasCode(body.errors, GQL_ERROR_CODES.tokenExpired)) {
      // 204 means the token cookie was refreshed; a 401 here signs the user out.
      await http.get(sameOrigin('/api/gql_token'), { signal: options.signal });
      body = await post(query, variables as Record<string, unknown> | undefined, options);
    }
    const errors = body.errors ?? [];
    if (hasCode(errors, GQL_ERROR_CODES.unauthenticated) || hasCode(errors, GQL_ERROR_CODES.tokenExpired)) {
      useSession.getState().signedOut();
      throw new GqlRequestError('Unauthenticated', errors, GQL_ERROR_CODES.unauthenticated);
    }
    const data = (body.data ?? null) as T | null;
    const allNull = data === null || (typeof data === 'object' && Object.values(data as object).every((v) => v === null));
    if (errors.length && allNull) {
      const first = errors[0];
      const code = first.extensions?.code;
      const isClient = !!code && CLIENT_CODES.includes(code);
      const text = isClient ? first.message : (options.errorMessage ?? shellMessages.somethingWentWrong);
      if (!isClient) console.error(errors);
      if (!options.silent) notify.error(text);
      throw new GqlRequestError(text, errors, code);
    }
    return { data, errors };
  } catch (error) {
    if (error instanceof ApiError) {
      if (!error.aborted && !(error instanceof GqlRequestError) && error.status !== 401 && !options.silent) {
        notify.error(error.message);
      }
      throw error;
    }
    if (isAbort(error)) throw new ApiError('aborted', null, null, true);
    throw await handleFailure(error, options);
  }
}

/** Like gqlRequest, for callers that want the data only. */
export async function gql<T, V>(document: TypedDocument<T, V>, variables?: V, options: CallOptions = {}): Promise<T> {
  const { data } = await gqlRequest(document, variables, options);
  return data as T;
}
