import { messages } from '@portal/shared';
import { actionCall as sharedActionCall } from '@portal/shared/ui';

/**
 * spec 001 §7.1, §8.1: for cancel, waiting-for-goods, approve, field update and file delete, a 409
 * shows the server's message and any other failure the generic text (the shared 409-aware call,
 * with the returns' text).
 */
export const actionCall = <T>(run: (silent: { silent: true }) => Promise<T>): Promise<T> =>
  sharedActionCall(run, messages.returnActionFailed);
