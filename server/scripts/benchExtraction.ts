import sharp from 'sharp';
import { SwatchIndex, toHex } from '../src/areas/designs-color/extraction/colorMath';
import { extractColors } from '../src/areas/designs-color/extraction/extract';

// The `extraction` section of `npm run bench` (scripts/benchArtwork.mjs runs this file under tsx
// and reads the JSON it prints): the time `extractColors` takes on a 5 MB PNG and on a 1 MB SVG,
// against a 2,000-swatch library (target: each under 2 s on the 2-core machine). Both files are made
// here, the same bytes every run: a pseudo-random sequence (a fixed-seed LCG) picks the colours.

const RUNS = Number(process.env.BENCH_EXTRACTION_RUNS ?? 5);
/** Six inks: what each file is painted with, and what the extraction must find. */
const INKS = ['1E2A4A', 'C8102E', 'FFD700', '006633', 'FFFFFF', '7A3E9D'];

function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A PNG of flat colour blocks (no noise: every pixel is one of the inks), about 5 MB: runs of 1 to 4
 * pixels of one ink, each ink weighted so the shares differ, at a size whose deflate gives ~5 MB.
 */
async function blocksPng(width: number, height: number): Promise<Buffer> {
  const random = lcg(2026);
  const rgb = INKS.map((hex) => [
    Number.parseInt(hex.slice(0, 2), 16),
    Number.parseInt(hex.slice(2, 4), 16),
    Number.parseInt(hex.slice(4), 16),
  ]);
  const weights = [0.34, 0.22, 0.16, 0.12, 0.1, 0.06];
  const pick = () => {
    let r = random();
    for (let i = 0; i < weights.length; i++) if ((r -= weights[i]) < 0) return i;
    return weights.length - 1;
  };
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    let x = 0;
    while (x < width) {
      const [r, g, b] = rgb[pick()];
      const run = Math.min(width - x, 1 + Math.floor(random() * 4));
      for (let i = 0; i < run; i++, x++) {
        const p = (y * width + x) * 3;
        data[p] = r;
        data[p + 1] = g;
        data[p + 2] = b;
      }
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** An SVG of many shapes (~1 MB), painted the ways design files do: hex, rgb(), names, classes, styles, gradients, groups. */
function manyShapesSvg(targetBytes: number): string {
  const random = lcg(7);
  const ways = (hex: string, i: number) => {
    const n = Number.parseInt(hex, 16);
    switch (i % 4) {
      case 0:
        return `fill="#${hex}"`;
      case 1:
        return `fill="rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})"`;
      case 2:
        return `style="fill:#${hex.toLowerCase()};stroke:none"`;
      default:
        return `class="ink${INKS.indexOf(hex)}"`;
    }
  };
  const head =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2000 2000"><defs><style>' +
    INKS.map((hex, i) => `.ink${i}{fill:#${hex}}`).join('') +
    `</style><linearGradient id="g"><stop offset="0" stop-color="#${INKS[0]}"/><stop offset="1" stop-color="#${INKS[4]}"/></linearGradient></defs>`;
  const parts: string[] = [head];
  let size = head.length;
  for (let i = 0; size < targetBytes; i++) {
    const hex = INKS[Math.floor(random() * INKS.length)];
    const x = (random() * 2000).toFixed(1);
    const y = (random() * 2000).toFixed(1);
    let shape: string;
    if (i % 50 === 0) shape = `<g fill="#${hex}"><rect x="${x}" y="${y}" width="20" height="20"/><circle cx="${x}" cy="${y}" r="6"/></g>`;
    else if (i % 97 === 0) shape = `<rect x="${x}" y="${y}" width="40" height="12" fill="url(#g)"/>`;
    else if (i % 3 === 0) shape = `<path d="M${x} ${y}l${(random() * 40).toFixed(1)} ${(random() * 40).toFixed(1)}h-12z" ${ways(hex, i)}/>`;
    else if (i % 3 === 1) shape = `<circle cx="${x}" cy="${y}" r="${(random() * 20).toFixed(1)}" ${ways(hex, i)}/>`;
    else
      shape = `<rect x="${x}" y="${y}" width="${(random() * 30).toFixed(1)}" height="${(random() * 30).toFixed(1)}" ${ways(hex, i)} stroke="#000000"/>`;
    parts.push(shape);
    size += shape.length;
  }
  parts.push('</svg>');
  return parts.join('\n');
}

async function measure(file: { format: 'png' | 'svg'; data: Buffer }, library: SwatchIndex) {
  const times: number[] = [];
  let found: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    found = (await extractColors(file, library)).map((c) => c.hex);
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    bytes: file.data.length,
    firstMs: Math.round(times[0]),
    medianMs: Math.round(sorted[Math.floor(sorted.length / 2)]),
    maxMs: Math.round(sorted[sorted.length - 1]),
    colors: found,
    // Every ink painted is found (the PNG's black-free blocks; the SVG adds its strokes' black).
    allInksFound: INKS.every((hex) => found.includes(hex)),
  };
}

const library = new SwatchIndex(
  Array.from({ length: 2000 }, (_, i) => ({
    colorName: `C${i}`,
    rgbHex: toHex((i * 37) % 256, (i * 91) % 256, (i * 53) % 256),
    libraryName: 'BENCH',
    groupName: '',
  })),
);
const width = Number(process.env.BENCH_EXTRACTION_PNG_SIDE ?? 4000);
const png = await blocksPng(width, width);
const svg = Buffer.from(manyShapesSvg(1_000_000));
const report = {
  librarySwatches: library.swatches.length,
  png5MB: { width, height: width, ...(await measure({ format: 'png', data: png }, library)) },
  svg1MB: {
    elements: (svg.toString().match(/<(rect|circle|path)\b/g) ?? []).length,
    ...(await measure({ format: 'svg', data: svg }, library)),
  },
};
console.log(JSON.stringify(report));
