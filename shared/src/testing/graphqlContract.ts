import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';

// The client half of the GraphQL contract check: every document a remote sends is validated
// against schema.graphql (the merged schema of every server area, kept current by a server test),
// so a misspelt field, a missing argument or a wrong variable type fails `npm test` even when every
// screen test mocks the network.

let schema: GraphQLSchema | undefined;

function contractSchema(): GraphQLSchema {
  schema ??= buildSchema(readFileSync(join(__dirname, '..', '..', '..', 'schema.graphql'), 'utf8'));
  return schema;
}

const OPERATION = /^\s*(query|mutation|subscription)\b/;

/** The exported GraphQL operations of some modules: every string export that starts with query/mutation. */
export function operationsOf(modules: Record<string, Record<string, unknown>>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      // A generated document (graphql()) is a String object; its text carries the fragments it uses.
      const text = typeof value === 'string' || value instanceof String ? value.toString() : null;
      if (text !== null && OPERATION.test(text)) found[`${file} ${name}`] = text;
    }
  }
  return found;
}

/** 'file NAME: message' for each document that does not validate against schema.graphql. */
export function contractViolations(documents: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [name, document] of Object.entries(documents)) {
    try {
      for (const error of validate(contractSchema(), parse(document))) problems.push(`${name}: ${error.message}`);
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
    }
  }
  return problems;
}

/**
 * The documents an api.ts passes to gql(): each must be an exported constant (so the contract test
 * sees it). Returns the names used, and 'inline' entries for anything else passed to gql().
 */
export function documentsUsedIn(source: string): { names: string[]; inline: string[] } {
  const names: string[] = [];
  const inline: string[] = [];
  for (const match of source.matchAll(/\bgql(?:<[^>]*(?:<[^>]*>[^>]*)*>)?\(\s*([^,)]+)/g)) {
    const argument = match[1].trim();
    if (/^[A-Z][A-Z0-9_]*$/.test(argument)) names.push(argument);
    else inline.push(argument.slice(0, 60));
  }
  return { names, inline };
}

/**
 * A remote's contract tests, the same for every remote: every document its api.ts modules send
 * validates against schema.graphql, and every gql() call sends an exported document (so none
 * escapes the check). `modules`: path under `srcDir` without '.ts' -> the imported module.
 */
export function describeContract(srcDir: string, modules: Record<string, Record<string, unknown>>): void {
  test('every document sent validates against schema.graphql', () => {
    const documents = operationsOf(modules);
    expect(Object.keys(documents).length).toBeGreaterThan(0);
    expect(contractViolations(documents)).toEqual([]);
  });

  test('every gql() call sends an exported document', () => {
    for (const [file, exports] of Object.entries(modules)) {
      const { names, inline } = documentsUsedIn(readFileSync(join(srcDir, `${file}.ts`), 'utf8'));
      expect({ file, inline }).toEqual({ file, inline: [] });
      const exported = Object.keys(operationsOf({ [file]: exports })).map((key) => key.split(' ')[1]);
      expect({ file, missing: names.filter((name) => !exported.includes(name)) }).toEqual({ file, missing: [] });
    }
  });
}
