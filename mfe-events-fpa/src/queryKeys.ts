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
};
