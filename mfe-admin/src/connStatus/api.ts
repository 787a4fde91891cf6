import { ADMIN_MESSAGES, gql, sameOrigin, type RemotesConfig } from '@portal/shared';
import { graphql } from '../gql';
import type { ConnStatusQuery } from '../gql/graphql';
import { remoteCheckOf, type RemoteCheck } from './healthRules';

// /connStatus calls: the server's checks (GraphQL connStatus, timed from here: the API's round
// trip), and what only the browser can check: /remotes.json and each remote's mf-manifest.json
// (reachable, version, load time), fetched as the shell fetches them, never from a cache.

export const CONN_STATUS = graphql(`
  query ConnStatus {
    connStatus {
      checkedAt
      api { status startedAt uptimeSeconds nodeVersion instance }
      database { status driver latencyMs error }
      outbox { status sending unsent failed oldestUnsentAt lastSentAt error }
      fileStore { status latencyMs error }
    }
  }
`);

export type ServerStatus = ConnStatusQuery['connStatus'];

/** Silent: the page shows a failure as the API being down, beside the checks that still work. */
export async function fetchServerStatus(signal?: AbortSignal): Promise<{ status: ServerStatus; roundTripMs: number }> {
  const started = performance.now();
  const data = await gql(CONN_STATUS, {}, { signal, silent: true, errorMessage: ADMIN_MESSAGES.connStatusFailed });
  return { status: data.connStatus, roundTripMs: Math.round(performance.now() - started) };
}

/** A manifest that has not answered in this long is DOWN. */
const MANIFEST_TIMEOUT_MS = 10_000;

async function loadManifest(url: string, signal?: AbortSignal): Promise<Parameters<typeof remoteCheckOf>[2]> {
  const started = performance.now();
  const timeout = AbortSignal.timeout(MANIFEST_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      cache: 'no-store',
      credentials: 'omit',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const text = await response.text();
    const loadMs = Math.round(performance.now() - started);
    if (!response.ok) return { ok: false, error: `HTTP ${response.status}`, loadMs };
    try {
      return { ok: true, body: JSON.parse(text), loadMs };
    } catch {
      return { ok: true, body: null, loadMs };
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    return {
      ok: false,
      error: timeout.aborted ? `No answer in ${MANIFEST_TIMEOUT_MS / 1000} s` : String((error as Error)?.message ?? error),
      loadMs: null,
    };
  }
}

/** Every remote of /remotes.json, each manifest loaded at once (in parallel, as a user's page would). */
export async function checkRemotes(signal?: AbortSignal): Promise<RemoteCheck[]> {
  const response = await fetch(sameOrigin('/remotes.json'), { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`/remotes.json answered HTTP ${response.status}`);
  const config = (await response.json()) as RemotesConfig;
  return Promise.all(
    Object.entries(config).map(async ([name, entry]) =>
      remoteCheckOf(name, entry, await loadManifest(new URL(entry.manifest, sameOrigin('/')).href, signal)),
    ),
  );
}
