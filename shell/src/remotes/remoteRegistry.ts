import { create } from 'zustand';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteManifest } from '@portal/shared/platform';
import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/shared/core';
import { reportError } from '../errors/reportError';

// The shell learns at run time where the remotes are (/remotes.json: name -> URL of the remote's
// mf-manifest.json) and loads every remote's `./manifest` in parallel. A remote that cannot be
// loaded is marked failed: its routes show "This area is unavailable right now." with a Retry
// button, and every other area keeps working.

export type AreaStatus = 'loading' | 'ready' | 'failed';

export interface Area {
  name: string;
  entry: string;
  status: AreaStatus;
  manifest: RemoteManifest | null;
}

interface RegistryState {
  /** 'loading' until /remotes.json and every manifest have settled. */
  status: 'loading' | 'ready' | 'failed';
  areas: Area[];
  start(): Promise<void>;
  /** start() the first time only. */
  startOnce(): Promise<void>;
  retry(name: string): Promise<void>;
  retryFailed(): Promise<void>;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(error); },
    );
  });
}

async function loadManifest(name: string): Promise<RemoteManifest> {
  const mod = await withTimeout(
    loadRemote<{ default: RemoteManifest }>(`${name}/manifest`),
    CHUNK_LOAD_TIMEOUT_MS,
    `Remote ${name}`,
  );
  if (!mod?.default || !Array.isArray(mod.default.routes)) throw new Error(`Remote ${name} exposes no manifest`);
  return mod.default;
}

export const useRemoteRegistry = create<RegistryState>()((set, get) => {
  const update = (name: string, patch: Partial<Area>) =>
    set((s) => ({ areas: s.areas.map((a) => (a.name === name ? { ...a, ...patch } : a)) }));

  const loadArea = async (area: Area, force = false) => {
    update(area.name, { status: 'loading' });
    try {
      if (force) registerRemotes([{ name: area.name, entry: area.entry }], { force: true });
      const manifest = await loadManifest(area.name);
      update(area.name, { status: 'ready', manifest });
    } catch (error) {
      update(area.name, { status: 'failed', manifest: null });
      void reportError(error, `remote ${area.name} failed to load from ${area.entry}`);
    }
  };

  let started: Promise<void> | null = null;

  return {
    status: 'loading',
    areas: [],
    startOnce() {
      started ??= get().start();
      return started;
    },
    async start() {
      let config: Record<string, string>;
      try {
        const response = await fetch('/remotes.json', { credentials: 'same-origin', cache: 'no-cache' });
        if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
        config = (await response.json()) as Record<string, string>;
      } catch (error) {
        void reportError(error, 'remote registry');
        set({ status: 'failed', areas: [] });
        return;
      }
      const areas: Area[] = Object.entries(config).map(([name, entry]) => ({
        name, entry, status: 'loading', manifest: null,
      }));
      set({ areas });
      registerRemotes(areas.map(({ name, entry }) => ({ name, entry })));
      await Promise.all(areas.map((a) => loadArea(a)));
      set({ status: 'ready' });
    },
    async retry(name) {
      const area = get().areas.find((a) => a.name === name);
      if (area) await loadArea(area, true);
    },
    async retryFailed() {
      if (get().status === 'failed') {
        set({ status: 'loading' });
        await get().start();
        return;
      }
      await Promise.all(get().areas.filter((a) => a.status === 'failed').map((a) => loadArea(a, true)));
    },
  };
});
