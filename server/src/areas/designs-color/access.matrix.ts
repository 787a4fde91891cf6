import {
  addPrinterMappingSchema,
  uploadDesignSchema,
  addSwatchLibrarySchema,
  deleteSwatchSchema,
  disableDesignsSchema,
  addDropSchema,
  generateProductionArtSchema,
  newLicenseDesignSchema,
  pmsFileSchema,
  recolorDropshipSchema,
  recolorFilesSchema,
  saveDesignColorsSchema,
  updatePrinterMappingSchema,
  updateSwatchSchema,
} from '@portal/shared/core';
import { byRule, signedIn, unknownRecordBehind, type AreaMatrix } from '../../../test/accessMatrix';

// Who may call the designs and colour area's routes and fields (spec 001 §6; mfe-designs-color/README.md
// "Calls"). Writes are sent with refused input (no row changes); `fuzz` sends bad bodies from the
// shared schemas as an administrator.

export const designsColorMatrix: AreaMatrix = {
  rest: [
    { route: 'POST /api/design/disable/bulk', payload: {}, expect: byRule('designsDisable'), fuzz: { body: disableDesignsSchema } },
    {
      route: 'POST /api/design/upload/image',
      payload: {},
      expect: byRule('designUpload'),
      why: 'spec 001 §6 Upload button: artist, artist_manager or CUSTOMER user; no file is a 400',
      fuzz: { exempt: 'multipart, not JSON: the file checks are upload.test.ts’s' },
    },
    {
      route: 'POST /api/design/upload',
      payload: {},
      expect: byRule('designUpload'),
      why: 'spec 001 §6 Upload button',
      fuzz: { body: uploadDesignSchema },
    },
    {
      route: 'GET /api/contrast',
      url: '/api/contrast?hex=1D4ED8',
      expect: byRule('licenceContrast'),
      why: 'README "Decisions": licence design creators and whoever may create or edit a licence design request',
    },
    {
      route: 'POST /api/design/new/license',
      payload: {},
      expect: byRule('designLicenseCreate'),
      fuzz: { body: newLicenseDesignSchema, known: { leagueId: 1, teamId: 1 } },
    },
    { route: 'GET /api/production/ai_swatches_admin', expect: byRule('colorTools') },
    { route: 'POST /api/production/ai_swatches_admin', payload: {}, expect: byRule('swatchEdit'), fuzz: { body: addSwatchLibrarySchema } },
    {
      route: 'PUT /api/production/ai_swatches_admin',
      payload: {},
      expect: byRule('swatchEdit'),
      fuzz: { body: updateSwatchSchema, known: { libraryName: 'PMS CORE', groupName: 'COATED', colorName: 'PMS 1000 C' } },
    },
    { route: 'DELETE /api/production/ai_swatches_admin', payload: {}, expect: byRule('swatchEdit'), fuzz: { body: deleteSwatchSchema } },
    {
      route: 'GET /api/production/ai_swatches',
      expect: byRule('staffPickers'),
      why: 'README "Decisions": the pickers read by staff, never CUSTOMER users',
    },
    { route: 'GET /api/production/printer_color_mappings', expect: byRule('colorTools') },
    {
      route: 'POST /api/production/printer_color_mappings',
      payload: {},
      expect: byRule('printerMappingEdit'),
      fuzz: { body: addPrinterMappingSchema },
    },
    {
      route: 'PUT /api/production/printer_color_mappings',
      payload: {},
      expect: byRule('printerMappingEdit'),
      fuzz: { body: updatePrinterMappingSchema, known: { colorName: 'NAVY' } },
    },
    {
      route: 'GET /api/production/extract_colors_by_team/:leagueId/:teamId',
      url: '/api/production/extract_colors_by_team/999999/999999',
      expect: unknownRecordBehind('colorTools'),
      why: 'README "Decisions": the colour tools\' users extract; an unknown team is 404',
    },
    { route: 'POST /api/decorate/pms_file', payload: {}, expect: byRule('colorTools'), fuzz: { body: pmsFileSchema } },
    {
      route: 'POST /api/production/save_design_colors',
      payload: {},
      expect: byRule('designColorsSave'),
      fuzz: {
        body: saveDesignColorsSchema,
        known: {
          designs: [{ id: 'D59001', variation: 1, fileName: 'PMS-0000000000000000.png', colors: [{ name: 'WHITE', rgbHex: 'FFFFFF' }] }],
        },
      },
    },
    {
      route: 'GET /Images/PMS/:file',
      url: '/Images/PMS/PMS-0000000000000000.png',
      expect: signedIn(404),
      why: 'the PMS files of signed-in users; an unknown file is 404',
    },
    { route: 'POST /api/drops', payload: {}, expect: byRule('dropAdd'), fuzz: { body: addDropSchema } },
    { route: 'GET /api/openJobs', expect: byRule('productionTools') },
    { route: 'GET /api/production/designs', url: '/api/production/designs?search=D6', expect: byRule('productionTools') },
    { route: 'GET /api/production/dropship_collections', expect: byRule('productionTools') },
    {
      route: 'POST /api/generateProductionArt',
      payload: {},
      expect: byRule('productionTools'),
      fuzz: { body: generateProductionArtSchema },
    },
    {
      route: 'POST /api/production/recolorFiles',
      payload: {},
      expect: byRule('productionTools'),
      fuzz: { body: recolorFilesSchema, known: { id: 'D59001', variation: 1 } },
    },
    {
      route: 'GET /api/production/recolored/:design/:file',
      url: '/api/production/recolored/NOPE-1/epsonT7270.svg',
      expect: unknownRecordBehind('productionTools'),
      why: 'the files a recolour wrote, for the production tools’ users; none written yet is 404',
    },
    {
      route: 'GET /api/production/jobFolder/:file',
      url: '/api/production/jobFolder/999999.zip',
      expect: unknownRecordBehind('productionTools'),
      why: 'a job folder generateProductionArt wrote, for the production tools’ users; none made yet is 404',
    },
    {
      route: 'POST /api/production/recolor_dropship_collection',
      payload: {},
      expect: byRule('productionTools'),
      fuzz: { body: recolorDropshipSchema },
    },
    {
      route: 'GET /Images/Designs/:file',
      url: '/Images/Designs/NOPE-1.svg',
      expect: signedIn(404),
      why: 'the artwork of signed-in users; an unknown design is 404',
    },
    {
      route: 'GET /Images/Designs/:design/:kind',
      url: '/Images/Designs/NOPE-1/production',
      expect: signedIn(404),
      why: 'a design’s production, working and PMS files, for signed-in users who see the design; an unknown design is 404',
    },
  ],
  graphql: [
    { field: 'Query.designs', query: '{ designs { total designs { id variation } } }', expect: byRule('designs') },
    { field: 'Query.designFilter', query: '{ designFilter { code } }', expect: byRule('designs') },
    {
      field: 'Query.dropsV2',
      query: '{ dropsV2 { total drops { id usage } } }',
      expect: byRule('designs'),
      why: 'spec 002 §6: drop screens for any logged-in user',
    },
    { field: 'Query.designV2', query: '{ designV2(id: "NOPE", variation: 1) { id } }', expect: byRule('designs') },
  ],
};
