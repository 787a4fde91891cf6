import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { after, before, describe, test } from 'node:test';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { FileKeyError, FileNotFoundError, fileStoreOf, LocalFileStore, type FileStore } from './fileStore';
import { S3FileStore, s3ClientFromEnv, s3FileStoreOf } from './s3FileStore';

// One suite, two stores: the local folder and an S3-compatible bucket (s3rver, a real S3 server in
// this process). Bytes are compared, not only lengths: an S3 client's default checksums store a
// streamed upload with its chunk markers inside on servers that do not speak that encoding.

const folders: string[] = [];
const folder = (name: string) => {
  const made = mkdtempSync(path.join(tmpdir(), `portal-${name}-`));
  folders.push(made);
  return made;
};
after(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

/** A stream that gives some bytes and then fails, as a dropped upload does. */
const failing = () =>
  new Readable({
    read() {
      this.push(randomBytes(64 * 1024));
      this.destroy(new Error('connection reset'));
    },
  });

function fileStoreSuite(name: string, open: () => Promise<FileStore>) {
  describe(`FileStore (${name})`, () => {
    let store: FileStore;
    before(async () => {
      store = await open();
    });

    test('keeps what was put and gives it back, byte for byte, from a buffer, a string or a stream', async () => {
      const stored = await store.put('designs/12/front.svg', '<svg/>');
      assert.deepEqual(stored, { key: 'designs/12/front.svg', size: 6 });
      assert.equal(await text(await store.get('designs/12/front.svg')), '<svg/>');
      assert.equal(await store.exists('designs/12/front.svg'), true);
      const bytes = randomBytes(100_000);
      assert.deepEqual(await store.put('uploads/a.bin', Readable.from([bytes.subarray(0, 30_000), bytes.subarray(30_000)])), {
        key: 'uploads/a.bin',
        size: 100_000,
      });
      assert.ok((await store.bytes('uploads/a.bin')).equals(bytes));
      assert.equal(await store.size('uploads/a.bin'), 100_000);
    });

    test('reads a range of a file, both ends included, or from a byte to the end', async () => {
      const bytes = randomBytes(10_000);
      await store.put('ranges/r.bin', bytes);
      assert.ok(
        Buffer.concat(await (await store.get('ranges/r.bin', { start: 100, end: 199 })).toArray()).equals(bytes.subarray(100, 200)),
      );
      assert.ok(Buffer.concat(await (await store.get('ranges/r.bin', { start: 9_990 })).toArray()).equals(bytes.subarray(9_990)));
    });

    test('replaces a file whole; a failed upload leaves what was there, and nothing where nothing was', async () => {
      await store.put('resources/price-list.csv', 'old');
      await store.put('resources/price-list.csv', Readable.from(['a,b\n', '1,2\n']));
      assert.equal(await text(await store.get('resources/price-list.csv')), 'a,b\n1,2\n');
      await assert.rejects(store.put('resources/price-list.csv', failing()));
      assert.equal(await text(await store.get('resources/price-list.csv')), 'a,b\n1,2\n');
      await assert.rejects(store.put('resources/never.bin', failing()));
      assert.equal(await store.exists('resources/never.bin'), false);
      const left = [];
      for await (const f of store.list('resources')) left.push(f.key);
      assert.deepEqual(left, ['resources/price-list.csv']);
    });

    test('lists every file under a folder with its size and time, nothing for a missing folder', async () => {
      await store.put('listed/a/1.png', 'one');
      await store.put('listed/a/b/2.svg', 'two!');
      await store.put('listed-not/3.txt', '3');
      const listed = [];
      for await (const f of store.list('listed')) listed.push(f);
      assert.deepEqual(listed.map((f) => [f.key, f.size]).sort(), [
        ['listed/a/1.png', 3],
        ['listed/a/b/2.svg', 4],
      ]);
      assert.ok(listed.every((f) => f.modifiedAt instanceof Date && Math.abs(f.modifiedAt.getTime() - Date.now()) < 60_000));
      const none = [];
      for await (const f of store.list('nothing/here')) none.push(f);
      assert.deepEqual(none, []);
      await assert.rejects(store.list('../out').next(), FileKeyError);
    });

    test('deletes, and says whether there was anything to delete', async () => {
      await store.put('tmp/x.txt', 'x');
      assert.equal(await store.delete('tmp/x.txt'), true);
      assert.equal(await store.exists('tmp/x.txt'), false);
      assert.equal(await store.delete('tmp/x.txt'), false);
      await assert.rejects(store.get('tmp/x.txt'), FileNotFoundError);
      assert.equal(await store.size('tmp/x.txt'), null);
    });

    test('refuses keys that could leave the store', async () => {
      for (const key of ['../etc/passwd', 'a/../../b', '/abs/path', 'a//b', '.hidden', 'a/./b', '', 'a\\b']) {
        await assert.rejects(store.put(key, 'x'), FileKeyError, key);
        await assert.rejects(store.exists(key), FileKeyError, key);
      }
    });
  });
}

fileStoreSuite('local folder', async () => new LocalFileStore(folder('files')));

test('FILES_URL picks the store: unset, DATA_DIR/files; s3://bucket/prefix, that bucket under that prefix', async () => {
  const dataDir = folder('data');
  const local = await fileStoreOf({ dataDir, filesUrl: null });
  assert.ok(local instanceof LocalFileStore && local.root === path.join(dataDir, 'files'));
  const bucket = await fileStoreOf({ dataDir, filesUrl: 's3://portal-files/prod/eu' });
  assert.ok(bucket instanceof S3FileStore);
  assert.deepEqual([bucket.bucket, bucket.prefix], ['portal-files', 'prod/eu/']);
  await assert.rejects(fileStoreOf({ dataDir, filesUrl: 'https://portal-files/x' }), /FILES_URL must be s3:/);
});

let s3: S3rver | null = null;
after(async () => {
  await s3?.close();
});
fileStoreSuite('S3 bucket', async () => {
  s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: folder('s3'), silent: true });
  const { port } = await s3.run();
  const env = {
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const client = s3ClientFromEnv(env);
  await client.send(new CreateBucketCommand({ Bucket: 'portal-test' }));
  return s3FileStoreOf('s3://portal-test/files', client);
});
