import { waitFor } from '@testing-library/react';
import { api, ApiError } from '../api';
import { directoryApi } from '../core/directoryApi';
import { ordersApi } from '../core/ordersApi';
import { gql, GqlRequestError } from '../gql';
import type { TypedDocument } from '../core/typedDocument';
import { createMockNetwork, gqlError, networkError, reply } from './network';

// The mocked network of screen tests checks what the screens send and what the tests answer against
// schema.graphql; each check here is one a screen test relies on to fail when it should.

type Catalogs = { catalogs: { total: number; catalogs: { id: number; name: string }[] } };
const CATALOGS = `query Catalogs($page: Int) { catalogs(page: $page) { total catalogs { id name } } }` as TypedDocument<
  Catalogs,
  { page?: unknown }
>;
const TEMPLATE = `query Template($orderId: Int!) { template(orderId: $orderId) { id name } }` as TypedDocument<
  { template: { id: number; name: string } | null },
  { orderId: number }
>;

const { network, listen, close, reset } = createMockNetwork();
beforeAll(listen);
afterAll(close);
let problems: string[] = [];
beforeEach(() => {
  // The mock also reports each problem on the console as it happens.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  problems = reset();
  expect(problems).toEqual([]); // each test took the problems it expected
});
/** The problems seen so far in this test (taken: the afterEach check sees none). */
const seen = () => reset();

const page = { total: 1, catalogs: [{ id: 7, name: 'Team Store' }] };

describe('GraphQL', () => {
  it('answers the declared operation, executed against the schema, and records its variables', async () => {
    network.graphql(CATALOGS, { catalogs: page });
    await expect(gql(CATALOGS, { page: 2 })).resolves.toEqual({ catalogs: page });
    expect(network.variables(CATALOGS)).toEqual([{ page: 2 }]);
    expect(network.calls).toEqual([expect.objectContaining({ kind: 'graphql', operationName: 'Catalogs', variables: { page: 2 } })]);
  });

  it('answers with a function of the variables, and once-answers before the standing one', async () => {
    network.graphql(TEMPLATE, ({ orderId }) => ({ template: { id: orderId, name: `T${orderId}` } }));
    network.graphqlOnce(TEMPLATE, { template: null });
    await expect(gql(TEMPLATE, { orderId: 3 })).resolves.toEqual({ template: null });
    await expect(gql(TEMPLATE, { orderId: 4 })).resolves.toEqual({ template: { id: 4, name: 'T4' } });
  });

  it('refuses a document that does not validate against schema.graphql', async () => {
    const wrong = `query Catalogs { catalogs { total catalogz { id } } }` as TypedDocument<unknown, Record<string, never>>;
    network.graphql(CATALOGS, { catalogs: page });
    await expect(gql(wrong, {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(seen()).toEqual([
      expect.stringMatching(/^Catalogs: the document does not validate against schema.graphql: Cannot query field "catalogz"/),
    ]);
  });

  it('refuses variables of the wrong type, as the server would', async () => {
    network.graphql(CATALOGS, { catalogs: page });
    await gql(CATALOGS, { page: 'two' }, { silent: true }).catch(() => {});
    expect(seen()).toEqual([expect.stringMatching(/^Catalogs: Variable "\$page" got invalid value "two"/)]);
  });

  it('reports an operation nobody declared', async () => {
    await expect(gql(CATALOGS, {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(seen()).toEqual(['no answer declared for query Catalogs (variables {})']);
  });

  it('reports an answer without a field the document selects', async () => {
    network.graphql(CATALOGS, { catalogs: { total: 1, catalogs: [{ id: 7 }] } } as unknown as Catalogs);
    await gql(CATALOGS, {}, { silent: true }).catch(() => {});
    expect(seen()).toEqual([
      expect.stringMatching(/^Catalogs: the answer has no "name" \(Catalog.name: String!\) at catalogs.catalogs.0.name$/),
    ]);
  });

  it('reports an answer field the document does not select', async () => {
    // (The answer's type refuses it already; a test that casts, or answers `any`, is caught here.)
    network.graphql(CATALOGS, { catalogs: { ...page, catalogs: [{ id: 7, name: 'Team Store', rep: '101' }] } } as unknown as Catalogs);
    await gql(CATALOGS, {});
    expect(seen()).toEqual(['Catalogs.catalogs.catalogs[0]: the answer has "rep", which the document does not select']);
  });

  it('reports a null in a non-null field and a value of the wrong scalar type', async () => {
    network.graphqlOnce(CATALOGS, { catalogs: { ...page, catalogs: [{ id: 7, name: null as unknown as string }] } });
    network.graphqlOnce(CATALOGS, { catalogs: { ...page, total: 1.5 } });
    await gql(CATALOGS, {}, { silent: true }).catch(() => {});
    await gql(CATALOGS, {}, { silent: true }).catch(() => {});
    expect(seen()).toEqual([
      expect.stringMatching(/^Catalogs: Cannot return null for non-nullable field Catalog.name/),
      expect.stringMatching(/^Catalogs: Int cannot represent non-integer value: 1.5/),
    ]);
  });

  it('sends a declared error with its code, as the server does, without a problem', async () => {
    network.graphql(TEMPLATE, gqlError('FORBIDDEN', 'Not yours'));
    const error = await gql(TEMPLATE, { orderId: 1 }, { silent: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GqlRequestError);
    expect(error).toMatchObject({ message: 'Not yours', code: 'FORBIDDEN' });
  });

  it('fails the fetch itself on networkError()', async () => {
    network.graphql(TEMPLATE, networkError());
    await expect(gql(TEMPLATE, { orderId: 1 }, { silent: true, errorMessage: 'Offline' })).rejects.toMatchObject({
      message: 'Offline',
      status: null,
    });
  });
});

describe('REST', () => {
  it('answers a declared path with JSON and records the call', async () => {
    network.rest('POST', '/api/order/:id/delete', ({ params, body }) => ({ id: Number(params.id), ...(body as object) }));
    await expect(api.call(ordersApi.deleteOrder, { params: { id: '12' }, body: { status: 'Saved' } })).resolves.toEqual({
      id: 12,
      status: 'Saved',
    });
    expect(network.restCalls('POST', '/api/order/:id/delete')).toEqual([
      expect.objectContaining({ path: '/api/order/12/delete', body: { status: 'Saved' } }),
    ]);
  });

  it('answers reply(status, body) as an HTTP failure', async () => {
    network.rest('GET', '/api/reps', reply(403, { message: 'No' }));
    await expect(api.call(directoryApi.reps, undefined, { silent: true })).rejects.toMatchObject({ status: 403, message: 'No' });
  });

  it('reports a path nobody declared', async () => {
    await expect(api.call(directoryApi.reps, undefined, { silent: true })).rejects.toMatchObject({ status: 501 });
    expect(seen()).toEqual(['no answer declared for GET /api/reps']);
  });

  it('settles an answer still pending when the test ends (no request outlives its test)', async () => {
    network.rest('GET', '/api/reps', () => new Promise(() => {}));
    const call = api.call(directoryApi.reps, undefined, { silent: true });
    await waitFor(() => expect(network.calls).toHaveLength(1));
    expect(reset()).toEqual([]);
    await expect(call).rejects.toBeInstanceOf(ApiError);
  });
});
