import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { SwatchIndex, toHex, type LibrarySwatch } from './colorMath';
import { extractColors } from './extract';
import { svgColors } from './svgColors';

// Colour extraction from a design's real file (README "Colour extraction"): an SVG's colours come
// from its own text (attributes, style declarations, gradients' stops, any CSS colour syntax), a
// PNG's from its pixels read at a bounded size; each colour with its nearest swatch, at most 12.

const swatch = (colorName: string, rgbHex: string): LibrarySwatch => ({ colorName, rgbHex, libraryName: 'STOCK', groupName: '' });
const LIBRARY = new SwatchIndex([
  swatch('NAVY', '1E2A4A'),
  swatch('RED', 'C8102E'),
  swatch('GOLD', 'FFD700'),
  swatch('FOREST', '006633'),
  swatch('WHITE', 'FFFFFF'),
  swatch('BLACK', '000000'),
]);
const svg = (body: string, head = '') =>
  Buffer.from(
    `${head}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100">${body}</svg>`,
  );
const hexes = (colors: { hex: string }[]) => colors.map((c) => c.hex);

describe('colours of an SVG file', () => {
  test('four colours written four ways (hex, rgb(), a name, a gradient stop) are exactly those four, most used first', async () => {
    const file = svg(
      '<defs><linearGradient id="grad"><stop offset="0" stop-color="#063"/>' +
        '<stop offset="1" style="stop-color: rgb(78.43%, 6.27%, 18.04%)"/></linearGradient></defs>' +
        // Navy on three elements (one with alpha, which is ignored), red on two, gold on one; the gradient paints one.
        '<rect width="100" height="100" fill="#1E2A4A"/><circle r="4" fill="#1e2a4a80"/><path d="M0 0h9" style="fill:#1E2A4A;stroke:rgb(200, 16, 46)"/>' +
        '<rect width="9" height="9" fill="rgba(200,16,46,0.5)"/><text x="5" y="5" fill="gold">GO</text>' +
        '<ellipse rx="3" ry="2" fill="url(#grad)"/>',
    );
    const colors = await extractColors({ format: 'svg', data: file }, LIBRARY);
    assert.deepEqual(hexes(colors), ['1E2A4A', 'C8102E', 'FFD700', '006633']);
    assert.deepEqual(
      colors.map((c) => [c.proposal?.colorName, c.proposal?.deltaE]),
      [
        ['NAVY', 0],
        ['RED', 0],
        ['GOLD', 0],
        ['FOREST', 0],
      ],
    );
    // Shares are uses: navy 3, red 3 (a fill, a stroke and a stop), gold 1, green 1, of 8.
    assert.ok(colors[0].share >= colors[1].share && colors[1].share > colors[2].share);
  });

  test('a colour used only through url(#grad) is the gradient’s stops, also through an href chain', () => {
    const file = svg(
      '<defs><linearGradient id="base"><stop offset="0" stop-color="#FFD700"/><stop offset="1" stop-color="white"/></linearGradient>' +
        '<radialGradient id="grad" xlink:href="#base" cx="0.5"/></defs><rect width="100" height="100" fill="url(#grad)"/>' +
        '<circle r="5" fill="url(&quot;#base&quot;)"/><circle r="5" fill="url(#missing) #C8102E"/><circle r="5" fill="url(#gone)"/>',
    );
    assert.deepEqual(svgColors(file), [
      { hex: 'FFD700', uses: 2 },
      { hex: 'FFFFFF', uses: 2 },
      // A reference to nothing paints its fallback colour, else nothing.
      { hex: 'C8102E', uses: 1 },
    ]);
  });

  test('none, transparent, a zero opacity, an unknown currentColor and what is never drawn are not colours', () => {
    const file = svg(
      '<!-- fill="#FF0000" --><title>fill:#00FF00</title><desc>stroke: blue</desc>' +
        '<defs><clipPath id="c"><rect fill="#ABCDEF"/></clipPath><circle id="unused" fill="#FEDCBA"/></defs>' +
        '<mask id="m"><rect fill="white"/></mask>' +
        '<rect fill="none" stroke="transparent"/><rect fill="transparent"/><rect fill="#112233" fill-opacity="0"/>' +
        '<rect fill="#445566" style="display:none"/><g opacity="0"><rect fill="#778899"/></g>' +
        '<rect fill="#1E2A4A" stroke="#C8102E" stroke-width="0"/><rect fill="currentColor"/><rect fill="rgba(1,2,3,0)"/>',
    );
    assert.deepEqual(hexes(svgColors(file)), ['1E2A4A']);
  });

  test('styles cascade as in a browser: <style> classes (Illustrator), inheritance from groups, currentColor, <use>', () => {
    // Illustrator writes a DOCTYPE with entities for its namespaces and paints through classes.
    const head =
      '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n' +
      '\t<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">\n]>\n';
    const file = Buffer.from(
      svg(
        '<defs><style>/* inks */ .cls-1{fill:#231f20;} .cls-2, #star { fill: #C8102E !important } rect.wide{stroke:gold}</style>' +
          '<symbol id="dot"><circle r="1" fill="#006633"/></symbol></defs>' +
          '<path class="cls-1" d="M0 0h1"/><path class="cls-1 other" d="M0 0h1"/><path class="cls-2" fill="#000" d="M0 0h1"/><path id="star" d="M0 0h1"/>' +
          '<rect class="wide" fill="none"/><g fill="#FFFFFF"><rect/><g><path d="M0 0"/></g><text>A<tspan fill="#1E2A4A">B</tspan></text></g>' +
          '<g color="#FFD700"><rect fill="currentColor"/></g><path d="M0 0"/><use href="#dot"/><use xlink:href="#dot"/>',
        head,
      )
        .toString()
        // the namespace declaration Illustrator adds, naming an entity
        .replace('<svg ', '<svg xmlns:x="&ns_extend;" '),
    );
    assert.deepEqual(svgColors(file), [
      { hex: 'FFFFFF', uses: 3 },
      { hex: '231F20', uses: 2 },
      { hex: 'C8102E', uses: 2 },
      { hex: 'FFD700', uses: 2 },
      { hex: '006633', uses: 2 },
      { hex: '1E2A4A', uses: 1 },
      // A shape with no fill anywhere prints black (SVG's initial fill).
      { hex: '000000', uses: 1 },
    ]);
  });

  test('a file that is not well-formed XML or not SVG cannot be read', async () => {
    await assert.rejects(extractColors({ format: 'svg', data: Buffer.from('<svg><rect fill="#fff"></svg>') }, LIBRARY));
    await assert.rejects(extractColors({ format: 'svg', data: Buffer.from('<html><body fill="red"/></html>') }, LIBRARY));
  });

  test('a hostile file whose <use> chain multiplies the work is refused quickly; a byte order mark is fine', async () => {
    // Ten levels of ten uses each: 10¹⁰ copies of one rect if followed blindly.
    const levels = Array.from(
      { length: 10 },
      (_, i) => `<g id="l${i + 1}">${Array.from({ length: 10 }, () => `<use href="#l${i}"/>`).join('')}</g>`,
    ).join('');
    const start = performance.now();
    await assert.rejects(
      extractColors({ format: 'svg', data: svg(`<defs><rect id="l0" fill="#C8102E"/>${levels}</defs><use href="#l10"/>`) }, LIBRARY),
      /too many elements/,
    );
    assert.ok(performance.now() - start < 3000);
    assert.deepEqual(hexes(svgColors(Buffer.concat([Buffer.from('\uFEFF'), svg('<rect fill="#006633"/>')]))), ['006633']);
  });

  test('a design with 20 colours is reduced to the colours the library knows (spec 001 §5.6)', async () => {
    const known = ['1E2A4A', 'C8102E', 'FFD700', '006633', 'FFFFFF', '000000'];
    // Fourteen colours no swatch is near (hues around the wheel, mid lightness).
    const unknown = Array.from({ length: 14 }, (_, i) => toHex(90 + ((i * 53) % 120), 60 + ((i * 97) % 140), 120 + ((i * 31) % 100)));
    const all = [...unknown, ...known];
    assert.equal(new Set(all).size, 20);
    const file = svg(all.map((hex, i) => `<rect x="${i * 5}" width="5" height="100" fill="#${hex}"/>`).join(''));
    assert.equal(svgColors(file).length, 20);
    const colors = await extractColors({ format: 'svg', data: file }, LIBRARY);
    assert.deepEqual(hexes(colors).sort(), [...known].sort());
    for (const c of colors) assert.equal(c.proposal?.deltaE, 0);
  });
});

describe('colours of a PNG file', () => {
  /** A PNG of flat blocks: [hex, width] side by side, `height` high, on a transparent ground. */
  const blocks = async (parts: [string, number][], height: number, ground = 0) => {
    const width = parts.reduce((n, [, w]) => n + w, 0) + ground;
    let x = 0;
    const composites = [];
    for (const [hex, w] of parts) {
      const n = Number.parseInt(hex, 16);
      composites.push({
        input: { create: { width: w, height, channels: 4 as const, background: { r: n >> 16, g: (n >> 8) & 255, b: n & 255, alpha: 1 } } },
        left: x,
        top: 0,
      });
      x += w;
    }
    return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite(composites)
      .png()
      .toBuffer();
  };

  test('three known colours are exactly those three, largest first; the transparent ground is not a colour', async () => {
    const png = await blocks(
      [
        ['C8102E', 60],
        ['1E2A4A', 120],
        ['FFD700', 30],
      ],
      100,
      90,
    );
    const colors = await extractColors({ format: 'png', data: png }, LIBRARY);
    assert.deepEqual(hexes(colors), ['1E2A4A', 'C8102E', 'FFD700']);
    assert.deepEqual(
      colors.map((c) => Math.round(c.share * 100)),
      [57, 29, 14],
    );
    assert.deepEqual(
      colors.map((c) => c.proposal?.colorName),
      ['NAVY', 'RED', 'GOLD'],
    );
  });

  test('a large PNG is read at a bounded size and keeps its colours', async () => {
    const png = await blocks(
      [
        ['006633', 2400],
        ['FFFFFF', 1200],
        ['C8102E', 400],
      ],
      3000,
    );
    const start = performance.now();
    const colors = await extractColors({ format: 'png', data: png }, LIBRARY);
    const ms = performance.now() - start;
    assert.deepEqual(hexes(colors), ['006633', 'FFFFFF', 'C8102E']);
    assert.deepEqual(
      colors.map((c) => Math.round(c.share * 100)),
      [60, 30, 10],
    );
    // 12 million pixels: decoded and shrunk to 512 px before quantising (a generous bound for a busy 2-core machine).
    assert.ok(ms < 4000, `${ms.toFixed(0)} ms`);
  });
});
