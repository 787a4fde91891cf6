import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  allows,
  fill,
  formatMoney,
  LICENSE_ITEMS_MAX,
  LICENSE_MESSAGES as M,
  LICENSE_SKU_PAGE_SIZE,
  LICENSE_SKU_SEARCH_COLS,
  LICENSE_SKU_SORTS,
  type LicenseActiveBody,
  type LicenseApproveBody,
  type licenseSkuSchema,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { auditAs } from '../../platform/audit';
import { containsPattern } from '../../platform/containsPattern';
import { forbiddenError } from '../../platform/gqlErrors';
import { forbidden, notFound } from '../../platform/httpErrors';
import { licenseSkus } from '../../db/tables/admin';

// License SKU approval (spec 002 §2, §3, §4, §7, §8, §9; mfe-admin/README.md "License SKU
// approval"): the list (GraphQL licenseSkus: 50 a page in SQL, styleCode ascending by default,
// search in one column through a trigram index, every column sortable through its index), approve
// (one-way), enable / disable, and the sell sheet of the chosen styles drawn with pdfkit. Every
// call needs licenseManager (ours: the spec gives this screen no guard; the flag is "License Manage
// and Create License SKUs").

/** A SKU as the list and the approve / active calls answer it (adminRoutes in @portal/shared/core). */
export type LicenseSkuRow = z.output<typeof licenseSkuSchema>;
/** SKUs named by style and colour code, each once (licenseSkuSchemas.ts). */
type LicenseItems = LicenseApproveBody['items'];

const SORT_COLUMN = {
  styleCode: licenseSkus.styleCode,
  name: licenseSkus.name,
  color: licenseSkus.color,
  colorCode: licenseSkus.colorCode,
  C: licenseSkus.priceC,
  U: licenseSkus.priceU,
  team: licenseSkus.team,
  league: licenseSkus.league,
  player: licenseSkus.player,
  createdAt: licenseSkus.createdAt,
  approve: licenseSkus.approved,
  active: licenseSkus.active,
} as const;
const SEARCH_COLUMN = {
  styleCode: licenseSkus.styleCode,
  name: licenseSkus.name,
  team: licenseSkus.team,
  league: licenseSkus.league,
  player: licenseSkus.player,
} as const;

const rowOf = (r: typeof licenseSkus.$inferSelect): LicenseSkuRow => ({
  id: r.id,
  styleCode: r.styleCode,
  name: r.name,
  color: r.color,
  colorCode: r.colorCode,
  hex: r.hex,
  C: r.priceC / 100,
  U: r.priceU / 100,
  team: r.team,
  league: r.league,
  player: r.player,
  createdAt: r.createdAt,
  approve: r.approved,
  active: r.active,
});

export interface LicenseSkuArgs {
  page?: number | null;
  order?: string | null;
  orderBy?: string | null;
  search?: string | null;
  searchCol?: string | null;
}

/** licenseSkus(page, order, orderBy, search, searchCol): unknown values fall back to the defaults, as a stale link should. */
export async function listLicenseSkus(db: Db, user: SessionUser, args: LicenseSkuArgs): Promise<LicenseSkuRow[]> {
  if (!allows('licenseApproval', user)) throw forbiddenError(M.forbidden);
  const page = Math.min(Math.max(1, Math.trunc(args.page ?? 1) || 1), 100_000);
  const orderBy = (LICENSE_SKU_SORTS as readonly string[]).includes(args.orderBy ?? '')
    ? (args.orderBy as keyof typeof SORT_COLUMN)
    : 'styleCode';
  const dir = args.order === 'desc' ? desc : asc;
  const searchCol = LICENSE_SKU_SEARCH_COLS.some((c) => c.value === args.searchCol)
    ? (args.searchCol as keyof typeof SEARCH_COLUMN)
    : 'styleCode';
  const text = (args.search ?? '')
    .replace(/\u0000/g, '')
    .trim()
    .slice(0, 100)
    .toLowerCase();
  const where = text ? sql`lower(${SEARCH_COLUMN[searchCol]}) like ${containsPattern(text)}` : undefined;
  const rows = await db
    .select()
    .from(licenseSkus)
    .where(where)
    .orderBy(dir(SORT_COLUMN[orderBy]), ...(orderBy === 'styleCode' ? [] : [asc(licenseSkus.styleCode)]), asc(licenseSkus.id))
    .limit(LICENSE_SKU_PAGE_SIZE)
    .offset((page - 1) * LICENSE_SKU_PAGE_SIZE);
  return rows.map(rowOf);
}

const matchItems = (items: LicenseItems): SQL =>
  or(...items.map((i) => and(eq(licenseSkus.styleCode, i.sku), eq(licenseSkus.colorCode, i.color))))!;

/** Locks the SKUs of the items; an item that names no SKU is 404 with its name (nothing changes). */
async function lockItems(tx: Db, items: LicenseItems) {
  const rows = await tx.select().from(licenseSkus).where(matchItems(items)).orderBy(asc(licenseSkus.id)).for('update');
  for (const i of items) {
    if (!rows.some((r) => r.styleCode === i.sku && r.colorCode === i.color))
      throw notFound(fill(M.unknownSku, { sku: i.sku, color: i.color }));
  }
  return rows;
}

function requireManager(user: SessionUser) {
  if (!allows('licenseApproval', user)) throw forbidden(M.forbidden);
}

/** POST /api/license/approve, body items (sku, color): approves them (one-way; approved ones stay as they are). */
export async function approveLicenseSkus(db: Db, user: SessionUser, items: LicenseItems, now: Date): Promise<LicenseSkuRow[]> {
  requireManager(user);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const rows = await lockItems(tx, items);
    const ids = rows.filter((r) => !r.approved).map((r) => r.id);
    if (ids.length)
      await tx.update(licenseSkus).set({ approved: true, approvedAt: now, approvedBy: user.id }).where(inArray(licenseSkus.id, ids));
    return (
      await tx
        .select()
        .from(licenseSkus)
        .where(
          inArray(
            licenseSkus.id,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(licenseSkus.styleCode), asc(licenseSkus.id))
    ).map(rowOf);
  });
}

/** POST /api/license/active, body items (sku, color) and active (ours: the state to set; without it each is toggled). */
export async function setLicenseSkusActive(
  db: Db,
  user: SessionUser,
  { items, active }: LicenseActiveBody,
  now: Date,
): Promise<LicenseSkuRow[]> {
  requireManager(user);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const rows = await lockItems(tx, items);
    for (const r of rows) {
      const next = typeof active === 'boolean' ? active : !r.active;
      if (next !== r.active) await tx.update(licenseSkus).set({ active: next }).where(eq(licenseSkus.id, r.id));
    }
    return (
      await tx
        .select()
        .from(licenseSkus)
        .where(
          inArray(
            licenseSkus.id,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(licenseSkus.styleCode), asc(licenseSkus.id))
    ).map(rowOf);
  });
}

/**
 * POST /api/sellsheet/license/sku, body skus (style codes, each once: sellSheetSchema): a PDF with
 * one block per style: its picture (the garment drawn in each colour), name, team / league /
 * player, and a line per colour with its swatch, name, code and the C and U prices.
 */
export async function licenseSellSheet(db: Db, user: SessionUser, styles: string[]): Promise<Buffer> {
  requireManager(user);
  const rows = await db
    .select()
    .from(licenseSkus)
    .where(inArray(licenseSkus.styleCode, styles))
    .orderBy(asc(licenseSkus.styleCode), asc(licenseSkus.colorCode))
    .limit(LICENSE_ITEMS_MAX * 5);
  for (const s of styles) if (!rows.some((r) => r.styleCode === s)) throw notFound(fill(M.unknownSku, { sku: s, color: '–' }));

  // Loaded when a sell sheet is drawn: most server processes never draw one.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', margin: 48, info: { Title: 'License Sell Sheet', Author: 'Portal' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).text('License Sell Sheet', 48, 48);
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text(`${styles.length} style(s)`, 48, 74).fillColor('#000000');
  let y = 100;
  for (const style of styles) {
    const colours = rows.filter((r) => r.styleCode === style);
    const height = 96 + colours.length * 18;
    if (y + height > 792 - 48) {
      doc.addPage();
      y = 48;
    }
    const first = colours[0];
    // The garment, drawn in its first colour: a tee silhouette.
    const x = 48;
    doc.save();
    doc
      .moveTo(x + 20, y)
      .lineTo(x + 60, y)
      .lineTo(x + 80, y + 18)
      .lineTo(x + 68, y + 30)
      .lineTo(x + 62, y + 24)
      .lineTo(x + 62, y + 80)
      .lineTo(x + 18, y + 80)
      .lineTo(x + 18, y + 24)
      .lineTo(x + 12, y + 30)
      .lineTo(x, y + 18)
      .closePath()
      .fillAndStroke(`#${first.hex}`, '#333333');
    doc.restore();
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(`${first.name}`, x + 100, y, { width: 410 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Style ${style}`, x + 100, y + 18);
    doc.text([first.league, first.team, first.player].filter(Boolean).join(' · '), x + 100, y + 32, { width: 410 });
    let line = y + 90;
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text('Colour', x + 24, line)
      .text('Code', x + 200, line)
      .text('C', x + 300, line)
      .text('U', x + 380, line)
      .text('Status', x + 450, line);
    for (const c of colours) {
      line += 16;
      doc
        .rect(x, line - 1, 14, 10)
        .fillAndStroke(`#${c.hex}`, '#333333')
        .fillColor('#000000');
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(c.color, x + 24, line)
        .text(c.colorCode, x + 200, line);
      doc.text(formatMoney(c.priceC, 'CAD'), x + 300, line).text(formatMoney(c.priceU, 'USD'), x + 380, line);
      doc.text(`${c.approved ? 'Approved' : 'Pending'}${c.active ? '' : ', disabled'}`, x + 450, line);
    }
    y = line + 28;
  }
  doc.end();
  return done;
}
