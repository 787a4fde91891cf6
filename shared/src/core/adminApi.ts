import type { adminRoutes as C } from './adminRoutes';
import { ref } from './restRef';

// Administration's routes as the browser calls them (typed by adminRoutes.ts, imported as a type
// only). The uploads go through api.upload (for their progress) at these paths; a document's file
// is a link.

export const adminApi = {
  saveUserAccess: ref<typeof C.saveUserAccess>('POST', '/users'),
  emailSettings: ref<typeof C.emailSettings>('GET', '/emailAccess'),
  saveEmailSettings: ref<typeof C.saveEmailSettings>('PUT', '/emailAccess'),
  salesResources: ref<typeof C.salesResources>('GET', '/sales_resources'),
  downloadSalesResources: ref<typeof C.downloadSalesResources>('POST', '/sales_resources/download', 'file'),
  salesResourceFile: ref<typeof C.salesResourceFile>('GET', '/sales_resources/:id/file', 'file'),
  uploadSalesResource: ref<typeof C.uploadSalesResource>('POST', '/sales_resources'),
  editSalesResource: ref<typeof C.editSalesResource>('PUT', '/sales_resources/:id'),
  deleteSalesResource: ref<typeof C.deleteSalesResource>('DELETE', '/sales_resources/:id'),
  downloadMarketingResources: ref<typeof C.downloadMarketingResources>('POST', '/marketing_resources/download', 'file'),
  approveLicenseSkus: ref<typeof C.approveLicenseSkus>('POST', '/license/approve'),
  setLicenseSkusActive: ref<typeof C.setLicenseSkusActive>('POST', '/license/active'),
  sellSheet: ref<typeof C.sellSheet>('POST', '/sellsheet/license/sku', 'file'),
  uploadMask: ref<typeof C.uploadMask>('POST', '/styles/:sku/masks'),
  bookMeeting: ref<typeof C.bookMeeting>('POST', '/schedule/book'),
  moveMeeting: ref<typeof C.moveMeeting>('PUT', '/schedule/station'),
  deleteMeeting: ref<typeof C.deleteMeeting>('POST', '/schedule/delete'),
};
