/**
 * The demo's word lists: garments per category with the shapes and fabrics they come in and what they
 * typically cost, brands per price tier, plausible price bands, style names, retailers, and the
 * phrases captions are built from. Brands and retailers are invented
 * so the demo never implies a real shop sells a made-up product.
 */
import type { Category, Colour, MATERIALS, PriceTier } from '../../tools/recommendations/vocabulary.js';

type Material = (typeof MATERIALS)[number];

export interface Garment {
  /** Display name, e.g. "Trench Coat". */
  name: string;
  silhouettes: readonly string[];
  /** The fabrics it comes in (keys of FABRICS). */
  fabrics: readonly FabricKey[];
  /**
   * What it typically costs at a mid-range brand in a fabric of factor 1 (USD). Prices follow from
   * it: × the tier, × the fabric, × the brand's standing in its tier (catalogue.ts).
   */
  base: number;
  /** Jewelry: the finishes it comes in (JEWELRY_FINISHES' `finish`); nobody sells a pearl signet ring. */
  finishes?: readonly string[];
}

export interface Fabric {
  /** How it reads in names ("Recycled Polyester"). */
  label: string;
  /** How descriptions say it, when not the label in lower case ("ribbed knit"). */
  prose?: string;
  /** The vocabulary material it signals in tags and style vectors, if any. */
  material?: Material;
  /** Price relative to a plain fabric: cashmere, leather and silk cost more than cotton or polyester. */
  factor: number;
  /** Part of the name whatever the naming pattern ("Faux Leather Pants", never just "Pants"). */
  inName?: boolean;
}

export type FabricKey =
  | 'cashmere' | 'leather' | 'suede' | 'silk' | 'wool' | 'linen' | 'denim' | 'knit' | 'cotton' | 'canvas' | 'satin'
  | 'faux-leather' | 'nylon' | 'polyester' | 'acetate';

export const FABRICS: Record<FabricKey, Fabric> = {
  cashmere: { label: 'Cashmere', material: 'cashmere', factor: 2.3 },
  leather: { label: 'Leather', material: 'leather', factor: 1.9 },
  suede: { label: 'Suede', material: 'leather', factor: 1.8 },
  silk: { label: 'Silk', material: 'silk', factor: 1.7 },
  wool: { label: 'Wool', material: 'wool', factor: 1.35 },
  linen: { label: 'Linen', material: 'linen', factor: 1.1 },
  denim: { label: 'Denim', material: 'denim', factor: 1 },
  knit: { label: 'Ribbed', prose: 'ribbed knit', material: 'knit', factor: 0.95 },
  cotton: { label: 'Cotton', material: 'cotton', factor: 0.9 },
  canvas: { label: 'Canvas', material: 'cotton', factor: 0.8 },
  satin: { label: 'Satin', factor: 0.8 },
  'faux-leather': { label: 'Faux Leather', factor: 0.75, inName: true },
  nylon: { label: 'Nylon', factor: 0.75 },
  polyester: { label: 'Recycled Polyester', factor: 0.7 },
  acetate: { label: 'Acetate', factor: 1 },
};

/** Fabrics that cost more than plain ones at the same brand, and the plain ones (tests compare them). */
export const PREMIUM_FABRICS: readonly FabricKey[] = ['cashmere', 'leather', 'suede', 'silk'];
export const PLAIN_FABRICS: readonly FabricKey[] = ['cotton', 'canvas', 'polyester', 'nylon'];

const g = (name: string, silhouettes: string[], fabrics: FabricKey[], base: number, finishes?: string[]): Garment =>
  ({ name, silhouettes, fabrics, base, ...(finishes ? { finishes } : {}) });

export const GARMENTS: Record<Category, readonly Garment[]> = {
  Tops: [
    g('Blouse', ['flowing', 'relaxed', 'fitted'], ['silk', 'cotton', 'satin', 'linen'], 130),
    g('Shirt', ['oversized', 'relaxed', 'tailored'], ['cotton', 'linen', 'denim', 'silk'], 115),
    g('Tee', ['relaxed', 'fitted', 'cropped'], ['cotton', 'linen', 'silk'], 45),
    g('Sweater', ['oversized', 'relaxed', 'cropped'], ['cashmere', 'wool', 'knit', 'cotton'], 150),
    g('Cardigan', ['relaxed', 'cropped', 'oversized'], ['cashmere', 'knit', 'wool'], 150),
    g('Turtleneck', ['fitted', 'slim'], ['cashmere', 'wool', 'knit'], 125),
    g('Camisole', ['fitted', 'flowing'], ['silk', 'satin', 'cotton'], 85),
    g('Tank', ['fitted', 'cropped'], ['cotton', 'knit'], 38),
  ],
  Bottoms: [
    g('Trousers', ['wide-leg', 'tailored', 'slim', 'relaxed'], ['wool', 'linen', 'cotton', 'polyester'], 165),
    g('Jeans', ['wide-leg', 'slim', 'relaxed', 'cropped'], ['denim'], 145),
    g('Midi Skirt', ['flowing', 'fitted'], ['silk', 'wool', 'cotton', 'satin'], 150),
    g('Shorts', ['relaxed', 'tailored'], ['linen', 'denim', 'cotton'], 90),
    g('Culottes', ['wide-leg', 'cropped'], ['linen', 'wool'], 150),
    g('Pants', ['slim', 'fitted'], ['leather', 'faux-leather'], 170),
  ],
  Dresses: [
    g('Midi Dress', ['flowing', 'fitted'], ['silk', 'linen', 'cotton', 'satin'], 190),
    g('Maxi Dress', ['flowing', 'layered'], ['silk', 'cotton', 'linen'], 200),
    g('Slip Dress', ['flowing', 'fitted'], ['silk', 'satin'], 160),
    g('Shirt Dress', ['relaxed', 'tailored'], ['cotton', 'linen', 'silk'], 165),
    g('Wrap Dress', ['fitted', 'flowing'], ['silk', 'knit', 'cotton'], 175),
    g('Jumpsuit', ['wide-leg', 'tailored'], ['linen', 'cotton', 'silk'], 185),
  ],
  Outerwear: [
    g('Blazer', ['tailored', 'oversized', 'structured'], ['wool', 'linen', 'polyester'], 270),
    g('Trench Coat', ['tailored', 'relaxed'], ['cotton', 'polyester'], 300),
    g('Overcoat', ['structured', 'oversized', 'tailored'], ['wool', 'cashmere'], 360),
    g('Moto Jacket', ['cropped', 'fitted'], ['leather', 'faux-leather'], 250),
    g('Denim Jacket', ['cropped', 'oversized'], ['denim'], 135),
    g('Puffer Jacket', ['oversized', 'cropped'], ['nylon', 'polyester'], 260),
  ],
  Shoes: [
    g('Loafers', ['structured'], ['leather', 'suede', 'faux-leather'], 170),
    g('Sneakers', ['relaxed'], ['leather', 'canvas', 'suede'], 125),
    g('Ankle Boots', ['structured', 'slim'], ['leather', 'suede', 'faux-leather'], 210),
    g('Slingback Heels', ['slim'], ['leather', 'satin', 'faux-leather'], 180),
    g('Sandals', ['flowing'], ['leather', 'faux-leather'], 125),
    g('Ballet Flats', ['slim'], ['leather', 'satin', 'suede'], 140),
  ],
  Accessories: [
    g('Scarf', ['flowing', 'layered'], ['silk', 'cashmere', 'wool', 'polyester'], 90),
    g('Belt', ['slim'], ['leather', 'faux-leather'], 75),
    g('Sunglasses', ['structured'], ['acetate'], 150),
    g('Bucket Hat', ['relaxed'], ['cotton', 'denim', 'canvas'], 55),
    g('Beret', ['structured'], ['wool', 'cashmere'], 60),
    g('Gloves', ['fitted'], ['leather', 'cashmere', 'wool'], 85),
  ],
  Bags: [
    g('Tote', ['structured', 'oversized'], ['leather', 'canvas', 'nylon'], 170),
    g('Crossbody Bag', ['structured'], ['leather', 'faux-leather', 'nylon'], 190),
    g('Clutch', ['structured', 'slim'], ['leather', 'satin', 'suede'], 150),
    g('Shoulder Bag', ['slim', 'structured'], ['leather', 'suede', 'faux-leather'], 230),
    g('Backpack', ['relaxed'], ['leather', 'canvas', 'nylon'], 160),
  ],
  // Jewelry's fabric is its finish (JEWELRY_FINISHES), so its list is empty.
  Jewelry: [
    g('Hoop Earrings', ['slim'], [], 85, ['Gold', 'Sterling Silver']),
    g('Pendant Necklace', ['layered', 'slim'], [], 115, ['Gold', 'Sterling Silver', 'Pearl', 'Onyx']),
    g('Signet Ring', ['structured'], [], 105, ['Gold', 'Sterling Silver', 'Onyx']),
    g('Chain Bracelet', ['layered'], [], 95, ['Gold', 'Sterling Silver']),
    g('Drop Earrings', ['slim'], [], 100, ['Gold', 'Pearl', 'Onyx']),
  ],
  Activewear: [
    g('Leggings', ['fitted', 'slim'], ['knit', 'nylon'], 95),
    g('Sports Bra', ['fitted', 'cropped'], ['knit', 'nylon'], 65),
    g('Joggers', ['relaxed'], ['cotton', 'cashmere', 'knit'], 100),
    g('Track Jacket', ['relaxed', 'cropped'], ['nylon', 'cotton'], 130),
    g('Running Tee', ['relaxed', 'fitted'], ['cotton', 'polyester'], 50),
  ],
  Sleepwear: [
    g('Pajama Set', ['relaxed', 'flowing'], ['silk', 'cotton', 'linen', 'satin'], 140),
    g('Robe', ['relaxed', 'flowing'], ['cotton', 'silk', 'linen'], 125),
    g('Nightgown', ['flowing'], ['silk', 'cotton', 'satin'], 110),
    g('Lounge Set', ['relaxed', 'oversized'], ['knit', 'cashmere', 'cotton'], 160),
  ],
};

/**
 * Jewelry finishes: `finish` names the metal or stone (and maps to a colour word); what it is
 * called, and what it is worth, depends on the tier (gold-plated in Budget, 18k in Luxury).
 */
export const JEWELRY_FINISHES: readonly { finish: string; colour: Colour; labels: Record<PriceTier, string>; factor: number }[] = [
  { finish: 'Gold', colour: 'yellow', labels: { budget: 'Gold-Plated', mid: 'Gold Vermeil', luxury: '18k Gold' }, factor: 1.2 },
  { finish: 'Sterling Silver', colour: 'grey', labels: { budget: 'Silver-Plated', mid: 'Sterling Silver', luxury: 'Sterling Silver' }, factor: 0.85 },
  { finish: 'Pearl', colour: 'cream', labels: { budget: 'Faux Pearl', mid: 'Freshwater Pearl', luxury: 'Akoya Pearl' }, factor: 1.1 },
  { finish: 'Onyx', colour: 'black', labels: { budget: 'Onyx', mid: 'Onyx', luxury: 'Onyx' }, factor: 1 },
];

/**
 * Brands, each in exactly one tier, with its standing inside the tier (price × level): a shopper
 * sees the same brand at the same kind of price everywhere.
 */
export const BRANDS: Record<PriceTier, readonly { name: string; level: number }[]> = {
  budget: [
    { name: 'Everyday Edit', level: 0.8 }, { name: 'Northline Basics', level: 0.85 }, { name: 'Loop & Thread', level: 0.95 },
    { name: 'Common Muse', level: 1 }, { name: 'Daylight Co.', level: 1.1 }, { name: 'Pocket Studio', level: 1.15 },
  ],
  mid: [
    { name: 'Field & Fable', level: 0.85 }, { name: 'Saltwater Society', level: 0.9 }, { name: 'Quiet Form', level: 1 },
    { name: 'Studio Verre', level: 1.05 }, { name: 'Atelier Nord', level: 1.15 }, { name: 'Maison Lune', level: 1.2 },
  ],
  luxury: [
    { name: 'Orsolya', level: 0.85 }, { name: 'Hollis & Vane', level: 0.95 }, { name: 'Casa Ombra', level: 1 },
    { name: 'Laurent Beaumont', level: 1.1 }, { name: 'Valentin Roux', level: 1.2 }, { name: 'Maison Ardent', level: 1.3 },
  ],
};

/** How far a tier's prices sit from the mid-range base: high street, then designer. */
export const TIER_FACTOR: Record<PriceTier, number> = { budget: 0.4, mid: 1, luxury: 4.5 };

/**
 * Plausible prices per category and tier (USD, inclusive). Every band lies inside its spec tier
 * (Budget below $100, Mid-Range $100 up to below $500, Luxury $500 and up).
 */
export const PRICE_BANDS: Record<Category, Record<PriceTier, readonly [number, number]>> = {
  Tops: { budget: [12, 89], mid: [100, 420], luxury: [500, 2400] },
  Bottoms: { budget: [19, 99], mid: [100, 480], luxury: [550, 3200] },
  Dresses: { budget: [25, 99], mid: [120, 495], luxury: [700, 4800] },
  Outerwear: { budget: [45, 99], mid: [150, 495], luxury: [900, 6500] },
  Shoes: { budget: [25, 99], mid: [110, 495], luxury: [550, 2200] },
  Accessories: { budget: [9, 79], mid: [100, 420], luxury: [500, 1800] },
  Bags: { budget: [19, 99], mid: [120, 495], luxury: [900, 6000] },
  Jewelry: { budget: [9, 89], mid: [100, 495], luxury: [500, 9000] },
  Activewear: { budget: [14, 99], mid: [100, 320], luxury: [500, 1500] },
  Sleepwear: { budget: [19, 99], mid: [100, 450], luxury: [500, 2000] },
};

/**
 * Style names in front of some products ("The Marlow Blazer"), as shops name their lines. None is a
 * vocabulary word, so a name never moves a style vector (a test holds this).
 */
export const MODEL_NAMES: readonly string[] = [
  'Agnes', 'Alba', 'Anouk', 'Bette', 'Celeste', 'Colette', 'Dora', 'Edie', 'Elodie', 'Esme', 'Fenna', 'Frida',
  'Greta', 'Hedda', 'Ines', 'Jules', 'Juno', 'Kira', 'Lena', 'Lise', 'Livia', 'Lou', 'Maren', 'Margaux',
  'Marlow', 'Mila', 'Nell', 'Noor', 'Odile', 'Paloma', 'Pia', 'Quinn', 'Romy', 'Saoirse', 'Sloane', 'Solene',
  'Tova', 'Una', 'Vera', 'Wren', 'Ximena', 'Yara', 'Zadie', 'Arlo', 'Bodhi', 'Cyril', 'Emil', 'Otto',
];

export const RETAILERS: readonly string[] = [
  'Atelier Market', 'The Edit House', 'Northline', 'Galerie Row', 'Monde Boutique', 'Threadline',
];

export const OCCASION_PHRASES: Record<string, readonly string[]> = {
  work: ['the office', 'long workdays', 'meetings that run into dinner'],
  evening: ['dinner dates', 'cocktail evenings', 'nights out'],
  weekend: ['weekend brunch', 'slow Saturdays', 'weekend errands'],
  travel: ['travel days', 'city breaks', 'a carry-on capsule'],
  beach: ['beach days', 'poolside afternoons', 'resort evenings'],
  wedding: ['wedding guest season', 'a summer ceremony', 'garden weddings'],
  active: ['morning workouts', 'yoga class', 'a run before coffee'],
  lounge: ['cosy nights in', 'slow mornings at home', 'lounge days'],
};

export const CAPTION_OPENERS: Record<string, readonly string[]> = {
  work: ['Monday meetings call for', 'Office-ready in', 'Desk to dinner in'],
  evening: ['Dinner in the city wearing', 'Date night look:', 'Out tonight in'],
  weekend: ['Sunday brunch uniform:', 'Slow Saturday in', 'Weekend errands, styled:'],
  travel: ['Wheels up in', 'Packing light with', 'First morning in Paris wearing'],
  beach: ['Salt air and', 'Golden hour by the water in', 'Beach club afternoon in'],
  wedding: ['Wedding guest mode:', 'For the ceremony:', 'Garden wedding look:'],
  active: ['Morning run, then coffee in', 'Pilates, then errands in', 'Studio session in'],
  lounge: ['Cosy night in with', 'Slow morning in', 'Staying in with'],
};

export const CAPTION_CLOSERS: readonly string[] = [
  'Would you wear it?', 'Details tagged.', 'Obsessed with this combo.', 'Link in bio.',
  'Saving this one for later.', 'Which one is your favourite?', 'Simple, but it works.', 'On repeat lately.',
];
