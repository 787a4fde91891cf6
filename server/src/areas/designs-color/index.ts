import type { Area } from '../area';
import { designArtRoutes } from './designArt';
import { designsColorGraphql } from './graphql';
import { designsColorRoutes } from './routes';
import { seedDesignsColor } from './seed';

/** Designs and colour (spec 001 §2.3-2.5): designs lists, AI swatch library, printer colour mappings (mfe-designs-color/README.md). */
export const designsColorArea: Area = {
  name: 'designs-color',
  routes: designsColorRoutes,
  rootRoutes: designArtRoutes,
  graphql: designsColorGraphql,
  seed: seedDesignsColor,
};

/**
 * "In use" (spec 001 §4.3): the confirmed (Approved), unshipped orders a design is on. The one
 * definition: bulk disable uses it, and so may design requests, through this door.
 */
export { designsInUse, type DesignInUse, type DesignKey } from './inUse';

/** A design made from an approved design request, and what submit art reads of designs (requestedDesign.ts). */
export { compatibleDesigns, createRequestedDesign, designExists, type RequestedDesign } from './requestedDesign';

/** A design's artwork as SVG text (design orders' design files zip). */
export { svgOf as designArtSvg } from './designArt';
