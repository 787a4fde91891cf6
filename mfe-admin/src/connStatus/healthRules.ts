import type { RemotesConfig } from '@portal/shared';

// What the browser's half of /connStatus concludes (README.md "Connection status"): the API's round
// trip and each remote's manifest, each OK, SLOW or DOWN like the server's own checks. Pure, so the
// thresholds and the reading of a manifest are tested alone.

export type Health = 'OK' | 'SLOW' | 'DOWN';

/** Above this the API's round trip (the connStatus query itself, which runs the server's checks) is SLOW. */
export const SLOW_API_MS = 1_500;
/** Above this a remote's manifest is SLOW to load (a few KB, no-cache: tens of ms on a good line). */
export const SLOW_MANIFEST_MS = 1_000;

export const healthOfTime = (ms: number, slowAbove: number): Health => (ms > slowAbove ? 'SLOW' : 'OK');

/** The worst of several: one part DOWN makes the whole DOWN, one SLOW makes it SLOW. */
export function worst(...states: Health[]): Health {
  return states.includes('DOWN') ? 'DOWN' : states.includes('SLOW') ? 'SLOW' : 'OK';
}

export interface RemoteCheck {
  /** The remote's name in /remotes.json (orders, returns, admin, …). */
  name: string;
  manifest: string;
  status: Health;
  /** The manifest's build version and package (metaData.buildInfo), when it loaded. */
  version: string | null;
  buildName: string | null;
  /** How long the manifest took to load, in ms; null when it did not. */
  loadMs: number | null;
  /** Routes the remote declares (its routes.json, as /remotes.json carries it); null when unknown. */
  routes: number | null;
  error: string | null;
}

/** What a remote's mf-manifest.json says of its build; null when it is not a manifest. */
export function manifestInfo(body: unknown): { version: string | null; buildName: string | null } | null {
  const meta = (body as { metaData?: { buildInfo?: { buildVersion?: unknown; buildName?: unknown } } } | null)?.metaData;
  if (!meta || typeof meta !== 'object') return null;
  const info = meta.buildInfo ?? {};
  return {
    version: typeof info.buildVersion === 'string' ? info.buildVersion : null,
    buildName: typeof info.buildName === 'string' ? info.buildName : null,
  };
}

/** One remote's result from its manifest's answer (or the failure to get one). */
export function remoteCheckOf(
  name: string,
  entry: RemotesConfig[string],
  outcome: { ok: true; body: unknown; loadMs: number } | { ok: false; error: string; loadMs: number | null },
): RemoteCheck {
  const base = { name, manifest: entry.manifest, routes: Array.isArray(entry.routes) ? entry.routes.length : null };
  if (!outcome.ok) return { ...base, status: 'DOWN', version: null, buildName: null, loadMs: outcome.loadMs, error: outcome.error };
  const info = manifestInfo(outcome.body);
  if (!info)
    return {
      ...base,
      status: 'DOWN',
      version: null,
      buildName: null,
      loadMs: outcome.loadMs,
      error: 'The answer is not a Module Federation manifest.',
    };
  return { ...base, status: healthOfTime(outcome.loadMs, SLOW_MANIFEST_MS), ...info, loadMs: outcome.loadMs, error: null };
}
