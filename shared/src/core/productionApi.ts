import type { productionRoutes as C } from './productionRoutes';
import { ref } from './restRef';

// The production tools' routes as the browser calls them (typed by productionRoutes.ts, imported as a type only).

export const productionApi = {
  openJobs: ref<typeof C.openJobs>('GET', '/openJobs'),
  designs: ref<typeof C.designs>('GET', '/production/designs'),
  dropshipCollections: ref<typeof C.dropshipCollections>('GET', '/production/dropship_collections'),
  generateProductionArt: ref<typeof C.generateProductionArt>('POST', '/generateProductionArt'),
  recolorFiles: ref<typeof C.recolorFiles>('POST', '/production/recolorFiles'),
  recolorDropshipCollection: ref<typeof C.recolorDropshipCollection>('POST', '/production/recolor_dropship_collection'),
};
