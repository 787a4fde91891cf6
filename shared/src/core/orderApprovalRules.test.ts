import fc from 'fast-check';
import { firstIssue } from './schemas';
import { approveOrderSchema, rejectOrderSchema } from './orderApproval';
import {
  APPROVAL_COMMENT_MAX,
  APPROVAL_EMAIL_MAX,
  APPROVAL_NAME_MAX,
  checkApprovalForm,
  ORDER_APPROVAL_MESSAGES,
  type ApprovalFormValues,
} from './orderApprovalRules';
import { messages } from './messages';

// The public approval page checks its form without zod (orderApprovalRules.ts); the server checks
// the same answer with approveOrderSchema / rejectOrderSchema. They must never disagree: the same
// verdict, the same first message, the same trimmed values.

function bySchema(action: 'approve' | 'reject', values: ApprovalFormValues) {
  const parsed =
    action === 'approve' ? approveOrderSchema.safeParse(values) : rejectOrderSchema.safeParse({ ...values, comment: values.comment ?? '' });
  return parsed.success ? { ok: true, values: parsed.data } : { ok: false, message: firstIssue(parsed.error) };
}

function byForm(action: 'approve' | 'reject', values: ApprovalFormValues) {
  const check = checkApprovalForm(action, values);
  return check.ok ? { ok: true, values: check.values } : { ok: false, message: check.message };
}

// Strings that hit every rule: empty, blank, around each cap (with and without surrounding blanks),
// well-formed and malformed addresses.
const around = (max: number, unit = 'a') => fc.constantFrom(max - 1, max, max + 1).map((n) => unit.repeat(n));
const blanks = fc.constantFrom('', ' ', '  \t', '\n');
const address = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom(
    'pat@customer.example',
    'not-an-address',
    'a@b',
    'a@b.c',
    "o'neil@x.co",
    `${'a'.repeat(243)}@example.com`,
    `${'a'.repeat(244)}@example.com`,
  ),
  around(APPROVAL_EMAIL_MAX),
);
const text = (max: number) => fc.oneof(fc.string({ maxLength: 20 }), around(max), blanks);
const padded = (arb: fc.Arbitrary<string>) => fc.tuple(blanks, arb, blanks).map(([a, b, c]) => a + b + c);

describe('checkApprovalForm', () => {
  test('agrees with approveOrderSchema: verdict, first message, trimmed values', () => {
    fc.assert(
      fc.property(
        fc.oneof(address, padded(address), blanks),
        fc.oneof(text(APPROVAL_NAME_MAX), padded(text(APPROVAL_NAME_MAX))),
        (email, name) => {
          expect(byForm('approve', { email, name })).toEqual(bySchema('approve', { email, name }));
        },
      ),
      { numRuns: 500, seed: 9 },
    );
  });

  test('agrees with rejectOrderSchema, comment included', () => {
    fc.assert(
      fc.property(
        fc.oneof(address, padded(address), blanks),
        fc.oneof(text(APPROVAL_NAME_MAX), padded(text(APPROVAL_NAME_MAX))),
        fc.oneof(text(APPROVAL_COMMENT_MAX), padded(text(APPROVAL_COMMENT_MAX))),
        (email, name, comment) => {
          expect(byForm('reject', { email, name, comment })).toEqual(bySchema('reject', { email, name, comment }));
        },
      ),
      { numRuns: 500, seed: 9 },
    );
  });

  test('names the field of the first problem, in the order of the form', () => {
    expect(checkApprovalForm('approve', { email: ' ', name: '' })).toEqual({
      ok: false,
      field: 'email',
      message: ORDER_APPROVAL_MESSAGES.emailRequired,
    });
    expect(checkApprovalForm('approve', { email: 'pat@x', name: '' })).toEqual({
      ok: false,
      field: 'email',
      message: messages.invalidEmail,
    });
    expect(checkApprovalForm('reject', { email: 'pat@x.co', name: ' ', comment: '' })).toEqual({
      ok: false,
      field: 'name',
      message: ORDER_APPROVAL_MESSAGES.nameRequired,
    });
    expect(checkApprovalForm('reject', { email: 'pat@x.co', name: 'Pat', comment: '\n' })).toEqual({
      ok: false,
      field: 'comment',
      message: ORDER_APPROVAL_MESSAGES.commentRequired,
    });
    expect(checkApprovalForm('approve', { email: ' pat@x.co ', name: ' Pat ', comment: 'ignored' })).toEqual({
      ok: true,
      values: { email: 'pat@x.co', name: 'Pat' },
    });
  });
});
