import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @portal/server db:generate` writes a new migration into drizzle/ from the
// difference between src/db/schema.ts and the last snapshot. No database connection is needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
