import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { LocalFileStore, type FileStore } from '../src/platform/fileStore';
import { s3ClientFromEnv, s3FileStoreOf } from '../src/platform/s3FileStore';

// The `fileStores` section of `npm run bench` (scripts/benchArtwork.mjs runs this under tsx and reads
// the JSON line it prints): upload and download throughput of the local folder and of an S3 bucket
// (s3rver, an S3 server in this process, on loopback), 16 files of 4 MB each way, streamed as an
// upload is. s3rver writes its objects to disk like the folder, so the difference is the S3 protocol
// and the SDK, not a network.

const FILES = Number(process.env.BENCH_FILES_COUNT ?? 16);
const MB = Number(process.env.BENCH_FILES_MB ?? 4);

async function throughput(store: FileStore) {
  const data = randomBytes(MB * 1024 * 1024);
  const up = performance.now();
  for (let i = 0; i < FILES; i++)
    await store.put(`bench/f${i}.bin`, Readable.from([data.subarray(0, data.length / 2), data.subarray(data.length / 2)]));
  const upSeconds = (performance.now() - up) / 1000;
  const down = performance.now();
  let read = 0;
  for (let i = 0; i < FILES; i++) for await (const chunk of await store.get(`bench/f${i}.bin`)) read += (chunk as Buffer).length;
  const downSeconds = (performance.now() - down) / 1000;
  if (read !== FILES * data.length) throw new Error(`read ${read} bytes, wrote ${FILES * data.length}`);
  const megabytes = (FILES * data.length) / 1024 / 1024;
  return { megabytes, uploadMBps: Math.round(megabytes / upSeconds), downloadMBps: Math.round(megabytes / downSeconds) };
}

const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-files-'));
const s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: path.join(dir, 's3'), silent: true });
try {
  const local = await throughput(new LocalFileStore(path.join(dir, 'files')));
  const { port } = await s3.run();
  const client = s3ClientFromEnv({
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
  await client.send(new CreateBucketCommand({ Bucket: 'bench' }));
  const bucket = await throughput(s3FileStoreOf('s3://bench', client));
  console.log(JSON.stringify({ files: FILES, fileMB: MB, localFolder: local, s3Bucket: bucket }));
} finally {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
}
