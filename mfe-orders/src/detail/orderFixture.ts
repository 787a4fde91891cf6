import {
  accessFrom,
  isHeaderEditable,
  isItemsEditable,
  mayEditOrder,
  mayOpenOrderEdit,
  mayCreateReturns,
  maySendForCustomerApproval,
  ORDER_STATUS_TEXT,
  orderListPathOf,
  orderStatusText,
  RETURNABLE_ORDER_STATUS,
  transitionsFor,
  type AccessFlag,
  type OrderStatus,
  type SessionUser,
} from '@portal/shared';
import type { OrderDetail } from './api';

// Test data for the detail screens: one order, with `actions` worked out from the shared status
// flow for a given user exactly as the server does (orderDetail.ts), so a test of the buttons is a
// test of what each kind of user is offered.

export const people: Record<string, SessionUser> = {
  csr: { id: 2, email: 'csr@demo.local', name: 'Chris', userType: 'INTERNAL', repCode: null, repManagerCode: null, access: accessFrom(['order', 'orderView', 'orderEdit']) },
  manager: { id: 3, email: 'manager@demo.local', name: 'Morgan', userType: 'INTERNAL', repCode: null, repManagerCode: null, access: accessFrom(['order', 'orderView', 'approve']) },
  rep: { id: 4, email: 'rep@demo.local', name: 'Riley', userType: 'REP', repCode: '101', repManagerCode: null, access: accessFrom(['order']) },
  viewer: { id: 5, email: 'view@demo.local', name: 'Vic', userType: 'INTERNAL', repCode: null, repManagerCode: null, access: accessFrom(['orderView'] as AccessFlag[]) },
};

export function orderFixture(user: SessionUser, status: number, subStatus: number | null = null): OrderDetail {
  const flow = { number: 100_042, status, subStatus, repCode: '101', createdBy: 99 };
  const mayEdit = mayEditOrder(user, flow);
  return {
    id: 42,
    number: 100_042,
    status,
    subStatus,
    statusString: orderStatusText(status, subStatus),
    subStatusString: null,
    listPath: orderListPathOf(status),
    customer: { numb: '10001', name: 'Maple Leaf Sports', country: 'C', province: 'ON' },
    billTo: { numb: '10000', name: 'Maple Leaf Holdings', country: 'C', province: 'ON' },
    rep: { code: '101', name: 'Riley Thompson', email: 'rep@demo.local' },
    csr: { code: 'C01', name: 'Chris Lalonde', email: 'csr@demo.local' },
    csr2: null,
    type: 'EMB',
    orderType: '200',
    orderTypeName: 'Regular',
    currency: 'USD',
    po: 'PO-5521',
    quote: null,
    job: null,
    jobCodes: [],
    tags: ['Golf'],
    department: 'Golf',
    credit: 'OK',
    alloc: 'N',
    bda: null,
    buyingGroup: null,
    scheduledShipDate: '2026-03-10',
    dateRequired: '2026-03-20T21:00:00.000Z',
    rush: false,
    event: false,
    onHold: false,
    createdAt: '2026-01-05T14:00:00.000Z',
    updatedAt: '2026-01-06T15:30:00.000Z',
    createdBy: { name: 'Riley Thompson', email: 'rep@demo.local' },
    comments: null,
    collectionStart: null,
    collectionEnd: null,
    items: [
      {
        id: 7,
        line: 1,
        styleCode: 'G500',
        name: 'Heavy Cotton Tee',
        color: 'Navy',
        colorCode: 'NAV',
        designId: 'D12345',
        designVariation: 2,
        image: '/Images/Products/G500_NAV.png',
        priceCents: 695,
        finalPriceCents: 1000,
        quantity: 30,
        shipped: 4,
        amountCents: 30_200,
        sizes: [
          { id: 70, size: 'M', quantity: 20, qtyC: 12, qtyU: 8, shippedC: 4, shippedU: 0, upchargeCents: 0 },
          { id: 71, size: '2XL', quantity: 10, qtyC: 10, qtyU: 0, shippedC: 0, shippedU: 0, upchargeCents: 20 },
        ],
      },
    ],
    charges: [{ code: 'FRT', name: 'Freight', amountCents: 2_500 }],
    totals: { itemsCents: 30_200, chargesCents: 2_500, totalCents: 32_700, units: 30, shippedUnits: 4 },
    history: [
      { id: 1, fromStatus: null, toStatus: 0, toSubStatus: null, text: 'Created as Saved', at: '2026-01-05T14:00:00.000Z', user: { name: 'Riley Thompson', email: 'rep@demo.local' }, comment: null },
      ...(status !== 0
        ? [{ id: 2, fromStatus: 0, toStatus: status, toSubStatus: subStatus, text: ORDER_STATUS_TEXT[status as OrderStatus], at: '2026-01-06T15:30:00.000Z', user: { name: 'Chris Lalonde', email: 'csr@demo.local' }, comment: 'Checked with the customer.' }]
        : []),
    ],
    changes: [
      { id: 11, at: '2026-01-06T15:31:00.000Z', actorName: 'Chris Lalonde', table: 'orders', action: 'update', changes: [{ field: 'po', before: null, after: 'PO-1' }] },
    ],
    shippingJobs: [{ id: 3, job: 'J400042', shipped: true, shippedAt: '2026-01-06T15:00:00.000Z', createdAt: '2026-01-06T12:00:00.000Z', shipVia: 'UPS Ground', chargeCents: 2_500, invoices: ['INV700042'], units: 4 }],
    returns: [],
    designRequests: [],
    approvals: [],
    actions: {
      transitions: transitionsFor(user, flow).map((t) => ({ to: t.to, toText: ORDER_STATUS_TEXT[t.to], label: t.label, confirm: !!t.confirm })),
      canEdit: mayEdit && isHeaderEditable(status),
      canEditItems: mayEdit && isItemsEditable(status),
      canOpenEdit: mayOpenOrderEdit(user, flow),
      canSendForApproval: maySendForCustomerApproval(user, flow),
      canCreateReturn: status === RETURNABLE_ORDER_STATUS && mayCreateReturns(user),
    },
    customerEmails: [],
  };
}
