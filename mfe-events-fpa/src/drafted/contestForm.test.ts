import { DRAFTED_MESSAGES, normalizeHandle } from '@portal/shared';
import {
  contestErrors,
  contestFormOf,
  contestInput,
  contestUpdate,
  emptyContestForm,
  moveDates,
  NEW_ORGANIZATION,
  type ContestForm,
} from './contestForm';

// The Create/Update Drafted Contest form's rules (spec 002 §4, §5) without a browser.

const NOW = new Date('2026-06-15T16:00:00Z'); // 12:00 in Toronto
const filled = (extra: Partial<ContestForm> = {}): ContestForm => ({
  ...emptyContestForm(),
  name: ' Spring Jersey ',
  handle: 'spring-jersey',
  logo: { upload: '00000000-0000-0000-0000-000000000000.png' },
  organizationId: 3,
  colors: { primaryColorHex: '0B3D91', secondaryColorHex: 'C8102E', primaryTextColorHex: 'FFFFFF', secondaryTextColorHex: '000000' },
  submissionDay: '2026-06-20',
  voteStart: '2026-07-01 09:00:00',
  voteEnd: '2026-07-10 21:30:15',
  agreement: '00000000-0000-0000-0000-000000000000.html',
  details: 'Design it',
  ...extra,
});
const contest = {
  name: 'Spring Jersey',
  handle: 'spring-jersey',
  logoUrl: '/api/drafted/logo/seed-harbour.svg',
  details: 'Design it',
  organization: { id: 3 },
  sponsor: { id: 2 },
  primaryColorHex: '0B3D91',
  secondaryColorHex: 'C8102E',
  primaryTextColorHex: 'FFFFFF',
  secondaryTextColorHex: '000000',
  submissionStart: '2026-06-20T04:00:00.000Z',
  voteStart: '2026-07-01T13:00:00.000Z',
  voteEnd: '2026-07-11T01:30:15.000Z',
};

test('the handle is lower-cased, runs of other characters become one hyphen, no hyphen at either end, at most 50', () => {
  expect(normalizeHandle('--Spring  Jersey!! 2026--')).toBe('spring-jersey-2026');
  expect(normalizeHandle('Été à Montréal')).toBe('t-montr-al');
  expect(normalizeHandle('!!!')).toBe('');
  expect(normalizeHandle(`${'a'.repeat(49)} b`)).toBe('a'.repeat(49));
});

test('a complete form has no errors; a new contest needs its agreement, an update does not', () => {
  expect(contestErrors(filled(), true, NOW)).toEqual({});
  expect(contestErrors(filled({ agreement: null }), true, NOW)).toEqual({ agreement: DRAFTED_MESSAGES.agreementRequired });
  expect(contestErrors(filled({ agreement: null }), false, NOW)).toEqual({});
});

test('every field rule shows its message', () => {
  const errors = contestErrors(
    filled({
      name: '  ',
      handle: '--',
      logo: null,
      organizationId: NEW_ORGANIZATION,
      colors: { primaryColorHex: '12345', secondaryColorHex: '', primaryTextColorHex: 'FFFFFF', secondaryTextColorHex: '000000' },
      details: 'x'.repeat(2001),
    }),
    true,
    NOW,
  );
  expect(errors).toEqual({
    name: DRAFTED_MESSAGES.nameRequired,
    handle: DRAFTED_MESSAGES.handleRequired,
    logo: DRAFTED_MESSAGES.logoRequired,
    organization: DRAFTED_MESSAGES.organizationRequired,
    primaryColorHex: DRAFTED_MESSAGES.colorRequired,
    secondaryColorHex: DRAFTED_MESSAGES.colorRequired,
    details: DRAFTED_MESSAGES.detailsTooLong,
  });
  expect(contestErrors(filled({ name: 'x'.repeat(51) }), true, NOW).name).toBe(DRAFTED_MESSAGES.nameTooLong);
});

test('dates: strictly ordered (equal voting start and end is refused with the spec’s message), no past days', () => {
  expect(contestErrors(filled({ voteEnd: '2026-07-01 09:00:00' }), true, NOW).voteEnd).toBe('Must be after voting start date/time.');
  expect(contestErrors(filled({ voteEnd: '2026-07-01 09:00:01' }), true, NOW).voteEnd).toBeUndefined();
  expect(contestErrors(filled({ voteStart: '2026-06-20 00:00:00' }), true, NOW).voteStart).toBe(DRAFTED_MESSAGES.voteStartAfterSubmission);
  expect(contestErrors(filled({ submissionDay: '2026-06-14' }), true, NOW).submissionDay).toBe(DRAFTED_MESSAGES.pastDay);
  expect(contestErrors(filled({ submissionDay: '2026-06-15' }), true, NOW).submissionDay).toBeUndefined();
  // A running contest keeps its past submission day.
  const running = filled({ submissionDay: '2026-06-01' });
  expect(contestErrors(running, false, NOW, running).submissionDay).toBeUndefined();
});

test('a later date that falls behind moves to one day after the earlier one (spec 002 §4)', () => {
  expect(moveDates(filled({ submissionDay: '2026-07-05' }))).toMatchObject({
    voteStart: '2026-07-06 09:00:00',
    voteEnd: '2026-07-10 21:30:15',
  });
  expect(moveDates(filled({ submissionDay: '2026-07-12' }))).toMatchObject({
    voteStart: '2026-07-13 09:00:00',
    voteEnd: '2026-07-14 09:00:00',
  });
  expect(moveDates(filled())).toEqual(filled());
});

test('create sends every field: name trimmed, submission at Toronto midnight, voting times to the second', () => {
  expect(contestInput(filled(), 3)).toEqual({
    name: 'Spring Jersey',
    handle: 'spring-jersey',
    logo: { upload: '00000000-0000-0000-0000-000000000000.png' },
    organizationId: 3,
    primaryColorHex: '0B3D91',
    secondaryColorHex: 'C8102E',
    primaryTextColorHex: 'FFFFFF',
    secondaryTextColorHex: '000000',
    submissionStart: '2026-06-20T04:00:00.000Z',
    voteStart: '2026-07-01T13:00:00.000Z',
    voteEnd: '2026-07-11T01:30:15.000Z',
    agreement: '00000000-0000-0000-0000-000000000000.html',
    details: 'Design it',
  });
});

test('update sends only what changed; removing the sponsor sends -1', () => {
  const initial = contestFormOf(contest);
  expect(contestUpdate(7, initial, initial, 3)).toEqual({ id: 7 });
  expect(contestUpdate(7, initial, { ...initial, name: 'Summer Jersey ' }, 3)).toEqual({ id: 7, name: 'Summer Jersey' });
  expect(contestUpdate(7, initial, { ...initial, sponsorId: null }, 3)).toEqual({ id: 7, sponsorId: -1 });
  expect(contestUpdate(7, initial, { ...initial, voteEnd: '2026-07-12 21:30:15' }, 3)).toEqual({
    id: 7,
    voteEnd: '2026-07-13T01:30:15.000Z',
  });
  expect(contestUpdate(7, initial, { ...initial, logo: { upload: 'x.png' } }, 3)).toEqual({ id: 7, logo: { upload: 'x.png' } });
});
