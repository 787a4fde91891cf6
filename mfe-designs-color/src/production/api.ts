import {
  api,
  messages,
  productionApi,
  type productionRoutes,
  type RecolorDropshipBody,
  type RecolorFilesBody,
  type RouteAnswer,
} from '@portal/shared';

// The production tools' calls (spec 001 §7.7), typed by their contract (productionRoutes in
// @portal/shared/core). A recolour answers 204 (success) or 206 with the errors (success with
// errors, spec 001 §4.3); either way its Link header names the files it wrote.

type C = typeof productionRoutes;
export type OpenJob = RouteAnswer<C['openJobs']>[number];
export type ProductionDesign = RouteAnswer<C['designs']>[number];
export type DropshipCollection = RouteAnswer<C['dropshipCollections']>[number];
/** A job folder made: its store folder, the files written, its designs ('D60001-1') and the zip's URL. */
export type JobFolder = RouteAnswer<C['generateProductionArt']>;
/** What a recolour did: its errors (none on a 204) and the download URLs of the files it wrote. */
export interface RecolorAnswer {
  errors: string[];
  files: string[];
}

const fetchFailed = { silent: true, errorMessage: messages.openJobsFetchFailed } as const;

export function fetchOpenJobs(signal?: AbortSignal): Promise<OpenJob[]> {
  return api.call(productionApi.openJobs, undefined, { ...fetchFailed, signal });
}

/** At most 10 active designs whose id starts with `search` (the picker). */
export function fetchProductionDesigns(search: string, signal?: AbortSignal): Promise<ProductionDesign[]> {
  return api.call(productionApi.designs, { query: { search: search || undefined } }, { ...fetchFailed, signal });
}

export function fetchDropshipCollections(signal?: AbortSignal): Promise<DropshipCollection[]> {
  return api.call(productionApi.dropshipCollections, undefined, { ...fetchFailed, signal });
}

/** One call per job (spec 001 §7.7); silent: the page says once what failed. */
export function generateProductionArt(job: number): Promise<JobFolder> {
  return api.call(productionApi.generateProductionArt, { body: { job } }, { silent: true, errorMessage: messages.jobFoldersCreateFailed });
}

const recolored = ({ body, links }: { body: { errors: string[] } | undefined; links: string[] }): RecolorAnswer => ({
  errors: body?.errors ?? [],
  files: links,
});

export async function recolorFiles(body: RecolorFilesBody): Promise<RecolorAnswer> {
  return recolored(await api.callLinked(productionApi.recolorFiles, { body }, { errorMessage: messages.recolorFailed }));
}

export async function recolorDropshipCollection(body: RecolorDropshipBody): Promise<RecolorAnswer> {
  return recolored(await api.callLinked(productionApi.recolorDropshipCollection, { body }, { errorMessage: messages.recolorFailed }));
}
