import type { Area } from '../area';
import { stagedDraftedUploads } from './drafted';
import { eventsFpaGraphql } from './graphql';
import { eventsFpaRoutes } from './routes';
import { seedEventsFpa } from './seed';
import { templateImageRoutes } from './templateImages';

/**
 * Events and employee pricing (spec 002): the Employee Preferred Pricing Program (/fpa) and drafted
 * contests and custom events (event stores) (mfe-events-fpa/README.md).
 */
export const eventsFpaArea: Area = {
  name: 'events-fpa',
  routes: eventsFpaRoutes,
  // The custom events' template images at /Images/Templates/{image} (templateImages.ts).
  rootRoutes: templateImageRoutes,
  graphql: eventsFpaGraphql,
  seed: seedEventsFpa,
  // Drafted logos and agreements no save named are swept (platform/stagedUploads.ts).
  stagedUploads: stagedDraftedUploads,
};
