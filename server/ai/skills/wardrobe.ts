/**
 * The shopper's wardrobe: what they own (a list, a count, by colour or category), adding a piece
 * they have (also "I just bought …"), correcting one, removing one; and reading a photo's style.
 */
import { examplesOf } from './lib/examples.js';
import { catalogueQuery } from './lib/catalogue-query.js';
import { resolveWardrobe } from './lib/plan-wardrobe.js';
import { wardrobeSentence } from './lib/reply-wardrobe.js';
import { outfitRequest, type OutfitRequest } from './lib/understand-outfits.js';
import { wardrobeRequest, type WardrobeRequest } from './lib/understand-wardrobe.js';
import type { Skill } from './types.js';

export const wardrobeSkill: Skill = {
  id: 'wardrobe',
  summary: 'List, count, add, correct and remove the pieces the shopper owns; read a photo\u2019s style.',
  option: 'keep your wardrobe',
  examples: {
    wardrobe: examplesOf([
      '(what|which) (black|navy|white) (things|pieces|clothes) do i own',
      '(show|list) (my wardrobe|everything in my closet|the clothes i own)',
      '(add|put) a (grey wool coat|white shirt|pair of blue jeans) to my (wardrobe|closet)',
      'i (own|have|bought|just bought|picked up) a (navy blazer|black dress|pair of loafers) (add it to my wardrobe|)',
      '(remove|delete|get rid of) (my|the) (grey coat|white sneakers) from my (wardrobe|closet)',
      'my (trench coat|linen shirt) is actually (beige|cream)',
      'how many (coats|dresses|shoes|tops) do i (own|have)',
      '(analyse|read|look at) my (latest|last) (photo|photos|upload|pictures)',
      'i (gave away|sold|threw out|no longer have) my (red scarf|old boots)',
          '(run a style analysis on|analyse the style of|read the style of) my (latest|newest|last) (picture|upload|photo)',
      '(analyse|read) my last (two|three|5) photos',
          '(rename|call) my (leather jacket|grey coat|white shirt) (to|as) (moto jacket|winter coat)',
      '(change|set) the (colour|price|brand) of my (trench coat|blue jeans) to (beige|$120|zara)',
    ]),
  },
  slots: ['garments', 'categories', 'colours', 'materials', 'numbers'],
  kinds: ['wardrobe.list', 'wardrobe.add', 'wardrobe.update', 'wardrobe.remove', 'styleDna.analyze'],
  read(c) {
    const photo = outfitRequest(c.text);
    if (photo?.kind === 'styleDna.analyze') return photo;
    return wardrobeRequest(c.text);
  },
  plan: (r, ctx) => resolveWardrobe(r as WardrobeRequest | OutfitRequest, ctx, catalogueQuery),
  speak: (r, o) => wardrobeSentence(r, o) ?? '',
};
