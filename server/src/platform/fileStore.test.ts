import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { after, describe, test } from 'node:test';
import { FileKeyError, FileNotFoundError, FileStore } from './fileStore';

const root = mkdtempSync(path.join(tmpdir(), 'portal-files-'));
const store = new FileStore(root);
after(() => rmSync(root, { recursive: true, force: true }));

describe('FileStore', () => {
  test('keeps what was put and gives it back as a stream', async () => {
    const stored = await store.put('designs/12/front.svg', '<svg/>');
    assert.deepEqual(stored, { key: 'designs/12/front.svg', size: 6 });
    assert.equal(await text(await store.get('designs/12/front.svg')), '<svg/>');
    assert.equal(await store.exists('designs/12/front.svg'), true);
  });

  test('accepts a stream and replaces an existing file whole', async () => {
    await store.put('resources/price-list.csv', 'old');
    await store.put('resources/price-list.csv', Readable.from(['a,b\n', '1,2\n']));
    assert.equal(await text(await store.get('resources/price-list.csv')), 'a,b\n1,2\n');
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
  });

  test('refuses keys that could leave the store', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/abs/path', 'a//b', '.hidden', 'a/./b', '', 'a\\b']) {
      await assert.rejects(store.put(key, 'x'), FileKeyError, key);
      await assert.rejects(store.exists(key), FileKeyError, key);
    }
  });
});
