/** @jest-environment node */
import { accessFrom, type SessionUser } from './core/access';
import { api, ApiError } from './api';
import { adminApi } from './core/adminApi';
import { directoryApi } from './core/directoryApi';
import { ordersApi } from './core/ordersApi';
import { platformApi } from './core/platformApi';
import { productionApi } from './core/productionApi';
import { ref } from './core/restRef';
import type { platformRoutes } from './core/platformRoutes';

const outbox = ref<typeof platformRoutes.outbox>('GET', '/outbox');
import { setNotifier } from './notify';
import { useSession } from './session';

const user: SessionUser = {
  id: 1,
  email: 'csr@demo.local',
  name: 'CSR',
  userType: 'INTERNAL',
  repCode: null,
  repManagerCode: null,
  access: accessFrom(['order']),
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: jest.SpyInstance;
const shown = { error: [] as string[], success: [] as string[] };

beforeEach(() => {
  shown.error = [];
  shown.success = [];
  setNotifier({ error: (t) => shown.error.push(t), success: (t) => shown.success.push(t), info: () => {} });
  useSession.getState().signedIn(user);
  fetchMock = jest.spyOn(globalThis, 'fetch');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  setNotifier(null);
});

describe('API client error rules', () => {
  it('returns the parsed answer and calls /api with the path', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [{ SREP: '101', name: 'Rep' }]));
    await expect(api.call(directoryApi.reps)).resolves.toEqual([{ SREP: '101', name: 'Rep' }]);
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/reps');
  });

  it('calls a declared route: its path parameters encoded, its query (a list as the key repeated), its JSON body, its typed answer', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [{ numb: '10001', cust: 'Acme' }]));
    await expect(api.call(directoryApi.customersOfRep, { params: { rep: 'A/1' } })).resolves.toEqual([{ numb: '10001', cust: 'Acme' }]);
    const get = fetchMock.mock.calls[0][0] as Request;
    expect([get.method, new URL(get.url).pathname]).toEqual(['GET', '/api/customer/A%2F1']);
    let sent: unknown[] = [];
    fetchMock.mockImplementationOnce(async (request: Request) => {
      sent = [request.method, new URL(request.url).pathname, await request.json()];
      return new Response(null, { status: 204 });
    });
    await expect(api.call(platformApi.notifyError, { body: { message: 'm', info: 'i', page: '/p' } })).resolves.toBeUndefined();
    expect(sent).toEqual(['POST', '/api/notifyError', { message: 'm', info: 'i', page: '/p' }]);
    fetchMock.mockResolvedValueOnce(json(200, []));
    await api.call(outbox, { query: { to: 'a@b.c' } });
    expect(new URL((fetchMock.mock.calls[2][0] as Request).url).search).toBe('?to=a%40b.c');
    fetchMock.mockResolvedValueOnce(json(200, { resources: [], total: 0, uploaders: [] }));
    await api.call(adminApi.salesResources, { query: { page: '2', search: undefined, categories: ['1', '3'], uploadedBy: [] } });
    expect(new URL((fetchMock.mock.calls[3][0] as Request).url).search).toBe('?page=2&categories=1&categories=3');
  });

  it('sends a list in the query as its key repeated, and leaves out what has no value', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { total: 3, saved: 1 }));
    await api.call(ordersApi.counters, { query: { values: ['total', 'saved'] } });
    expect(new URL((fetchMock.mock.calls[0][0] as Request).url).search).toBe('?values=total&values=saved');
    fetchMock.mockResolvedValueOnce(json(200, []));
    await api.call(ordersApi.unshippedOrders, { query: { customer: 'C1', search: undefined } });
    expect(new URL((fetchMock.mock.calls[1][0] as Request).url).search).toBe('?customer=C1');
  });

  it('reads the files a write names in its Link header, with a 204 or with a body', async () => {
    const link = '</api/production/recolored/D1-1/epsonT7270.svg>; rel="item", </api/production/recolored/D1-1/epsonT7270.png>; rel="item"';
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204, headers: { link } }));
    await expect(api.callLinked(productionApi.recolorFiles, { body: { id: 'D1', variation: 1 } })).resolves.toEqual({
      body: undefined,
      links: ['/api/production/recolored/D1-1/epsonT7270.svg', '/api/production/recolored/D1-1/epsonT7270.png'],
    });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ errors: ['e'] }), { status: 206, headers: { link: '</a.svg>; rel=item' } }),
    );
    await expect(api.callLinked(productionApi.recolorFiles, { body: { id: 'D1', variation: 1 } })).resolves.toEqual({
      body: { errors: ['e'] },
      links: ['/a.svg'],
    });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.callLinked(productionApi.recolorFiles, { body: { id: 'D1', variation: 1 } })).resolves.toEqual({
      body: undefined,
      links: [],
    });
  });

  it('logs the user out on 401 and shows nothing', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Not logged in' }));
    await expect(api.call(platformApi.users)).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().status).toBe('loggedOut');
    expect(useSession.getState().user).toBeNull();
    expect(shown.error).toEqual([]);
  });

  it("shows the server's message on 400", async () => {
    fetchMock.mockResolvedValueOnce(json(400, { message: 'Filter name cannot be empty' }));
    const error = await api.call(ordersApi.createSavedFilter, { body: { name: '', link: '/orders' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Filter name cannot be empty');
    expect(shown.error).toEqual(['Filter name cannot be empty']);
    expect(useSession.getState().status).toBe('loggedIn');
  });

  it("shows the server's message on other client errors (403, 409)", async () => {
    fetchMock.mockResolvedValueOnce(json(403, { message: "You don't have permission to delete this order" }));
    await expect(api.call(ordersApi.deleteOrder, { params: { id: '1' }, body: { status: 'x', comment: '' } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(shown.error).toEqual(["You don't have permission to delete this order"]);
  });

  it("shows the call's own message when the server fails", async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: 'internal detail' }));
    await expect(
      api.call(ordersApi.counters, { query: { values: [] } }, { errorMessage: 'An error occured please try again later.' }),
    ).rejects.toMatchObject({
      status: 500,
    });
    expect(shown.error).toEqual(['An error occured please try again later.']);
  });

  it("falls back to 'Something went wrong.' when the call names no message", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.call(directoryApi.reps)).rejects.toBeInstanceOf(ApiError);
    expect(shown.error).toEqual(['Something went wrong.']);
  });

  it('keeps aborted requests silent', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          // Like the real fetch: reject at once if already aborted, else when aborted.
          const abort = () => reject(new DOMException('Aborted', 'AbortError'));
          for (const signal of [(_input as Request).signal, (init as RequestInit | undefined)?.signal]) {
            if (signal?.aborted) abort();
            signal?.addEventListener('abort', abort);
          }
        }),
    );
    const pending = api.call(platformApi.users, undefined, { signal: controller.signal });
    controller.abort();
    const error = (await pending.catch((e: unknown) => e)) as ApiError;
    expect(error.aborted).toBe(true);
    expect(shown.error).toEqual([]);
    expect(useSession.getState().status).toBe('loggedIn');
  });

  it('shows nothing for a call made with silent: true', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { message: 'quiet please' }));
    await expect(api.call(platformApi.users, undefined, { silent: true })).rejects.toMatchObject({ message: 'quiet please' });
    fetchMock.mockResolvedValueOnce(json(503, {}));
    await expect(api.call(platformApi.users, undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(shown.error).toEqual([]);
  });
});
