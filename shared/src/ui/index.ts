// @portal/shared/ui: the screens' kit every area uses (one file per component, tests beside them).
// Bundled into each app that uses it (not a Module Federation singleton: it keeps no state of its own).
export { ClickDropdown, type ClickDropdownProps } from './ClickDropdown';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { EditableValue, type EditableValueProps } from './EditableValue';
export { FileDrop, fileDropProblem, type FileDropProps, type FileType, type UploadedFile } from './FileDrop';
export { HexColorInput, isHexColor, normalizeHex, type HexColorInputProps } from './HexColorInput';
export {
  PageError,
  PageForbidden,
  PageLoading,
  PageLoadProblem,
  PageNotFound,
  loadProblemOf,
  type PageLoadProblemProps,
} from './PageStates';
export { Timeline, type TimelineDay, type TimelineEntry, type TimelineProps } from './Timeline';
export { actionCall } from './actionCall';
export { useBack } from './useBack';
export { usePickerValue } from './usePickerValue';
export { DIALOG_ID_PARAM, DIALOG_PARAM, useUrlDialog, type UrlDialog } from './useUrlDialog';
export { ChangeHistory, describeChanges, type ChangeEntry, type ChangeHistoryProps } from './ChangeHistory';
export { saveBlob } from './saveBlob';
export { readImageSize } from './readImageSize';
export { StoredImage } from './StoredImage';
