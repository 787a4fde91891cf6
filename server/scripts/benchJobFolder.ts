import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, lt } from 'drizzle-orm';
import sharp from 'sharp';
import { ORDER_STATUS } from '@portal/shared/core';
import { createTestApp, signIn } from '../test/harness';
import { designFileKey } from '../src/areas/designs-color/designFiles';
import { designs } from '../src/db/tables/designs-color';
import { orderItems, orders } from '../src/db/tables/orders';

// The `jobFolder` section of `npm run bench` (scripts/benchJobFolder.mjs runs this file under tsx and
// reads the JSON it prints): a job of 50 designs, as an art manager makes its folder
// (POST /api/generateProductionArt) and downloads it (GET /api/production/jobFolder/{job}.zip) over
// HTTP: the time of each and the server's peak memory above what it held before. The production
// files are mostly photographic PNGs (noise: they do not compress, as real art rarely does) and some
// SVGs, which the folder also renders as 300 dpi PNGs. A streamed zip holds a few files' chunks at a
// time, so its peak stays far below the folder's size.

const DESIGNS = Number(process.env.BENCH_JOB_DESIGNS ?? 50);
const SVG_EVERY = Number(process.env.BENCH_JOB_SVG_EVERY ?? 5); // one design in five has an SVG production file
const PNG_SIDE = 900; // 900 × 900 RGB noise: about 2.4 MB a file

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The process's resident memory, sampled every 5 ms while `run` runs: its peak above the start. */
async function measured<T>(run: () => Promise<T>): Promise<{ result: T; ms: number; peakAboveStartMb: number }> {
  global.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  try {
    const result = await run();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, ms: Math.round(performance.now() - started), peakAboveStartMb: mb(peak - start) };
  } finally {
    clearInterval(sampler);
  }
}

const t = await createTestApp();
try {
  const { db } = t.database;
  const files = t.app.platform.files;
  // The job: an Approved order, given one item per new design (copies of its first item).
  const [job] = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(eq(orders.status, ORDER_STATUS.Approved))
    .orderBy(asc(orders.number))
    .limit(1);
  const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, job.id)).limit(1);
  const [model] = await db.select().from(designs).limit(1);
  let folderBytes = 0;
  for (let i = 0; i < DESIGNS; i++) {
    const id = `BJ${String(i).padStart(4, '0')}`;
    const svg = i % SVG_EVERY === 0;
    const data = svg
      ? Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">${Array.from(
            { length: 400 },
            (_, k) =>
              `<circle cx="${(k * 37) % 400}" cy="${(k * 53) % 300}" r="${5 + (k % 20)}" fill="#${randomBytes(3).toString('hex')}"/>`,
          ).join('')}</svg>`,
        )
      : await sharp(randomBytes(PNG_SIDE * PNG_SIDE * 3), { raw: { width: PNG_SIDE, height: PNG_SIDE, channels: 3 } })
          .png({ compressionLevel: 1 })
          .toBuffer();
    const key = designFileKey(id, 1, 'image', svg ? 'svg' : 'png');
    await files.put(key, data);
    folderBytes += data.length;
    const { uid: _uid, ...copy } = model;
    await db.insert(designs).values({ ...copy, id, variation: 1, imageKey: key, prodImage: key, widthIn: '10' });
    const { id: _itemId, ...line } = item;
    await db.insert(orderItems).values({ ...line, line: 1000 + i, designId: id, designVariation: 1 });
  }
  // Only the new designs are on the job.
  await db.delete(orderItems).where(and(eq(orderItems.orderId, job.id), lt(orderItems.line, 1000)));

  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const cookie = await signIn(t.app, 'artmanager@demo.local');

  const make = await measured(async () => {
    const r = await fetch(`${base}/api/generateProductionArt`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ job: job.number }),
    });
    if (!r.ok) throw new Error(`generateProductionArt: ${r.status} ${await r.text()}`);
    return (await r.json()) as { files: string[]; download: string };
  });
  const zip = await measured(async () => {
    const r = await fetch(`${base}${make.result.download}`, { headers: { cookie } });
    if (!r.ok || !r.body) throw new Error(`job folder zip: ${r.status}`);
    let bytes = 0;
    for await (const chunk of r.body) bytes += chunk.length;
    return bytes;
  });
  console.log(
    JSON.stringify({
      designs: DESIGNS,
      svgProductionFiles: Math.ceil(DESIGNS / SVG_EVERY),
      productionFilesMb: mb(folderBytes),
      createFolder: { ms: make.ms, files: make.result.files.length, peakAboveStartMb: make.peakAboveStartMb },
      downloadZip: { ms: zip.ms, zipMb: mb(zip.result), peakAboveStartMb: zip.peakAboveStartMb },
    }),
  );
} finally {
  await t.close();
}
