// Every react-query key of the designs and colour remote, each starting with the area's name (the
// shell gives all remotes one QueryClient: docs/area-shape.md).

export const designsColorKeys = {
  all: ['designsColor'] as const,
  designs: () => ['designsColor', 'designs'] as const,
  designList: (input: unknown) => ['designsColor', 'designs', 'list', input] as const,
  designFilter: () => ['designsColor', 'designs', 'filter'] as const,
  design: (id: string, variation: number) => ['designsColor', 'designs', 'detail', id, variation] as const,
  showcase: (input: unknown) => ['designsColor', 'designs', 'showcase', input] as const,
  drops: (input: unknown) => ['designsColor', 'drops', input] as const,
  swatches: () => ['designsColor', 'swatches'] as const,
  swatchTable: (input: unknown) => ['designsColor', 'swatches', 'table', input] as const,
  /** GET /api/production/ai_swatches (the pickers). */
  swatchPicker: () => ['designsColor', 'swatches', 'picker'] as const,
  /** GET /api/contrast (new licence design). */
  contrast: (hex: string, teamId: number | null) => ['designsColor', 'contrast', hex, teamId] as const,
  /** GET /api/production/extract_colors_by_team/{league}/{team}. */
  extraction: (leagueId: number, teamId: number) => ['designsColor', 'extraction', leagueId, teamId] as const,
  openJobs: () => ['designsColor', 'production', 'openJobs'] as const,
  productionDesigns: (search: string) => ['designsColor', 'production', 'designs', search] as const,
  dropshipCollections: () => ['designsColor', 'production', 'dropshipCollections'] as const,
  /** GET /api/customers (the upload dialog's customers: the caller's own for a CUSTOMER user). */
  customers: () => ['designsColor', 'customers'] as const,
  mappings: () => ['designsColor', 'mappings'] as const,
  mappingTable: (input: unknown) => ['designsColor', 'mappings', 'table', input] as const,
};
