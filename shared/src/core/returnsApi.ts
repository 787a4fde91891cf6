import { ref } from './restRef';
import type { returnsRoutes as C } from './returnsRoutes';

// The returns area's routes as the browser calls them (typed by returnsRoutes.ts, imported as a
// type only). A file opens by its URL, so it has no reference here.

export const returnsApi = {
  codes: ref<typeof C.codes>('GET', '/return/codes'),
  cancel: ref<typeof C.cancel>('POST', '/return/:id/cancel'),
  awaitingGoods: ref<typeof C.awaitingGoods>('PUT', '/return/awaitingGoods/:id'),
  approve: ref<typeof C.approve>('POST', '/return/:kind/approve'),
  deleteComment: ref<typeof C.deleteComment>('DELETE', '/return/:id/comment/:commentId'),
  deleteFile: ref<typeof C.deleteFile>('POST', '/return/file/delete'),
  updateComment: ref<typeof C.updateComment>('PUT', '/comment'),
  updateRep: ref<typeof C.updateRep>('PUT', '/rep'),
  updateCsr: ref<typeof C.updateCsr>('PUT', '/csr'),
  updateCode: ref<typeof C.updateCode>('PUT', '/code'),
  upload: ref<typeof C.upload>('POST', '/return/upload'),
};
