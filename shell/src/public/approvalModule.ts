import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/shared/core';

// Where the orders remote is and how its `./approval` module is loaded: the only remote this page
// knows. The server writes the remote's manifest URL into the page (staticHosting.ts, the same URL
// /remotes.json gives the portal), so the page needs no further request to find it; served without
// it (a dev server), the page asks /remotes.json.

/** The orders remote's `./approval` module (mfe-orders/src/approval/PublicApprovalPage). */
export interface ApprovalModule {
  default: ComponentType<{ pathname: string }>;
}

/** The <meta> the server adds to approval.html (server/src/platform/staticHosting.ts). */
export const ORDERS_MANIFEST_META = 'portal-orders-manifest';

async function ordersManifestUrl(): Promise<string> {
  const fromPage = document.querySelector<HTMLMetaElement>(`meta[name="${ORDERS_MANIFEST_META}"]`)?.content;
  if (fromPage) return fromPage;
  const response = await fetch('/remotes.json', { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const manifest = ((await response.json()) as { orders?: { manifest?: unknown } }).orders?.manifest;
  if (typeof manifest !== 'string') throw new Error('/remotes.json names no orders remote');
  return manifest;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the orders remote did not load within ${ms / 1000} s`)), ms);
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

/** Registers the orders remote and loads its `./approval` module (once per page: Retry reloads the page). */
export function startLoadingApprovalModule(): Promise<ApprovalModule> {
  return withTimeout(
    (async () => {
      registerRemotes([{ name: 'orders', entry: await ordersManifestUrl() }]);
      const mod = await loadRemote<ApprovalModule>('orders/approval');
      if (typeof mod?.default !== 'function') throw new Error('the orders remote has no ./approval page');
      return mod;
    })(),
    CHUNK_LOAD_TIMEOUT_MS,
  );
}
