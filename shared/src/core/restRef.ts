import type { z } from 'zod';
import type { FileAnswer, RestRoute } from './rest';

// How the browser names a declared REST route (core/rest.ts): its method and path, typed by the
// route's contract. This module holds no zod (the screens' bundles stay without it): the contract is
// imported as a type only, and `ref` checks that the method and path are the contract's.

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type Success = 200 | 201 | 202 | 204 | 206;

/** Whether the route's success is a file. */
type AnswersFile<R extends RestRoute> = true extends {
  [S in keyof R['answers'] & Success]: R['answers'][S] extends FileAnswer ? true : false;
}[keyof R['answers'] & Success]
  ? true
  : false;

/**
 * What a successful call answers, as it arrives: the union of its 2xx JSON answers in their wire
 * form (a schema's input side: an `isoDateTime` is a string here), or a Blob for a file.
 */
export type RouteAnswer<R extends RestRoute> = {
  [S in keyof R['answers'] & Success]: R['answers'][S] extends FileAnswer ? Blob : SchemaInput<R['answers'][S]>;
}[keyof R['answers'] & Success];

/** What a call sends: its path parameters, query and body, each as its schema takes it. */
export type RouteInput<R extends RestRoute> = (R['params'] extends z.ZodType ? { params: SchemaInput<R['params']> } : unknown) &
  (R['query'] extends z.ZodType ? { query: SchemaInput<R['query']> } : unknown) &
  (R['body'] extends z.ZodType ? { body: SchemaInput<R['body']> } : unknown);

/** A declared route as the browser calls it (api.call). */
export interface RouteRef<R extends RestRoute = RestRoute> {
  readonly method: R['method'];
  readonly path: R['path'];
  /** The answer is a file (read as a Blob). */
  readonly file: boolean;
  /** The contract, for the types only (never set). */
  readonly contract?: R;
}

/** Names a declared route for the browser: the method and path must be the contract's; a file answer says 'file'. */
export function ref<R extends RestRoute>(
  method: R['method'],
  path: R['path'],
  ...[file]: AnswersFile<R> extends true ? ['file'] : []
): RouteRef<R> {
  return { method, path, file: file === 'file' };
}

/** The path with its parameters filled in, each encoded as one path segment. */
export function routePath(route: { method: string; path: string }, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
