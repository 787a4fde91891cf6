import { approvalPagePath } from '@portal/shared/core';
import { approvalLinkOf, approvalPageAt } from './approvalLocation';

const LINK_ID = 'Zz09_-'.repeat(7) + 'x';

describe('approvalPageAt', () => {
  test('reads both pages at the paths the e-mails carry (approvalPagePath)', () => {
    expect(approvalPageAt(approvalPagePath(42, LINK_ID, 'approve'))).toEqual({ action: 'approve', orderId: '42', linkId: LINK_ID });
    expect(approvalPageAt(approvalPagePath(7, LINK_ID, 'reject'))).toEqual({ action: 'reject', orderId: '7', linkId: LINK_ID });
  });

  test('takes a trailing slash, and nothing else under /order_approval/', () => {
    expect(approvalPageAt(`/order_approval/42/${LINK_ID}/approve/`)?.action).toBe('approve');
    for (const path of [
      '/order_approval/42',
      `/order_approval/42/${LINK_ID}`,
      `/order_approval/42/${LINK_ID}/accept`,
      `/order_approval/42/${LINK_ID}/approve/more`,
      '/saved',
    ]) {
      expect(approvalPageAt(path)).toBeNull();
    }
  });
});

describe('approvalLinkOf', () => {
  test('answers the order number and the link id when both are well formed', () => {
    expect(approvalLinkOf('42', LINK_ID)).toEqual({ order: 42, id: LINK_ID });
  });

  test('refuses anything else, so the page is INVALID without a call', () => {
    for (const orderId of [undefined, '', '0', '042', '-1', '4.2', '1e3', '0x2A', '99999999999999999999']) {
      expect(approvalLinkOf(orderId, LINK_ID)).toBeNull();
    }
    for (const linkId of [undefined, '', 'short', `${LINK_ID}x`, `${LINK_ID.slice(1)}=`]) {
      expect(approvalLinkOf('42', linkId)).toBeNull();
    }
  });
});
