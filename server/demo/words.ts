/**
 * The demo's word lists: garments per category with the shapes and fabrics they come in, brands per
 * price tier, retailers, and the phrases captions are built from. Brands and retailers are invented
 * so the demo never implies a real shop sells a made-up product.
 */
import type { Category, Colour, PriceTier } from '../../tools/recommendations/vocabulary.js';

export interface Garment {
  /** Display name, e.g. "Trench Coat". */
  name: string;
  silhouettes: readonly string[];
  materials: readonly string[];
}

const g = (name: string, silhouettes: string[], materials: string[]): Garment => ({ name, silhouettes, materials });

export const GARMENTS: Record<Category, readonly Garment[]> = {
  Tops: [
    g('Blouse', ['flowing', 'relaxed', 'fitted'], ['silk', 'cotton', 'linen']),
    g('Shirt', ['oversized', 'relaxed', 'tailored'], ['cotton', 'linen', 'denim']),
    g('Tee', ['relaxed', 'fitted', 'cropped'], ['cotton']),
    g('Sweater', ['oversized', 'relaxed', 'cropped'], ['cashmere', 'wool', 'knit']),
    g('Cardigan', ['relaxed', 'cropped', 'oversized'], ['cashmere', 'knit', 'wool']),
    g('Turtleneck', ['fitted', 'slim'], ['cashmere', 'wool', 'knit']),
    g('Camisole', ['fitted', 'flowing'], ['silk', 'cotton']),
    g('Tank', ['fitted', 'cropped'], ['cotton', 'knit']),
  ],
  Bottoms: [
    g('Trousers', ['wide-leg', 'tailored', 'slim', 'relaxed'], ['wool', 'linen', 'cotton']),
    g('Jeans', ['wide-leg', 'slim', 'relaxed', 'cropped'], ['denim']),
    g('Midi Skirt', ['flowing', 'fitted'], ['silk', 'wool', 'cotton']),
    g('Shorts', ['relaxed', 'tailored'], ['linen', 'denim', 'cotton']),
    g('Culottes', ['wide-leg', 'cropped'], ['linen', 'wool']),
    g('Leather Pants', ['slim', 'fitted'], ['leather']),
  ],
  Dresses: [
    g('Midi Dress', ['flowing', 'fitted'], ['silk', 'linen', 'cotton']),
    g('Maxi Dress', ['flowing', 'layered'], ['silk', 'cotton', 'linen']),
    g('Slip Dress', ['flowing', 'fitted'], ['silk']),
    g('Shirt Dress', ['relaxed', 'tailored'], ['cotton', 'linen']),
    g('Wrap Dress', ['fitted', 'flowing'], ['silk', 'knit']),
    g('Jumpsuit', ['wide-leg', 'tailored'], ['linen', 'cotton']),
  ],
  Outerwear: [
    g('Blazer', ['tailored', 'oversized', 'structured'], ['wool', 'linen']),
    g('Trench Coat', ['tailored', 'relaxed'], ['cotton']),
    g('Overcoat', ['structured', 'oversized', 'tailored'], ['wool', 'cashmere']),
    g('Moto Jacket', ['cropped', 'fitted'], ['leather']),
    g('Denim Jacket', ['cropped', 'oversized'], ['denim']),
    g('Puffer Jacket', ['oversized', 'cropped'], ['cotton']),
  ],
  Shoes: [
    g('Loafers', ['structured'], ['leather']),
    g('Sneakers', ['relaxed'], ['leather', 'cotton']),
    g('Ankle Boots', ['structured', 'slim'], ['leather']),
    g('Slingback Heels', ['slim'], ['leather', 'silk']),
    g('Sandals', ['flowing'], ['leather']),
    g('Ballet Flats', ['slim'], ['leather']),
  ],
  Accessories: [
    g('Scarf', ['flowing', 'layered'], ['silk', 'cashmere', 'wool']),
    g('Belt', ['slim'], ['leather']),
    g('Sunglasses', ['structured'], []),
    g('Bucket Hat', ['relaxed'], ['cotton', 'denim']),
    g('Beret', ['structured'], ['wool']),
    g('Gloves', ['fitted'], ['leather', 'cashmere']),
  ],
  Bags: [
    g('Tote', ['structured', 'oversized'], ['leather', 'cotton']),
    g('Crossbody Bag', ['structured'], ['leather']),
    g('Clutch', ['structured', 'slim'], ['leather', 'silk']),
    g('Shoulder Bag', ['slim', 'structured'], ['leather']),
    g('Backpack', ['relaxed'], ['leather', 'cotton']),
  ],
  Jewelry: [
    g('Hoop Earrings', ['slim'], []),
    g('Pendant Necklace', ['layered', 'slim'], []),
    g('Signet Ring', ['structured'], []),
    g('Chain Bracelet', ['layered'], []),
    g('Pearl Earrings', ['slim'], []),
  ],
  Activewear: [
    g('Leggings', ['fitted', 'slim'], ['knit']),
    g('Sports Bra', ['fitted', 'cropped'], ['knit']),
    g('Joggers', ['relaxed'], ['cotton', 'knit']),
    g('Track Jacket', ['relaxed', 'cropped'], ['cotton']),
    g('Running Tee', ['relaxed', 'fitted'], ['cotton']),
  ],
  Sleepwear: [
    g('Pajama Set', ['relaxed', 'flowing'], ['silk', 'cotton', 'linen']),
    g('Robe', ['relaxed', 'flowing'], ['cotton', 'silk']),
    g('Nightgown', ['flowing'], ['silk', 'cotton']),
    g('Lounge Set', ['relaxed', 'oversized'], ['knit', 'cashmere']),
  ],
};

/** Colours jewelry comes in, named as metals and stones but mapped to colour words. */
export const JEWELRY_FINISHES: readonly { finish: string; colour: Colour }[] = [
  { finish: 'Gold', colour: 'yellow' }, { finish: 'Sterling Silver', colour: 'grey' },
  { finish: 'Pearl', colour: 'cream' }, { finish: 'Onyx', colour: 'black' },
];

export const BRANDS: Record<PriceTier, readonly string[]> = {
  budget: ['Everyday Edit', 'Northline Basics', 'Loop & Thread', 'Common Muse', 'Daylight Co.', 'Pocket Studio'],
  mid: ['Maison Lune', 'Atelier Nord', 'Field & Fable', 'Quiet Form', 'Studio Verre', 'Saltwater Society'],
  luxury: ['Valentin Roux', 'Casa Ombra', 'Hollis & Vane', 'Maison Ardent', 'Orsolya', 'Laurent Beaumont'],
};

export const RETAILERS: readonly string[] = [
  'Atelier Market', 'The Edit House', 'Northline', 'Galerie Row', 'Monde Boutique', 'Threadline',
];

/** Spec price tiers: Budget $0-100, Mid-Range $100-500, Luxury $500+. */
export const PRICE_RANGES: Record<PriceTier, readonly [number, number]> = {
  budget: [12, 99],
  mid: [100, 495],
  luxury: [500, 3200],
};

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
