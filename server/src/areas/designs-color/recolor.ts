import sharp from 'sharp';
import { parseHex } from './extraction/colorMath';
import { cssColor } from './extraction/svgColors';

// Recolouring a design's file for a printer (production.ts): the design's mapped colours, and
// nothing else, change. Colours are 6-digit upper-case hex on both sides of the map.

/** How far (per channel, 0-255) a pixel may lie from a design colour and still be painted with it: the file's own rendering noise, not a neighbouring ink. */
const PIXEL_TOLERANCE = 10;

/**
 * A raster file with each pixel of a mapped colour (within PIXEL_TOLERANCE) painted its printer colour,
 * alpha kept; every other pixel (anti-aliased edges, colours without a mapping) as it was.
 */
export async function recolorPng(png: Buffer, mapped: Map<string, string>): Promise<Buffer> {
  const pairs = [...mapped].map(([from, to]) => [parseHex(from)!, parseHex(to)!] as const);
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  // Designs hold few colours: each distinct pixel colour is looked up once.
  const seen = new Map<number, number>();
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] === 0) continue;
    const rgb = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
    let out = seen.get(rgb);
    if (out === undefined) {
      const to = pairs.find(
        ([f]) =>
          Math.abs(f[0] - data[i]) <= PIXEL_TOLERANCE &&
          Math.abs(f[1] - data[i + 1]) <= PIXEL_TOLERANCE &&
          Math.abs(f[2] - data[i + 2]) <= PIXEL_TOLERANCE,
      )?.[1];
      out = to ? (to[0] << 16) | (to[1] << 8) | to[2] : rgb;
      seen.set(rgb, out);
    }
    data[i] = (out >> 16) & 255;
    data[i + 1] = (out >> 8) & 255;
    data[i + 2] = out & 255;
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer();
}

const PAINT_NAMES = 'fill|stroke|stop-color|flood-color|lighting-color|color';
/** A paint attribute: ` fill="…"`, its quote, its value. */
const PAINT_ATTRIBUTE = new RegExp(`(\\s(?:${PAINT_NAMES})\\s*=\\s*)(["'])([^"']*)\\2`, 'gi');
/** A paint declaration (a style attribute, a <style> sheet): `fill: …` up to `;`, `}` or a quote. */
const PAINT_DECLARATION = new RegExp(`((?:^|[\\s;{"'])(?:${PAINT_NAMES})\\s*:\\s*)([^;{}"'<>]+)`, 'gi');

/**
 * An SVG with each mapped colour replaced by its printer colour wherever a paint value names it, in
 * any notation (#abc, #aabbcc, rgb(), a colour name: read as the extraction reads them, cssColor);
 * every other byte of the file is kept.
 */
export function recolorSvg(svg: Buffer, mapped: Map<string, string>): Buffer {
  if (!mapped.size) return svg;
  const swap = (value: string): string | null => {
    const important = /\s*!important\s*$/i.exec(value)?.[0] ?? '';
    const bare = value.slice(0, value.length - important.length);
    const hex = cssColor(bare.trim());
    const to = hex ? mapped.get(hex) : undefined;
    if (!to || to === hex) return null;
    // Keep the spaces around the value and its !important: only the colour changes.
    const lead = /^\s*/.exec(bare)![0];
    const trail = /\s*$/.exec(bare)![0];
    return `${lead}#${to}${trail}${important}`;
  };
  const text = svg.toString('utf8');
  const out = text
    .replace(PAINT_ATTRIBUTE, (whole, lead: string, quote: string, value: string) => {
      const to = swap(value);
      return to === null ? whole : `${lead}${quote}${to}${quote}`;
    })
    .replace(PAINT_DECLARATION, (whole, lead: string, value: string) => {
      const to = swap(value);
      return to === null ? whole : `${lead}${to}`;
    });
  return out === text ? svg : Buffer.from(out);
}
