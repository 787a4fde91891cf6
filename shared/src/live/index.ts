// @portal/shared/live: the page's live channel and the hooks screens use (README "Live updates").
// A Module Federation singleton (one channel per page), loaded after sign-in, never on /login.
export { onLiveChanges, startLiveChannel, stopLiveChannel, type LiveStatus } from './channel';
export { useLiveChanges, useLiveRecord, useLiveRows } from './hooks';
