import { and, eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import { STYLE_IMAGE_SIZE } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import type { FileStore } from '../../../platform/fileStore';
import { productColors, products } from '../../../db/tables/admin/styles';

// A style colour's media (spec 002 §3 "colors (name, code, status, vector, model, ghost and vectorD
// media)"; mfe-admin/README.md "Colour media"): the four pictures a colour's paths name, served at
// those paths, /media/styles/{sku}/{file}, to the editor's readers (rule styles). The portal holds
// no photographs: each picture is drawn from the style's garment (its sub category) in the colour,
// on the STYLE_IMAGE_SIZE canvas the image decoration locations, masks and presets are placed on, on
// first request (sharp renders the SVG), and kept in the FileStore like the seeded masks. A file is
// served only while a colour of that style names it.
//
//   vector  (V, SVG)   the flat drawing: the colour, a bold outline, on white
//   vectorD (VD, SVG)  the drawing's line art alone, on transparent (ours: the template a design is
//                      laid over; the spec names the field only)
//   ghost   (G, PNG)   the "ghost mannequin" render: shaded, on transparent (the masks sit on it)
//   model   (M, JPEG)  the garment worn: a plain figure on a studio grey

export type ColourMediaKind = 'vector' | 'vectorD' | 'ghost' | 'model';
export const COLOUR_MEDIA_TYPES: Record<ColourMediaKind, string> = {
  vector: 'image/svg+xml',
  vectorD: 'image/svg+xml',
  ghost: 'image/png',
  model: 'image/jpeg',
};

const FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}\.(svg|png|jpe?g)$/;
const mediaKey = (productId: number, file: string) => `styles/${productId}/media/${file}`;
export const colourMediaUrl = (sku: string, file: string) => `/media/styles/${encodeURIComponent(sku)}/${file}`;

/** The colours the seed and the editor name by code; another code gets a steady colour of its own. */
const HEX: Record<string, string> = { BLK: '#202124', WHT: '#f4f4f2', NVY: '#1f2a48', HGR: '#a2a7ad', RED: '#c0262d' };
export function colourHex(code: string): string {
  if (HEX[code]) return HEX[code];
  let h = 0;
  for (const ch of code) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return hslHex(h, 0.45, 0.45);
}
function hslHex(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return `#${[f(0), f(8), f(4)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
function mix(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (shift: number) => {
    const v = (n >> shift) & 0xff;
    return Math.max(0, Math.min(255, Math.round(amount < 0 ? v * (1 + amount) : v + (255 - v) * amount)));
  };
  return `#${[16, 8, 0].map((s) => ch(s).toString(16).padStart(2, '0')).join('')}`;
}
const light = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.299 * ((n >> 16) & 0xff) + 0.587 * ((n >> 8) & 0xff) + 0.114 * (n & 0xff) > 170;
};

type Garment = 'tee' | 'longsleeve' | 'hoodie' | 'polo' | 'zip' | 'tank' | 'cap';
/** The garment drawn for a sub category (the seed's, and anything else as a tee). */
export function garmentOf(subCategory: string | null): Garment {
  const s = (subCategory ?? '').toLowerCase();
  if (s.includes('hood')) return 'hoodie';
  if (s.includes('zip')) return 'zip';
  if (s.includes('long') || s.includes('crew')) return 'longsleeve';
  if (s.includes('polo') || s.includes('performance')) return 'polo';
  if (s.includes('tank')) return 'tank';
  if (s.includes('cap') || s.includes('hat')) return 'cap';
  return 'tee';
}

// Outlines on the 1000 × 1000 canvas: the body covers the seeded locations (Full Front 300–700 ×
// 230–690, Left Chest 560–710 × 200–350) as the seeded masks draw them.
const BODY: Record<Garment, string> = {
  tee: 'M300 170 L400 135 Q500 210 600 135 L700 170 L870 300 L790 430 L720 385 L720 880 L280 880 L280 385 L210 430 L130 300 Z',
  longsleeve:
    'M300 170 L400 135 Q500 210 600 135 L700 170 L820 270 L900 760 L815 785 L725 420 L720 880 L280 880 L275 420 L185 785 L100 760 L180 270 Z',
  hoodie:
    'M310 190 Q340 60 500 60 Q660 60 690 190 L830 280 L900 770 L810 790 L730 430 L725 890 L275 890 L270 430 L190 790 L100 770 L170 280 Z',
  polo: 'M300 170 L410 125 L450 260 L500 170 L550 260 L590 125 L700 170 L870 300 L790 430 L720 385 L720 880 L280 880 L280 385 L210 430 L130 300 Z',
  zip: 'M300 160 L410 110 L500 190 L590 110 L700 160 L820 270 L900 760 L815 785 L725 420 L720 880 L280 880 L275 420 L185 785 L100 760 L180 270 Z',
  tank: 'M340 150 L420 150 Q500 270 580 150 L660 150 L690 380 L720 880 L280 880 L310 380 Z',
  cap: 'M180 620 Q180 300 500 280 Q820 300 820 620 Z M150 620 L930 620 Q910 700 740 690 L150 670 Z',
};
const DETAIL: Record<Garment, string> = {
  tee: 'M400 135 Q500 235 600 135 M280 850 L720 850',
  longsleeve: 'M400 135 Q500 235 600 135 M280 850 L720 850 M110 730 L190 750 M890 730 L810 750',
  hoodie: 'M500 230 L500 890 M380 640 L620 640 M400 200 Q500 300 600 200',
  polo: 'M500 170 L500 400 M480 250 L520 250 M480 320 L520 320',
  zip: 'M500 190 L500 880 M410 110 L440 200 M590 110 L560 200',
  tank: 'M420 150 Q500 290 580 150',
  cap: 'M500 280 L500 620 M340 310 Q370 460 350 620 M660 310 Q630 460 650 620',
};

const { width: W, height: H } = STYLE_IMAGE_SIZE;
const svgOpen = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`;

/** The picture of a colour's medium: SVG text for the vectors, PNG or JPEG bytes for the renders. */
export async function drawColourMedia(kind: ColourMediaKind, subCategory: string | null, code: string): Promise<Buffer> {
  const garment = garmentOf(subCategory);
  const hex = colourHex(code);
  const line = light(hex) ? '#3b3b3b' : mix(hex, 0.5);
  if (kind === 'vector') {
    return Buffer.from(`${svgOpen}<rect width="100%" height="100%" fill="#ffffff"/>
<path d="${BODY[garment]}" fill="${hex}" stroke="#111111" stroke-width="14" stroke-linejoin="round" fill-rule="evenodd"/>
<path d="${DETAIL[garment]}" fill="none" stroke="#111111" stroke-width="9" stroke-linecap="round"/></svg>`);
  }
  if (kind === 'vectorD') {
    return Buffer.from(`${svgOpen}<path d="${BODY[garment]}" fill="none" stroke="#111111" stroke-width="10" stroke-linejoin="round"/>
<path d="${DETAIL[garment]}" fill="none" stroke="#111111" stroke-width="6" stroke-dasharray="18 12" stroke-linecap="round"/></svg>`);
  }
  const shaded = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(hex, 0.25)}"/><stop offset="0.55" stop-color="${hex}"/><stop offset="1" stop-color="${mix(hex, -0.35)}"/></linearGradient></defs>
<path d="${BODY[garment]}" fill="url(#g)" stroke="${line}" stroke-width="5" stroke-linejoin="round" fill-rule="evenodd"/>
<path d="${DETAIL[garment]}" fill="none" stroke="${line}" stroke-width="6" stroke-linecap="round" opacity="0.8"/>`;
  if (kind === 'ghost')
    return sharp(Buffer.from(`${svgOpen}${shaded}</svg>`))
      .png({ compressionLevel: 9 })
      .toBuffer();
  // The model: a plain figure (head, neck, arms) behind the garment, on a studio grey.
  const figure =
    garment === 'cap'
      ? '<ellipse cx="500" cy="640" rx="260" ry="300" fill="#d9b99b"/>'
      : '<circle cx="500" cy="70" r="120" fill="#d9b99b"/><rect x="450" y="120" width="100" height="90" fill="#c9a98b"/>';
  return sharp(Buffer.from(`${svgOpen}<rect width="100%" height="100%" fill="#e6e6e6"/>${figure}${shaded}</svg>`))
    .jpeg({ quality: 82 })
    .toBuffer();
}

/**
 * GET /media/styles/{sku}/{file}: the medium a colour of that style names at this path (drawn and
 * kept on first request); null when no colour names it.
 */
export async function colourMedia(db: Db, files: FileStore, sku: string, file: string): Promise<{ bytes: Buffer; type: string } | null> {
  if (!FILE.test(file) || file.includes('..')) return null;
  const url = colourMediaUrl(sku, file);
  const [row] = await db
    .select({
      productId: products.id,
      subCategory: products.subCategory,
      code: productColors.code,
      vector: productColors.vector,
      model: productColors.model,
      ghost: productColors.ghost,
      vectorD: productColors.vectorD,
    })
    .from(productColors)
    .innerJoin(products, eq(products.id, productColors.productId))
    .where(
      and(
        eq(products.sku, sku),
        or(eq(productColors.vector, url), eq(productColors.model, url), eq(productColors.ghost, url), eq(productColors.vectorD, url)),
      ),
    )
    .limit(1);
  if (!row) return null;
  const kind = (['vector', 'vectorD', 'ghost', 'model'] as const).find((k) => row[k] === url)!;
  const key = mediaKey(row.productId, file);
  if (!(await files.exists(key))) await files.put(key, await drawColourMedia(kind, row.subCategory, row.code));
  const chunks: Buffer[] = [];
  for await (const c of await files.get(key)) chunks.push(c as Buffer);
  return { bytes: Buffer.concat(chunks), type: COLOUR_MEDIA_TYPES[kind] };
}
