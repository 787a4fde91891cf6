import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_MESSAGES } from '@portal/shared/core';
import { requireAccess, sessionUser } from '../../platform/auth';
import { readEmailSettings, updateEmailSettings } from './emailSettings';
import { updateUserAccess } from './userAccess';

// REST calls of administration (spec 002 §7), under /api. Every route needs a session (the /api
// scope) and its access rule before its input is read. GET /api/users (the user list, userAdmin only) is the
// platform area's (server/README.md "Who reads the directories").

export const adminRoutes: FastifyPluginAsync = async (app) => {
  const { db, clock } = app.platform;

  // spec 002 §6: editing others' access needs userAdmin ('Update User Access').
  app.post('/users', { preHandler: requireAccess('userAdmin', ADMIN_MESSAGES.userAdminRequired) }, async (request) =>
    updateUserAccess(db, await sessionUser(request), request.body, clock.now()),
  );

  // spec 002 §2, §7: every signed-in user reads and changes their own e-mail settings.
  const signedIn = requireAccess('loggedIn');
  app.get('/emailAccess', { preHandler: signedIn }, async (request) => readEmailSettings(db, (await sessionUser(request)).id));
  app.put('/emailAccess', { preHandler: signedIn }, async (request) => updateEmailSettings(db, await sessionUser(request), request.body, clock.now()));
};
