import type { RemoteScreens } from '@portal/shared/platform';

// Design requests area: the remote's one exposed module (`./screens`), screen name -> lazy loader.
const lists = () => import('./lists/DesignRequestsListPage/DesignRequestsListPage');

export default {
  designRequests: () => lists().then((m) => ({ default: m.DesignRequestsPage })),
  myRequests: () => lists().then((m) => ({ default: m.MyRequestsPage })),
  unassignedRequests: () => lists().then((m) => ({ default: m.UnassignedRequestsPage })),
  licenceRequests: () => lists().then((m) => ({ default: m.LicenceRequestsPage })),
  licenceDesignRequests: () => lists().then((m) => ({ default: m.LicenceDesignRequestsPage })),
  requestHistory: () => lists().then((m) => ({ default: m.RequestHistoryPage })),
  designRequestHistory: () => lists().then((m) => ({ default: m.DesignRequestHistoryPage })),
  requestHistoryOld: () => lists().then((m) => ({ default: m.RequestHistoryOldPage })),
  designRequest: () =>
    import('./detail/DesignRequestDetailPage/DesignRequestDetailPage').then((m) => ({ default: m.DesignRequestDetailPage })),
  designSampleRequests: () => import('./samples/SampleRequestsPage/SampleRequestsPage').then((m) => ({ default: m.SampleRequestsPage })),
  designSampleRequest: () =>
    import('./samples/SampleRequestDetailPage/SampleRequestDetailPage').then((m) => ({ default: m.SampleRequestDetailPage })),
  designOrders: () => import('./designOrders/DesignOrdersPage/DesignOrdersPage').then((m) => ({ default: m.DesignOrdersPage })),
  designOrder: () =>
    import('./designOrders/DesignOrderDetailPage/DesignOrderDetailPage').then((m) => ({ default: m.DesignOrderDetailPage })),
} satisfies RemoteScreens;
