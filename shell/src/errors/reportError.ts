import { api } from '@portal/shared/platform';

/** Serializes an error for POST /api/notifyError (spec 000 §7: message, info, page). */
export function serializeError(error: unknown): string {
  if (error instanceof Error) return JSON.stringify({ name: error.name, message: error.message, stack: error.stack });
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** Reports a crash or load failure to the server; never throws, never shows anything. */
export async function reportError(error: unknown, info = ''): Promise<void> {
  try {
    await api.post('notifyError', { message: serializeError(error), info, page: window.location.href }, { silent: true });
  } catch {
    // The report itself failed: nothing more to do without annoying the user.
  }
}
