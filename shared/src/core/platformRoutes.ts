import { z } from 'zod';
import { ACCESS_FLAGS, USER_TYPES } from './access';
import { passwordLinkCheckSchema, setPasswordSchema } from './passwordLinkSchema';
import { LIVE_PATH } from './live';
import { fileAnswer, isoDateTime, noContent, restRoute } from './rest';
import { errorReportSchema, loginSchema } from './schemas';

// The platform's REST routes (spec 000 §7, 002 §7; server/src/platform/platformRoutes.ts): the
// session, set-your-password links, crash reports, system messages, the outbox and the user list.

export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  userType: z.enum(USER_TYPES),
  repCode: z.string().nullable(),
  repManagerCode: z.string().nullable(),
  access: z.record(z.enum(ACCESS_FLAGS), z.boolean()),
});

/** A user with their access flags (user administration: GET /api/users lists them, POST /api/users answers one). */
export const userWithAccessSchema = sessionUserSchema.omit({ repManagerCode: true });

export const platformRoutes = {
  login: restRoute({
    method: 'POST',
    path: '/login',
    summary: 'Signs in: sets the session and GraphQL token cookies and answers the user.',
    body: loginSchema,
    answers: { 200: sessionUserSchema },
  }),
  checkPasswordLink: restRoute({
    method: 'POST',
    path: '/set_password/check',
    summary: 'Whether a set-your-password link is live: answers the address it is for.',
    body: passwordLinkCheckSchema,
    answers: { 200: z.object({ email: z.string() }) },
  }),
  setPassword: restRoute({
    method: 'POST',
    path: '/set_password',
    summary: 'Sets the password of a set-your-password link’s user and uses the link up.',
    body: setPasswordSchema,
    answers: { 200: z.object({ email: z.string() }) },
  }),
  auth: restRoute({
    method: 'POST',
    path: '/auth',
    summary: 'The signed-in user (renews the GraphQL token cookie); 401 without a live session.',
    answers: { 200: sessionUserSchema },
  }),
  logout: restRoute({ method: 'POST', path: '/logout', summary: 'Ends the session.', answers: { 204: noContent } }),
  gqlToken: restRoute({
    method: 'GET',
    path: '/gql_token',
    summary: 'A fresh GraphQL token cookie for the session.',
    answers: { 204: noContent },
  }),
  systemMessages: restRoute({
    method: 'GET',
    path: '/systemMessages',
    summary: 'The active system messages the shell shows.',
    answers: { 200: z.array(z.object({ id: z.number().int(), message: z.string() })) },
  }),
  notifyError: restRoute({
    method: 'POST',
    path: '/notifyError',
    summary: 'Reports a crash or a failed load (with or without a session).',
    body: errorReportSchema,
    answers: { 204: noContent },
  }),
  errorReports: restRoute({
    method: 'GET',
    path: '/errorReports',
    summary: 'The latest crash and load-failure reports, newest first (user administration).',
    answers: {
      200: z.array(
        z.object({
          id: z.number().int(),
          page: z.string(),
          message: z.string(),
          info: z.string(),
          userEmail: z.string().nullable(),
          userAgent: z.string().nullable(),
          createdAt: isoDateTime,
        }),
      ),
    },
  }),
  outbox: restRoute({
    method: 'GET',
    path: '/outbox',
    summary: 'The latest e-mails of the outbox, to one recipient when `to` is given (user administration; link secrets masked).',
    query: z.object({ to: z.string().optional() }),
    answers: {
      200: z.array(
        z.object({
          id: z.number().int(),
          to: z.array(z.string()),
          cc: z.array(z.string()),
          subject: z.string(),
          text: z.string().nullable(),
          html: z.string().nullable(),
          createdAt: isoDateTime,
          sentAt: isoDateTime.nullable(),
        }),
      ),
    },
  }),
  users: restRoute({
    method: 'GET',
    path: '/users',
    summary: 'Every user with their access flags (user administration).',
    answers: { 200: z.array(userWithAccessSchema) },
  }),
  live: restRoute({
    method: 'GET',
    path: LIVE_PATH,
    summary:
      'The signed-in page’s live channel (Server-Sent Events): a `changes` event (data: [{ kind, id, mine }]) for each burst of changes to records this user may read; a comment every 25 s keeps proxies from closing it.',
    answers: { 200: fileAnswer('text/event-stream', 'an endless stream of Server-Sent Events') },
  }),
};
