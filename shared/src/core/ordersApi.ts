import type { ordersRoutes as C } from './ordersRoutes';
import { ref } from './restRef';

// The orders area's routes as the browser calls them (typed by ordersRoutes.ts, imported as a type
// only). The export and the approval art are not called: the browser opens their URLs
// (urls.ts orderExportUrl, approvalArtPath).

export const ordersApi = {
  counters: ref<typeof C.counters>('GET', '/orders/total'),
  savedFilters: ref<typeof C.savedFilters>('GET', '/filters'),
  createSavedFilter: ref<typeof C.createSavedFilter>('POST', '/filters'),
  deleteSavedFilter: ref<typeof C.deleteSavedFilter>('POST', '/filters/:id/delete'),
  renameSavedFilter: ref<typeof C.renameSavedFilter>('POST', '/filters/:id/rename'),
  deleteOrder: ref<typeof C.deleteOrder>('POST', '/order/:id/delete'),
  orderTypes: ref<typeof C.orderTypes>('GET', '/order/:id/orderTypes'),
  saveOrderType: ref<typeof C.saveOrderType>('POST', '/order/:id/orderType'),
  savePo: ref<typeof C.savePo>('POST', '/order/:id/po'),
  resendEmail: ref<typeof C.resendEmail>('POST', '/resendEmail'),
  resendEmailNoDetails: ref<typeof C.resendEmailNoDetails>('POST', '/resendEmail/noDetails'),
  combineCollections: ref<typeof C.combineCollections>('POST', '/licenseCollection/combine'),
  regenerateImages: ref<typeof C.regenerateImages>('POST', '/regenImages/license'),
  unshippedOrders: ref<typeof C.unshippedOrders>('GET', '/unshippedOrder'),
  shipCodes: ref<typeof C.shipCodes>('GET', '/shipCodes'),
};
