import { and, eq, inArray } from 'drizzle-orm';
import {
  DESIGN_REQUEST_STATUS,
  DR_MESSAGES,
  artWarnings,
  checkBulkSuspend,
  checkDesignRequestAction,
  designIssueInputsSchema,
  designIssueSchema,
  designRequestIdsSchema,
  designRequestCommentSchema,
  designRequestIssuesSchema,
  designRequestReasonSchema,
  designRequestTransition,
  fill,
  maxSizeOf,
  maySaveDefaultIssue,
  mayPostTimeline,
  submitArtSchema,
  timelineEntryOf,
  treatmentOf,
  type DesignRequestAction,
  type DesignRequestStatus,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { auditAs } from '../../platform/audit';
import { badRequest, conflict, forbidden, notFound, parseOr400 } from '../../platform/httpErrors';
import { createRequestedDesign, designExists } from '../designs-color';
import {
  flowOf,
  licenceColorsOf,
  loadDesignRequest,
  refreshDesignRequestSearch,
  requestDesignInUse,
  type DesignRequestRow,
} from './requests';
import { designArtUploads, designIssues, designRequests, designRequestTimeline } from '../../db/tables/design-requests';
import type { FileStore } from '../../platform/fileStore';
import { playersView } from '../../db/tables/directory.views';

// The writes of the design-request workflow (spec 001 §4.2, §5.2, §7.2): every action goes through
// the one state machine (@portal/shared/core designRequests.ts), in one transaction whose first
// statement is auditAs, on the row locked FOR UPDATE and checked again there; a refusal answers the
// machine's message (403 wrong person, 409 wrong state) and changes nothing.

const S = DESIGN_REQUEST_STATUS;

const refuse = (c: { kind: 'forbidden' | 'conflict'; message: string }): never => {
  throw c.kind === 'forbidden' ? forbidden(c.message) : conflict(c.message);
};

/** Checks the action on the visible request (before its input is read). */
export async function checkAction(db: Db, user: SessionUser, id: number, action: DesignRequestAction): Promise<DesignRequestRow> {
  const row = await loadDesignRequest(db, user, id);
  const c = checkDesignRequestAction(user, flowOf(row, await requestDesignInUse(db, row)), action);
  if (!c.ok) refuse(c);
  return row;
}

/** In the transaction: the locked row, checked again (another user may have moved it meanwhile). */
async function lockedFor(tx: Db, user: SessionUser, id: number, action: DesignRequestAction): Promise<DesignRequestRow> {
  const row = await loadDesignRequest(tx, user, id, true);
  const c = checkDesignRequestAction(user, flowOf(row, await requestDesignInUse(tx, row)), action);
  if (!c.ok) refuse(c);
  return row;
}

export async function addTimeline(tx: Db, requestId: number, at: Date, text: string, authorId: number | null = null) {
  await tx.insert(designRequestTimeline).values({ requestId, at, text: text.slice(0, 8000), authorId });
}

const issuesText = (issues: readonly string[]) => (issues.length ? ` Issues: ${issues.join('; ')}.` : '');

/** Moves the request by the machine: status, the system timeline entry, the search text. */
async function transition(
  tx: Db,
  user: SessionUser,
  row: DesignRequestRow,
  action: DesignRequestAction,
  now: Date,
  set: Partial<typeof designRequests.$inferInsert>,
  values: Record<string, string | number> = {},
) {
  const t = designRequestTransition(action);
  const status = t.to === 'same' ? row.status : (t.to as DesignRequestStatus);
  await tx
    .update(designRequests)
    .set({ ...set, status, updatedAt: now })
    .where(eq(designRequests.id, row.id));
  await addTimeline(tx, row.id, now, timelineEntryOf(t, { actor: user.name, issues: '', reason: '', design: '', ...values }));
  await refreshDesignRequestSearch(tx, [row.id]);
}

type IssueInput = { desc: string; save?: boolean | null };

/** Issues with the manager's star (spec 001 §3.2 managerOptions.save): a starred issue becomes a default option. */
async function issuesOf(tx: Db, user: SessionUser, input: unknown, now: Date, required: boolean): Promise<string[]> {
  const list = parseOr400(designIssueInputsSchema, input ?? []) as IssueInput[];
  const descs = required
    ? parseOr400(
        designRequestIssuesSchema,
        list.map((i) => i.desc),
      )
    : list.map((i) => parseOr400(designIssueSchema, i.desc));
  // The same issue twice (any case) is refused with the form's message (IssuePicker), not merged.
  const seen = new Set<string>();
  for (const desc of descs) {
    const key = desc.trim().toLowerCase();
    if (seen.has(key)) throw badRequest(DR_MESSAGES.duplicateIssue);
    seen.add(key);
  }
  const starred = list.filter((i) => i.save).map((i) => i.desc.trim());
  if (starred.length && !maySaveDefaultIssue(user)) throw forbidden('Only an artist manager may save an issue as a default option.');
  if (starred.length)
    await tx
      .insert(designIssues)
      .values(starred.map((text) => ({ text, createdAt: now })))
      .onConflictDoNothing();
  return descs;
}

// ---------------------------------------------------------------------------------------------

export async function acceptDesignRequest(db: Db, user: SessionUser, id: number, now: Date) {
  await checkAction(db, user, id, 'accept');
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const row = await lockedFor(tx, user, id, 'accept');
    await transition(tx, user, row, 'accept', now, { artistId: user.id });
  });
  return id;
}

/**
 * returnDesignRequest(id, issues): an artist manager's return is immediate (UPDATE_REQUIRED); an
 * artist's (the assigned one) is an issue raised, only marked to be returned (PROBLEM).
 */
export async function returnDesignRequest(db: Db, user: SessionUser, id: number, issues: unknown, now: Date) {
  const row0 = await loadDesignRequest(db, user, id);
  const action: DesignRequestAction = user.access.artistManager ? 'return' : 'raiseIssue';
  const c = checkDesignRequestAction(user, flowOf(row0, false), action);
  if (!c.ok) refuse(c);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const row = await lockedFor(tx, user, id, action);
    const list = await issuesOf(tx, user, issues, now, true);
    await transition(tx, user, row, action, now, { issues: list, returnMarked: action === 'raiseIssue' }, { issues: issuesText(list) });
  });
  return id;
}

/**
 * rejectDesignRequestArt(id, reason): a manager rejecting submitted art (back to the artist), or the
 * rep requesting a revision (ART_READY, SUSPENDED, or COMPLETE with a design not in use).
 */
export async function rejectDesignRequestArt(db: Db, user: SessionUser, id: number, reason: unknown, now: Date) {
  const row0 = await loadDesignRequest(db, user, id);
  const inUse = await requestDesignInUse(db, row0);
  const managerReject = checkDesignRequestAction(user, flowOf(row0, inUse), 'rejectArt');
  const action: DesignRequestAction = managerReject.ok ? 'rejectArt' : 'revise';
  const c = managerReject.ok ? managerReject : checkDesignRequestAction(user, flowOf(row0, inUse), 'revise');
  if (!c.ok) refuse(c);
  const text = parseOr400(designRequestReasonSchema, reason);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const row = await lockedFor(tx, user, id, action);
    const revision = action === 'revise' && row.status !== S.SUSPENDED;
    await transition(
      tx,
      user,
      row,
      action,
      now,
      { note: text, returnMarked: false, ...(revision ? { revisions: row.revisions + 1 } : {}) },
      { reason: text },
    );
  });
  return id;
}

export async function advanceDesignRequest(db: Db, user: SessionUser, id: number, issues: unknown, now: Date) {
  await checkAction(db, user, id, 'advance');
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const row = await lockedFor(tx, user, id, 'advance');
    const list = await issuesOf(tx, user, issues, now, false);
    await transition(
      tx,
      user,
      row,
      'advance',
      now,
      { correctedIssues: list.length ? list : row.correctedIssues, returnMarked: false },
      { issues: issuesText(list) },
    );
  });
  return id;
}

export async function suspendDesignRequest(db: Db, user: SessionUser, id: number, now: Date) {
  await checkAction(db, user, id, 'suspend');
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const row = await lockedFor(tx, user, id, 'suspend');
    await transition(tx, user, row, 'suspend', now, {});
  });
  return id;
}

/** spec 001 §4.2: all or nothing, only the caller's own requests without an artist. */
export async function suspendDesignRequests(db: Db, user: SessionUser, idsInput: unknown, now: Date): Promise<number> {
  const ids = [...new Set(parseOr400(designRequestIdsSchema, idsInput))];
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const rows = await tx.select().from(designRequests).where(inArray(designRequests.id, ids)).orderBy(designRequests.id).for('update');
    if (rows.length !== ids.length) throw notFound(DR_MESSAGES.notFound);
    const c = checkBulkSuspend(
      user,
      rows.map((r) => flowOf(r)),
    );
    if (!c.ok) throw conflict(c.message);
    for (const row of rows) await transition(tx, user, row, 'suspend', now, {});
    return rows.length;
  });
}

export async function reOpenDesignRequest(db: Db, user: SessionUser, id: number, now: Date) {
  await checkAction(db, user, id, 'reOpen');
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const row = await lockedFor(tx, user, id, 'reOpen');
    await transition(tx, user, row, 'reOpen', now, {});
  });
  return id;
}

/** spec 001 §4.2: submit art with a new design (checked upload) or an existing one, plus corrected issues. */
export async function submitDesignRequestArt(db: Db, user: SessionUser, id: number, input: unknown, now: Date) {
  await checkAction(db, user, id, 'submitArt');
  const body = parseOr400(submitArtSchema, input);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const row = await lockedFor(tx, user, id, 'submitArt');
    const corrected = await issuesOf(
      tx,
      user,
      body.issues.map((desc) => ({ desc })),
      now,
      false,
    );
    const requested = {
      width: Number(row.widthIn),
      height: row.heightIn === null ? null : Number(row.heightIn),
      cc: row.cc,
      method: row.method,
    };
    let set: Partial<typeof designRequests.$inferInsert>;
    let design: string;
    if (body.existingDesign) {
      const d = await designExists(tx, body.existingDesign.id, body.existingDesign.variation);
      // Another customer's design is not this request's to use (a stock design, with no customer, is).
      if (!d || (d.customerNumb !== null && d.customerNumb !== row.customerNumb)) throw badRequest(DR_MESSAGES.unknownDesign);
      if (artWarnings(requested, { width: d.widthIn, height: d.heightIn, cc: d.cc, method: d.method }).length && !corrected.length)
        throw badRequest(DR_MESSAGES.correctedIssuesRequired);
      set = {
        designId: body.existingDesign.id,
        designVar: body.existingDesign.variation,
        artKey: null,
        pmsKey: null,
        productionKey: null,
        workingKey: null,
        artWidthIn: d.widthIn.toFixed(2),
        artHeightIn: d.heightIn.toFixed(2),
        artCc: d.cc,
        artMethod: d.method,
        artComment: null,
      };
      design = `existing design ${body.existingDesign.id}-${body.existingDesign.variation}`;
    } else {
      const nd = body.newDesign!;
      const treatment = treatmentOf(nd.method);
      if (!treatment) throw badRequest(DR_MESSAGES.unknownTreatment);
      if (nd.cc && !treatment.ccAvail) throw badRequest(DR_MESSAGES.methodNoCcSupport);
      // The art's size within its treatment's maximum (spec 001 §5.2), as the dialog clamps it.
      const [maxW, maxH] = [maxSizeOf(treatment, 'width'), maxSizeOf(treatment, 'height')];
      if (nd.width > maxW + 1e-9 || nd.height > maxH + 1e-9) throw badRequest(fill(DR_MESSAGES.sizeRange, { max: Math.max(maxW, maxH) }));
      const [upload] = await tx
        .select()
        .from(designArtUploads)
        .where(and(eq(designArtUploads.token, nd.upload), eq(designArtUploads.requestId, id), eq(designArtUploads.userId, user.id)))
        // Locked until the commit: the staged-upload sweeper skips it (and one it removed first is gone here).
        .for('update');
      if (!upload) throw badRequest(DR_MESSAGES.uploadExpired);
      if (artWarnings(requested, { width: nd.width, height: nd.height, cc: nd.cc, method: nd.method }).length && !corrected.length)
        throw badRequest(DR_MESSAGES.correctedIssuesRequired);
      await tx.delete(designArtUploads).where(eq(designArtUploads.token, nd.upload));
      set = {
        // A new design: the one approve creates (an existing design chosen earlier is dropped).
        designId: row.status === S.AWAITING_ART && row.revisions > 0 ? row.designId : null,
        designVar: row.status === S.AWAITING_ART && row.revisions > 0 ? row.designVar : null,
        artKey: upload.imageKey,
        pmsKey: upload.pmsKey,
        productionKey: upload.productionKey,
        workingKey: upload.workingKey,
        artWidthIn: nd.width.toFixed(2),
        artHeightIn: nd.height.toFixed(2),
        artCc: nd.cc,
        artMethod: nd.method,
        artComment: nd.comment || null,
      };
      design = 'new design files';
    }
    await transition(
      tx,
      user,
      row,
      'submitArt',
      now,
      { ...set, correctedIssues: corrected, note: null },
      { design, issues: corrected.length ? ` Corrected issues: ${corrected.join('; ')}.` : '' },
    );
  });
  return id;
}

/**
 * spec 001 §4.2: approve closes the request and creates a design (designs-color's door), answering
 * its id and variation. A design chosen at submit (an existing one) is the request's design as is.
 */
export async function approveDesignRequestArt(
  db: Db,
  files: FileStore,
  user: SessionUser,
  id: number,
  now: Date,
): Promise<{ id: string; variation: number }> {
  await checkAction(db, user, id, 'approve');
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const row = await lockedFor(tx, user, id, 'approve');
    let design: { id: string; variation: number };
    if (!row.artKey && row.designId && row.designVar) design = { id: row.designId, variation: row.designVar };
    else {
      const [player] = row.playerId
        ? await tx.select({ number: playersView.number }).from(playersView).where(eq(playersView.id, row.playerId))
        : [];
      design = await createRequestedDesign(
        tx,
        files,
        {
          baseId: row.designId,
          customerNumb: row.customerNumb,
          method: row.artMethod ?? row.method,
          leagueId: row.leagueId,
          teamId: row.teamId,
          playerId: player ? row.playerId : null,
          widthIn: Number(row.artWidthIn ?? row.widthIn),
          heightIn: Number(row.artHeightIn ?? row.heightIn ?? row.widthIn),
          cc: row.artCc ?? row.cc,
          code: null,
          text: row.lines.filter(Boolean).join(' / ').slice(0, 200) || null,
          comment: row.artComment ?? `Design request #${row.id}`,
          tags: row.tags,
          colors: licenceColorsOf(row),
          art: row.artKey ? { image: row.artKey, production: row.productionKey, working: row.workingKey, pms: row.pmsKey } : null,
        },
        now,
      );
    }
    await transition(
      tx,
      user,
      row,
      'approve',
      now,
      { designId: design.id, designVar: design.variation },
      { design: `${design.id}-${design.variation}` },
    );
    return design;
  });
}

// ---------------------------------------------------------------------------------------------
// Timeline.

export async function createDesignRequestComment(db: Db, user: SessionUser, requestId: number, text: unknown, now: Date) {
  if (!mayPostTimeline(user)) throw forbidden(DR_MESSAGES.timelineReadOnly);
  await loadDesignRequest(db, user, requestId);
  const body = parseOr400(designRequestCommentSchema, text);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const [row] = await tx.insert(designRequestTimeline).values({ requestId, at: now, text: body, authorId: user.id }).returning();
    return { id: row.id, datetime: row.at, text: row.text, author: { name: user.name, email: user.email } };
  });
}

/** Ours: the author or an artist manager deletes a post; system entries stay. */
export async function deleteDesignRequestComment(db: Db, user: SessionUser, id: number, now: Date) {
  if (!mayPostTimeline(user) && !user.access.artistManager) throw forbidden(DR_MESSAGES.commentNotYours);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound('Comment not found.');
  const [entry] = await db.select().from(designRequestTimeline).where(eq(designRequestTimeline.id, id));
  if (!entry) throw notFound('Comment not found.');
  await loadDesignRequest(db, user, entry.requestId);
  if (entry.authorId === null) throw conflict('System entries cannot be deleted.');
  if (entry.authorId !== user.id && !user.access.artistManager) throw forbidden(DR_MESSAGES.commentNotYours);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    await tx.delete(designRequestTimeline).where(eq(designRequestTimeline.id, id));
  });
  return true;
}
