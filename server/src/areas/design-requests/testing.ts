import { signIn, type TestApp } from '../../../test/harness';

// The design requests area's test world (tests only): GraphQL calls as a demo account, each
// account signed in once per test file.

export interface GqlAnswer {
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads its own fields
  error: { message: string; code?: string } | null;
}

/** A `gql(as, query, variables)` for the test app `app()`. */
export function gqlAs(app: () => TestApp) {
  const cookies = new Map<string, string>();
  return async (as: string, query: string, variables: Record<string, unknown> = {}): Promise<GqlAnswer> => {
    if (!cookies.has(as)) cookies.set(as, await signIn(app().app, as));
    const response = await app().app.inject({ method: 'POST', url: '/gql', headers: { cookie: cookies.get(as)! }, payload: { query, variables } });
    const body = response.json() as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
    return { data: body.data, error: body.errors?.[0] ? { message: body.errors[0].message, code: body.errors[0].extensions?.code } : null };
  };
}
