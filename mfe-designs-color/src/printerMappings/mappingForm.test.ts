import { formOf, mappingUpdate, unmappedNames } from './mappingForm';

const mapping = {
  colorName: 'NAVY',
  audleyS2070_3_4: '1E2A4A',
  epsonT7270: '1E2A4A',
  epsonF6470: '',
  roqNow: '',
  equivalent: null,
  updatedAt: '2026-01-01T00:00:00Z',
  displayHex: '1E2A4A',
};

test('an update sends the colour name and only the fields that changed', () => {
  expect(mappingUpdate(mapping, formOf(mapping))).toEqual({ colorName: 'NAVY' });
  expect(mappingUpdate(mapping, { ...formOf(mapping), roqNow: 'AABBCC', equivalent: 'BLACK' })).toEqual({
    colorName: 'NAVY',
    roqNow: 'AABBCC',
    equivalent: 'BLACK',
  });
  expect(mappingUpdate(mapping, { ...formOf(mapping), epsonT7270: '' })).toEqual({ colorName: 'NAVY', epsonT7270: '' });
});

test('the add dialog offers library colours that are not mapped yet, once each', () => {
  expect(unmappedNames(['TAN', 'NAVY', 'TAN', 'BLACK'], ['NAVY'])).toEqual(['BLACK', 'TAN']);
});
