import { dayjs, TIME_ZONE } from './time';

// Drafted contests (spec 002 §2, §3, §4 Contest dates, §5, §8, §9): the rules both the screens and
// the server use. Decisions where the spec is silent: mfe-events-fpa/README.md "Decisions".

/** spec 002 §9 text limits. */
export const DRAFTED_NAME_MAX = 50;
export const DRAFTED_HANDLE_MAX = 50;
export const DRAFTED_DETAILS_MAX = 2000;

/** spec 002 §5: logo types jpeg, png, svg. */
export const DRAFTED_LOGO_TYPES = [
  { ext: 'jpg', mime: 'image/jpeg' },
  { ext: 'png', mime: 'image/png' },
  { ext: 'svg', mime: 'image/svg+xml' },
] as const;
/** Ours: 5 MB for a logo, 1 MB for the artist agreement (README "Decisions"). */
export const DRAFTED_LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const DRAFTED_AGREEMENT_MAX_BYTES = 1024 * 1024;
export const DRAFTED_AGREEMENT_TYPES = [{ ext: 'html', mime: 'text/html' }] as const;

/** spec 002 §5: new organization colour defaults (text FFFFFF, secondary text 000000). */
export const NEW_ORGANIZATION_COLORS = {
  primaryColorHex: '',
  secondaryColorHex: '',
  primaryTextColorHex: 'FFFFFF',
  secondaryTextColorHex: '000000',
} as const;
export const DRAFTED_COLOR_FIELDS = ['primaryColorHex', 'secondaryColorHex', 'primaryTextColorHex', 'secondaryTextColorHex'] as const;
export type DraftedColorField = (typeof DRAFTED_COLOR_FIELDS)[number];
export const DRAFTED_COLOR_LABELS: Record<DraftedColorField, string> = {
  primaryColorHex: 'Primary Color',
  secondaryColorHex: 'Secondary Color',
  primaryTextColorHex: 'Primary Text Color',
  secondaryTextColorHex: 'Secondary Text Color',
};

/** spec 002 §5: exactly 6 hex characters (without '#'). */
export const isDraftedColor = (value: unknown): value is string => typeof value === 'string' && /^[0-9A-Fa-f]{6}$/.test(value);

/**
 * spec 002 §5 handle: lowercased, runs of non-alphanumeric characters become a hyphen, leading and
 * trailing hyphens removed, at most 50.
 */
export function normalizeHandle(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, DRAFTED_HANDLE_MAX)
    .replace(/-+$/g, '');
}

/** spec 002 §4: submission start is midnight (Toronto) of the chosen day (YYYY-MM-DD). */
export const submissionStartOf = (day: string): Date => dayjs.tz(`${day} 00:00:00`, TIME_ZONE).toDate();
/** The Toronto calendar day of an instant. */
export const torontoDay = (at: Date | string | number): string => dayjs(at).tz(TIME_ZONE).format('YYYY-MM-DD');
/** spec 002 §5: the submission and voting-end pickers cannot pick past days (Toronto). */
export const isPastDay = (day: string, now: Date | number): boolean => day < torontoDay(now);

/** spec 002 §9: voting times are entered as hh:mm:ss (24-hour). */
export const VOTING_TIME_FORMAT = 'HH:mm:ss';
export const isVotingTime = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(value);
/** A voting instant from its Toronto day and hh:mm:ss time. */
export const votingInstant = (day: string, time: string): Date => dayjs.tz(`${day} ${time}`, TIME_ZONE).toDate();

export interface ContestDates {
  submissionStart: Date | string;
  voteStart: Date | string;
  voteEnd: Date | string;
}

/**
 * spec 002 §4 says voting start and end "move forward to at least" the date before (equal allowed);
 * §5 says submission start is *before* voting start *before* voting end (strict). We enforce the
 * strict reading (a vote that ends the instant it starts is no vote); the form moves a later date
 * that falls behind to one day after the earlier one (README "Decisions").
 */
export function contestDatesProblems(dates: ContestDates): Partial<Record<'voteStart' | 'voteEnd', string>> {
  const t = (v: Date | string) => new Date(v).getTime();
  const problems: Partial<Record<'voteStart' | 'voteEnd', string>> = {};
  if (!(t(dates.voteStart) > t(dates.submissionStart))) problems.voteStart = DRAFTED_MESSAGES.voteStartAfterSubmission;
  if (!(t(dates.voteEnd) > t(dates.voteStart))) problems.voteEnd = DRAFTED_MESSAGES.mustBeAfterVotingStart;
  return problems;
}

/** Ours: the messages the spec does not word ('Must be after voting start date/time.' is the spec's). */
export const DRAFTED_MESSAGES = {
  mustBeAfterVotingStart: 'Must be after voting start date/time.',
  voteStartAfterSubmission: 'Must be after submission start date.',
  nameRequired: 'Please enter a name.',
  nameTooLong: 'Name must be at most 50 characters.',
  handleRequired: 'Please enter a handle.',
  handleTaken: 'This handle is already used by another contest.',
  logoRequired: 'Please add a logo.',
  logoType: 'The logo must be a JPEG, PNG or SVG image of at most 5 MB.',
  logoUnknown: 'This logo was not uploaded, please add it again.',
  organizationRequired: 'Please choose an organization.',
  organizationNotFound: 'This organization does not exist.',
  sponsorNotFound: 'This sponsor does not exist.',
  contestNotFound: 'This contest does not exist.',
  colorRequired: 'Please enter 6 hex digits.',
  detailsTooLong: 'Details must be at most 2000 characters.',
  agreementRequired: 'Please add the artist agreement (an HTML file).',
  agreementType: 'The artist agreement must be an HTML file of at most 1 MB.',
  datesRequired: 'Please enter the submission start, voting start and voting end.',
  pastDay: 'Past days cannot be chosen.',
  votingTime: 'Please enter the time as hh:mm:ss.',
  teamNotInLeague: 'This team is not in the chosen league.',
  leagueNotFound: 'This league does not exist.',
  draftedManagerRequired: "You don't have permission to manage drafted contests.",
  loadFailed: 'An error occured while loading the contests, please try again later.',
  saveFailed: 'An error occured while saving, please try again later.',
  contestCreated: 'Contest created.',
  contestUpdated: 'Contest updated.',
  organizationUpdated: 'Organization updated.',
  sponsorUpdated: 'Sponsor updated.',
} as const;

/** spec 002 §2: the list sorts (sortBy in the address) and the column each maps to. */
export const CONTEST_SORTS = [
  'id',
  'name',
  'organization',
  'submissionStart',
  'voteStart',
  'voteEnd',
  'league',
  'team',
  'sponsor',
] as const;
export type ContestSort = (typeof CONTEST_SORTS)[number];
/** Ours: newest first when the address names no sort. */
export const DEFAULT_CONTEST_SORT: ContestSort = 'id';

/** spec 002 §5: "saves only if something changed and sends only changed fields". */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(after[key] ?? null) !== JSON.stringify(before[key] ?? null)) changed[key] = after[key];
  }
  return changed;
}
