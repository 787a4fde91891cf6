import { ApiError, GQL_ERROR_CODES, messages } from '@portal/shared';

// What a failed approval call means for the page (spec 002 §4, §8): the server's "no longer
// available" reply moves it to INVALID; a validation refusal shows the server's own words next to
// the form; anything else is 'An error occured, please try again later.'.

export type ApprovalFailure = { kind: 'invalid' } | { kind: 'input'; message: string } | { kind: 'error'; message: string };

export function approvalFailure(error: unknown): ApprovalFailure {
  if (error instanceof ApiError) {
    if (error.message === messages.approvalLinkUnavailableReply) return { kind: 'invalid' };
    const code = (error as ApiError & { code?: string }).code;
    if (code === GQL_ERROR_CODES.badInput) return { kind: 'input', message: error.message };
  }
  return { kind: 'error', message: messages.approvalFailed };
}
