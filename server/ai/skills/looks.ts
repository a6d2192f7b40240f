/** Completing a look: around owned pieces, a product or post just shown, a photo, or the outfit just shown. */
import { examplesOf } from './lib/examples.js';
import { catalogueQuery } from './lib/catalogue-query.js';
import { resolveWardrobe } from './lib/plan-wardrobe.js';
import { wardrobeSentence } from './lib/reply-wardrobe.js';
import { outfitRequest, type OutfitRequest } from './lib/understand-outfits.js';
import { constraintsOf } from './lib/outfit-constraints.js';
import type { Skill } from './types.js';

export const looksSkill: Skill = {
  id: 'looks',
  summary: 'Complete a look around owned pieces, a product or post just shown, or a photo.',
  option: 'complete a look',
  examples: {
    looks: examplesOf([
      '(complete|finish|round out) my (look|outfit) (with my white sneakers|)',
      '(style|how do i style) my (black blazer|silk skirt|denim jacket)',
      '(style|complete the look of) the (first|second) one',
      '(shop|recreate|copy) the look (from|of) @zara\u2019s post',
      '(complete|build) a look from my (photo|latest upload)',
      'what do i need to (finish|complete) this look',
          'what about (shoes|a bag|a jacket) to go with (it|that|the first one)',
      '(a bag|shoes|earrings) to go with the (second|first) one',
          '(recreate|copy|get) @zara’s (look|outfit)',
      '(recreate|copy) the look of @camille (post|)',
    ]),
  },
  slots: ['references', 'handles', 'garments'],
  kinds: ['look.complete'],
  read(c) {
    const r = outfitRequest(c.text);
    // "complete my look for a wedding under $200": the occasion and budget bind the alternatives.
    return r?.kind === 'look.complete' ? { ...r, constraints: constraintsOf(c.slots, c.text) } : null;
  },
  plan: (r, ctx) => resolveWardrobe(r as OutfitRequest, ctx, catalogueQuery),
  speak: (r, o) => wardrobeSentence(r, o) ?? '',
};
