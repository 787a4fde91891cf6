import { z } from 'zod';
import { checkArtProportions, DR_LIMITS, DR_MESSAGES, treatmentOf, type ArtSize } from './designRequests';
import { DESIGN_COLOR_MESSAGES, DESIGN_COMMENT_MAX, DESIGN_METHODS, DESIGN_SIZE_MIN, DESIGN_TEXT_MAX } from './designsColor';
import { designSizeField, optionalText } from './designsColorSchemas';

// The designs list's Upload button (spec 001 §6 "Upload button: artist, artist_manager or customer
// user type"; the spec shows no call or form: mfe-designs-color/README.md "Upload a design"). The
// design image is read and checked by the design requests' rules (imageSizeOf, checkArtProportions:
// PNG or SVG up to 10 MB, proportions against the method), in the dialog and again on the server.

/** PNG or SVG, as the design image of the design request's upload (spec 001 §5.2). */
export const DESIGN_UPLOAD_TYPES = [
  { ext: 'png', mime: 'image/png' },
  { ext: 'svg', mime: 'image/svg+xml' },
] as const;
export const DESIGN_UPLOAD_MAX_BYTES = DR_LIMITS.imageBytes;
/** A staged image's id: the server's random token. */
export const DESIGN_UPLOAD_TOKEN = /^[0-9a-f]{32}$/;

/** Ours, except the image's texts, which are spec 001 §5.2's. */
export const DESIGN_UPLOAD_MESSAGES = {
  imageTooLarge: DR_MESSAGES.designImageTooLarge,
  incompatibleFileType: DR_MESSAGES.incompatibleFileType,
  svgViewboxMissing: DR_MESSAGES.svgViewboxMissing,
  oneImage: 'Please upload one image.',
  imageRequired: 'Please upload the design image.',
  imageExpired: 'The uploaded image is no longer available. Please upload it again.',
  customerRequired: 'Please choose a customer.',
  customerNotFound: 'This customer does not exist.',
  notYourCustomer: 'You can only upload designs for your own customers.',
  forbidden: "You don't have permission to upload designs.",
  methodRequired: DESIGN_COLOR_MESSAGES.methodRequired,
  designSizeInvalid: DESIGN_COLOR_MESSAGES.designSizeInvalid,
  designTextTooLong: DESIGN_COLOR_MESSAGES.designTextTooLong,
  designCommentTooLong: DESIGN_COLOR_MESSAGES.designCommentTooLong,
  uploaded: 'Design {id}-{variation} uploaded.',
  uploadFailed: 'An error occured while uploading the design.',
} as const;
const M = DESIGN_UPLOAD_MESSAGES;

/**
 * POST /api/design/upload: the staged image (`upload`, the token the image call answered), the
 * customer, the method, the width in inches (the height follows the image), text and comment.
 */
export const uploadDesignSchema = z.object(
  {
    upload: z.string({ error: M.imageRequired }).regex(DESIGN_UPLOAD_TOKEN, M.imageRequired),
    customer: z.string({ error: M.customerRequired }).trim().min(1, M.customerRequired).max(20, M.customerNotFound),
    method: z.enum(DESIGN_METHODS.map((m) => m.code) as [string, ...string[]], { error: M.methodRequired }),
    width: designSizeField,
    text: optionalText(DESIGN_TEXT_MAX, M.designTextTooLong),
    comment: optionalText(DESIGN_COMMENT_MAX, M.designCommentTooLong),
  },
  { error: M.imageRequired },
);
export type UploadDesignBody = z.input<typeof uploadDesignSchema>;

const cents = (v: number) => Math.round(v * 100) / 100;

/**
 * The uploaded design's size in inches: the width asked for, the height by the image's proportions,
 * both scaled down together to fit the method's maximum box; or the proportions check's message
 * (spec 001 §5.2: 'image proportions are incompatible with the decoration treatment type').
 */
export function uploadedDesignSize(image: ArtSize, method: string, width: number): ArtSize | { error: string } {
  const treatment = treatmentOf(method);
  if (!treatment) return { error: M.methodRequired };
  const problem = checkArtProportions(image, treatment);
  if (problem) return { error: problem };
  const ratio = image.height / image.width;
  let w = Math.max(DESIGN_SIZE_MIN, width);
  let h = w * ratio;
  const scale = Math.min(1, treatment.maxWidth / w, treatment.maxHeight / h);
  w *= scale;
  h *= scale;
  const out = { width: cents(w), height: cents(h) };
  if (Math.min(out.width, out.height) < DESIGN_SIZE_MIN) return { error: M.designSizeInvalid };
  return out;
}
