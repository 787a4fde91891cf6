import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { allows, GQL_TOKEN_COOKIE, SESSION_COOKIE, type AccessRuleName, type SessionUser } from '@portal/shared/core';
import { forbidden, unauthorized } from './httpErrors';
import { resolveSession, signGqlToken, type Auth } from './sessions';

// The HTTP side of sessions: cookies, the per-request session lookup, and the guards every area
// uses. The REST scope under /api already requires a session for every route that is not marked
// `config: { public: true }`; requireSession/requireAccess are for explicit use in route options.

/** The request's session (looked up once per request, then memoised), or null. */
export function getAuth(request: FastifyRequest): Promise<Auth | null> {
  if (!request.authLookup) {
    const { db, clock } = request.server.platform;
    request.authLookup = resolveSession(db, request.cookies[SESSION_COOKIE], clock.now());
  }
  return request.authLookup;
}

/** The signed-in user of a request that passed requireSession (401 otherwise). */
export async function sessionUser(request: FastifyRequest): Promise<SessionUser> {
  const auth = await getAuth(request);
  if (!auth) throw unauthorized();
  return auth.user;
}

/** preHandler: 401 { message } without a valid session. */
export const requireSession: preHandlerAsyncHookHandler = async function (request) {
  await sessionUser(request);
};

/** preHandler: 401 without a session, 403 { message } when the named access rule refuses the user. */
export function requireAccess(rule: AccessRuleName, message?: string): preHandlerAsyncHookHandler {
  return async function (request) {
    const user = await sessionUser(request);
    if (!allows(rule, user)) throw forbidden(message);
  };
}

/** Secure when configured so, or when the request came over https (directly or via a proxy). */
export function isSecureRequest(request: FastifyRequest): boolean {
  if (request.server.platform.config.cookieSecure || request.protocol === 'https') return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}

function cookieOptions(request: FastifyRequest, expiresAt: Date) {
  // Max-Age rather than Expires: the browser's clock may disagree with ours.
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - request.server.platform.clock.now().getTime()) / 1000));
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: isSecureRequest(request), maxAge };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, id, cookieOptions(request, expiresAt));
}

/** Issues a fresh GraphQL token cookie bound to the given session. */
export function setGqlTokenCookie(request: FastifyRequest, reply: FastifyReply, sessionHash: string): void {
  const { secret, clock } = request.server.platform;
  const { token, expiresAt } = signGqlToken(secret, sessionHash, clock.now());
  reply.setCookie(GQL_TOKEN_COOKIE, token, cookieOptions(request, expiresAt));
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: isSecureRequest(request) };
  reply.clearCookie(SESSION_COOKIE, options);
  reply.clearCookie(GQL_TOKEN_COOKIE, options);
}
