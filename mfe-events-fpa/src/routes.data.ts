import type { RemoteRouteData } from '@portal/shared/platform';

// Events and employee pricing area: its routes and drawer entries as data (README.md; ARCHITECTURE.md "Front end"), written
// to dist/routes.json by the build. Its screens are not built yet, so it owns no route: what is not
// built is absent. Each route will name a screen of ./screens.ts.
export default {
  area: 'events_fpa',
  routes: [],
  drawer: [],
} satisfies RemoteRouteData;
