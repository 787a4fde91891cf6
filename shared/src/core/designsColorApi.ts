import type { designsColorRoutes as C } from './designsColorRoutes';
import { ref } from './restRef';

// The designs and colour area's routes as the browser calls them (typed by designsColorRoutes.ts,
// imported as a type only).

export const designsColorApi = {
  disableDesigns: ref<typeof C.disableDesigns>('POST', '/design/disable/bulk'),
  stageDesignImage: ref<typeof C.stageDesignImage>('POST', '/design/upload/image'),
  uploadDesign: ref<typeof C.uploadDesign>('POST', '/design/upload'),
  addDrop: ref<typeof C.addDrop>('POST', '/drops'),
  contrast: ref<typeof C.contrast>('GET', '/contrast'),
  newLicenseDesign: ref<typeof C.newLicenseDesign>('POST', '/design/new/license'),
  swatchTable: ref<typeof C.swatchTable>('GET', '/production/ai_swatches_admin'),
  addSwatchLibrary: ref<typeof C.addSwatchLibrary>('POST', '/production/ai_swatches_admin'),
  updateSwatch: ref<typeof C.updateSwatch>('PUT', '/production/ai_swatches_admin'),
  deleteSwatch: ref<typeof C.deleteSwatch>('DELETE', '/production/ai_swatches_admin'),
  pickerSwatches: ref<typeof C.pickerSwatches>('GET', '/production/ai_swatches'),
  mappingTable: ref<typeof C.mappingTable>('GET', '/production/printer_color_mappings'),
  addMapping: ref<typeof C.addMapping>('POST', '/production/printer_color_mappings'),
  updateMapping: ref<typeof C.updateMapping>('PUT', '/production/printer_color_mappings'),
  extractColorsByTeam: ref<typeof C.extractColorsByTeam>('GET', '/production/extract_colors_by_team/:leagueId/:teamId'),
  pmsFile: ref<typeof C.pmsFile>('POST', '/decorate/pms_file'),
  saveDesignColors: ref<typeof C.saveDesignColors>('POST', '/production/save_design_colors'),
};
