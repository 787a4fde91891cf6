import type { Area } from './area';
import { ordersApprovalArea } from './orders/approval';
import { catalogsArea } from './orders/catalogs';
import { ordersDetailArea } from './orders/detail';
import { ordersListsArea } from './orders/lists';
import { ordersModelArea } from './orders/model';
import { templatesArea } from './orders/templates';
import { platformArea } from './platform';
import { returnsArea } from './returns';

// The areas of the server, in order: platform first (the others depend on its tables and
// seed data). A new area adds one line here and one in db/schema.ts (README "Adding an area").
export const areas: readonly Area[] = [
  platformArea,
  ordersModelArea,
  ordersListsArea,
  catalogsArea,
  templatesArea,
  // Detail, edit, status flow, invoices; then customer approval links (after the model and lists).
  ordersDetailArea,
  ordersApprovalArea,
  // Returns read the order tables and write return (credit) orders into them: after the orders areas.
  returnsArea,
];

export type { Area } from './area';
