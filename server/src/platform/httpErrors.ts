import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES, messages } from '@portal/shared/core';

// Every error answer of the REST API is JSON { "message": "…" } (the shared client shows it for
// 4xx). Services throw HttpError with the spec's text; anything unexpected becomes a 500 with the
// catalogue's generic text, and the details go to the log only.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = API_MESSAGES.signInRequired) => new HttpError(401, message);
export const forbidden = (message: string = API_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Anything with a zod-like safeParse (the shared schemas). */
export interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * A string holding U+0000 anywhere in a parsed input. PostgreSQL text cannot store it (the write
 * would fail as a 500: found by mutation fuzzing), so the parsers below refuse it as bad input.
 */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((item) => holdsNul(item, depth + 1));
}

/** Parses a body or query with a shared schema; a violation (or a U+0000 in a string) is 400 with the schema's message. */
export function parseOr400<T>(schema: SafeParser<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message || messages.somethingWentWrong);
  if (holdsNul(result.data)) throw badRequest(API_MESSAGES.nulCharacter);
  return result.data;
}

/** PostgreSQL's codes for a server that is going away or not there yet, and the client's for a lost or refused connection. */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
const UNAVAILABLE_TEXT = /Connection terminated|connection timeout|Client has encountered a connection error|terminating connection/i;

/** Whether an error (or its cause, as drizzle wraps the driver's) says the database cannot be reached now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

export function errorHandler(error: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply.code(503).header('retry-after', '5').send({ message: API_MESSAGES.databaseUnavailable });
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500 && status !== 503) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ message: messages.somethingWentWrong });
  }
  if (status === 415) return reply.code(415).send({ message: API_MESSAGES.jsonOnly });
  return reply.code(status).send({ message: error.message || messages.somethingWentWrong });
}
