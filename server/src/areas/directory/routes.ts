import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES, directoryRoutes as routes } from '@portal/shared/core';
import { requireAccess, sessionUser } from '../../platform/auth';
import { forbidden } from '../../platform/httpErrors';
import { serve } from '../../platform/rest';
import { customersFor, customersOfRep, leagueTeams, listReps, mayViewRep } from './service';
import { vacuumWhenEmbedded } from '../../platform/vacuum';

// The directory's REST routes, mounted under /api (spec 002 §7): reps, customers, leagues/teams/players.

export const directoryRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  // The customers' name index (the search box) is kept flushed on the embedded database.
  vacuumWhenEmbedded(app, 'directory', ['customers']);
  const R = routes;

  // Who reads which list (server/README.md "Who reads the directories"): reps by code and name
  // are for staff pickers; customers are scoped by the caller (customersFor); leagues, teams and players are
  // public sports data, for every signed-in user.
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
