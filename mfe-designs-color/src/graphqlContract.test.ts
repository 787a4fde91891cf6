import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractViolations, documentsUsedIn, operationsOf } from '@portal/shared/testing/contract';
import * as designsApi from './designs/api';
import * as showcaseApi from './showcase/api';
import * as dropsApi from './drops/api';

// The remote's half of the GraphQL contract (issue 8 §1): every document its api.ts files send
// validates against schema.graphql, and every gql() call sends an exported document. (The swatch and
// mapping calls are REST, as the spec has them.)

const modules = { 'designs/api': designsApi, 'showcase/api': showcaseApi, 'drops/api': dropsApi };

test('every document sent validates against schema.graphql', () => {
  const documents = operationsOf(modules);
  expect(Object.keys(documents).length).toBeGreaterThan(0);
  expect(contractViolations(documents)).toEqual([]);
});

test('every gql() call sends an exported document', () => {
  for (const file of Object.keys(modules)) {
    const { names, inline } = documentsUsedIn(readFileSync(join(__dirname, `${file}.ts`), 'utf8'));
    expect({ file, inline }).toEqual({ file, inline: [] });
    const exported = Object.keys(operationsOf({ [file]: modules[file as keyof typeof modules] })).map((key) => key.split(' ')[1]);
    expect({ file, missing: names.filter((name) => !exported.includes(name)) }).toEqual({ file, missing: [] });
  }
});
