import { defineManifest } from '@portal/shared';

// Designs and colour area: the routes and drawer entries this remote owns (see README.md).
// Its screens are not built yet, so it owns no route: what is not built is absent.
export default defineManifest({
  area: 'designs_color',
  routes: [],
  drawer: [],
});
