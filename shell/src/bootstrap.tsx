import { createRoot } from 'react-dom/client';
import { App } from './App';
import { reportError } from './errors/reportError';

window.addEventListener('unhandledrejection', (event) => {
  // Aborted requests are silent (spec 000 §8); everything else unexpected is reported.
  const reason = event.reason as { name?: string; aborted?: boolean } | undefined;
  if (reason?.name === 'AbortError' || reason?.aborted || reason?.name === 'ApiError') return;
  void reportError(event.reason, 'unhandledrejection');
});

createRoot(document.getElementById('root')!).render(<App />);
