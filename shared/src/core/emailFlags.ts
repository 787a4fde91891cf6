// The e-mails a user opts in to (spec 002 §3 "Email access"): the flag names, below both the
// settings' rules (emailSettings.ts) and the answer's schema (emailSettingsAnswerSchema.ts).

/** spec 002 §3 "Email access" flags, in the spec's order. */
export const EMAIL_FLAGS = [
  'saved',
  'submitted',
  'sellsheet',
  'sellsheetCustomer',
  'manager',
  'update',
  'confirmed',
  'confirmedCustomer',
  'artinfo',
  'comment',
  'updateRequired',
  'allocations',
  'betaSellsheet',
  'shipped',
  'shippedCustomer',
  'sellsheetPDF',
] as const;
export type EmailFlag = (typeof EMAIL_FLAGS)[number];
export type EmailFlags = Record<EmailFlag, boolean>;
