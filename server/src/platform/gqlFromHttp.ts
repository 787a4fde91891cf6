import { GQL_ERROR_CODES } from '@portal/shared/core';
import { forbiddenError, badUserInput, conflictError, gqlError, unauthenticated } from './gqlErrors';
import { HttpError } from './httpErrors';

// Services throw HttpError (REST status + message) so REST routes and GraphQL resolvers
// share them; a resolver runs them through here to answer the matching GraphQL error code.

/** Ours: the code of an unknown record (detail pages show their not-found state on it). */
export const NOT_FOUND_CODE = GQL_ERROR_CODES.notFound;

export async function asGql<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    switch (error.statusCode) {
      case 400:
        throw badUserInput(error.message);
      case 401:
        throw unauthenticated();
      case 403:
        throw forbiddenError(error.message);
      case 404:
        throw gqlError(error.message, NOT_FOUND_CODE);
      case 409:
        throw conflictError(error.message);
      default:
        throw error;
    }
  }
}

/** Every resolver of a resolver map answers the services' HttpErrors as their GraphQL codes (asGql). */
export function asGqlResolvers(all: Record<string, Record<string, (...args: never[]) => Promise<unknown>>>) {
  return Object.fromEntries(
    Object.entries(all).map(([type, fields]) => [
      type,
      Object.fromEntries(Object.entries(fields).map(([name, fn]) => [name, (...args: never[]) => asGql(() => fn(...args))])),
    ]),
  );
}
