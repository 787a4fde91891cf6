import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client';

// A job the server runs every so often beside the requests (the embedded database's vacuum, the
// staged-upload sweep, the outbox sender, session housekeeping). One shape for all of them:
//
// - runs never overlap: a run asked for while one is under way waits for it, and asks made while
//   a run is waiting join that run (a slow job never piles up a queue of runs);
// - a run that fails is logged (warn, with the job's name) and later runs go on;
// - the timer starts when the app is ready (with a first run then if `atStart`, in the background:
//   the app does not wait for it to serve) and is unref'd (it never keeps the process alive);
// - closing the app stops the timer and waits for the run under way (the database closes after
//   the app), and no run starts after that.

export interface PeriodicJobOptions {
  /** For the log, e.g. 'staged upload sweep'. */
  name: string;
  /** Time between runs, from when the app is ready. */
  everyMs: number;
  /** Also run once when the app is ready (in the background). */
  atStart?: boolean;
}

export interface PeriodicJob {
  /**
   * Asks for a run now (after the run under way, if any; joining a run already waiting to start)
   * and answers when that run has ended. It never rejects: a failure is logged. After close, it
   * starts nothing and answers when the last run has ended.
   */
  run(): Promise<void>;
  /** Stops the timer and waits for the run under way (also done when the app closes). */
  stop(): Promise<void>;
}

/** Runs `job` every `everyMs` while `app` is open (see above). */
export function every(app: FastifyInstance, options: PeriodicJobOptions, job: () => Promise<unknown>): PeriodicJob {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  /** The last run asked for (resolved when it has ended). */
  let last: Promise<void> = Promise.resolve();
  /** A run asked for that has not started yet. */
  let waiting: Promise<void> | null = null;

  const run = (): Promise<void> => {
    if (stopped) return last;
    if (waiting) return waiting;
    const next = last.then(async () => {
      waiting = null;
      try {
        await job();
      } catch (error) {
        app.log.warn({ err: error, job: options.name }, `${options.name} failed`);
      }
    });
    waiting = next;
    last = next;
    return next;
  };

  const stop = async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    timer = null;
    await last;
  };

  app.addHook('onReady', async () => {
    if (stopped) return;
    if (options.atStart) void run();
    timer = setInterval(() => void run(), options.everyMs);
    timer.unref();
  });
  app.addHook('onClose', stop);
  return { run, stop };
}

/** The advisory lock class of periodic jobs (platform/stagedUploads.ts has its own). */
const JOB_LOCK_CLASS = 7301;

/**
 * Takes the job's lock for the transaction, if no other instance holds it: a job that runs inside
 * a transaction and skips when this answers false runs on one instance at a time.
 */
export async function tryJobLock(tx: Tx, job: string): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}::int, hashtext(${job})) as ok`)) as unknown as {
    rows: { ok: boolean }[];
  };
  return result.rows[0]?.ok === true;
}
