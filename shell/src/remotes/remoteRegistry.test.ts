import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { reportError } from '../errors/reportError';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../errors/reportError', () => ({ reportError: jest.fn(() => Promise.resolve()) }));

const Saved = () => null;
const REMOTES = {
  orders: {
    manifest: '/remotes/orders/mf-manifest.json',
    routes: [{ path: '/saved', access: 'orderPages', screen: 'orderList.saved' }],
    drawer: [{ label: 'Saved', path: '/saved', access: 'orderPages', icon: 'file-text', group: 'Orders', order: 100 }],
  },
  returns: { manifest: 'https://cdn.example.com/returns/mf-manifest.json' },
};
const RETURNS_ROUTES = { area: 'returns', routes: [{ path: '/returns', access: 'returns', screen: 'list' }], drawer: [] };

const answer = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let fetched: string[];
// The registry is a module singleton (its store and loaded code): a fresh one per test.
let registry: typeof import('./remoteRegistry');
let useRemoteRegistry: typeof registry.useRemoteRegistry;
const loadScreen: typeof registry.loadScreen = (...args) => registry.loadScreen(...args);
const prefetchArea: typeof registry.prefetchArea = (...args) => registry.prefetchArea(...args);
let prefetchPath: (pathname: string) => void;
beforeEach(async () => {
  jest.isolateModules(() => {
    registry = jest.requireActual('./remoteRegistry');
    prefetchPath = jest.requireActual<typeof import('./preloadPath')>('./preloadPath').prefetchPath;
  });
  useRemoteRegistry = registry.useRemoteRegistry;
  fetched = [];
  global.fetch = jest.fn((url: string) => {
    fetched.push(String(url));
    if (url === '/remotes.json') return answer(REMOTES);
    if (url === 'https://cdn.example.com/returns/routes.json') return answer(RETURNS_ROUTES);
    return answer({}, 404);
  }) as unknown as typeof fetch;
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockReset();
  jest.mocked(reportError).mockClear();
  await useRemoteRegistry.getState().start();
});

describe('remote registry', () => {
  it('knows every route and drawer entry without loading any remote code', () => {
    const { status, areas } = useRemoteRegistry.getState();
    expect(status).toBe('ready');
    expect(areas.map((a) => [a.name, a.status, a.routes.map((r) => r.path)])).toEqual([
      ['orders', 'ready', ['/saved']],
      ['returns', 'ready', ['/returns']],
    ]);
    // A remote on another origin: its routes.json is read beside its manifest.
    expect(fetched).toEqual(['/remotes.json', 'https://cdn.example.com/returns/routes.json']);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'orders', entry: '/remotes/orders/mf-manifest.json' },
      { name: 'returns', entry: 'https://cdn.example.com/returns/mf-manifest.json' },
    ]);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("loads a remote's code when one of its screens is opened, once", async () => {
    const screen = jest.fn(() => Promise.resolve({ default: Saved }));
    jest.mocked(loadRemote).mockResolvedValue({ default: { 'orderList.saved': screen } });
    await expect(loadScreen('orders', 'orderList.saved')).resolves.toEqual({ default: Saved });
    await loadScreen('orders', 'orderList.saved');
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('orders/screens');
    await flush();
    expect(useRemoteRegistry.getState().areas.map((a) => a.code)).toEqual(['ready', 'idle']);
  });

  it('reports a remote that fails, with its name, and Retry registers it again', async () => {
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('RUNTIME-008 loadEntryError'));
    await expect(loadScreen('orders', 'orderList.saved')).rejects.toMatchObject({
      name: 'RemoteUnavailableError',
      message: 'Remote orders could not be loaded: RUNTIME-008 loadEntryError',
    });
    await flush();
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), 'remote orders failed to load from /remotes/orders/mf-manifest.json');
    expect(useRemoteRegistry.getState().areas[0].code).toBe('failed');

    jest.mocked(loadRemote).mockResolvedValueOnce({ default: { 'orderList.saved': () => Promise.resolve({ default: Saved }) } });
    await expect(loadScreen('orders', 'orderList.saved')).resolves.toEqual({ default: Saved });
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'orders', entry: '/remotes/orders/mf-manifest.json' }], { force: true });
  });

  it('a route whose screen the remote does not have is an unavailable area, not a crash', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: {} });
    await expect(loadScreen('orders', 'orderList.saved')).rejects.toMatchObject({ name: 'RemoteUnavailableError' });
  });

  it('a prefetch that fails stays silent', async () => {
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('offline'));
    prefetchArea('returns', 'list');
    await flush();
    await flush();
    expect(reportError).not.toHaveBeenCalled();
    expect(useRemoteRegistry.getState().areas[1].code).toBe('failed');
  });

  it("a path's screen is loaded ahead (the login page's Submit); a path no remote routes loads nothing", async () => {
    const screen = jest.fn(() => Promise.resolve({ default: Saved }));
    jest.mocked(loadRemote).mockResolvedValue({ default: { 'orderList.saved': screen } });
    prefetchPath('/nowhere');
    await flush();
    expect(loadRemote).not.toHaveBeenCalled();
    prefetchPath('/saved');
    await flush();
    await flush();
    expect(loadRemote).toHaveBeenCalledWith('orders/screens');
    expect(screen).toHaveBeenCalledTimes(1);
    expect(useRemoteRegistry.getState().areas[0].code).toBe('ready');
  });
});
