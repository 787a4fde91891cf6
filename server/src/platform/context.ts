import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from './clock';
import type { FileStore } from './fileStore';
import type { LiveHub } from './liveChanges';
import type { Auth } from './sessions';

// What every area's routes and resolvers reach through `app.platform` (REST) or `ctx.platform`
// (GraphQL): the database, the configuration, the clock, the file store and the server secret.

export interface Platform {
  db: Db;
  config: Config;
  clock: Clock;
  files: FileStore;
  /** HMAC key of the GraphQL token (settings table; shared by every instance). */
  secret: string;
  /** The signed-in pages' live channels (GET /api/live). */
  live: LiveHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
    /** Every route served, "METHOD /path" (HEAD and OPTIONS left out). */
    routeList: readonly string[];
    /** The /api routes registered without declared answers ("METHOD /path"): the REST contract's gaps (platform/rest.ts). */
    undeclaredRoutes: readonly string[];
  }
  interface FastifyRequest {
    /** Memoised session lookup; read it through getAuth(request). */
    authLookup: Promise<Auth | null> | null;
  }
  interface FastifyContextConfig {
    /** Under /api: answer without a session (login, auth, logout, notifyError, public pages). */
    public?: boolean;
    /** Accept multipart/form-data bodies (upload routes register this explicitly). */
    multipart?: boolean;
  }
}
