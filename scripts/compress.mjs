// Pre-compresses built assets so the server sends them as they are (brotli or gzip by Accept-Encoding).
// Brotli at its best quality is slow (about 1 MB/s): the files are compressed on libuv's thread pool,
// every core at once, instead of one after another on the main thread.
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg|map|txt)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function compressibleFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return compressibleFiles(path);
    return COMPRESSIBLE.test(name) && statSync(path).size >= 512 ? [path] : [];
  });
}

/** Writes a .br and a .gz beside every compressible file of the folders; resolves with their count. */
export async function compressDirs(dirs) {
  const files = dirs.flatMap(compressibleFiles);
  await Promise.all(
    files.map(async (path) => {
      const data = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gzipped(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    }),
  );
  return files.length;
}
