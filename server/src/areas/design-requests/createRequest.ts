import { and, eq, inArray } from 'drizzle-orm';
import {
  DESIGN_REQUEST_STATUS,
  DR_MESSAGES,
  checkDesignRequestAction,
  cutLine,
  designRequestProblem,
  designRequestInputSchema,
  designRequestTransition,
  mayRequestLicenceDesign,
  timelineEntryOf,
  treatmentOf,
  type DesignRequestInput,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { auditAs } from '../../platform/audit';
import { badRequest, conflict, forbidden, parseOr400 } from '../../platform/httpErrors';
import { mayPickCustomer } from '../directory';
import { flowOf, loadDesignRequest, refreshDesignRequestSearch, requestDesignInUse, type DesignRequestRow } from './requests';
import { artReferences, designRequestReferences, designRequests } from '../../db/tables/design-requests';
import { addTimeline } from './workflow';
import { playersView, teamsView } from '../../db/tables/directory.views';
import { dropsView } from '../../db/tables/designs-color.views';

// createDesignRequest / createLicenseDesignRequest / updateDesignRequest / forkDesignRequest
// (spec 001 §5.2, §7.2): the form's rules again on the server, then one transaction with its audit.

const S = DESIGN_REQUEST_STATUS;

interface Checked {
  values: Omit<typeof designRequests.$inferInsert, 'userId' | 'status' | 'dateCreated' | 'updatedAt'>;
  references: number[];
}

/** Every rule of spec 001 §5.2 a request's fields must hold (licence: a league, team and player; else a customer). */
async function checkInput(db: Db, user: SessionUser, input: DesignRequestInput, license: boolean, now: Date): Promise<Checked> {
  let customerNumb: string | null = null;
  let leagueId: number | null = null;
  let teamId: number | null = null;
  let playerId: number | null = null;
  if (license) {
    if (!input.league || !input.team || !input.player) throw badRequest(DR_MESSAGES.customerOrPlayer);
    const [p] = await db
      .select({ id: playersView.id, teamId: teamsView.id, leagueId: teamsView.leagueId })
      .from(playersView)
      .innerJoin(teamsView, eq(teamsView.id, playersView.teamId))
      .where(and(eq(playersView.id, input.player), eq(teamsView.id, input.team), eq(teamsView.leagueId, input.league)));
    if (!p) throw badRequest(DR_MESSAGES.unknownPlayer);
    [leagueId, teamId, playerId] = [p.leagueId, p.teamId, p.id];
  } else {
    if (!input.customer) throw badRequest(DR_MESSAGES.customerOrPlayer);
    // A customer the user may pick (a rep: their own), as the form's picker offers: another rep's
    // customer answers as an unknown one.
    if (!(await mayPickCustomer(db, user, input.customer))) throw badRequest(DR_MESSAGES.unknownCustomer);
    customerNumb = input.customer;
  }
  const treatment = treatmentOf(input.method);
  let width = input.width;
  let height = input.height ?? null;
  let lines = input.lines.map(cutLine);
  let dropLines: string[] | null = null;
  if (input.dropId) {
    const [drop] = await db.select().from(dropsView).where(eq(dropsView.id, input.dropId));
    if (!drop || !drop.active) throw badRequest(DR_MESSAGES.unknownDrop);
    // spec 001 §5.2: the drop fixes the sizes; every line of its template is filled.
    width = Number(drop.widthIn);
    height = Number(drop.heightIn);
    dropLines = drop.lines;
  } else lines = lines.filter((l) => l.trim());
  // The form's rules (shared core), on the values the request would hold.
  const problem = designRequestProblem(
    {
      license,
      customer: customerNumb,
      player: playerId,
      method: input.method,
      width,
      height,
      cc: input.cc,
      dropLines,
      lines,
      instructions: input.instructions,
      dateRequired: input.dateRequired,
      referenceFiles: input.referenceFiles.length,
    },
    now,
  );
  if (problem || !treatment) throw badRequest(problem ?? DR_MESSAGES.unknownTreatment);
  const references = [...new Set(input.referenceFiles.map((r) => r.id))];
  if (references.length) {
    const found = await db
      .select({ id: artReferences.id, customer: artReferences.customerNumb })
      .from(artReferences)
      .where(inArray(artReferences.id, references));
    // An art reference of another customer is not this request's to use.
    if (found.length !== references.length || found.some((f) => f.customer !== null && f.customer !== customerNumb))
      throw badRequest(DR_MESSAGES.referenceFileType);
  }
  return {
    values: {
      license,
      customerNumb,
      leagueId,
      teamId,
      playerId,
      method: treatment.type,
      widthIn: width.toFixed(2),
      heightIn: height === null ? null : height.toFixed(2),
      cc: input.cc,
      dropId: input.dropId ?? null,
      lines,
      instructions: input.instructions,
      dateRequired: input.dateRequired,
      tags: input.tags,
      // README "Licence colours": a licence request's colour choice; a customer request has none.
      primaryHex: license ? (input.colors?.primary ?? null) : null,
      secondaryHex: license ? (input.colors?.secondary ?? null) : null,
      neutralHex: license ? (input.colors?.neutral ?? null) : null,
      tonalHex: license ? (input.colors?.tonal ?? null) : null,
    },
    references,
  };
}

async function insertRequest(
  tx: Db,
  user: SessionUser,
  checked: Checked,
  now: Date,
  extra: Partial<typeof designRequests.$inferInsert> = {},
): Promise<number> {
  const [row] = await tx
    .insert(designRequests)
    .values({ ...checked.values, userId: user.id, status: S.AWAITING_ART, dateCreated: now, updatedAt: now, ...extra })
    .returning({ id: designRequests.id });
  await setReferences(tx, row.id, checked.references);
  return row.id;
}

async function setReferences(tx: Db, requestId: number, ids: number[]) {
  await tx.delete(designRequestReferences).where(eq(designRequestReferences.requestId, requestId));
  if (ids.length)
    await tx.insert(designRequestReferences).values(ids.map((artReferenceId, position) => ({ requestId, artReferenceId, position })));
}

export async function createDesignRequest(db: Db, user: SessionUser, input: unknown, license: boolean, now: Date): Promise<number> {
  if (license && !mayRequestLicenceDesign(user)) throw forbidden(DR_MESSAGES.licenceForbidden);
  const parsed = parseOr400(designRequestInputSchema, input);
  const checked = await checkInput(db, user, parsed, license, now);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const id = await insertRequest(tx, user, checked, now);
    await addTimeline(tx, id, now, `Design request created by ${user.name}.`);
    await refreshDesignRequestSearch(tx, [id]);
    return id;
  });
}

const same = (row: DesignRequestRow, c: Checked, refs: number[]) =>
  row.customerNumb === c.values.customerNumb &&
  row.playerId === c.values.playerId &&
  row.method === c.values.method &&
  Number(row.widthIn) === Number(c.values.widthIn) &&
  (row.heightIn === null ? null : Number(row.heightIn)) === (c.values.heightIn == null ? null : Number(c.values.heightIn)) &&
  row.cc === c.values.cc &&
  row.dropId === c.values.dropId &&
  JSON.stringify(row.lines) === JSON.stringify(c.values.lines) &&
  row.instructions === c.values.instructions &&
  row.dateRequired === c.values.dateRequired &&
  JSON.stringify(row.tags) === JSON.stringify(c.values.tags) &&
  row.primaryHex === c.values.primaryHex &&
  row.secondaryHex === c.values.secondaryHex &&
  row.neutralHex === c.values.neutralHex &&
  row.tonalHex === c.values.tonalHex &&
  JSON.stringify(refs) === JSON.stringify(c.references);

/** spec 001 §4.2: the rep updates an UPDATE_REQUIRED request ('Issues Preventing Art Completion'); it goes back to the artists. */
export async function updateDesignRequest(db: Db, user: SessionUser, id: number, input: unknown, now: Date): Promise<number> {
  const row0 = await loadDesignRequest(db, user, id);
  const c = checkDesignRequestAction(user, flowOf(row0), 'update');
  if (!c.ok) throw c.kind === 'forbidden' ? forbidden(c.message) : conflict(c.message);
  const parsed = parseOr400(designRequestInputSchema, input);
  const checked = await checkInput(db, user, parsed, row0.license, now);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const row = await loadDesignRequest(tx, user, id, true);
    const again = checkDesignRequestAction(user, flowOf(row), 'update');
    if (!again.ok) throw conflict(again.message);
    const refs = (
      await tx
        .select({ id: designRequestReferences.artReferenceId })
        .from(designRequestReferences)
        .where(eq(designRequestReferences.requestId, id))
        .orderBy(designRequestReferences.position)
    ).map((r) => r.id);
    if (same(row, checked, refs)) throw badRequest(DR_MESSAGES.noChange);
    const t = designRequestTransition('update');
    await tx
      .update(designRequests)
      .set({ ...checked.values, status: t.to as number, issues: [], returnMarked: false, updatedAt: now })
      .where(eq(designRequests.id, id));
    await setReferences(tx, id, checked.references);
    await addTimeline(tx, id, now, timelineEntryOf(t, { actor: user.name }));
    await refreshDesignRequestSearch(tx, [id]);
  });
  return id;
}

/** spec 001 §4.2: a revision of a COMPLETE request whose design is in use forks a new request. */
export async function forkDesignRequest(db: Db, user: SessionUser, id: number, input: unknown, now: Date): Promise<number> {
  const row0 = await loadDesignRequest(db, user, id);
  const c = checkDesignRequestAction(user, flowOf(row0, await requestDesignInUse(db, row0)), 'fork');
  if (!c.ok) throw c.kind === 'forbidden' ? forbidden(c.message) : conflict(c.message);
  const parsed = parseOr400(designRequestInputSchema, input);
  const checked = await checkInput(db, user, parsed, row0.license, now);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const row = await loadDesignRequest(tx, user, id, true);
    const again = checkDesignRequestAction(user, flowOf(row, await requestDesignInUse(tx, row)), 'fork');
    if (!again.ok) throw conflict(again.message);
    const newId = await insertRequest(tx, user, checked, now, { forkedFrom: id, revisions: row.revisions + 1 });
    await addTimeline(
      tx,
      newId,
      now,
      `Forked by ${user.name} from design request #${id} (design ${row.designId}-${row.designVar} is in use).`,
    );
    await addTimeline(tx, id, now, timelineEntryOf(designRequestTransition('fork'), { actor: user.name, forkId: newId }));
    await refreshDesignRequestSearch(tx, [newId]);
    return newId;
  });
}
