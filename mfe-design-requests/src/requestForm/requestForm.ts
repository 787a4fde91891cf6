import {
  DR_LIMITS,
  SIZE_INPUT_PATTERN,
  clampSize,
  cutLine,
  defaultDateRequired,
  designRequestProblem,
  maxSizeOf,
  treatmentOf,
  DR_MESSAGES,
  designRequestColorsSchema,
} from '@portal/shared';
import type { DesignRequestInput } from '../gql/graphql';
import type { DropOption, ReferenceChoice } from './api';

// The create / update / revise form's state and how it becomes the payload (spec 001 §3.2, §5.2).
// The rules themselves are shared core's designRequestProblem (the server runs the same).

/** What the form reads of an existing request (the detail answer). */
export interface DesignRequestDetailLike {
  customer?: { number: string } | null;
  league?: { id: number } | null;
  team?: { id: number } | null;
  player?: { id: number } | null;
  method: { type: string };
  drop?: { id: number } | null;
  width: number;
  height?: number | null;
  cc: boolean;
  lines: readonly string[];
  instructions: string;
  dateRequired: string;
  referenceFiles: readonly { id: number; fileName: string }[];
  tags?: readonly string[];
  colors?: LicenceColors | null;
}

/** A licence request's colour choice as picked (6-digit hex, '' while not chosen; README "Licence colours"). */
export interface LicenceColors {
  primary: string;
  secondary: string;
  neutral: string;
  tonal?: string | null;
}
export const noColors = (): LicenceColors => ({ primary: '', secondary: '', neutral: '', tonal: '' });

export type RequestFormMode = 'create' | 'update' | 'fork' | 'similar';

export interface RequestForm {
  customer: string | null;
  league: number | null;
  team: number | null;
  player: number | null;
  method: string | null;
  dropId: number | null;
  /** The size inputs as typed (up to 2 digits and 2 decimals). */
  width: string;
  height: string;
  /** spec 001 §5.2: height is optional through a toggle. */
  heightOn: boolean;
  cc: boolean;
  lines: string[];
  instructions: string;
  dateRequired: string;
  references: ReferenceChoice[];
  /** Design tags (designTags, or new ones). */
  tags: string[];
  /** Licence requests: the colour choice (all empty = none). */
  colors: LicenceColors;
}

export const emptyRequestForm = (now: Date): RequestForm => ({
  customer: null,
  league: null,
  team: null,
  player: null,
  method: null,
  dropId: null,
  width: '',
  height: '',
  heightOn: false,
  cc: false,
  lines: [],
  instructions: '',
  dateRequired: defaultDateRequired(now),
  references: [],
  tags: [],
  colors: noColors(),
});

/** The form of an existing request: update and revise keep its date; a similar request starts a new one (5 days ahead, no references). */
export function requestFormOf(r: DesignRequestDetailLike, mode: RequestFormMode, now: Date): RequestForm {
  const keep = mode === 'update';
  return {
    customer: r.customer?.number ?? null,
    league: r.league?.id ?? null,
    team: r.team?.id ?? null,
    player: r.player?.id ?? null,
    method: r.method.type,
    dropId: r.drop?.id ?? null,
    width: String(r.width),
    height: r.height === null || r.height === undefined ? '' : String(r.height),
    heightOn: r.height !== null && r.height !== undefined,
    cc: r.cc,
    lines: [...r.lines],
    instructions: r.instructions,
    dateRequired: keep ? r.dateRequired : defaultDateRequired(now),
    references: mode === 'similar' ? [] : r.referenceFiles.map((f) => ({ id: String(f.id), name: f.fileName })),
    tags: [...(r.tags ?? [])],
    colors: r.colors
      ? { primary: r.colors.primary, secondary: r.colors.secondary, neutral: r.colors.neutral, tonal: r.colors.tonal ?? '' }
      : noColors(),
  };
}

const num = (s: string) => (s.trim() === '' ? null : Number(s));

/** spec 001 §5.2: a size input takes at most 2 digits and 2 decimals; anything else is not taken. */
export const acceptsSizeInput = (text: string) => SIZE_INPUT_PATTERN.test(text);

/** On leaving a size input: clamped between 0.25 and the maximum (empty stays empty). */
export const settleSize = (text: string, max: number) =>
  text.trim() === '' || Number.isNaN(Number(text)) ? text : String(clampSize(Number(text), max));

/** The maxima of the chosen treatment (40 in without one). */
export const sizeMaxima = (method: string | null) => {
  const t = treatmentOf(method);
  return { width: maxSizeOf(t, 'width'), height: maxSizeOf(t, 'height') };
};

/**
 * The width slider's snap (spec 001 §5.2 "The width-slider snap allows about 10 extra nudges";
 * README "Width slider snap"). Snap points: the treatment's maximum width and, when the form edits
 * a request (update, revise, similar), that request's width. The slider follows a position of its
 * own: a one-step move (a keyboard nudge, or a drag of one step) moves it by that step; a longer
 * move puts it where the pointer is. Within `DR_LIMITS.snapNudges` steps (0.5 in) of a snap point
 * the slider shows the snap point, so leaving a snap point takes 10 extra nudges (the 11th lands
 * 0.55 in away) and a drag near it lands on it. The input beside the slider takes any width.
 */
export interface WidthSlide {
  /** Where the slider's own position is (not snapped). */
  position: number;
  /** What the width becomes. */
  value: number;
}
const round2 = (v: number) => Math.round(v * 100) / 100;
const SNAP_REACH = DR_LIMITS.snapNudges * DR_LIMITS.sizeStep + 1e-9;
export const snappedWidth = (position: number, snaps: readonly number[]) => {
  let best: number | null = null;
  for (const s of snaps)
    if (Math.abs(position - s) <= SNAP_REACH && (best === null || Math.abs(position - s) < Math.abs(position - best))) best = s;
  return best ?? position;
};
export function slideWidth(position: number, shown: number, raw: number, snaps: readonly number[], max: number): WidthSlide {
  // The width changed elsewhere (typed, a drop, a treatment): the slider starts from what is shown.
  const from = snappedWidth(position, snaps) === shown ? position : shown;
  const delta = round2(raw - shown);
  const next = Math.abs(Math.abs(delta) - DR_LIMITS.sizeStep) < 1e-9 ? round2(from + delta) : raw;
  const bounded = Math.min(max, Math.max(DR_LIMITS.minSize, next));
  return { position: bounded, value: snappedWidth(bounded, snaps) };
}
/** The snap points of the width slider: the treatment's maximum and the edited request's width. */
export const widthSnaps = (maxWidth: number, initialWidth: string | null) => {
  const w = initialWidth ? Number(initialWidth) : NaN;
  return [maxWidth, ...(Number.isFinite(w) && w >= DR_LIMITS.minSize && w < maxWidth ? [w] : [])];
};

/** Choosing a drop fixes both sizes and gives one line per template line. */
export function withDrop(form: RequestForm, drop: DropOption | null): RequestForm {
  if (!drop) return { ...form, dropId: null, lines: [] };
  return {
    ...form,
    dropId: drop.id,
    width: String(drop.width),
    height: String(drop.height),
    heightOn: true,
    lines: drop.lines.map((_, i) => form.lines[i] ?? ''),
  };
}

/** The payload of the four writes (spec 001 §3.2 create payload). */
export function requestInput(form: RequestForm, license: boolean): DesignRequestInput {
  return {
    ...(license ? { league: form.league, team: form.team, player: form.player } : { customer: form.customer }),
    method: form.method ?? '',
    width: num(form.width) ?? 0,
    height: form.heightOn ? num(form.height) : null,
    cc: form.cc,
    dropId: form.dropId,
    lines: form.lines.map(cutLine),
    referenceFiles: form.references.map((r) => ({ id: Number(r.id) })),
    instructions: form.instructions,
    dateRequired: form.dateRequired,
    tags: form.tags,
    ...(license && colorsChosen(form.colors) ? { colors: { ...form.colors, tonal: form.colors.tonal || null } } : {}),
  };
}

/** Whether any colour of the licence colour choice is picked (none: the request carries no colours). */
export const colorsChosen = (c: LicenceColors) => !!(c.primary || c.secondary || c.neutral || c.tonal);

/** The licence colour choice's rule (the server's schema): none, or Primary, Secondary and Neutral (Tonal optional). */
export function colorsProblem(c: LicenceColors): string | null {
  if (!colorsChosen(c)) return null;
  const parsed = designRequestColorsSchema.safeParse({ ...c, tonal: c.tonal || null });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * Why submit is disabled, or null: the shared rules (designRequestProblem), and in edit mode at
 * least one change (spec 001 §5.2).
 */
export function requestFormProblem(
  form: RequestForm,
  license: boolean,
  drop: DropOption | null,
  now: Date,
  initial?: RequestForm,
): string | null {
  const input = requestInput(form, license);
  const problem = designRequestProblem(
    {
      license,
      customer: form.customer,
      player: form.player,
      method: form.method,
      width: num(form.width),
      height: form.heightOn ? num(form.height) : null,
      cc: form.cc,
      dropLines: drop ? drop.lines : null,
      lines: input.lines ?? [],
      instructions: form.instructions,
      dateRequired: form.dateRequired,
      referenceFiles: form.references.length,
    },
    now,
  );
  if (problem) return problem;
  const colors = license ? colorsProblem(form.colors) : null;
  if (colors) return colors;
  if (initial && JSON.stringify(requestInput(initial, license)) === JSON.stringify(input)) return DR_MESSAGES.noChange;
  return null;
}
export const REFERENCE_LIMIT = DR_LIMITS.referenceFiles;
