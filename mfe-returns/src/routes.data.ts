import type { RemoteRouteData } from '@portal/shared/platform';
import { RETURN_ROUTES } from './urls';

// The returns area's routes and drawer entry as data (ARCHITECTURE.md "Front end"; README.md). The
// build writes this to dist/routes.json beside mf-manifest.json; each route names a screen of
// ./screens.ts. Every route is guarded by the `returns` access rule (order access, spec 001 §6).
// The create screen also owns the orders area's paths for it (the shell's route table: the most
// specific path wins).
export default {
  area: 'returns',
  routes: [
    { path: RETURN_ROUTES.list, access: 'returns', screen: 'list' },
    { path: RETURN_ROUTES.detail, access: 'returns', screen: 'detail', record: 'return' },
    { path: RETURN_ROUTES.edit, access: 'returns', screen: 'edit' },
    { path: RETURN_ROUTES.createFromHistory, access: 'returns', screen: 'create' },
    { path: RETURN_ROUTES.createFromOrders, access: 'returns', screen: 'create' },
  ],
  drawer: [{ label: 'Returns', path: RETURN_ROUTES.list, access: 'returns', icon: 'rollback', order: 40 }],
} satisfies RemoteRouteData;
