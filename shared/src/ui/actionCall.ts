import { messages } from '@portal/shared/core';
import { ApiError, notify } from '@portal/shared/platform';

/**
 * A user action whose refusal the server explains (spec 001 §7.1, §8.1): a 409 shows the server's message, any other failure `failedText`. The call itself runs silent; this
 * shows the one message, then rethrows so the screen keeps its state (the dialog stays open).
 */
export async function actionCall<T>(
  run: (silent: { silent: true }) => Promise<T>,
  failedText: string = messages.somethingWentWrong,
): Promise<T> {
  try {
    return await run({ silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.aborted) throw error;
    notify.error(error instanceof ApiError && error.status === 409 ? error.message : failedText);
    throw error;
  }
}
