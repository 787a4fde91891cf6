// The error catalogue: every message of section 8 of the three spec files (and the section 5
// validation messages), keyed by name, with the spec's exact wording, typos included
// ('occured', 'persmission', 'retreiving' are matched on by people and scripts).

export const messages = {
  // spec 000 §2, §8: shell and login
  notFoundTitle: "The page you are looking for doesn't exist",
  notFoundHint: 'Please check the URL and try again.',
  pageCrash: 'An error occured while opening the page. Please contact IT Department.',
  loginRequired: 'Please enter email and password',
  loginIncorrect: 'Incorrect Email or Password',
  loginFailed: 'An error occured while logging in. Please try again later.',
  /** Ours: the login rate limit (the spec does not word it). */
  loginRateLimited: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  /** Ours: a remote that cannot be loaded (ARCHITECTURE.md). */
  areaUnavailable: 'This area is unavailable right now.',
  somethingWentWrong: 'Something went wrong.',
} as const;

export type MessageName = keyof typeof messages;

/** Fills the {name} placeholders of a catalogue text: fill(messages.templateDeleted, { id: 4 }). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
