import type { Silhouette } from './catalogue';

// Garment silhouettes as SVG, drawn in the item's colour. Two looks, as license collections offer
// them (spec 000 §4 "ghost (M) or vector (V)"): M a shaded "ghost mannequin" render, V a flat
// vector drawing with a bold outline.

const SIZE = 400;

const OUTLINES: Record<Silhouette, string> = {
  tee: 'M120 70 L160 55 Q200 85 240 55 L280 70 L350 120 L315 175 L285 155 L285 350 L115 350 L115 155 L85 175 L50 120 Z',
  longsleeve:
    'M120 70 L160 55 Q200 85 240 55 L280 70 L330 110 L360 300 L325 310 L290 170 L285 350 L115 350 L110 170 L75 310 L40 300 L70 110 Z',
  hoodie: 'M125 80 Q140 20 200 20 Q260 20 275 80 L335 115 L360 310 L322 318 L292 175 L290 355 L110 355 L108 175 L78 318 L40 310 L65 115 Z',
  crewneck:
    'M122 72 L162 58 Q200 80 238 58 L278 72 L332 112 L360 305 L322 314 L292 172 L288 352 L112 352 L108 172 L78 314 L40 305 L68 112 Z',
  polo: 'M120 70 L165 52 L185 110 L200 70 L215 110 L235 52 L280 70 L350 120 L315 175 L285 155 L285 350 L115 350 L115 155 L85 175 L50 120 Z',
  jacket:
    'M118 68 L165 48 L200 95 L235 48 L282 68 L335 110 L362 315 L322 322 L294 175 L292 358 L108 358 L106 175 L78 322 L38 315 L65 110 Z',
  cap: 'M70 250 Q70 120 200 110 Q330 120 330 250 Z M60 250 L380 250 Q370 285 300 280 L60 270 Z',
  toque:
    'M110 300 Q100 150 200 120 Q300 150 290 300 Z M100 300 L300 300 L300 340 L100 340 Z M200 118 m-28 0 a28 28 0 1 0 56 0 a28 28 0 1 0 -56 0',
};

/** Details drawn over the body (neckline, zip, pocket, brim line, cuff). */
const DETAILS: Record<Silhouette, string> = {
  tee: 'M160 55 Q200 95 240 55',
  longsleeve: 'M160 55 Q200 95 240 55',
  hoodie: 'M200 95 L200 355 M150 260 L250 260 M160 80 Q200 120 240 80',
  crewneck: 'M162 58 Q200 90 238 58 M112 330 L288 330',
  polo: 'M200 70 L200 160',
  jacket: 'M200 95 L200 358 M130 250 L175 250 M225 250 L270 250',
  cap: 'M200 110 L200 250 M135 125 Q150 190 140 250 M265 125 Q250 190 260 250',
  toque: 'M100 320 L300 320',
};

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const v = (n >> shift) & 0xff;
    const out = amount < 0 ? v * (1 + amount) : v + (255 - v) * amount;
    return Math.max(0, Math.min(255, Math.round(out)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** Is the colour light (so its outline and details should be dark)? */
function isLight(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}

export function garmentSvg(silhouette: Silhouette, hex: string, look: 'M' | 'V'): string {
  const body = OUTLINES[silhouette];
  const detail = DETAILS[silhouette];
  const line = isLight(hex) ? '#3a3a3a' : shade(hex, 0.45);
  if (look === 'V') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <path d="${body}" fill="${hex}" stroke="#111111" stroke-width="6" stroke-linejoin="round" fill-rule="evenodd"/>
  <path d="${detail}" fill="none" stroke="#111111" stroke-width="4" stroke-linecap="round"/>
</svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(hex, 0.25)}"/>
      <stop offset="0.55" stop-color="${hex}"/>
      <stop offset="1" stop-color="${shade(hex, -0.35)}"/>
    </linearGradient>
    <radialGradient id="s" cx="0.5" cy="0.95" r="0.5">
      <stop offset="0" stop-color="#000000" stop-opacity="0.25"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="#f4f4f4"/>
  <ellipse cx="200" cy="372" rx="150" ry="18" fill="url(#s)"/>
  <path d="${body}" fill="url(#g)" stroke="${line}" stroke-width="2" stroke-linejoin="round" fill-rule="evenodd"/>
  <path d="${detail}" fill="none" stroke="${line}" stroke-width="2.5" stroke-linecap="round" opacity="0.8"/>
</svg>`;
}
