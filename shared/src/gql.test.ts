/** @jest-environment node */
import { accessFrom } from './core/access';
import { GQL_ERROR_CODES } from './core/constants';
import type { TypedDocument } from './core/typedDocument';
import { gql, gqlRequest } from './gql';

/** A document as the remotes' generated graphql() answers it. */
const doc = <T = unknown>(query: string) => query as TypedDocument<T, Record<string, unknown>>;
import { setNotifier } from './notify';
import { useSession } from './session';

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const tokenExpired = { data: null, errors: [{ message: 'token', extensions: { code: GQL_ERROR_CODES.tokenExpired } }] };

let fetchMock: jest.SpyInstance;
const shown: string[] = [];
const urls = () => fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).pathname);

beforeEach(() => {
  shown.length = 0;
  setNotifier({ error: (t) => shown.push(t), success: () => {}, info: () => {} });
  useSession.getState().signedIn({
    id: 1,
    email: 'a@demo.local',
    name: 'A',
    userType: 'INTERNAL',
    repCode: null,
    repManagerCode: null,
    access: accessFrom(['order']),
  });
  fetchMock = jest.spyOn(globalThis, 'fetch');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  setNotifier(null);
});

describe('GraphQL helper', () => {
  it('posts the query and variables to /gql and returns the data', async () => {
    let sent: { method: string; body: unknown } | undefined;
    fetchMock.mockImplementationOnce(async (input: Request) => {
      sent = { method: input.method, body: await input.clone().json() };
      return json(200, { data: { catalogs: [{ id: 1 }] } });
    });
    await expect(gql(doc('query($p:Int){catalogs(page:$p){id}}'), { p: 2 })).resolves.toEqual({ catalogs: [{ id: 1 }] });
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ query: 'query($p:Int){catalogs(page:$p){id}}', variables: { p: 2 } });
  });

  it('fetches a new token and retries once when the token is missing', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, tokenExpired))
      .mockResolvedValueOnce(json(204, null))
      .mockResolvedValueOnce(json(200, { data: { me: { id: 1 } } }));
    await expect(gql(doc('{ me { id } }'))).resolves.toEqual({ me: { id: 1 } });
    expect(urls()).toEqual(['/gql', '/api/gql_token', '/gql']);
  });

  it('retries only once: a second missing token signs the user out', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, tokenExpired))
      .mockResolvedValueOnce(json(204, null))
      .mockResolvedValueOnce(json(200, tokenExpired));
    await expect(gql(doc('{ me { id } }'))).rejects.toBeDefined();
    expect(urls()).toEqual(['/gql', '/api/gql_token', '/gql']);
    expect(useSession.getState().status).toBe('loggedOut');
  });

  it('signs the user out when the token refresh answers 401', async () => {
    fetchMock.mockResolvedValueOnce(json(200, tokenExpired)).mockResolvedValueOnce(json(401, { message: 'no session' }));
    await expect(gql(doc('{ me { id } }'))).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().status).toBe('loggedOut');
    expect(shown).toEqual([]);
  });

  it('signs the user out on UNAUTHENTICATED (spec 000 §6)', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { data: null, errors: [{ message: 'no', extensions: { code: GQL_ERROR_CODES.unauthenticated } }] }),
    );
    await expect(gql(doc('{ catalogs { id } }'))).rejects.toBeDefined();
    expect(useSession.getState().status).toBe('loggedOut');
  });

  it('tolerates partial errors: the data that came back is returned with the errors', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { data: { orders: [{ id: 1 }], filters: null }, errors: [{ message: 'filters failed', path: ['filters'] }] }),
    );
    const result = await gqlRequest(doc<{ orders: { id: number }[]; filters: null }>('{ orders { id } filters { x } }'));
    expect(result.data?.orders).toEqual([{ id: 1 }]);
    expect(result.errors).toHaveLength(1);
    expect(shown).toEqual([]);
  });

  it("shows a client error's message, and the call's own message for anything else", async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { data: null, errors: [{ message: 'Collection name cannot be blank', extensions: { code: GQL_ERROR_CODES.badInput } }] }),
    );
    await expect(gql(doc('mutation { x }'))).rejects.toMatchObject({ message: 'Collection name cannot be blank' });
    fetchMock.mockResolvedValueOnce(json(200, { data: null, errors: [{ message: 'db exploded' }] }));
    await expect(
      gql(doc('{ catalogs { id } }'), undefined, { errorMessage: 'An error occured please try again later.' }),
    ).rejects.toBeDefined();
    expect(shown).toEqual(['Collection name cannot be blank', 'An error occured please try again later.']);
  });

  it.each([GQL_ERROR_CODES.notFound, GQL_ERROR_CODES.forbidden, GQL_ERROR_CODES.conflict])(
    "shows the server's reason for %s, a client error",
    async (code) => {
      fetchMock.mockResolvedValueOnce(json(200, { data: null, errors: [{ message: 'That order does not exist.', extensions: { code } }] }));
      await expect(
        gql(doc('{ order(id: 9) { id } }'), undefined, { errorMessage: 'An error occured please try again later.' }),
      ).rejects.toMatchObject({
        message: 'That order does not exist.',
        code,
      });
      expect(shown).toEqual(['That order does not exist.']);
      expect(console.error).not.toHaveBeenCalled();
    },
  );
});
