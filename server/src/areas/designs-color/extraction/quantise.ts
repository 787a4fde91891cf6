import sharp from 'sharp';
import { deltaE2000, hexToLab, parseHex, toHex, type Lab, type SwatchIndex } from './colorMath';

// Colour extraction from a raster design file (spec 001 §2.6, §5.6; README "Colour extraction"; an
// SVG is read from its text instead, svgColors.ts): the image is decoded at a bounded size (longer
// side at most 512 px, nearest-neighbour so no blended colour is made: a 5 MB PNG is then a few
// hundred thousand pixels) and quantised to at most 32 colours by sharp (libvips + libimagequant,
// no dithering); the quantised pixels are counted; then the colours a printer would use are kept:
// - transparent pixels are background and do not count;
// - an edge colour (anti-aliasing) lies on the line between two colours already kept and is folded away;
// - a colour within ΔE2000 3 of a larger one is the same ink and is merged into it;
// - a colour covering less than 0.5 % of the design is noise.
// A design that still has more than 12 colours is reduced to the colours the swatch library knows
// (spec 001 §5.6): those within ΔE2000 2.5 of their nearest swatch.

export const MAX_DESIGN_COLORS = 12;
/** The longest side a raster is quantised at: enough pixels for a 0.5 % share, few enough for a 5 MB file in well under 2 s. */
export const QUANTISE_MAX_SIDE = 512;
const QUANTISE_COLORS = 32;
const MIN_SHARE = 0.005;
const SAME_INK = 3;
const KNOWN_IN_LIBRARY = 2.5;
const EDGE_RGB_DISTANCE = 14;

export interface PixelColor {
  hex: string;
  /** Share of the design's opaque pixels. */
  share: number;
}

/** The quantised colours of an image (SVG or raster), largest first. */
export async function quantiseImage(image: Buffer, density = 72): Promise<PixelColor[]> {
  const quantised = await sharp(image, { density })
    .ensureAlpha()
    .resize({ width: QUANTISE_MAX_SIDE, height: QUANTISE_MAX_SIDE, fit: 'inside', withoutEnlargement: true, kernel: 'nearest' })
    .png({ palette: true, colours: QUANTISE_COLORS, dither: 0 })
    .toBuffer();
  const { data } = await sharp(quantised).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  let opaque = 0;
  for (let p = 0; p < data.length; p += 4) {
    if (data[p + 3] < 128) continue;
    opaque++;
    const key = (data[p] << 16) | (data[p + 1] << 8) | data[p + 2];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([key, n]) => ({ hex: toHex((key >> 16) & 255, (key >> 8) & 255, key & 255), share: n / opaque }));
}

type Rgb = [number, number, number];

/** Distance of p from the segment a-b in RGB, when p projects strictly inside it; else Infinity. */
function distanceToSegment(p: Rgb, a: Rgb, b: Rgb): number {
  const ab = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const len2 = ab[0] ** 2 + ab[1] ** 2 + ab[2] ** 2;
  if (len2 === 0) return Infinity;
  const t = ((p[0] - a[0]) * ab[0] + (p[1] - a[1]) * ab[1] + (p[2] - a[2]) * ab[2]) / len2;
  if (t <= 0.02 || t >= 0.98) return Infinity;
  return Math.hypot(p[0] - (a[0] + t * ab[0]), p[1] - (a[1] + t * ab[1]), p[2] - (a[2] + t * ab[2]));
}

/** The inks of a design from its quantised pixels (rules above), largest first. */
export function designInks(pixels: readonly PixelColor[]): PixelColor[] {
  const kept: { hex: string; share: number; rgb: Rgb; lab: Lab }[] = [];
  for (const px of pixels) {
    const rgb = parseHex(px.hex)!;
    const lab = hexToLab(px.hex);
    const same = kept.find((k) => deltaE2000(k.lab, lab) < SAME_INK);
    if (same) {
      same.share += px.share;
      continue;
    }
    let edge = false;
    for (let i = 0; i < kept.length && !edge; i++) {
      for (let j = i + 1; j < kept.length && !edge; j++) edge = distanceToSegment(rgb, kept[i].rgb, kept[j].rgb) < EDGE_RGB_DISTANCE;
    }
    if (edge || px.share < MIN_SHARE) continue;
    kept.push({ hex: px.hex, share: px.share, rgb, lab });
  }
  return kept.sort((a, b) => b.share - a.share).map(({ hex, share }) => ({ hex, share }));
}

/** Colours within ΔE2000 3 of a larger one are the same ink, merged into it (a vector file's inks, which need no other rule). */
export function mergeSameInks(colors: readonly PixelColor[]): PixelColor[] {
  const kept: { hex: string; share: number; lab: Lab }[] = [];
  for (const color of [...colors].sort((a, b) => b.share - a.share)) {
    const lab = hexToLab(color.hex);
    const same = kept.find((k) => deltaE2000(k.lab, lab) < SAME_INK);
    if (same) same.share += color.share;
    else kept.push({ hex: color.hex, share: color.share, lab });
  }
  return kept.sort((a, b) => b.share - a.share).map(({ hex, share }) => ({ hex, share }));
}

/** spec 001 §5.6: more than 12 colours are reduced to those known in the swatch library. */
export function reduceToLibrary(inks: readonly PixelColor[], library: SwatchIndex): PixelColor[] {
  if (inks.length <= MAX_DESIGN_COLORS) return [...inks];
  return inks.filter((ink) => (library.nearest(ink.hex)?.deltaE ?? Infinity) <= KNOWN_IN_LIBRARY).slice(0, MAX_DESIGN_COLORS);
}
