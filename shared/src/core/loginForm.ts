import { shellMessages } from './shellMessages';

// The login form's own check (spec 000 §8: an empty field is refused without calling the server),
// written without a schema library: the login page is the first thing every user loads, and two
// fields do not need one. The server checks the same limits with loginSchema (schemas.ts).

export const LOGIN_EMAIL_MAX = 255;
export const LOGIN_PASSWORD_MAX = 1024;

/** What the form says before sending, or null when it may send (the server checks the rest). */
export function loginFormProblem(email: string, password: string): string | null {
  return email.trim() === '' || password === '' ? shellMessages.loginRequired : null;
}
