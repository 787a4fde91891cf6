// Writes ../schema.graphql (the merged GraphQL schema of every area): `pnpm --filter @portal/server schema`.
import { writeFileSync } from 'node:fs';
import { areas } from '../src/areas';
import { printedSchema, SCHEMA_FILE } from '../src/platform/schemaFile';

writeFileSync(SCHEMA_FILE, printedSchema(areas));
console.log(`wrote ${SCHEMA_FILE}`);
