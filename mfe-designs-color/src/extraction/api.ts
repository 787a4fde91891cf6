import { api, messages, type PmsFileBody, type SaveDesignColorsBody } from '@portal/shared';

// The colour extraction tool's calls (spec 001 §7.6): the team's designs with their extracted colours,
// a PMS file per design, and Save Design Colors (204).

export interface SwatchProposal {
  colorName: string;
  rgbHex: string;
  libraryName: string;
  groupName: string;
  deltaE: number;
}

export interface ExtractedDesign {
  id: string;
  variation: number;
  /** The design's image file (its artwork). */
  designFile: string;
  /** The colours read from the image, largest area first (hex). */
  colors: string[];
  /** The nearest library swatch of each colour (CIEDE2000), in the order of `colors`. */
  proposals: (SwatchProposal | null)[];
}

/** GET /api/production/extract_colors_by_team/{leagueId}/{teamId}; spec 001 §8.4 'Failed to fetch designs/colors.' */
export async function extractColorsByTeam(leagueId: number, teamId: number, signal?: AbortSignal): Promise<ExtractedDesign[]> {
  const answer = await api.get<{ designs: ExtractedDesign[] }>(`production/extract_colors_by_team/${leagueId}/${teamId}`, { signal, silent: true, errorMessage: messages.designColorsFetchFailed });
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
