// The `live` section of `npm run bench` (README "Live updates"): what open live channels
// (GET /api/live, Server-Sent Events) cost the server. A server on the embedded database with a
// fresh data directory; 200 channels opened at once (one signed-in administrator's session: 100
// sign-ins a minute per address are allowed); the server's resident memory before and after, and
// its CPU over an idle period with every channel open; then one change (a timeline post) and the
// time until every channel has heard it.
//   BENCH_ONLY=live npm run bench         this section only
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuSecondsOf, signIn, startServer, stop } from './benchLoad.mjs';

const CHANNELS = Number(process.env.BENCH_LIVE_CHANNELS ?? 200);
const IDLE_SECONDS = Number(process.env.BENCH_LIVE_IDLE_SECONDS ?? 30);

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number((Number(line.split(/\s+/)[1]) / 1024).toFixed(1));
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** Opens one channel; `heard` is called on each `changes` event. Answers the request, to end it. */
function openChannel(port, cookie, heard) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/live', headers: { cookie }, agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`live channel answered ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (text) => {
        if (text.includes('event: changes')) heard();
      });
      resolve(request);
    });
    request.on('error', reject);
  });
}

async function gql(base, cookie, query, variables = {}) {
  const response = await fetch(`${base}/gql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data;
}

export async function measureLive({ port = 8197 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-live-'));
  const server = await startServer(port, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const base = `http://127.0.0.1:${port}`;
  const channels = [];
  try {
    const cookie = await signIn(base);
    // Warm: the routes, the session cache and the hub have run once.
    await fetch(`${base}/api/systemMessages`, { headers: { cookie } });
    (await openChannel(port, cookie, () => undefined)).destroy();
    await pause(3_000);
    // The server's own idle work (the event-loop sampler, the database thread), without a channel:
    // what the channels add is the difference.
    const baseCpu = cpuSecondsOf(server.pid);
    await pause(IDLE_SECONDS * 1000);
    const idleCpuSecondsWithoutChannels = Number((cpuSecondsOf(server.pid) - baseCpu).toFixed(2));
    const before = rssMb(server.pid);

    let heard = 0;
    for (let i = 0; i < CHANNELS; i++) channels.push(openChannel(port, cookie, () => heard++));
    await Promise.all(channels);
    await pause(3_000);
    const open = rssMb(server.pid);

    const cpuBefore = cpuSecondsOf(server.pid);
    await pause(IDLE_SECONDS * 1000);
    const idleCpuSeconds = Number((cpuSecondsOf(server.pid) - cpuBefore).toFixed(2));
    const afterIdle = rssMb(server.pid);

    // One change: how long until every channel heard it.
    const { designRequests } = await gql(
      base,
      cookie,
      `query { designRequests(filters: { listType: "normal" }) { designRequests { id } } }`,
    );
    const started = performance.now();
    await gql(base, cookie, `mutation($id: Int!) { createDesignRequestComment(requestId: $id, text: "bench") { id } }`, {
      id: designRequests.designRequests[0].id,
    });
    while (heard < CHANNELS && performance.now() - started < 10_000) await pause(5);
    const fanOutMs = Math.round(performance.now() - started);

    return {
      channels: CHANNELS,
      rssBeforeMb: before,
      rssWithChannelsMb: open,
      growthMb: Number((open - before).toFixed(1)),
      perChannelKb: Math.round(((open - before) * 1024) / CHANNELS),
      idleSeconds: IDLE_SECONDS,
      idleCpuSeconds,
      idleCpuPercent: Number(((100 * idleCpuSeconds) / IDLE_SECONDS).toFixed(2)),
      idleCpuSecondsWithoutChannels,
      rssAfterIdleMb: afterIdle,
      oneChange: { channelsThatHeardIt: heard, allHeardWithinMs: fanOutMs },
    };
  } finally {
    for (const channel of channels) (await channel.catch(() => null))?.destroy();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
