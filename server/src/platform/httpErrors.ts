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

export function errorHandler(error: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply) {
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500 && status !== 503) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ message: messages.somethingWentWrong });
  }
  if (status === 415) return reply.code(415).send({ message: API_MESSAGES.jsonOnly });
  return reply.code(status).send({ message: error.message || messages.somethingWentWrong });
}
