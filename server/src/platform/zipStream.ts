import { PassThrough, type Readable } from 'node:stream';

// A zip of files, streamed as archiver writes it (no temporary file, no whole zip in memory): the
// downloads of Sales Resources and Marketing resources. Open every file before calling, so that a
// missing one is the caller's 404 rather than a broken zip. Two entries of one name (any case) get
// ' (2)', ' (3)' before the extension. Files that are compressed already (PNG, JPEG, video, zip) are
// stored as they are: deflating them again costs the CPU and saves nothing.

export interface ZipEntry {
  /** The entry's name in the zip ('/' for folders inside it). */
  name: string;
  stream: Readable;
}

/** The name of the nth entry called `name` (n from 1): 'a.png', 'a (2).png'. */
export function numberedName(name: string, n: number): string {
  if (n === 1) return name;
  const slash = name.lastIndexOf('/');
  const dot = name.lastIndexOf('.');
  return dot > slash + 1 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
}

const COMPRESSED = /\.(png|jpe?g|gif|webp|avif|zip|gz|mp4|m4v|mov|webm)$/i;

export function zipStream(entries: readonly ZipEntry[]): Readable {
  const out = new PassThrough();
  // archiver is loaded when a zip is written: most server processes never write one.
  import('archiver')
    .then(({ ZipArchive }) => {
      const zip = new ZipArchive({ zlib: { level: 6 } });
      zip.on('error', (error) => out.destroy(error));
      zip.pipe(out);
      const used = new Map<string, number>();
      for (const { name, stream } of entries) {
        const n = (used.get(name.toLowerCase()) ?? 0) + 1;
        used.set(name.toLowerCase(), n);
        zip.append(stream, { name: numberedName(name, n), store: COMPRESSED.test(name) });
      }
      return zip.finalize();
    })
    .catch((error: unknown) => out.destroy(error as Error));
  return out;
}
