import { api, returnsApi, type returnsRoutes, type RouteAnswer } from '@portal/shared';

/** A file the server checked and keeps until a return or a post takes it (POST /api/return/upload). */
export type StagedUpload = RouteAnswer<typeof returnsRoutes.upload>[number];

/** Uploads files (multipart, field `files`) for a return or a post to attach; `onProgress` gets 0..1. */
export function uploadReturnFiles(files: File[], onProgress?: (ratio: number) => void): Promise<StagedUpload[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return api.upload(returnsApi.upload, form, undefined, { onProgress });
}
