import { api, messages, type EmailSettings, type EmailSettingsInput } from '@portal/shared';

// Email Settings calls (spec 002 §7): GET /api/emailAccess; PUT /api/emailAccess, body access,
// altUsers. REST, as the spec has them; each user's own settings.

/** Silent: the page shows the failure with Retry. */
export function fetchEmailSettings(signal?: AbortSignal): Promise<EmailSettings> {
  return api.get('emailAccess', { signal, silent: true });
}

/** spec 002 §8: a failure shows 'An error occured while updating the email settings please try again later.'; a refusal the server's message. */
export function saveEmailSettings(input: EmailSettingsInput): Promise<EmailSettings> {
  return api.put('emailAccess', input, { errorMessage: messages.emailSettingsUpdateFailed });
}
