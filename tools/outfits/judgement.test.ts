import { describe, expect, it } from 'vitest';
import { deriveAttributes } from '../garments/attributes.js';
import type { TripDay } from '../trips/contracts.js';
import { weatherOf } from '../trips/weather.js';
import { outfitConstraintsSchema, type OutfitConstraints } from './constraints.js';
import type { OutfitsComposeOutput } from './contracts.js';
import {
  LADDER, anchorBand, coatNeed, fitsPalette, judgementOf, pieceViolations, priceBandFor, suitsOccasion, temperatureBand, usualBand,
  widenedBand, type JudgedPiece, type PriceBand,
} from './judgement.js';
import { SanityTally, checkCompose, checkTripDay, type KnownPiece } from './sanity.js';
import type { OutfitSlot } from './rules.js';

const piece = (name: string, category: string, price: number | null = 100, source: JudgedPiece['source'] = 'product'): JudgedPiece =>
  ({ source, name, price, attributes: deriveAttributes({ category, name }), colour: null });
const none: PriceBand = { min: null, max: null, source: 'none' };
const judge = (c: OutfitConstraints, band = none) => judgementOf(c, band, []);
const broken = (p: JudgedPiece, slot: OutfitSlot, c: OutfitConstraints, band = none) => pieceViolations(p, slot, judge(c, band));

describe('temperature bands', () => {
  it('reads ≤ 0 freezing, 1–9 cold, 10–15 cool, 16–22 mild, 23–27 warm, ≥ 28 hot', () => {
    expect([-3, 0, 1, 9, 10, 15, 16, 22, 23, 27, 28, 35].map(temperatureBand)).toEqual([
      'freezing', 'freezing', 'cold', 'cold', 'cool', 'cool', 'mild', 'mild', 'warm', 'warm', 'hot', 'hot',
    ]);
  });
  it('asks for a coat below 16 °C and in mild rain, never in the heat without rain', () => {
    expect(coatNeed('freezing', false)).toBe('required');
    expect(coatNeed('mild', false)).toBe('none');
    expect(coatNeed('mild', true)).toBe('required');
    expect(coatNeed('hot', false)).toBe('none');
    expect(coatNeed('hot', true)).toBe('optional');
    expect(coatNeed(null, false)).toBe('optional');
  });
});

describe('shoes against the occasion', () => {
  it('rules out trainers at black tie and heels at the gym, whatever relaxation', () => {
    expect(broken(piece('White leather trainers', 'Shoes'), 'shoes', { occasion: 'black-tie' })).toContain('shoes_vs_occasion');
    expect(broken(piece('Black stiletto heels', 'Shoes'), 'shoes', { occasion: 'gym' })).toContain('shoes_vs_occasion');
    expect(pieceViolations(piece('Black stiletto heels', 'Shoes'), 'shoes', judge({ occasion: 'gym' }), LADDER.at(-1)!.leniency)).toContain('shoes_vs_occasion');
    expect(broken(piece('Running trainers', 'Shoes'), 'shoes', { occasion: 'gym' })).toEqual([]);
    expect(broken(piece('Leather ankle boots', 'Shoes'), 'shoes', { occasion: 'beach' })).toContain('shoes_vs_occasion');
  });
  it('takes a piece that names the occasion, refuses one inside the band that avoids it, and widens by one step only when relaxed', () => {
    const stiletto = deriveAttributes({ category: 'Shoes', name: 'Stiletto heels' });
    expect(suitsOccasion(stiletto, 'festival')).toBe(false);
    expect(suitsOccasion(stiletto, 'festival', 1)).toBe(false);
    const tote = deriveAttributes({ category: 'Bags', name: 'Canvas tote' });
    expect(suitsOccasion(tote, 'black-tie')).toBe(false);
    expect(suitsOccasion(tote, 'black-tie', 1)).toBe(false);
    const clutch = deriveAttributes({ category: 'Bags', name: 'Satin clutch' });
    expect(suitsOccasion(clutch, 'black-tie')).toBe(false);
    expect(suitsOccasion(clutch, 'black-tie', 1)).toBe(true);
  });
});

describe('coats against the weather', () => {
  it('never takes a cropped moto jacket or a blazer at −3 °C, nor a puffer at 30 °C', () => {
    expect(broken(piece('Cropped faux-leather moto jacket', 'Outerwear'), 'outerwear', { temperature_c: -3 })).toContain('coat_vs_temperature');
    expect(broken(piece('Cropped denim jacket', 'Outerwear'), 'outerwear', { temperature_c: 5 })).toContain('coat_vs_temperature');
    expect(broken(piece('Wool blazer', 'Outerwear'), 'outerwear', { temperature_c: -3 })).toContain('coat_vs_temperature');
    expect(broken(piece('Down puffer jacket', 'Outerwear'), 'outerwear', { temperature_c: 30 })).toContain('coat_vs_temperature');
    expect(broken(piece('Camel wool coat', 'Outerwear'), 'outerwear', { temperature_c: -3 })).toEqual([]);
  });
  it('keeps knitwear out of the heat and sun-wear out of a casual freeze, but a slip dress may go under a coat to a winter wedding', () => {
    expect(broken(piece('Ribbed wool cardigan', 'Tops'), 'top', { temperature_c: 30 })).toContain('clothes_vs_temperature');
    expect(broken(piece('Linen shorts', 'Bottoms'), 'bottom', { temperature_c: -3, occasion: 'casual' })).toContain('clothes_vs_temperature');
    expect(broken(piece('Silk slip dress', 'Dresses'), 'dress', { temperature_c: -3, occasion: 'wedding-guest' })).toEqual([]);
  });
  it('keeps suede and open shoes out of the rain', () => {
    expect(broken(piece('Suede loafers', 'Shoes'), 'shoes', { rain: true })).toContain('rain');
    expect(broken(piece('Leather sandals', 'Shoes'), 'shoes', { rain: true, temperature_c: 14 })).toContain('rain');
  });
});

describe('budget', () => {
  it('keeps pieces around an $80.99 anchor within $32–$203: never $1,550 boots', () => {
    const band = priceBandFor({}, 80.99, []);
    expect(band).toEqual({ min: 32, max: 203, source: 'anchor' });
    expect(broken(piece('Leather ankle boots', 'Shoes', 1550), 'shoes', {}, band)).toContain('budget');
    expect(broken(piece('Leather ankle boots', 'Shoes', 150), 'shoes', {}, band)).toEqual([]);
    // Owned pieces are already paid for.
    expect(broken(piece('Leather ankle boots', 'Shoes', 1550, 'wardrobe'), 'shoes', {}, band)).toEqual([]);
  });
  it('prefers a stated budget, then the anchor, then the usual range (3 prices or more), else none', () => {
    expect(priceBandFor({ max_price: 200 }, 80.99, [10, 20, 30])).toEqual({ min: null, max: 200, source: 'stated' });
    expect(usualBand([40, 60, 80, 100, 120])).toEqual({ min: 30, max: 200, source: 'usual' });
    expect(usualBand([40, 60])).toBeNull();
    expect(priceBandFor({}, null, [40, 60])).toEqual(none);
    expect(anchorBand(100)).toEqual({ min: 40, max: 250, source: 'anchor' });
    expect(widenedBand({ min: 40, max: 200, source: 'stated' })).toEqual({ min: 20, max: 300, source: 'stated' });
  });
});

describe('palette and the relaxation order', () => {
  it('lets neutrals and the outfit\'s accent in, and a first accent when there is none', () => {
    expect(fitsPalette('black', ['green'])).toBe(true);
    expect(fitsPalette('green', ['green'])).toBe(true);
    expect(fitsPalette('red', ['green'])).toBe(false);
    expect(fitsPalette('red', [])).toBe(true);
    expect(fitsPalette(null, ['green'])).toBe(true);
  });
  it('relaxes price first, then palette, then formality by one step, each keeping the ones before', () => {
    expect(LADDER.map((r) => r.relaxed)).toEqual([null, 'price', 'palette', 'formality']);
    expect(LADDER.at(-1)!.leniency).toEqual({ price: true, palette: true, formality: 1 });
  });
});

describe('constraints at the door', () => {
  it.each([
    [{ occasion: 'rave' }], [{ temperature_c: 120 }], [{ min_price: 300, max_price: 100 }], [{ max_price: -5 }], [{ rain: 'yes' }], [{ budget: 100 }],
  ])('refuses %j', (c) => {
    expect(outfitConstraintsSchema.safeParse(c).success).toBe(false);
  });
  it('takes the documented names', () => {
    expect(outfitConstraintsSchema.parse({ occasion: 'wedding-guest', temperature_c: -3, season: 'winter', rain: true, min_price: 0, max_price: 200 }))
      .toMatchObject({ occasion: 'wedding-guest', max_price: 200 });
  });
});

describe('the sanity checks catch what they are for', () => {
  const known = new Map<string, KnownPiece>();
  const add = (id: string, name: string, category: string, price: number, source: KnownPiece['source'] = 'product') => {
    known.set(`${source}:${id}`, { source, name, price, attributes: deriveAttributes({ category, name }), colour: null });
    return { source, id, name, brand: null, image_url: null, price, category, url: null, available: true };
  };
  const lookup = (source: KnownPiece['source'], id: string) => known.get(`${source}:${id}`);

  it('counts trainers at black tie, a moto jacket at −3 °C, $1,550 boots on an $80.99 anchor and two tops', () => {
    const tally = new SanityTally();
    const applied = {
      occasion: 'black-tie' as const, formality: [5, 5] as [number, number], temperature_c: -3, temperature_band: 'freezing' as const, season: null,
      rain: false, min_price: 32, max_price: 203, budget_source: 'anchor' as const, palette: [],
    };
    const out: OutfitsComposeOutput = {
      pieces: [
        { ...add('a', 'Satin evening gown', 'Dresses', 80.99), slot: 'dress', why: ['anchor'], chosen: false },
        { ...add('b', 'White leather trainers', 'Shoes', 90), slot: 'shoes', why: ['occasion'], chosen: true },
        { ...add('c', 'Cropped faux-leather moto jacket', 'Outerwear', 150), slot: 'outerwear', why: ['weather'], chosen: true },
        { ...add('d', 'Satin evening clutch', 'Bags', 1550), slot: 'bag', why: ['owned'], chosen: true },
        { ...add('e', 'Silk blouse', 'Tops', 100), slot: 'top', why: [], chosen: true },
      ],
      applied, relaxed: [], unfilled: [], completion_score: 90, summary: '', left_empty: [], also_consider: [],
    };
    checkCompose(tally, { id: 't', constraints: { occasion: 'black-tie', temperature_c: -3 }, anchor: { id: 'a', price: 80.99, slot: 'dress' } }, out, lookup);
    const rules = new Set(tally.violations.map((v) => v.rule));
    for (const rule of ['shoes_vs_occasion', 'coat_vs_temperature', 'budget', 'one_piece_per_slot', 'why_is_true', 'occasion_formality'] as const) expect(rules).toContain(rule);
  });

  it('reads the pieces offered besides the outfit by the same rules', () => {
    const tally = new SanityTally();
    const applied = {
      occasion: 'office' as const, formality: [3, 4] as [number, number], temperature_c: 20, temperature_band: 'mild' as const, season: null,
      rain: false, min_price: null, max_price: 200, budget_source: 'stated' as const, palette: [],
    };
    const shoes = { ...add('f', 'Black leather loafers', 'Shoes', 120), slot: 'shoes' as const, why: ['occasion' as const], chosen: true };
    const out: OutfitsComposeOutput = {
      pieces: [shoes], applied, relaxed: [], unfilled: [], completion_score: 20, summary: '', left_empty: [],
      also_consider: [
        { ...add('g', 'White canvas flip-flops', 'Shoes', 20), slot: 'shoes', why: ['occasion'], chosen: true },
        { ...add('h', 'Black leather tote bag', 'Bags', 900), slot: 'bag', why: ['budget'], chosen: true },
        shoes,
      ],
    };
    checkCompose(tally, { id: 'also', constraints: { occasion: 'office', temperature_c: 20, max_price: 200 }, anchor: null }, out, lookup);
    const rules = new Set(tally.violations.map((v) => v.rule));
    for (const rule of ['shoes_vs_occasion', 'budget', 'one_piece_per_slot'] as const) expect(rules).toContain(rule);
  });

  it('counts "pack sunscreen" on a 15 °C day of showers, and praise of shoes the shopper does not own', () => {
    const tally = new SanityTally();
    const day: TripDay = {
      day: 1, date: '2026-12-10', activity: 'City Walk',
      weather: weatherOf({ high_c: 15, low_c: 9, condition: 'Showers', rain_chance: 30, source: 'normals' }),
      items: [{ id: 's', name: 'White leather sneakers', category: 'Shoes', slot: 'shoes', from_wardrobe: false, price: 90, image_url: null, brand: null, shop_url: null, is_product: true }],
      styling_tips: ['Pack sunscreen and a light cover-up.', 'Cobbles and long days: the white leather sneakers will carry you further than anything new.'],
    };
    add('s', 'White leather sneakers', 'Shoes', 90);
    checkTripDay(tally, 'Lisbon', day, lookup);
    const rules = new Set(tally.violations.map((v) => v.rule));
    expect(rules).toContain('tips_vs_conditions');
    expect(rules).toContain('tips_vs_ownership');
  });
});
