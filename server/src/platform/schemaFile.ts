import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { SERVER_ROOT } from '../config';
import type { Area } from '../areas/area';
import { mergeAreaGraphql } from './graphql';

// The GraphQL contract as a file: the merged SDL of every area, printed sorted, at the repository
// root (schema.graphql). The remotes' tests validate every document they send against it; a server
// test fails when it is stale (`pnpm --filter @portal/server schema` writes it again).

export const SCHEMA_FILE = path.join(SERVER_ROOT, '..', 'schema.graphql');

const HEADER = '# The GraphQL contract: the merged schema of every server area (generated: pnpm --filter @portal/server schema).\n\n';

export function printedSchema(areas: readonly Area[]): string {
  return HEADER + printSchema(lexicographicSortSchema(buildSchema(mergeAreaGraphql(areas).schema))) + '\n';
}

export function committedSchema(): string {
  return readFileSync(SCHEMA_FILE, 'utf8');
}
