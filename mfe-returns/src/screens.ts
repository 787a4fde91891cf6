import type { RemoteScreens } from '@portal/shared/platform';

// The returns area's screens, the remote's one exposed module (`./screens`): screen name -> lazy
// loader, each its own chunk. routes.data.ts names them.
export default {
  list: () => import('./returnsList/ReturnsListPage/ReturnsListPage').then((m) => ({ default: m.ReturnsListPage })),
  detail: () => import('./returnDetail/ReturnDetailPage/ReturnDetailPage').then((m) => ({ default: m.ReturnDetailPage })),
  create: () => import('./returnForm/CreateReturnPage/CreateReturnPage').then((m) => ({ default: m.CreateReturnPage })),
  edit: () => import('./returnForm/EditReturnPage/EditReturnPage').then((m) => ({ default: m.EditReturnPage })),
} satisfies RemoteScreens;
