// Every path of the events and employee-pricing area (STYLE.md: nobody else writes a path
// string). Routes use the patterns; links use the builders.

export const EVENTS_FPA_ROUTES = {
  /** spec 002 §2 Employee Preferred Pricing Program. */
  fpa: '/fpa',
  /** spec 002 §2 Drafted contests. */
  contests: '/drafted/contests',
  contest: '/drafted/contest/:contestId',
  /** spec 002 §2 Custom events: open, closed and cancelled lists, and the event under each. */
  events: '/events',
  eventsHistory: '/events_history',
  eventsCancelled: '/events_cancelled',
  event: '/events/:eventId',
  eventHistory: '/events_history/:eventId',
  eventCancelled: '/events_cancelled/:eventId',
} as const;

/** /fpa's query keys: the picked employee (FPA admins) and the allowance year. */
export const FPA_PARAMS = { employee: 'employee', year: 'year' } as const;

export const fpaPath = (employee?: string | null, year?: number | null) => {
  const params = new URLSearchParams();
  if (employee) params.set(FPA_PARAMS.employee, employee);
  if (year) params.set(FPA_PARAMS.year, String(year));
  const query = params.toString();
  return query ? `${EVENTS_FPA_ROUTES.fpa}?${query}` : EVENTS_FPA_ROUTES.fpa;
};
export const contestsPath = () => EVENTS_FPA_ROUTES.contests;
export const contestPath = (id: number | string) => `/drafted/contest/${id}`;

/** Ours: the program's guide document (spec 002 §2 "a guide-document link"; README "Decisions"). */
export const FPA_GUIDE_URL = 'https://intranet.example.com/hr/employee-preferred-pricing-guide.pdf';

/** spec 002 §2: an event's page is under the list of its status (the page redirects there); production orders link into the order lists. */
export { eventPathOf } from '@portal/shared';
export { productionOrderPath } from '@portal/shared';
