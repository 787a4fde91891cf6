import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { fileTypeFromBuffer } from 'file-type';
import sanitizeHtml from 'sanitize-html';
import {
  allows,
  contestDatesProblems,
  CONTEST_SORTS,
  createDraftedContestSchema,
  createDraftedOrganizationSchema,
  createDraftedSponsorSchema,
  DEFAULT_CONTEST_SORT,
  DRAFTED_AGREEMENT_MAX_BYTES,
  DRAFTED_LOGO_MAX_BYTES,
  DRAFTED_MESSAGES,
  isPastDay,
  messages,
  torontoDay,
  updateDraftedContestSchema,
  updateDraftedOrganizationSchema,
  updateDraftedSponsorSchema,
  type ContestSort,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { auditAs } from '../../../platform/audit';
import type { FileStore } from '../../../platform/fileStore';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/httpErrors';
import { claimStagedFile, type StagedFolder } from '../../../platform/stagedUploads';
import { draftedContests, draftedOrganizations, draftedSponsors } from '../../../db/tables/events-fpa';
import { leaguesView, teamsView } from '../../../db/tables/directory.views';

// Drafted contests on the server (spec 002 §2-§9 "Drafted contests"): organizations, sponsors and
// contests for draftedManager users. Logos and the artist agreement are uploaded first
// (POST /api/drafted/upload, multipart: the bytes are checked, the agreement HTML is sanitised and
// stored so), and the mutations name the upload's token in `logo.upload` / `agreement`
// (mfe-events-fpa/README.md "Decisions"). Every write is one transaction opened by auditAs.
// Uploads no save names are staged uploads (server/README.md "Staged uploads"): the platform's
// sweeper removes those a day old (stagedDraftedUploads below), and a save claims each file it
// names in its transaction (claimStagedFile), so a sweep and a save never both win.

export type UploadKind = 'logo' | 'agreement';
const TOKEN = { logo: /^[0-9a-f-]{36}\.(jpg|png|svg)$/, agreement: /^[0-9a-f-]{36}\.html$/ } as const;

/**
 * Built-in files of the demo data (seed.ts): a fresh database has no uploads, so the seeded logos
 * and agreement are made here and served like uploads (README "Seeded data").
 */
const seedLogo = (initials: string, fill: string, stroke: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="104" height="104" viewBox="0 0 104 104"><circle cx="52" cy="52" r="48" fill="#${fill}" stroke="#${stroke}" stroke-width="6"/><text x="52" y="62" font-family="Arial, sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#FFFFFF">${initials}</text></svg>`;
const SEED_FILES: Record<string, string> = {
  'seed-harbour.svg': seedLogo('HC', '0B3D91', 'C8102E'),
  'seed-northern.svg': seedLogo('NL', '006847', 'F2C500'),
  'seed-lakeside.svg': seedLogo('LC', '1F6F8B', '99A8B2'),
  'seed-agreement.html':
    '<h1>Artist Agreement</h1><p>By submitting a design you confirm it is your original work and grant the organization a licence to produce and sell apparel carrying it.</p><p>Winning artists are credited on the product page.</p>',
};
const isSeedFile = (kind: UploadKind, token: string) => Object.hasOwn(SEED_FILES, token) && (kind === 'logo') === token.endsWith('.svg');
async function fileOf(files: FileStore, kind: UploadKind, token: string) {
  return isSeedFile(kind, token) ? Readable.from([Buffer.from(SEED_FILES[token])]) : files.get(`${folder(kind)}/${token}`);
}
const folder = (kind: UploadKind) => (kind === 'logo' ? 'drafted/logos' : 'drafted/agreements');
export const logoUrl = (token: string | null) => (token ? `/api/drafted/logo/${token}` : null);
export const agreementUrl = (contestId: number) => `/api/drafted/contest/${contestId}/agreement`;

export function requireDrafted(user: SessionUser): void {
  if (!allows('drafted', user)) throw forbidden(DRAFTED_MESSAGES.draftedManagerRequired);
}

function parse<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0]?.message ?? messages.somethingWentWrong);
}

/** An SVG logo: text that is an <svg> document (file-type does not detect SVG). */
function looksLikeSvg(data: Buffer): boolean {
  const head = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/** spec 002 §3 "uploaded artist agreement (HTML file)": stored sanitised (no scripts, handlers or frames). */
export function sanitizeAgreement(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'img'],
    allowedAttributes: { a: ['href', 'name', 'target'], img: ['src', 'alt', 'width', 'height'], '*': ['style'] },
    allowedSchemes: ['https', 'mailto', 'data'],
    allowedSchemesByTag: { img: ['https', 'data'] },
  });
}

/** Checks and stores one upload; answers its token and, for a logo, the path it is served at. */
export async function stageDraftedUpload(files: FileStore, user: SessionUser, kind: UploadKind, data: Buffer) {
  requireDrafted(user);
  let token: string;
  let stored: Buffer = data;
  if (kind === 'logo') {
    if (data.length > DRAFTED_LOGO_MAX_BYTES) throw badRequest(DRAFTED_MESSAGES.logoType);
    const detected = await fileTypeFromBuffer(data);
    const ext =
      detected?.mime === 'image/jpeg'
        ? 'jpg'
        : detected?.mime === 'image/png'
          ? 'png'
          : (!detected || detected.mime === 'application/xml') && looksLikeSvg(data)
            ? 'svg'
            : null;
    if (!ext) throw badRequest(DRAFTED_MESSAGES.logoType);
    token = `${randomUUID()}.${ext}`;
  } else {
    if (data.length > DRAFTED_AGREEMENT_MAX_BYTES || (await fileTypeFromBuffer(data))) throw badRequest(DRAFTED_MESSAGES.agreementType);
    const text = data.toString('utf8');
    if (text.includes('\uFFFD') || !/<[a-z!][^>]*>/i.test(text)) throw badRequest(DRAFTED_MESSAGES.agreementType);
    stored = Buffer.from(sanitizeAgreement(text));
    token = `${randomUUID()}.html`;
  }
  await files.put(`${folder(kind)}/${token}`, stored);
  return { upload: token, path: kind === 'logo' ? logoUrl(token) : null };
}

/**
 * In the save's transaction: a stored upload's token, claimed against the staged-upload sweeper
 * until the transaction ends (platform/stagedUploads.ts), or 400 when it is not one of ours or was
 * swept (the form's "upload it again").
 */
async function uploaded(tx: Db, files: FileStore, kind: UploadKind, token: string, message: string): Promise<string> {
  if (isSeedFile(kind, token)) return token;
  if (!TOKEN[kind].test(token) || !(await claimStagedFile(tx, files, `${folder(kind)}/${token}`))) throw badRequest(message);
  return token;
}

/** Logo input {upload, path}: a new upload, or the path of the logo kept (claimed, in the save's transaction); null when neither. */
async function logoOf(
  tx: Db,
  files: FileStore,
  logo: { upload?: string | null; path?: string | null } | null | undefined,
): Promise<string | null> {
  if (!logo) return null;
  if (logo.upload) return uploaded(tx, files, 'logo', logo.upload, DRAFTED_MESSAGES.logoUnknown);
  if (logo.path) {
    const token = /^\/api\/drafted\/logo\/([^/]+)$/.exec(logo.path)?.[1] ?? '';
    return uploaded(tx, files, 'logo', token, DRAFTED_MESSAGES.logoUnknown);
  }
  return null;
}

/** The staged-upload sweeper's folder of one kind: a file no organization, sponsor or contest names is a staged upload. */
function stagedFolder(kind: UploadKind, name: string, namedBy: { table: PgTable; column: PgColumn }[]): StagedFolder {
  const prefix = `${folder(kind)}/`;
  return {
    kind: 'folder',
    name,
    folder: folder(kind),
    staged: new RegExp(`^${prefix}${TOKEN[kind].source.slice(1)}`),
    async named(tx, keys) {
      const tokens = keys.map((key) => key.slice(prefix.length));
      const named = new Set<string>();
      // A handful of rows per season: no index on the token columns.
      for (const { table, column } of namedBy) {
        const rows = await tx.select({ token: column }).from(table).where(inArray(column, tokens));
        for (const row of rows) if (row.token) named.add(prefix + String(row.token));
      }
      return named;
    },
  };
}

/** Drafted logos and agreements uploaded and never named by a save (server/README.md "Staged uploads"). */
export const stagedDraftedUploads: readonly StagedFolder[] = [
  stagedFolder('logo', 'drafted logos', [
    { table: draftedOrganizations, column: draftedOrganizations.logo },
    { table: draftedSponsors, column: draftedSponsors.logo },
    { table: draftedContests, column: draftedContests.logo },
  ]),
  stagedFolder('agreement', 'drafted agreements', [{ table: draftedContests, column: draftedContests.agreement }]),
];

/** The file behind a logo URL (GET /api/drafted/logo/:token). */
export async function logoFile(files: FileStore, user: SessionUser, token: string) {
  requireDrafted(user);
  if (!isSeedFile('logo', token) && (!TOKEN.logo.test(token) || !(await files.exists(`drafted/logos/${token}`)))) throw notFound();
  const mime = token.endsWith('.svg') ? 'image/svg+xml' : token.endsWith('.png') ? 'image/png' : 'image/jpeg';
  return { mime, stream: await fileOf(files, 'logo', token) };
}

/** The sanitised agreement of a contest (GET /api/drafted/contest/:id/agreement). */
export async function agreementFile(db: Db, files: FileStore, user: SessionUser, contestId: number) {
  requireDrafted(user);
  const [row] = await db.select({ agreement: draftedContests.agreement }).from(draftedContests).where(eq(draftedContests.id, contestId));
  if (!row) throw notFound(DRAFTED_MESSAGES.contestNotFound);
  return fileOf(files, 'agreement', row.agreement);
}

// ---- reads ----

const orgLeague = alias(leaguesView, 'org_league');
const orgTeam = alias(teamsView, 'org_team');

const organizationColumns = {
  id: draftedOrganizations.id,
  name: draftedOrganizations.name,
  logo: draftedOrganizations.logo,
  primaryColorHex: draftedOrganizations.primaryColorHex,
  secondaryColorHex: draftedOrganizations.secondaryColorHex,
  primaryTextColorHex: draftedOrganizations.primaryTextColorHex,
  secondaryTextColorHex: draftedOrganizations.secondaryTextColorHex,
  leagueId: draftedOrganizations.leagueId,
  teamId: draftedOrganizations.teamId,
  league: orgLeague.name,
  team: orgTeam.name,
};
type OrganizationRow = { [K in keyof typeof organizationColumns]: unknown } & { id: number; logo: string | null };

function organizationView(row: OrganizationRow) {
  const { logo, ...rest } = row;
  return { ...(rest as Omit<OrganizationRow, 'logo'>), logoUrl: logoUrl(logo) } as {
    id: number;
    name: string;
    logoUrl: string | null;
    primaryColorHex: string | null;
    secondaryColorHex: string | null;
    primaryTextColorHex: string | null;
    secondaryTextColorHex: string | null;
    leagueId: number | null;
    teamId: number | null;
    league: string | null;
    team: string | null;
  };
}

export async function listOrganizations(db: Db, user: SessionUser) {
  requireDrafted(user);
  const rows = await db
    .select(organizationColumns)
    .from(draftedOrganizations)
    .leftJoin(orgLeague, eq(orgLeague.id, draftedOrganizations.leagueId))
    .leftJoin(orgTeam, eq(orgTeam.id, draftedOrganizations.teamId))
    .orderBy(asc(sql`lower(${draftedOrganizations.name})`), asc(draftedOrganizations.id));
  return rows.map(organizationView);
}

export async function listSponsors(db: Db, user: SessionUser) {
  requireDrafted(user);
  const rows = await db
    .select()
    .from(draftedSponsors)
    .orderBy(asc(sql`lower(${draftedSponsors.name})`), asc(draftedSponsors.id));
  return rows.map((s) => ({ id: s.id, name: s.name, logoUrl: logoUrl(s.logo) }));
}

const contestSelect = (db: Db) =>
  db
    .select({
      contest: draftedContests,
      organization: organizationColumns,
      sponsor: { id: draftedSponsors.id, name: draftedSponsors.name, logo: draftedSponsors.logo },
    })
    .from(draftedContests)
    .innerJoin(draftedOrganizations, eq(draftedOrganizations.id, draftedContests.organizationId))
    .leftJoin(orgLeague, eq(orgLeague.id, draftedOrganizations.leagueId))
    .leftJoin(orgTeam, eq(orgTeam.id, draftedOrganizations.teamId))
    .leftJoin(draftedSponsors, eq(draftedSponsors.id, draftedContests.sponsorId));

type ContestJoin = Awaited<ReturnType<ReturnType<typeof contestSelect>['execute']>>[number];
function contestView({ contest, organization, sponsor }: ContestJoin) {
  const { logo, agreement: _agreement, ...rest } = contest;
  return {
    ...rest,
    logoUrl: logoUrl(logo)!,
    agreementUrl: agreementUrl(contest.id),
    organization: organizationView(organization as OrganizationRow),
    sponsor: sponsor?.id ? { id: sponsor.id, name: sponsor.name, logoUrl: logoUrl(sponsor.logo) } : null,
  };
}
export type ContestView = ReturnType<typeof contestView>;

/** spec 002 §2: the list's sorts (sortBy, desc) and the SQL each means (ties by id). */
const SORT_SQL: Record<ContestSort, SQL | AnyColumn> = {
  id: draftedContests.id,
  name: sql`lower(${draftedContests.name})`,
  organization: sql`lower(${draftedOrganizations.name})`,
  submissionStart: draftedContests.submissionStart,
  voteStart: draftedContests.voteStart,
  voteEnd: draftedContests.voteEnd,
  league: sql`lower(${orgLeague.name})`,
  team: sql`lower(${orgTeam.name})`,
  sponsor: sql`lower(${draftedSponsors.name})`,
};

/** Query draftedContests(sortBy, desc): every contest (a handful per season: no paging), sorted in SQL. */
export async function listContests(db: Db, user: SessionUser, sortBy: string | null | undefined, descending: boolean | null | undefined) {
  requireDrafted(user);
  const sort = (CONTEST_SORTS as readonly string[]).includes(sortBy ?? '') ? (sortBy as ContestSort) : DEFAULT_CONTEST_SORT;
  // Ours: with no sort in the address, newest first (README "Decisions").
  const down = sortBy ? !!descending : true;
  const direction = down ? desc : asc;
  const rows = await contestSelect(db).orderBy(
    down ? sql`${SORT_SQL[sort]} desc nulls last` : sql`${SORT_SQL[sort]} asc nulls last`,
    direction(draftedContests.id),
  );
  return rows.map(contestView);
}

export async function readContest(db: Db, user: SessionUser, id: number): Promise<ContestView | null> {
  requireDrafted(user);
  const [row] = await contestSelect(db).where(eq(draftedContests.id, id));
  return row ? contestView(row) : null;
}

// ---- writes ----

async function checkLeagueTeam(tx: Db, leagueId: number | null | undefined, teamId: number | null | undefined): Promise<void> {
  if (leagueId) {
    const [league] = await tx.select({ id: leaguesView.id }).from(leaguesView).where(eq(leaguesView.id, leagueId));
    if (!league) throw badRequest(DRAFTED_MESSAGES.leagueNotFound);
  }
  if (teamId) {
    const [team] = await tx.select({ leagueId: teamsView.leagueId }).from(teamsView).where(eq(teamsView.id, teamId));
    if (!team || (leagueId && team.leagueId !== leagueId) || !leagueId) throw badRequest(DRAFTED_MESSAGES.teamNotInLeague);
  }
}

async function organizationById(db: Db, id: number) {
  const [row] = await db
    .select(organizationColumns)
    .from(draftedOrganizations)
    .leftJoin(orgLeague, eq(orgLeague.id, draftedOrganizations.leagueId))
    .leftJoin(orgTeam, eq(orgTeam.id, draftedOrganizations.teamId))
    .where(eq(draftedOrganizations.id, id));
  return row ? organizationView(row) : null;
}

export async function createOrganization(db: Db, files: FileStore, user: SessionUser, input: unknown, now: Date) {
  requireDrafted(user);
  const data = parse(createDraftedOrganizationSchema, input);
  const id = await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const logo = await logoOf(tx, files, data.logo);
    await checkLeagueTeam(tx, data.leagueId, data.teamId);
    const [row] = await tx
      .insert(draftedOrganizations)
      .values({
        name: data.name,
        logo,
        primaryColorHex: data.primaryColorHex ?? null,
        secondaryColorHex: data.secondaryColorHex ?? null,
        primaryTextColorHex: data.primaryTextColorHex ?? 'FFFFFF',
        secondaryTextColorHex: data.secondaryTextColorHex ?? '000000',
        leagueId: data.leagueId ?? null,
        teamId: data.teamId ?? null,
        updatedAt: now,
      })
      .returning({ id: draftedOrganizations.id });
    return row.id;
  });
  return (await organizationById(db, id))!;
}

/** Only the fields given change (spec 002 §5: the dialog sends only what changed). */
export async function updateOrganization(db: Db, files: FileStore, user: SessionUser, input: unknown, now: Date) {
  requireDrafted(user);
  const data = parse(updateDraftedOrganizationSchema, input);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const logo = data.logo === undefined ? undefined : await logoOf(tx, files, data.logo);
    const [current] = await tx.select().from(draftedOrganizations).where(eq(draftedOrganizations.id, data.id)).for('update');
    if (!current) throw notFound(DRAFTED_MESSAGES.organizationNotFound);
    const leagueId = data.leagueId === undefined ? current.leagueId : data.leagueId;
    const teamId = data.teamId === undefined ? (data.leagueId === undefined ? current.teamId : null) : data.teamId;
    await checkLeagueTeam(tx, leagueId, teamId);
    const set = Object.fromEntries(
      Object.entries({
        name: data.name,
        logo,
        primaryColorHex: data.primaryColorHex,
        secondaryColorHex: data.secondaryColorHex,
        primaryTextColorHex: data.primaryTextColorHex,
        secondaryTextColorHex: data.secondaryTextColorHex,
        leagueId,
        teamId,
      }).filter(([, v]) => v !== undefined),
    );
    await tx
      .update(draftedOrganizations)
      .set({ ...set, updatedAt: now })
      .where(eq(draftedOrganizations.id, data.id));
  });
  return (await organizationById(db, data.id))!;
}

export async function createSponsor(db: Db, files: FileStore, user: SessionUser, input: unknown, now: Date) {
  requireDrafted(user);
  const data = parse(createDraftedSponsorSchema, input);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const logo = await logoOf(tx, files, data.logo);
    const [row] = await tx.insert(draftedSponsors).values({ name: data.name, logo, updatedAt: now }).returning();
    return { id: row.id, name: row.name, logoUrl: logoUrl(row.logo) };
  });
}

export async function updateSponsor(db: Db, files: FileStore, user: SessionUser, input: unknown, now: Date) {
  requireDrafted(user);
  const data = parse(updateDraftedSponsorSchema, input);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const logo = data.logo === undefined ? undefined : await logoOf(tx, files, data.logo);
    const set = Object.fromEntries(Object.entries({ name: data.name, logo }).filter(([, v]) => v !== undefined));
    const [row] = await tx
      .update(draftedSponsors)
      .set({ ...set, updatedAt: now })
      .where(eq(draftedSponsors.id, data.id))
      .returning();
    if (!row) throw notFound(DRAFTED_MESSAGES.sponsorNotFound);
    return { id: row.id, name: row.name, logoUrl: logoUrl(row.logo) };
  });
}

async function checkRefs(tx: Db, organizationId: number | undefined, sponsorId: number | null | undefined): Promise<void> {
  if (organizationId !== undefined) {
    const [org] = await tx
      .select({ id: draftedOrganizations.id })
      .from(draftedOrganizations)
      .where(eq(draftedOrganizations.id, organizationId));
    if (!org) throw badRequest(DRAFTED_MESSAGES.organizationNotFound);
  }
  if (sponsorId && sponsorId > 0) {
    const [sponsor] = await tx.select({ id: draftedSponsors.id }).from(draftedSponsors).where(eq(draftedSponsors.id, sponsorId));
    if (!sponsor) throw badRequest(DRAFTED_MESSAGES.sponsorNotFound);
  }
}

async function checkHandle(tx: Db, handle: string | undefined, contestId: number | null): Promise<void> {
  if (handle === undefined) return;
  const [same] = await tx.select({ id: draftedContests.id }).from(draftedContests).where(eq(draftedContests.handle, handle));
  if (same && same.id !== contestId) throw conflict(DRAFTED_MESSAGES.handleTaken);
}

/** spec 002 §5: no past days for submission start and voting end (checked for dates that change). */
function checkDates(
  dates: { submissionStart: Date; voteStart: Date; voteEnd: Date },
  changed: { submissionStart: boolean; voteEnd: boolean },
  now: Date,
): void {
  if (changed.submissionStart && isPastDay(torontoDay(dates.submissionStart), now)) throw badRequest(DRAFTED_MESSAGES.pastDay);
  if (changed.voteEnd && isPastDay(torontoDay(dates.voteEnd), now)) throw badRequest(DRAFTED_MESSAGES.pastDay);
  const problems = contestDatesProblems(dates);
  const problem = problems.voteStart ?? problems.voteEnd;
  if (problem) throw badRequest(problem);
}

export async function createContest(db: Db, files: FileStore, user: SessionUser, input: unknown, now: Date): Promise<ContestView> {
  requireDrafted(user);
  const data = parse(createDraftedContestSchema, input);
  checkDates(data, { submissionStart: true, voteEnd: true }, now);
  const id = await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const logo = await logoOf(tx, files, data.logo);
    if (!logo) throw badRequest(DRAFTED_MESSAGES.logoRequired);
    const agreement = await uploaded(tx, files, 'agreement', data.agreement, DRAFTED_MESSAGES.agreementRequired);
    await checkRefs(tx, data.organizationId, data.sponsorId);
    await checkHandle(tx, data.handle, null);
    const [row] = await tx
      .insert(draftedContests)
      .values({
        name: data.name,
        handle: data.handle,
        details: data.details,
        logo,
        organizationId: data.organizationId,
        sponsorId: data.sponsorId && data.sponsorId > 0 ? data.sponsorId : null,
        primaryColorHex: data.primaryColorHex,
        secondaryColorHex: data.secondaryColorHex,
        primaryTextColorHex: data.primaryTextColorHex,
        secondaryTextColorHex: data.secondaryTextColorHex,
        submissionStart: data.submissionStart,
        voteStart: data.voteStart,
        voteEnd: data.voteEnd,
        agreement,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: draftedContests.id });
    return row.id;
  });
  return (await readContest(db, user, id))!;
}

export async function updateContest(db: Db, files: FileStore, user: SessionUser, input: unknown, now: Date): Promise<ContestView> {
  requireDrafted(user);
  const data = parse(updateDraftedContestSchema, input);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const logo = data.logo === undefined ? undefined : await logoOf(tx, files, data.logo);
    if (data.logo !== undefined && !logo) throw badRequest(DRAFTED_MESSAGES.logoRequired);
    const agreement = data.agreement ? await uploaded(tx, files, 'agreement', data.agreement, DRAFTED_MESSAGES.agreementType) : undefined;
    const [current] = await tx.select().from(draftedContests).where(eq(draftedContests.id, data.id)).for('update');
    if (!current) throw notFound(DRAFTED_MESSAGES.contestNotFound);
    const dates = {
      submissionStart: data.submissionStart ?? current.submissionStart,
      voteStart: data.voteStart ?? current.voteStart,
      voteEnd: data.voteEnd ?? current.voteEnd,
    };
    const differs = (a: Date | undefined, b: Date) => a !== undefined && a.getTime() !== b.getTime();
    checkDates(
      dates,
      { submissionStart: differs(data.submissionStart, current.submissionStart), voteEnd: differs(data.voteEnd, current.voteEnd) },
      now,
    );
    await checkRefs(tx, data.organizationId, data.sponsorId);
    await checkHandle(tx, data.handle, data.id);
    const sponsorId = data.sponsorId === undefined || data.sponsorId === null ? undefined : data.sponsorId === -1 ? null : data.sponsorId;
    const set = Object.fromEntries(
      Object.entries({
        name: data.name,
        handle: data.handle,
        details: data.details,
        logo,
        organizationId: data.organizationId,
        sponsorId,
        primaryColorHex: data.primaryColorHex,
        secondaryColorHex: data.secondaryColorHex,
        primaryTextColorHex: data.primaryTextColorHex,
        secondaryTextColorHex: data.secondaryTextColorHex,
        submissionStart: data.submissionStart,
        voteStart: data.voteStart,
        voteEnd: data.voteEnd,
        agreement,
      }).filter(([, v]) => v !== undefined),
    );
    await tx
      .update(draftedContests)
      .set({ ...set, updatedAt: now })
      .where(eq(draftedContests.id, data.id));
  });
  return (await readContest(db, user, data.id))!;
}
