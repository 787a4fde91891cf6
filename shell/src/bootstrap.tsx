import { createRoot } from 'react-dom/client';
import { loadIntlData } from '@portal/shared/core';
import { App } from './App';
import { reportError } from './errors/reportError';

window.addEventListener('unhandledrejection', (event) => {
  // Aborted requests are silent (spec 000 §8); everything else unexpected is reported.
  const reason = event.reason as { name?: string; aborted?: boolean } | undefined;
  if (reason?.name === 'AbortError' || reason?.aborted || reason?.name === 'ApiError') return;
  void reportError(event.reason, 'unhandledrejection');
});

createRoot(document.getElementById('root')!).render(<App />);

// Number and time-zone data for the lists' first render, loaded while the page (usually the login
// form) waits for the user. Safari has no requestIdleCallback: a timer there.
if (window.requestIdleCallback) window.requestIdleCallback(loadIntlData, { timeout: 3000 });
else window.setTimeout(loadIntlData, 500);
