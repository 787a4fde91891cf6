// The shell's and the login page's texts (spec 000 §2, §8), part of the error catalogue
// (`messages` in messages.ts spreads them). Apart so that /login, the shell frame and the public
// approval page carry these few lines, not every area's messages.

export const shellMessages = {
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
