import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MASK, maskLinks } from './outboxRoute';

// The outbox shows administrators the mails without their link secrets (outboxRoute.ts).

describe('maskLinks', () => {
  test('masks a set-password token and an approval link id, and leaves the rest of the mail as sent', () => {
    const text = [
      'Set your password: https://portal.example/set-password?token=AbC-123_xyz',
      'Approve: https://portal.example/order_approval/42/Zx9-k_7Qm2LrT0aB1cD2eF3gH4iJ5kL6mN7oP8qR9sT/approve',
      'Order #100042, total $120.00',
    ].join('\n');
    assert.equal(
      maskLinks(text),
      [
        `Set your password: https://portal.example/set-password?token=${MASK}`,
        `Approve: https://portal.example/order_approval/42/${MASK}/approve`,
        'Order #100042, total $120.00',
      ].join('\n'),
    );
    assert.equal(maskLinks(null), null);
  });
});
