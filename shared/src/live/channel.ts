import { LIVE_EVENT, LIVE_PATH, type LiveChange } from '../core/live';

// The page's one live channel (README "Live updates"): an EventSource on GET /api/live, opened by the
// shell once the user is signed in and shared by every remote through Module Federation
// (@portal/shared/live is a singleton). It reconnects by itself with back-off (a server restart, a
// lost network, a 401 or 503 that EventSource would give up on), and after any gap (an error, a
// tab hidden for a minute) it asks the page to refresh what it shows, since changes may have been
// missed. A tab hidden for a minute holds no channel. With the channel down, screens work as they
// do without it.

export type LiveStatus = 'off' | 'connecting' | 'open';
type ChangesListener = (changes: readonly LiveChange[]) => void;

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/**
 * A tab hidden this long lets its channel go. A glance at another tab keeps it: closing at once
 * would mean a refresh of the whole page at every return (the portal does not refetch on focus).
 */
export const HIDDEN_CLOSE_MS = 60_000;

const changeListeners = new Set<ChangesListener>();
let source: EventSource | null = null;
let wanted = false;
let retryMs = RETRY_MIN_MS;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let hiddenTimer: ReturnType<typeof setTimeout> | null = null;
/** Something may have changed unheard since the last open stream (set by any gap but a 'bye'). */
let missed = false;
let refreshPage: () => void = () => undefined;

/** Shown on the page as html[data-live]: e2e tests act only once the other page listens. */
function setStatus(next: LiveStatus) {
  document.documentElement.dataset.live = next;
}

function disconnect() {
  source?.close();
  source = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
}

function connect() {
  // A browser without EventSource (and jsdom) works as without the channel.
  if (!wanted || source || document.visibilityState === 'hidden' || typeof EventSource === 'undefined') return;
  const next = new EventSource(`/api${LIVE_PATH}`, { withCredentials: true });
  source = next;
  let saidBye = false;
  setStatus('connecting');
  next.addEventListener('open', () => {
    retryMs = RETRY_MIN_MS;
    setStatus('open');
    if (missed) {
      missed = false;
      refreshPage();
    }
  });
  next.addEventListener(LIVE_EVENT, (event) => {
    const changes = JSON.parse((event as MessageEvent<string>).data) as LiveChange[];
    for (const listener of changeListeners) listener(changes);
  });
  // The server lost its own channel for a while: it may have missed changes too.
  next.addEventListener('refresh', () => refreshPage());
  // The server ends a stream after a while (LIVE_STREAM_MAX_MS): a new one at once, nothing missed.
  next.addEventListener('bye', () => {
    saidBye = true;
  });
  next.addEventListener('error', () => {
    if (source !== next) return;
    disconnect();
    setStatus('connecting');
    if (!saidBye) missed = true;
    const wait = saidBye ? 0 : retryMs;
    if (!saidBye) retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    retryTimer = setTimeout(connect, wait);
  });
}

function onVisibility() {
  if (document.visibilityState === 'hidden') {
    hiddenTimer ??= setTimeout(() => {
      hiddenTimer = null;
      missed = true;
      disconnect();
      setStatus('off');
    }, HIDDEN_CLOSE_MS);
  } else {
    if (hiddenTimer) clearTimeout(hiddenTimer);
    hiddenTimer = null;
    retryMs = RETRY_MIN_MS;
    connect();
  }
}

/**
 * Opens the channel (the shell, once signed in). `refresh` runs whenever changes may have been
 * missed: the shell invalidates every query, so the screens on show fetch again.
 */
export function startLiveChannel(refresh: () => void): void {
  refreshPage = refresh;
  if (wanted) return;
  wanted = true;
  missed = false;
  document.addEventListener('visibilitychange', onVisibility);
  connect();
}

/** Closes it (signed out). */
export function stopLiveChannel(): void {
  wanted = false;
  if (hiddenTimer) clearTimeout(hiddenTimer);
  hiddenTimer = null;
  document.removeEventListener('visibilitychange', onVisibility);
  disconnect();
  setStatus('off');
}

/** Calls `listener` with each burst of changes the channel brings; answers the unsubscribe. */
export function onLiveChanges(listener: ChangesListener): () => void {
  changeListeners.add(listener);
  return () => void changeListeners.delete(listener);
}
