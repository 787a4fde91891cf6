import { hasAny, type AccessFlag, type SessionUser } from './access';
import { messages } from './messages';
import { dayjs, TIME_ZONE } from './time';

// Design requests (spec 001 §2.2, §3.2, §4.2, §5.2, §6, §9): the status codes, the limits, who is
// who on a request, and THE state machine as data (status × role × action -> allowed, resulting
// status, timeline entry). The server refuses whatever it refuses with these messages and the
// detail screen offers exactly the buttons it allows. mfe-design-requests/README.md draws the table.

export const DESIGN_REQUEST_STATUS = {
  UPDATE_REQUIRED: 0,
  PROBLEM: 1,
  AWAITING_ART: 2,
  ART_CREATED: 3,
  ART_READY: 4,
  COMPLETE: 5,
  SUSPENDED: 99,
} as const;
export type DesignRequestStatusName = keyof typeof DESIGN_REQUEST_STATUS;
export type DesignRequestStatus = (typeof DESIGN_REQUEST_STATUS)[DesignRequestStatusName];
export const DESIGN_REQUEST_STATUSES = Object.values(DESIGN_REQUEST_STATUS) as DesignRequestStatus[];

/** The description users read (status{code, description}); ours: the spec gives the names only. */
export const DESIGN_REQUEST_STATUS_TEXT: Record<DesignRequestStatus, string> = {
  0: 'Update Required',
  1: 'Problem',
  2: 'Awaiting Art',
  3: 'Art Created',
  4: 'Art Ready',
  5: 'Complete',
  99: 'Suspended',
};
export const designRequestStatusText = (code: number) => DESIGN_REQUEST_STATUS_TEXT[code as DesignRequestStatus] ?? String(code);

/** spec 001 §2.2: the three list types; 'normal' has no letter in the spec, its count bucket is D. */
export const DESIGN_REQUEST_LIST_TYPES = ['normal', 'H', 'L'] as const;
export type DesignRequestListType = (typeof DESIGN_REQUEST_LIST_TYPES)[number];
/** spec 001 §3.2: design request count buckets. */
export const DESIGN_REQUEST_BUCKETS = ['D', 'L', 'H'] as const;
export type DesignRequestBucket = (typeof DESIGN_REQUEST_BUCKETS)[number];

/** spec 001 §9 limits. */
export const DR_LIMITS = {
  pageSize: 50,
  timelineComment: 8000,
  designComment: 1000,
  issue: 100,
  revisionNote: 500,
  textLine: 22,
  referenceFiles: 3,
  referenceFileBytes: 4 * 1024 * 1024,
  productionFileBytes: 20 * 1024 * 1024,
  imageBytes: 10 * 1024 * 1024,
  minSize: 0.25,
  sizeStep: 0.05,
  defaultMaxSize: 40,
  /** spec 001 §5.2: width/height differing by more than this is a warning. */
  sizeTolerance: 0.05,
  defaultDaysAhead: 5,
  maxDaysAhead: 90,
  instructions: 4000,
  search: 100,
  /** Ours: the width slider's snap (README "Width slider snap"): this many extra 0.05 in nudges hold on a snap point. */
  snapNudges: 10,
} as const;

/** Ours (README "Design tags"): designTags answers at most this many tags. */
export const DESIGN_TAGS_MAX = 500;

export const DESIGN_REQUEST_SORT_KEYS = [
  'dateCreated',
  'dateRequired',
  'id',
  'customer',
  'rep',
  'artist',
  'status',
  'revisions',
  'league',
  'team',
  'player',
] as const;
export type DesignRequestSortKey = (typeof DESIGN_REQUEST_SORT_KEYS)[number];

/** Ours (spec 001 §3.2 names the fields only): the messages the server answers a refused action with. */
export const DR_MESSAGES = {
  ...pick(messages, [
    'issuesRequired',
    'revisionNoteRequired',
    'revisionNoteTooLong',
    'issueTooLong',
    'timelineCommentTooLong',
    'timelineReadOnly',
    'referenceFilesMax',
    'referenceFileType',
    'referenceFileTooLarge',
    'productionFileTooLarge',
    'workingFileTooLarge',
    'designImageTooLarge',
    'pmsImageTooLarge',
    'designCommentTooLong',
    'imageProportionsIncompatible',
    'treatmentProportionsUnsupported',
    'methodNoCcSupport',
    'incompatibleFileType',
    'svgViewboxMissing',
    'designRequestCreated',
    'designRequestsSuspended',
    'designRequestDesignCreated',
    'designRequestAccepted',
    'designRequestSuspended',
    'designRequestArtReady',
    'designRequestReturnedToArtist',
    'designRequestArtSubmitted',
    'actionIrreversible',
    'somethingWentWrong',
  ]),
  /** Ours: the request is not in a status where the action is offered. */
  wrongStatus: 'This action is not available while the design request is {status}.',
  /** Ours: the caller is not one of the people the action belongs to. */
  notYours: 'You are not allowed to {verb} this design request.',
  alreadyAssigned: 'This design request has already been accepted by another artist.',
  notAssigned: 'Accept the design request before working on it.',
  suspendAssigned: 'A design request with an assigned artist cannot be suspended.',
  bulkSuspendRefused: 'Only your own design requests without an assigned artist can be suspended.',
  noArt: 'There is no art to confirm yet.',
  designInUse: 'The design is in use: request the revision as a new design request.',
  designNotInUse: 'The design is not in use: request the changes on this design request.',
  notFound: 'Design request not found.',
  forbidden: 'You do not have access to this design request.',
  customerOrPlayer: 'Choose a customer, or a league, team and player.',
  treatmentRequired: 'Choose a treatment.',
  instructionsRequired: 'Instructions are required.',
  dropLinesRequired: 'Fill in every line of the drop.',
  dateRequiredRange: 'The required date must be between today and 90 days from now.',
  sizeRange: 'Width and height must be between 0.25 in and {max} in.',
  noChange: 'Change at least one field.',
  ccUnavailable: 'The treatment does not allow colour coordination.',
  licenceForbidden: 'Licence design requests need artist manager, licence artist or licence order access.',
  unknownCustomer: 'Unknown customer.',
  unknownPlayer: 'Unknown league, team or player.',
  unknownDrop: 'Unknown drop.',
  unknownDesign: 'Unknown design.',
  unknownTreatment: 'Unknown treatment.',
  filesRequired: 'The production file, working file, design image and PMS image are required for a new design.',
  uploadExpired: 'The uploaded files are no longer available; upload them again.',
  commentNotYours: 'Only the author or an artist manager may delete this comment.',
  correctedIssuesRequired: 'The art differs from the request: select at least one corrected issue.',
  duplicateIssue: 'This issue is already in the list.',
  issueEmpty: 'An issue cannot be empty.',
} as const;

function pick<T extends Record<string, string>, K extends keyof T>(all: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, all[k]])) as Pick<T, K>;
}

/** spec 001 §3.2 Treatment. Ours: the seeded treatments, one per decoration method (DESIGN_METHODS codes). */
export interface Treatment {
  category: string;
  type: string;
  name: string;
  subType: string | null;
  maxWidth: number;
  maxHeight: number;
  minStrokeWidth: number;
  minTextHeight: number;
  ccAvail: boolean;
  specImage: string | null;
}
export const TREATMENTS: readonly Treatment[] = [
  {
    category: 'Decoration',
    type: 'EMB',
    name: 'Embroidery',
    subType: null,
    maxWidth: 12,
    maxHeight: 12,
    minStrokeWidth: 0.05,
    minTextHeight: 0.25,
    ccAvail: false,
    specImage: null,
  },
  {
    category: 'Decoration',
    type: 'SCRP',
    name: 'Screen Print',
    subType: null,
    maxWidth: 16,
    maxHeight: 20,
    minStrokeWidth: 0.03,
    minTextHeight: 0.2,
    ccAvail: true,
    specImage: null,
  },
  {
    category: 'Decoration',
    type: 'SUB',
    name: 'Sublimation',
    subType: null,
    maxWidth: 40,
    maxHeight: 40,
    minStrokeWidth: 0.02,
    minTextHeight: 0.15,
    ccAvail: true,
    specImage: null,
  },
  {
    category: 'Decoration',
    type: 'DTF',
    name: 'Direct to Film',
    subType: null,
    maxWidth: 14,
    maxHeight: 18,
    minStrokeWidth: 0.02,
    minTextHeight: 0.15,
    ccAvail: true,
    specImage: null,
  },
];
export const treatmentOf = (type: string | null | undefined) => TREATMENTS.find((t) => t.type === type) ?? null;
/** spec 001 §5.2: the maximum of a size: the method's, else 40. */
export const maxSizeOf = (t: Pick<Treatment, 'maxWidth' | 'maxHeight'> | null, side: 'width' | 'height') =>
  t ? (side === 'width' ? t.maxWidth : t.maxHeight) : DR_LIMITS.defaultMaxSize;

/** spec 001 §3.2: default issues (a server list; managers add to it with the star). */
export const DEFAULT_DESIGN_ISSUES = [
  'Logo is low resolution',
  'Missing colour information',
  'Requested size does not fit the treatment',
  'Text lines are unclear',
  'Reference image is missing',
] as const;

// ---------------------------------------------------------------------------------------------
// Who is who on a request (spec 001 §6).

/** The roles a user can hold on one request. A user may hold several (an artist manager is an artist too). */
export type DesignRequestRole = 'rep' | 'artist' | 'manager' | 'viewer';

export interface FlowDesignRequest {
  status: number;
  /** The rep who created it. */
  userId: number;
  artistId: number | null;
  hasArt: boolean;
  /** For COMPLETE requests: whether the approved design is on a confirmed, unshipped order (designs-color's designsInUse). */
  designInUse?: boolean;
}
type FlowUser = Pick<SessionUser, 'id' | 'access'>;

/** spec 001 §6: artists, artist managers and order_edit see every request; anyone else sees the requests they created. */
export const seesAllDesignRequests = (user: Pick<SessionUser, 'access'> | null | undefined) =>
  hasAny(user, 'artist', 'artistManager', 'orderEdit', 'licenseArtist');
/** spec 001 §6: 'Request License Design' and the licence columns. */
export const mayRequestLicenceDesign = (user: Pick<SessionUser, 'access'> | null | undefined) =>
  hasAny(user, 'artistManager', 'licenseArtist', 'licenseOrder');
/** spec 001 §6: the rep filter of the filter drawer. */
export const seesRepFilter = (user: Pick<SessionUser, 'access'> | null | undefined) => hasAny(user, 'artist', 'artistManager', 'orderEdit');
/** spec 001 §5.2: timeline posting. */
export const TIMELINE_POSTERS: readonly AccessFlag[] = ['artist', 'licenseCreation', 'licenseOrder', 'licenseArtist'];
export const mayPostTimeline = (user: Pick<SessionUser, 'access'> | null | undefined) => hasAny(user, ...TIMELINE_POSTERS);
/** spec 001 §6: the star that saves an issue as a default option. */
export const maySaveDefaultIssue = (user: Pick<SessionUser, 'access'> | null | undefined) => hasAny(user, 'artistManager');

export function designRequestRoles(user: FlowUser, r: Pick<FlowDesignRequest, 'userId' | 'artistId'>): Set<DesignRequestRole> {
  const roles = new Set<DesignRequestRole>();
  if (r.userId === user.id) roles.add('rep');
  // spec 001 §6: the assigned artist, or any artist while none is assigned.
  if (user.access.artist && (r.artistId === null || r.artistId === user.id)) roles.add('artist');
  if (user.access.artistManager) roles.add('manager');
  if (seesAllDesignRequests(user)) roles.add('viewer');
  return roles;
}

export const mayViewDesignRequest = (user: FlowUser, r: Pick<FlowDesignRequest, 'userId'>) =>
  r.userId === user.id || seesAllDesignRequests(user);

// ---------------------------------------------------------------------------------------------
// The state machine.

export type DesignRequestAction =
  | 'update'
  | 'accept'
  | 'submitArt'
  | 'raiseIssue'
  | 'return'
  | 'rejectArt'
  | 'advance'
  | 'approve'
  | 'revise'
  | 'fork'
  | 'suspend'
  | 'reOpen';

/** What must hold of the request besides its status (checked after the status and the role). */
export type DesignRequestGuard = 'unassigned' | 'assigned' | 'hasArt' | 'inUse' | 'notInUse';

export interface DesignRequestTransition {
  action: DesignRequestAction;
  /** The button's text. */
  label: string;
  /** The verb of the refusal message. */
  verb: string;
  from: readonly DesignRequestStatus[];
  who: readonly DesignRequestRole[];
  guards?: readonly DesignRequestGuard[];
  /** The resulting status; 'same' keeps it; 'new' is a new (forked) request in AWAITING_ART, this one unchanged. */
  to: DesignRequestStatus | 'same';
  /** The system timeline entry ({actor}, {reason}, {issues}, {design} filled by the server). */
  timeline: string;
  /** spec 001 §2.2: accept, suspend and approve ask first. */
  confirm?: string;
  /** The success message (spec 001 §8.2). */
  success?: string;
}

const S = DESIGN_REQUEST_STATUS;

export const DESIGN_REQUEST_FLOW: readonly DesignRequestTransition[] = [
  {
    action: 'update',
    label: 'Update Request',
    verb: 'update',
    from: [S.UPDATE_REQUIRED],
    who: ['rep'],
    to: S.AWAITING_ART,
    timeline: 'Request updated by {actor}; back with the artists.',
  },
  {
    action: 'accept',
    label: 'Accept',
    verb: 'accept',
    from: [S.AWAITING_ART],
    who: ['artist'],
    guards: ['unassigned'],
    to: 'same',
    timeline: 'Accepted by {actor}.',
    confirm: 'Accept this design request? It is assigned to you.',
    success: messages.designRequestAccepted,
  },
  {
    action: 'submitArt',
    label: 'Upload Art',
    verb: 'submit art for',
    from: [S.AWAITING_ART],
    who: ['artist', 'manager'],
    guards: ['assigned'],
    to: S.ART_CREATED,
    timeline: 'Art submitted by {actor}: {design}.{issues}',
    success: messages.designRequestArtSubmitted,
  },
  {
    action: 'raiseIssue',
    label: 'Raise Issue',
    verb: 'raise an issue on',
    from: [S.AWAITING_ART],
    who: ['artist'],
    guards: ['assigned'],
    to: S.PROBLEM,
    timeline: 'Issue raised by {actor}; marked to be returned to the rep.{issues}',
  },
  {
    action: 'return',
    label: 'Return to Rep',
    verb: 'return',
    from: [S.AWAITING_ART, S.PROBLEM, S.ART_CREATED],
    who: ['manager'],
    to: S.UPDATE_REQUIRED,
    timeline: 'Returned to the rep by {actor}.{issues}',
  },
  {
    action: 'rejectArt',
    label: 'Reject',
    verb: 'reject the art of',
    from: [S.PROBLEM, S.ART_CREATED],
    who: ['manager'],
    to: S.AWAITING_ART,
    timeline: 'Art rejected by {actor}; returned to the artist: {reason}',
    success: messages.designRequestReturnedToArtist,
  },
  {
    action: 'advance',
    label: 'Confirm Art Ready',
    verb: 'confirm the art of',
    from: [S.PROBLEM, S.ART_CREATED],
    who: ['manager'],
    guards: ['hasArt'],
    to: S.ART_READY,
    timeline: 'Art confirmed ready for rep approval by {actor}.{issues}',
    success: messages.designRequestArtReady,
  },
  {
    action: 'approve',
    label: 'Approve Art',
    verb: 'approve',
    from: [S.ART_READY],
    who: ['rep'],
    guards: ['hasArt'],
    to: S.COMPLETE,
    timeline: 'Art approved by {actor}; design {design} created.',
    confirm: 'Approve this art? The request is closed and the design is created.',
  },
  {
    // spec 001 §4.2: at ART_READY a revision is a rejection carrying the required changes; in
    // SUSPENDED the rep may also reject (a re-open carrying the changes); at COMPLETE only when the
    // design is not in use (README "Revision of a complete request").
    action: 'revise',
    label: 'Request Revision',
    verb: 'request a revision of',
    from: [S.ART_READY, S.SUSPENDED, S.COMPLETE],
    who: ['rep'],
    guards: ['notInUse'],
    to: S.AWAITING_ART,
    timeline: 'Revision requested by {actor}: {reason}',
    success: messages.designRequestReturnedToArtist,
  },
  {
    action: 'fork',
    label: 'Request Revision',
    verb: 'revise',
    from: [S.COMPLETE],
    who: ['rep'],
    guards: ['inUse'],
    to: 'same',
    timeline: 'Revised by {actor} as design request #{forkId}.',
  },
  {
    action: 'suspend',
    label: 'Suspend',
    verb: 'suspend',
    from: [S.UPDATE_REQUIRED, S.PROBLEM, S.AWAITING_ART, S.ART_CREATED, S.ART_READY],
    who: ['rep'],
    guards: ['unassigned'],
    to: S.SUSPENDED,
    timeline: 'Suspended by {actor}.',
    confirm: 'Suspend this design request?',
    success: messages.designRequestSuspended,
  },
  {
    action: 'reOpen',
    label: 'Re-open',
    verb: 're-open',
    from: [S.SUSPENDED],
    who: ['rep'],
    to: S.AWAITING_ART,
    timeline: 'Re-opened by {actor}.',
  },
];

export const designRequestTransition = (action: DesignRequestAction) => DESIGN_REQUEST_FLOW.find((t) => t.action === action)!;
export const DESIGN_REQUEST_ACTIONS = DESIGN_REQUEST_FLOW.map((t) => t.action);

export type DesignRequestCheck =
  | { ok: true; to: DesignRequestStatus | 'same'; transition: DesignRequestTransition }
  | { ok: false; kind: 'forbidden' | 'conflict'; message: string };

const fillIn = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

function guardMessage(guard: DesignRequestGuard, r: FlowDesignRequest, action: DesignRequestAction): string | null {
  switch (guard) {
    case 'unassigned':
      if (r.artistId === null) return null;
      return action === 'suspend' ? DR_MESSAGES.suspendAssigned : DR_MESSAGES.alreadyAssigned;
    case 'assigned':
      return r.artistId === null ? DR_MESSAGES.notAssigned : null;
    case 'hasArt':
      return r.hasArt ? null : DR_MESSAGES.noArt;
    case 'inUse':
      return r.designInUse ? null : DR_MESSAGES.designNotInUse;
    case 'notInUse':
      // Only a COMPLETE request's design can be in use.
      return r.status === S.COMPLETE && r.designInUse ? DR_MESSAGES.designInUse : null;
  }
}

/**
 * May this user do `action` to this request now? Order: who (403), then the status (409), then the
 * guards (409). A refusal says why, in words for the user.
 */
export function checkDesignRequestAction(user: FlowUser, r: FlowDesignRequest, action: DesignRequestAction): DesignRequestCheck {
  const t = designRequestTransition(action);
  const roles = designRequestRoles(user, r);
  if (!t.who.some((w) => roles.has(w))) {
    // An artist who is not the assigned one: the request belongs to someone else.
    const message =
      t.who.includes('artist') && user.access.artist && r.artistId !== null && action === 'accept'
        ? DR_MESSAGES.alreadyAssigned
        : fillIn(DR_MESSAGES.notYours, { verb: t.verb });
    return { ok: false, kind: 'forbidden', message };
  }
  if (!(t.from as readonly number[]).includes(r.status)) {
    return { ok: false, kind: 'conflict', message: fillIn(DR_MESSAGES.wrongStatus, { status: designRequestStatusText(r.status) }) };
  }
  for (const g of t.guards ?? []) {
    const m = guardMessage(g, r, action);
    if (m) return { ok: false, kind: 'conflict', message: m };
  }
  return { ok: true, to: t.to, transition: t };
}

/** The actions the detail screen offers this user now (the server allows exactly these). */
export const offeredDesignRequestActions = (user: FlowUser, r: FlowDesignRequest): DesignRequestAction[] =>
  DESIGN_REQUEST_FLOW.filter((t) => checkDesignRequestAction(user, r, t.action).ok).map((t) => t.action);

/** spec 001 §4.2: bulk suspend only when no selected request has an artist or belongs to someone else. */
export function checkBulkSuspend(user: FlowUser, rows: readonly FlowDesignRequest[]): { ok: true } | { ok: false; message: string } {
  if (!rows.length) return { ok: false, message: DR_MESSAGES.bulkSuspendRefused };
  for (const r of rows) if (!checkDesignRequestAction(user, r, 'suspend').ok) return { ok: false, message: DR_MESSAGES.bulkSuspendRefused };
  return { ok: true };
}

/** The system timeline entry of a transition. */
export const timelineEntryOf = (t: DesignRequestTransition, values: Record<string, string | number>) => fillIn(t.timeline, values).trim();

// ---------------------------------------------------------------------------------------------
// Image proportions (spec 001 §5.2), the same check in the browser and on the server.

export interface ArtSize {
  width: number;
  height: number;
}

/**
 * Ours (spec 001 §5.2 gives the messages, not the arithmetic): the image, scaled to fit the
 * treatment's maximum box, must keep its short side at least 0.25 in ('image proportions are
 * incompatible…'); when a drop fixes both sizes the image must have the drop's proportions, within
 * 0.05 in at the drop's size ('treatment type does not support…'); a CC image needs a CC treatment.
 */
export function checkArtProportions(
  image: ArtSize,
  treatment: Pick<Treatment, 'maxWidth' | 'maxHeight' | 'ccAvail'>,
  opts: { cc?: boolean; fixed?: ArtSize | null } = {},
): string | null {
  if (!(image.width > 0 && image.height > 0)) return DR_MESSAGES.imageProportionsIncompatible;
  if (opts.cc && !treatment.ccAvail) return DR_MESSAGES.methodNoCcSupport;
  const ratio = image.width / image.height;
  const w = Math.min(treatment.maxWidth, treatment.maxHeight * ratio);
  const h = w / ratio;
  if (Math.min(w, h) < DR_LIMITS.minSize - 1e-9) return DR_MESSAGES.imageProportionsIncompatible;
  if (opts.fixed) {
    const atDropWidth = opts.fixed.width / ratio;
    if (Math.abs(atDropWidth - opts.fixed.height) > DR_LIMITS.sizeTolerance + 1e-9) return DR_MESSAGES.treatmentProportionsUnsupported;
  }
  return null;
}

/** spec 001 §5.2: the warnings that require at least one corrected issue before submit. */
export function artWarnings(
  requested: { width: number; height: number | null; cc: boolean; method: string },
  submitted: { width: number; height: number; cc: boolean; method: string },
): string[] {
  const w: string[] = [];
  if (Math.abs(requested.width - submitted.width) > DR_LIMITS.sizeTolerance + 1e-9)
    w.push(`Width differs from the requested ${requested.width} in.`);
  if (requested.height !== null && Math.abs(requested.height - submitted.height) > DR_LIMITS.sizeTolerance + 1e-9)
    w.push(`Height differs from the requested ${requested.height} in.`);
  if (requested.cc !== submitted.cc) w.push(requested.cc ? 'The art is not colour coordinated.' : 'The art is colour coordinated.');
  if (requested.method !== submitted.method) w.push('The treatment changed.');
  return w;
}

/** Ours: reads the size of an uploaded design image from its bytes: SVG viewBox, PNG IHDR, JPEG SOFn. */
export function imageSizeOf(bytes: Uint8Array, fileName: string): ArtSize | { error: string } {
  const lower = fileName.toLowerCase();
  const isPng = bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const isJpeg = bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8;
  if (isPng) {
    const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { width: dv.getUint32(16), height: dv.getUint32(20) };
  }
  if (isJpeg) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return { error: DR_MESSAGES.incompatibleFileType };
      const marker = bytes[i + 1];
      const len = (bytes[i + 2] << 8) | bytes[i + 3];
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: (bytes[i + 5] << 8) | bytes[i + 6], width: (bytes[i + 7] << 8) | bytes[i + 8] };
      }
      i += 2 + len;
    }
    return { error: DR_MESSAGES.incompatibleFileType };
  }
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, Math.min(bytes.length, 64 * 1024)));
  if (lower.endsWith('.svg') || /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) {
    const tag = /<svg\b[^>]*>/i.exec(head);
    if (!tag) return { error: DR_MESSAGES.incompatibleFileType };
    const vb = /\sviewBox\s*=\s*["']\s*([-\d.eE+]+)[\s,]+([-\d.eE+]+)[\s,]+([-\d.eE+]+)[\s,]+([-\d.eE+]+)\s*["']/i.exec(tag[0]);
    if (!vb) return { error: DR_MESSAGES.svgViewboxMissing };
    const width = Number(vb[3]);
    const height = Number(vb[4]);
    if (!(width > 0 && height > 0)) return { error: DR_MESSAGES.svgViewboxMissing };
    return { width, height };
  }
  return { error: DR_MESSAGES.incompatibleFileType };
}

// ---------------------------------------------------------------------------------------------
// Dates and sizes of the create/update form (spec 001 §5.2).

/** The calendar day `days` after today, today being Toronto's (the business's day, not UTC's). */
export const dayAfter = (now: Date, days: number) => dayjs(now).tz(TIME_ZONE).add(days, 'day').format('YYYY-MM-DD');
export const defaultDateRequired = (now: Date) => dayAfter(now, DR_LIMITS.defaultDaysAhead);
export const dateRequiredInRange = (date: string, now: Date) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= dayAfter(now, 0) && date <= dayAfter(now, DR_LIMITS.maxDaysAhead);
/** spec 001 §5.2: clamped between 0.25 and the maximum. */
export const clampSize = (value: number, max: number) => Math.min(max, Math.max(DR_LIMITS.minSize, Math.round(value * 100) / 100));
/** spec 001 §5.2: up to 2 digits and up to 2 decimals. */
export const SIZE_INPUT_PATTERN = /^\d{0,2}(\.\d{0,2})?$/;
export const cutLine = (line: string) => line.slice(0, DR_LIMITS.textLine);

/** The fields of the create/update/revise form (spec 001 §5.2) the rules read. */
export interface DesignRequestFormRuleInput {
  license: boolean;
  customer: string | null | undefined;
  player: number | null | undefined;
  method: string | null | undefined;
  width: number | null | undefined;
  height: number | null | undefined;
  cc: boolean;
  /** The chosen drop's template lines (null: no drop); `lines` must fill every one. */
  dropLines: readonly string[] | null;
  lines: readonly string[];
  instructions: string;
  dateRequired: string | null | undefined;
  referenceFiles: number;
}

/**
 * spec 001 §5.2: why the request cannot be sent, or null: a customer (or a player for a licence
 * request); a treatment; the colour coordination the treatment allows; the sizes within 0.25 in and
 * the treatment's maximum; every drop line filled; instructions; the date in its window; at most 3
 * reference files. The form disables its submit on a problem and the server refuses with it.
 */
export function designRequestProblem(v: DesignRequestFormRuleInput, now: Date): string | null {
  if (v.license ? !v.player : !v.customer) return DR_MESSAGES.customerOrPlayer;
  const treatment = treatmentOf(v.method);
  if (!treatment) return v.method ? DR_MESSAGES.unknownTreatment : DR_MESSAGES.treatmentRequired;
  if (v.cc && !treatment.ccAvail) return DR_MESSAGES.ccUnavailable;
  const maxW = maxSizeOf(treatment, 'width');
  const maxH = maxSizeOf(treatment, 'height');
  const bad = (n: number | null | undefined, max: number) =>
    typeof n !== 'number' || !Number.isFinite(n) || n < DR_LIMITS.minSize - 1e-9 || n > max + 1e-9;
  if (bad(v.width, maxW) || (v.height !== null && v.height !== undefined && bad(v.height, maxH)))
    return fillIn(DR_MESSAGES.sizeRange, { max: Math.max(maxW, maxH) });
  if (v.dropLines && (v.lines.length !== v.dropLines.length || v.lines.some((l) => !l.trim()))) return DR_MESSAGES.dropLinesRequired;
  if (!v.instructions.trim()) return DR_MESSAGES.instructionsRequired;
  if (!v.dateRequired || !dateRequiredInRange(v.dateRequired, now)) return DR_MESSAGES.dateRequiredRange;
  if (v.referenceFiles > DR_LIMITS.referenceFiles) return DR_MESSAGES.referenceFilesMax;
  return null;
}
