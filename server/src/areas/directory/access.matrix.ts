import { byRule, signedIn, type AreaMatrix } from '../../../test/accessMatrix';

// Who may call the directory's routes (server/README.md "Contracts"). Test data for
// src/areas/accessMatrix.test.ts and mutationFuzz.test.ts.

export const directoryMatrix: AreaMatrix = {
  rest: [
    {
      route: 'GET /api/reps',
      expect: byRule('staffPickers'),
      why: 'staff pickers (templates, People card, external users): never CUSTOMER users or users with no flag',
    },
    { route: 'GET /api/customers', expect: signedIn(), why: 'scoped by the caller (all / own rep code / linked accounts)' },
    {
      route: 'GET /api/customer/:rep',
      url: '/api/customer/102',
      expect: (caller) => (caller === 'anon' ? 401 : caller === 'customer' ? 403 : 'ok'),
      why: 'rep 102: staff, rep 102 and their manager rep 101 read it; CUSTOMER users never',
    },
    { route: 'GET /api/leagueTeam', expect: signedIn(), why: 'public sports data (leagues and teams), for every signed-in user' },
    { route: 'GET /api/leagueTeamPlayer', expect: signedIn(), why: 'public sports data (players), for every signed-in user' },
  ],
  graphql: [],
};
