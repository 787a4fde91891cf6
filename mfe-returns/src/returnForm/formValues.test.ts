import { emptyDraft, setSizeQuantity, type RefundOrder } from '@portal/shared';
import { blankValues, inputOf, savedValues } from './formValues';

const order: RefundOrder = {
  totalCents: 5000,
  shippingCents: 500,
  earlierRefundCents: 0,
  items: [
    {
      id: 1,
      finalPriceCents: 1000,
      refundedCents: 0,
      sizes: [{ id: 11, shippedC: 3, shippedU: 2, returnedC: 0, returnedU: 0, upchargeCents: 0 }],
    },
  ],
  charges: [{ id: 5, amountCents: 500, refundedCents: 0 }],
  shipping: [{ id: 7, amountCents: 500, refundedCents: 0 }],
};

describe('return form values', () => {
  it('sends only the lines that take or refund something, with the dates, comment and uploads', () => {
    const values = {
      ...blankValues(order),
      draft: { ...setSizeQuantity(order, emptyDraft(order), 1, 11, 'C', 2), codeId: 3 },
      comments: '  crushed box ',
      dateContact: '2026-01-02',
      files: [{ id: 'u1', name: 'a.pdf', size: 1, type: 'application/pdf' }],
    };
    expect(inputOf(42, values, true)).toEqual({
      order: 42,
      items: [{ id: 1, refundCents: 2000, sizes: [{ id: 11, C: 2, U: 0 }] }],
      charges: [],
      shipping: [],
      returnCode: 3,
      comments: 'crushed box',
      files: ['u1'],
      dateContact: '2026-01-02',
      dateInfo: null,
      waiting: true,
    });
  });

  it('starts the edit form from the saved return, clamped to what the order allows', () => {
    const values = savedValues(
      order,
      [
        {
          id: 99,
          orderItemId: 1,
          orderLine: 1,
          img: '',
          priceCents: 1000,
          refundCents: 99_999,
          sku: 'S',
          name: 'N',
          color: 'C',
          colorCode: 'c',
          size: [{ id: 11, display: 'M', quantity: 5, shippedC: 3, shippedU: 2, C: 1, U: 9, returned: 10, upchargeCents: 0 }],
          totalQuantity: 5,
          totalPriceCents: 0,
          totalReturned: 10,
          totalUpchargeCents: 0,
        },
      ],
      {
        codeId: 2,
        comment: null,
        dateContact: null,
        dateInfo: '2026-01-05',
        charges: [{ id: 1, chargeId: 5, job: null, invoice: null, chargeCents: 500, desc: 'Freight', refundCents: 250 }],
        shipping: [],
      },
    );
    expect(values.draft.items[0]).toEqual({ id: 1, refundCents: 5000, sizes: [{ id: 11, C: 1, U: 2 }] });
    expect(values.draft.charges).toEqual([{ id: 5, refundCents: 250 }]);
    expect(values.draft.codeId).toBe(2);
    expect(values.dateInfo).toBe('2026-01-05');
  });
});
