import type { RequestedDesign } from './requestedDesign';

// Test helpers of the designs tests (not used by the server).

/** What an approved design request hands createRequestedDesign: a 4 × 4 in screen print of no customer, no art, unless `over` says otherwise. */
export const requestedDesign = (over: Partial<RequestedDesign>): RequestedDesign => ({
  baseId: null,
  customerNumb: null,
  method: 'SCRP',
  leagueId: null,
  teamId: null,
  playerId: null,
  widthIn: 4,
  heightIn: 4,
  cc: false,
  code: null,
  text: null,
  comment: 'test',
  tags: [],
  colors: null,
  art: null,
  ...over,
});
