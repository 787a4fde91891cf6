import { eventPathOf } from './customEvents';
import { orderListPathOf } from './orders';

// The portal path of each kind of record people look up (spec 000 §4, 001 §2, 002 §2 routes):
// the search box's hits (search.ts, built on the server), the order detail's related records, and
// the remotes' link builders (their urls.ts re-export these) all write a record's address here once.

/** Where each kind of record opens. */
export const recordPaths = {
  order: (id: number | string, status: number) => `${orderListPathOf(status)}/${id}`,
  return: (id: number | string) => `/returns/${id}`,
  designRequest: (id: number | string) => `/design_requests/${id}`,
  designSample: (id: number | string) => `/designSampleRequests/${id}`,
  designOrder: (id: number | string) => `/designOrders/${id}`,
  /** Designs have no page of their own: the All Designs list searched by the design's id. */
  design: (id: string) => `/all_designs?search=${encodeURIComponent(id)}&searchCol=id`,
  /** Customers have no page of their own: the Orders list filtered to the customer. */
  customer: (numb: string) => `/orders?custNumb=${encodeURIComponent(numb)}`,
  customEvent: (id: number | string, status: number) => eventPathOf(status, id),
  shippingJob: (jobNumb: number | string) => `/shippingJobs/${jobNumb}`,
} as const;
