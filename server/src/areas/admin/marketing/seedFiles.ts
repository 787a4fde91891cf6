import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { SERVER_ROOT } from '../../../config';
import type { FileStore } from '../../../platform/fileStore';

// The seeded marketing files (seed.ts): real PNG images, a WebM video with its poster frame, a PDF
// and a CSV. A fresh database has rows but the FileStore (DATA_DIR/files) may be empty (a new data
// folder, the tests' scratch folder), so a seeded file is written into the store on first use from
// its key, which says how to make it: `marketing/seed/img-<n>-<w>x<h>.png` is drawn here (the same
// bytes every time), the video is the recording in ./assets (made once in Chromium with a canvas and
// MediaRecorder: no network, no ffmpeg). Uploaded files would have other keys and are never made up.

export const SEED_PREFIX = 'marketing/seed/';

// ---- PNG (RGB, 8 bits), written by hand: signature, IHDR, one IDAT, IEND ---------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PALETTE: [number, number, number][] = [
  [11, 61, 145],
  [200, 16, 46],
  [0, 104, 71],
  [242, 197, 0],
  [90, 45, 130],
  [0, 122, 153],
  [232, 93, 4],
  [34, 34, 34],
];
const hex = (c: [number, number, number]) => c;

/** Seeded picture n: a gradient of two brand colours, a disc and a band (no text: the bytes are ours alone). */
export function seedImage(n: number, width: number, height: number): Buffer {
  const a = PALETTE[n % PALETTE.length];
  const b = PALETTE[(n * 3 + 1) % PALETTE.length];
  const disc = PALETTE[(n + 3) % PALETTE.length];
  const cx = width * (0.3 + ((n * 37) % 40) / 100);
  const cy = height * 0.5;
  const r = Math.min(width, height) * 0.28;
  return encodePng(width, height, (x, y) => {
    if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) return hex(disc);
    if (y > height * 0.78 && y < height * 0.86) return [255, 255, 255];
    const t = (x + y) / (width + height);
    return [Math.round(a[0] * (1 - t) + b[0] * t), Math.round(a[1] * (1 - t) + b[1] * t), Math.round(a[2] * (1 - t) + b[2] * t)];
  });
}

/** The video's first frame (the recording's canvas: blue, a yellow disc at the left, a white bar). */
export function seedPoster(): Buffer {
  return encodePng(160, 90, (x, y) => {
    if ((x - 20) ** 2 + (y - 45) ** 2 <= 16 * 16) return [242, 197, 0];
    if (y >= 8 && y <= 22 && x >= 52 && x <= 110) return [255, 255, 255];
    return [11, 61, 145];
  });
}

/** A one-page PDF with a line of text (PDF 1.4, offsets computed). */
export function seedPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET\nBT /F1 11 Tf 72 696 Td (Demo marketing document of the portal's seeded data.) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export const seedCsv = () =>
  Buffer.from(
    'Campaign,Start,End,Channel\nSpring Golf,2026-03-01,2026-05-31,Email\nHoliday Corporate,2026-11-01,2026-12-20,Print\nPlayoffs,2026-04-15,2026-06-15,Social\n',
  );

const VIDEO_ASSET = path.join(SERVER_ROOT, 'src/areas/admin/marketing/assets/season-teaser.webm');
/** The seeded video's facts (measured when it was recorded: 160 × 90, 2 s, VP8). */
export const SEED_VIDEO = { width: 160, height: 90, duration: 2 } as const;

/** The bytes of a seeded key; null when the key is not a seeded one. */
export async function seedFileBytes(key: string): Promise<Buffer | null> {
  if (!key.startsWith(SEED_PREFIX)) return null;
  const name = key.slice(SEED_PREFIX.length);
  const img = /^img-(\d{1,6})-(\d{2,4})x(\d{2,4})\.png$/.exec(name);
  if (img) return seedImage(Number(img[1]), Number(img[2]), Number(img[3]));
  if (name === 'season-teaser.webm') return readFile(VIDEO_ASSET);
  if (name === 'season-teaser-poster.png') return seedPoster();
  const pdf = /^doc-(.+)\.pdf$/.exec(name);
  if (pdf) return seedPdf(pdf[1].replace(/-/g, ' '));
  if (name === 'campaign-calendar.csv') return seedCsv();
  return null;
}

/** Opens a stored file, writing a seeded one into the store first when it is not there yet. */
export async function ensureSeedFile(files: FileStore, key: string): Promise<void> {
  if (!key.startsWith(SEED_PREFIX) || (await files.exists(key))) return;
  const bytes = await seedFileBytes(key);
  if (bytes) await files.put(key, bytes);
}
