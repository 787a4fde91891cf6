import { backTarget } from './backTarget';

describe('return detail Back (spec 001 §2.1)', () => {
  it('goes to the previous path when there is one, else to /returns', () => {
    expect(backTarget('abc123')).toBe(-1);
    expect(backTarget('default')).toBe('/returns');
  });
});
