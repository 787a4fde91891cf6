import mercurius from 'mercurius';
import { allows, API_MESSAGES, GQL_ERROR_CODES, messages, type AccessRuleName, type SessionUser } from '@portal/shared/core';
import { holdsNul, type SafeParser } from './httpErrors';

// Helpers for resolvers. A resolver throws one of these; the answer carries
// `errors[].extensions.code` from GQL_ERROR_CODES, which the shared client acts on
// (UNAUTHENTICATED signs out; BAD_USER_INPUT, CONFLICT and FORBIDDEN show the message).

const { ErrorWithProps } = mercurius;

export interface GqlUserContext {
  user: SessionUser | null;
}

export function gqlError(message: string, code: string): InstanceType<typeof ErrorWithProps> {
  return new ErrorWithProps(message, { code });
}

export const unauthenticated = () => gqlError(API_MESSAGES.signInRequired, GQL_ERROR_CODES.unauthenticated);
export const forbiddenError = (message: string = API_MESSAGES.forbidden) => gqlError(message, GQL_ERROR_CODES.forbidden);
export const badUserInput = (message: string) => gqlError(message, GQL_ERROR_CODES.badInput);
export const conflictError = (message: string) => gqlError(message, GQL_ERROR_CODES.conflict);

/** The signed-in user, or UNAUTHENTICATED (public operations have no user). */
export function requireUser(ctx: GqlUserContext): SessionUser {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

/** The signed-in user if the named access rule lets them in, else FORBIDDEN. */
export function requireRule(ctx: GqlUserContext, rule: AccessRuleName, message?: string): SessionUser {
  const user = requireUser(ctx);
  if (!allows(rule, user)) throw forbiddenError(message);
  return user;
}

/** Validates resolver arguments with a shared schema: BAD_USER_INPUT with the schema's message (a U+0000 in a string: httpErrors.ts holdsNul). */
export function parseInput<T>(schema: SafeParser<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success && !holdsNul(result.data)) return result.data;
  throw badUserInput((!result.success && result.error.issues[0]?.message) || messages.somethingWentWrong);
}
