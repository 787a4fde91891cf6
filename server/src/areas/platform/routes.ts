import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES, LOGIN_MAX_PER_ADDRESS_PER_MINUTE, messages, platformRoutes as routes, SESSION_COOKIE } from '@portal/shared/core';
import { clearSessionCookies, getAuth, requireAccess, sessionUser, setGqlTokenCookie, setSessionCookie } from '../../platform/auth';
import { forbidden, HttpError, unauthorized } from '../../platform/httpErrors';
import { serve } from '../../platform/rest';
import { vacuumWhenEmbedded } from '../../platform/vacuum';
import { outboxRoutes } from '../../platform/outboxRoute';
import { checkPasswordLink, setPasswordWithLink } from '../../platform/passwordLinks';
import { deleteSession } from '../../platform/sessions';
import {
  activeSystemMessages,
  customersFor,
  customersOfRep,
  latestErrorReports,
  leagueTeams,
  listReps,
  listUsers,
  login,
  mayViewRep,
  recordErrorReport,
} from './service';

// Platform REST routes, mounted under /api (spec 000 §7, 002 §7). Routes marked public answer
// without a session; every other one gets 401 { message } from the /api scope's session gate.

/** Error reports a single address may send per minute (a crash loop must not flood the table). */
export const ERROR_REPORTS_PER_ADDRESS_PER_MINUTE = 30;

const perAddress = (max: number) => ({ max, timeWindow: 60_000 });

export const platformRoutes: FastifyPluginAsync = async (app) => {
  const { db, clock } = app.platform;
  // The customers' name index (the search box) is kept flushed on the embedded database.
  vacuumWhenEmbedded(app, 'platform', ['customers']);
  const R = routes;

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

  // Who reads which list (server/README.md "Who reads the directories"): the user list
  // (names, e-mails, flags) is user administration's alone; reps by code and name are for staff
  // pickers; customers are scoped by the caller (customersFor); leagues, teams and players are
  // public sports data, for every signed-in user.
  serve(app, R.users, { access: requireAccess('userAdmin'), handler: async () => listUsers(db) });
  serve(app, R.reps, { access: requireAccess('staffPickers'), handler: async () => listReps(db) });
  serve(app, R.customers, { handler: async (request) => customersFor(db, await sessionUser(request)) });
  serve(app, R.customersOfRep, {
    handler: async (request) => {
      const user = await sessionUser(request);
      const rep = request.params.rep.trim();
      if (!(await mayViewRep(db, user, rep))) throw forbidden(API_MESSAGES.forbidden);
      return customersOfRep(db, rep);
    },
  });
  serve(app, R.leagueTeams, { handler: async () => leagueTeams(db, false) });
  serve(app, R.leagueTeamPlayers, { handler: async () => leagueTeams(db, true) });
};
