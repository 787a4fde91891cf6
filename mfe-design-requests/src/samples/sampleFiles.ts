import { DESIGN_SAMPLE_LIMITS as L, DESIGN_SAMPLE_MESSAGES as M } from '@portal/shared';
import type { FileType } from '@portal/shared/ui';

// What FileDrop checks before a sample file is sent (the server checks the bytes again): photos
// of the samples and PDFs, 10 MB each, at most 5 (spec 002 §5, §9; the types and size are ours).

export const SAMPLE_FILE_TYPES: readonly FileType[] = [
  { ext: 'png', mime: 'image/png' },
  { ext: 'jpg', mime: 'image/jpeg' },
  { ext: 'jpeg', mime: 'image/jpeg' },
  { ext: 'gif', mime: 'image/gif' },
  { ext: 'webp', mime: 'image/webp' },
  { ext: 'pdf', mime: 'application/pdf' },
];
export const SAMPLE_FILE_DROP = {
  types: SAMPLE_FILE_TYPES,
  maxBytes: L.fileBytes,
  maxFiles: L.receiveFiles,
  messages: { tooMany: M.tooManyFiles, tooLarge: M.fileTooLarge, wrongType: M.fileType },
};
