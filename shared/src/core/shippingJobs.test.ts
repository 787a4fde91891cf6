import {
  carriesEveryUnit,
  clampShipQuantity,
  sharedValue,
  SHIPPING_JOB_MESSAGES as M,
  shipCodeOf,
  shippingJobFormProblem,
  type ShippingJobFormValues,
} from './shippingJobs';
import { createShippingJobSchema } from './shippingJobSchemas';

const valid: ShippingJobFormValues = {
  customer: '10042',
  orders: [950],
  shipping: { customerName: 'Dock 4', address1: '12 King St W', city: 'Toronto', country: 'Canada' },
  dateRequired: '2026-12-15',
  shipViaCode: 'UPSG',
  rep: '101',
  csr: 'C1',
  po: '',
  jobTitle: 'Fall hoodies',
  comment: '',
  items: [{ id: 501, abbr: 'M', C: 1, U: 0 }],
};

describe('shipping job rules (spec 002 §5)', () => {
  test('the form names the first missing thing; the server schema refuses the same', () => {
    expect(shippingJobFormProblem(valid)).toBeNull();
    const cases: [Partial<ShippingJobFormValues>, string][] = [
      [{ customer: null }, M.customerRequired],
      [{ items: [{ id: 501, abbr: 'M', C: 0, U: 0 }] }, M.quantityRequired],
      [{ shipping: { ...valid.shipping, city: ' ' } }, M.addressRequired],
      [{ dateRequired: null }, M.dateRequired],
      [{ shipViaCode: null }, M.shipViaRequired],
      [{ rep: null }, M.repRequired],
      [{ csr: null }, M.csrRequired],
      [{ jobTitle: '  ' }, M.jobTitleRequired],
      [{ jobTitle: 'x'.repeat(31) }, M.jobTitleTooLong],
      [{ po: 'x'.repeat(51) }, M.poTooLong],
    ];
    for (const [change, message] of cases) {
      const values = { ...valid, ...change };
      expect(shippingJobFormProblem(values)).toBe(message);
      const parsed = createShippingJobSchema.safeParse({
        ...values,
        customer: values.customer ?? undefined,
        dateRequired: values.dateRequired ?? undefined,
        rep: values.rep ?? undefined,
        csr: values.csr ?? undefined,
        shipViaCode: values.shipViaCode ?? undefined,
      });
      expect(parsed.success ? null : parsed.error.issues[0].message).toBe(message);
    }
  });
  test('ship quantities are whole numbers clamped to what is available', () => {
    expect([
      clampShipQuantity(7, 5),
      clampShipQuantity(-2, 5),
      clampShipQuantity('3.9', 5),
      clampShipQuantity('x', 5),
      clampShipQuantity(2, -1),
    ]).toEqual([5, 0, 3, 0, 0]);
  });
  test('rep and CSR are chosen only when every order has the same one', () => {
    expect(sharedValue(['101', '101'])).toBe('101');
    expect(sharedValue(['101', '102'])).toBeNull();
    expect(sharedValue(['101', null])).toBeNull();
    expect(sharedValue([])).toBeNull();
  });
  test('an order is Shipped when its jobs carry every unit', () => {
    expect(carriesEveryUnit([{ qtyC: 3, qtyU: 1, shippedC: 3, shippedU: 1 }])).toBe(true);
    expect(carriesEveryUnit([{ qtyC: 3, qtyU: 1, shippedC: 3, shippedU: 0 }])).toBe(false);
  });
  test('ship codes by id, or by the name older jobs stored', () => {
    expect(shipCodeOf('PURO')).toEqual({ id: 'PURO', name: 'Purolator' });
    expect(shipCodeOf('UPS Ground')).toEqual({ id: 'UPSG', name: 'UPS Ground' });
    expect(shipCodeOf('Mule')).toEqual({ id: 'Mule', name: 'Mule' });
    expect(shipCodeOf(null)).toBeNull();
  });
});
