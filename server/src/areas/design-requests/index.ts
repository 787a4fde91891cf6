import type { Area } from '../area';
import { designRequestsGraphql } from './graphql';
import { readableDesignOrders, readableDesignRequests, readableDesignSamples } from './liveReaders';
import { designRequestsRoutes } from './routes';
import { stagedArtUploads } from './files';
import { stagedSampleFiles } from './samples';
import { searchDesignRequests } from './search';
import { seedDesignRequests } from './seed';

/** Design requests (spec 001 §2.2-§9 design requests; mfe-design-requests/README.md). */
export const designRequestsArea: Area = {
  name: 'design-requests',
  routes: designRequestsRoutes,
  graphql: designRequestsGraphql,
  seed: seedDesignRequests,
  live: { design_request: readableDesignRequests, design_sample: readableDesignSamples, design_order: readableDesignOrders },
  search: searchDesignRequests,
  // Staged art uploads and sample files no save named are swept (platform/stagedUploads.ts).
  stagedUploads: [stagedArtUploads, stagedSampleFiles],
};
