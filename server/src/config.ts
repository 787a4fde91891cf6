import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The server's configuration, read once from the environment (README "Configuration").

/**
 * The repository root: the nearest folder above this module that holds pnpm-workspace.yaml. Found
 * by looking rather than by a fixed number of levels, so the module works from server/src and from
 * the test run's bundle (test/run.mjs) alike.
 */
export const REPO_ROOT = (function workspaceRoot(dir: string): string {
  if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
  const parent = path.dirname(dir);
  if (parent === dir) throw new Error('pnpm-workspace.yaml not found above the server');
  return workspaceRoot(parent);
})(path.dirname(fileURLToPath(import.meta.url)));
/** server/ itself (migrations live in server/drizzle). */
export const SERVER_ROOT = path.join(REPO_ROOT, 'server');

/** The remotes the shell composes, and the folder each one's build lives in. */
export const REMOTE_DIRS = {
  orders: 'mfe-orders',
  returns: 'mfe-returns',
  design_requests: 'mfe-design-requests',
  designs_color: 'mfe-designs-color',
  admin: 'mfe-admin',
  events_fpa: 'mfe-events-fpa',
} as const;
export type RemoteName = keyof typeof REMOTE_DIRS;
export const REMOTE_NAMES = Object.keys(REMOTE_DIRS) as RemoteName[];

export interface Config {
  port: number;
  host: string;
  /** Where the embedded database (pgdata/) and the file store (files/) live. */
  dataDir: string;
  /** postgres://… to use a PostgreSQL server instead of the embedded PGlite. */
  databaseUrl: string | null;
  /** s3://bucket[/prefix]: the files in an S3-compatible bucket (platform/s3FileStore.ts) instead of DATA_DIR/files. */
  filesUrl: string | null;
  /** Multiplies the amount of demo data seeded on first start. */
  seedScale: number;
  /** smtp(s)://… ; without it e-mails stay in the outbox table. */
  smtpUrl: string | null;
  /** true: cookies are always Secure (otherwise only when the request came over https). */
  cookieSecure: boolean;
  /** Trust X-Forwarded-For for the client address (behind a load balancer). */
  trustProxy: boolean;
  /** Folder holding shell/dist and mfe-x/dist. */
  staticRoot: string;
  /** remote name -> URL of its mf-manifest.json, as /remotes.json answers it. */
  remotes: Record<RemoteName, string>;
  logLevel: string;
  /** Event-loop delay (ms) above which the server answers 503 instead of queueing more work. */
  maxEventLoopDelayMs: number;
  /** How long a live stream (GET /api/live) stays open before the server ends it and the page opens another (its session is checked again). */
  liveStreamMaxMs: number;
  /**
   * The portal's public address (scheme://host[:port], no trailing slash) for links in e-mails;
   * null: links use the address of the request that caused the mail.
   */
  publicUrl: string | null;
  /** Staged uploads no save named are removed once older than this (platform/stagedUploads.ts). */
  stagedUploadMaxAgeMs: number;
  /** How often the staged uploads are swept (also once at start-up); 0: never. */
  stagedUploadSweepMs: number;
  /**
   * OUTBOX_SHOW_LINKS=1: GET /api/outbox shows the secrets of the links in mails (set-password and
   * approval links) as sent, for a test or demo set-up that reads them there; otherwise they are masked.
   */
  outboxShowsLinks: boolean;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got '${raw}'`);
  return value;
}

function bool(env: Env, name: string): boolean {
  return ['1', 'true', 'yes', 'on'].includes((env[name] ?? '').trim().toLowerCase());
}

/**
 * Remote URLs: `/remotes/<name>/mf-manifest.json` by default; REMOTES_FILE (a JSON object
 * name -> URL) overrides any of them, and REMOTE_<NAME>_URL overrides one (it wins over the file).
 */
export function remoteUrls(env: Env): Record<RemoteName, string> {
  const urls = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])) as Record<RemoteName, string>;
  if (env.REMOTES_FILE) {
    const fromFile = JSON.parse(readFileSync(env.REMOTES_FILE, 'utf8')) as Record<string, unknown>;
    for (const name of REMOTE_NAMES) {
      const url = fromFile[name];
      if (typeof url === 'string' && url) urls[name] = url;
    }
  }
  for (const name of REMOTE_NAMES) {
    const url = env[`REMOTE_${name.toUpperCase()}_URL`];
    if (url) urls[name] = url;
  }
  return urls;
}

/** PUBLIC_URL: an http(s) address; a trailing slash is dropped so that paths can be appended. */
export function publicUrl(env: Env): string | null {
  const raw = (env.PUBLIC_URL ?? '').trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address, got '${raw}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) address, got '${raw}'`);
  return raw.replace(/\/+$/, '');
}

export function loadConfig(env: Env = process.env): Config {
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data')),
    databaseUrl: env.DATABASE_URL || null,
    filesUrl: env.FILES_URL || null,
    seedScale: Math.max(int(env, 'SEED_SCALE', 1), 0.01),
    smtpUrl: env.SMTP_URL || null,
    cookieSecure: bool(env, 'COOKIE_SECURE'),
    trustProxy: bool(env, 'TRUST_PROXY'),
    staticRoot: path.resolve(env.STATIC_ROOT || REPO_ROOT),
    remotes: remoteUrls(env),
    logLevel: env.LOG_LEVEL || 'info',
    maxEventLoopDelayMs: int(env, 'MAX_EVENT_LOOP_DELAY_MS', 1000),
    liveStreamMaxMs: int(env, 'LIVE_STREAM_MAX_MS', 30 * 60_000),
    publicUrl: publicUrl(env),
    stagedUploadMaxAgeMs: int(env, 'STAGED_UPLOAD_MAX_AGE_HOURS', 24) * 60 * 60_000,
    stagedUploadSweepMs: int(env, 'STAGED_UPLOAD_SWEEP_MINUTES', 60) * 60_000,
    outboxShowsLinks: bool(env, 'OUTBOX_SHOW_LINKS'),
  };
}
