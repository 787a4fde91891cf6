import { z } from 'zod';

// The REST contract: each route under /api is declared once, here in @portal/shared/core, with the
// zod schemas of its path parameters, query, body and answers. The server mounts it with Fastify's
// zod type provider (the same schema validates the input and writes its 400 message, and shapes the
// answer); the browser calls it with `api.call` (typed from the same declaration); the OpenAPI
// document at /api/openapi.json is generated from it. No wire type is written by hand.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer that is a file (a zip, a PDF, an image), not JSON: its media type, for the document. */
export interface FileAnswer {
  readonly file: string;
  readonly description?: string;
}

export type Answer = z.ZodType | FileAnswer;

export interface RestRoute {
  readonly method: HttpMethod;
  /** The path under /api, with `:name` parameters as Fastify writes them ('/design/file/:design'). */
  readonly path: string;
  /** What the route does, in the document's words. */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The answers by status: a JSON body's schema (`z.undefined()` for none), or a file. */
  readonly answers: Readonly<Record<number, Answer>>;
}

/** Declares a route (the identity: it keeps the literal types that `api.call` and the server read). */
export const restRoute = <const R extends RestRoute>(route: R): R => route;

/** A file answer of this media type. */
export const fileAnswer = (file: string, description?: string): FileAnswer => ({ file, description });

export const isFileAnswer = (answer: Answer): answer is FileAnswer => typeof answer === 'object' && answer !== null && 'file' in answer;

/** No body (204). */
export const noContent = z.undefined();

/**
 * A record's id in a path, as the wire has it. The handler reads it: anything that is not one of
 * the caller's records (a word, a number past int4) is that record's 404, as an unknown id is, not
 * a 400 (a link is followed, not typed).
 */
export const pathId = z.string();

/** The path parameters of a route naming one record by `:id`. */
export const idParams = z.object({ id: pathId });

/** Every error answer: JSON { message } in the spec's words (a route's 4xx and 5xx, added by the server). */
export const apiError = z.object({ message: z.string() });

/** A moment on the wire: an ISO 8601 string, a Date on the server (zod encodes it when answering). */
export const isoDateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});
