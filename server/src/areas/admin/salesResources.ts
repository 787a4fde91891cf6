import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, arrayContains, arrayOverlaps, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import {
  EXTERNAL_SALES_CATEGORY,
  hasAny,
  SALES_MESSAGES as M,
  SALES_NAME_MAX,
  SALES_UPLOAD_MAX_BYTES,
  salesCategoriesFieldSchema,
  salesDisplayName,
  salesExtension,
  salesNameSchema,
  type SalesQuery,
  type SalesResourceEdit,
  type salesResourcePageSchema,
  type salesResourceSchema,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { auditAs } from '../../platform/audit';
import { containsPattern } from '../../platform/containsPattern';
import type { FileStore } from '../../platform/fileStore';
import { zipStream } from '../../platform/zipStream';
import { badRequest, conflict, forbidden, notFound, parseOr400 } from '../../platform/httpErrors';
import { salesResources } from '../../db/tables/admin';
import { usersView } from '../../db/tables/platform.views';

// Sales Resources (spec 002 §2, §3, §6, §7, §9; mfe-admin/README.md "Sales resources"). The list is
// paged, filtered and sorted in SQL (indexes on each sort key, a GIN index on the categories and a
// trigram index on the name); the zip of the chosen files is made by archiver and streamed as it
// is written (no temporary file, no whole zip in memory). Upload, edit and delete are ours (the
// spec names them without their calls) and need resourceEdit. External (CUSTOMER) users see the
// Corporate External documents only (ours).

/** What the calls answer (adminRoutes in @portal/shared/core), as the server gives it: the dates are Dates. */
export type SalesResourceRow = z.output<typeof salesResourceSchema>;
export type SalesResourcePage = z.output<typeof salesResourcePageSchema>;

const mayEdit = (user: SessionUser) => hasAny(user, 'resourceEdit');
const visibleTo = (user: SessionUser): SQL | undefined =>
  user.userType === 'CUSTOMER' ? arrayContains(salesResources.categories, [EXTERNAL_SALES_CATEGORY]) : undefined;

interface Selected {
  id: number;
  path: string;
  size: number;
  categories: number[];
  createdAt: Date;
  uploaderId: number | null;
  uploaderName: string | null;
}
const rowOf = (r: Selected): SalesResourceRow => ({
  id: r.id,
  path: r.path,
  name: salesDisplayName(r.path),
  extension: salesExtension(r.path),
  size: r.size,
  categories: r.categories,
  uploadedBy: r.uploaderId ? { id: r.uploaderId, name: r.uploaderName ?? '' } : null,
  createdAt: r.createdAt,
});

const SORT = {
  createdAt: salesResources.createdAt,
  name: salesResources.sortName,
  size: salesResources.size,
  uploadedBy: salesResources.uploadedBy,
} as const;

export async function listSalesResources(db: Db, user: SessionUser, q: SalesQuery): Promise<SalesResourcePage> {
  const where = and(
    visibleTo(user),
    q.search ? ilike(salesResources.sortName, containsPattern(q.search.toLowerCase())) : undefined,
    q.uploadedBy.length ? inArray(salesResources.uploadedBy, q.uploadedBy) : undefined,
    q.categories.length ? arrayOverlaps(salesResources.categories, q.categories) : undefined,
  );
  const dir = q.order === 'desc' ? desc : asc;
  const rows = await db
    .select({
      id: salesResources.id,
      path: salesResources.path,
      size: salesResources.size,
      categories: salesResources.categories,
      createdAt: salesResources.createdAt,
      uploaderId: salesResources.uploadedBy,
      uploaderName: usersView.name,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(salesResources)
    .leftJoin(usersView, eq(usersView.id, salesResources.uploadedBy))
    .where(where)
    .orderBy(dir(SORT[q.orderBy]), dir(salesResources.id))
    .limit(q.rows)
    .offset((q.page - 1) * q.rows);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.page > 1) total = (await db.select({ n: sql<number>`count(*)::int` }).from(salesResources).where(where))[0].n;
  const uploaders = await db
    .selectDistinct({ id: usersView.id, name: usersView.name })
    .from(salesResources)
    .innerJoin(usersView, eq(usersView.id, salesResources.uploadedBy))
    .where(visibleTo(user))
    .orderBy(asc(usersView.name), asc(usersView.id));
  return { resources: rows.map(rowOf), total, uploaders };
}

async function visibleResource(db: Db, user: SessionUser, id: number) {
  const [row] = await db
    .select()
    .from(salesResources)
    .where(and(eq(salesResources.id, id), visibleTo(user)));
  if (!row) throw notFound(M.notFound);
  return row;
}

/** The seeded documents' keys (seed.ts): a fresh database has no uploads, so their text is made on first use. */
export const SEED_KEY_PREFIX = 'sales-resources/seed-';
export function seedDocumentText(path: string): string {
  const name = salesDisplayName(path);
  if (salesExtension(path) === 'csv')
    return `Style,Name,Price CAD,Price USD\n1001,${name} tee,12.50,9.80\n1002,${name} polo,24.00,18.90\n1003,${name} hoodie,38.00,29.50\n`;
  return `${name}\n\nThis is a demo sales document of the portal's seeded data.\nUpload real documents under Sales Resources (resource_edit).\n`;
}
async function openFile(files: FileStore, key: string, path: string): Promise<Readable> {
  if (key.startsWith(SEED_KEY_PREFIX) && !(await files.exists(key))) await files.put(key, seedDocumentText(path));
  return files.get(key);
}

/** One document, for its own link. */
export async function salesResourceFile(db: Db, files: FileStore, user: SessionUser, id: number) {
  const row = await visibleResource(db, user, id);
  return { row, stream: await openFile(files, row.key, row.path) };
}

/**
 * POST /api/sales_resources/download, body paths (spec 002 §7; each once, salesDownloadSchema): the
 * zip of the chosen documents, named by their file names (a second file of the same name gets
 * ' (2)'). Paths that are not documents the user may see are refused (404) before anything is sent.
 */
export async function salesResourcesZip(db: Db, files: FileStore, user: SessionUser, wanted: string[]): Promise<Readable> {
  const rows = await db
    .select({ path: salesResources.path, key: salesResources.key })
    .from(salesResources)
    .where(and(inArray(salesResources.path, wanted), visibleTo(user)))
    .orderBy(asc(salesResources.id));
  const found = new Set(rows.map((r) => r.path));
  if (wanted.some((p) => !found.has(p))) throw notFound(M.notFound);
  // Open every file first: a missing one is a 404, not a broken zip.
  const streams = await Promise.all(
    wanted.map(async (path) => ({ path, stream: await openFile(files, rows.find((r) => r.path === path)!.key, path) })),
  );
  return zipStream(streams.map(({ path, stream }) => ({ name: path.split(/[\\/]/).pop()!, stream })));
}

// ---- writes (resourceEdit) -------------------------------------------------------------------------

/** What may be uploaded: the bytes decide (file-type), not the name; text files are UTF-8 without NUL. */
const ALLOWED = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/quicktime',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/x-cfb',
]);
async function mimeOf(data: Buffer, fileName: string): Promise<string> {
  const type = await fileTypeFromBuffer(data);
  if (type && ALLOWED.has(type.mime)) return type.mime;
  if (!type && ['txt', 'csv'].includes(salesExtension(fileName)) && !data.includes(0))
    return salesExtension(fileName) === 'csv' ? 'text/csv' : 'text/plain';
  throw badRequest(M.fileType);
}

/** The download call names documents by path: one document per file name, whatever its case. */
async function requireFreePath(tx: Db, path: string) {
  const [taken] = await tx
    .select({ id: salesResources.id })
    .from(salesResources)
    .where(eq(sql`lower(${salesResources.path})`, path.toLowerCase()))
    .limit(1);
  if (taken) throw conflict(M.nameTaken);
}
function requireEdit(user: SessionUser) {
  if (!mayEdit(user)) throw forbidden(M.forbidden);
}

export interface Upload {
  fileName: string;
  data: Buffer;
  categories: unknown;
}

/** Upload (ours: multipart, field `file` and `categories` as ids separated by commas; the parts are checked with the edit's rules). */
export async function uploadSalesResource(
  db: Db,
  files: FileStore,
  user: SessionUser,
  upload: Upload,
  now: Date,
): Promise<SalesResourceRow> {
  requireEdit(user);
  const path = parseOr400(salesNameSchema, upload.fileName);
  const categories = parseOr400(salesCategoriesFieldSchema, upload.categories);
  if (!upload.data.length) throw badRequest(M.fileRequired);
  if (upload.data.length > SALES_UPLOAD_MAX_BYTES) throw badRequest(M.fileTooBig);
  const mime = await mimeOf(upload.data, path);
  const key = `sales-resources/${randomUUID()}`;
  await files.put(key, upload.data);
  try {
    const id = await db.transaction(async (tx) => {
      await auditAs(tx, user, now);
      await requireFreePath(tx, path);
      const [row] = await tx
        .insert(salesResources)
        .values({
          path,
          sortName: salesDisplayName(path).toLowerCase(),
          key,
          mime,
          size: upload.data.length,
          categories,
          uploadedBy: user.id,
          createdAt: now,
        })
        .returning({ id: salesResources.id });
      return row.id;
    });
    return (await listOne(db, user, id))!;
  } catch (error) {
    await files.delete(key);
    throw error;
  }
}

async function listOne(db: Db, user: SessionUser, id: number): Promise<SalesResourceRow | null> {
  const [r] = await db
    .select({
      id: salesResources.id,
      path: salesResources.path,
      size: salesResources.size,
      categories: salesResources.categories,
      createdAt: salesResources.createdAt,
      uploaderId: usersView.id,
      uploaderName: usersView.name,
    })
    .from(salesResources)
    .leftJoin(usersView, eq(usersView.id, salesResources.uploadedBy))
    .where(and(eq(salesResources.id, id), visibleTo(user)));
  return r ? rowOf(r) : null;
}

/** Edit (ours: PUT /api/sales_resources/:id, body { name, categories }): the display name (the extension stays) and the categories. */
export async function editSalesResource(
  db: Db,
  user: SessionUser,
  id: number,
  { name, categories }: SalesResourceEdit,
  now: Date,
): Promise<SalesResourceRow> {
  requireEdit(user);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const [row] = await tx.select().from(salesResources).where(eq(salesResources.id, id)).for('update');
    if (!row) throw notFound(M.notFound);
    const ext = salesExtension(row.path);
    const folder = row.path.includes('/') ? row.path.slice(0, row.path.lastIndexOf('/') + 1) : '';
    const path = `${folder}${name}${ext ? `.${ext}` : ''}`;
    if (path.length > SALES_NAME_MAX + 20) throw badRequest(M.nameTooLong);
    if (path.toLowerCase() !== row.path.toLowerCase()) await requireFreePath(tx, path);
    if (path !== row.path || categories.join() !== row.categories.join()) {
      await tx.update(salesResources).set({ path, sortName: name.toLowerCase(), categories }).where(eq(salesResources.id, id));
    }
  });
  return (await listOne(db, user, id))!;
}

/** Delete (ours: DELETE /api/sales_resources/:id): the row in its transaction, then the file. */
export async function deleteSalesResource(db: Db, files: FileStore, user: SessionUser, id: number, now: Date): Promise<void> {
  requireEdit(user);
  const key = await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const [row] = await tx.delete(salesResources).where(eq(salesResources.id, id)).returning({ key: salesResources.key });
    if (!row) throw notFound(M.notFound);
    return row.key;
  });
  await files.delete(key);
}
