import type { Readable } from 'node:stream';
import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  MARKETING_MESSAGES as M,
  MARKETING_ZIP_MAX_FILES,
  marketingPathOf,
  marketingRelativePath,
  normalizeMarketingFolder,
  type MarketingResourceType,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import type { FileStore } from '../../../platform/fileStore';
import { badRequest, notFound } from '../../../platform/httpErrors';
import { jsonRows } from '../../../platform/jsonRows';
import { zipStream, type ZipEntry } from '../../../platform/zipStream';
import { marketingResources as mr } from '../../../db/tables/admin/marketing';
import { ensureSeedFile } from './seedFiles';

// Marketing resources (spec 002 §2, §3, §7; mfe-admin/README.md "Marketing resources"): a folder's
// listing (GraphQL marketingResources(parent)), the zip of chosen files and folders (POST
// /api/marketing_resources/download, streamed by platform/zipStream like Sales Resources'), and the
// files themselves under /Images/Marketing/… (shown) and /ImageDown/Marketing/… (downloaded).
// Any signed-in user (spec 002 §6); the callers check the session.

export interface MarketingResource {
  id: number;
  type: MarketingResourceType;
  name: string;
  parent: string;
  path: string;
  item: string;
  extension: string | null;
  size: number | null;
  duration: number | null;
  width: number | null;
  height: number | null;
  thumbnail: string | null;
}

type Row = typeof mr.$inferSelect;

export const thumbnailUrl = (id: number) => `/Images/MarketingThumbs/${id}.png`;
const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : null;
};

/** Splits a relative path into its folder and name; null for the top ('' ). */
function splitPath(relative: string): { folder: string; name: string } | null {
  const clean = normalizeMarketingFolder(relative);
  if (!clean) return null;
  const at = clean.lastIndexOf('/');
  return at < 0 ? { folder: '', name: clean } : { folder: clean.slice(0, at), name: clean.slice(at + 1) };
}

async function rowAt(db: Db, relative: string): Promise<Row | null> {
  const at = splitPath(relative);
  if (!at) return null;
  const [row] = await db
    .select()
    .from(mr)
    .where(and(eq(mr.folder, at.folder), eq(mr.name, at.name)));
  return row ?? null;
}

/** A listed row as the folder's JSON carries it. */
interface ListedRow {
  id: number;
  type: MarketingResourceType;
  name: string;
  size: number | null;
  duration: number | null;
  width: number | null;
  height: number | null;
  poster: boolean;
}

function listedOf(folder: string, r: ListedRow): MarketingResource {
  const file = r.type !== 'DIRECTORY';
  return {
    id: r.id,
    type: r.type,
    name: r.name,
    parent: folder,
    path: marketingPathOf(folder, r.name),
    item: r.name,
    extension: file ? extensionOf(r.name) : null,
    size: r.size,
    duration: r.duration,
    width: r.width,
    height: r.height,
    thumbnail: r.type === 'IMAGE' || (r.type === 'VIDEO' && r.poster) ? thumbnailUrl(r.id) : null,
  };
}

/**
 * marketingResources(parent): the folder's folders, then its files, by name; null for a folder that
 * does not exist. The spec's call answers a folder whole (its screen selects all of it and pages
 * nothing), so it is one statement answering one JSON text (platform/jsonRows): whether the folder
 * exists and its rows, walked in the listing index's order. Reading 1,200 rows value by value
 * through the ORM, after a second round trip for the folder, took 70-90 ms at SEED_SCALE=100.
 */
export async function listMarketingResources(db: Db, parent: string | null | undefined): Promise<MarketingResource[] | null> {
  const folder = normalizeMarketingFolder(parent);
  if (folder === null) return null;
  const at = splitPath(folder);
  const found = at
    ? sql`exists (select 1 from ${mr} where ${mr.folder} = ${at.folder} and ${mr.name} = ${at.name} and ${mr.type} = 'DIRECTORY')`
    : sql`true`;
  const [answer] = await jsonRows<{ found: boolean; rows: ListedRow[] }>(
    db,
    sql`select ${found} as "found", coalesce((select json_agg(json_build_object(
        'id', ${mr.id}, 'type', ${mr.type}, 'name', ${mr.name}, 'size', ${mr.size}, 'duration', ${mr.duration},
        'width', ${mr.width}, 'height', ${mr.height}, 'poster', ${mr.posterKey} is not null)
        order by (${mr.type} <> 'DIRECTORY'), lower(${mr.name}), ${mr.id})
      from ${mr} where ${mr.folder} = ${folder} and ${found}), '[]'::json) as "rows"`,
  );
  if (!answer.found) return null;
  return answer.rows.map((r) => listedOf(folder, r));
}

async function open(files: FileStore, key: string): Promise<Readable> {
  await ensureSeedFile(files, key);
  return files.get(key);
}

/**
 * POST /api/marketing_resources/download, body files (spec 002 §7; marketingDownloadSchema): each
 * path is a resource's /ImageDown/… path (the screen rewrites /Images to /ImageDown) or its /Images/…
 * path. A file is an entry named by its name; a folder adds its whole tree under the folder's name.
 * Every path must be a resource (404 before anything is sent); at most MARKETING_ZIP_MAX_FILES files.
 */
export async function marketingZip(db: Db, files: FileStore, paths: string[]): Promise<Readable> {
  const wanted: { entry: string; row: Row }[] = [];
  for (const path of [...new Set(paths)]) {
    const relative = marketingRelativePath(path)!;
    const row = await rowAt(db, relative);
    if (!row) throw notFound(M.notFound);
    if (row.type !== 'DIRECTORY') {
      wanted.push({ entry: row.name, row });
      continue;
    }
    const inside = row.folder ? `${row.folder}/${row.name}` : row.name;
    const tree = await db
      .select()
      .from(mr)
      .where(and(or(eq(mr.folder, inside), like(mr.folder, `${inside.replace(/[\\%_]/g, '\\$&')}/%`)), sql`${mr.type} <> 'DIRECTORY'`))
      .orderBy(asc(mr.folder), sql`lower(${mr.name})`)
      .limit(MARKETING_ZIP_MAX_FILES + 1);
    for (const r of tree)
      wanted.push({ entry: `${row.name}/${r.folder === inside ? '' : `${r.folder.slice(inside.length + 1)}/`}${r.name}`, row: r });
  }
  const unique = [...new Map(wanted.map((w) => [w.row.id, w])).values()];
  if (unique.length > MARKETING_ZIP_MAX_FILES) throw badRequest(M.tooManyFiles);
  if (!unique.length) throw badRequest(M.selectFiles);
  const entries: ZipEntry[] = await Promise.all(unique.map(async (w) => ({ name: w.entry, stream: await open(files, w.row.key!) })));
  return zipStream(entries);
}

/** A file at its relative path (GET /Images/Marketing/* and /ImageDown/Marketing/*); 404 for a folder or nothing. */
export async function marketingFile(db: Db, files: FileStore, relative: string): Promise<{ row: Row; stream: Readable }> {
  const row = await rowAt(db, relative);
  if (!row || row.type === 'DIRECTORY' || !row.key) throw notFound(M.notFound);
  return { row, stream: await open(files, row.key) };
}

const THUMB = 240;
/** A thumbnail (GET /Images/MarketingThumbs/{id}.png): an image scaled to fit 240 px (made once, kept in the store), a video's poster. */
export async function marketingThumbnail(db: Db, files: FileStore, id: number): Promise<Readable> {
  const [row] = await db
    .select()
    .from(mr)
    .where(and(inArray(mr.type, ['IMAGE', 'VIDEO']), eq(mr.id, id)));
  if (!row) throw notFound(M.notFound);
  if (row.type === 'VIDEO') {
    if (!row.posterKey) throw notFound(M.notFound);
    return open(files, row.posterKey);
  }
  const key = `marketing/thumbs/${row.id}.png`;
  if (!(await files.exists(key))) {
    const original = await open(files, row.key!);
    const chunks: Buffer[] = [];
    for await (const c of original) chunks.push(c as Buffer);
    const png = await sharp(Buffer.concat(chunks)).resize(THUMB, THUMB, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
    await files.put(key, png);
  }
  return files.get(key);
}
