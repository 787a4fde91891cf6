import type { RemoteScreens } from '@portal/shared/platform';

// Designs and colour area: the remote's one exposed module (`./screens`), screen name -> lazy loader
// (`() => import('./group/Screen/Screen').then((m) => ({ default: m.Screen }))`). None built yet.
export default {} satisfies RemoteScreens;
