import type { ComponentType } from 'react';
import { create } from 'zustand';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  ROUTE_DATA_FILE,
  type DrawerData,
  type RemotePreloads,
  type RemoteRouteData,
  type RemoteScreens,
  type RemotesConfig,
  type RouteData,
} from '@portal/shared/platform';
import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/shared/core';
import { reportError } from '../errors/reportError';

// The shell learns at run time where the remotes are and what they route: /remotes.json answers,
// per remote, the URL of its mf-manifest.json and its routes and drawer entries as data (for a
// remote on another origin, the shell fetches the routes.json beside its manifest). That is all the
// shell needs to draw the drawer and match a path: no remote's code loads until one of its routes
// is opened (loadScreen), or the browser is idle after the page has shown what it fetched
// (prefetchArea). A remote whose code cannot be loaded shows "This area is unavailable right now."
// with Retry on its routes, the failure is reported, and every other area keeps working.

/** 'loading' until its route data is known; 'failed' when it could not be read. */
export type AreaStatus = 'loading' | 'ready' | 'failed';
/** The remote's code (remoteEntry + its `./screens` module): loaded on demand. */
export type CodeStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface Area {
  name: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  status: AreaStatus;
  routes: RouteData[];
  drawer: DrawerData[];
  code: CodeStatus;
}

interface RegistryState {
  /** 'loading' until /remotes.json and every remote's route data have settled. */
  status: 'loading' | 'ready' | 'failed';
  areas: Area[];
  /** Screens being loaded for a route that is open (the idle prefetch waits for none). */
  loadingScreens: number;
  start(): Promise<void>;
  /** start() the first time only. */
  startOnce(): Promise<void>;
  /** Reads a failed remote's route data again (its code loads again on its own, see loadScreen). */
  retryFailed(): Promise<void>;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A remote on another origin: its route data is the routes.json its build wrote beside its manifest. */
async function fetchRouteData(name: string, entry: string): Promise<Pick<Area, 'routes' | 'drawer'>> {
  const url = new URL(ROUTE_DATA_FILE, new URL(entry, window.location.href)).href;
  const data = await withTimeout(fetchJson<RemoteRouteData>(url), CHUNK_LOAD_TIMEOUT_MS, `Routes of remote ${name}`);
  if (!Array.isArray(data?.routes) || !Array.isArray(data.drawer)) throw new Error(`${url} holds no route data`);
  return { routes: data.routes, drawer: data.drawer };
}

export const useRemoteRegistry = create<RegistryState>()((set, get) => {
  const update = (name: string, patch: Partial<Area>) =>
    set((s) => ({ areas: s.areas.map((a) => (a.name === name ? { ...a, ...patch } : a)) }));

  const readRouteData = async (area: Area) => {
    update(area.name, { status: 'loading' });
    try {
      update(area.name, { status: 'ready', ...(await fetchRouteData(area.name, area.entry)) });
    } catch (error) {
      update(area.name, { status: 'failed', routes: [], drawer: [] });
      void reportError(error, `remote ${area.name}: its routes could not be read beside ${area.entry}`);
    }
  };

  let started: Promise<void> | null = null;

  return {
    status: 'loading',
    areas: [],
    loadingScreens: 0,
    startOnce() {
      started ??= get().start();
      return started;
    },
    async start() {
      let config: RemotesConfig;
      try {
        config = await fetchJson<RemotesConfig>('/remotes.json');
      } catch (error) {
        void reportError(error, 'remote registry');
        set({ status: 'failed', areas: [] });
        return;
      }
      const areas: Area[] = Object.entries(config).map(([name, { manifest, routes, drawer }]) => {
        const known = Array.isArray(routes) && Array.isArray(drawer);
        return { name, entry: manifest, status: known ? 'ready' : 'loading', routes: routes ?? [], drawer: drawer ?? [], code: 'idle' };
      });
      set({ areas });
      // Only records where each remote is: nothing is fetched until loadRemote.
      registerRemotes(areas.map(({ name, entry }) => ({ name, entry })));
      await Promise.all(areas.filter((a) => a.status === 'loading').map(readRouteData));
      set({ status: 'ready' });
    },
    async retryFailed() {
      if (get().status === 'failed') {
        set({ status: 'loading' });
        await get().start();
        return;
      }
      await Promise.all(
        get()
          .areas.filter((a) => a.status === 'failed')
          .map(readRouteData),
      );
    },
  };
});

/**
 * A remote's code could not be loaded (whatever the runtime's error code: a missing manifest, an
 * unreachable remoteEntry, a time-out, a screen its build lacks): its routes show "This area is
 * unavailable right now." with Retry (isChunkLoadError), never the crash page.
 */
export class RemoteUnavailableError extends Error {
  constructor(area: string, cause: unknown) {
    super(`Remote ${area} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

const screensOf = new Map<string, { promise: Promise<RemoteScreens>; report: boolean }>();
/** Each loaded `./screens` module's named export `preloads` (screens' data preloads), when it has one. */
const preloadsOf = new Map<string, RemotePreloads>();

/**
 * The remote's `./screens` module (remoteEntry + a module of lazy loaders, a few KB), loaded once.
 * A failure is reported (unless only a prefetch asked for it) and forgotten, so the next call
 * (Retry) registers the remote afresh and tries again.
 */
function loadScreens(name: string, { silent = false } = {}): Promise<RemoteScreens> {
  const loading = screensOf.get(name);
  if (loading) {
    loading.report ||= !silent;
    return loading.promise;
  }
  const area = useRemoteRegistry.getState().areas.find((a) => a.name === name);
  // React.lazy calls this while rendering: the store (which other components read) changes after.
  const setCode = (code: CodeStatus) =>
    queueMicrotask(() => useRemoteRegistry.setState((s) => ({ areas: s.areas.map((a) => (a.name === name ? { ...a, code } : a)) })));
  const retrying = area?.code === 'failed';
  setCode('loading');
  const promise = (async () => {
    try {
      if (!area) throw new Error('it is not in /remotes.json');
      if (retrying) registerRemotes([{ name, entry: area.entry }], { force: true });
      const mod = await withTimeout(
        loadRemote<{ default: RemoteScreens; preloads?: RemotePreloads }>(`${name}/screens`),
        CHUNK_LOAD_TIMEOUT_MS,
        `Remote ${name}`,
      );
      if (!mod?.default || typeof mod.default !== 'object') throw new Error('it exposes no screens');
      if (mod.preloads && typeof mod.preloads === 'object') preloadsOf.set(name, mod.preloads);
      return mod.default;
    } catch (error) {
      throw new RemoteUnavailableError(name, error);
    }
  })();
  const entry = { promise, report: !silent };
  screensOf.set(name, entry);
  promise.then(
    () => setCode('ready'),
    (error: unknown) => {
      screensOf.delete(name);
      setCode('failed');
      if (entry.report) void reportError(error, `remote ${name} failed to load from ${area?.entry ?? '(unknown)'}`);
    },
  );
  return promise;
}

/** The screen a route names, from its remote: what RemoteScreen renders. Rejects when it cannot be loaded. */
export async function loadScreen(area: string, screen: string): Promise<{ default: ComponentType }> {
  const count = (by: number) => queueMicrotask(() => useRemoteRegistry.setState((s) => ({ loadingScreens: s.loadingScreens + by })));
  count(1);
  try {
    const screens = await loadScreens(area);
    const load = screens[screen];
    if (typeof load !== 'function') {
      const error = new RemoteUnavailableError(area, `no screen '${screen}' (routes.json of another build)`);
      void reportError(error, `remote ${area}`);
      throw error;
    }
    return await load();
  } finally {
    count(-1);
  }
}

/**
 * Warms a remote's code without showing anything: its `./screens` module and, when given, one
 * screen's chunk. Failures stay silent here; opening the route reports them.
 */
export function prefetchArea(area: string, screen?: string): void {
  loadScreens(area, { silent: true })
    .then((screens) => (screen ? screens[screen]?.() : undefined))
    .catch(() => {});
}

/** A screen's data preload, once its remote's `./screens` module is loaded (silently undefined otherwise). */
export async function screenPreload(area: string, screen: string) {
  await loadScreens(area, { silent: true }).catch(() => undefined);
  const preload = preloadsOf.get(area)?.[screen];
  return typeof preload === 'function' ? preload : undefined;
}
