import { adminApi, api, messages, type EmailSettings, type EmailSettingsInput } from '@portal/shared';

// Email Settings calls (spec 002 §7): GET /api/emailAccess; PUT /api/emailAccess, body access,
// altUsers. REST, as the spec has them, typed by their contract (adminRoutes in
// @portal/shared/core); each user's own settings.

/** Silent: the page shows the failure with Retry. */
export function fetchEmailSettings(signal?: AbortSignal): Promise<EmailSettings> {
  return api.call(adminApi.emailSettings, undefined, { signal, silent: true });
}

/** spec 002 §8: a failure shows 'An error occured while updating the email settings please try again later.'; a refusal the server's message. */
export function saveEmailSettings(input: EmailSettingsInput): Promise<EmailSettings> {
  return api.call(adminApi.saveEmailSettings, { body: input }, { errorMessage: messages.emailSettingsUpdateFailed });
}
