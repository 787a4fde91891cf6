import type { AreaMatrix } from '../../test/accessMatrix';
import type { AreaOwnership } from '../../test/ownershipMatrix';
import { adminOwnership } from './admin/ownership.matrix';
import { designRequestsOwnership } from './design-requests/ownership.matrix';
import { designsColorOwnership } from './designs-color/ownership.matrix';
import { eventsFpaOwnership } from './events-fpa/ownership.matrix';
import { ordersOwnership } from './orders/ownership.matrix';
import { directoryOwnership } from './directory/ownership.matrix';
import { platformOwnership } from '../platform/ownership.matrix';
import { returnsOwnership } from './returns/ownership.matrix';
import { adminMatrix } from './admin/access.matrix';
import { designRequestsMatrix } from './design-requests/access.matrix';
import { designsColorMatrix } from './designs-color/access.matrix';
import { eventsFpaMatrix } from './events-fpa/access.matrix';
import { ordersMatrix } from './orders/access.matrix';
import { directoryMatrix } from './directory/access.matrix';
import { platformMatrix } from '../platform/access.matrix';
import { returnsMatrix } from './returns/access.matrix';

// Every area's access.matrix.ts, read by src/areas/accessMatrix.test.ts (who may call what) and
// src/areas/mutationFuzz.test.ts (bad input to every write). A new area adds its table here.
export const MATRICES: Record<string, AreaMatrix> = {
  platform: platformMatrix,
  directory: directoryMatrix,
  orders: ordersMatrix,
  returns: returnsMatrix,
  admin: adminMatrix,
  'designs-color': designsColorMatrix,
  eventsFpa: eventsFpaMatrix,
  'design-requests': designRequestsMatrix,
};

// Every area's ownership.matrix.ts, read by src/areas/ownershipMatrix.test.ts: who owns the records
// each route and field reaches, and the accounts of another owner that must not reach them.
export const OWNERSHIP: Record<string, AreaOwnership> = {
  platform: platformOwnership,
  directory: directoryOwnership,
  orders: ordersOwnership,
  returns: returnsOwnership,
  admin: adminOwnership,
  'designs-color': designsColorOwnership,
  eventsFpa: eventsFpaOwnership,
  'design-requests': designRequestsOwnership,
};
