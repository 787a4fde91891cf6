import { api } from '@portal/shared/platform';
import { platformApi } from '@portal/shared/core';

/** Serializes an error for POST /api/notifyError (spec 000 §7: message, info, page). */
export function serializeError(error: unknown): string {
  if (error instanceof Error) return JSON.stringify({ name: error.name, message: error.message, stack: error.stack });
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** Errors already reported: a remote's load failure is reported where it happens, with the remote's
 * name, and the page boundary that then catches the same error does not report it again. */
const reported = new WeakSet<object>();

/** Reports a crash or load failure to the server (once per error); never throws, never shows anything. */
export async function reportError(error: unknown, info = ''): Promise<void> {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  try {
    await api.call(
      platformApi.notifyError,
      { body: { message: serializeError(error), info, page: window.location.href } },
      { silent: true },
    );
  } catch {
    // The report itself failed: nothing more to do without annoying the user.
  }
}
