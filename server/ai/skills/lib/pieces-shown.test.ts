import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { dialogueState } from '../dialogue.js';
import { aboutShownReply } from './about-shown.js';
import { outfitResultPieces } from './pieces-shown.js';

const TODAY = '2026-04-20';
const seen = (toolName: string, output: unknown) => dialogueState([{ toolName, input: {}, output, isError: false, request: 0, prep: false }], ['earlier']);
const piece = (name: string, source: string, slot: string, price: number, category: string) =>
  ({ source, id: `${slot}-1`, name, brand: source === 'wardrobe' ? null : 'Kind Wool', image_url: null, price, category, url: null, slot, available: true });

const outfit = seen('outfits_compose', {
  pieces: [
    piece('Oatmeal Merino Jumper', 'product', 'top', 240, 'Tops'),
    piece('Dark Wash Jeans', 'wardrobe', 'bottom', 60, 'Bottoms'),
    piece('Tan Chelsea Boots', 'dressing_room', 'shoes', 180, 'Shoes'),
  ],
  summary: 'An outfit',
});
const trip = seen('trips_plan', {
  trip: {
    destination: 'Porto', days: [],
    packing: { pieces: 2, owned: 1, to_buy: 1, total_to_buy: 95, items: [
      { id: 'p1', name: 'Striped Breton Top', category: 'Tops', slot: 'top', from_wardrobe: false, is_product: true, price: 95, brand: 'Riva', image_url: null, shop_url: null, count: 2, days: [1, 2] },
      { id: 'w1', name: 'Olive Chinos', category: 'Bottoms', slot: 'bottom', from_wardrobe: true, is_product: false, price: null, brand: null, image_url: null, shop_url: null, count: 2, days: [1, 2] },
    ] },
  },
});
const products = seen('products_search', { products: [
  { id: 'b1', product_name: 'Black Mini Crossbody', brand: 'Lune', price: 65, color: 'black', category: 'Bags', product_description: 'A small black crossbody bag.' },
  { id: 'b2', product_name: 'Noir Leather Tote', brand: 'Maison Vale', price: 89, color: 'black', category: 'Bags', product_description: 'A roomy black leather tote.' },
] });

const first = (text: string, state: ReturnType<typeof seen>) => understand(text, TODAY, state)[0];
const about = (text: string, state: ReturnType<typeof seen>) => {
  const r = first(text, state);
  return r?.kind === 'products.about' ? r.about : null;
};

describe('the pieces an outfit or a trip showed are pieces shown', () => {
  it('answers what a piece of the outfit costs or is made of, with no search', () => {
    expect(about('so what does the jumper cost?', outfit)).toMatchObject({ aspect: 'price', pieces: [{ name: 'Oatmeal Merino Jumper', price: 240 }] });
    expect(about('is the jumper pure wool?', outfit)).toMatchObject({ aspect: 'material' });
  });

  it('says whose each piece is: hers, saved from the shop, or the shop\u2019s', () => {
    const jeans = about('wait, are the jeans mine or from the shop?', outfit);
    expect(aboutShownReply(jeans!)).toMatch(/yours, from your wardrobe/);
    expect(aboutShownReply(about('are those boots from my closet?', outfit)!)).toMatch(/saved in your dressing room/);
    expect(aboutShownReply(about('is the jumper something you sell?', outfit)!)).toMatch(/from the shop, \$240/);
  });

  it('reads a trip\u2019s packing list as its pieces, asked about by name', () => {
    expect(aboutShownReply(about('the chinos in there, are they mine?', trip)!)).toMatch(/yours/);
    expect(about('how much is the breton top in it?', trip)).toMatchObject({ aspect: 'price', pieces: [{ name: 'Striped Breton Top' }] });
    expect(about('are those trainers in it from the shop?', trip)).toMatchObject({ missing: 'trainers' });
    // After a trip, "it" is the trip, not its pieces.
    expect(first('is it going to be chilly there?', trip)?.kind).not.toBe('products.about');
  });

  it('a piece named as shown that none of them is, is said to be missing rather than searched', () => {
    const skirt = about('and the skirt, how much?', outfit);
    expect(skirt).toMatchObject({ missing: 'skirt' });
    expect(aboutShownReply(skirt!)).toMatch(/^There is no skirt among the pieces I just showed \(the Oatmeal Merino Jumper/);
    expect(aboutShownReply(about('will those loafers hold up in snow?', outfit)!)).toMatch(/^There are no loafers/);
    expect(about('what is the red one made of?', products)).toMatchObject({ missing: 'red one' });
  });

  it('a telling with a question tag asks about the piece; one that asks to agree does not', () => {
    expect(about('the crossbody is quite small though, isnt it', products)).toMatchObject({ aspect: 'other', pieces: [{ name: 'Black Mini Crossbody' }] });
    expect(about('the tote is stunning, isn\u2019t it', products)).toBeNull();
  });

  it('still searches a colour or piece asked for, not named as shown', () => {
    expect(first('how much would it be in red?', products)?.kind).not.toBe('products.about');
    expect(first('do you have it in brown?', products)?.kind).not.toBe('products.about');
  });

  it('hears an outfit piece\u2019s price said back as a reaction, not a budget', () => {
    expect(first('the jumper is 240?!', outfit)).toMatchObject({ kind: 'chat', intent: 'priced' });
  });
});

describe('a suggestion shows its outfit and every choice, one reading for a question and for the cart', () => {
  const suggestion = {
    toolName: 'outfits_suggest',
    input: { slot: 'top', outfit: { bottom: { source: 'wardrobe', id: 'w-9', name: 'Grey Pleated Trousers' } } },
    output: { slot: 'top', suggestions: [piece('Cream Silk Shirt', 'product', 'top', 130, 'Tops'), { ...piece('Navy Knit Polo', 'product', 'top', 95, 'Tops'), id: 'top-2' }], matched_against: 'outfit', completion_score: 60, hints: [] },
    isError: false,
  };
  it('the look is her piece with the first choice; the other choice is shown beside it', () => {
    expect(outfitResultPieces(suggestion).map((p) => [p.name, p.inLook])).toEqual([
      ['Cream Silk Shirt', true], ['Grey Pleated Trousers', true], ['Navy Knit Polo', false],
    ]);
  });
  it('a question about any of them reads its listing', () => {
    const state = dialogueState([{ ...suggestion, request: 0, prep: false }], ['earlier']);
    expect(about('how much is the polo?', state)?.pieces.map((p) => p.name)).toEqual(['Navy Knit Polo']);
  });
});
