import type { FastifyPluginAsync } from 'fastify';
import { LOGIN_MAX_PER_ADDRESS_PER_MINUTE, messages, platformRoutes as routes, SESSION_COOKIE } from '@portal/shared/core';
import { listUsers } from './accounts';
import { clearSessionCookies, getAuth, requireAccess, setGqlTokenCookie, setSessionCookie } from './auth';
import { HttpError, unauthorized } from './httpErrors';
import { activeSystemMessages, latestErrorReports, recordErrorReport } from './notices';
import { outboxRoutes } from './outboxRoute';
import { checkPasswordLink, setPasswordWithLink } from './passwordLinks';
import { serve } from './rest';
import { deleteSession } from './sessions';
import { login } from './signIn';

// The machinery's REST routes, mounted under /api (spec 000 §7, 002 §7): sign-in and sessions,
// set-your-password links, system messages, error reports, the outbox, the user list. Routes
// marked public answer without a session; every other one gets 401 { message } from the /api
// scope's session gate.

/** Error reports a single address may send per minute (a crash loop must not flood the table). */
export const ERROR_REPORTS_PER_ADDRESS_PER_MINUTE = 30;

const perAddress = (max: number) => ({ max, timeWindow: 60_000 });

export const platformRoutes: FastifyPluginAsync = async (app) => {
  const { db, clock } = app.platform;
  const R = routes;

  // Live updates (platform/liveChanges.ts): the stream stays open; the hub writes to it.
  serve(app, R.live, {
    handler: async (request, reply) => app.platform.live.open(request, reply, (await getAuth(request))!),
  });

  serve(app, R.login, {
    config: { public: true, rateLimit: perAddress(LOGIN_MAX_PER_ADDRESS_PER_MINUTE) },
    handler: async (request, reply) => {
      const result = await login(db, request.body, request.ip ?? null, clock.now());
      if (!result.ok) {
        if (result.reason === 'rateLimited') throw new HttpError(429, messages.loginRateLimited);
        throw unauthorized(messages.loginIncorrect);
      }
      setSessionCookie(request, reply, result.session.id, result.session.expiresAt);
      // The GraphQL token comes with the session, so the first /gql call needs no retry.
      setGqlTokenCookie(request, reply, result.session.hash);
      return result.user;
    },
  });

  // The set-your-password page (shell /set-password, platform/passwordLinks.ts): public, since the
  // new user has no password yet; the link's token is the key. Limited per address like the login.
  serve(app, R.checkPasswordLink, {
    config: { public: true, rateLimit: perAddress(LOGIN_MAX_PER_ADDRESS_PER_MINUTE) },
    handler: async (request) => checkPasswordLink(db, request.body.token, clock.now()),
  });
  serve(app, R.setPassword, {
    config: { public: true, rateLimit: perAddress(LOGIN_MAX_PER_ADDRESS_PER_MINUTE) },
    handler: async (request) => setPasswordWithLink(db, request.body, clock.now()),
  });

  serve(app, R.auth, {
    config: { public: true },
    handler: async (request, reply) => {
      const auth = await getAuth(request);
      if (!auth) {
        if (request.cookies[SESSION_COOKIE]) clearSessionCookies(request, reply);
        throw unauthorized();
      }
      setGqlTokenCookie(request, reply, auth.sessionHash);
      return auth.user;
    },
  });

  serve(app, R.logout, {
    config: { public: true },
    handler: async (request, reply) => {
      await deleteSession(db, request.cookies[SESSION_COOKIE]);
      clearSessionCookies(request, reply);
      return reply.code(204).send();
    },
  });

  serve(app, R.gqlToken, {
    handler: async (request, reply) => {
      const auth = await getAuth(request);
      if (!auth) throw unauthorized();
      setGqlTokenCookie(request, reply, auth.sessionHash);
      return reply.code(204).send();
    },
  });

  serve(app, R.systemMessages, { handler: async () => activeSystemMessages(db) });

  // A crash may happen on a public page, so this works without a session (the user is recorded
  // when there is one), limited per address instead.
  serve(app, R.notifyError, {
    config: { public: true, rateLimit: perAddress(ERROR_REPORTS_PER_ADDRESS_PER_MINUTE) },
    handler: async (request, reply) => {
      const auth = await getAuth(request);
      const userAgent = request.headers['user-agent'] ?? null;
      await recordErrorReport(db, request.body, auth?.user.id ?? null, userAgent, clock.now());
      return reply.code(204).send();
    },
  });

  // Ours: administrators read the stored reports (the spec only says crashes are reported).
  serve(app, R.errorReports, { access: requireAccess('userAdmin'), handler: async () => latestErrorReports(db) });

  // GET /api/outbox?to=… for administrators (platform/outboxRoute.ts; the e2e suite reads approval links from it).
  await app.register(outboxRoutes);

  // The user list (names, e-mails, flags) is user administration's alone (server/README.md "Who
  // reads the directories").
  serve(app, R.users, { access: requireAccess('userAdmin'), handler: async () => listUsers(db) });
};
