import Color from 'colorjs.io';

// The colour maths of the extraction tool (spec 001 §5.6; README "Colour extraction"): hex parsing,
// sRGB -> CIELAB (colorjs.io), the CIEDE2000 difference and the nearest swatch of a library.
// CIEDE2000 is written here on plain numbers because the nearest-swatch search runs it once per
// swatch for every extracted colour (colorjs.io's own deltaE takes ~80 µs a call; this ~0.3 µs).
// It is checked against Sharma, Wu & Dalal's published pairs and against colorjs.io (colorMath.test.ts).

export type Lab = readonly [number, number, number];

/** '1d4ed8', '#1D4ED8' -> [29, 78, 216]; null unless 6 hex digits. */
export function parseHex(value: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(value.trim());
  if (!m) return null;
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex(r: number, g: number, b: number): string {
  return ((r << 16) | (g << 8) | b).toString(16).padStart(6, '0').toUpperCase();
}

/** CIELAB (D50, colorjs.io's 'lab') of a 6-digit hex. */
export function hexToLab(hex: string): Lab {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a colour: ${hex}`);
  const [l, a, b] = new Color('srgb', rgb.map((v) => v / 255) as [number, number, number]).to('lab').coords;
  return [l ?? 0, a ?? 0, b ?? 0];
}

const RAD = Math.PI / 180;
const POW25_7 = 25 ** 7;

/** CIEDE2000 colour difference (kL = kC = kH = 1). */
export function deltaE2000(x: Lab, y: Lab): number {
  const [L1, a1, b1] = x;
  const [L2, a2, b2] = y;
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cbar7 = ((C1 + C2) / 2) ** 7;
  const G = 0.5 * (1 - Math.sqrt(Cbar7 / (Cbar7 + POW25_7)));
  const a1p = a1 * (1 + G);
  const a2p = a2 * (1 + G);
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  const hue = (b: number, a: number) => {
    if (a === 0 && b === 0) return 0;
    const h = Math.atan2(b, a) / RAD;
    return h < 0 ? h + 360 : h;
  };
  const h1p = hue(b1, a1p);
  const h2p = hue(b2, a2p);
  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin((dhp / 2) * RAD);
  const Lbarp = (L1 + L2) / 2;
  const Cbarp = (C1p + C2p) / 2;
  let hbarp = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hbarp = (h1p + h2p) / 2;
    else hbarp = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const T =
    1 -
    0.17 * Math.cos((hbarp - 30) * RAD) +
    0.24 * Math.cos(2 * hbarp * RAD) +
    0.32 * Math.cos((3 * hbarp + 6) * RAD) -
    0.2 * Math.cos((4 * hbarp - 63) * RAD);
  const dTheta = 30 * Math.exp(-(((hbarp - 275) / 25) ** 2));
  const Cbarp7 = Cbarp ** 7;
  const RC = 2 * Math.sqrt(Cbarp7 / (Cbarp7 + POW25_7));
  const SL = 1 + (0.015 * (Lbarp - 50) ** 2) / Math.sqrt(20 + (Lbarp - 50) ** 2);
  const SC = 1 + 0.045 * Cbarp;
  const SH = 1 + 0.015 * Cbarp * T;
  const RT = -Math.sin(2 * dTheta * RAD) * RC;
  const l = dLp / SL;
  const c = dCp / SC;
  const h = dHp / SH;
  return Math.sqrt(l * l + c * c + h * h + RT * c * h);
}

export interface LibrarySwatch {
  colorName: string;
  rgbHex: string;
  libraryName: string;
  groupName: string;
}

/** A swatch library prepared for nearest-colour searches: each swatch's Lab is computed once. */
export class SwatchIndex {
  private readonly labs: Lab[];

  constructor(readonly swatches: readonly LibrarySwatch[]) {
    this.labs = swatches.map((s) => hexToLab(s.rgbHex));
  }

  /** The swatch nearest to a colour by CIEDE2000 (the first in library priority order on a tie), or null for an empty library. */
  nearest(hex: string): { swatch: LibrarySwatch; deltaE: number } | null {
    const lab = hexToLab(hex);
    let best = -1;
    let bestDelta = Infinity;
    for (let i = 0; i < this.labs.length; i++) {
      const d = deltaE2000(lab, this.labs[i]);
      if (d < bestDelta) {
        bestDelta = d;
        best = i;
      }
    }
    return best < 0 ? null : { swatch: this.swatches[best], deltaE: bestDelta };
  }
}
