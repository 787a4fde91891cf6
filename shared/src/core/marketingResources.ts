import { z } from 'zod';

// Marketing resources (/marketing/*, spec 002 §2, §3, §6, §7, §8, §9): a folder browser
// over the marketing files (GraphQL marketingResources(parent)) and a zip of the chosen ones
// (POST /api/marketing_resources/download, body files). The screen and the server share these
// rules (mfe-admin/README.md "Marketing resources").

/** spec 002 §3: "type (DIRECTORY, IMAGE, VIDEO, PDF, other)"; "other" is OTHER in the enum. */
export const MARKETING_TYPES = ['DIRECTORY', 'IMAGE', 'VIDEO', 'PDF', 'OTHER'] as const;
export type MarketingResourceType = (typeof MARKETING_TYPES)[number];

/** spec 002 §9: "Marketing default view GRID, remembered locally". */
export const MARKETING_VIEWS = ['GRID', 'LIST'] as const;
export type MarketingView = (typeof MARKETING_VIEWS)[number];
export const MARKETING_DEFAULT_VIEW: MarketingView = 'GRID';
/** The device's remembered view (localStorage key). */
export const MARKETING_VIEW_KEY = 'portal.marketing.view';

/** Ours: the zip's file name (spec 002 §7 "blob reply saved as a zip"), and at most this many files in one. */
export const MARKETING_ZIP_NAME = 'MarketingResources.zip';
export const MARKETING_ZIP_MAX_FILES = 200;

/**
 * Where the files are: every marketing resource's `path` is its URL under the file host,
 * `/Images/Marketing/<folder>/<name>` (folders too). `/Images/…` shows a file in the browser (preview,
 * thumbnails); `/ImageDown/…` is the same file as a download (Content-Disposition: attachment).
 */
export const MARKETING_ROOT = '/Images/Marketing';
export const MARKETING_DOWNLOAD_ROOT = '/ImageDown/Marketing';

/**
 * spec 002 §7: "Image paths are rewritten from /Images to /ImageDown for download." Only a leading
 * `/Images/` (the file host's prefix) is rewritten: a folder or file called "Images" further down
 * keeps its name, and a path under another prefix is sent as it is.
 */
export function marketingDownloadPath(path: string): string {
  return path.startsWith('/Images/') ? `/ImageDown/${path.slice('/Images/'.length)}` : path;
}

/**
 * The folder path of a marketing path (the part after /Images/Marketing/ or /ImageDown/Marketing/),
 * '' for the top; null when the path is not under either root. The server reads the download body
 * with it (the /ImageDown form the screen sends, or the /Images form).
 */
export function marketingRelativePath(path: string): string | null {
  for (const root of [MARKETING_DOWNLOAD_ROOT, MARKETING_ROOT]) {
    if (path === root) return '';
    if (path.startsWith(`${root}/`)) return path.slice(root.length + 1);
  }
  return null;
}

/** A folder or file name: 1–120 characters, no slash, no control characters, not '.' or '..'. */
export const MARKETING_NAME = /^(?!\.{1,2}$)[^/\\\u0000-\u001f\u007f]{1,120}$/;

/**
 * The folder a route names (spec 002 §2: "the path after /marketing is the folder"): its names
 * joined by '/', '' at the top; null when a name is not a valid folder name (the screen shows not
 * found; the server answers no folder).
 */
export function normalizeMarketingFolder(raw: string | null | undefined): string | null {
  const parts = (raw ?? '').split('/').filter((p) => p !== '');
  if (parts.some((p) => !MARKETING_NAME.test(p))) return null;
  const folder = parts.join('/');
  return folder.length > 1000 ? null : folder;
}

/** The parent of a folder ('' for a top-level folder; null at the top itself). */
export function marketingParentFolder(folder: string): string | null {
  if (!folder) return null;
  const at = folder.lastIndexOf('/');
  return at < 0 ? '' : folder.slice(0, at);
}

/** A resource's URL path from its folder and name. */
export const marketingPathOf = (folder: string, name: string) => `${MARKETING_ROOT}/${folder ? `${folder}/` : ''}${name}`;

export const MARKETING_MESSAGES = {
  selectFiles: 'Please select at least one file.',
  tooManyFiles: `At most ${MARKETING_ZIP_MAX_FILES} files can be downloaded at once.`,
  notFound: 'This marketing resource does not exist.',
  folderNotFound: 'This folder does not exist.',
  invalidPath: 'This is not a marketing resource path.',
} as const;

const M = MARKETING_MESSAGES;
/** POST /api/marketing_resources/download (spec 002 §7: body files, a list of paths). */
export const marketingDownloadSchema = z.object({
  files: z
    .array(
      z
        .string({ error: M.invalidPath })
        .min(1, M.invalidPath)
        .max(1200, M.invalidPath)
        .refine((p) => marketingRelativePath(p) !== null, M.invalidPath),
      { error: M.selectFiles },
    )
    .min(1, M.selectFiles)
    .max(MARKETING_ZIP_MAX_FILES, M.tooManyFiles),
});
export type MarketingDownloadBody = z.infer<typeof marketingDownloadSchema>;

/** A resource's size for people: bytes, KB or MB. */
export function formatMarketingSize(bytes: number | null | undefined): string {
  if (bytes == null) return '';
  return bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
/** A video's duration as m:ss. */
export function formatMarketingDuration(seconds: number | null | undefined): string {
  if (seconds == null) return '';
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
