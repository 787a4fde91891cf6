import { messages } from './messages';
import { combineCollectionsSchema, isOrderListLink, poEditSchema, resendEmailSchema, savedFilterSchema } from './orderSchemas';
import { formatMoney } from './money';
import { ORDER_LIST_DEFINITIONS, ORDER_LISTS, orderListColumnIds, orderListPathOf, orderStatusText } from './orders';
import { addBusinessDays, MAX_SHIPPING_LEAD_DAYS, SHIPPING_LEAD_DAYS, shippingLeadDays } from './shippingLeadDays';

describe('order status to list path (spec 000 §4)', () => {
  it.each([
    [1, '/art_awaiting'],
    [2, '/art_requested'],
    [3, '/art_requested'],
    [4, '/art_completed'],
    [5, '/manager'],
    [0, '/saved'],
    [6, '/approved'],
    [7, '/order_history'],
    [99, '/order_history'],
    [42, '/orders'],
  ])('status %i opens under %s', (status, path) => expect(orderListPathOf(status)).toBe(path));

  it('every list has a definition, and the sub-status lists name theirs', () => {
    expect(Object.keys(ORDER_LIST_DEFINITIONS).sort()).toEqual([...ORDER_LISTS].sort());
    expect(ORDER_LIST_DEFINITIONS.awaiting_customer_approval).toMatchObject({ statuses: [5, 5], subStatus: 4 });
    expect(ORDER_LIST_DEFINITIONS.customer_approved).toMatchObject({ statuses: [5, 5], subStatus: 1 });
    expect(orderStatusText(5, 4)).toBe("Manager's Approval - Awaiting Customer Approval");
  });

  it("the approved view shows 'Scheduled Ship Date' instead of 'Status'", () => {
    expect(orderListColumnIds('approved')).toContain('scheduled');
    expect(orderListColumnIds('approved')).not.toContain('status');
    expect(orderListColumnIds('saved')).toContain('status');
    expect(orderListColumnIds('saved')).not.toContain('scheduled');
  });
});

describe('shipping lead days (spec 000 §9)', () => {
  it('holds the spec examples for Canada, the United States and USA', () => {
    expect(SHIPPING_LEAD_DAYS.Canada).toMatchObject({ ON: 10, BC: 5, QC: 2 });
    expect(SHIPPING_LEAD_DAYS['United States']).toMatchObject({ CA: 6, NY: 3 });
    expect(SHIPPING_LEAD_DAYS.USA).toBe(SHIPPING_LEAD_DAYS['United States']);
  });

  it('regular values are 2 to 10; 99, 98 and 97 are special; the maximum ignores them', () => {
    const values = Object.values(SHIPPING_LEAD_DAYS).flatMap((t) => Object.values(t));
    expect(values.every((v) => (v >= 2 && v <= 10) || [97, 98, 99].includes(v))).toBe(true);
    expect(values.some((v) => v >= 97)).toBe(true);
    expect(MAX_SHIPPING_LEAD_DAYS).toBe(10);
    expect(shippingLeadDays('C', 'NU')).toBe(10);
    expect(shippingLeadDays('U', 'ny')).toBe(3);
    expect(shippingLeadDays('X', 'ON')).toBe(10);
  });

  it('counts business days only', () => {
    // Friday 2026-01-09 + 2 business days = Tuesday 2026-01-13.
    expect(addBusinessDays(new Date('2026-01-09T12:00:00Z'), 2).toISOString().slice(0, 10)).toBe('2026-01-13');
  });
});

describe('order list validation (spec 000 §5)', () => {
  const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0].message);

  it('saved filter: name required and at most 50; the link must be an order list', () => {
    expect(first(savedFilterSchema.safeParse({ name: ' ', link: '/saved' }))).toBe(messages.filterNameRequired);
    expect(first(savedFilterSchema.safeParse({ name: 'x'.repeat(51), link: '/saved' }))).toBe(messages.filterNameTooLong);
    expect(savedFilterSchema.safeParse({ name: 'x'.repeat(50), link: '/saved?status=0' }).success).toBe(true);
    expect(isOrderListLink('//evil.example/saved')).toBe(false);
    expect(isOrderListLink('/returns')).toBe(false);
  });

  it('PO: at most 30, empty clears it', () => {
    expect(first(poEditSchema.safeParse({ po: 'x'.repeat(31) }))).toBe(messages.poTooLong);
    expect(poEditSchema.parse({ po: '  ' })).toEqual({ po: null });
  });

  it('combine: two or more, a name, end not before start, end optional', () => {
    expect(first(combineCollectionsSchema.safeParse({ collections: [1], name: 'A' }))).toBe(messages.combineTwoRequired);
    expect(first(combineCollectionsSchema.safeParse({ collections: [1, 1], name: 'A' }))).toBe(messages.combineTwoRequired);
    expect(first(combineCollectionsSchema.safeParse({ collections: [1, 2], name: ' ' }))).toBe(messages.collectionNameRequired);
    expect(first(combineCollectionsSchema.safeParse({ collections: [1, 2], name: 'A', start: '2026-02-02', end: '2026-02-01' }))).toBe(
      messages.endDateBeforeStart,
    );
    expect(combineCollectionsSchema.safeParse({ collections: [1, 2], name: 'A', start: '2026-02-02' }).success).toBe(true);
  });

  it('re-send: every address valid, at least one', () => {
    expect(resendEmailSchema.parse({ orderId: 1, user: 'a@b.co, c@d.org' }).user).toEqual(['a@b.co', 'c@d.org']);
    expect(first(resendEmailSchema.safeParse({ orderId: 1, user: 'a@b.co, nope' }))).toBe(messages.invalidEmail);
    expect(first(resendEmailSchema.safeParse({ orderId: 1, user: '' }))).toBe(messages.emailRequired);
  });
});

describe('formatMoney', () => {
  it.each([
    [100_685, 'CAD', '$1,006.85'],
    [-100_685, 'CAD', '-$1,006.85'],
    [-8_076, 'USD', '-US$80.76'],
    [8_076, 'USD', 'US$80.76'],
    [0, 'USD', 'US$0.00'],
    [-1, 'CAD', '-$0.01'],
    [123_456_789, 'CAD', '$1,234,567.89'],
  ])('%i cents in %s reads %s', (cents, currency, text) => {
    expect(formatMoney(cents, currency)).toBe(text);
  });
});
