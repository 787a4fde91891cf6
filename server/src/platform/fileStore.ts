import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// Every file the product keeps (uploads, design files, resources, generated PDFs and images) goes
// through one FileStore: a folder under DATA_DIR/files by default (LocalFileStore), or an
// S3-compatible bucket when FILES_URL=s3://bucket[/prefix] (S3FileStore, s3FileStore.ts). Keys are
// relative paths made of safe segments ("designs/123/front.png"); nothing can name a file outside
// the store. A write is atomic: a reader never sees half a file, and a failed upload leaves nothing.

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

export class FileKeyError extends Error {
  constructor(key: string) {
    super(`Invalid file key: ${JSON.stringify(key).slice(0, 100)}`);
    this.name = 'FileKeyError';
  }
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No such file: ${key}`);
    this.name = 'FileNotFoundError';
  }
}

export function isSafeKey(key: string): boolean {
  if (typeof key !== 'string' || !key || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && segment !== '.' && !segment.includes('..'));
}

export interface StoredFile {
  key: string;
  size: number;
}

export interface ListedFile extends StoredFile {
  /** When the file was last written (its modification time). */
  modifiedAt: Date;
}

/** A byte range of a read, both ends included (as HTTP's Range); `end` absent: to the end of the file. */
export interface ByteRange {
  start: number;
  end?: number;
}

/** Where the product keeps its files (see above). Both implementations pass the same suite (fileStore.test.ts). */
export abstract class FileStore {
  /** Writes (or replaces) a file from a buffer, a string or a stream. */
  abstract put(key: string, data: Buffer | Uint8Array | string | Readable): Promise<StoredFile>;
  /** A read stream of the file, or of a range of it; FileNotFoundError when there is none. */
  abstract get(key: string, range?: ByteRange): Promise<Readable>;
  /** The file's size in bytes; null when there is none. */
  abstract size(key: string): Promise<number | null>;
  /** Every file under a folder (its key, size and modification time); none when the folder does not exist. */
  abstract list(folder: string): AsyncGenerator<ListedFile>;
  /** Deletes a file; false when there was none. */
  abstract delete(key: string): Promise<boolean>;

  /** The whole file in memory: for what must be parsed whole (an image to draw, a colour list to read); FileNotFoundError when there is none. */
  async bytes(key: string): Promise<Buffer> {
    return Buffer.concat(await (await this.get(key)).toArray());
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }
}

/** The store as a folder on this machine's disk. */
export class LocalFileStore extends FileStore {
  constructor(readonly root: string) {
    super();
  }

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new FileKeyError(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new FileKeyError(key);
    return full;
  }

  // Written to a temporary file first and renamed into place.
  async put(key: string, data: Buffer | Uint8Array | string | Readable): Promise<StoredFile> {
    const full = this.pathOf(key);
    await mkdir(path.dirname(full), { recursive: true });
    const temp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      const source = data instanceof Readable ? data : Readable.from([typeof data === 'string' ? Buffer.from(data) : data]);
      await pipeline(source, createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, full);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { key, size: (await stat(full)).size };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const full = this.pathOf(key);
    try {
      const info = await stat(full);
      if (!info.isFile()) throw new FileNotFoundError(key);
    } catch (error) {
      if (error instanceof FileNotFoundError || (error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new FileNotFoundError(key);
      }
      throw error;
    }
    return createReadStream(full, range ? { start: range.start, end: range.end } : undefined);
  }

  async size(key: string): Promise<number | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  // Depth first; temporary files of writes under way are left out.
  async *list(folder: string): AsyncGenerator<ListedFile> {
    const root = this.pathOf(folder);
    const walk = async function* (dir: string, prefix: string): AsyncGenerator<ListedFile> {
      let entries: Dirent[];
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return;
        throw error;
      }
      for (const entry of entries) {
        const key = `${prefix}/${entry.name}`;
        if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
        else if (entry.isFile() && !entry.name.endsWith('.tmp') && isSafeKey(key)) {
          const info = await stat(path.join(dir, entry.name)).catch(() => null);
          if (info) yield { key, size: info.size, modifiedAt: info.mtime };
        }
      }
    };
    yield* walk(root, folder);
  }

  async delete(key: string): Promise<boolean> {
    const full = this.pathOf(key);
    const existed = await this.exists(key);
    await rm(full, { force: true });
    return existed;
  }
}

/** The app's file store: the bucket of FILES_URL=s3://bucket[/prefix] when set, else DATA_DIR/files. */
export async function fileStoreOf(config: { dataDir: string; filesUrl: string | null }): Promise<FileStore> {
  if (!config.filesUrl) return new LocalFileStore(path.join(config.dataDir, 'files'));
  // The AWS SDK loads only where files live in a bucket.
  const { s3FileStoreOf } = await import('./s3FileStore');
  return s3FileStoreOf(config.filesUrl);
}
