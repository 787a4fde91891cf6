/** @jest-environment node */
import { accessFrom, GQL_ERROR_CODES, messages, setNotifier, useSession } from '@portal/shared';
import { fetchCatalogs, updateCatalog } from './api';
import { catalogListVariables } from './catalogListVariables';

// The exact calls the catalogs screen makes, and what the user sees when they fail (spec 000 §6,
// §8): UNAUTHENTICATED signs out; a load failure reads 'An error occured please try again later.'.

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
let fetchMock: jest.SpyInstance;
const shown: string[] = [];
/** Bodies of the requests sent, read as they go out (ky consumes them after). */
const sent: { url: string; body: { query: string; variables: unknown } }[] = [];

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
  sent.length = 0;
  fetchMock = jest.spyOn(globalThis, 'fetch');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  setNotifier(null);
});

/** Answers each call with the next body, recording what was sent. */
function answer(...bodies: unknown[]) {
  for (const body of bodies) {
    fetchMock.mockImplementationOnce(async (input: Request) => {
      sent.push({ url: input.url, body: await input.clone().json() });
      return json(body);
    });
  }
}
const sentBody = async (n = 0) => sent[n].body;

describe('catalogs api', () => {
  it('asks /gql for one page of catalogs with the list variables', async () => {
    answer({ data: { catalogs: { total: 0, catalogs: [] } } });
    const variables = catalogListVariables({
      page: 3,
      pageSize: 50,
      order: 'desc',
      orderBy: 'created_at',
      search: 'maple',
      searchCol: '',
      filters: {},
    });
    await expect(fetchCatalogs(variables)).resolves.toEqual({ total: 0, catalogs: [] });
    const body = await sentBody();
    expect(new URL(sent[0].url).pathname).toBe('/gql');
    expect(body.variables).toEqual({ filter: 'maple', page: 3, order: 'desc', orderBy: 'created_at' });
    expect(body.query).toContain('catalogs(filter: $filter, page: $page, order: $order, orderBy: $orderBy)');
  });

  it('UNAUTHENTICATED signs the user out', async () => {
    answer({ data: null, errors: [{ message: 'Please sign in', extensions: { code: GQL_ERROR_CODES.unauthenticated } }] });
    await expect(
      fetchCatalogs(catalogListVariables({ page: 1, pageSize: 50, order: 'desc', orderBy: 'x', search: '', searchCol: '', filters: {} })),
    ).rejects.toBeDefined();
    expect(useSession.getState().status).toBe('loggedOut');
  });

  it('a server failure becomes the spec message, shown by the table (not twice as a toast)', async () => {
    answer({ data: null, errors: [{ message: 'Something went wrong.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    await expect(
      fetchCatalogs(
        catalogListVariables({ page: 1, pageSize: 50, order: 'desc', orderBy: 'name', search: '', searchCol: '', filters: {} }),
      ),
    ).rejects.toThrow(messages.catalogsOrUsersLoadFailed);
    expect(shown).toEqual([]);
  });

  it('an unknown sort column in the URL falls back to the default', () => {
    expect(
      catalogListVariables({ page: 1, pageSize: 50, order: 'asc', orderBy: 'password', search: '', searchCol: '', filters: {} }).orderBy,
    ).toBe('created_at');
  });

  it('updateCatalog sends the name and the order changes; a refusal shows the server message', async () => {
    answer({
      data: null,
      errors: [{ message: 'Only orders of customer 10042 can be in this catalog.', extensions: { code: GQL_ERROR_CODES.badInput } }],
    });
    await expect(updateCatalog({ id: 4, name: 'New', addOrders: [9], removeOrders: [] })).rejects.toBeDefined();
    expect((await sentBody()).variables).toEqual({ id: 4, name: 'New', addOrders: [9], removeOrders: [] });
    expect(shown).toEqual(['Only orders of customer 10042 can be in this catalog.']);
  });
});
