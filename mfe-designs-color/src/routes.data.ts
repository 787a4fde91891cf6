import type { RemoteRouteData } from '@portal/shared/platform';
import { DESIGN_ROUTES } from './urls';

// Designs and colour area: its routes and drawer entries as data (README.md "Routes"; ARCHITECTURE.md
// "Front end"), written to dist/routes.json by the build. Each route names a screen of ./screens.ts.
export default {
  area: 'designs_color',
  routes: [
    { path: DESIGN_ROUTES.designs, access: 'designs', screen: 'designs' },
    { path: DESIGN_ROUTES.allDesigns, access: 'designs', screen: 'allDesigns' },
    { path: DESIGN_ROUTES.designStock, access: 'designs', screen: 'designStock' },
    { path: DESIGN_ROUTES.showcase, access: 'designs', screen: 'showcase' },
    { path: DESIGN_ROUTES.drops, access: 'designs', screen: 'drops' },
    { path: DESIGN_ROUTES.dropsScreen, access: 'designs', screen: 'dropsScreen' },
    { path: DESIGN_ROUTES.aiSwatches, access: 'colorTools', screen: 'aiSwatches' },
    { path: DESIGN_ROUTES.printerColorMappings, access: 'colorTools', screen: 'printerColorMappings' },
    { path: DESIGN_ROUTES.designColors, access: 'colorTools', screen: 'designColors' },
    { path: DESIGN_ROUTES.saveDesignColors, access: 'colorTools', screen: 'designColors' },
    { path: DESIGN_ROUTES.productionArt, access: 'productionTools', screen: 'productionArt' },
  ],
  drawer: [
    { label: 'Designs', path: DESIGN_ROUTES.designs, access: 'designs', group: 'Designs', order: 60 },
    { label: 'All Designs', path: DESIGN_ROUTES.allDesigns, access: 'designs', group: 'Designs', order: 61 },
    { label: 'Design Stock', path: DESIGN_ROUTES.designStock, access: 'designs', group: 'Designs', order: 62 },
    { label: 'Design Showcase', path: DESIGN_ROUTES.showcase, access: 'designs', group: 'Designs', order: 59 },
    { label: 'Drops', path: DESIGN_ROUTES.drops, access: 'designs', group: 'Designs', order: 65 },
    { label: 'AI Swatch Library', path: DESIGN_ROUTES.aiSwatches, access: 'colorTools', group: 'Designs', order: 63 },
    { label: 'Printer Color Mappings', path: DESIGN_ROUTES.printerColorMappings, access: 'colorTools', group: 'Designs', order: 64 },
    { label: 'Design Colors', path: DESIGN_ROUTES.designColors, access: 'colorTools', group: 'Designs', order: 66 },
    { label: 'Production Art', path: DESIGN_ROUTES.productionArt, access: 'productionTools', group: 'Designs', order: 67 },
  ],
} satisfies RemoteRouteData;
