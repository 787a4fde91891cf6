import { api, messages, type ExtractedDesign, type PmsFileBody, type SaveDesignColorsBody } from '@portal/shared';

// The colour extraction tool's calls (spec 001 §7.6): the team's designs with their extracted colours,
// a PMS file per design, and Save Design Colors (204).

export type { ExtractedDesign, SwatchProposal } from '@portal/shared';

/** GET /api/production/extract_colors_by_team/{leagueId}/{teamId}; spec 001 §8.4 'Failed to fetch designs/colors.' */
export async function extractColorsByTeam(leagueId: number, teamId: number, signal?: AbortSignal): Promise<ExtractedDesign[]> {
  const answer = await api.get<{ designs: ExtractedDesign[] }>(`production/extract_colors_by_team/${leagueId}/${teamId}`, {
    signal,
    silent: true,
    errorMessage: messages.designColorsFetchFailed,
  });
  return answer.designs;
}

/** POST /api/decorate/pms_file: the address of the PNG (the spec's "image string"). Silent: the dialog says what failed once. */
export function generatePmsFile(body: PmsFileBody): Promise<string> {
  return api.post('decorate/pms_file', body, { silent: true, errorMessage: messages.pmsImagesFailed });
}

/** POST /api/production/save_design_colors: 204; spec 001 §8.4 'Failed to save design colors.' (a 4xx shows the server's message). */
export function saveDesignColors(body: SaveDesignColorsBody): Promise<void> {
  return api.post('production/save_design_colors', body, { errorMessage: messages.designColorsSaveFailed });
}
