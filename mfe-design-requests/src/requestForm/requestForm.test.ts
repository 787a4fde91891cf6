import { DR_MESSAGES, dayAfter, fill } from '@portal/shared';
import {
  acceptsSizeInput,
  emptyRequestForm,
  requestFormOf,
  requestFormProblem,
  requestInput,
  settleSize,
  slideWidth,
  widthSnaps,
  withDrop,
  type RequestForm,
} from './requestForm';

const NOW = new Date('2026-03-10T15:00:00Z');
const DROP = { id: 4, name: 'Script 2 lines', width: 10, height: 3, treatments: ['SCRP'], lines: ['TEAM', 'YEAR'] };
const filled = (patch: Partial<RequestForm> = {}): RequestForm => ({
  ...emptyRequestForm(NOW),
  customer: 'C100',
  method: 'SCRP',
  width: '10',
  instructions: 'Left chest',
  ...patch,
});

describe('the request form (spec 001 §5.2)', () => {
  it('defaults the date to 5 days ahead and sends no height until the toggle is on', () => {
    const form = filled({ height: '4' });
    expect(form.dateRequired).toBe('2026-03-15');
    expect(requestInput(form, false)).toEqual({
      customer: 'C100',
      method: 'SCRP',
      width: 10,
      height: null,
      cc: false,
      dropId: null,
      lines: [],
      referenceFiles: [],
      instructions: 'Left chest',
      dateRequired: '2026-03-15',
      tags: [],
    });
    expect(requestInput({ ...form, heightOn: true }, false).height).toBe(4);
  });

  it('says why submit is disabled, in the order the form is filled', () => {
    expect(requestFormProblem(emptyRequestForm(NOW), false, null, NOW)).toBe(DR_MESSAGES.customerOrPlayer);
    expect(requestFormProblem(filled({ method: null }), false, null, NOW)).toBe(DR_MESSAGES.treatmentRequired);
    expect(requestFormProblem(filled({ method: 'EMB', cc: true }), false, null, NOW)).toBe(DR_MESSAGES.ccUnavailable);
    expect(requestFormProblem(filled({ width: '17' }), false, null, NOW)).toBe(fill(DR_MESSAGES.sizeRange, { max: 20 }));
    expect(requestFormProblem(filled({ instructions: '  ' }), false, null, NOW)).toBe(DR_MESSAGES.instructionsRequired);
    expect(requestFormProblem(filled({ dateRequired: '2026-03-09' }), false, null, NOW)).toBe(DR_MESSAGES.dateRequiredRange);
    expect(requestFormProblem(filled({ dateRequired: dayAfter(NOW, 90) }), false, null, NOW)).toBeNull();
    expect(requestFormProblem(filled({ dateRequired: dayAfter(NOW, 91) }), false, null, NOW)).toBe(DR_MESSAGES.dateRequiredRange);
    // Today is Toronto's: at 23:00 in Toronto (03:00 UTC the next day) it is still that day there.
    const lateEvening = new Date('2026-03-11T03:00:00Z');
    expect(dayAfter(lateEvening, 0)).toBe('2026-03-10');
    expect(requestFormProblem(filled({ dateRequired: '2026-03-10' }), false, null, lateEvening)).toBeNull();
    // A licence request needs the player, not a customer.
    expect(requestFormProblem(filled({ customer: null }), true, null, NOW)).toBe(DR_MESSAGES.customerOrPlayer);
    expect(requestFormProblem(filled({ customer: null, league: 1, team: 2, player: 3 }), true, null, NOW)).toBeNull();
  });

  it('a drop fixes both sizes and needs every line filled', () => {
    const form = withDrop(filled({ width: '2' }), DROP);
    expect(form).toMatchObject({ dropId: 4, width: '10', height: '3', heightOn: true, lines: ['', ''] });
    expect(requestFormProblem(form, false, DROP, NOW)).toBe(DR_MESSAGES.dropLinesRequired);
    expect(requestFormProblem({ ...form, lines: ['HAWKS', ' '] }, false, DROP, NOW)).toBe(DR_MESSAGES.dropLinesRequired);
    expect(requestFormProblem({ ...form, lines: ['HAWKS', '2026'] }, false, DROP, NOW)).toBeNull();
    expect(withDrop(form, null)).toMatchObject({ dropId: null, lines: [] });
  });

  it('size inputs take 2 digits and 2 decimals, and are clamped between 0.25 and the maximum on leaving', () => {
    expect(['1', '12', '12.5', '12.55', '.5', ''].every(acceptsSizeInput)).toBe(true);
    expect(['123', '1.234', 'a', '-1'].some(acceptsSizeInput)).toBe(false);
    expect(settleSize('0.1', 12)).toBe('0.25');
    expect(settleSize('30', 12)).toBe('12');
    expect(settleSize('', 12)).toBe('');
  });

  it('an update needs at least one change; a similar request starts over with a new date and no references', () => {
    const request = {
      customer: { number: 'C100' },
      method: { type: 'SCRP' },
      width: 10,
      height: null,
      cc: false,
      lines: [],
      instructions: 'Left chest',
      dateRequired: '2026-03-20',
      referenceFiles: [{ id: 5, fileName: 'logo.png' }],
      drop: null,
      league: null,
      team: null,
      player: null,
    };
    const initial = requestFormOf(request, 'update', NOW);
    expect(requestFormProblem(initial, false, null, NOW, initial)).toBe(DR_MESSAGES.noChange);
    expect(requestFormProblem({ ...initial, instructions: 'Right chest' }, false, null, NOW, initial)).toBeNull();
    expect(requestInput(initial, false).referenceFiles).toEqual([{ id: 5 }]);
    const similar = requestFormOf(request, 'similar', NOW);
    expect(similar.dateRequired).toBe('2026-03-15');
    expect(similar.references).toEqual([]);
  });
});

describe('the width slider snap (README "Width slider snap")', () => {
  const snaps = [16, 10];
  it('holds a snap point for 10 extra nudges; the 11th leaves it by 0.55 in', () => {
    let position = 10;
    let shown = 10;
    for (let i = 1; i <= 10; i++) {
      ({ position, value: shown } = slideWidth(position, shown, Math.round((shown + 0.05) * 100) / 100, snaps, 16));
      expect(shown).toBe(10);
    }
    expect(position).toBeCloseTo(10.5);
    ({ position, value: shown } = slideWidth(position, shown, 10.05, snaps, 16));
    expect(shown).toBe(10.55);
    // Further nudges move by one step.
    expect(slideWidth(position, shown, 10.6, snaps, 16).value).toBe(10.6);
    // Leftwards the same: 10 nudges held, then 9.45.
    let p = 10;
    let v = 10;
    for (let i = 0; i < 11; i++) ({ position: p, value: v } = slideWidth(p, v, Math.round((v - 0.05) * 100) / 100, snaps, 16));
    expect(v).toBe(9.45);
  });

  it('a drag lands on a snap point within 0.5 in of it and anywhere else beyond', () => {
    expect(slideWidth(4, 4, 10.45, snaps, 16)).toEqual({ position: 10.45, value: 10 });
    expect(slideWidth(4, 4, 15.6, snaps, 16)).toEqual({ position: 15.6, value: 16 });
    expect(slideWidth(4, 4, 9.45, snaps, 16)).toEqual({ position: 9.45, value: 9.45 });
    expect(slideWidth(4, 4, 12, snaps, 16)).toEqual({ position: 12, value: 12 });
  });

  it('starts from the width shown when it was changed elsewhere (typed)', () => {
    // The slider was last held at the snap 10 (position 10.2), then 12 was typed: a nudge goes to 12.05.
    expect(slideWidth(10.2, 12, 12.05, snaps, 16).value).toBe(12.05);
  });

  it('its snap points: the treatment’s maximum, and the edited request’s width', () => {
    expect(widthSnaps(16, null)).toEqual([16]);
    expect(widthSnaps(16, '10')).toEqual([16, 10]);
    expect(widthSnaps(16, '')).toEqual([16]);
    expect(widthSnaps(12, '14')).toEqual([12]);
  });
});
