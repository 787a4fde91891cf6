import { api, messages, type RecolorDropshipBody, type RecolorFilesBody } from '@portal/shared';

// The production tools' calls (spec 001 §7.7). A recolour answers 204 (success) or 206 with the
// errors (success with errors, spec 001 §4.3); either way its Link header names the files it wrote.

export interface OpenJob {
  id: number;
  numb: number;
  job: string;
}
export interface ProductionDesign {
  id: string;
  variation: number;
}
export interface DropshipCollection {
  orderNum: number;
  name: string;
}
/** What a recolour did: its errors (none on a 204) and the download URLs of the files it wrote. */
export interface RecolorAnswer {
  errors: string[];
  files: string[];
}
/** A job folder made: its store folder, the files written, its designs ('D60001-1') and the zip's URL. */
export interface JobFolder {
  folder: string;
  files: string[];
  designs: string[];
  download: string;
}

const fetchFailed = { silent: true, errorMessage: messages.openJobsFetchFailed } as const;

export function fetchOpenJobs(signal?: AbortSignal): Promise<OpenJob[]> {
  return api.get('openJobs', { ...fetchFailed, signal });
}

/** At most 10 active designs whose id starts with `search` (the picker). */
export function fetchProductionDesigns(search: string, signal?: AbortSignal): Promise<ProductionDesign[]> {
  return api.get('production/designs', { ...fetchFailed, signal, searchParams: search ? { search } : undefined });
}

export function fetchDropshipCollections(signal?: AbortSignal): Promise<DropshipCollection[]> {
  return api.get('production/dropship_collections', { ...fetchFailed, signal });
}

/** One call per job (spec 001 §7.7); silent: the page says once what failed. */
export function generateProductionArt(job: number): Promise<JobFolder> {
  return api.post('generateProductionArt', { job }, { silent: true, errorMessage: messages.jobFoldersCreateFailed });
}

const recolored = ({ body, links }: { body: { errors: string[] } | undefined; links: string[] }): RecolorAnswer => ({
  errors: body?.errors ?? [],
  files: links,
});

export async function recolorFiles(body: RecolorFilesBody): Promise<RecolorAnswer> {
  return recolored(await api.postLinked('production/recolorFiles', body, { errorMessage: messages.recolorFailed }));
}

export async function recolorDropshipCollection(body: RecolorDropshipBody): Promise<RecolorAnswer> {
  return recolored(await api.postLinked('production/recolor_dropship_collection', body, { errorMessage: messages.recolorFailed }));
}
