import type { designRequestsRoutes as C } from './designRequestsRoutes';
import { ref } from './restRef';

// The design requests area's routes as the browser calls them (typed by designRequestsRoutes.ts,
// imported as a type only). The uploads go by api.upload (for their progress), to these paths.

export const designRequestsApi = {
  storeReference: ref<typeof C.storeReference>('POST', '/designRequest/reference'),
  stageArt: ref<typeof C.stageArt>('POST', '/designRequest/:id/art'),
  stageSampleFiles: ref<typeof C.stageSampleFiles>('POST', '/designSampleRequest/:id/files'),
  designFiles: ref<typeof C.designFiles>('GET', '/design/file/:design', 'file'),
};
