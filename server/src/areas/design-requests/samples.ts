import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  DESIGN_KEY,
  DESIGN_SAMPLE_LIMITS as L,
  DESIGN_SAMPLE_MESSAGES as M,
  DESIGN_SAMPLE_STATUS as S,
  DESIGN_SAMPLE_STATUS_TEXT,
  createDesignSampleSchema,
  designCommentSchema,
  designImageUrl,
  designKey,
  designPricesSchema,
  designSampleActions,
  mayActOnDesignSamples,
  pageTotal,
  receiveSamplesSchema,
  type DesignSampleAction,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { auditAs } from '../../platform/audit';
import { containsPattern } from '../../platform/containsPattern';
import type { FileStore } from '../../platform/fileStore';
import { expireStagedRows, type StagedTable } from '../../platform/stagedUploads';
import { badRequest, conflict, forbidden, notFound, parseOr400 } from '../../platform/httpErrors';
import {
  designSampleFiles,
  designSamplePrices,
  designSampleRequests,
  designSampleTimeline,
  designVendors,
} from '../../db/tables/design-requests';
import { usersView } from '../../db/tables/platform.views';
import { designsView } from '../../db/tables/designs-color.views';

// Design sample requests (spec 002 §2-§9; mfe-design-requests/README.md "Design samples and
// orders"). The list is paged and searched in SQL (indexes in schema.ts); every write is one
// transaction whose first statement is auditAs, on the request locked FOR UPDATE and checked there
// against designSampleActions (@portal/shared/core designSamples.ts): a refusal (403 no right, 409
// wrong status) changes nothing.

export interface DesignRef {
  uid: number;
  id: string;
  variation: number;
  method: string;
}

const designOf = (d: { id: string; variation: number; method: string; uid: number }) => ({
  key: designKey(d),
  id: d.id,
  variation: d.variation,
  method: d.method,
  image: designImageUrl(d),
});
const statusOf = (code: number) => ({ code, description: DESIGN_SAMPLE_STATUS_TEXT[code] ?? String(code) });

/** The Filter box: the request number whole, or the design key / creator's name anywhere (trigram index). */
export function searchWhere(column: SQL, idColumn: SQL, search: string): SQL | undefined {
  const s = search
    .replace(/\u0000/g, '')
    .trim()
    .toLowerCase()
    .replace(/^#/, '')
    .slice(0, 100);
  if (!s) return undefined;
  const byId = /^\d{1,9}$/.test(s) ? sql` or ${idColumn} = ${Number(s)}` : sql``;
  return sql`(${column} like ${containsPattern(s)}${byId})`;
}

/** The Filter box's text of sample requests (all, or one): '#id design-key creator', lower-cased. */
export async function refreshSampleSearch(db: Db, id: number | 'all') {
  await db.execute(sql`update design_sample_requests s set search_text = lower('#' || s.id || ' ' || d.id || '-' || d.variation || ' ' || u.name)
    from ${designsView} d, ${usersView} u where d.uid = s.design_uid and u.id = s.created_by${id === 'all' ? sql`` : sql` and s.id = ${id}`}`);
}

/** designSampleRequests(page, search): 50 a page, newest first; total -1 when the page is full (spec 002 §9). */
export async function listDesignSamples(db: Db, args: { page?: number | null; search?: string | null }) {
  const page = Math.min(Math.max(1, Math.trunc(args.page ?? 1) || 1), 100_000);
  const rows = await db
    .select({
      id: designSampleRequests.id,
      status: designSampleRequests.status,
      dateRequested: designSampleRequests.dateRequested,
      uid: designsView.uid,
      designId: designsView.id,
      variation: designsView.variation,
      method: designsView.method,
      creator: usersView.name,
    })
    .from(designSampleRequests)
    .innerJoin(designsView, eq(designsView.uid, designSampleRequests.designUid))
    .innerJoin(usersView, eq(usersView.id, designSampleRequests.createdBy))
    .where(searchWhere(sql`${designSampleRequests.searchText}`, sql`${designSampleRequests.id}`, args.search ?? ''))
    .orderBy(desc(designSampleRequests.dateRequested), desc(designSampleRequests.id))
    .limit(L.pageSize)
    .offset((page - 1) * L.pageSize);
  return {
    total: pageTotal(page, rows.length),
    requests: rows.map((r) => ({
      id: r.id,
      status: statusOf(r.status),
      dateRequested: r.dateRequested,
      design: designOf({ uid: r.uid, id: r.designId, variation: r.variation, method: r.method }),
      createdBy: { name: r.creator },
    })),
  };
}

export async function loadSample(db: Db, id: number, lock = false) {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound(M.sampleNotFound);
  const q = db
    .select({
      row: designSampleRequests,
      uid: designsView.uid,
      designId: designsView.id,
      variation: designsView.variation,
      method: designsView.method,
      creator: usersView.name,
    })
    .from(designSampleRequests)
    .innerJoin(designsView, eq(designsView.uid, designSampleRequests.designUid))
    .innerJoin(usersView, eq(usersView.id, designSampleRequests.createdBy))
    .where(eq(designSampleRequests.id, id));
  const [found] = lock ? await q.for('update', { of: designSampleRequests }) : await q;
  if (!found) throw notFound(M.sampleNotFound);
  return found;
}

/** The vendors with a price entry on the request's timeline (Approve Sample offers these). */
async function pricedVendors(db: Db, id: number) {
  return db
    .selectDistinct({ id: designVendors.id, number: designVendors.number, name: designVendors.name })
    .from(designSampleTimeline)
    .innerJoin(designVendors, eq(designVendors.id, designSampleTimeline.vendorId))
    .where(and(eq(designSampleTimeline.sampleId, id), eq(designSampleTimeline.kind, 'price')))
    .orderBy(asc(designVendors.number));
}

export const sampleFileUrl = (sampleId: number, fileId: number) => `/api/designSampleRequest/${sampleId}/file/${fileId}`;

async function sampleTimeline(db: Db, id: number) {
  const entries = await db
    .select({
      id: designSampleTimeline.id,
      kind: designSampleTimeline.kind,
      at: designSampleTimeline.at,
      comment: designSampleTimeline.comment,
      authorName: usersView.name,
      authorEmail: usersView.email,
      vendorNumber: designVendors.number,
      vendorName: designVendors.name,
    })
    .from(designSampleTimeline)
    .leftJoin(usersView, eq(usersView.id, designSampleTimeline.authorId))
    .leftJoin(designVendors, eq(designVendors.id, designSampleTimeline.vendorId))
    .where(eq(designSampleTimeline.sampleId, id))
    .orderBy(desc(designSampleTimeline.at), desc(designSampleTimeline.id));
  const ids = entries.map((e) => e.id);
  const [files, prices] = ids.length
    ? await Promise.all([
        db.select().from(designSampleFiles).where(inArray(designSampleFiles.entryId, ids)).orderBy(asc(designSampleFiles.id)),
        db
          .select()
          .from(designSamplePrices)
          .where(inArray(designSamplePrices.entryId, ids))
          .orderBy(asc(designSamplePrices.quantity), asc(designSamplePrices.id)),
      ])
    : [[], []];
  return entries.map((e) => ({
    id: e.id,
    type: e.kind,
    date: e.at,
    comment: e.comment,
    createdBy: e.authorName ? { name: e.authorName, email: e.authorEmail ?? '' } : null,
    files: files.filter((f) => f.entryId === e.id).map((f) => ({ id: f.id, name: f.fileName, url: sampleFileUrl(id, f.id) })),
    vendor: e.vendorNumber ? { number: e.vendorNumber, name: e.vendorName ?? '' } : null,
    prices: prices.filter((p) => p.entryId === e.id).map((p) => ({ price: Number(p.price), quantity: p.quantity })),
  }));
}

export async function designSampleDetail(db: Db, user: SessionUser, id: number) {
  const found = await loadSample(db, id);
  const [timeline, vendors, [vendor]] = await Promise.all([
    sampleTimeline(db, id),
    pricedVendors(db, id),
    found.row.vendorId
      ? db
          .select({ number: designVendors.number, name: designVendors.name })
          .from(designVendors)
          .where(eq(designVendors.id, found.row.vendorId))
      : Promise.resolve([]),
  ]);
  return {
    id,
    design: designOf({ uid: found.uid, id: found.designId, variation: found.variation, method: found.method }),
    status: statusOf(found.row.status),
    dateRequested: found.row.dateRequested,
    dateRecieved: found.row.dateRecieved,
    dateClosed: found.row.dateClosed,
    createdBy: { name: found.creator },
    vendor: vendor ?? null,
    pricedVendors: vendors.map((v) => ({ number: v.number, name: v.name })),
    timeline,
    actions: designSampleActions(found.row.status, vendors.length, mayActOnDesignSamples(user)),
  };
}

const designsMatching = (search: string | null | undefined): SQL | undefined => {
  const s = (search ?? '')
    .replace(/\u0000/g, '')
    .trim()
    .toLowerCase()
    .slice(0, 40);
  return s ? sql`lower(${designsView.id} || '-' || ${designsView.variation}) like ${containsPattern(s)}` : undefined;
};

/** availableDesigns (ours: which ones): active designs with no open or approved sample request; at most 50, a search narrows. */
export async function availableDesigns(db: Db, search?: string | null) {
  const rows = await db
    .select({ uid: designsView.uid, id: designsView.id, variation: designsView.variation, method: designsView.method })
    .from(designsView)
    .where(
      and(
        eq(designsView.active, true),
        designsMatching(search),
        sql`not exists (select 1 from design_sample_requests s where s.design_uid = ${designsView.uid} and s.status in (${S.requested}, ${S.received}, ${S.approved}))`,
      ),
    )
    .orderBy(asc(designsView.id), asc(designsView.variation))
    .limit(50);
  return rows.map(designOf);
}

/** sampledDesigns: designs whose sample was approved (with its vendor); at most 50, a search narrows. */
export async function sampledDesigns(db: Db, search?: string | null) {
  const rows = await db
    .select({
      uid: designsView.uid,
      id: designsView.id,
      variation: designsView.variation,
      method: designsView.method,
      vendorNumber: designVendors.number,
      vendorName: designVendors.name,
    })
    .from(designSampleRequests)
    .innerJoin(designsView, eq(designsView.uid, designSampleRequests.designUid))
    .innerJoin(designVendors, eq(designVendors.id, designSampleRequests.vendorId))
    .where(and(eq(designSampleRequests.status, S.approved), designsMatching(search)))
    .orderBy(asc(designsView.id), asc(designsView.variation))
    .limit(50);
  return rows.map((r) => ({ ...designOf(r), vendor: { number: r.vendorNumber, name: r.vendorName } }));
}

/** A design named `{id}-{variation}`, or null. */
export async function designByKey(db: Db, key: string): Promise<DesignRef | null> {
  const m = DESIGN_KEY.exec(key);
  if (!m) return null;
  const [d] = await db
    .select({ uid: designsView.uid, id: designsView.id, variation: designsView.variation, method: designsView.method })
    .from(designsView)
    .where(and(eq(designsView.id, m[1]), eq(designsView.variation, Number(m[2]))));
  return d ?? null;
}

const mayAct = (user: SessionUser) => {
  if (!mayActOnDesignSamples(user)) throw forbidden(M.noRight);
};

/** In the transaction: the locked request, the action checked against its status now (the caller checked the user may act). */
async function lockedFor(tx: Db, id: number, action: DesignSampleAction) {
  const found = await loadSample(tx, id, true);
  const vendors = action === 'approve' ? await pricedVendors(tx, id) : [];
  if (!designSampleActions(found.row.status, action === 'approve' ? vendors.length : 1, true).includes(action))
    throw conflict(M.wrongStatus);
  return { found, vendors };
}

const system = (tx: Db, sampleId: number, at: Date, comment: string) =>
  tx.insert(designSampleTimeline).values({ sampleId, kind: 'system', at, comment });

/** createDesignSampleRequest(input {design}): the new request's id. */
export async function createDesignSample(db: Db, user: SessionUser, input: unknown, now: Date): Promise<number> {
  mayAct(user);
  const { design: key } = parseOr400(createDesignSampleSchema, input);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const design = await designByKey(tx, key);
    if (!design) throw badRequest(M.designNotAvailable);
    // One open or approved request per design; the design row is locked so two creates cannot both pass.
    await tx.execute(sql`select 1 from ${designsView} where uid = ${design.uid} for update`);
    const available = await availableDesigns(tx, designKey(design));
    if (!available.some((d) => d.key === designKey(design))) throw badRequest(M.designNotAvailable);
    const [row] = await tx
      .insert(designSampleRequests)
      .values({ designUid: design.uid, status: S.requested, createdBy: user.id, dateRequested: now, updatedAt: now })
      .returning({ id: designSampleRequests.id });
    await refreshSampleSearch(tx, row.id);
    await system(tx, row.id, now, `Sample requested by ${user.name}.`);
    return row.id;
  });
}

/** Attaches staged files (uploaded to this request by this user, not yet attached) to an entry. */
async function attachFiles(tx: Db, user: SessionUser, sampleId: number, entryId: number, ids: number[]) {
  if (!ids.length) return;
  const unique = [...new Set(ids)];
  const attached = await tx
    .update(designSampleFiles)
    .set({ entryId })
    .where(
      and(
        inArray(designSampleFiles.id, unique),
        eq(designSampleFiles.sampleId, sampleId),
        eq(designSampleFiles.uploadedBy, user.id),
        isNull(designSampleFiles.entryId),
      ),
    )
    .returning({ id: designSampleFiles.id });
  if (attached.length !== unique.length) throw badRequest(M.fileUnknown);
}

/** addDesignSampleRequestComment(id, comment {comment, files}). */
export async function addSampleComment(db: Db, user: SessionUser, id: number, input: unknown, now: Date): Promise<number> {
  mayAct(user);
  await loadSample(db, id);
  const c = parseOr400(designCommentSchema, input);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    await lockedFor(tx, id, 'comment');
    const [entry] = await tx
      .insert(designSampleTimeline)
      .values({ sampleId: id, kind: 'comment', at: now, authorId: user.id, comment: c.comment.trim() })
      .returning({ id: designSampleTimeline.id });
    await attachFiles(tx, user, id, entry.id, c.files);
    return entry.id;
  });
}

/** recieveDesignSample(id, comment, files): at status 1, 1 to 5 files; the request moves to 2. */
export async function receiveSamples(db: Db, user: SessionUser, id: number, input: unknown, now: Date): Promise<number> {
  mayAct(user);
  await loadSample(db, id);
  const c = parseOr400(receiveSamplesSchema, input);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    await lockedFor(tx, id, 'receive');
    const [entry] = await tx
      .insert(designSampleTimeline)
      .values({
        sampleId: id,
        kind: 'comment',
        at: now,
        authorId: user.id,
        comment: c.comment.trim() || `Samples received by ${user.name}.`,
      })
      .returning({ id: designSampleTimeline.id });
    await attachFiles(tx, user, id, entry.id, c.files);
    await tx
      .update(designSampleRequests)
      .set({ status: S.received, dateRecieved: now, updatedAt: now })
      .where(eq(designSampleRequests.id, id));
    return id;
  });
}

/** addDesignSamplePrice(id, [{vendor, price, quantity}]): at status 2; one price entry per vendor. */
export async function addSamplePrices(db: Db, user: SessionUser, id: number, input: unknown, now: Date): Promise<number> {
  mayAct(user);
  await loadSample(db, id);
  const lines = parseOr400(designPricesSchema, input);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    await lockedFor(tx, id, 'addPrice');
    const numbers = [...new Set(lines.map((l) => l.vendor))];
    const vendors = await tx
      .select()
      .from(designVendors)
      .where(and(inArray(designVendors.number, numbers), eq(designVendors.active, true)));
    if (vendors.length !== numbers.length) throw badRequest(M.vendorUnknown);
    for (const v of vendors) {
      const [entry] = await tx
        .insert(designSampleTimeline)
        .values({ sampleId: id, kind: 'price', at: now, authorId: user.id, vendorId: v.id })
        .returning({ id: designSampleTimeline.id });
      await tx
        .insert(designSamplePrices)
        .values(
          lines
            .filter((l) => l.vendor === v.number)
            .map((l) => ({ entryId: entry.id, sampleId: id, price: l.price.toFixed(2), quantity: l.quantity })),
        );
    }
    return id;
  });
}

/** closeDesignSampleRequest(id, vendor): approve with a vendor priced on the timeline; closes it (3). */
export async function approveSample(db: Db, user: SessionUser, id: number, vendor: string, now: Date): Promise<number> {
  mayAct(user);
  await loadSample(db, id);
  if (typeof vendor !== 'string' || !vendor.trim() || vendor.length > 20) throw badRequest(M.vendorRequired);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const { vendors } = await lockedFor(tx, id, 'approve');
    const chosen = vendors.find((v) => v.number === vendor.trim());
    if (!chosen) throw badRequest(M.vendorNotPriced);
    await tx
      .update(designSampleRequests)
      .set({ status: S.approved, vendorId: chosen.id, dateClosed: now, updatedAt: now })
      .where(eq(designSampleRequests.id, id));
    await system(tx, id, now, `Sample approved by ${user.name} with vendor ${chosen.number} - ${chosen.name}.`);
    return id;
  });
}

/** cancelDesignSampleRequest(id): below 3; irreversible (4). */
export async function cancelSample(db: Db, user: SessionUser, id: number, now: Date): Promise<number> {
  mayAct(user);
  await loadSample(db, id);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    await lockedFor(tx, id, 'cancel');
    await tx
      .update(designSampleRequests)
      .set({ status: S.cancelled, dateClosed: now, updatedAt: now })
      .where(eq(designSampleRequests.id, id));
    await system(tx, id, now, `Request cancelled by ${user.name}.`);
    return id;
  });
}

// ---- files (REST: a GraphQL call cannot carry them) ----

export interface SamplePart {
  fileName: string;
  data: Buffer;
}

/** What a sample file may be, by its bytes (ours: photos of the samples and PDFs). */
function sniff(data: Buffer): { mime: string; ext: string } | null {
  const head = (bytes: number[]) => data.length >= bytes.length && bytes.every((b, i) => data[i] === b);
  if (head([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (head([0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (head([0x47, 0x49, 0x46, 0x38])) return { mime: 'image/gif', ext: 'gif' };
  if (head([0x52, 0x49, 0x46, 0x46]) && data.subarray(8, 12).toString('latin1') === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  if (head([0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: 'application/pdf', ext: 'pdf' };
  return null;
}

/** POST /api/designSampleRequest/{id}/files: stages up to 5 files for a comment or the receive; answers their ids. */
export async function stageSampleFiles(db: Db, files: FileStore, user: SessionUser, id: number, parts: SamplePart[], now: Date) {
  mayAct(user);
  const found = await loadSample(db, id);
  if (found.row.status >= S.approved) throw conflict(M.wrongStatus);
  if (!parts.length) throw badRequest(M.attachFileRequired);
  if (parts.length > L.receiveFiles) throw badRequest(M.tooManyFiles);
  const kinds = parts.map((p) => {
    if (p.data.length > L.fileBytes) throw badRequest(M.fileTooLarge);
    const kind = sniff(p.data);
    if (!kind) throw badRequest(M.fileType);
    return kind;
  });
  const keys = kinds.map((k) => `design-samples/${id}/${randomUUID()}.${k.ext}`);
  for (const [i, p] of parts.entries()) await files.put(keys[i], p.data);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const rows = await tx
      .insert(designSampleFiles)
      .values(
        parts.map((p, i) => ({
          sampleId: id,
          uploadedBy: user.id,
          fileName: p.fileName.replace(/[\u0000-\u001f]/g, '').slice(0, 200) || `sample.${kinds[i].ext}`,
          fileKey: keys[i],
          contentType: kinds[i].mime,
          createdAt: now,
        })),
      )
      .returning({ id: designSampleFiles.id, name: designSampleFiles.fileName });
    return rows.map((r) => ({ id: String(r.id), name: r.name, url: sampleFileUrl(id, r.id) }));
  });
}

export async function sampleFile(db: Db, sampleId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(designSampleFiles)
    .where(and(eq(designSampleFiles.id, fileId), eq(designSampleFiles.sampleId, sampleId)));
  if (!row) throw notFound('File not found.');
  return row;
}

/** designVendors (ours): the active vendors, by number. */
export const listVendors = (db: Db) =>
  db
    .select({ number: designVendors.number, name: designVendors.name })
    .from(designVendors)
    .where(eq(designVendors.active, true))
    .orderBy(asc(designVendors.number));

/**
 * The staged sample files, for the platform's sweeper: rows no comment or receive attached
 * (entry_id null; attaching updates the row, so a row being attached is locked and skipped),
 * created before the cut-off; their files go.
 */
export const stagedSampleFiles: StagedTable = {
  kind: 'table',
  name: 'design sample files',
  expire: (tx, cutoff) =>
    expireStagedRows(tx, cutoff, { table: 'design_sample_files', key: 'id', unclaimed: sql`entry_id is null`, fileColumns: ['file_key'] }),
};
