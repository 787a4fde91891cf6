import type { RemoteRouteData } from '@portal/shared/platform';
import { EVENTS_FPA_ROUTES } from './urls';

// The events and employee-pricing area's routes and drawer entries as data (README.md;
// ARCHITECTURE.md "Front end"), written to dist/routes.json by the build; each route names a
// screen of ./screens.ts. spec 002 §6: /fpa INTERNAL users (rule `fpa`); drafted pages
// draftedManager (rule `drafted`). Custom events come in a later slice.
export default {
  area: 'events_fpa',
  routes: [
    { path: EVENTS_FPA_ROUTES.fpa, access: 'fpa', screen: 'fpa' },
    { path: EVENTS_FPA_ROUTES.contests, access: 'drafted', screen: 'contests' },
    { path: EVENTS_FPA_ROUTES.contest, access: 'drafted', screen: 'contest' },
  ],
  drawer: [
    { label: 'Employee Pricing', path: EVENTS_FPA_ROUTES.fpa, access: 'fpa', group: 'Employee', order: 800 },
    { label: 'Drafted Contests', path: EVENTS_FPA_ROUTES.contests, access: 'drafted', group: 'Drafted', order: 810 },
  ],
} satisfies RemoteRouteData;
