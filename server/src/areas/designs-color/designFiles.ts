import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PMS_FILE_NAME } from '@portal/shared/core';
import type { Db } from '../../db/client';
import type { FileStore } from '../../platform/fileStore';
import { designs } from '../../db/tables/designs-color';

// A design's files (spec 001 §3.3 image, prodImage, workingImage, pmsImage) are files in the file
// store, written once when the design is made (the Upload button, an approved design request, a new
// licence design, the seed) and read as they are by every screen and tool; nothing draws a design's
// art when it is asked for. The design's row holds their keys:
// - image_key: the design image (PNG or SVG), designs/{id}-{variation}/image.{png|svg};
// - prod_image: the production file (.eps .dst .psd .ai .pdf from a design request; the image itself
//   for a design uploaded or drawn as a PNG or an SVG);
// - working_image: the artist's working file (design requests only);
// - pms_image: the PMS reference, a file name in the pms/ folder (as the colour extraction writes it).

export type DesignFileKind = 'image' | 'production' | 'working' | 'pms';
export const DESIGN_FILE_KINDS: readonly DesignFileKind[] = ['image', 'production', 'working', 'pms'];

/** What each stored extension is served as. */
const MIME: Record<string, string> = {
  png: 'image/png',
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  ai: 'application/postscript',
  eps: 'application/postscript',
  psd: 'image/vnd.adobe.photoshop',
  dst: 'application/octet-stream',
};

export const extOfKey = (key: string): string => (/\.([a-z0-9]+)$/i.exec(key)?.[1] ?? '').toLowerCase();
export const mimeOfKey = (key: string): string => MIME[extOfKey(key)] ?? 'application/octet-stream';

/** Where a design's file of this kind is kept (the PMS reference keeps the extraction tool's naming). */
export function designFileKey(id: string, variation: number, kind: Exclude<DesignFileKind, 'pms'>, ext: string): string {
  return `designs/${id}-${variation}/${kind}.${ext.replace(/^\./, '').toLowerCase()}`;
}

/** A new PMS reference's file name (PMS_FILE_NAME), kept under pms/. */
export function newPmsFileName(): string {
  const name = `PMS-${randomBytes(8).toString('hex')}.png`;
  if (!PMS_FILE_NAME.test(name)) throw new Error('PMS file name out of pattern');
  return name;
}

/** The keys a design's row holds, by kind (null: the design has no such file). */
export interface DesignFileKeys {
  image: string | null;
  production: string | null;
  working: string | null;
  pms: string | null;
}

export async function designFileKeys(db: Db, id: string, variation: number): Promise<DesignFileKeys | null> {
  const [row] = await db
    .select({ image: designs.imageKey, production: designs.prodImage, working: designs.workingImage, pms: designs.pmsImage })
    .from(designs)
    .where(and(eq(designs.id, id), eq(designs.variation, variation)))
    .limit(1);
  if (!row) return null;
  return { ...row, pms: row.pms ? `pms/${row.pms}` : null };
}

/** A design's stored file, by its key (read it with files.get or files.bytes). */
export interface DesignFileRef {
  key: string;
  /** The stored extension: png, svg, pdf, ai, … */
  ext: string;
  mime: string;
}

export interface DesignFile extends DesignFileRef {
  data: Buffer;
}

/** A design's file of this kind in the store; null for an unknown design, no such file, or a file gone from the store. */
export async function designFileRef(
  db: Db,
  files: FileStore,
  id: string,
  variation: number,
  kind: DesignFileKind,
): Promise<DesignFileRef | null> {
  const key = (await designFileKeys(db, id, variation))?.[kind];
  if (!key || !(await files.exists(key))) return null;
  return { key, ext: extOfKey(key), mime: mimeOfKey(key) };
}

/** A design's file of this kind with its bytes (see designFileRef). */
export async function readDesignFile(
  db: Db,
  files: FileStore,
  id: string,
  variation: number,
  kind: DesignFileKind,
): Promise<DesignFile | null> {
  const ref = await designFileRef(db, files, id, variation, kind);
  return ref && { ...ref, data: await files.bytes(ref.key) };
}

/** Copies a file of the store to a new key (a design taking a design request's files as its own). */
export async function copyFile(files: FileStore, from: string, to: string): Promise<string> {
  await files.put(to, await files.get(from));
  return to;
}

/** Where the production tools keep a design's latest recolour for each printer (production.ts). */
export const recolorFolder = (id: string, variation: number) => `production/designs/${id}-${variation}`;
/** A recoloured file's name in its folder: the printer field and the type ('epsonT7270.svg'). */
export const RECOLORED_FILE = /^[A-Za-z0-9_]{1,40}\.(svg|png)$/;
/** The download address of a file a recolour wrote (GET /api/production/recolored/{design}/{file}). */
export const recoloredUrl = (key: string) => key.replace(/^production\/designs\//, '/api/production/recolored/');

/**
 * Every file of a design as a download holds it: its image, production, working and PMS files as
 * stored, and the latest recolour for each printer, each with the name it takes in an archive.
 */
export async function designFileEntries(
  db: Db,
  files: FileStore,
  id: string,
  variation: number,
): Promise<{ name: string; key: string }[] | null> {
  const keys = await designFileKeys(db, id, variation);
  if (!keys) return null;
  const base = `${id}-${variation}`;
  const entries: { name: string; key: string }[] = [];
  const seen = new Set<string>();
  for (const kind of DESIGN_FILE_KINDS) {
    const key = keys[kind];
    // A design drawn or uploaded as one file has it as its image and its production file: listed once.
    if (!key || seen.has(key) || !(await files.exists(key))) continue;
    seen.add(key);
    entries.push({ name: kind === 'image' ? `${base}.${extOfKey(key)}` : `${base}-${kind}.${extOfKey(key)}`, key });
  }
  for await (const file of files.list(recolorFolder(id, variation)))
    entries.push({ name: `recolored/${file.key.split('/').pop()}`, key: file.key });
  return entries;
}
