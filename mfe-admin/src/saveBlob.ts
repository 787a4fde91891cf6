/** The browser saves a blob under a name (the zip and PDF downloads of the area): the shared helper. */
export { saveBlob } from '@portal/shared/ui';
