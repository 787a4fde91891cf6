import type { RemoteRouteData, RouteData } from '@portal/shared/platform';
import { DR_ROUTES, SAMPLE_ROUTES } from './urls';

// Design requests area: its routes and drawer entries as data (README.md "Lists — route → list
// type"; ARCHITECTURE.md "Front end"), written to dist/routes.json by the build. Each list mounts
// an empty sub-path for the list and {designRequestId} for one request (spec 001 §2.2).

const list = (path: string, screen: string, access: RouteData['access'] = 'designRequests'): RouteData[] => [
  { path, access, screen },
  { path: `${path}/:id`, access, screen: 'designRequest', record: 'designRequest' },
];
const counter = (key: 'D' | 'L' | 'H') => ({ url: '/api/designRequests/count', key, live: 'design_request' as const });

export default {
  area: 'design_requests',
  routes: [
    ...list(DR_ROUTES.designRequests, 'designRequests'),
    ...list(DR_ROUTES.requests, 'myRequests'),
    ...list(DR_ROUTES.unassigned, 'unassignedRequests'),
    ...list(DR_ROUTES.licence, 'licenceRequests', 'designRequestLicence'),
    ...list(DR_ROUTES.licence2, 'licenceDesignRequests', 'designRequestLicence'),
    ...list(DR_ROUTES.history, 'requestHistory'),
    ...list(DR_ROUTES.history2, 'designRequestHistory'),
    { path: DR_ROUTES.historyOld, access: 'designRequests', screen: 'requestHistoryOld' },
    // spec 002 §2, §6 (README "Design samples and orders": the view or create flag).
    { path: SAMPLE_ROUTES.samples, access: 'designSamples', screen: 'designSampleRequests' },
    { path: SAMPLE_ROUTES.sample, access: 'designSamples', screen: 'designSampleRequest', record: 'designSample' },
    { path: SAMPLE_ROUTES.orders, access: 'designOrders', screen: 'designOrders' },
    { path: SAMPLE_ROUTES.order, access: 'designOrders', screen: 'designOrder', record: 'designOrder' },
  ],
  drawer: [
    {
      label: 'Design Requests',
      path: DR_ROUTES.designRequests,
      access: 'designRequests',
      icon: 'file-text',
      group: 'Design Requests',
      order: 50,
      counter: counter('D'),
    },
    { label: 'My Requests', path: DR_ROUTES.requests, access: 'designRequests', icon: 'file-text', group: 'Design Requests', order: 51 },
    {
      label: 'Unassigned Requests',
      path: DR_ROUTES.unassigned,
      access: 'designRequests',
      icon: 'file-text',
      group: 'Design Requests',
      order: 52,
    },
    {
      label: 'License Requests',
      path: DR_ROUTES.licence,
      access: 'designRequestLicence',
      icon: 'file-text',
      group: 'Design Requests',
      order: 53,
      counter: counter('L'),
    },
    {
      label: 'Request History',
      path: DR_ROUTES.history,
      access: 'designRequests',
      icon: 'file-text',
      group: 'Design Requests',
      order: 54,
      counter: counter('H'),
    },
    {
      label: 'Design Sample Requests',
      path: SAMPLE_ROUTES.samples,
      access: 'designSamples',
      icon: 'file-text',
      group: 'Design Requests',
      order: 55,
    },
    { label: 'Design Orders', path: SAMPLE_ROUTES.orders, access: 'designOrders', icon: 'file-text', group: 'Design Requests', order: 56 },
  ],
} satisfies RemoteRouteData;
