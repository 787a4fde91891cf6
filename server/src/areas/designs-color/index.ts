import type { Area } from '../area';
import { designArtRoutes } from './designArt';
import { designsColorGraphql } from './graphql';
import { drawMissingArt } from './drawnArt';
import { designsColorRoutes } from './routes';
import { seedDesignsColor } from './seed';
import { stagedDesignImages } from './upload';
import { searchDesigns } from './search';

/** Designs and colour (spec 001 §2.3-2.5): designs lists, AI swatch library, printer colour mappings (mfe-designs-color/README.md). */
export const designsColorArea: Area = {
  name: 'designs-color',
  routes: designsColorRoutes,
  rootRoutes: designArtRoutes,
  graphql: designsColorGraphql,
  seed: seedDesignsColor,
  search: searchDesigns,
  // Staged design images no upload named are swept (platform/stagedUploads.ts).
  stagedUploads: [stagedDesignImages],
  // A database whose designs predate their files (image_key null) gets their art drawn once and stored.
  startup: async (db, files) => void (await drawMissingArt(db, files)),
};

/**
 * "In use" (spec 001 §4.3): the confirmed (Approved), unshipped orders a design is on. The one
 * definition: bulk disable uses it, and so may design requests, through this door.
 */
export { designKeyOf, designsInUse, type DesignInUse, type DesignKey } from './inUse';

/** A design made from an approved design request, and what submit art reads of designs (requestedDesign.ts). */
export { compatibleDesigns, createRequestedDesign, designExists, type RequestedDesign } from './requestedDesign';

/** A design's file: an uploaded design's own PNG or SVG, else its drawn artwork (design orders' design files zip). */
export { designFileOf as designArtFile } from './designArt';

/**
 * Colour extraction (README "Colour extraction"): the colours of a design file (an SVG read from its
 * text, a raster from its pixels), at most 12, each with its nearest swatch of the library
 * `loadSwatchIndex` reads. Uploaded designs take their colour list from their file with it.
 */
export { extractColors, loadSwatchIndex, type ArtFile, type ExtractedColor } from './extraction/extract';

/** A design's files as a download lists them: image, production, working, PMS and the latest recolour per printer (designFiles.ts). */
export { designFileEntries } from './designFiles';
