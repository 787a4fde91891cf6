import { ApiError, messages, notify, sameOrigin, serverMessage, useSession } from '@portal/shared';

/** A file the server checked and keeps until a return or a post takes it (POST /api/return/upload). */
export interface StagedUpload {
  id: string;
  name: string;
  size: number;
  type: string;
}

/**
 * Uploads files (multipart, field `files`); `onProgress` gets 0..1. XMLHttpRequest rather than the
 * shared client's `api.upload`: its progress streams the request body (fetch with duplex), which
 * Chromium only does over HTTP/2, so over plain HTTP/1.1 the upload never finishes (seen in e2e).
 * The shared client's rules still apply: 401 signs out, a client error shows the server's reason,
 * anything else the generic text.
 */
export function uploadReturnFiles(files: File[], onProgress?: (ratio: number) => void): Promise<StagedUpload[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', sameOrigin('/api/return/upload'));
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    if (onProgress) xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    const fail = (status: number | null, text: string) => {
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      if (status === 401) {
        useSession.getState().signedOut();
        return reject(new ApiError('Unauthorized', 401, body));
      }
      const message = status !== null && status >= 400 && status < 500 ? (serverMessage(body) ?? messages.somethingWentWrong) : messages.somethingWentWrong;
      notify.error(message);
      reject(new ApiError(message, status, body));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(JSON.parse(xhr.responseText) as StagedUpload[]);
      } else fail(xhr.status, xhr.responseText);
    };
    xhr.onerror = () => fail(null, '');
    xhr.send(form);
  });
}
