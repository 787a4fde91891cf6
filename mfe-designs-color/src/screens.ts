import type { RemoteScreens } from '@portal/shared/platform';

// Designs and colour area: the remote's one exposed module (`./screens`), screen name -> lazy loader,
// each its own chunk. routes.data.ts names them.
export default {
  designs: () => import('./designs/DesignsListPage/DesignsListPage').then((m) => ({ default: m.DesignsPage })),
  allDesigns: () => import('./designs/DesignsListPage/DesignsListPage').then((m) => ({ default: m.AllDesignsPage })),
  designStock: () => import('./designs/DesignsListPage/DesignsListPage').then((m) => ({ default: m.DesignStockPage })),
  showcase: () => import('./showcase/DesignShowcasePage/DesignShowcasePage').then((m) => ({ default: m.DesignShowcasePage })),
  drops: () => import('./drops/DropsPage/DropsPage').then((m) => ({ default: m.AllDropsPage })),
  dropsScreen: () => import('./drops/DropsPage/DropsPage').then((m) => ({ default: m.DropsScreenPage })),
  aiSwatches: () => import('./swatches/SwatchLibraryPage/SwatchLibraryPage').then((m) => ({ default: m.SwatchLibraryPage })),
  printerColorMappings: () =>
    import('./printerMappings/PrinterMappingsPage/PrinterMappingsPage').then((m) => ({ default: m.PrinterMappingsPage })),
  designColors: () => import('./extraction/DesignColorsPage/DesignColorsPage').then((m) => ({ default: m.DesignColorsPage })),
  productionArt: () => import('./production/ProductionToolsPage/ProductionToolsPage').then((m) => ({ default: m.ProductionToolsPage })),
} satisfies RemoteScreens;
