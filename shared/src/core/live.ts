// Live updates (README "Live updates"): the kinds of record whose changes a signed-in page hears,
// and what one event of the channel GET /api/live carries. The server's audit trigger names each
// change by its audit subject (platform/audit.ts), so a kind is the subject's name.

export const LIVE_KINDS = ['order', 'return', 'design_request', 'design_sample', 'design_order', 'custom_event', 'shipping_job'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

export const isLiveKind = (kind: string): kind is LiveKind => (LIVE_KINDS as readonly string[]).includes(kind);

/** One changed record, as the channel sends it to a user who may read it. */
export interface LiveChange {
  kind: LiveKind;
  id: number;
  /** True when only this user made the change (in this page or another). */
  mine: boolean;
}

/** The channel's path under /api (declared in platformRoutes.ts). */
export const LIVE_PATH = '/live';
/** The SSE event that carries a burst of changes (data: LiveChange[] as JSON). */
export const LIVE_EVENT = 'changes';
