import { z } from 'zod';
import {
  DRAFTED_DETAILS_MAX,
  DRAFTED_MESSAGES,
  DRAFTED_NAME_MAX,
  isDraftedColor,
  normalizeHandle,
  submissionStartOf,
  torontoDay,
} from './drafted';

// The inputs of the drafted-contest mutations (spec 002 §7), parsed by the server with the rules of
// drafted.ts. On update every field but id is optional: what is absent does not change.

const id = z.number().int().positive().max(2_147_483_647);
const name = z
  .string({ error: DRAFTED_MESSAGES.nameRequired })
  .trim()
  .min(1, DRAFTED_MESSAGES.nameRequired)
  .max(DRAFTED_NAME_MAX, DRAFTED_MESSAGES.nameTooLong);
const color = z
  .string({ error: DRAFTED_MESSAGES.colorRequired })
  .refine(isDraftedColor, DRAFTED_MESSAGES.colorRequired)
  .transform((v) => v.toUpperCase());
/** An organization's colour may be left empty (null). */
const optionalColor = z
  .string({ error: DRAFTED_MESSAGES.colorRequired })
  .nullable()
  .transform((v) => (v === '' ? null : v))
  .refine((v) => v === null || isDraftedColor(v), DRAFTED_MESSAGES.colorRequired)
  .transform((v) => v?.toUpperCase() ?? null);
/** Logo input {upload, path} (spec 002 §3): a new upload's token, or the path of the logo kept. */
const logo = z.object(
  { upload: z.string().max(100).nullish(), path: z.string().max(300).nullish() },
  { error: DRAFTED_MESSAGES.logoRequired },
);
const ref = z.number().int().max(2_147_483_647).nullable();
/** An ISO 8601 instant (the wire's string) as a Date. */
const when = z
  .string({ error: DRAFTED_MESSAGES.datesRequired })
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)),
    DRAFTED_MESSAGES.datesRequired,
  )
  .transform((v) => new Date(v));
/** spec 002 §4: submission starts at midnight (Toronto) of the chosen day, whatever time is sent. */
const submissionDay = when.transform((at) => submissionStartOf(torontoDay(at)));

const organizationFields = {
  name,
  logo: logo.nullish(),
  primaryColorHex: optionalColor.optional(),
  secondaryColorHex: optionalColor.optional(),
  primaryTextColorHex: optionalColor.optional(),
  secondaryTextColorHex: optionalColor.optional(),
  leagueId: ref.optional(),
  teamId: ref.optional(),
};
export const createDraftedOrganizationSchema = z.object(organizationFields);
export const updateDraftedOrganizationSchema = z.object({ ...organizationFields, id, name: name.optional() });

export const createDraftedSponsorSchema = z.object({ name, logo: logo.nullish() });
export const updateDraftedSponsorSchema = z.object({ id, name: name.optional(), logo: logo.nullish() });

const handle = z
  .string({ error: DRAFTED_MESSAGES.handleRequired })
  .transform(normalizeHandle)
  .refine((v) => v.length > 0, DRAFTED_MESSAGES.handleRequired);
const details = z
  .string()
  .max(DRAFTED_DETAILS_MAX, DRAFTED_MESSAGES.detailsTooLong)
  .nullish()
  .transform((v) => v?.trim() || null);
const contestFields = {
  name,
  handle,
  logo,
  organizationId: id,
  /** spec 002 §7: -1 removes the sponsor. */
  sponsorId: z.number().int().min(-1).max(2_147_483_647).nullish(),
  primaryColorHex: color,
  secondaryColorHex: color,
  primaryTextColorHex: color,
  secondaryTextColorHex: color,
  submissionStart: submissionDay,
  voteStart: when,
  voteEnd: when,
  /** The uploaded artist agreement's token (POST /api/drafted/upload?kind=agreement). */
  agreement: z.string().max(100).nullish(),
  details,
};
export const createDraftedContestSchema = z.object({
  ...contestFields,
  agreement: z.string({ error: DRAFTED_MESSAGES.agreementRequired }).min(1, DRAFTED_MESSAGES.agreementRequired).max(100),
});
export const updateDraftedContestSchema = z.object({
  id,
  name: name.optional(),
  handle: handle.optional(),
  logo: logo.optional(),
  organizationId: id.optional(),
  sponsorId: contestFields.sponsorId,
  primaryColorHex: color.optional(),
  secondaryColorHex: color.optional(),
  primaryTextColorHex: color.optional(),
  secondaryTextColorHex: color.optional(),
  submissionStart: submissionDay.optional(),
  voteStart: when.optional(),
  voteEnd: when.optional(),
  agreement: contestFields.agreement,
  details: details.optional(),
});
export type CreateDraftedContestInput = z.output<typeof createDraftedContestSchema>;
export type UpdateDraftedContestInput = z.output<typeof updateDraftedContestSchema>;
