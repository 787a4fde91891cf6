import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@portal/shared/core';
import { REMOTE_DIRS, REMOTE_NAMES, type Config, type RemoteName } from '../config';

// The `start` command serves everything from this one process:
// - GET /remotes.json: for each remote, the URL of its mf-manifest.json and, when this server hosts
//   its build, its routes and drawer entries (the routes.json its build wrote beside the manifest),
//   so the shell draws the drawer and routes without loading any remote's code (see remotesJson);
// - the shell's build (shell/dist) at /, each remote's build (mfe-x/dist) at /remotes/<name>/;
// - pre-compressed .br/.gz files beside each asset, chosen by Accept-Encoding;
// - content-hashed files cached for a year, everything else (index.html, mf-manifest.json,
//   remoteEntry.js, unhashed names) revalidated on every use;
// - any other GET that looks like a page answers the shell's index.html (SPA routes such as
//   /login or /order_approval/…), so deep links load without a session.
// A missing dist folder is logged and skipped: the API still works.

/** A name with a content hash in it, e.g. main.3f9a1c2b.js or 412.a1b2c3d4e5.chunk.css(.br). */
const HASHED = /[.-][0-9a-f]{8,}\./i;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (name === 'index.html' || name === 'mf-manifest.json' || name === 'remoteEntry.js') return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

const setHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', cacheControlFor(filePath));
};

/** Paths the SPA fallback never answers: the API, GraphQL and the remotes' own files. */
const NOT_PAGES = /^\/(api|gql|remotes)(\/|$|\?)/;

function looksLikePage(url: string, accept: string | undefined): boolean {
  const pathname = url.split('?')[0];
  if (NOT_PAGES.test(pathname)) return false;
  if (accept?.includes('text/html')) return true;
  // Without an Accept header saying so, a path with a file extension is a missing file, not a page.
  return !/\.[A-Za-z0-9]{1,8}$/.test(pathname);
}

/** The file a remote's build writes beside its mf-manifest.json (shared/src/manifest.ts ROUTE_DATA_FILE). */
export const ROUTE_DATA_FILE = 'routes.json';

/** One remote in /remotes.json (shared/src/manifest.ts RemoteConfigEntry); the data passes through as JSON. */
export interface RemoteEntry {
  manifest: string;
  routes?: unknown[];
  drawer?: unknown[];
}

interface CachedRouteData {
  mtimeMs: number;
  data: Pick<RemoteEntry, 'routes' | 'drawer'> | null;
}

/**
 * Reads the route data of the remotes this server hosts: a remote whose manifest URL is under
 * /remotes/<name>/ has its routes.json in <staticRoot>/mfe-x/dist beside the manifest. Read again
 * whenever the file changes, so a redeployed remote (new dist) needs neither a shell build nor a
 * restart. A remote on another origin gets no data here: the shell fetches routes.json beside its
 * manifest itself (this server cannot tell when another origin redeploys).
 */
export function routeDataReader(config: Config, log: FastifyInstance['log']) {
  const cache = new Map<RemoteName, CachedRouteData>();
  const fileOf = (name: RemoteName): string | null => {
    const prefix = `/remotes/${name}/`;
    const url = config.remotes[name];
    if (!url.startsWith(prefix)) return null;
    const dir = path.posix.dirname(url.slice(prefix.length));
    return path.join(config.staticRoot, REMOTE_DIRS[name], 'dist', dir, ROUTE_DATA_FILE);
  };
  return async function routeDataOf(name: RemoteName): Promise<CachedRouteData['data']> {
    const file = fileOf(name);
    if (!file) return null;
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return null; // not built: the shell will fail to load it and say the area is unavailable
    }
    const cached = cache.get(name);
    if (cached?.mtimeMs === mtimeMs) return cached.data;
    let data: CachedRouteData['data'] = null;
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as { routes?: unknown; drawer?: unknown };
      if (!Array.isArray(parsed.routes) || !Array.isArray(parsed.drawer)) throw new Error('routes and drawer must be arrays');
      data = { routes: parsed.routes, drawer: parsed.drawer };
    } catch (error) {
      log.warn(`remote '${name}': ${file} is unreadable (${(error as Error).message}); the shell will fetch it itself`);
    }
    cache.set(name, { mtimeMs, data });
    return data;
  };
}

export async function registerStaticHosting(app: FastifyInstance, config: Config): Promise<void> {
  const routeDataOf = routeDataReader(config, app.log);
  app.get('/remotes.json', { config: { public: true } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    const entries = await Promise.all(
      REMOTE_NAMES.map(async (name): Promise<[RemoteName, RemoteEntry]> => [
        name,
        { manifest: config.remotes[name], ...(await routeDataOf(name)) },
      ]),
    );
    return Object.fromEntries(entries);
  });

  // Remotes are fetched cross-origin when the shell lives elsewhere (dev servers, a CDN).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/remotes/')) {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    return payload;
  });

  let decorated = false;
  for (const name of REMOTE_NAMES) {
    const root = path.join(config.staticRoot, REMOTE_DIRS[name], 'dist');
    if (!existsSync(root)) {
      app.log.warn(`remote '${name}' is not built (${root} is missing): /remotes/${name}/ will answer 404`);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${name}/`,
      preCompressed: true,
      cacheControl: false,
      setHeaders,
      decorateReply: !decorated,
      index: false,
    });
    decorated = true;
  }

  const shellRoot = path.join(config.staticRoot, 'shell', 'dist');
  const hasShell = existsSync(path.join(shellRoot, 'index.html'));
  if (hasShell) {
    await app.register(fastifyStatic, {
      root: shellRoot,
      prefix: '/',
      preCompressed: true,
      cacheControl: false,
      setHeaders,
      decorateReply: !decorated,
    });
    decorated = true;
  } else {
    app.log.warn(`the shell is not built (${shellRoot}/index.html is missing): only the API is served`);
  }

  app.setNotFoundHandler((request, reply: FastifyReply) => {
    if (hasShell && (request.method === 'GET' || request.method === 'HEAD') && looksLikePage(request.url, request.headers.accept)) {
      reply.header('cache-control', NO_CACHE);
      return reply.sendFile('index.html', shellRoot);
    }
    return reply.code(404).send({ message: API_MESSAGES.notFound });
  });
}
