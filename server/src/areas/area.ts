import type { FileStore } from '../platform/fileStore';
import type { Faker } from '@faker-js/faker';
import type { FastifyPluginAsync } from 'fastify';
import type { IResolvers, MercuriusLoaders } from 'mercurius';
import type { SessionUser } from '@portal/shared/core';
import type { Db } from '../db/client';
import type { Platform } from '../platform/context';
import type { LiveReaders } from '../platform/liveChanges';
import type { SearchProvider } from '../platform/search';
import type { StagedUploadSource } from '../platform/stagedUploads';

// What a business area contributes to the server. The registry (areas/index.ts) lists areas in
// order; app.ts mounts each one's REST routes under /api, merges the GraphQL parts into one
// schema, and db/seed.ts runs the seeds in the same order inside one transaction.

declare module 'mercurius' {
  interface MercuriusContext {
    /** The session user; null only inside public operations. */
    user: SessionUser | null;
    platform: Platform;
  }
}

export interface SeedContext {
  /** SEED_SCALE: multiply the amount of bulk data by this. */
  scale: number;
  /** Seeded per area (the same data on every first start). */
  faker: Faker;
  now: Date;
  /** argon2id hash of the demo password 'demo1234', computed once per seed run. */
  demoPasswordHash: string;
  /** The file store the demo data's files go to (designs' art), as a user's uploads do. */
  files: FileStore;
}

export interface AreaGraphql {
  /**
   * SDL. Root fields go in `extend type Query { … }` / `extend type Mutation { … }`: the merger
   * provides the root types. Type names must be unique across areas.
   */
  typeDefs: string;
  resolvers?: IResolvers;
  /**
   * mercurius loaders ({ Type: { field: async (queries, ctx) => results } }): a list resolver
   * must resolve per-row fields through a loader, so that a list never queries once per row.
   */
  loaders?: MercuriusLoaders;
}

export interface Area {
  name: string;
  /** REST routes, mounted under /api. A session is required unless a route has `config: { public: true }`. */
  routes?: FastifyPluginAsync;
  /**
   * Routes outside /api, mounted at the root before static hosting (file URLs the spec fixes, such
   * as /Images/Products/{file}). No session gate: each route checks what it needs (getAuth).
   */
  rootRoutes?: FastifyPluginAsync;
  graphql?: AreaGraphql;
  /**
   * Live updates (platform/liveChanges.ts): for each kind of record the area owns, which of some ids
   * a user may read, by the same rule its list and detail apply. A change is sent to a user only when
   * this says they may read the record.
   */
  live?: LiveReaders;
  /**
   * Root GraphQL fields that run without a session or a GraphQL token (the public order
   * approval pages). An operation is public only when every root field it selects is listed.
   */
  publicFields?: readonly string[];
  /**
   * What the area does at start: wire itself into other areas' seams (returns registers its
   * related-record source with orders), check its settings (catalogs: CATALOG_SITE_URL). buildApp
   * calls it for every area before mounting routes and GraphQL; no area does anything at import.
   * Must be idempotent: tests build several apps in one process.
   */
  register?: () => void;
  /**
   * Where the area stages uploads that a later save names (a folder of the file store or a table
   * of staged rows): the platform's sweeper removes those no save named (platform/stagedUploads.ts).
   */
  stagedUploads?: readonly StagedUploadSource[];
  /**
   * The area's part of the one search box (GET /api/search): its records matching a term, under the
   * same rule and ownership condition as its lists (areas/<area>/search.ts; platform/search.ts ranks).
   */
  search?: SearchProvider;
  /** Demo data for a fresh database. Runs after the areas before it, in the same transaction. */
  seed?: (tx: Db, context: SeedContext) => Promise<void>;
  /** What the seed's faker is seeded from, when not `name` (the same demo data whatever the area is called). */
  seedKey?: string;
  /**
   * Runs at every start, after the migrations and the seed: what a migration cannot write because it
   * lives in the file store (a design's art). Must be idempotent and cheap when there is nothing to do.
   */
  startup?: (db: Db, files: FileStore) => Promise<void>;
}
