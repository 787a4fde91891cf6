import {
  api,
  designsColorApi,
  messages,
  type designsColorRoutes,
  type PmsFileBody,
  type RouteAnswer,
  type SaveDesignColorsBody,
} from '@portal/shared';

// The colour extraction tool's calls (spec 001 §7.6), typed by their contract (designsColorRoutes in
// @portal/shared/core): the team's designs with their extracted colours, a PMS file per design, and
// Save Design Colors (204).

type C = typeof designsColorRoutes;
export type ExtractedDesign = RouteAnswer<C['extractColorsByTeam']>['designs'][number];

/** GET /api/production/extract_colors_by_team/{leagueId}/{teamId}; spec 001 §8.4 'Failed to fetch designs/colors.' */
export async function extractColorsByTeam(leagueId: number, teamId: number, signal?: AbortSignal): Promise<ExtractedDesign[]> {
  const answer = await api.call(
    designsColorApi.extractColorsByTeam,
    { params: { leagueId: String(leagueId), teamId: String(teamId) } },
    { signal, silent: true, errorMessage: messages.designColorsFetchFailed },
  );
  return answer.designs;
}

/** POST /api/decorate/pms_file: the address of the PNG (the spec's "image string"). Silent: the dialog says what failed once. */
export function generatePmsFile(body: PmsFileBody) {
  return api.call(designsColorApi.pmsFile, { body }, { silent: true, errorMessage: messages.pmsImagesFailed });
}

/** POST /api/production/save_design_colors: 204; spec 001 §8.4 'Failed to save design colors.' (a 4xx shows the server's message). */
export function saveDesignColors(body: SaveDesignColorsBody) {
  return api.call(designsColorApi.saveDesignColors, { body }, { errorMessage: messages.designColorsSaveFailed });
}
