// The garments and colours order items are made of: the seed picks from them, and the product
// image route draws a style's silhouette in a colour from them. Codes look like the supplier's.

export type Silhouette = 'tee' | 'longsleeve' | 'hoodie' | 'crewneck' | 'polo' | 'jacket' | 'cap' | 'toque';

export interface Style {
  code: string;
  name: string;
  silhouette: Silhouette;
  /** Unit list price in cents (CAD and USD lists share it: the currency is the order's). */
  priceCents: number;
  sizes: readonly string[];
  /** Extra cents per unit for the big sizes. */
  upcharges: Readonly<Record<string, number>>;
}

const ADULT = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] as const;
const ADULT_UP = { '2XL': 200, '3XL': 400 };
const YOUTH = ['YXS', 'YS', 'YM', 'YL', 'YXL'] as const;
const ONE_SIZE = ['OSFA'] as const;

export const STYLES: readonly Style[] = [
  { code: 'ATC1000', name: 'Everyday Cotton Tee', silhouette: 'tee', priceCents: 895, sizes: ADULT, upcharges: ADULT_UP },
  { code: 'ATC1000Y', name: 'Everyday Cotton Youth Tee', silhouette: 'tee', priceCents: 795, sizes: YOUTH, upcharges: {} },
  { code: 'G500', name: 'Heavy Cotton Tee', silhouette: 'tee', priceCents: 695, sizes: ADULT, upcharges: ADULT_UP },
  { code: 'S350', name: 'Performance Tee', silhouette: 'tee', priceCents: 1150, sizes: ADULT, upcharges: ADULT_UP },
  { code: 'BC3001', name: 'Unisex Jersey Tee', silhouette: 'tee', priceCents: 995, sizes: ADULT, upcharges: ADULT_UP },
  { code: 'ATC1015', name: 'Everyday Long Sleeve Tee', silhouette: 'longsleeve', priceCents: 1295, sizes: ADULT, upcharges: ADULT_UP },
  { code: 'S350LS', name: 'Performance Long Sleeve', silhouette: 'longsleeve', priceCents: 1595, sizes: ADULT, upcharges: ADULT_UP },
  {
    code: 'F260',
    name: 'Premium Fleece Hoodie',
    silhouette: 'hoodie',
    priceCents: 3495,
    sizes: ADULT,
    upcharges: { '2XL': 300, '3XL': 500 },
  },
  { code: 'G185', name: 'Heavy Blend Hoodie', silhouette: 'hoodie', priceCents: 2495, sizes: ADULT, upcharges: { '2XL': 300, '3XL': 500 } },
  { code: 'G185B', name: 'Heavy Blend Youth Hoodie', silhouette: 'hoodie', priceCents: 2195, sizes: YOUTH, upcharges: {} },
  {
    code: 'ATCF2500',
    name: 'Everyday Fleece Hoodie',
    silhouette: 'hoodie',
    priceCents: 2895,
    sizes: ADULT,
    upcharges: { '2XL': 300, '3XL': 500 },
  },
  { code: 'F280', name: 'Premium Fleece Crewneck', silhouette: 'crewneck', priceCents: 2995, sizes: ADULT, upcharges: ADULT_UP },
  { code: 'G180', name: 'Heavy Blend Crewneck', silhouette: 'crewneck', priceCents: 2195, sizes: ADULT, upcharges: ADULT_UP },
  { code: 'L445', name: 'Micropique Sport-Wick Polo', silhouette: 'polo', priceCents: 2695, sizes: ADULT, upcharges: ADULT_UP },
  { code: 'K500', name: 'Silk Touch Polo', silhouette: 'polo', priceCents: 2295, sizes: ADULT, upcharges: ADULT_UP },
  { code: 'GP01', name: 'Tour Golf Polo', silhouette: 'polo', priceCents: 3895, sizes: ADULT, upcharges: ADULT_UP },
  {
    code: 'J317',
    name: 'Core Soft Shell Jacket',
    silhouette: 'jacket',
    priceCents: 5995,
    sizes: ADULT,
    upcharges: { '2XL': 500, '3XL': 800 },
  },
  {
    code: 'J754',
    name: 'Insulated Team Jacket',
    silhouette: 'jacket',
    priceCents: 7495,
    sizes: ADULT,
    upcharges: { '2XL': 500, '3XL': 800 },
  },
  { code: 'C112', name: 'Trucker Mesh Cap', silhouette: 'cap', priceCents: 1495, sizes: ONE_SIZE, upcharges: {} },
  { code: 'C910', name: 'Unstructured Dad Cap', silhouette: 'cap', priceCents: 1295, sizes: ONE_SIZE, upcharges: {} },
  { code: 'C865', name: 'Flexfit Structured Cap', silhouette: 'cap', priceCents: 1895, sizes: ONE_SIZE, upcharges: {} },
  { code: 'CP90', name: 'Cuffed Knit Toque', silhouette: 'toque', priceCents: 1095, sizes: ONE_SIZE, upcharges: {} },
  { code: 'CP91', name: 'Pom-Pom Knit Toque', silhouette: 'toque', priceCents: 1395, sizes: ONE_SIZE, upcharges: {} },
];

export interface Colour {
  code: string;
  name: string;
  hex: string;
}

export const COLOURS: readonly Colour[] = [
  { code: 'BLK', name: 'Black', hex: '#1b1b1d' },
  { code: 'WHT', name: 'White', hex: '#f7f7f5' },
  { code: 'NAV', name: 'Navy', hex: '#1f2a44' },
  { code: 'RED', name: 'Red', hex: '#c8102e' },
  { code: 'ROY', name: 'Royal', hex: '#2a4bb8' },
  { code: 'ATH', name: 'Athletic Heather', hex: '#a7a9ac' },
  { code: 'CHA', name: 'Charcoal', hex: '#45484d' },
  { code: 'FOR', name: 'Forest Green', hex: '#23452f' },
  { code: 'KEL', name: 'Kelly Green', hex: '#1e8a44' },
  { code: 'MAR', name: 'Maroon', hex: '#6d1f2f' },
  { code: 'CAR', name: 'Cardinal', hex: '#8c1d2e' },
  { code: 'GLD', name: 'Gold', hex: '#f2a900' },
  { code: 'ORG', name: 'Orange', hex: '#f26522' },
  { code: 'PUR', name: 'Purple', hex: '#4b2e83' },
  { code: 'SKY', name: 'Sky Blue', hex: '#7fb2e5' },
  { code: 'PNK', name: 'Pink', hex: '#f4a6c1' },
  { code: 'SND', name: 'Sand', hex: '#d8c8a8' },
  { code: 'GRA', name: 'Graphite', hex: '#5b5f66' },
];

const styleByCode = new Map(STYLES.map((s) => [s.code, s]));
const colourByCode = new Map(COLOURS.map((c) => [c.code, c]));

export const styleOf = (code: string): Style | undefined => styleByCode.get(code);
export const colourOf = (code: string): Colour | undefined => colourByCode.get(code);

/**
 * The product image file of a style in a colour (served at /Images/Products/{file}). Without a
 * look it is the default (ghost) image; license collections name their look (regenerate images).
 */
export function productImageFile(styleCode: string, colorCode: string, look?: 'M' | 'V'): string {
  return `${styleCode}_${colorCode}${look ? `_${look}` : ''}.png`;
}

/** Parses a product image file name back into its style, colour and look; null when it names none. */
export function parseProductImageFile(file: string): { style: Style; colour: Colour; look: 'M' | 'V' } | null {
  const match = /^([A-Z0-9]{2,12})_([A-Z]{3})(?:_([MV]))?\.png$/.exec(file);
  if (!match) return null;
  const style = styleOf(match[1]);
  const colour = colourOf(match[2]);
  return style && colour ? { style, colour, look: (match[3] as 'M' | 'V' | undefined) ?? 'M' } : null;
}
