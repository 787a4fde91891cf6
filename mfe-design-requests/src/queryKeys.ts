// Every react-query key of the design requests remote, each starting with the area's name (the shell
// gives all remotes one QueryClient: docs/area-shape.md).

export const designRequestsKeys = {
  all: ['designRequests'] as const,
  lists: () => ['designRequests', 'list'] as const,
  list: (input: unknown) => ['designRequests', 'list', input] as const,
  domain: (listType: string) => ['designRequests', 'domain', listType] as const,
  count: () => ['designRequests', 'count'] as const,
  request: (id: number) => ['designRequests', 'request', id] as const,
  timeline: (id: number) => ['designRequests', 'timeline', id] as const,
  issues: () => ['designRequests', 'issues'] as const,
  treatments: () => ['designRequests', 'treatments'] as const,
  formData: () => ['designRequests', 'formData'] as const,
  customers: () => ['designRequests', 'customers'] as const,
  leagueTeamPlayer: () => ['designRequests', 'leagueTeamPlayer'] as const,
  artReferences: (customer: string) => ['designRequests', 'artReferences', customer] as const,
  probe: (url: string) => ['designRequests', 'probe', url] as const,
  compatible: (input: unknown) => ['designRequests', 'compatible', input] as const,
};
