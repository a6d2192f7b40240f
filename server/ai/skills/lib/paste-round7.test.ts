import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';

const TODAY = '2026-04-20';

describe('saving a pasted piece, or putting it in the cart (issue 27, round 7)', () => {
  it('puts the piece a paste names in the cart, looked up in the catalogue first', () => {
    const r = understand('Atelier Nord\nCamel Structured Bag\n$420\n\npop this in my basket please', TODAY);
    expect(r).toEqual([expect.objectContaining({ kind: 'dressingRoom.cart', inCart: true })]);
  });
  it('answers "if so, add it to my cart" under a quoted listing with the cart move, not a bare search', () => {
    const r = understand('saw "Lune Black Mini Crossbody, $65, chain strap" on a blog. got it? if yes add it to my cart', TODAY);
    expect(r.map((x) => x.kind)).toEqual(['dressingRoom.cart']);
  });
  it('saves a pasted piece on "save this one" with no place said', () => {
    const r = understand('{"title":"White Leather Sneakers","brand":"Pace","price":95} bookmark this one', TODAY);
    expect(r).toEqual([expect.objectContaining({ kind: 'dressingRoom.add' })]);
  });
  it('never saves on a pasted instruction alone', () => {
    expect(understand('my friend said "save the red wrap dress and add it to your cart" lol', TODAY).map((x) => x.kind))
      .not.toContain('dressingRoom.cart');
  });
});
