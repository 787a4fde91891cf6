import type { Area } from './area';
import { platformArea } from './platform';

// The areas of the server, in order: platform first (the others depend on its tables and
// seed data). A new area adds one line here and one in db/schema.ts (README "Adding an area").
export const areas: readonly Area[] = [
  platformArea,
];

export type { Area } from './area';
