import { z } from 'zod';
import { restRoute } from './rest';

// The directory's REST routes (spec 000 §7, 002 §7; server/src/areas/directory/routes.ts): the
// reps, customers, leagues, teams and players every area picks from.

/** A rep as pickers show it (spec 002 §7 GET /api/reps: `SREP` is the rep code). */
export const repOptionSchema = z.object({ SREP: z.string(), name: z.string() });
export type RepOption = z.infer<typeof repOptionSchema>;

/** A customer as pickers show it (spec 000 §7 GET /api/customers: number and name). */
export const customerOptionSchema = z.object({ numb: z.string(), cust: z.string() });
export type CustomerOption = z.infer<typeof customerOptionSchema>;

export const playerSchema = z.object({ id: z.number().int(), number: z.string(), name: z.string() });
export const leagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  teams: z.array(z.object({ id: z.number().int(), name: z.string(), players: z.array(playerSchema).optional() })),
});
export type League = z.infer<typeof leagueSchema>;

export const directoryRoutes = {
  reps: restRoute({
    method: 'GET',
    path: '/reps',
    summary: 'Every rep, by code (staff pickers).',
    answers: { 200: z.array(repOptionSchema) },
  }),
  customers: restRoute({
    method: 'GET',
    path: '/customers',
    summary: 'The customers the user may pick: all for staff, a rep’s own, a customer user’s linked accounts.',
    answers: { 200: z.array(customerOptionSchema) },
  }),
  customersOfRep: restRoute({
    method: 'GET',
    path: '/customer/:rep',
    summary: 'A rep’s customers (staff any rep; a rep their own and the reps they manage).',
    params: z.object({ rep: z.string() }),
    answers: { 200: z.array(customerOptionSchema) },
  }),
  leagueTeams: restRoute({
    method: 'GET',
    path: '/leagueTeam',
    summary: 'Leagues with their teams.',
    answers: { 200: z.array(leagueSchema) },
  }),
  leagueTeamPlayers: restRoute({
    method: 'GET',
    path: '/leagueTeamPlayer',
    summary: 'Leagues with their teams and each team’s players.',
    answers: { 200: z.array(leagueSchema) },
  }),
};
