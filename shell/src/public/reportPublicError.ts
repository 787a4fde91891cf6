// Reports a failure of the public page to the server (POST /api/notifyError, public; spec 000 §7:
// message, info, page) with the browser's fetch: this page has no API client. Never throws.
export function reportPublicError(error: unknown, info: string): void {
  const message = error instanceof Error ? JSON.stringify({ name: error.name, message: error.message, stack: error.stack }) : String(error);
  fetch('/api/notifyError', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, info, page: window.location.href }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {});
}
