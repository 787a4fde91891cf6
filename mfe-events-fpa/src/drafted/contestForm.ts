import {
  changedFields,
  contestDatesProblems,
  dayjs,
  DRAFTED_COLOR_FIELDS,
  DRAFTED_DETAILS_MAX,
  DRAFTED_MESSAGES,
  DRAFTED_NAME_MAX,
  formatToronto,
  isDraftedColor,
  isPastDay,
  normalizeHandle,
  submissionStartOf,
  TIME_ZONE,
  type DraftedColorField,
} from '@portal/shared';
import type { DraftedContestInput } from '../gql/graphql';

// The Create/Update Drafted Contest form as data (spec 002 §4 Contest dates, §5): its state, the
// rules it shows under each field, the date moves, and the input it sends (on update: only the
// fields that changed). Dates are Toronto wall times: submission a day (midnight), voting
// 'YYYY-MM-DD HH:mm:ss'.

export const WALL_TIME = 'YYYY-MM-DD HH:mm:ss';
/** The day the new organization option stands for in the organization picker. */
export const NEW_ORGANIZATION = -1;

export interface ContestForm {
  name: string;
  handle: string;
  /** A new upload's token, or the kept logo's path. */
  logo: { upload?: string; path?: string } | null;
  organizationId: number | null;
  newOrganizationName: string;
  sponsorId: number | null;
  colors: Record<DraftedColorField, string>;
  submissionDay: string;
  voteStart: string;
  voteEnd: string;
  agreement: string | null;
  details: string;
}

export const wallTime = (iso: string) => formatToronto(iso, WALL_TIME);
const instant = (wall: string) => dayjs.tz(wall, TIME_ZONE).toISOString();

export function emptyContestForm(): ContestForm {
  return {
    name: '',
    handle: '',
    logo: null,
    organizationId: null,
    newOrganizationName: '',
    sponsorId: null,
    colors: { primaryColorHex: '', secondaryColorHex: '', primaryTextColorHex: '', secondaryTextColorHex: '' },
    submissionDay: '',
    voteStart: '',
    voteEnd: '',
    agreement: null,
    details: '',
  };
}

export interface ContestLike {
  name: string;
  handle: string;
  logoUrl: string;
  details?: string | null;
  organization: { id: number };
  sponsor?: { id: number } | null;
  primaryColorHex: string;
  secondaryColorHex: string;
  primaryTextColorHex: string;
  secondaryTextColorHex: string;
  submissionStart: string;
  voteStart: string;
  voteEnd: string;
}

export function contestFormOf(c: ContestLike): ContestForm {
  return {
    name: c.name,
    handle: c.handle,
    logo: { path: c.logoUrl },
    organizationId: c.organization.id,
    newOrganizationName: '',
    sponsorId: c.sponsor?.id ?? null,
    colors: {
      primaryColorHex: c.primaryColorHex,
      secondaryColorHex: c.secondaryColorHex,
      primaryTextColorHex: c.primaryTextColorHex,
      secondaryTextColorHex: c.secondaryTextColorHex,
    },
    submissionDay: formatToronto(c.submissionStart, 'YYYY-MM-DD'),
    voteStart: wallTime(c.voteStart),
    voteEnd: wallTime(c.voteEnd),
    agreement: null,
    details: c.details ?? '',
  };
}

/**
 * spec 002 §4: a later date that falls behind an earlier one moves forward. We move it to one day
 * after the earlier one (the strict reading of §5: README "Decisions").
 */
export function moveDates(form: ContestForm): ContestForm {
  let { voteStart, voteEnd } = form;
  const after = (later: string, earlier: string) => dayjs(later).valueOf() > dayjs(earlier).valueOf();
  if (form.submissionDay && voteStart && !after(voteStart, `${form.submissionDay} 00:00:00`)) {
    voteStart = dayjs(`${form.submissionDay} ${voteStart.slice(11) || '00:00:00'}`)
      .add(1, 'day')
      .format(WALL_TIME);
  }
  if (voteStart && voteEnd && !after(voteEnd, voteStart)) voteEnd = dayjs(voteStart).add(1, 'day').format(WALL_TIME);
  return { ...form, voteStart, voteEnd };
}

export type ContestErrors = Partial<
  Record<
    'name' | 'handle' | 'logo' | 'organization' | DraftedColorField | 'submissionDay' | 'voteStart' | 'voteEnd' | 'agreement' | 'details',
    string
  >
>;

/** Every rule of spec 002 §5 the form shows; `creating`: the agreement is required; `now`: no past days. */
export function contestErrors(form: ContestForm, creating: boolean, now: Date | number, initial?: ContestForm): ContestErrors {
  const errors: ContestErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = DRAFTED_MESSAGES.nameRequired;
  else if (name.length > DRAFTED_NAME_MAX) errors.name = DRAFTED_MESSAGES.nameTooLong;
  if (!normalizeHandle(form.handle)) errors.handle = DRAFTED_MESSAGES.handleRequired;
  if (!form.logo?.upload && !form.logo?.path) errors.logo = DRAFTED_MESSAGES.logoRequired;
  if (form.organizationId === null || (form.organizationId === NEW_ORGANIZATION && !form.newOrganizationName.trim()))
    errors.organization = DRAFTED_MESSAGES.organizationRequired;
  for (const field of DRAFTED_COLOR_FIELDS) if (!isDraftedColor(form.colors[field])) errors[field] = DRAFTED_MESSAGES.colorRequired;
  if (!form.submissionDay) errors.submissionDay = DRAFTED_MESSAGES.datesRequired;
  else if (isPastDay(form.submissionDay, now) && form.submissionDay !== initial?.submissionDay)
    errors.submissionDay = DRAFTED_MESSAGES.pastDay;
  if (!form.voteStart) errors.voteStart = DRAFTED_MESSAGES.datesRequired;
  if (!form.voteEnd) errors.voteEnd = DRAFTED_MESSAGES.datesRequired;
  else if (isPastDay(form.voteEnd.slice(0, 10), now) && form.voteEnd !== initial?.voteEnd) errors.voteEnd = DRAFTED_MESSAGES.pastDay;
  if (form.submissionDay && form.voteStart && form.voteEnd && !errors.voteEnd) {
    const problems = contestDatesProblems({
      submissionStart: submissionStartOf(form.submissionDay),
      voteStart: instant(form.voteStart),
      voteEnd: instant(form.voteEnd),
    });
    if (problems.voteStart) errors.voteStart = problems.voteStart;
    if (problems.voteEnd) errors.voteEnd = problems.voteEnd;
  }
  if (creating && !form.agreement) errors.agreement = DRAFTED_MESSAGES.agreementRequired;
  if (form.details.length > DRAFTED_DETAILS_MAX) errors.details = DRAFTED_MESSAGES.detailsTooLong;
  return errors;
}

/** The whole input of a new contest (the organization id once a new one is created). */
export function contestInput(form: ContestForm, organizationId: number): DraftedContestInput {
  return {
    name: form.name.trim(),
    handle: normalizeHandle(form.handle),
    logo: form.logo!.upload ? { upload: form.logo!.upload } : { path: form.logo!.path },
    organizationId,
    ...(form.sponsorId ? { sponsorId: form.sponsorId } : {}),
    ...form.colors,
    submissionStart: submissionStartOf(form.submissionDay).toISOString(),
    voteStart: instant(form.voteStart),
    voteEnd: instant(form.voteEnd),
    agreement: form.agreement,
    details: form.details.trim(),
  };
}

/** spec 002: an update sends only the fields that changed; sponsorId -1 removes the sponsor. */
export function contestUpdate(id: number, initial: ContestForm, form: ContestForm, organizationId: number): DraftedContestInput {
  const before = { ...contestInput(initial, initial.organizationId!), sponsorId: initial.sponsorId ?? -1 };
  const after = { ...contestInput(form, organizationId), sponsorId: form.sponsorId ?? -1 };
  const changed = changedFields(before as Record<string, unknown>, after as Record<string, unknown>) as DraftedContestInput;
  if (!form.agreement) delete changed.agreement;
  return { id, ...changed };
}
