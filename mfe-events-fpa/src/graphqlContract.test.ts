import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractViolations, documentsUsedIn, operationsOf } from '@portal/shared/testing/contract';
import * as draftedApi from './drafted/api';
import * as fpaApi from './fpa/api';

// The remote's half of the GraphQL contract (issue 8 §1): every document its api.ts files send
// validates against schema.graphql (the merged schema of the server areas), and every gql() call
// sends an exported document, so none escapes this check.

const modules = { 'fpa/api': fpaApi, 'drafted/api': draftedApi };

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
