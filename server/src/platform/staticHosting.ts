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
// - GET /order_approval/… (the customer approval links, spec 002) answers the public host page
//   (shell/dist/approval.html: shell/src/public/), with the orders remote's manifest URL and the
//   page's first paint written into it (publicPageReader), so a customer's phone shows the title at
//   once and loads that remote's approval module and nothing of the portal;
// - any other GET that looks like a page answers the shell's index.html (SPA routes such as
//   /login or /saved), so deep links load without a session.
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

/** Pages answered with the public host page instead of the shell: the customer approval links. */
const PUBLIC_PAGES = /^\/order_approval(\/|$)/;
/** The public host page in the shell's build (shell/rspack.config.mjs). */
export const PUBLIC_PAGE_FILE = 'approval.html';
/** The <meta> that tells the public page where the orders remote is (shell/src/public/approvalModule.ts). */
export const ORDERS_MANIFEST_META = 'portal-orders-manifest';
/** What the orders remote's build writes beside its manifest (mfe-orders/build/firstPaintPlugin.mjs). */
export const FIRST_PAINT_FILE = 'first-paint.json';
/** Where approval.html keeps the place of the first paint (its loading spinner until then). */
const FIRST_PAINT_SLOT = /<!--first-paint-->[\s\S]*?<!--\/first-paint-->/;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A file read once and again whenever it changes; null while it is missing or unusable. */
function fileWatcher<T>(file: string, parse: (text: string) => T, log: FastifyInstance['log']) {
  let cached: { mtimeMs: number; value: T | null } | null = null;
  return async function current(): Promise<T | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      let value: T | null = null;
      try {
        value = parse(await readFile(file, 'utf8'));
      } catch (error) {
        log.warn(`${file} is unusable (${(error as Error).message}): the public page goes without it`);
      }
      cached = { mtimeMs, value };
    }
    return cached.value;
  };
}

interface FirstPaint {
  css: string;
  /** The remote's files the page's module needs (remoteEntry.js first), beside its manifest. */
  scripts: string[];
  pages: { pattern: RegExp; html: string }[];
}

/** '/order_approval/:orderId/:id/approve' -> a pattern for the address's path (a trailing slash allowed). */
function routePattern(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

function parseFirstPaint(text: string): FirstPaint {
  const data = JSON.parse(text) as { css?: unknown; scripts?: unknown; pages?: unknown };
  if (typeof data.css !== 'string' || !Array.isArray(data.pages)) throw new Error('css must be a string and pages an array');
  const scripts = Array.isArray(data.scripts) ? data.scripts : [];
  // File names beside the manifest, nothing else (no other folder, no other origin).
  if (!scripts.every((file) => typeof file === 'string' && /^[\w.-]+\.js$/.test(file))) throw new Error('scripts must be file names');
  const pages = data.pages.map((page: { path?: unknown; html?: unknown }) => {
    if (typeof page?.path !== 'string' || typeof page.html !== 'string') throw new Error('each page needs path and html');
    return { pattern: routePattern(page.path), html: page.html };
  });
  return { css: data.css, scripts, pages };
}

/**
 * The public host page as served for an address under /order_approval/: approval.html with
 * - the orders remote's manifest URL (the one /remotes.json gives) in a <meta>, and a preload of that
 *   manifest, so the page finds the remote without asking /remotes.json and fetches its manifest
 *   while its own script loads;
 * - when this server hosts the orders remote's build: the first state of the page the address names
 *   and its stylesheet, from the first-paint.json beside the manifest, so the title shows before any
 *   script has run, and preloads of the remote's files the page's module needs, so they download
 *   while the page's own script runs (a remote on another origin: the page renders once its module
 *   has loaded).
 * Files are read again whenever they change (a redeployed shell or remote needs no restart); null
 * while the shell's build has no public page.
 */
export function publicPageReader(config: Pick<Config, 'staticRoot' | 'remotes'>, log: FastifyInstance['log']) {
  const shellRoot = path.join(config.staticRoot, 'shell', 'dist');
  const manifest = config.remotes.orders;
  const page = fileWatcher(path.join(shellRoot, PUBLIC_PAGE_FILE), (text) => text, log);
  const hostedPrefix = '/remotes/orders/';
  const firstPaint = manifest.startsWith(hostedPrefix)
    ? fileWatcher(
        path.join(config.staticRoot, REMOTE_DIRS.orders, 'dist', path.posix.dirname(manifest.slice(hostedPrefix.length)), FIRST_PAINT_FILE),
        parseFirstPaint,
        log,
      )
    : async () => null;
  return async function publicPage(pathname: string): Promise<string | null> {
    let html = await page();
    if (html === null) return null;
    const paint = await firstPaint();
    const matched = paint?.pages.find((p) => p.pattern.test(pathname));
    const remoteBase = manifest.slice(0, manifest.lastIndexOf('/') + 1);
    const head = [
      `<meta name="${ORDERS_MANIFEST_META}" content="${escapeAttribute(manifest)}" />`,
      `<link rel="preload" href="${escapeAttribute(manifest)}" as="fetch" crossorigin="anonymous" />`,
      ...(paint?.scripts ?? []).map((file) => `<link rel="preload" href="${escapeAttribute(remoteBase + file)}" as="script" />`),
      ...(matched && paint?.css ? [`<style>${paint.css.replace(/<\/(style)/gi, '<\\/$1')}</style>`] : []),
    ].join('\n    ');
    html = html.includes('</head>') ? html.replace('</head>', () => `${head}\n  </head>`) : `${head}\n${html}`;
    if (matched) html = html.replace(FIRST_PAINT_SLOT, () => matched.html);
    return html;
  };
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
      REMOTE_NAMES.map(
        async (name): Promise<[RemoteName, RemoteEntry]> => [name, { manifest: config.remotes[name], ...(await routeDataOf(name)) }],
      ),
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

  const publicPage = publicPageReader(config, app.log);
  app.setNotFoundHandler(async (request, reply: FastifyReply) => {
    if (hasShell && (request.method === 'GET' || request.method === 'HEAD') && looksLikePage(request.url, request.headers.accept)) {
      reply.header('cache-control', NO_CACHE);
      // A shell built before the public page existed still routes these addresses itself.
      const pathname = request.url.split('?')[0];
      const html = PUBLIC_PAGES.test(pathname) ? await publicPage(pathname) : null;
      if (html !== null) return reply.type('text/html; charset=utf-8').send(html);
      return reply.sendFile('index.html', shellRoot);
    }
    return reply.code(404).send({ message: API_MESSAGES.notFound });
  });
}
