import { describe, expect, it } from 'vitest';
import { understand } from '../../../evals/skill-harness.js';
import { emptyState } from './dialogue.js';

const TODAY = '2026-04-20';

describe('busy shoppers: one described piece, evenings, jackets, "follow them again"', () => {
  it('finds one garment said with its own colour or material, even for an occasion', () => {
    expect(understand('looking for a red dress for a wedding nothing over two hundred', TODAY))
      .toMatchObject([{ kind: 'products', query: { category: 'Dresses', text: 'red', maxPrice: 200 } }]);
    expect(understand('looking for a silk dress for a wedding', TODAY)).toMatchObject([{ kind: 'products', query: { category: 'Dresses' } }]);
    // Asking what to wear is still an outfit.
    expect(understand('what should i wear to a wedding in red', TODAY)).toMatchObject([{ kind: 'outfit.build' }]);
  });

  it('reads "in the evenings" as an evening outfit', () => {
    expect(understand('what should i wear in the evenings', TODAY)).toMatchObject([{ kind: 'outfit.build', constraints: { occasion: 'date' } }]);
  });

  it('searches blazers beside jackets', () => {
    expect(understand('i need a jacket under 600', TODAY)).toMatchObject([{ kind: 'products', query: { category: 'Outerwear', text: 'jacket or blazer' } }]);
  });

  it('follows again the account just unfollowed', () => {
    const state = { ...emptyState(), latestTool: 'influencers_unfollow', lastHandles: ['street.atelier'], lastHandlesAre: 'influencers' as const };
    expect(understand('actually wait follow them again', TODAY, state)).toMatchObject([{ kind: 'influencers.follow', handles: ['street.atelier'] }]);
    // With influencers just listed, "follow her" is still the first one shown.
    const listed = { ...state, lists: { products: [], posts: [], influencers: [{ handle: 'lenaminimal' }] } };
    expect(understand('follow her', TODAY, listed)).toMatchObject([{ kind: 'influencers.follow_ref' }]);
  });
});

describe('a handle sent alone, then a verb with a pronoun', () => {
  it('acts on the handle the message before was', () => {
    const state = { ...emptyState(), earlierUserTexts: ['camille.style'] };
    expect(understand('follow her', TODAY, state)).toMatchObject([{ kind: 'influencers.follow', handles: ['camille.style'] }]);
    expect(understand('unfollow her', TODAY, { ...emptyState(), earlierUserTexts: ['@lenaminimal'] })).toMatchObject([{ kind: 'influencers.unfollow', handles: ['lenaminimal'] }]);
    // A plain word before is no handle.
    expect(understand('follow her', TODAY, { ...emptyState(), earlierUserTexts: ['hello'] })).not.toMatchObject([{ kind: 'influencers.follow', handles: ['hello'] }]);
  });

  it('reads "un-follow" as unfollow, never as follow', () => {
    expect(understand('un-follow @lenaminimal and @camille.style', TODAY)).toMatchObject([{ kind: 'influencers.unfollow', handles: ['lenaminimal', 'camille.style'] }]);
  });
});

describe('a place named alone, and what is owed', () => {
  it.each([
    ['feed pls', { kind: 'feed', section: 'recommended' }],
    ['wardrobe', { kind: 'wardrobe.list' }],
    ['my dressing room?', { kind: 'dressingRoom.list' }],
    ['basket', { kind: 'cart.list', question: 'list' }],
    ['what do i owe in total', { kind: 'cart.list', question: 'total' }],
  ])('%s', (text, expected) => expect(understand(text, TODAY)).toMatchObject([expected]));
  it('leaves "bag" a search', () => expect(understand('bag', TODAY)).toMatchObject([{ kind: 'products' }]));
});

describe('the cheapest', () => {
  it('orders by price without a budget cap that could hide every piece', () => {
    const [r] = understand('cheapest boots u got', TODAY);
    expect(r).toMatchObject({ kind: 'products', query: { category: 'Shoes', text: 'boots' } });
    expect(r).not.toMatchObject({ query: { maxPrice: expect.any(Number) } });
  });
});

describe('several pieces added in one run of words', () => {
  it('is one row a piece, with nothing but articles between them', () => {
    expect(understand('please add to my closet a cream silk blouse a pair of navy chinos and the tan loafers', TODAY)).toMatchObject([
      { kind: 'wardrobe.add', item: { item_name: 'Cream Silk Blouse', category: 'Tops' } },
      { kind: 'wardrobe.add', item: { item_name: 'Navy Chinos', category: 'Bottoms' } },
      { kind: 'wardrobe.add', item: { item_name: 'Tan Loafers', category: 'Shoes' } },
    ]);
    expect(understand('add a black and white striped top to my wardrobe', TODAY)).toHaveLength(1);
  });

  it('reads a piece hidden by typos from the corrected words, and a pronoun bought as that piece', () => {
    expect(understand('can u ad a grey hoodie to my wardrobe, got it on sale', TODAY)).toMatchObject([{ kind: 'wardrobe.add', item: { item_name: 'Grey Hoodie', category: 'Tops' } }]);
  });
});

describe('a piece turned down outright', () => {
  it('asks for no search, shown or not: a turn-down with its reason', () => {
    expect(understand('that camel bag is far too expensive for me, not interested', TODAY)).toMatchObject([{ kind: 'feedback.disliked', reasons: ['price'] }]);
    expect(understand("the satin heels are way too pricey for me, don't show them again", TODAY)).toEqual([{ kind: 'feedback.disliked', reasons: ['price'], unmatched: true }]);
  });

  it('still searches when something else is asked for', () => {
    expect(understand('that red dress is too expensive for me, show me something cheaper', TODAY)).not.toEqual([{ kind: 'feedback.disliked' }]);
  });
});

describe('"em" for them', () => {
  it('puts the one piece shown in the cart', () => {
    const shown = { ...emptyState(), latestTool: 'products_search', lists: { products: [{ id: 'p1', name: 'Silver Cuff', price: 30 }], influencers: [], posts: [] } };
    expect(understand('now stick em in my basket pls', TODAY, shown)).toMatchObject([{ kind: 'dressingRoom.cart', inCart: true, ref: { index: 1 } }]);
  });
});

describe('an acknowledgement before a request', () => {
  it('is the request, and alone still thanks', () => {
    expect(understand('cool, now unfollow street atelier', TODAY)).toEqual([{ kind: 'influencers.unfollow', handles: ['street.atelier'] }]);
    expect(understand('ok thanks', TODAY)).toEqual([{ kind: 'chat', intent: 'thanks' }]);
  });
});
