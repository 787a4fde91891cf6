// Every path of the designs and colour area, and the paths it links to (STYLE.md: nobody else
// writes a path string). Routes use the patterns; links use the builders. README "Routes".

export const DESIGN_ROUTES = {
  /** spec 001 §2.3: the designs list (Active=Yes by default). */
  designs: '/designs',
  /** spec 001 §2.3: every design, active or not. */
  allDesigns: '/all_designs',
  /** spec 001 §2.3: design stock (dropship designs). */
  designStock: '/design_stock',
  /** spec 001 §2.3: the design showcase. */
  showcase: '/design_showcase',
  /** spec 002 Drops: the catalogue, and the same forced to method SCRP. */
  drops: '/drops',
  dropsScreen: '/drops_screen',
  /** spec 001 §2.4: the AI swatch library; its route is "not shown" (README "Decisions"). */
  aiSwatches: '/ai_swatches',
  /** spec 001 §2.7 lists /printer_color_mappings without its screen: the printer colour mappings (README). */
  printerColorMappings: '/printer_color_mappings',
  /** spec 001 §2.7 lists /design_colors without its screen: the colour extraction tool (README). */
  designColors: '/design_colors',
  /** spec 001 §2.7: the name of the extraction tool's save call; the route leads to the tool (README). */
  saveDesignColors: '/save_design_colors',
  /** spec 001 §2.7 lists /production_art without its screen: the production tools (README). */
  productionArt: '/production_art',
} as const;

export type DesignListKind = 'designs' | 'allDesigns' | 'designStock';

/** spec 001 §2.3: the Design In Use dialog links each order to /approved/{id}. */
export const approvedOrderPath = (orderId: number | string) => `/approved/${orderId}`;
