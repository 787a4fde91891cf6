import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { z } from 'zod';
import { pmsImageUrl, type pmsFileSchema } from '@portal/shared/core';
import type { FileStore } from '../../../platform/fileStore';

// POST /api/decorate/pms_file (spec 001 §7.6): the colour-reference image of a design's colours, a
// PNG drawn by sharp (librsvg) with one row per colour: the swatch, its name and its hex. Stored in
// the file store under pms/ with a name made from its content (the same colours make the same file,
// so generating twice costs nothing), served at /Images/PMS/{fileName}. The answer is the image's
// address, the "image string" of the spec; its last segment is the fileName of the save payload.

const ROW = 56;
const WIDTH = 520;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function pmsSvg(colors: readonly { name: string; rgbHex: string }[]): string {
  const height = 48 + colors.length * ROW + 12;
  const rows = colors.map((c, i) => {
    const y = 48 + i * ROW;
    return (
      `<rect x="16" y="${y}" width="64" height="44" fill="#${c.rgbHex}" stroke="#444444" stroke-width="1"/>` +
      `<text x="96" y="${y + 20}" font-family="DejaVu Sans, Arial, sans-serif" font-size="16" font-weight="700" fill="#111111">${esc(c.name)}</text>` +
      `<text x="96" y="${y + 40}" font-family="DejaVu Sans Mono, monospace" font-size="14" fill="#333333">#${c.rgbHex}</text>`
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}">` +
    `<rect width="${WIDTH}" height="${height}" fill="#FFFFFF"/>` +
    `<text x="16" y="30" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" font-weight="700" fill="#111111">PMS colors (${colors.length})</text>` +
    rows.join('') +
    `</svg>`
  );
}

export async function makePmsFile(files: FileStore, { colors }: z.output<typeof pmsFileSchema>): Promise<string> {
  const png = await sharp(Buffer.from(pmsSvg(colors)))
    .png()
    .toBuffer();
  const fileName = `PMS-${createHash('sha256').update(JSON.stringify(colors)).digest('hex').slice(0, 16)}.png`;
  if (!(await files.exists(`pms/${fileName}`))) await files.put(`pms/${fileName}`, png);
  return pmsImageUrl(fileName);
}
