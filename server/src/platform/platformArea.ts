import type { Area } from '../areas/area';
import type { Db } from '../db/client';
import { systemMessages } from '../db/tables/platform';
import { platformGraphql } from './platformGraphql';
import { platformRoutes } from './platformRoutes';

// The machinery's own routes and GraphQL, registered first like an area (areas/index.ts): sign-in
// and sessions, the signed-in user, system messages, error reports, the outbox, the user list.

/** The demo system messages (the last one inactive). */
export const SYSTEM_MESSAGES = [
  { message: 'Scheduled maintenance: the portal will be unavailable Sunday from 2:00 to 4:00 AM (Toronto time).', active: true },
  { message: 'License collections can now be combined from the License Collections list.', active: true },
  { message: 'Reminder: spring sell sheets are due by the end of the month.', active: true },
  { message: 'Holiday shipping cut-off was December 15.', active: false },
] as const;

async function seedSystemMessages(tx: Db, { now }: { now: Date }): Promise<void> {
  await tx.insert(systemMessages).values(SYSTEM_MESSAGES.map((m) => ({ ...m, createdAt: now })));
}

export const platformArea: Area = {
  name: 'platform',
  routes: platformRoutes,
  graphql: platformGraphql,
  publicFields: [],
  seed: seedSystemMessages,
};
