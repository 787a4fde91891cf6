import { DR_LIMITS, DR_MESSAGES, artWarnings, checkArtProportions, treatmentOf, type ArtSize } from '@portal/shared';
import { fileDropProblem, readImageSize, type FileType } from '@portal/shared/ui';

// The upload art dialog's rules (spec 001 §5.2): each file's types and size with its own message,
// the design image's size (SVG viewBox, PNG/JPEG header: shared core's imageSizeOf, which the
// server runs on the same bytes) and its proportions against the treatment, the submitted size, and
// the warnings that require a corrected issue.

export type ArtField = 'production' | 'working' | 'image' | 'pms';
/** By extension only (no MIME type: browsers give .eps/.dst/.ai none that can be relied on; the server checks the extension too). */
const PRODUCTION_TYPES: FileType[] = ['eps', 'dst', 'psd', 'ai', 'pdf'].map((ext) => ({ ext, mime: '' }));
export const ART_FIELDS: Record<ArtField, { label: string; types: FileType[]; maxBytes: number; tooLarge: string }> = {
  production: {
    label: 'Production file',
    types: PRODUCTION_TYPES,
    maxBytes: DR_LIMITS.productionFileBytes,
    tooLarge: DR_MESSAGES.productionFileTooLarge,
  },
  working: {
    label: 'Working file',
    types: PRODUCTION_TYPES,
    maxBytes: DR_LIMITS.productionFileBytes,
    tooLarge: DR_MESSAGES.workingFileTooLarge,
  },
  image: {
    label: 'Design image',
    types: [
      { ext: 'png', mime: 'image/png' },
      { ext: 'svg', mime: 'image/svg+xml' },
    ],
    maxBytes: DR_LIMITS.imageBytes,
    tooLarge: DR_MESSAGES.designImageTooLarge,
  },
  pms: {
    label: 'PMS image',
    types: [{ ext: 'png', mime: 'image/png' }],
    maxBytes: DR_LIMITS.imageBytes,
    tooLarge: DR_MESSAGES.pmsImageTooLarge,
  },
};

/** Why this file cannot be the field's, or null (size, then type: the field's own messages). */
export const artFileProblem = (field: ArtField, file: File) => {
  const f = ART_FIELDS[field];
  return fileDropProblem([file], 0, {
    types: f.types,
    maxBytes: f.maxBytes,
    maxFiles: 1,
    messages: { tooMany: DR_MESSAGES.referenceFilesMax, tooLarge: f.tooLarge, wrongType: DR_MESSAGES.incompatibleFileType },
  });
};

/** The design image's size from its bytes, or the spec's message ('Incompatible file type.', 'Could not get SVG viewbox.'). */
export const readArtSize = (file: File): Promise<ArtSize | { error: string }> => readImageSize(file);

export interface ArtChoice {
  method: string;
  cc: boolean;
  /** The art's width in inches (its height follows the image's proportions, or the drop's). */
  width: number;
}

/** The art's size in inches: the drop's when it fixes both; else the width and the image's proportions. */
export function submittedSize(choice: ArtChoice, image: ArtSize | null, fixed: ArtSize | null, fallbackHeight: number | null): ArtSize {
  if (fixed) return fixed;
  const height = image ? choice.width * (image.height / image.width) : (fallbackHeight ?? choice.width);
  return { width: choice.width, height: Math.round(height * 100) / 100 };
}

/** The proportions check of the image against the chosen treatment (null: fine). */
export function artProportionsProblem(image: ArtSize, choice: ArtChoice, fixed: ArtSize | null): string | null {
  const t = treatmentOf(choice.method);
  if (!t) return DR_MESSAGES.unknownTreatment;
  return checkArtProportions(image, t, { cc: choice.cc, fixed });
}

export { artWarnings };
