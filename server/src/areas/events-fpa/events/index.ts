import type { Area } from '../../area';
import { customEventsGraphql } from './graphql';
import { readableEvents } from './eventAccess';
import { customEventRoutes } from './routes';
import { searchCustomEvents } from './search';
import { templateImageRoutes } from './templateImages';

/** Custom events (event stores: /events, /events_history, /events_cancelled, /event/{id}). */
export const customEventsArea: Area = {
  name: 'events-fpa-events',
  routes: customEventRoutes,
  // The events' template images at /Images/Templates/{image} (templateImages.ts).
  rootRoutes: templateImageRoutes,
  graphql: customEventsGraphql,
  live: { custom_event: readableEvents },
  search: searchCustomEvents,
};
