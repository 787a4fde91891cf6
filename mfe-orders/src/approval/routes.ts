import type { RouteDefinition } from '@portal/shared';
import { approvalPagePath } from '@portal/shared';

// spec 002 §2, §6: the customer's approve and reject pages are public: the shell renders them
// without the session, the portal frame or its providers (react-query, nuqs), so these screens use
// neither. `access` is not consulted for a public route.

export const approvalRoutes: RouteDefinition[] = [
  { path: approvalPagePath(':orderId', ':id', 'approve'), access: 'loggedIn', public: true, load: () => import('./ApprovePage/ApprovePage').then((m) => ({ default: m.ApprovePage })) },
  { path: approvalPagePath(':orderId', ':id', 'reject'), access: 'loggedIn', public: true, load: () => import('./RejectPage/RejectPage').then((m) => ({ default: m.RejectPage })) },
];
