import { describe, expect, it } from 'vitest';
import type { TripActivity, TripDay } from './contracts.js';
import { activityForDay, FALLBACK_TEMP_F, FALLBACK_TIPS, fallbackDays } from './fallback.js';
import { packingList } from './packing.js';
import { planTrip, WEAR_LIMITS, type PlanDayInput } from './planner.js';
import { needsFor, toTripPiece, tripFormality, tripWarmth, type TripPiece } from './rules.js';
import { inSentence, stylingTips } from './tips.js';
import { weatherOf } from './weather.js';

let n = 0;
const piece = (name: string, category: string, extra: Partial<{ source: 'wardrobe' | 'product'; price: number }> = {}): TripPiece => {
  const made = toTripPiece({
    id: `${String(++n).padStart(3, '0')}-${name.toLowerCase().replace(/\W+/g, '-')}`, source: extra.source ?? 'wardrobe', name, category,
    price: extra.price ?? null, image_url: null, brand: null, shop_url: null, taste: null, text: '',
  });
  if (!made) throw new Error(`no slot for ${name}`);
  return made;
};
const weather = (high: number, low: number, condition: 'Sunny' | 'Rain' | 'Partly Cloudy' = 'Sunny') =>
  weatherOf({ high_c: high, low_c: low, condition, rain_chance: null, source: 'normals' });
const days = (activities: TripActivity[], count: number, high = 22, low = 14): PlanDayInput[] =>
  Array.from({ length: count }, (_, i) => ({ date: `2026-05-${String(i + 1).padStart(2, '0')}`, activity: activityForDay(activities, i), weather: weather(high, low) }));
const names = (day: { pieces: { piece: TripPiece }[] }) => day.pieces.map((p) => p.piece.name);

const WARDROBE = [
  piece('White linen shirt', 'Tops'), piece('Grey wool sweater', 'Tops'), piece('Black silk blouse', 'Tops'),
  piece('Striped cotton tee', 'Tops'), piece('Cream cashmere turtleneck', 'Tops'), piece('White tank top', 'Tops'),
  piece('Navy tailored trousers', 'Bottoms'), piece('Blue straight jeans', 'Bottoms'), piece('Linen shorts', 'Bottoms'),
  piece('Black wool trousers', 'Bottoms'), piece('Silk slip gown', 'Dresses'), piece('Floral sundress', 'Dresses'),
  piece('Camel wool coat', 'Outerwear'), piece('Beige trench coat', 'Outerwear'), piece('White leather sneakers', 'Shoes'),
  piece('Black leather loafers', 'Shoes'), piece('Tan leather sandals', 'Shoes'), piece('Black stiletto heels', 'Shoes'),
  piece('Leather ankle boots', 'Shoes'), piece('Leather tote bag', 'Bags'), piece('Black leggings', 'Activewear'),
  piece('Performance sports top', 'Activewear'),
];

describe('piece traits', () => {
  it('reads formality and warmth from the garment attributes (tools/garments)', () => {
    expect(piece('Silk slip gown', 'Dresses').formality).toBeGreaterThanOrEqual(2.5);
    expect(piece('Striped cotton tee', 'Tops').formality).toBeLessThanOrEqual(1);
    expect(piece('Black leggings', 'Activewear').formality).toBeLessThanOrEqual(0.5);
    expect(piece('Linen Shorts', 'Bottoms').warmth).toBeLessThan(-1);
    expect(piece('Grey wool sweater', 'Tops').warmth).toBeGreaterThanOrEqual(1);
    expect(piece('Plain jacket', 'Outerwear').warmth).toBeGreaterThan(piece('Linen shirt', 'Tops').warmth);
    expect(piece('Camel wool coat', 'Outerwear').warmth).toBeGreaterThan(1);
    // The scales map 1…5 onto the planner's 0…3 formality and -2…+2 warmth.
    expect([1, 3, 5].map(tripFormality)).toEqual([0, 1.5, 3]);
    expect([1, 3, 5].map(tripWarmth)).toEqual([-2, 0, 2]);
  });

  it('takes the stored attributes over the words: a shopper\'s correction counts', () => {
    const fields = { id: 'c', source: 'wardrobe' as const, name: 'Grey wool sweater', category: 'Tops', price: null, image_url: null, brand: null, shop_url: null, taste: null, text: '' };
    expect(toTripPiece({ ...fields, attributes: { formality: 5, warmth: 1, seasons: ['summer'], occasions: ['black-tie'] } })).toMatchObject({ formality: 3, warmth: -2 });
  });

  it('leaves sleepwear and slotless pieces out of travel outfits', () => {
    expect(toTripPiece({ id: 'p', source: 'wardrobe', name: 'Cotton pyjama set', category: 'Sleepwear', price: null, image_url: null, brand: null, shop_url: null, taste: null, text: '' })).toBeNull();
  });
});

describe('the planner', () => {
  it('cycles the chosen activities day by day, Casual when none', () => {
    expect(Array.from({ length: 5 }, (_, i) => activityForDay(['City Walk', 'Restaurant'], i))).toEqual(['City Walk', 'Restaurant', 'City Walk', 'Restaurant', 'City Walk']);
    expect(activityForDay([], 3)).toBe('Casual');
    expect(planTrip(days(['Business', 'Beach', 'Formal'], 4), WARDROBE, []).days.map((d) => d.activity)).toEqual(['Business', 'Beach', 'Formal', 'Business']);
  });

  it('dresses for the temperature: linen and sandals in the heat, wool, a coat and boots in the cold', () => {
    const [hot] = planTrip([{ date: '2026-07-01', activity: 'Casual', weather: weather(33, 24) }], WARDROBE, []).days;
    const [cold] = planTrip([{ date: '2026-01-01', activity: 'Casual', weather: weather(3, -4) }], WARDROBE, []).days;
    expect(names(hot!).join()).toMatch(/linen|tank|sundress/i);
    expect(names(hot!).join()).not.toMatch(/wool|cashmere|coat/i);
    expect(hot!.pieces.some((p) => p.slot === 'outerwear')).toBe(false);
    expect(names(cold!).join()).toMatch(/wool|cashmere/i);
    expect(cold!.pieces.find((p) => p.slot === 'outerwear')?.piece.name).toBe('Camel wool coat');
    expect(cold!.pieces.find((p) => p.slot === 'shoes')?.piece.name).toBe('Leather ankle boots');
  });

  it('dresses for the activity: a gown and heels for Formal, sandals on the beach, sneakers and leggings to be active', () => {
    const plan = planTrip(days(['Formal', 'Beach', 'Business', 'Active'], 4, 27, 20), WARDROBE, []).days;
    const slot = (i: number, s: string) => plan[i]!.pieces.find((p) => p.slot === s)?.piece.name;
    expect(slot(0, 'dress')).toBe('Silk slip gown');
    expect(slot(0, 'shoes')).toBe('Black stiletto heels');
    expect(slot(1, 'shoes')).toBe('Tan leather sandals');
    expect(slot(2, 'shoes')).not.toMatch(/sneaker|sandal/i);
    expect(names(plan[2]!).join()).toMatch(/tailored|silk blouse|loafer/i);
    expect(slot(3, 'bottom')).toBe('Black leggings');
    expect(slot(3, 'shoes')).toBe('White leather sneakers');
    expect(plan[3]!.pieces.some((p) => p.slot === 'dress')).toBe(false);
  });

  it('re-wears pieces sensibly: a 7-day trip packs far fewer than 21 pieces and respects the wear limits', () => {
    const plan = planTrip(days(['City Walk', 'Restaurant'], 7), WARDROBE, []);
    const worn = new Map<string, number>();
    for (const d of plan.days) for (const { piece } of d.pieces) worn.set(piece.id, (worn.get(piece.id) ?? 0) + 1);
    expect(worn.size).toBeLessThanOrEqual(12);
    for (const d of plan.days) for (const { slot, piece } of d.pieces) expect(worn.get(piece.id)!).toBeLessThanOrEqual(WEAR_LIMITS[slot] ?? 7);
    // No top two days running while another suits.
    for (let i = 1; i < plan.days.length; i++) {
      const top = (d: typeof plan.days[number]) => d.pieces.find((p) => p.slot === 'top')?.piece.id;
      if (top(plan.days[i]!)) expect(top(plan.days[i]!)).not.toBe(top(plan.days[i - 1]!));
    }
  });

  it('wears a piece of the shopper\'s again up to twice its limit before suggesting one to buy', () => {
    const few = [piece('Grey merino sweater', 'Tops'), piece('Black wool trousers', 'Bottoms'), piece('Leather ankle boots', 'Shoes'), piece('Camel wool coat', 'Outerwear')];
    const products = [piece('Cashmere sweater', 'Tops', { source: 'product', price: 90 }), piece('Wool trousers', 'Bottoms', { source: 'product', price: 90 })];
    const plan = planTrip(days(['Casual'], 6, 8, 2), few, products).days;
    const tops = plan.map((d) => d.pieces.find((p) => p.slot === 'top')!.piece.name);
    expect(tops).toEqual(['Grey merino sweater', 'Grey merino sweater', 'Grey merino sweater', 'Grey merino sweater', 'Cashmere sweater', 'Cashmere sweater']);
    expect(plan.every((d) => d.pieces.find((p) => p.slot === 'bottom')!.piece.name === 'Black wool trousers')).toBe(true);
  });

  it('uses the wardrobe first and the catalogue only for the gaps', () => {
    const noShoes = WARDROBE.filter((p) => p.slot !== 'shoes');
    const first = planTrip(days(['Casual'], 2), noShoes, []);
    expect([...first.gaps.keys()]).toEqual(['shoes']);
    expect(first.days[0]!.missing).toEqual(['shoes']);
    const products = [piece('Canvas sneakers', 'Shoes', { source: 'product', price: 79 }), piece('Cotton tee', 'Tops', { source: 'product', price: 25 })];
    const second = planTrip(days(['Casual'], 2), noShoes, products);
    for (const d of second.days) {
      expect(d.pieces.find((p) => p.slot === 'shoes')?.piece.name).toBe('Canvas sneakers');
      expect(d.pieces.filter((p) => p.piece.source === 'product').map((p) => p.slot)).toEqual(['shoes']);
      expect(d.missing).toEqual([]);
    }
  });

  it('buys one dress rather than two separates for a dressy day when nothing owned suits', () => {
    const casualOnly = [piece('Striped cotton tee', 'Tops'), piece('Blue jeans', 'Bottoms'), piece('Black stiletto heels', 'Shoes')];
    const first = planTrip(days(['Formal'], 1), casualOnly, []);
    expect([...first.gaps.keys()].sort()).toEqual(['bottom', 'dress', 'top']);
    const products = [piece('Satin evening gown', 'Dresses', { source: 'product', price: 320 }), piece('Silk blouse', 'Tops', { source: 'product', price: 150 }), piece('Tailored trousers', 'Bottoms', { source: 'product', price: 140 })];
    const [day] = planTrip(days(['Formal'], 1), casualOnly, products).days;
    expect(names(day!)).toEqual(['Satin evening gown', 'Black stiletto heels']);
  });
});

const tripDays = (specs: { items: { id: string; from_wardrobe: boolean; price: number | null; slot: 'top' | 'bottom' | 'shoes' }[] }[]): TripDay[] =>
  specs.map((s, i) => ({
    day: i + 1, date: `2026-05-0${i + 1}`, activity: 'Casual', weather: weather(20, 12), styling_tips: [],
    items: s.items.map((it) => ({ ...it, name: it.id, category: it.slot, image_url: null, brand: null, shop_url: null, is_product: !it.from_wardrobe })),
  }));

describe('the packing list', () => {
  it('lists each piece once with the days it is worn, owned first, and totals what to buy', () => {
    const list = packingList(tripDays([
      { items: [{ id: 'tee', from_wardrobe: true, price: 30, slot: 'top' }, { id: 'jeans', from_wardrobe: true, price: 90, slot: 'bottom' }, { id: 'sneaker', from_wardrobe: false, price: 79.5, slot: 'shoes' }] },
      { items: [{ id: 'shirt', from_wardrobe: false, price: 45.25, slot: 'top' }, { id: 'jeans', from_wardrobe: true, price: 90, slot: 'bottom' }, { id: 'sneaker', from_wardrobe: false, price: 79.5, slot: 'shoes' }] },
    ]));
    expect(list.items.map((i) => [i.id, i.count, i.days])).toEqual([['tee', 1, [1]], ['jeans', 2, [1, 2]], ['shirt', 1, [2]], ['sneaker', 2, [1, 2]]]);
    expect(list).toMatchObject({ pieces: 4, owned: 2, to_buy: 2, total_to_buy: 124.75 });
  });
});

describe('the spec fallback plan', () => {
  it('has one day per date, cycling activities, 72F Partly Cloudy, a 120/80/150 top, bottom and shoes and three tips', () => {
    const plan = fallbackDays('2026-12-30', '2027-01-02', ['Beach', 'Evening'], () => 0.2);
    expect(plan.map((d) => [d.day, d.date, d.activity])).toEqual([
      [1, '2026-12-30', 'Beach'], [2, '2026-12-31', 'Evening'], [3, '2027-01-01', 'Beach'], [4, '2027-01-02', 'Evening'],
    ]);
    for (const day of plan) {
      expect(day.weather).toMatchObject({ temp_f: FALLBACK_TEMP_F, condition: 'Partly Cloudy', source: 'fallback' });
      expect(day.items.map((i) => [i.slot, i.price, i.from_wardrobe])).toEqual([['top', 120, true], ['bottom', 80, true], ['shoes', 150, true]]);
      expect(day.styling_tips).toEqual([...FALLBACK_TIPS]);
    }
    expect(fallbackDays('2026-05-01', '2026-05-01', [], () => 0.9)[0]).toMatchObject({ activity: 'Casual', items: [{ from_wardrobe: false }, { from_wardrobe: false }, { from_wardrobe: false }] });
  });
});

describe('styling tips', () => {
  it('name pieces naturally inside a sentence', () => {
    expect(inSentence('Grey merino sweater')).toBe('grey merino sweater');
    expect(inSentence('The Bodhi Maxi Dress')).toBe('Bodhi Maxi Dress');
    expect(inSentence('Fenna Faux Leather Loafers')).toBe('Fenna Faux Leather Loafers');
  });

  it('speak about the day: rain, cool evenings, the activity and re-worn pieces, at most three', () => {
    const coat = piece('Beige trench coat', 'Outerwear');
    const tee = piece('Striped cotton tee', 'Tops');
    const wet = weatherOf({ high_c: 17, low_c: 7, condition: 'Rain', rain_chance: 45, source: 'normals' });
    const tips = stylingTips('City Walk', wet, [{ slot: 'top', piece: tee }, { slot: 'outerwear', piece: coat }], [], {
      city: 'Lisbon', wetDays: 12, month: 'November', wornBefore: new Map([[`wardrobe:${tee.id}`, 1]]),
    });
    expect(tips).toHaveLength(3);
    expect(tips[0]).toMatch(/12 wet days in November/);
    expect(tips[1]).toMatch(/7°C \(45°F\).*beige trench coat/);
    expect(needsFor('City Walk', wet).outerWarmth).not.toBeNull();
  });

  const ctx = { city: 'Lisbon', wetDays: 10, month: 'December', wornBefore: new Map<string, number>() };
  const lisbonDecember = weatherOf({ high_c: 15, low_c: 9, condition: 'Showers', rain_chance: 32, source: 'normals' });

  it('never say "pack sunscreen" on a 15 °C (59 °F) day of showers, only on a sunny day of 20 °C or more', () => {
    const beach = stylingTips('Beach', lisbonDecember, [], [], ctx).join(' ');
    expect(beach).not.toMatch(/sunscreen|sunglasses/i);
    expect(beach).toMatch(/beach day at 15°C \(59°F\) with showers/);
    const sunny = weatherOf({ high_c: 29, low_c: 21, condition: 'Sunny', rain_chance: 0, source: 'normals' });
    expect(stylingTips('Beach', sunny, [], [], ctx).join(' ')).toMatch(/sunscreen/);
  });

  it('praise only shoes the shopper owns as better than anything new', () => {
    const owned = piece('White leather sneakers', 'Shoes');
    const bought = piece('White leather sneakers', 'Shoes', { source: 'product', price: 90 });
    const dry = weatherOf({ high_c: 21, low_c: 14, condition: 'Cloudy', rain_chance: 10, source: 'normals' });
    expect(stylingTips('City Walk', dry, [{ slot: 'shoes', piece: owned }], [], ctx).join(' ')).toMatch(/white leather sneakers will carry you further than anything new/);
    const tips = stylingTips('City Walk', dry, [{ slot: 'shoes', piece: bought }], [], ctx).join(' ');
    expect(tips).not.toMatch(/anything new|you own/);
    expect(tips).toMatch(/wear the white leather sneakers in/);
  });

  it('say a doubled word in a piece\'s name once', () => {
    const jacket = piece('Cropped Denim Denim Jacket', 'Outerwear');
    const cool = weatherOf({ high_c: 18, low_c: 8, condition: 'Cloudy', rain_chance: 10, source: 'normals' });
    expect(stylingTips('Casual', cool, [{ slot: 'outerwear', piece: jacket }], [], ctx).join(' ')).toMatch(/keep the Cropped Denim Jacket with you after dark/);
  });
});
