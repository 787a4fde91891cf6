// Every path of the design requests area (STYLE.md: nobody else writes a path string). Routes use
// the patterns; links use the builders. README "Lists — route → list type".

import { recordPaths } from '@portal/shared';

export const DR_ROUTES = {
  designRequests: '/design_requests',
  designRequest: '/design_requests/:id',
  requests: '/requests',
  request: '/requests/:id',
  unassigned: '/unassigned_requests',
  unassignedRequest: '/unassigned_requests/:id',
  licence: '/license_requests',
  licenceRequest: '/license_requests/:id',
  licence2: '/design_request_license',
  licence2Request: '/design_request_license/:id',
  history: '/request_history',
  historyRequest: '/request_history/:id',
  history2: '/design_request_history',
  history2Request: '/design_request_history/:id',
  historyOld: '/request_history_old/:orderId',
} as const;

/** The lists of spec 001 §2.2 and what each one holds (README). */
export type DesignRequestListKind =
  | 'designRequests'
  | 'requests'
  | 'unassigned'
  | 'licence'
  | 'licence2'
  | 'history'
  | 'history2'
  | 'historyOld';

export const LIST_BASE: Record<Exclude<DesignRequestListKind, 'historyOld'>, string> = {
  designRequests: DR_ROUTES.designRequests,
  requests: DR_ROUTES.requests,
  unassigned: DR_ROUTES.unassigned,
  licence: DR_ROUTES.licence,
  licence2: DR_ROUTES.licence2,
  history: DR_ROUTES.history,
  history2: DR_ROUTES.history2,
};

/** A request under the list it was opened from (each list mounts {designRequestId}); /design_requests otherwise. */
export const designRequestPath = (id: number | string, kind: DesignRequestListKind = 'designRequests') =>
  `${kind === 'historyOld' ? DR_ROUTES.history : LIST_BASE[kind]}/${id}`;
/** spec 001 §6: where a user who may not see a request is sent. */
export const DESIGN_REQUESTS_HOME = DR_ROUTES.designRequests;
/** The designs list (designs-color) showing one design. */
export const designLink = recordPaths.design;

// ---- design sample requests and design orders (spec 002 §2; README "Design samples and orders") ----
export const SAMPLE_ROUTES = {
  samples: '/designSampleRequests',
  sample: '/designSampleRequests/:id',
  orders: '/designOrders',
  order: '/designOrders/:id',
} as const;
export const sampleRequestPath = recordPaths.designSample;
export const designOrderPath = recordPaths.designOrder;
/** spec 002 §2: a design order's linked orders open the approved order. */
export const approvedOrderPath = (id: number) => `/approved/${id}`;
