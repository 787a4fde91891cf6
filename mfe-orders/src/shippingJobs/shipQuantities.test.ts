import { anyAboveZero, fullQuantities, setKind, setSingle, singleAvailable } from './shipQuantities';

const size = { id: 7, display: 'L', availableC: 5, availableU: 3 };

describe('ship quantities (spec 002 §5, §9)', () => {
  test('a typed quantity is a whole number clamped between 0 and what is available of its kind', () => {
    expect(setKind({ C: 0, U: 0 }, 'C', 9, size)).toEqual({ C: 5, U: 0 });
    expect(setKind({ C: 2, U: 0 }, 'U', '2.7', size)).toEqual({ C: 2, U: 2 });
    expect(setKind({ C: 2, U: 1 }, 'U', -4, size)).toEqual({ C: 2, U: 0 });
    expect(setKind({ C: 2, U: 1 }, 'C', 'abc', size)).toEqual({ C: 0, U: 1 });
  });
  test('an order of type 211 keys its one quantity by currency: CAD ships C, USD ships U', () => {
    expect(singleAvailable(size, 'CAD')).toBe(5);
    expect(singleAvailable(size, 'USD')).toBe(3);
    expect(setSingle(4, size, 'CAD')).toEqual({ C: 4, U: 0 });
    expect(setSingle(4, size, 'USD')).toEqual({ C: 0, U: 3 });
  });
  test('the update dialog starts from the full quantities, and needs some quantity above 0', () => {
    expect([...fullQuantities([size], '200', 'CAD').values()]).toEqual([{ C: 5, U: 3 }]);
    expect([...fullQuantities([size], '211', 'USD').values()]).toEqual([{ C: 0, U: 3 }]);
    expect(anyAboveZero([{ C: 0, U: 0 }])).toBe(false);
    expect(
      anyAboveZero([
        { C: 0, U: 0 },
        { C: 0, U: 1 },
      ]),
    ).toBe(true);
  });
});
