import { pgView } from 'drizzle-orm/pg-core';
import { designs, drops } from './designs-color';

// What designs-color publishes of its tables for other areas' queries (through
// areas/designs-color/index.ts): read-only views of one table each, which PostgreSQL's planner
// inlines. Other areas create designs through its commands (createRequestedDesign).

export const designsView = pgView('designs_view').as((qb) => qb.select().from(designs));
export const dropsView = pgView('drops_view').as((qb) => qb.select().from(drops));
