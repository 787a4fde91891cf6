import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { LocalFileStore, type ListedFile } from '../src/platform/fileStore';

// A test app's file store: its own folder, over the template's seeded files (the demo designs' art)
// as a read-only lower layer. A test reads the seeded files where the seed left them and writes and
// deletes in its own folder, so no test app copies the few hundred seeded files (0.6 s a copy).

export class LayeredFileStore extends LocalFileStore {
  /** Lower files this store deleted: gone for it, still there for the other test apps. */
  private readonly hidden = new Set<string>();
  private readonly lower: LocalFileStore;

  constructor(root: string, lowerRoot: string) {
    super(root);
    this.lower = new LocalFileStore(lowerRoot);
  }

  private async own(key: string): Promise<boolean> {
    return (await super.size(key)) !== null;
  }

  private async fromLower(key: string): Promise<boolean> {
    if (this.hidden.has(key)) return false;
    try {
      await access(path.join(this.lower.root, key));
    } catch {
      return false;
    }
    return true;
  }

  override async put(key: string, data: Buffer | Uint8Array | string | Readable) {
    this.hidden.delete(key);
    return super.put(key, data);
  }

  override async get(key: string): Promise<Readable> {
    if (!(await this.own(key)) && (await this.fromLower(key))) return this.lower.get(key);
    return super.get(key);
  }

  override async size(key: string): Promise<number | null> {
    const mine = await super.size(key);
    if (mine !== null || this.hidden.has(key)) return mine;
    return this.lower.size(key);
  }

  override async *list(folder: string): AsyncGenerator<ListedFile> {
    const seen = new Set<string>();
    for await (const file of super.list(folder)) {
      seen.add(file.key);
      yield file;
    }
    for await (const file of this.lower.list(folder)) if (!seen.has(file.key) && !this.hidden.has(file.key)) yield file;
  }

  override async delete(key: string): Promise<boolean> {
    const lower = await this.fromLower(key);
    const mine = await super.delete(key);
    if (lower) this.hidden.add(key);
    return mine || lower;
  }
}
