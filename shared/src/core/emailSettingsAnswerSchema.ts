import { z } from 'zod';
import { EMAIL_FLAGS, type EmailFlag } from './emailFlags';

// GET and PUT /api/emailAccess answer (spec 002 §3; adminRoutes.ts): a user's flags and templates,
// the extra addresses with their own flags, and the job title that decides the shipped customer copy.

const flags = Object.fromEntries(EMAIL_FLAGS.map((f) => [f, z.boolean()])) as Record<EmailFlag, z.ZodBoolean>;

export const emailSettingsAnswerSchema = z.object({
  access: z.object({ ...flags, sellsheetTemplate: z.string().nullable(), orderApprovalTemplate: z.string().nullable() }),
  altUsers: z.array(z.object({ email: z.string(), ...flags })),
  jobTitle: z.string().nullable(),
});
