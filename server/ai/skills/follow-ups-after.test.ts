/**
 * Follow-ups after results other than a catalogue search, going back to an earlier search, and pieces
 * picked from what was shown in other words (issue 27, follow-ups round 3).
 */
import { describe, expect, it } from 'vitest';
import { dialogueState } from './dialogue.js';
import type { SeenResult } from './lib/plan-core.js';
import { pickDescribed, describedIn } from './lib/described.js';
import { changedTrip } from './lib/trip-changes.js';
import { understand } from '../../../evals/skill-harness.js';
import { slotsOf } from '../nlu/testing.js';

const TODAY = '2026-04-20';
const seen = (toolName: string, input: unknown, output: unknown, prep = false): SeenResult => ({ toolName, input, output, isError: false, request: 0, prep });
const stateAfter = (...results: SeenResult[]) => dialogueState(results, ['earlier']);
const one = (text: string, state: ReturnType<typeof stateAfter>) => {
  const rs = understand(text, TODAY, state);
  expect(rs, text).toHaveLength(1);
  return rs[0]!;
};

describe('after the wardrobe was listed', () => {
  const listed = (input: Record<string, unknown>) => stateAfter(seen('wardrobe_list', input, { items: [], total: 0 }));
  it('a category alone lists that category of the wardrobe, not the catalogue', () => {
    expect(one('just the tops', listed({}))).toMatchObject({ kind: 'wardrobe.list', category: 'Tops' });
    expect(one('and tops?', listed({ category: 'Shoes' }))).toMatchObject({ kind: 'wardrobe.list', category: 'Tops' });
  });
  it('a colour alone narrows the category listed', () => {
    expect(one('only the navy ones', listed({ category: 'Tops' }))).toMatchObject({ kind: 'wardrobe.list', category: 'Tops', query: 'navy' });
  });
  it('"what about my bags?" is the wardrobe even when another skill scores it higher', () => {
    expect(one('what about my bags?', listed({}))).toMatchObject({ kind: 'wardrobe.list', category: 'Bags' });
  });
  it('a price or a shop word is a search of its own', () => {
    expect(one('tops under 50', listed({}))).toMatchObject({ kind: 'products' });
  });
});

describe('after the feed', () => {
  const feed = stateAfter(seen('recommendations_feed', { section: 'trending', tier: 'all' }, { items: [] }));
  it('a tier alone is the same section at that tier', () => {
    expect(one('what about the luxury ones', feed)).toMatchObject({ kind: 'feed', section: 'trending', query: { tier: 'luxury' } });
  });
  it('a garment is a search, not the feed', () => {
    expect(one('what about boots', feed).kind).not.toBe('feed');
  });
});

describe('after an outfit', () => {
  const outfit = (constraints: Record<string, unknown>) => stateAfter(seen('outfits_compose', { constraints }, { pieces: [] }));
  it('another occasion keeps the budget said for the last one', () => {
    expect(one('now one for the office', outfit({ occasion: 'date', max_price: 150 }))).toMatchObject({ kind: 'outfit.build', constraints: { occasion: 'office', max_price: 150 } });
  });
  it('rain or a budget joins the occasion', () => {
    expect(one("and if it's raining?", outfit({ occasion: 'party' }))).toMatchObject({ kind: 'outfit.build', constraints: { occasion: 'party', rain: true } });
    expect(one('cheaper pieces please, under 100', outfit({ occasion: 'interview' }))).toMatchObject({ kind: 'outfit.build', constraints: { occasion: 'interview', max_price: 100 } });
  });
  const composed = stateAfter(seen('outfits_compose', { constraints: { occasion: 'office' } }, {
    pieces: [
      { slot: 'top', source: 'product', id: 't1', name: 'White Poplin Shirt' },
      { slot: 'bottom', source: 'product', id: 'b1', name: 'Black Wool Trousers' },
      { slot: 'shoes', source: 'product', id: 's1', name: 'Black Leather Loafers' },
    ],
    applied: { season: 'autumn' },
  }));
  it('a place of the outfit named with a word of change asks for that place, the rest kept', () => {
    expect(one('could I get different trousers', composed)).toMatchObject({ kind: 'outfit.build', slots: ['bottom'], around: 'shown', replacing: ['b1'], constraints: { occasion: 'office' } });
    expect(one('not keen on the loafers', composed)).toMatchObject({ kind: 'outfit.build', slots: ['shoes'], replacing: ['s1'] });
    expect(one('replace the shirt with something warmer', composed)).toMatchObject({ kind: 'outfit.build', slots: ['top'], constraints: { season: 'winter' } });
  });
  it('the outfit made again with a piece named in its place is a swap of that place, the piece wanted', () => {
    expect(one('could you redo it with the suede trainers', composed)).toMatchObject({ kind: 'outfit.build', slots: ['shoes'], around: 'shown', replacing: ['s1'] });
    expect(one('nice, try it w a denim jacket', composed)).toMatchObject({ kind: 'outfit.build', slots: ['outerwear'], around: 'shown' });
  });
  it('a garment ruled out of a dress-led outfit asks for separates; a place asked of the shop is a swap too', () => {
    const dressed = stateAfter(seen('outfits_compose', { constraints: { occasion: 'wedding' } }, { pieces: [{ slot: 'dress', source: 'product', id: 'd1', name: 'Navy Slip Dress' }, { slot: 'bag', source: 'product', id: 'g1', name: 'Noir Leather Tote' }] }));
    expect(one('no dress for me please', dressed)).toMatchObject({ kind: 'outfit.build', slots: ['top', 'bottom'], around: 'shown', replacing: ['d1'] });
    expect(one("i haven't got a coat, could you add one from the store", composed)).toMatchObject({ kind: 'outfit.build', slots: ['outerwear'], around: 'shown' });
    expect(one('swap the loafers for sneakers', composed)).toMatchObject({ slots: ['shoes'], wanted: 'sneaker' });
  });
  it('keeping it as a look right after an outfit saves the outfit shown', () => {
    expect(one('love it, keep this as a look', composed)).toMatchObject({ kind: 'outfits.save', anchors: [] });
    expect(one('save it and name it office days', composed)).toMatchObject({ kind: 'outfits.save', name: 'office days' });
  });
  it('a degree of warmth alone rebuilds the outfit a season colder or warmer', () => {
    expect(one('make it cosier', composed)).toMatchObject({ kind: 'outfit.build', constraints: { occasion: 'office', season: 'winter' } });
    expect(one('something breezier', composed)).toMatchObject({ kind: 'outfit.build', constraints: { season: 'summer' } });
  });
  it('a place named to go elsewhere is no swap', () => {
    expect(one('add the loafers to my cart', composed)).not.toMatchObject({ kind: 'outfit.build' });
  });
  it('a piece named is not a change to the outfit', () => {
    expect(one('show me black boots', outfit({ occasion: 'party' })).kind).toBe('products');
  });
});

describe('a bare verb of keeping', () => {
  const oneShown = dialogueState([seen('products_search', { category: 'Tops' }, { products: [{ id: 'c', product_name: 'Cream Cashmere Sweater', price: 310 }] })], ['jumpers']);
  it('saves the one piece shown', () => {
    expect(one('ok save pls', oneShown)).toMatchObject({ kind: 'dressingRoom.add', ref: { index: 1 } });
  });
  it('"what did I save" lists the dressing room', () => {
    expect(one('what did i save yesterday?', stateAfter())).toMatchObject({ kind: 'dressingRoom.list' });
  });
});

describe('the cheapest thing in the shop', () => {
  it('is a search of the whole catalogue (cheapest first), not the feed', () => {
    expect(one('what is the least expensive item you stock', stateAfter())).toMatchObject({ kind: 'products' });
  });
});

describe('a complaint about the price before a new price', () => {
  const shoes = dialogueState([seen('products_search', { category: 'Shoes', text: 'boots' }, { products: [{ id: 'a', product_name: 'Black Ankle Boots', price: 240 }] })], ['boots']);
  it('is what the price says: one search, not two', () => {
    const rs = understand('Hmm, quite pricey. Anything below 120?', TODAY, shoes);
    expect(rs).toHaveLength(1);
    expect(rs[0]).toMatchObject({ kind: 'products.refine', refinement: { changes: { maxPrice: 120 } } });
  });
});

describe('the piece the last message asked about', () => {
  const bags = [{ id: 'a', product_name: 'Black Mini Crossbody', color: 'black', price: 65 }, { id: 'b', product_name: 'Camel Structured Bag', color: 'brown', price: 420 }, { id: 'c', product_name: 'Quilted Shoulder Bag', color: 'black', price: 1250 }];
  const askedAbout = (question: string) => dialogueState([seen('products_search', { category: 'Bags' }, { products: bags })], ['bags please', question]);
  it('"save it" saves the piece the question picked out, not the first shown', () => {
    expect(one('great, keep it for me', askedAbout('the camel one, is it suede?'))).toMatchObject({ kind: 'dressingRoom.add', described: { words: ['camel structured bag'] } });
  });
  it('"pop it in the basket" moves that piece', () => {
    expect(one('pop it in the basket', askedAbout('which is the priciest?'))).toMatchObject({ kind: 'dressingRoom.cart', described: { words: ['quilted shoulder bag'] } });
  });
  it('a question that fits several pieces picks none', () => {
    expect(one('save it', askedAbout('are the black ones leather?'))).not.toHaveProperty('described');
  });
});

describe('accounts by position', () => {
  const listed = stateAfter(seen('influencers_followed', { status: 'active' }, { influencers: [{ handle: 'lenaminimal', is_active: true }, { handle: 'street.atelier', is_active: true }, { handle: 'oslo_knits', is_active: true }] }));
  it('a position in the accounts just listed is that account', () => {
    expect(one('unfollow number 2', listed)).toMatchObject({ kind: 'influencers.unfollow', handles: ['street.atelier'] });
    expect(one('mute the third', listed)).toMatchObject({ kind: 'influencers.setActive', handles: ['oslo_knits'], active: false });
    expect(one('drop the first one', listed)).toMatchObject({ kind: 'influencers.unfollow', handles: ['lenaminimal'] });
  });
  const followed = stateAfter(seen('influencers_follow', { handles: ['lenaminimal', 'street.atelier', 'oslo_knits'] }, { added: ['lenaminimal', 'street.atelier', 'oslo_knits'], skipped: [], invalid: [], unknown: [] }));
  it('keeping only some of the accounts just followed unfollows the rest', () => {
    expect(one('sorry, only the last one', followed)).toMatchObject({ kind: 'influencers.unfollow', handles: ['lenaminimal', 'street.atelier'] });
    expect(one('wait just lena', followed)).toMatchObject({ kind: 'influencers.unfollow', handles: ['street.atelier', 'oslo_knits'] });
  });
});

describe('going back to an earlier search', () => {
  const two = stateAfter(
    seen('products_search', { category: 'Dresses', maxPrice: 100, limit: 6 }, { products: [{ id: 'd', product_name: 'Navy Slip Dress' }] }),
    seen('products_search', { category: 'Bags', limit: 6 }, { products: [{ id: 'b', product_name: 'Noir Leather Tote' }] }),
  );
  it('runs that search again as it was', () => {
    expect(one('go back to the dresses', two)).toMatchObject({ kind: 'products', query: { category: 'Dresses', maxPrice: 100 } });
  });
  it('a category never searched before is a search of its own', () => {
    const r = one('back to the shoes', two);
    expect(r.kind === 'products' && r.query.maxPrice).toBeFalsy();
  });
});

describe('pieces picked from what was shown', () => {
  const shown = [{ id: 'a', product_name: 'Grey Tailored Blazer', category: 'Outerwear' }, { id: 'b', product_name: 'Black Ankle Boots', category: 'Shoes' }];
  it('"that jacket" is the one piece of outerwear shown', () => {
    expect(pickDescribed(shown, describedIn('save that jacket', slotsOf('save that jacket'))!)).toEqual([shown[0]]);
  });
  it('"the loafers" is never the boots shown', () => {
    expect(pickDescribed(shown, describedIn('save the loafers', slotsOf('save the loafers'))!)).toEqual([]);
  });
  const search = stateAfter(seen('products_search', { text: 'scarf' }, { products: [{ id: 's', product_name: 'Green Silk Scarf', category: 'Accessories' }] }));
  it('"add it" right after pieces were shown saves one', () => {
    expect(one('add it', search)).toMatchObject({ kind: 'dressingRoom.add' });
    expect(one('add it to my wardrobe', search).kind).not.toBe('dressingRoom.add');
  });
  it('"the first and second" saves both positions', () => {
    expect(one('save the first and second', search)).toMatchObject({ kind: 'dressingRoom.add', refs: [{ index: 1 }, { index: 2 }] });
  });
  it('"swap the boots for sneakers" replaces the garment searched with the other one', () => {
    const boots = stateAfter(seen('products_search', { text: 'black boots', category: 'Shoes' }, { products: [] }));
    expect(one('swap the boots for sneakers', boots)).toMatchObject({ kind: 'products.refine', refinement: { changes: { garment: 'sneakers', drop: ['boots'] } } });
  });
  it('"same but without the heels" rules them out of the search before', () => {
    const shoes = stateAfter(seen('products_search', { category: 'Shoes', maxPrice: 1000 }, { products: [] }));
    expect(one('same but without the heels', shoes)).toMatchObject({ kind: 'products.refine', refinement: { exclude: ['heels'] } });
  });
  it('"remove the necklace" right after the dressing room was listed is a removal from it', () => {
    const room = stateAfter(seen('dressingRoom_list', {}, { items: [] }));
    expect(one('remove the necklace', room)).toMatchObject({ kind: 'dressingRoom.remove', target: 'necklace' });
  });
});

describe('after a trip plan', () => {
  const trip = { destination: 'Paris', start: '2026-05-10', end: '2026-05-13', activities: [], placeRefused: false } as unknown as Parameters<typeof changedTrip>[2];
  it('"make it till the 15th" moves the last day only', () => {
    expect(changedTrip('make it till the 15th', slotsOf('make it till the 15th', { referenceMonth: '2026-05', today: TODAY }), trip)).toMatchObject({ start: '2026-05-10', end: '2026-05-15' });
  });
  it('"can you add some evening stuff" replans for it', () => {
    const text = 'can you add some evening stuff, we have dinners booked';
    expect(changedTrip(text, slotsOf(text, { today: TODAY }), trip)?.activities).toContain('Evening');
  });
});
