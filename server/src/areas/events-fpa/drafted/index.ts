import type { Area } from '../../area';
import { draftedGraphql } from './graphql';
import { draftedRoutes } from './routes';
import { stagedDraftedUploads } from './service';

/** Drafted contests, their organizations and sponsors (/drafted/…), with their uploaded logos and agreements. */
export const draftedArea: Area = {
  name: 'events-fpa-drafted',
  routes: draftedRoutes,
  graphql: draftedGraphql,
  // Logos and agreements no save named are swept (platform/stagedUploads.ts).
  stagedUploads: stagedDraftedUploads,
};
