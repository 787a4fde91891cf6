import { ADMIN_MESSAGES } from './adminMessages';
import { EMAIL_FLAGS } from './emailFlags';
import {
  altEmailProblem,
  defaultEmailAccess,
  EMAIL_CHANGE_BITS,
  emailChangeMask,
  emailFlagsProblem,
  isEmailFlagLocked,
  newAltUser,
  normalizeTemplate,
  withEmailFlag,
  type EmailSettingsInput,
} from './emailSettings';
import { emailSettingsSchema } from './emailSettingsSchema';
import { messages } from './messages';

const settings = (): EmailSettingsInput => ({ access: defaultEmailAccess(), altUsers: [newAltUser('assistant@example.com')] });
const problemOf = (body: unknown) => {
  const result = emailSettingsSchema.safeParse(body);
  return result.success ? null : result.error.issues[0].message;
};

describe('email settings rules (spec 002 §4, §5)', () => {
  it('a new extra address has every e-mail on except betaSellsheet and the customer copies', () => {
    const alt = newAltUser('  a@b.co ');
    expect(alt.email).toBe('a@b.co');
    expect(EMAIL_FLAGS.filter((f) => !alt[f])).toEqual(['sellsheetCustomer', 'confirmedCustomer', 'betaSellsheet', 'shippedCustomer']);
  });

  it('keeps the four mandatory e-mails on', () => {
    const flags = defaultEmailAccess();
    for (const f of ['allocations', 'comment', 'artinfo', 'updateRequired'] as const) {
      expect(isEmailFlagLocked(flags, f, null)).toBe(true);
      expect(withEmailFlag(flags, f, false, null)[f]).toBe(true);
    }
    expect(emailFlagsProblem({ ...flags, comment: false }, null)).toBe(ADMIN_MESSAGES.mandatoryEmails);
  });

  it('turning off confirmed, sellsheet or shipped also turns off its customer copy', () => {
    let flags = defaultEmailAccess();
    for (const [parent, copy] of [
      ['confirmed', 'confirmedCustomer'],
      ['sellsheet', 'sellsheetCustomer'],
      ['shipped', 'shippedCustomer'],
    ] as const) {
      flags = withEmailFlag(flags, copy, true, null);
      expect(flags[copy]).toBe(true);
      flags = withEmailFlag(flags, parent, false, null);
      expect([flags[parent], flags[copy]]).toEqual([false, false]);
      expect(isEmailFlagLocked(flags, copy, null)).toBe(true);
      expect(withEmailFlag(flags, copy, true, null)[copy]).toBe(false);
    }
    expect(emailFlagsProblem({ ...defaultEmailAccess(), confirmed: false, confirmedCustomer: true }, null)).toBe(
      ADMIN_MESSAGES.customerCopyNeedsEmail,
    );
  });

  it('disables the shipped customer copy for the Corp job title only', () => {
    const flags = defaultEmailAccess();
    expect(isEmailFlagLocked(flags, 'shippedCustomer', 'Corp')).toBe(true);
    expect(isEmailFlagLocked(flags, 'shippedCustomer', 'Golf')).toBe(false);
    expect(isEmailFlagLocked(flags, 'confirmedCustomer', 'Corp')).toBe(false);
    expect(emailFlagsProblem({ ...flags, shippedCustomer: true }, 'corp')).toBe(ADMIN_MESSAGES.shippedCopyCorp);
    expect(emailFlagsProblem({ ...flags, shippedCustomer: true }, 'Golf')).toBeNull();
  });

  it('truncates templates to 1000 characters; empty becomes null', () => {
    expect(normalizeTemplate('x'.repeat(1200))).toHaveLength(1000);
    expect(normalizeTemplate('')).toBeNull();
    expect(normalizeTemplate('   ')).toBeNull();
    expect(normalizeTemplate(null)).toBeNull();
    expect(normalizeTemplate('Hello {name}')).toBe('Hello {name}');
  });

  it('checks an extra address: the basic pattern and 255 characters, once whatever its case', () => {
    expect(altEmailProblem('someone@', [])).toBe(messages.invalidEmailAddress);
    expect(altEmailProblem(`${'a'.repeat(250)}@b.com`, [])).toBe(messages.invalidEmailAddress);
    expect(altEmailProblem('Assistant@Example.com', ['assistant@example.com'])).toBe(messages.emailAddressExists);
    expect(altEmailProblem('new@example.com', ['assistant@example.com'])).toBeNull();
  });

  it('tracks changes with the spec’s bit values', () => {
    expect(EMAIL_CHANGE_BITS.saved).toBe(1);
    expect(EMAIL_CHANGE_BITS.submitted).toBe(2);
    expect(EMAIL_CHANGE_BITS.sellsheet).toBe(4);
    expect(EMAIL_CHANGE_BITS.altAccess).toBe(262144);
    const saved = settings();
    expect(emailChangeMask(saved, settings())).toBe(0);
    const edited = settings();
    edited.access.submitted = false;
    edited.access.orderApprovalTemplate = 'Please approve';
    edited.altUsers[0].betaSellsheet = true;
    expect(emailChangeMask(saved, edited)).toBe(2 + EMAIL_CHANGE_BITS.orderApprovalTemplate + 262144);
    // A template of spaces is still "empty": no change.
    expect(emailChangeMask(saved, { ...saved, access: { ...saved.access, sellsheetTemplate: '  ' } })).toBe(0);
  });
});

describe('PUT /api/emailAccess body', () => {
  it('parses access and altUsers, templates normalised', () => {
    const body = settings();
    body.access.sellsheetTemplate = '';
    const parsed = emailSettingsSchema.parse({ ...body, access: { ...body.access, orderApprovalTemplate: 'y'.repeat(1500) } });
    expect(parsed.access.sellsheetTemplate).toBeNull();
    expect(parsed.access.orderApprovalTemplate).toHaveLength(1000);
    expect(parsed.altUsers[0].email).toBe('assistant@example.com');
  });

  it('refuses a missing flag, a bad or repeated address, too many addresses', () => {
    const body = settings();
    const { saved: _saved, ...withoutSaved } = body.access;
    expect(problemOf({ ...body, access: withoutSaved })).toBe(ADMIN_MESSAGES.emailFlagNotBoolean);
    expect(problemOf({ ...body, altUsers: [{ ...newAltUser('x'), email: 'not-an-address' }] })).toBe(messages.invalidEmailAddress);
    expect(problemOf({ ...body, altUsers: [newAltUser('a@b.co'), newAltUser('A@B.co')] })).toBe(messages.emailAddressExists);
    expect(problemOf({ ...body, altUsers: Array.from({ length: 21 }, (_, i) => newAltUser(`a${i}@b.co`)) })).toBe(
      ADMIN_MESSAGES.altUsersTooMany,
    );
    expect(problemOf(null)).toBe(ADMIN_MESSAGES.emailFlagNotBoolean);
  });
});
