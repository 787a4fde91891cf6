import type { eventsFpaRoutes as C } from './eventsFpaRoutes';
import { ref } from './restRef';

// The events and employee-pricing area's routes as the browser calls them (typed by
// eventsFpaRoutes.ts, imported as a type only). The upload goes through api.upload (for its
// progress) at its path; the stored logos and agreements are links the GraphQL answers carry.

export const eventsFpaApi = {
  cancelEventOrder: ref<typeof C.cancelEventOrder>('POST', '/event/order/cancel'),
  eventReport: ref<typeof C.eventReport>('POST', '/event/report', 'file'),
  draftedUpload: ref<typeof C.draftedUpload>('POST', '/drafted/upload'),
};
