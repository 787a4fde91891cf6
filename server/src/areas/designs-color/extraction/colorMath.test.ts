import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Color from 'colorjs.io';
import fc from 'fast-check';
import sharp from 'sharp';
import { deltaE2000, hexToLab, parseHex, SwatchIndex, toHex, type LibrarySwatch } from './colorMath';
import { designInks, quantiseImage, reduceToLibrary } from './quantise';

// The colour maths of the extraction tool: hex parsing, CIEDE2000 against the published reference
// pairs, the nearest swatch and the quantisation of known images.

// Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula: implementation notes,
// supplementary test data, and mathematical observations", Table 1: [L1, a1, b1, L2, a2, b2, ΔE00].
const SHARMA: [number, number, number, number, number, number, number][] = [
  [50.0, 2.6772, -79.7751, 50.0, 0.0, -82.7485, 2.0425],
  [50.0, 3.1571, -77.2803, 50.0, 0.0, -82.7485, 2.8615],
  [50.0, 2.8361, -74.02, 50.0, 0.0, -82.7485, 3.4412],
  [50.0, -1.3802, -84.2814, 50.0, 0.0, -82.7485, 1.0],
  [50.0, -1.1848, -84.8006, 50.0, 0.0, -82.7485, 1.0],
  [50.0, -0.9009, -85.5211, 50.0, 0.0, -82.7485, 1.0],
  [50.0, 0.0, 0.0, 50.0, -1.0, 2.0, 2.3669],
  [50.0, -1.0, 2.0, 50.0, 0.0, 0.0, 2.3669],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0009, 7.1792],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.001, 7.1792],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0011, 7.2195],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0012, 7.2195],
  [50.0, -0.001, 2.49, 50.0, 0.0009, -2.49, 4.8045],
  [50.0, -0.001, 2.49, 50.0, 0.001, -2.49, 4.8045],
  [50.0, -0.001, 2.49, 50.0, 0.0011, -2.49, 4.7461],
  [50.0, 2.5, 0.0, 50.0, 0.0, -2.5, 4.3065],
  [50.0, 2.5, 0.0, 73.0, 25.0, -18.0, 27.1492],
  [50.0, 2.5, 0.0, 61.0, -5.0, 29.0, 22.8977],
  [50.0, 2.5, 0.0, 56.0, -27.0, -3.0, 31.903],
  [50.0, 2.5, 0.0, 58.0, 24.0, 15.0, 19.4535],
  [50.0, 2.5, 0.0, 50.0, 3.1736, 0.5854, 1.0],
  [50.0, 2.5, 0.0, 50.0, 3.2972, 0.0, 1.0],
  [50.0, 2.5, 0.0, 50.0, 1.8634, 0.5757, 1.0],
  [50.0, 2.5, 0.0, 50.0, 3.2592, 0.335, 1.0],
  [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
  [63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.263],
  [61.2901, 3.7196, -5.3901, 61.4292, 2.248, -4.962, 1.8731],
  [35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645],
  [22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373],
  [36.4612, 47.858, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146],
  [90.8027, -2.0831, 1.441, 91.1528, -1.6435, 0.0447, 1.4441],
  [90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381],
  [6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377],
  [2.0776, 0.0795, -1.135, 0.9033, -0.0636, -0.5514, 0.9082],
];

describe('colour maths', () => {
  test('hex parsing: 6 digits with or without #, any case; anything else is not a colour', () => {
    assert.deepEqual(parseHex('#1d4ed8'), [29, 78, 216]);
    assert.deepEqual(parseHex('FFFFFF'), [255, 255, 255]);
    for (const bad of ['', 'FFF', '#12345', '1234567', 'GGGGGG', '12 345']) assert.equal(parseHex(bad), null, bad);
    assert.equal(toHex(29, 78, 216), '1D4ED8');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = n.toString(16).padStart(6, '0').toUpperCase();
        assert.equal(toHex(...parseHex(hex)!), hex);
      }),
    );
  });

  test('CIEDE2000 gives every published Sharma pair to 4 decimals, both ways round', () => {
    for (const [L1, a1, b1, L2, a2, b2, expected] of SHARMA) {
      assert.equal(Math.round(deltaE2000([L1, a1, b1], [L2, a2, b2]) * 1e4) / 1e4, expected, `${L1},${a1},${b1} / ${L2},${a2},${b2}`);
      assert.equal(Math.round(deltaE2000([L2, a2, b2], [L1, a1, b1]) * 1e4) / 1e4, expected);
    }
  });

  test('CIEDE2000 of two sRGB colours agrees with colorjs.io', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => n.toString(16).padStart(6, '0'));
    fc.assert(
      fc.property(hex, hex, (x, y) => {
        const theirs = new Color(`#${x}`).deltaE(new Color(`#${y}`), '2000');
        assert.ok(Math.abs(deltaE2000(hexToLab(x), hexToLab(y)) - theirs) < 1e-6, `${x} ${y}`);
      }),
      { numRuns: 300 },
    );
  });

  test('the nearest swatch over a 2,000-colour library takes under 20 ms a colour', () => {
    const library: LibrarySwatch[] = Array.from({ length: 2000 }, (_, i) => ({
      colorName: `C${i}`,
      rgbHex: toHex((i * 37) % 256, (i * 91) % 256, (i * 53) % 256),
      libraryName: 'L',
      groupName: '',
    }));
    library.push({ colorName: 'ROYAL BLUE', rgbHex: '1D4ED8', libraryName: 'L', groupName: '' });
    const index = new SwatchIndex(library);
    assert.equal(index.nearest('1E4FD9')!.swatch.colorName, 'ROYAL BLUE');
    const start = performance.now();
    for (let i = 0; i < 50; i++) index.nearest(toHex((i * 13) % 256, (i * 71) % 256, (i * 29) % 256));
    const perColor = (performance.now() - start) / 50;
    assert.ok(perColor < 20, `${perColor.toFixed(2)} ms a colour`);
    assert.equal(new SwatchIndex([]).nearest('FFFFFF'), null);
  });
});

describe('quantisation of a known image', () => {
  // Three flat inks (a navy field, a white band and a red disc, edges anti-aliased) on a transparent ground.
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect x="10" y="10" width="180" height="180" rx="30" fill="#1E2A4A"/>' +
      '<rect x="10" y="80" width="180" height="40" fill="#FFFFFF"/><circle cx="100" cy="100" r="30" fill="#C8102E"/></svg>',
  );

  test('finds the three inks with their areas; edges and the transparent ground are not colours', async () => {
    const inks = designInks(await quantiseImage(svg));
    assert.deepEqual(
      inks.map((i) => i.hex),
      ['1E2A4A', 'FFFFFF', 'C8102E'].filter((h) => inks.some((i) => i.hex === h)),
    );
    assert.equal(inks.length, 3);
    const area = (hex: string) => inks.find((i) => i.hex === hex)!.share;
    // Painted area: 180² − 30²(4 − π) corners; the band is 180×40 less the disc's part; the disc π·30².
    assert.ok(Math.abs(area('C8102E') - (Math.PI * 900) / (32400 - 900 * (4 - Math.PI))) < 0.02, String(area('C8102E')));
    assert.ok(area('1E2A4A') > area('FFFFFF') && area('FFFFFF') > area('C8102E'));
  });

  test('a raster image works the same (PNG bytes)', async () => {
    const png = await sharp(svg).png().toBuffer();
    assert.equal(designInks(await quantiseImage(png)).length, 3);
  });

  test('more than 12 inks are reduced to the colours the library knows (spec 001 §5.6)', () => {
    const known = Array.from({ length: 10 }, (_, i) => toHex(20 + i * 22, 200 - i * 15, (i * 60) % 256));
    const unknown = ['7A3E9D', '2F8F6B', 'D96C3A', '4B5D8A'];
    const library = new SwatchIndex(known.map((rgbHex, i) => ({ colorName: `K${i}`, rgbHex, libraryName: 'L', groupName: '' })));
    const inks = [...known, ...unknown].map((hex) => ({ hex, share: 1 / 14 }));
    assert.deepEqual(
      reduceToLibrary(inks, library).map((i) => i.hex),
      known,
    );
    assert.equal(reduceToLibrary(inks.slice(0, 12), library).length, 12, '12 colours are kept as they are');
  });
});
