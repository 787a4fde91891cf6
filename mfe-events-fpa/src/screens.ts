import type { RemoteScreens } from '@portal/shared/platform';

// The events and employee-pricing area's screens, the remote's one exposed module (`./screens`):
// screen name -> lazy loader, each its own chunk. routes.data.ts names them.
export default {
  fpa: () => import('./fpa/FpaPage/FpaPage').then((m) => ({ default: m.FpaPage })),
  contests: () => import('./drafted/ContestListPage/ContestListPage').then((m) => ({ default: m.ContestListPage })),
  contest: () => import('./drafted/ContestDetailPage/ContestDetailPage').then((m) => ({ default: m.ContestDetailPage })),
  events: () => import('./events/EventListPage/EventListPage').then((m) => ({ default: m.OpenEventsPage })),
  eventsHistory: () => import('./events/EventListPage/EventListPage').then((m) => ({ default: m.EventsHistoryPage })),
  eventsCancelled: () => import('./events/EventListPage/EventListPage').then((m) => ({ default: m.CancelledEventsPage })),
  event: () => import('./events/EventDetailPage/EventDetailPage').then((m) => ({ default: m.EventDetailPage })),
} satisfies RemoteScreens;
