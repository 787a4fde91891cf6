import { z } from 'zod';
import { DR_LIMITS, DR_MESSAGES } from './designRequests';
import { addDropSchema, newLicenseDesignSchema } from './designsColorSchemas';

// The arguments of the design-request writes (spec 001 §5.2, §7.2), parsed by the server; the
// dialogs run the rules of designRequests.ts directly.

const id = z.number().int().positive().max(2_147_483_647);
const size = z.number({ error: DR_MESSAGES.sizeRange }).min(DR_LIMITS.minSize).max(99.99);
/** A request's size: its range (0.25 in to the treatment's maximum) is designRequestProblem's, with the maximum in the message. */
const requestSize = z.number({ error: DR_MESSAGES.sizeRange.replace('{max}', String(DR_LIMITS.defaultMaxSize)) }).finite();
const issue = z
  .string({ error: DR_MESSAGES.issueEmpty })
  .trim()
  .min(1, DR_MESSAGES.issueEmpty)
  .max(DR_LIMITS.issue, DR_MESSAGES.issueTooLong);

/** A reference file: an art reference's id (a new upload is stored first by POST /api/designRequest/reference, which answers its id). */
export const referenceFileSchema = z.object({ id });

/**
 * A request's design tags (README "Design tags"): the tags designs and drops carry, with their rule
 * (at most 10 of at most 30 characters, duplicates dropped) — the drop schema's own field.
 */
export const designRequestTagsSchema = addDropSchema.shape.tags;

/**
 * A licence request's colour choice (README "Licence colours"): Primary, Secondary and Neutral (the
 * two from GET /api/contrast of the Primary) and an optional Tonal — the licence design's own fields.
 */
export const designRequestColorsSchema = newLicenseDesignSchema.pick({ primary: true, secondary: true, neutral: true, tonal: true });
export type DesignRequestColors = z.infer<typeof designRequestColorsSchema>;

export const designRequestInputSchema = z.object({
  customer: z.string().trim().min(1).max(20).nullish(),
  league: id.nullish(),
  team: id.nullish(),
  player: id.nullish(),
  method: z.string({ error: DR_MESSAGES.treatmentRequired }).min(1, DR_MESSAGES.treatmentRequired).max(20),
  width: requestSize,
  height: requestSize.nullish(),
  cc: z.boolean().default(false),
  dropId: id.nullish(),
  // Lines are cut to 22 characters (spec 001 §5.2), on the form and again on the server.
  lines: z.array(z.string().max(200)).max(10).default([]),
  referenceFiles: z.array(referenceFileSchema).max(DR_LIMITS.referenceFiles, DR_MESSAGES.referenceFilesMax).default([]),
  instructions: z
    .string({ error: DR_MESSAGES.instructionsRequired })
    .trim()
    .min(1, DR_MESSAGES.instructionsRequired)
    .max(DR_LIMITS.instructions),
  dateRequired: z.string({ error: DR_MESSAGES.dateRequiredRange }).regex(/^\d{4}-\d{2}-\d{2}$/, DR_MESSAGES.dateRequiredRange),
  tags: designRequestTagsSchema,
  /** Licence requests only (a customer request's colours are the customer's art). */
  colors: designRequestColorsSchema.nullish().transform((v) => v ?? null),
});
export type DesignRequestInput = z.infer<typeof designRequestInputSchema>;

export const designRequestIssuesSchema = z.array(issue).min(1, DR_MESSAGES.issuesRequired).max(20);
export const designRequestReasonSchema = z
  .string({ error: DR_MESSAGES.revisionNoteRequired })
  .trim()
  .min(1, DR_MESSAGES.revisionNoteRequired)
  .max(DR_LIMITS.revisionNote, DR_MESSAGES.revisionNoteTooLong);
export const designRequestCommentSchema = z.string().trim().min(1).max(DR_LIMITS.timelineComment, DR_MESSAGES.timelineCommentTooLong);
export const designIssueSchema = issue;

/** submitDesignRequestArt: a new design (the upload's token, sizes) or an existing design, plus corrected issues. */
export const newDesignSchema = z.object({
  upload: z.string().min(1).max(100),
  width: size,
  height: size,
  cc: z.boolean().default(false),
  method: z.string().min(1).max(20),
  comment: z.string().max(DR_LIMITS.designComment, DR_MESSAGES.designCommentTooLong).default(''),
});
export const existingDesignSchema = z.object({ id: z.string().min(1).max(20), variation: z.number().int().min(1).max(999) });
export const submitArtSchema = z
  .object({
    newDesign: newDesignSchema.nullish(),
    existingDesign: existingDesignSchema.nullish(),
    issues: z.array(issue).max(20).default([]),
  })
  .refine((v) => !!v.newDesign !== !!v.existingDesign, { message: DR_MESSAGES.filesRequired });

/** returnDesignRequest / advanceDesignRequest issues: each with the manager's star (managerOptions.save). */
export const designIssueInputsSchema = z.array(z.object({ desc: z.string(), save: z.boolean().nullish() })).max(20);
/** suspendDesignRequests(ids). */
export const designRequestIdsSchema = z.array(id).min(1, DR_MESSAGES.bulkSuspendRefused).max(500);
