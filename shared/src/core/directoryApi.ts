import type { directoryRoutes as C } from './directoryRoutes';
import { ref } from './restRef';

// The directory's routes as the browser calls them (api.call): typed by their contract
// (directoryRoutes.ts), which this module imports as a type only.

export const directoryApi = {
  reps: ref<typeof C.reps>('GET', '/reps'),
  customers: ref<typeof C.customers>('GET', '/customers'),
  customersOfRep: ref<typeof C.customersOfRep>('GET', '/customer/:rep'),
  leagueTeams: ref<typeof C.leagueTeams>('GET', '/leagueTeam'),
  leagueTeamPlayers: ref<typeof C.leagueTeamPlayers>('GET', '/leagueTeamPlayer'),
};
