import { defineManifest } from '@portal/shared';
import { RollbackOutlined } from '@portal/shared/icons';
import { RETURN_ROUTES } from './urls';

// Returns area (README.md): its routes and drawer entry, each guarded by the `returns` access rule
// (order access, spec 001 §6). Screens are lazy chunks; this module stays small. The create screen
// also owns the orders area's paths for it (the shell's route table: most specific path wins).
const list = () => import('./returnsList/ReturnsListPage/ReturnsListPage').then((m) => ({ default: m.ReturnsListPage }));
const detail = () => import('./returnDetail/ReturnDetailPage/ReturnDetailPage').then((m) => ({ default: m.ReturnDetailPage }));
const create = () => import('./returnForm/CreateReturnPage/CreateReturnPage').then((m) => ({ default: m.CreateReturnPage }));
const edit = () => import('./returnForm/EditReturnPage/EditReturnPage').then((m) => ({ default: m.EditReturnPage }));

export default defineManifest({
  area: 'returns',
  routes: [
    { path: RETURN_ROUTES.list, access: 'returns', load: list },
    { path: RETURN_ROUTES.detail, access: 'returns', load: detail },
    { path: RETURN_ROUTES.edit, access: 'returns', load: edit },
    { path: RETURN_ROUTES.createFromHistory, access: 'returns', load: create },
    { path: RETURN_ROUTES.createFromOrders, access: 'returns', load: create },
  ],
  drawer: [{ label: 'Returns', path: RETURN_ROUTES.list, access: 'returns', icon: <RollbackOutlined />, order: 40 }],
});
