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

describe('"her" after words passed on from an account (issue 27, round 7)', () => {
  it('follows the account the introduction names as the author', () => {
    const r = understand('from oslo_knits\' latest post: "Cable knit and coffee ☕️ #cosy" so cute, follow her', TODAY);
    expect(r).toContainEqual(expect.objectContaining({ kind: 'influencers.follow', handles: ['oslo_knits'] }));
  });
  it('asks who is similar to the author of a pasted bio', () => {
    const r = understand('@street.atelier bio reads "oversized everything | NYC" — anyone like him?', TODAY);
    expect(r).toContainEqual(expect.objectContaining({ kind: 'similar', handle: 'street.atelier' }));
  });
  it('follows nobody when two accounts are named and "her" could be either', () => {
    const r = understand('my friend sent: "obsessed with camille.style and lenaminimal rn" follow her', TODAY);
    expect(r.map((x) => x.kind)).not.toContain('influencers.follow');
  });
});
