import { api, messages, type RecolorDropshipBody, type RecolorFilesBody } from '@portal/shared';

// The production tools' calls (spec 001 §7.7). A recolour answers 204 (success) or 206 with the
// errors (success with errors, spec 001 §4.3): `undefined` or `{ errors }` here.

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
export type RecolorAnswer = { errors: string[] } | undefined;

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
export function generateProductionArt(job: number): Promise<{ folder: string; files: string[] }> {
  return api.post('generateProductionArt', { job }, { silent: true, errorMessage: messages.jobFoldersCreateFailed });
}

export function recolorFiles(body: RecolorFilesBody): Promise<RecolorAnswer> {
  return api.post('production/recolorFiles', body, { errorMessage: messages.recolorFailed });
}

export function recolorDropshipCollection(body: RecolorDropshipBody): Promise<RecolorAnswer> {
  return api.post('production/recolor_dropship_collection', body, { errorMessage: messages.recolorFailed });
}
