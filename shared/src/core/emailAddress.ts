// The e-mail address check every form and the server use, without a schema library: the public
// approval page (a customer's phone) needs it and nothing of zod (orderSchemas.ts re-exports it).

/** A standard e-mail pattern (spec 000 §5 "each address must match a standard email pattern"). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}
