import type { AreaMatrix } from '../../test/accessMatrix';
import { adminMatrix } from './admin/access.matrix';
import { designRequestsMatrix } from './design-requests/access.matrix';
import { designsColorMatrix } from './designs-color/access.matrix';
import { eventsFpaMatrix } from './events-fpa/access.matrix';
import { ordersMatrix } from './orders/access.matrix';
import { platformMatrix } from './platform/access.matrix';
import { returnsMatrix } from './returns/access.matrix';

// Every area's access.matrix.ts, read by src/areas/accessMatrix.test.ts (who may call what) and
// src/areas/mutationFuzz.test.ts (bad input to every write). A new area adds its table here.
export const MATRICES: Record<string, AreaMatrix> = {
  platform: platformMatrix,
  orders: ordersMatrix,
  returns: returnsMatrix,
  admin: adminMatrix,
  'designs-color': designsColorMatrix,
  eventsFpa: eventsFpaMatrix,
  'design-requests': designRequestsMatrix,
};
