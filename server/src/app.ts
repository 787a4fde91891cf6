import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyUnderPressure from '@fastify/under-pressure';
import { sql } from 'drizzle-orm';
import { API_MESSAGES } from '@portal/shared/core';
import { areas as registeredAreas, type Area } from './areas';
import type { Config } from './config';
import type { Db } from './db/client';
import { getAuth } from './platform/auth';
import { systemClock, type Clock } from './platform/clock';
import type { Platform } from './platform/context';
import type { FileStore } from './platform/fileStore';
import { fileStoreOf } from './platform/openFileStore';
import { registerGraphql } from './platform/graphql';
import { errorHandler, HttpError, unauthorized } from './platform/httpErrors';
import { registerApiDocs, registerOpenApi } from './platform/openApi';
import { guardStateChangingRequests } from './platform/requestGuards';
import { LiveHub, liveReadersOf } from './platform/liveChanges';
import { serializerCompiler, validatorCompiler } from './platform/rest';
import { loadServerSecret } from './platform/sessions';
import { startStagedUploadSweeper } from './platform/stagedUploads';
import { searchRoute } from './platform/searchRoute';
import { registerStaticHosting } from './platform/staticHosting';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database (see db/client.ts). */
  db: Db;
  clock?: Clock;
  areas?: readonly Area[];
  logger?: FastifyServerOptions['logger'];
  /** The file store; DATA_DIR/files by default (tests pass one over the template's seeded files). */
  files?: FileStore;
}

/** Origins (scheme://host) of remote URLs that live on another server, for the CSP. */
function remoteOrigins(config: Config): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remotes)) {
    try {
      if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
    } catch {
      // relative or malformed: same origin, nothing to allow
    }
  }
  return [...origins];
}

/**
 * The whole server as a Fastify instance (not listening): tests drive it with app.inject, main.ts
 * listens. It does not migrate or seed; the caller hands it a ready database.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const areas = options.areas ?? registeredAreas;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  });

  const platform: Platform = {
    db,
    config,
    clock: options.clock ?? systemClock,
    files: options.files ?? (await fileStoreOf(config)),
    secret: await loadServerSecret(db),
    live: new LiveHub(db, liveReadersOf(areas), app.log, config.liveStreamMaxMs),
  };
  // Open live streams would hold the server's close up: they end first.
  app.addHook('preClose', async () => platform.live.close());
  app.decorate('platform', platform);
  app.decorateRequest('authLookup', null);
  // Every route the app serves, as "METHOD /path": the authorization matrix test checks that each
  // one has a row (areas/accessMatrix.test.ts).
  const routeList: string[] = [];
  const undeclaredRoutes: string[] = [];
  app.decorate('routeList', routeList);
  app.decorate('undeclaredRoutes', undeclaredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routeList.push(`${method} ${route.url}`);
      if (route.url.startsWith('/api/') && !route.schema?.response && !route.schema?.hide) undeclaredRoutes.push(`${method} ${route.url}`);
    }
  });
  app.setErrorHandler(errorHandler);
  // The REST contract (platform/rest.ts): declared routes validate their input and shape their answer with zod.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app);

  await app.register(fastifyCookie);

  const remotes = remoteOrigins(config);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        connectSrc: ["'self'", ...remotes],
        // antd styles with CSS-in-JS: inline <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Remote chunks may be loaded by a shell on another origin (see staticHosting.ts).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    message: API_MESSAGES.busy,
    retryAfter: 5,
    // Liveness: the process answers. Whether it can serve (its database answers) is /readyz.
    exposeStatusRoute: { url: '/healthz', routeOpts: { config: { public: true } } },
  });
  // Readiness, for a load balancer: 200 when the database answers within a second, else 503 (the
  // instance is alive and serves again once the database is back; platform/httpErrors.ts).
  app.get('/readyz', { config: { public: true }, schema: { hide: true } }, async (_request, reply) => {
    const answered = await Promise.race([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1_000).unref()),
    ]);
    return answered ? { status: 'ok' } : reply.code(503).header('retry-after', '5').send({ message: API_MESSAGES.databaseUnavailable });
  });

  // Per-address limits are opt-in per route (config.rateLimit); the login failure limit per
  // e-mail is in the database (platform/signIn.ts).
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, API_MESSAGES.tooManyRequests),
  });

  app.addHook('onRequest', guardStateChangingRequests);

  for (const area of areas) area.register?.();
  startStagedUploadSweeper(
    app,
    areas.flatMap((area) => area.stagedUploads ?? []),
  );
  await registerGraphql(app, areas);

  // REST: every area's routes under /api. A route answers without a session only when it says
  // so (config.public); otherwise the gate below answers 401 { message } first, before any input
  // is read (preValidation: the routes' access rules run next, then their schemas).
  await app.register(
    async (api) => {
      api.addHook('preValidation', async (request) => {
        if (request.routeOptions.config?.public) return;
        if (!(await getAuth(request))) throw unauthorized();
      });
      await registerApiDocs(api);
      for (const area of areas) {
        if (area.routes) await api.register(area.routes);
      }
      await api.register(searchRoute(areas.flatMap((area) => (area.search ? [area.search] : []))));
    },
    { prefix: '/api' },
  );

  // Root routes (file URLs outside /api); each checks the session itself where it needs one.
  for (const area of areas) {
    if (area.rootRoutes) await app.register(area.rootRoutes);
  }

  await registerStaticHosting(app, config);
  return app;
}
