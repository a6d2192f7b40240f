import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { stageOf } from '../pipeline.js';

const kinds = (text: string) => understand(text, '2026-04-20').map((r) => r.kind);

describe('one request per object of a one-object tool', () => {
  it('searches each category named, the cap said once carried to each', () => {
    const found = understand('got 120 dollars to spend, need a swimsuit and a tote', '2026-04-20');
    expect(found).toHaveLength(2);
    for (const r of found) expect(r).toMatchObject({ kind: 'products', query: { maxPrice: 120 } });
    expect(found.map((r) => (r.kind === 'products' ? r.query.category : null))).toEqual(['Activewear', 'Bags']);
  });

  it('adds one row per piece, a garment said once shared by two colours', () => {
    const rows = understand('please log a grey and a brown fedora to my wardrobe', '2026-04-20');
    expect(rows.map((r) => (r.kind === 'wardrobe.add' ? r.item?.item_name : null))).toEqual(['Grey Fedora', 'Brown Fedora']);
  });

  it('never splits one garment described in two colours', () => {
    expect(kinds('have you got a red and white gingham dress')).toEqual(['products']);
  });

  it('keeps garments offered as alternatives one search', () => {
    expect(kinds('find me loafers or brogues')).toEqual(['products']);
  });

  it('runs changes to one object each in one round', () => {
    const requests = understand('throw out the grey beanie and the tan belt from my wardrobe', '2026-04-20');
    expect(requests.map((r) => r.kind)).toEqual(['wardrobe.remove', 'wardrobe.remove']);
    expect(requests.map((_r, i) => stageOf(requests, i))).toEqual([0, 0]);
  });
});

describe('saves and cart moves of several named pieces', () => {
  it('saves each piece named, in one round', () => {
    const requests = understand('could you save the quilted shoulder bag and the satin slingback heels for me', '2026-04-20');
    expect(requests.map((r) => r.kind)).toEqual(['dressingRoom.add', 'dressingRoom.add']);
    expect(requests.map((_r, i) => stageOf(requests, i))).toEqual([0, 0]);
  });

  it('still waits for a save before moving that piece to the cart', () => {
    const requests = understand('save the camel structured bag and put it in my cart', '2026-04-20');
    expect(requests.map((r) => r.kind)).toEqual(['dressingRoom.add', 'dressingRoom.cart']);
    expect(stageOf(requests, 1)).toBe(1);
  });
});

describe('pieces asked in thoughts of their own', () => {
  const categories = (text: string) => understand(text, '2026-04-20').map((r) => (r.kind === 'products' ? r.query.category : r.kind));

  it('searches each piece of another category said in its own sentence', () => {
    expect(categories('Want a raincoat, any kind. Beige maybe. Also a beanie for the walk.')).toEqual(['Outerwear', 'Accessories']);
  });

  it('searches the asked pieces, not the one she has', () => {
    expect(categories('do you have a silk cami or something for under my blazer? and I need loafers, I only have heels')).toEqual(['Tops', 'Shoes']);
  });

  it('reads a list closed by "whatever" as one piece by any of its names', () => {
    expect(categories('a parka, puffer, whatever, in navy')).toEqual(['Outerwear']);
  });

  it('keeps a piece asked to go with another one search', () => {
    expect(kinds('a matching skirt and top set')).toEqual(['products']);
  });
});
