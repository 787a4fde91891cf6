import type { Area } from '../area';
import { draftedArea } from './drafted';
import { customEventsArea } from './events';
import { fpaArea } from './fpa';
import { seedEventsFpa } from './seed';

// The events and employee-pricing area's one door (spec 002; mfe-events-fpa/README.md). Its
// sub-folders are the remote's screen groups (fpa, drafted, events), each with its services,
// GraphQL, routes and tests; they share the area's tables (schema.ts) and its seed.

/**
 * The events-fpa sub-areas in registry order. The first holds the area's demo data: one seed, with
 * the faker seeded from the area's name, writes the demo accounts and every group's rows (seed.ts).
 */
export const eventsFpaAreas: readonly Area[] = [{ name: 'events-fpa', seed: seedEventsFpa }, fpaArea, draftedArea, customEventsArea];
