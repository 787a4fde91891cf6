import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditAs } from './audit';
import type { FileStore } from './fileStore';
import { every, type PeriodicJob } from './periodicJob';

// Staged uploads (server/README.md "Staged uploads"). Several areas take a file in one call and let
// a later save name it (a design image, a style's mask, a design request's art, a sample's files).
// A file no save ever names would stay in the file store for ever; this one sweeper removes those
// older than a set age (STAGED_UPLOAD_MAX_AGE_HOURS, 24 by default), at start-up and then every
// STAGED_UPLOAD_SWEEP_MINUTES (60). Each area registers its staging place on its Area
// (`stagedUploads`), as one of two kinds:
//
// - a **folder** of the file store, when the upload writes no row: the sweeper lists the files whose
//   key the area's pattern calls staged and that were written before the cut-off, and removes those
//   no saved row names. The database decides a race with a save: the save claims the file
//   (`claimStagedFile`: a transaction-scoped advisory lock on its key, then "does it still exist?")
//   in the transaction that writes the row naming it, and the sweeper takes the same lock (skipping
//   a file a save holds), asks the area which files saved rows name and deletes the others while it
//   holds the locks. Either the save commits first (the sweeper then sees its row and keeps the
//   file) or the sweep does (the save then finds no file and refuses, as for any expired upload).
// - a **table** of staged rows, when the upload writes one: the area's `expire` deletes the rows
//   created before the cut-off that no save has claimed, skipping rows a save has locked (`for
//   update skip locked`; the save locks or updates the row it names), and answers their files,
//   which are removed once that transaction has committed.

/** A folder of the file store holding staged files. */
export interface StagedFolder {
  kind: 'folder';
  /** For the log and the counts, e.g. 'design images'. */
  name: string;
  /** The file-store folder to list. */
  folder: string;
  /** Which keys under it are staged uploads; any other file (saved, seeded) is never touched. */
  staged: RegExp;
  /** Of these staged keys, those a saved row names (kept). Runs in the sweep's transaction, after the keys are locked. */
  named(tx: Db, keys: string[]): Promise<Set<string>>;
}

/** A table of staged uploads, one row per upload until a save claims (deletes or attaches) it. */
export interface StagedTable {
  kind: 'table';
  name: string;
  /** Deletes the unclaimed rows created before `cutoff`, skipping rows locked by a save under way; answers their files' keys. */
  expire(tx: Db, cutoff: Date): Promise<string[]>;
}

export type StagedUploadSource = StagedFolder | StagedTable;

/**
 * A StagedTable's `expire` for the usual table: deletes the rows of `table` (key column `key`) that
 * are `unclaimed` and whose `created_at` is before the cut-off, locking them first and skipping rows a
 * save has locked (`for update skip locked`; the condition is checked again on the locked row), and
 * answers the file keys in `fileColumns` of the rows deleted.
 */
export async function expireStagedRows(
  tx: Db,
  cutoff: Date,
  spec: { table: string; key: string; unclaimed: SQL; fileColumns: string[] },
): Promise<string[]> {
  const table = sql.identifier(spec.table);
  const key = sql.identifier(spec.key);
  const result = (await tx.execute(
    sql`delete from ${table} where ${key} in (select ${key} from ${table} where ${spec.unclaimed} and created_at < ${cutoff.toISOString()}::timestamptz for update skip locked) and ${spec.unclaimed} returning ${sql.join(
      spec.fileColumns.map((c) => sql.identifier(c)),
      sql`, `,
    )}`,
  )) as unknown as { rows: Record<string, string>[] };
  return result.rows.flatMap((row) => spec.fileColumns.map((c) => row[c]));
}

export interface SweepOptions {
  db: Db;
  files: FileStore;
  now: Date;
  maxAgeMs: number;
}

/** Advisory locks of staged files live in their own class (the first half of the two-key form). */
const LOCK_CLASS = 0x5354_4147; // 'STAG'
const BATCH = 100;

/**
 * In a save's transaction, before it writes the row that names a staged file: holds the file
 * against the sweeper until the transaction ends and answers whether the file is still there.
 */
export async function claimStagedFile(tx: Db, files: FileStore, key: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, hashtext(${key}))`);
  return files.exists(key);
}

async function tryLock(tx: Db, key: string): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_CLASS}::int, hashtext(${key})) as ok`)) as unknown as {
    rows: { ok: boolean }[];
  };
  return result.rows[0]?.ok === true;
}

async function sweepFolder(source: StagedFolder, { db, files }: SweepOptions, cutoff: Date): Promise<number> {
  const old: string[] = [];
  for await (const file of files.list(source.folder)) if (source.staged.test(file.key) && file.modifiedAt < cutoff) old.push(file.key);
  let removed = 0;
  for (let i = 0; i < old.length; i += BATCH) {
    const batch = old.slice(i, i + BATCH);
    removed += await db.transaction(async (tx) => {
      const free: string[] = [];
      for (const key of batch) if (await tryLock(tx, key)) free.push(key);
      if (!free.length) return 0;
      const named = await source.named(tx, free);
      let n = 0;
      // Deleted while the locks are held: a save waiting for one then finds the file gone.
      for (const key of free) if (!named.has(key) && (await files.delete(key))) n++;
      return n;
    });
  }
  return removed;
}

async function sweepTable(source: StagedTable, { db, files, now }: SweepOptions, cutoff: Date): Promise<number> {
  const keys = await db.transaction(async (tx) => {
    // The system's change: the audit trail records the rows it deletes with no person.
    await auditAs(tx, null, now);
    return source.expire(tx, cutoff);
  });
  for (const key of new Set(keys)) await files.delete(key);
  return keys.length;
}

/** One sweep of every source: the files removed per source name. */
export async function sweepStagedUploads(sources: readonly StagedUploadSource[], options: SweepOptions): Promise<Record<string, number>> {
  const cutoff = new Date(options.now.getTime() - options.maxAgeMs);
  const removed: Record<string, number> = {};
  for (const source of sources)
    removed[source.name] =
      (removed[source.name] ?? 0) +
      (source.kind === 'folder' ? await sweepFolder(source, options, cutoff) : await sweepTable(source, options, cutoff));
  return removed;
}

/**
 * Runs the sweep when the app is ready, in the background (the app serves meanwhile: listing every
 * staging folder of a large file store takes a while), and then every `config.stagedUploadSweepMs`
 * (platform/periodicJob.ts: an unref'd timer, stopped on close; a sweep under way is waited for).
 * 0 turns the sweeper off (answers null).
 */
export function startStagedUploadSweeper(app: FastifyInstance, sources: readonly StagedUploadSource[]): PeriodicJob | null {
  const { db, files, clock, config } = app.platform;
  if (!sources.length || !config.stagedUploadSweepMs) return null;
  return every(app, { name: 'staged upload sweep', everyMs: config.stagedUploadSweepMs, atStart: true }, async () => {
    const removed = await sweepStagedUploads(sources, { db, files, now: clock.now(), maxAgeMs: config.stagedUploadMaxAgeMs });
    if (Object.values(removed).some(Boolean)) app.log.info({ removed }, 'staged uploads swept');
  });
}
