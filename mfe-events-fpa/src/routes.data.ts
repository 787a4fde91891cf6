import type { RemoteRouteData } from '@portal/shared/platform';
import { EVENTS_FPA_ROUTES } from './urls';

// The events and employee-pricing area's routes and drawer entries as data (README.md;
// ARCHITECTURE.md "Front end"), written to dist/routes.json by the build; each route names a
// screen of ./screens.ts. spec 002 §6: /fpa INTERNAL users (rule `fpa`); drafted pages
// draftedManager (rule `drafted`); custom events eventManager or orderEdit (rule `customEvents`, ours:
// README "Custom events").
export default {
  area: 'events_fpa',
  routes: [
    { path: EVENTS_FPA_ROUTES.fpa, access: 'fpa', screen: 'fpa' },
    { path: EVENTS_FPA_ROUTES.contests, access: 'drafted', screen: 'contests' },
    { path: EVENTS_FPA_ROUTES.contest, access: 'drafted', screen: 'contest' },
    { path: EVENTS_FPA_ROUTES.events, access: 'customEvents', screen: 'events' },
    { path: EVENTS_FPA_ROUTES.eventsHistory, access: 'customEvents', screen: 'eventsHistory' },
    { path: EVENTS_FPA_ROUTES.eventsCancelled, access: 'customEvents', screen: 'eventsCancelled' },
    { path: EVENTS_FPA_ROUTES.event, access: 'customEvents', screen: 'event', record: 'customEvent' },
    { path: EVENTS_FPA_ROUTES.eventHistory, access: 'customEvents', screen: 'event', record: 'customEvent' },
    { path: EVENTS_FPA_ROUTES.eventCancelled, access: 'customEvents', screen: 'event', record: 'customEvent' },
  ],
  drawer: [
    { label: 'Employee Pricing', path: EVENTS_FPA_ROUTES.fpa, access: 'fpa', group: 'Employee', order: 800 },
    { label: 'Drafted Contests', path: EVENTS_FPA_ROUTES.contests, access: 'drafted', group: 'Drafted', order: 810 },
    { label: 'Events', path: EVENTS_FPA_ROUTES.events, access: 'customEvents', group: 'Custom Events', order: 820 },
    { label: 'Events History', path: EVENTS_FPA_ROUTES.eventsHistory, access: 'customEvents', group: 'Custom Events', order: 821 },
    { label: 'Cancelled Events', path: EVENTS_FPA_ROUTES.eventsCancelled, access: 'customEvents', group: 'Custom Events', order: 822 },
  ],
} satisfies RemoteRouteData;
