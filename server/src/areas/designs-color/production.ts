import { and, asc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import {
  DESIGN_COLOR_MESSAGES as M,
  ORDER_STATUS,
  ORDER_TYPE_CODES,
  SUBLIMATION_PRINTERS,
  DROPDOWN_MAX,
  fill,
  PRINTER_FIELD_LABELS,
} from '@portal/shared/core';
import type { z } from 'zod';
import type { generateProductionArtSchema, recolorDropshipSchema, recolorFilesSchema } from '@portal/shared/core';
import type { Db } from '../../db/client';
import type { FileStore } from '../../platform/fileStore';
import { conflict, notFound } from '../../platform/httpErrors';
import { zipStream, type ZipEntry } from '../../platform/zipStream';
import { extOfKey, mimeOfKey, recolorFolder, type DesignFileRef } from './designFiles';
import { recolorPng, recolorSvg } from './recolor';
import { designColors, designs, printerColorMappings } from '../../db/tables/designs-color';
import { customersView } from '../../db/tables/directory.views';
import { orderHeadsView, orderLinesView } from '../../db/tables/orders/views';

// The production tools (spec 001 §2.7, §4.3, §5.7, §7.7; README "Production tools"). They read each
// design's stored files (designFiles.ts) and change nothing but what they are asked to. Files go to
// the file store: a job's folder is jobs/{order number}/ (its designs' production files as stored,
// and job.json); a design's recoloured files are production/designs/{id}-{variation}/{printer}.svg|png.
// Files are not records: writing them again replaces them, and nothing is written to the database.

const PRODUCTION_DPI = 300;

type GenerateProductionArtInput = z.output<typeof generateProductionArtSchema>;
type RecolorFilesInput = z.output<typeof recolorFilesSchema>;
type RecolorDropshipInput = z.output<typeof recolorDropshipSchema>;

/** Open jobs: the confirmed, unshipped orders (status Approved, as "in use" counts them). */
export async function openJobs(db: Db) {
  const rows = await db
    .select({ id: orderHeadsView.id, numb: orderHeadsView.number, job: orderHeadsView.job, customer: customersView.name })
    .from(orderHeadsView)
    .innerJoin(customersView, eq(customersView.numb, orderHeadsView.customerNumb))
    .where(eq(orderHeadsView.status, ORDER_STATUS.Approved))
    .orderBy(asc(orderHeadsView.number));
  return rows.map((r) => ({ id: r.id, numb: r.numb, job: r.job ?? `${r.numb} ${r.customer}` }));
}

/** Designs for the recolour picker: active designs whose id starts with the typed text, at most 10 (spec 001 §9 dropdowns). */
export async function productionDesigns(db: Db, search: string | undefined) {
  const text = (search ?? '')
    .trim()
    .toUpperCase()
    .replace(/[%_\\]/g, '')
    .slice(0, 20);
  // "D60001-1" (an option's label, as a user types it) names the id and the variation.
  const named = /^(.+)-(\d{0,4})$/.exec(text);
  const match = named
    ? and(eq(designs.id, named[1]), named[2] ? eq(designs.variation, Number(named[2])) : undefined)
    : text
      ? ilike(designs.id, `${text}%`)
      : undefined;
  return db
    .select({ id: designs.id, variation: designs.variation })
    .from(designs)
    .where(and(eq(designs.active, true), match))
    .orderBy(asc(designs.id), asc(designs.variation))
    .limit(DROPDOWN_MAX);
}

/** Dropship collections: licence collections (order type 220) not shipped or cancelled; the name is the collection's (its PO). */
export async function dropshipCollections(db: Db) {
  const rows = await db
    .select({ orderNum: orderHeadsView.number, name: orderHeadsView.po })
    .from(orderHeadsView)
    .where(
      and(
        eq(orderHeadsView.orderType, ORDER_TYPE_CODES.licenseCollection),
        notInArray(orderHeadsView.status, [ORDER_STATUS.Shipped, ORDER_STATUS.Cancelled]),
      ),
    )
    .orderBy(asc(orderHeadsView.number));
  return rows.map((r) => ({ orderNum: r.orderNum, name: r.name ?? `Collection ${r.orderNum}` }));
}

interface DesignArt {
  uid: number;
  id: string;
  variation: number;
  widthIn: number;
  colors: { name: string; rgbHex: string }[];
  /** The design's production file as stored (designFiles.ts); null when it has none or it is gone from the store. */
  production: DesignFileRef | null;
  /** The design's image (PNG or SVG), the file recoloured when the production file is not a PNG or an SVG. */
  image: DesignFileRef | null;
}

/** A stored file by its key, or null when the key is unset or the file is gone from the store. */
async function storedRef(files: FileStore, key: string | null): Promise<DesignFileRef | null> {
  return key && (await files.exists(key)) ? { key, ext: extOfKey(key), mime: mimeOfKey(key) } : null;
}

async function designArt(db: Db, files: FileStore, keys: readonly { id: string; variation: number }[]): Promise<DesignArt[]> {
  if (!keys.length) return [];
  const rows = await db
    .select({
      uid: designs.uid,
      id: designs.id,
      variation: designs.variation,
      widthIn: designs.widthIn,
      imageKey: designs.imageKey,
      prodImage: designs.prodImage,
    })
    .from(designs)
    .where(or(...keys.map((k) => and(eq(designs.id, k.id), eq(designs.variation, k.variation)))));
  const colors = rows.length
    ? await db
        .select({ designUid: designColors.designUid, name: designColors.name, rgbHex: designColors.rgbHex })
        .from(designColors)
        .where(
          inArray(
            designColors.designUid,
            rows.map((r) => r.uid),
          ),
        )
        .orderBy(asc(designColors.designUid), asc(designColors.position))
    : [];
  const arts: DesignArt[] = [];
  for (const r of rows)
    arts.push({
      uid: r.uid,
      id: r.id,
      variation: r.variation,
      widthIn: Number(r.widthIn),
      colors: colors.filter((c) => c.designUid === r.uid),
      production: await storedRef(files, r.prodImage),
      image: await storedRef(files, r.imageKey),
    });
  return arts;
}

/** The longest side of a production PNG rendered from an SVG (20 in at 300 dpi). */
const MAX_RENDER_PX = 6000;

/** An SVG rendered as a PNG of the design's width at 300 dpi (at most MAX_RENDER_PX a side). */
async function pngOfSvg(svg: Buffer, widthIn: number): Promise<Buffer> {
  const meta = await sharp(svg).metadata();
  const w = meta.width ?? 1;
  const h = meta.height ?? 1;
  const scale = Math.min((widthIn * PRODUCTION_DPI) / w, MAX_RENDER_PX / Math.max(w, h));
  // Rendered at the density that gives that size (sharp reads an SVG at 72 dpi by default), not scaled up afterwards.
  return sharp(svg, { density: Math.min(Math.max(72 * scale, 1), 100_000) })
    .resize({ width: Math.max(1, Math.round(w * scale)) })
    .png()
    .toBuffer();
}

/**
 * Writes a production file under `base` (`base.{ext}`): a stored file is copied byte for byte as a
 * stream (a 20 MB production file never sits in memory), changed bytes are written as they are. An
 * SVG gets a 300 dpi PNG beside it for the printers that take pixels. Answers the keys written.
 */
async function putProductionFile(
  files: FileStore,
  base: string,
  file: DesignFileRef & { data?: Buffer },
  widthIn: number,
): Promise<string[]> {
  await files.put(`${base}.${file.ext}`, file.data ?? (await files.get(file.key)));
  if (file.ext !== 'svg') return [`${base}.${file.ext}`];
  await files.put(`${base}.png`, await pngOfSvg(file.data ?? (await files.bytes(file.key)), widthIn));
  return [`${base}.svg`, `${base}.png`];
}

/** POST /api/generateProductionArt {job}: the job's folder with the production file of every design on it, as stored. */
export async function generateProductionArt(db: Db, files: FileStore, { job }: GenerateProductionArtInput) {
  const [order] = await db
    .select({
      id: orderHeadsView.id,
      number: orderHeadsView.number,
      status: orderHeadsView.status,
      job: orderHeadsView.job,
      customerNumb: orderHeadsView.customerNumb,
    })
    .from(orderHeadsView)
    .where(eq(orderHeadsView.number, job));
  if (!order) throw notFound(M.jobNotOpen);
  if (order.status !== ORDER_STATUS.Approved) throw conflict(M.jobNotOpen);
  const items = await db
    .select({
      line: orderLinesView.line,
      styleCode: orderLinesView.styleCode,
      name: orderLinesView.name,
      color: orderLinesView.color,
      designId: orderLinesView.designId,
      designVariation: orderLinesView.designVariation,
    })
    .from(orderLinesView)
    .where(eq(orderLinesView.orderId, order.id))
    .orderBy(asc(orderLinesView.line));
  const keys = [
    ...new Map(
      items
        .filter((i) => i.designId && i.designVariation !== null)
        .map((i) => [`${i.designId}-${i.designVariation}`, { id: i.designId!, variation: i.designVariation! }]),
    ).values(),
  ];
  const arts = await designArt(db, files, keys);
  const folder = `jobs/${order.number}`;
  const written: string[] = [];
  for (const art of arts) {
    const file = art.production ?? art.image;
    if (file) written.push(...(await putProductionFile(files, `${folder}/${art.id}-${art.variation}`, file, art.widthIn)));
  }
  const manifest = {
    job: order.job ?? String(order.number),
    order: order.number,
    customer: order.customerNumb,
    items: items.map((i) => ({
      line: i.line,
      style: i.styleCode,
      name: i.name,
      color: i.color,
      design: i.designId ? `${i.designId}-${i.designVariation}` : null,
    })),
    designs: arts.map((a) => ({
      design: `${a.id}-${a.variation}`,
      colors: a.colors,
      file: (a.production ?? a.image)?.ext ?? null,
    })),
  };
  await files.put(`${folder}/job.json`, JSON.stringify(manifest, null, 2));
  written.push(`${folder}/job.json`);
  // The folder is the job as it is now: a design taken off the order leaves no file behind.
  for await (const stale of files.list(folder)) if (!written.includes(stale.key)) await files.delete(stale.key);
  return {
    folder,
    files: written,
    designs: manifest.designs.map((d) => d.design),
    download: jobFolderUrl(order.number),
  };
}

/** The download address of a job's folder as a zip. */
export const jobFolderUrl = (job: number) => `/api/production/jobFolder/${job}.zip`;

/**
 * GET /api/production/jobFolder/{job}.zip: the job folder's files as generateProductionArt wrote them,
 * streamed into a zip as it is read (platform/zipStream); null before the folder is made.
 */
export async function jobFolderZip(files: FileStore, job: number): Promise<Readable | null> {
  const folder = `jobs/${job}`;
  const entries: ZipEntry[] = [];
  for await (const file of files.list(folder)) entries.push({ name: file.key.slice(folder.length + 1), stream: await files.get(file.key) });
  return entries.length ? zipStream(entries) : null;
}

type PrinterField = 'audleyS2070_3_4' | 'epsonT7270' | 'epsonF6470';

/**
 * Recolours one design's file for a printer: each of the design's colours becomes its printer colour
 * mapping, in the file itself (the production file when it is an SVG or a PNG, else the design's
 * image): an SVG's mapped colours are replaced in its text, a PNG's pixels of those colours are
 * repainted; a colour without a mapping stays and is an error. A design without a colour list is
 * saved as it is and the 206 says it was not recoloured.
 */
async function recolorDesign(db: Db, files: FileStore, art: DesignArt, printer: 3 | 4 | null): Promise<Recolored> {
  const field: PrinterField = printer ? SUBLIMATION_PRINTERS.find((p) => p.value === printer)!.field : 'audleyS2070_3_4';
  const base = `${recolorFolder(art.id, art.variation)}/${field}`;
  const design = `${art.id}-${art.variation}`;
  const file = art.production?.ext === 'svg' || art.production?.ext === 'png' ? art.production : art.image;
  if (!file) return { errors: [fill(M.designFileMissing, { design })], files: [] };
  if (!art.colors.length) {
    const written = await putProductionFile(files, base, file, art.widthIn);
    return { errors: [fill(M.uploadedNotRecolored, { design, printer: PRINTER_FIELD_LABELS[field] })], files: written };
  }
  const names = art.colors.map((c) => c.name);
  const mappings = names.length ? await db.select().from(printerColorMappings).where(inArray(printerColorMappings.colorName, names)) : [];
  const errors: string[] = [];
  const mapped = new Map<string, string>();
  for (const c of art.colors) {
    const hex = mappings.find((m) => m.colorName === c.name)?.[field];
    if (hex) mapped.set(c.rgbHex.toUpperCase(), hex.toUpperCase());
    else errors.push(`${design}: ${c.name} has no ${field} color mapping; kept #${c.rgbHex}.`);
  }
  const stored = await files.bytes(file.key);
  const data = file.ext === 'svg' ? recolorSvg(stored, mapped) : await recolorPng(stored, mapped);
  return { errors, files: await putProductionFile(files, base, { ...file, data }, art.widthIn) };
}

/** What a recolour did: the errors of the 206, and the keys of the files it wrote. */
export interface Recolored {
  errors: string[];
  files: string[];
}

/** POST /api/production/recolorFiles: 204 when every colour had a mapping, 206 with the errors otherwise. */
export async function recolorFiles(db: Db, files: FileStore, input: RecolorFilesInput): Promise<Recolored> {
  const [art] = await designArt(db, files, [input]);
  if (!art) throw notFound(M.designNotFound);
  return recolorDesign(db, files, art, input.printer);
}

/** POST /api/production/recolor_dropship_collection {orderNum}: every design of the collection, as recolorFiles does. */
export async function recolorDropshipCollection(db: Db, files: FileStore, { orderNum }: RecolorDropshipInput): Promise<Recolored> {
  const [order] = await db
    .select({ id: orderHeadsView.id })
    .from(orderHeadsView)
    .where(
      and(
        eq(orderHeadsView.number, orderNum),
        eq(orderHeadsView.orderType, ORDER_TYPE_CODES.licenseCollection),
        notInArray(orderHeadsView.status, [ORDER_STATUS.Shipped, ORDER_STATUS.Cancelled]),
      ),
    );
  if (!order) throw notFound(M.collectionNotFound);
  const keys = await db
    .selectDistinct({ id: sql<string>`${orderLinesView.designId}`, variation: sql<number>`${orderLinesView.designVariation}` })
    .from(orderLinesView)
    .where(
      and(
        eq(orderLinesView.orderId, order.id),
        sql`${orderLinesView.designId} is not null and ${orderLinesView.designVariation} is not null`,
      ),
    );
  const done: Recolored = { errors: [], files: [] };
  for (const art of await designArt(db, files, keys)) {
    const one = await recolorDesign(db, files, art, null);
    done.errors.push(...one.errors);
    done.files.push(...one.files);
  }
  return done;
}
