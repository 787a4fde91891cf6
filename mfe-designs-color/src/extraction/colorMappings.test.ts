import { changeRow, designKey, mappingsOf, mayGeneratePms, maySave, pmsBody, saveBody } from './colorMappings';
import type { ExtractedDesign } from './api';

const proposal = (colorName: string, rgbHex: string) => ({ colorName, rgbHex, libraryName: 'STOCK COLORS', groupName: '', deltaE: 0.4 });
const designs: ExtractedDesign[] = [
  {
    id: 'D1',
    variation: 1,
    designFile: '/Images/Designs/D1-1.svg',
    colors: ['1D4FD8', 'FFFFFF'],
    proposals: [proposal('ROYAL BLUE', '1D4ED8'), proposal('WHITE', 'FFFFFF')],
  },
  { id: 'D2', variation: 2, designFile: '/Images/Designs/D2-2.svg', colors: ['ABCDEF'], proposals: [null] },
];

test('each colour starts with the proposed swatch; a colour without one blocks both actions (spec 001 §5.6)', () => {
  const m = mappingsOf(designs);
  expect(m[0].rows.map((r) => r.aiSwatch?.colorName)).toEqual(['ROYAL BLUE', 'WHITE']);
  expect(mayGeneratePms(m)).toBe(false);
  expect(maySave(m)).toBe(false);
  const mapped = changeRow(m, 'D2-2', 0, { aiSwatch: { colorName: 'SKY BLUE', rgbHex: '5BB3E6' } });
  expect(mayGeneratePms(mapped)).toBe(true);
  expect(maySave(mapped)).toBe(false);
  // A disabled colour needs no swatch, but a design with no colour left has none for its PMS file.
  const disabled = changeRow(m, 'D2-2', 0, { disabled: true });
  expect(mayGeneratePms(disabled)).toBe(false);
  expect(mayGeneratePms([])).toBe(false);
});

test('Save needs a PMS file for every design, and a changed colour voids its design’s file', () => {
  let m = changeRow(mappingsOf(designs), 'D2-2', 0, { aiSwatch: { colorName: 'SKY BLUE', rgbHex: '5BB3E6' } });
  m = m.map((d) => ({ ...d, pmsFile: `/Images/PMS/PMS-${designKey(d) === 'D1-1' ? 'a' : 'b'}000000000000000.png` }));
  expect(maySave(m)).toBe(true);
  const changed = changeRow(m, 'D1-1', 1, { disabled: true });
  expect(changed[0].pmsFile).toBeNull();
  expect(changed[1].pmsFile).not.toBeNull();
  expect(maySave(changed)).toBe(false);
});

test('the PMS and save bodies carry the swatches (each once), not the extracted hex; the file name is the last segment', () => {
  let m = changeRow(mappingsOf(designs), 'D2-2', 0, { aiSwatch: { colorName: 'WHITE', rgbHex: 'FFFFFF' } });
  m = changeRow(m, 'D1-1', 1, { aiSwatch: { colorName: 'ROYAL BLUE', rgbHex: '1D4ED8' } });
  expect(pmsBody(m[0])).toEqual({ colors: [{ name: 'ROYAL BLUE', rgbHex: '1D4ED8' }] });
  m = m.map((d) => ({ ...d, pmsFile: '/Images/PMS/PMS-0123456789abcdef.png' }));
  expect(saveBody(m)).toEqual({
    designs: [
      { id: 'D1', variation: 1, fileName: 'PMS-0123456789abcdef.png', colors: [{ name: 'ROYAL BLUE', rgbHex: '1D4ED8' }] },
      { id: 'D2', variation: 2, fileName: 'PMS-0123456789abcdef.png', colors: [{ name: 'WHITE', rgbHex: 'FFFFFF' }] },
    ],
  });
});
