import type { Area } from './area';
import { adminArea } from './admin';
import { designRequestsArea } from './design-requests';
import { directoryArea } from './directory';
import { designsColorArea } from './designs-color';
import { eventsFpaAreas } from './events-fpa';
import { ordersAreas } from './orders';
import { returnsArea } from './returns';
import { platformArea } from '../platform/platformArea';

// The areas of the server, in order: the machinery's routes (sign-in, sessions, system messages)
// first, then the directory (the others depend on its reference data and demo accounts). The registry imports each area's index.ts only (its one door). A new area adds one
// line here and one in db/schema.ts (README "Adding an area").
export const areas: readonly Area[] = [
  platformArea,
  directoryArea,
  // Model, lists, catalogs, templates, detail, approval (orders/index.ts).
  ...ordersAreas,
  // Returns read the order tables and write return (credit) orders into them: after the orders areas.
  returnsArea,
  // Designs read the order items (a design in use is on an Approved order): after the orders areas.
  designsColorArea,
  // Administration creates and changes accounts (platform/accounts.ts); its demo accounts come after every other area's.
  adminArea,
  // Events and employee pricing: its demo accounts after administration's (no earlier ids move).
  ...eventsFpaAreas,
  // Design requests create designs (designs-color's door) and add two demo accounts: last.
  designRequestsArea,
];

export type { Area } from './area';
