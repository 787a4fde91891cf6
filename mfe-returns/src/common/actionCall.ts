import { ApiError, messages, notify } from '@portal/shared';

/**
 * spec 001 §7.1, §8.1: for cancel, waiting-for-goods, approve, field update and file delete, a 409
 * shows the server's message and any other failure the generic text. The call itself is silent;
 * this shows the one message, then rethrows so the screen keeps its state.
 */
export async function actionCall<T>(run: (silent: { silent: true }) => Promise<T>): Promise<T> {
  try {
    return await run({ silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.aborted) throw error;
    notify.error(error instanceof ApiError && error.status === 409 ? error.message : messages.returnActionFailed);
    throw error;
  }
}
