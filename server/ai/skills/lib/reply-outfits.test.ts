import { describe, expect, it } from 'vitest';
import type { AppliedConstraints } from '../../../../tools/outfits/constraints.js';
import type { ComposedPiece, OutfitSuggestion } from '../../../../tools/outfits/contracts.js';
import type { Alternative, LookAnalysis } from '../../../../tools/looks/contracts.js';
import {
  ALSO_CONSIDER, appliedContext, aroundPhrase, builtText, composeText, lookText, pieceLabel, relaxedText, slotText, whyText, type BuiltPiece,
} from './reply-outfits.js';

const LONG = 'Oversized Double-Breasted Recycled Wool and Cashmere Blend Tailored Longline Overcoat with Horn Buttons';

const applied = (over: Partial<AppliedConstraints> = {}): AppliedConstraints => ({
  occasion: null, formality: null, temperature_c: null, temperature_band: null, season: null, rain: false,
  min_price: null, max_price: null, budget_source: 'none', palette: [], ...over,
});

const composed = (over: Partial<ComposedPiece>): ComposedPiece => ({
  source: 'product', id: 'p1', name: 'Black Leather Loafers', brand: 'House', image_url: null, price: 120, category: 'Shoes', url: null,
  slot: 'shoes', available: true, why: ['occasion', 'budget'], chosen: true, ...over,
});

const suggestion = (over: Partial<OutfitSuggestion>): OutfitSuggestion => ({
  source: 'product', id: 's1', name: 'White Canvas Sneakers', brand: 'House', image_url: null, price: 60, category: 'Shoes', url: null,
  slot: 'shoes', available: true, similarity: 0.8, match_percent: 41, match_label: '41% match', style_match_reason: 'white, minimalist aesthetic', why: [], ...over,
});

const alternative = (over: Partial<Alternative>): Alternative => ({
  productId: 'a1', name: 'Tan Leather Tote', brand: 'House', price: 89, priceLevel: 'budget', imageUrl: null, retailerImageUrl: null,
  retailerUrl: 'https://shop.example.com/a1', retailerName: 'Shop', similarity: 0.7, reason: 'brown, classic aesthetic', ...over,
});

/** No sentence may say a word twice side by side, start with a lower-case letter, or leave a blank name. */
const wellFormed = (text: string) => {
  for (const line of text.split('\n')) {
    expect(line, line).not.toMatch(/\b(\w+) \1\b/i);
    expect(line, line).not.toMatch(/\(\s*[,)]|\s{2,}|\s[,.]|\ba ([aeiou])/i);
    expect(line.trim(), text).not.toBe('');
  }
};

describe('pieceLabel and aroundPhrase', () => {
  it('names a piece with where it is from and its price only when it is to buy', () => {
    expect(pieceLabel({ name: 'White Sneakers', source: 'wardrobe', price: 95 })).toBe('White Sneakers (yours)');
    expect(pieceLabel({ name: 'Navy Slip Dress', source: 'product', price: 120 })).toBe('Navy Slip Dress (to buy, $120)');
    expect(pieceLabel({ name: 'Saved Scarf', source: 'dressing_room', price: 30 })).toBe('Saved Scarf (saved)');
    expect(pieceLabel({ name: '', source: 'product', price: null })).toBe('an unnamed piece (to buy)');
    expect(pieceLabel({ name: 'Cropped  Denim Denim Jacket', source: 'wardrobe' })).toBe('Cropped Denim Jacket (yours)');
    expect(pieceLabel({ name: LONG, source: 'product', price: 1450.5 })).toBe(`${LONG} (to buy, $1,450.50)`);
  });

  it('says "your" for their pieces and "the" for the catalogue’s, once, joined with agreement', () => {
    expect(aroundPhrase([])).toBe('');
    expect(aroundPhrase([{ name: 'White Sneakers', source: 'wardrobe' }])).toBe('your White Sneakers');
    expect(aroundPhrase([{ name: 'The Lou Tote', source: 'product' }])).toBe('The Lou Tote');
    expect(aroundPhrase([{ name: 'Red Wrap Dress', source: 'product' }, { name: 'Blue Jeans', source: 'wardrobe' }, { name: '', source: 'dressing_room' }]))
      .toBe('the Red Wrap Dress and your Blue Jeans');
    expect(aroundPhrase([{ name: ' ', source: 'wardrobe' }])).toBe('');
  });
});

describe('whyText, appliedContext and relaxedText', () => {
  it('says only the reasons the tool gave, in the terms it applied', () => {
    expect(whyText([], applied())).toBe('');
    expect(whyText(['owned'], applied())).toBe('');
    expect(whyText(['occasion'], applied({ occasion: 'office' }))).toBe('suits the office');
    expect(whyText(['occasion', 'weather', 'budget'], applied({ occasion: 'wedding-guest', temperature_c: 7.6, rain: true, budget_source: 'stated' })))
      .toBe('suits a wedding (as a guest), right for 8 °C and rain and within your budget');
    expect(whyText(['anchor', 'palette', 'budget'], applied({ budget_source: 'anchor' }))).toBe('the piece you chose, keeps to the palette and priced like the piece it goes with');
    expect(whyText(['weather'], applied({ season: 'winter' }))).toBe('right for winter');
  });

  it('names the occasion, temperature and budget applied, nothing else', () => {
    expect(appliedContext(undefined)).toBe('');
    expect(appliedContext(applied())).toBe('');
    expect(appliedContext(applied({ budget_source: 'anchor', min_price: 32, max_price: 203 }))).toBe('');
    expect(appliedContext(applied({ occasion: 'date', temperature_c: 14, rain: true, budget_source: 'stated', min_price: 100, max_price: 400 })))
      .toBe('for a date at 14 °C in the rain between $100 and $400');
    expect(appliedContext(applied({ budget_source: 'stated', min_price: 100, max_price: 100 }))).toBe('at $100');
  });

  it('groups what was relaxed by what it was relaxed to', () => {
    expect(relaxedText([])).toBe('');
    expect(relaxedText(undefined)).toBe('');
    expect(relaxedText([{ slot: 'shoes', constraint: 'price', detail: 'price widened to under $75' }]))
      .toBe('Nothing fitted exactly, so price widened to under $75 for the shoes.');
    expect(relaxedText([
      { slot: 'shoes', constraint: 'price', detail: 'price widened to under $75' },
      { slot: 'bag', constraint: 'price', detail: 'price widened to under $75' },
      { slot: 'bag', constraint: 'palette', detail: 'colours beyond red and neutrals allowed' },
    ])).toBe('Nothing fitted exactly, so price widened to under $75 for the shoes and bag and colours beyond red and neutrals allowed for the bag.');
  });
});

describe('composeText: one outfit, each piece with why, at most two more to consider', () => {
  const a = applied({ occasion: 'office', temperature_c: 8, budget_source: 'stated', max_price: 150 });
  it('says the summary alone when nothing was found', () => {
    expect(composeText({ pieces: [], applied: a, summary: 'Nothing fits for the top.' })).toBe('Nothing fits for the top.');
  });

  it('lists one piece and many, names blank and long, and stops the extras at two', () => {
    const one = composeText({ pieces: [composed({})], applied: a, summary: 'An outfit for the office: 1 piece.' });
    expect(one).toBe('An outfit for the office: 1 piece.\n• Shoes: Black Leather Loafers (to buy, $120) — suits the office and within your budget\nSay “save this outfit” to keep it.');
    const many = composeText({
      pieces: [composed({ slot: 'dress', name: LONG, why: ['owned', 'occasion'], source: 'wardrobe' }), composed({ name: '' }), composed({ slot: 'bag', why: [] })],
      applied: a, summary: 'An outfit for the office: 3 pieces, 1 of them yours.',
      also_consider: [composed({ id: 'x', name: 'Tan Loafers', why: ['budget'] }), composed({ id: 'y', slot: 'bag', name: 'Black Tote', source: 'wardrobe', why: ['owned'] }), composed({ id: 'z' })],
    });
    const lines = many.split('\n');
    expect(lines[1]).toBe(`• Dress: ${LONG} (yours) — suits the office`);
    expect(lines[2]).toBe('• Shoes: an unnamed piece (to buy, $120) — suits the office and within your budget');
    expect(lines[3]).toBe('• Bag: Black Leather Loafers (to buy, $120)');
    expect(lines[4]).toBe('**Also consider:** Tan Loafers (shoes, to buy, $120) — within your budget; Black Tote (bag, yours).');
    expect(lines).toHaveLength(6);
    wellFormed(many);
  });
});

describe('slotText: the best piece for a slot, then at most two more', () => {
  it('says none were found (plural agreement), one, and many', () => {
    expect(slotText({ slot: 'shoes', suggestions: [], applied: applied(), relaxed: [] }, 'your Navy Slip Dress')).toBe('I found no shoes to go with your Navy Slip Dress.');
    expect(slotText({ slot: 'dress', suggestions: [], applied: applied({ occasion: 'funeral' }), relaxed: [] }, '')).toBe('I found no dresses for a funeral.');
    expect(slotText({ slot: 'accessories', suggestions: [], relaxed: [] }, '')).toBe('I found no accessories.');
    expect(slotText({ slot: 'bag', suggestions: [suggestion({ slot: 'bag', name: 'Black Tote', source: 'wardrobe', match_percent: null, match_label: 'In your wardrobe' })], relaxed: [] }, 'the Red Wrap Dress'))
      .toBe('A bag to go with the Red Wrap Dress: Black Tote (yours) — white, minimalist aesthetic.');
    const many = slotText({
      slot: 'shoes', applied: applied({ occasion: 'date' }),
      suggestions: [suggestion({ why: ['occasion', 'palette'], match_percent: 81, match_label: '81% match' }), suggestion({ id: 's2', name: LONG }), suggestion({ id: 's3', name: '', style_match_reason: '' }), suggestion({ id: 's4', name: 'Never Shown' })],
      relaxed: [{ slot: 'shoes', constraint: 'price', detail: 'price widened to under $75' }],
    }, 'your Navy Slip Dress');
    expect(many.split('\n')).toEqual([
      'Shoes to go with your Navy Slip Dress for a date: White Canvas Sneakers (to buy, $60) — suits a date and keeps to the palette, 81% match.',
      'Nothing fitted exactly, so price widened to under $75 for the shoes.',
      // A 41% match is far from the shopper's taste: not given as a reason.
      `**Also consider:** ${LONG} (to buy, $60) — white, minimalist aesthetic; an unnamed piece (to buy, $60).`,
    ]);
    expect(many).not.toContain('Never Shown');
    wellFormed(many);
  });
});

describe('builtText: an outfit built slot by slot', () => {
  const piece = (over: Partial<BuiltPiece>): BuiltPiece => ({ slot: 'top', name: 'White Poplin Shirt', source: 'wardrobe', price: null, why: 'white, classic aesthetic', ...over });
  it('answers nothing, one piece, and many, with the applied occasion only', () => {
    expect(builtText([], '', 0)).toBe('I couldn’t put an outfit together.');
    expect(builtText([piece({ slot: 'shoes', name: 'White Sneakers', why: 'the piece you chose' })], 'your White Sneakers', 20))
      .toBe('An outfit with your White Sneakers:\n• Shoes: White Sneakers (yours) — the piece you chose\nCompletion 20/100. Say “save this outfit” to keep it.');
    const many = builtText(
      [piece({}), piece({ slot: 'bottom', name: LONG, source: 'product', price: 80, why: '' }), piece({ slot: 'shoes', name: '', why: 'the piece you chose' })],
      'your White Sneakers', 70,
      { applied: applied({ occasion: 'office' }), also: [piece({ name: 'Grey Tee' }), piece({ name: 'Black Tee' }), piece({ name: 'Third Tee' })], empty: ['bag', 'accessories'] },
    );
    expect(many.split('\n')).toEqual([
      'An outfit for the office with your White Sneakers:',
      '• Top: White Poplin Shirt (yours) — white, classic aesthetic',
      `• Bottom: ${LONG} (to buy, $80)`,
      '• Shoes: an unnamed piece (yours) — the piece you chose',
      '**Also consider:** Grey Tee (top, yours) — white, classic aesthetic; Black Tee (top, yours) — white, classic aesthetic.',
      'Completion 70/100. I found nothing for the bag or accessory. Say “save this outfit” to keep it.',
    ]);
    wellFormed(many);
  });
});

describe('lookText: a look finished with one piece per missing slot', () => {
  const look = (over: Partial<LookAnalysis>): LookAnalysis => ({
    basis: 'product-nearest-wardrobe', anchor: { kind: 'product', id: 'd1', name: 'Red Wrap Dress', imageUrl: null, slot: 'dress' }, completionScore: 40,
    ownedPieces: [], missingPieces: [], styleNotes: ['The palette is red and black.'], palette: [], aesthetics: [], applied: applied(), relaxed: [], ...over,
  });
  const missing = (slot: LookAnalysis['missingPieces'][number]['slot'], alternatives: Alternative[]) =>
    ({ category: 'Shoes', slot, description: '', essential: slot === 'shoes', alternatives });

  it('reads a look with nothing missing, one missing piece, many, and a slot nothing fits', () => {
    expect(lookText(look({ completionScore: 100, styleNotes: [] }))).toBe('A look around the Red Wrap Dress: 100/100 complete so far.');
    const one = lookText(look({ missingPieces: [missing('shoes', [alternative({ name: 'Black Pumps', price: 120 })])] }));
    expect(one).toBe('A look around the Red Wrap Dress: 40/100 complete so far.\nTo finish it:\n• Shoes: Black Pumps (to buy, $120) — brown, classic aesthetic\nThe palette is red and black.');
    const many = lookText(look({
      anchor: null, basis: 'pieces', completionScore: 50, applied: applied({ occasion: 'brunch' }),
      ownedPieces: [{ source: 'wardrobe', id: 'w1', name: 'White Poplin Shirt', slot: 'top', similarity: 1, image_url: null } as never, { source: 'wardrobe', id: 'w2', name: '', slot: 'bottom', similarity: 1, image_url: null } as never],
      missingPieces: [
        missing('shoes', [alternative({ name: LONG }), alternative({ name: 'Mid Loafers', price: 250, priceLevel: 'mid' }), alternative({ name: 'Lux Loafers', price: 800, priceLevel: 'luxury' })]),
        missing('bag', [alternative({}), alternative({ name: 'Never Shown Bag' })]),
        missing('accessories', []),
      ],
    }));
    expect(many.split('\n')).toEqual([
      'Your look for brunch: 50/100 complete so far.',
      'You have: White Poplin Shirt and an unnamed piece.',
      'To finish it:',
      `• Shoes: ${LONG} (to buy, $89) — brown, classic aesthetic`,
      '• Bag: Tan Leather Tote (to buy, $89) — brown, classic aesthetic',
      'Nothing in the catalogue fits the accessory yet.',
      `**Also consider:** Mid Loafers (shoes, $250, mid); Lux Loafers (shoes, $800, luxury).`,
      'The palette is red and black.',
    ]);
    expect(many).not.toContain('Never Shown Bag');
    wellFormed(many);
  });

  it('never names more than the primary pieces and two others', () => {
    const text = lookText(look({ missingPieces: [missing('shoes', Array.from({ length: 3 }, (_, i) => alternative({ name: `Shoe ${i}` }))), missing('bag', Array.from({ length: 3 }, (_, i) => alternative({ name: `Bag ${i}` })))] }));
    const also = text.split('\n').find((l) => l.startsWith('**Also consider:**'))!;
    expect(also.split(';')).toHaveLength(ALSO_CONSIDER);
  });
});
