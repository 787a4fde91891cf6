import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import type { RestRoute } from './core/rest';
import { routePath, type RouteAnswer, type RouteInput, type RouteRef } from './core/restRef';
import { shellMessages } from './core/shellMessages';
import { notify } from './notify';
import { useSession } from './session';

// The API client. Error rules (spec 000 §8, 002 §8):
// - 401 logs the user out (nothing is shown);
// - 400 and other client errors show the server's message;
// - aborted requests are silent, and so is any call made with `silent: true`;
// - any other failure is logged and shown as the call's own message, or 'Something went wrong.'.

export interface CallOptions {
  searchParams?: Options['searchParams'];
  signal?: AbortSignal;
  /** Show nothing on failure (the caller handles it). */
  silent?: boolean;
  /** What to show when the failure is not a client error (the spec's per-call message). */
  errorMessage?: string;
  headers?: Record<string, string>;
  timeout?: number;
}

/** A failed call, after its message was shown (unless silent or aborted). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown = null,
    readonly aborted = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isAbort(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'AbortError') ||
    (error instanceof ApiError && error.aborted)
  );
}

/** Reads { message } (or { error }) from a JSON error body. */
export function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; error?: unknown };
    if (typeof b.message === 'string' && b.message) return b.message;
    if (typeof b.error === 'string' && b.error) return b.error;
  }
  return null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Applies the error rules to a failure and returns the ApiError to throw. */
export async function handleFailure(error: unknown, options: CallOptions = {}): Promise<ApiError> {
  if (isAbort(error) || options.signal?.aborted) {
    return new ApiError('aborted', null, null, true);
  }
  if (error instanceof HTTPError) {
    const status = error.response.status;
    const body = await readBody(error.response);
    const fromServer = serverMessage(body);
    if (status === 401) {
      useSession.getState().signedOut();
      return new ApiError(fromServer ?? 'Unauthorized', status, body);
    }
    if (status >= 400 && status < 500) {
      if (fromServer && !options.silent) notify.error(fromServer);
      return new ApiError(fromServer ?? options.errorMessage ?? shellMessages.somethingWentWrong, status, body);
    }
    const text = options.errorMessage ?? shellMessages.somethingWentWrong;
    console.error(error);
    if (!options.silent) notify.error(text);
    return new ApiError(text, status, body);
  }
  const text = options.errorMessage ?? shellMessages.somethingWentWrong;
  console.error(error);
  if (!options.silent) notify.error(text);
  return new ApiError(text, null);
}

/** The ky instance behind every call: same-origin cookies, JSON, no automatic retries. */
export const http: KyInstance = ky.create({
  credentials: 'same-origin',
  retry: 0,
  timeout: 60_000,
});

function kyOptions(options: CallOptions, extra: Options = {}): Options {
  return {
    searchParams: options.searchParams,
    signal: options.signal,
    headers: options.headers,
    timeout: options.timeout,
    ...extra,
  };
}

async function respond(run: () => Promise<Response>, options: CallOptions): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    throw await handleFailure(error, options);
  }
}

async function jsonOf<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function call<T>(run: () => Promise<Response>, options: CallOptions, as: 'json' | 'blob' = 'json'): Promise<T> {
  const response = await respond(run, options);
  return as === 'blob' ? ((await response.blob()) as T) : jsonOf<T>(response);
}

/** The targets of a Link header's `rel="item"` links (what a write made: `<url>; rel="item", …`). */
export function itemLinks(header: string | null): string[] {
  if (!header) return [];
  return [...header.matchAll(/<([^>]*)>\s*;\s*rel="?item"?/g)].map((m) => m[1]);
}

/** Absolute URL of a path on this origin (fetch outside a page, e.g. in tests, needs one). */
export function sameOrigin(path: string): string {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return new URL(path, origin).href;
}

const url = (path: string) => sameOrigin(`/api/${path.replace(/^\/+/, '')}`);

/** A route's input, or nothing for a route that takes none. */
type InputArgs<R extends RestRoute> = keyof RouteInput<R> extends never
  ? [input?: undefined, options?: CallOptions]
  : [input: RouteInput<R>, options?: CallOptions];

/** An upload's path parameters and query (its body is the form), or nothing for a route that takes none. */
type UploadArgs<R extends RestRoute> = keyof Omit<RouteInput<R>, 'body'> extends never
  ? [input?: undefined, options?: UploadOptions]
  : [input: Omit<RouteInput<R>, 'body'>, options?: UploadOptions];

/** A route's query on the wire: a list repeats its key (`values=total&values=saved`); no value, no key. */
function queryString(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of [value].flat()) if (one !== undefined && one !== null) params.append(key, String(one));
  }
  return params;
}

function routeRequest(route: RouteRef, input: Partial<{ params: object; query: object; body: unknown }> = {}, options: CallOptions) {
  const searchParams = input.query ? queryString(input.query) : options.searchParams;
  // A state-changing call always sends JSON (the server refuses another body type: requestGuards.ts).
  const extra: Options = { method: route.method, ...(route.method === 'GET' ? {} : { json: input.body ?? {} }) };
  return () =>
    http(url(routePath(route, input.params as Record<string, string | number>)), { ...kyOptions({ ...options, searchParams }), ...extra });
}

/** Typed REST calls under /api. Screens reach these only through their area's api.ts. */
export const api = {
  /**
   * A call of a declared route (core/rest.ts): its path parameters, query and body, typed from the
   * contract, and its answer (a Blob for a file; undefined for a 204).
   */
  call: <R extends RestRoute>(route: RouteRef<R>, ...[input, options = {}]: InputArgs<R>): Promise<RouteAnswer<R>> =>
    call<RouteAnswer<R>>(routeRequest(route, input as object, options), options, route.file ? 'blob' : 'json'),
  /** A call of a declared route whose answer names the files it made in a Link header (rel="item"). */
  callLinked: async <R extends RestRoute>(route: RouteRef<R>, ...[input, options = {}]: InputArgs<R>) => {
    const response = await respond(routeRequest(route, input as object, options), options);
    return { links: itemLinks(response.headers.get('link')), body: await jsonOf<RouteAnswer<R>>(response) };
  },
  /**
   * A drawer counter's GET: its path comes from a remote's route data (CounterSource), not from the
   * contract, and every counter route answers counts by name (spec 000 §3: `{ saved: 12, … }`).
   */
  counts: (path: string, options: CallOptions = {}) => call<Record<string, number>>(() => http.get(url(path), kyOptions(options)), options),
  /**
   * A multipart/form-data upload to a declared route (its path parameters and query typed from the
   * contract, the form as the route's summary describes it); `onProgress` receives 0..1.
   */
  upload: <R extends RestRoute>(route: RouteRef<R>, form: FormData, ...[input, options = {}]: UploadArgs<R>): Promise<RouteAnswer<R>> => {
    const { params, query } = (input ?? {}) as Partial<{ params: Record<string, string | number>; query: object }>;
    const search = query ? `?${queryString(query)}` : '';
    return uploadWithProgress<RouteAnswer<R>>(`${url(routePath(route, params))}${search}`, form, options);
  },
};

export interface UploadOptions extends Pick<CallOptions, 'silent' | 'errorMessage' | 'signal'> {
  onProgress?: (ratio: number) => void;
}

/**
 * Uploads with XMLHttpRequest, for its upload progress events: fetch can only report upload
 * progress by streaming the request body, which Chromium does over HTTP/2 only (over plain
 * HTTP/1.1 such an upload never finishes). The client's error rules apply as for every call.
 */
function uploadWithProgress<T>(target: string, form: FormData, options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    const { onProgress, signal } = options;
    if (onProgress) xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    const parse = (text: string): unknown => {
      try {
        return text ? JSON.parse(text) : null;
      } catch {
        return text;
      }
    };
    const fail = (status: number | null, text: string) => {
      const body = parse(text);
      if (status === 401) {
        useSession.getState().signedOut();
        return reject(new ApiError('Unauthorized', 401, body));
      }
      const fromServer = status !== null && status >= 400 && status < 500 ? serverMessage(body) : null;
      const message = fromServer ?? options.errorMessage ?? shellMessages.somethingWentWrong;
      if (!options.silent) notify.error(message);
      reject(new ApiError(message, status, body));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return fail(xhr.status, xhr.responseText);
      onProgress?.(1);
      resolve(parse(xhr.responseText) as T);
    };
    xhr.onerror = () => fail(null, '');
    xhr.onabort = () => reject(new ApiError('aborted', null, null, true));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
