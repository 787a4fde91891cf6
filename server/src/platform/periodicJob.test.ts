import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { every } from './periodicJob';

// platform/periodicJob.ts on a bare Fastify app: tiny intervals, and each test awaits the runs it
// counts (no sleeps).

/** A Fastify app whose log lines (warn and up) are kept. */
function appWithLog() {
  const lines: { level: number; msg: string; job?: string; err?: { message: string } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { app: Fastify({ logger: { level: 'warn', stream } }), lines };
}

/** A promise with its resolve, to hold a run open or to wait for the nth one. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * Awaits what unref'd timers bring about: the job's timer does not keep the process alive, so a
 * ref'd timer does while the test waits (it never fires before the wait ends; no sleep).
 */
async function awaitTicks<T>(promise: Promise<T>): Promise<T> {
  const keepAlive = setInterval(() => {}, 60_000);
  try {
    return await promise;
  } finally {
    clearInterval(keepAlive);
  }
}

/** Timers that keep the process alive. */
const refTimers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

describe('every(app, { name, everyMs, atStart }, job)', () => {
  test('the first run starts when the app is ready, in the background: ready does not wait for it', { timeout: 10_000 }, async () => {
    const { app } = appWithLog();
    const started = gate();
    const hold = gate();
    let ended = false;
    every(app, { name: 'slow start', everyMs: 60_000, atStart: true }, async () => {
      started.open();
      await hold.opened;
      ended = true;
    });
    // If ready waited for the run, this would never resolve (the run waits for `hold`).
    await app.ready();
    await started.opened;
    assert.equal(ended, false, 'the app is ready while its first run is under way');
    hold.open();
    await app.close();
    assert.equal(ended, true, 'close waited for the run');
  });

  test("without atStart nothing runs at ready; the timer runs the job every everyMs, and is unref'd", async () => {
    const { app } = appWithLog();
    let runs = 0;
    const third = gate();
    const before = refTimers();
    every(app, { name: 'ticker', everyMs: 1 }, async () => {
      if (++runs === 3) third.open();
    });
    await app.ready();
    assert.equal(refTimers(), before, 'the timer does not keep the process alive');
    await awaitTicks(third.opened);
    await app.close();
    const after = runs;
    assert.ok(after >= 3);
    // Closed: the timer is gone. Another app's timer ticking proves time passed without a run here.
    const { app: other } = appWithLog();
    const ticked = gate();
    let otherRuns = 0;
    every(other, { name: 'witness', everyMs: 1 }, async () => {
      if (++otherRuns === 3) ticked.open();
    });
    await other.ready();
    await awaitTicks(ticked.opened);
    await other.close();
    assert.equal(runs, after, 'no run after close');
  });

  test('runs never overlap: asks while one runs wait for it, and asks while one waits join it', async () => {
    const { app } = appWithLog();
    let active = 0;
    let most = 0;
    let runs = 0;
    const holds = [gate(), gate()];
    const job = every(app, { name: 'chained', everyMs: 60_000 }, async () => {
      active++;
      most = Math.max(most, active);
      const hold = holds[runs++];
      if (hold) await hold.opened;
      active--;
    });
    await app.ready();
    const first = job.run();
    assert.equal(job.run(), first, 'asked again before it started: the same run');
    await Promise.resolve();
    assert.equal(active, 1, 'the first run is under way');
    const second = job.run();
    assert.notEqual(second, first);
    assert.equal(job.run(), second, 'a run already waiting is joined');
    holds[0].open();
    await first;
    assert.equal(runs, 2, 'the waiting run starts once the first has ended');
    holds[1].open();
    await second;
    assert.equal(most, 1, 'never two at once');
    assert.equal(runs, 2);
    await app.close();
  });

  test('a failed run is logged as a warning with the job name, and later runs go on', async () => {
    const { app, lines } = appWithLog();
    let runs = 0;
    const job = every(app, { name: 'flaky job', everyMs: 60_000 }, async () => {
      if (++runs === 1) throw new Error('disk on fire');
    });
    await app.ready();
    await job.run();
    await job.run();
    assert.equal(runs, 2);
    assert.deepEqual(
      lines.map((l) => ({ level: l.level, msg: l.msg, job: l.job, err: l.err?.message })),
      [{ level: 40, msg: 'flaky job failed', job: 'flaky job', err: 'disk on fire' }],
    );
    await app.close();
  });

  test('close stops the timer, waits for the run under way, and starts no run after', async () => {
    const { app } = appWithLog();
    const started = gate();
    const hold = gate();
    let runs = 0;
    let ended = false;
    const job = every(app, { name: 'closing', everyMs: 1 }, async () => {
      runs++;
      started.open();
      await hold.opened;
      ended = true;
    });
    await app.ready();
    await awaitTicks(started.opened);
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(closed, false, 'close waits for the run under way');
    hold.open();
    await closing;
    assert.equal(ended, true);
    const count = runs;
    await job.run();
    assert.equal(runs, count, 'a run asked for after close does not start');
  });
});
