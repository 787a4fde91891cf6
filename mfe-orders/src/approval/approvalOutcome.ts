import { GQL_ERROR_CODES, messages } from '@portal/shared/core';
import { PublicGqlError } from './publicGql';

// What a failed approval call means for the page (spec 002 §4, §8): the server's "no longer
// available" reply moves it to INVALID; a validation refusal shows the server's own words next to
// the form; anything else (network, server error, a reply that is not GraphQL) is 'An error
// occured, please try again later.'.

export type ApprovalFailure = { kind: 'invalid' } | { kind: 'input'; message: string } | { kind: 'error'; message: string };

export function approvalFailure(error: unknown): ApprovalFailure {
  if (error instanceof PublicGqlError) {
    if (error.message === messages.approvalLinkUnavailableReply) return { kind: 'invalid' };
    if (error.code === GQL_ERROR_CODES.badInput) return { kind: 'input', message: error.message };
  }
  return { kind: 'error', message: messages.approvalFailed };
}
