// Every react-query key of the events and employee-pricing remote; each starts with the area's
// name (the shell gives all remotes one QueryClient).

export const eventsFpaKeys = {
  all: ['eventsFpa'] as const,
  /** employee(email, year); year null: the current one. */
  employee: (email: string, year: number | null) => ['eventsFpa', 'employee', email.toLowerCase(), year] as const,
  employees: (year: number) => ['eventsFpa', 'employees', year] as const,
  contests: (sortBy: string | null, desc: boolean | null) => ['eventsFpa', 'contests', sortBy, desc] as const,
  contest: (id: number) => ['eventsFpa', 'contest', id] as const,
  organizations: () => ['eventsFpa', 'organizations'] as const,
  sponsors: () => ['eventsFpa', 'sponsors'] as const,
  leagues: () => ['eventsFpa', 'leagues'] as const,
  /** customEvents(listType, …): the list's query is appended. */
  events: (listType: string) => ['eventsFpa', 'events', listType] as const,
  eventsAll: () => ['eventsFpa', 'events'] as const,
  event: (id: number, showCancelled: boolean) => ['eventsFpa', 'event', id, showCancelled] as const,
  eventAll: (id: number) => ['eventsFpa', 'event', id] as const,
};
