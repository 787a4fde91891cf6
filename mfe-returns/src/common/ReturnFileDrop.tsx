import { RETURN_FILE_MAX_BYTES, RETURN_FILE_TYPES, RETURN_FILES_MAX, RETURN_MESSAGES } from '@portal/shared';
import { FileDrop } from '@portal/shared/ui';
import { uploadReturnFiles, type StagedUpload } from './uploadApi';

const CHECKS = { tooMany: RETURN_MESSAGES.tooManyFiles, tooLarge: RETURN_MESSAGES.fileTooLarge, wrongType: RETURN_MESSAGES.fileType };

/** The shared FileDrop with the returns' upload (POST /api/return/upload) and limits. */
export function ReturnFileDrop({
  value,
  onChange,
  label = 'Attach files',
}: {
  value: StagedUpload[];
  onChange: (files: StagedUpload[]) => void;
  label?: string;
}) {
  return (
    <FileDrop
      value={value}
      onChange={onChange}
      upload={uploadReturnFiles}
      types={RETURN_FILE_TYPES}
      maxBytes={RETURN_FILE_MAX_BYTES}
      maxFiles={RETURN_FILES_MAX}
      messages={CHECKS}
      label={label}
      hint="PDF, images, Word or Excel; up to 10 MB each."
    />
  );
}
