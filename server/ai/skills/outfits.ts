/**
 * Outfits: one outfit for an occasion or the weather, or around pieces the shopper owns ("what goes
 * with my white sneakers?"); saving it, listing saved outfits, deleting one.
 */
import { examplesOf } from './lib/examples.js';
import { catalogueQuery } from './lib/catalogue-query.js';
import { resolveWardrobe } from './lib/plan-wardrobe.js';
import { wardrobeSentence } from './lib/reply-wardrobe.js';
import { productQuery } from './lib/product-query.js';
import { narrowGarmentOf } from './lib/query-slots.js';
import { has } from './lib/words.js';
import { asksToWear, outfitRequest, thanksOnly, type OutfitRequest } from './lib/understand-outfits.js';
import type { Skill } from './types.js';
import { constraintsOf } from './lib/outfit-constraints.js';
import { slotAroundShown } from './lib/slot-around.js';
import { ownInstead } from './lib/own-instead.js';

/** Verbs of finding pieces in the shop. */
const FIND_PIECES = "show (?:me )?|find (?:me )?|look(?:ing)? for|search(?:ing)?(?: for)?|have you got|do you have|got any|i(?:'m| am) after|shop(?:ping)? for";

export const outfitsSkill: Skill = {
  id: 'outfits',
  summary: 'Put one outfit together for an occasion, the weather or around owned pieces; save, list and delete outfits.',
  option: 'put an outfit together',
  examples: {
    outfits: examplesOf([
      '(what should i wear|outfit|what to wear|an outfit) (to|for) a (beach wedding|job interview|date night|party|funeral)',
      '(what goes with|what can i wear with|pair something with) my (white sneakers|black blazer|blue jeans)',
      '(build|make|put together) (me|) an outfit (for work|for the office|around my navy skirt)',
      '(dress me|style me|help me get dressed|i have nothing to wear|get me ready)',
      'what do i (wear|put on) (when it is raining|when it is cold|today|tonight)',
      '(save|keep) (this|that) outfit (as weekend|)',
      '(show|list) my (saved|) outfits',
      '(delete|remove) my (weekend|office) outfit',
      '(delete|remove|get rid of) the (saved|) outfit (called|named) (weekend|date night|summer|work)',
      '(festival|wedding guest|office) outfit ideas',
      'i have a (wedding|gala) in june, what should i wear',
          '(date night|brunch|office party|first date) (ideas|outfit)',
      'which (shoes|bag|jacket|top) (go|goes) with my (navy slip dress|white jeans|red skirt)',
      'what (shoes|earrings) (would go|go) with my (black dress|linen trousers)',
          'a (dress|outfit|look) for a (wedding|party|gala), not (white|black|red)',
      'what should i wear to (an interview|a wedding|the office|a funeral|dinner)',
      '(ok|fine|alright|right) (then|) (a comfy|a cosy|a smart|a practical) outfit for (moving day|a long flight|my driving test)',
    ]),
  },
  slots: ['occasions', 'garments', 'colours'],
  kinds: ['outfit.build', 'outfits.save', 'outfits.list', 'outfits.remove'],
  // "shoes to go with it", "a bag for the slingbacks" right after pieces were shown: places around the one meant.
  // "my own leather jacket instead of the blazer" right after an outfit: composed again around her piece.
  claims: (c) => slotAroundShown(c.text, c.slots, c.state) !== null || ownInstead(c.text, c.slots, c.state) !== null,
  read(c) {
    const around = slotAroundShown(c.text, c.slots, c.state) ?? ownInstead(c.text, c.slots, c.state);
    if (around) return around;
    const r = outfitRequest(c.text);
    if (r?.kind === 'outfit.build' && !r.anchors.length && thanksOnly(c.text)) return null;
    // "a jumpsuit to wear to a party": one garment named for the occasion is that garment to find, not an outfit.
    // So is one garment said with its own colour, material or brand ("a red dress for a wedding"): that piece is what is wanted.
    const onePiece = c.slots.garments.length === 1 || (!c.slots.garments.length && c.slots.categories.length === 1);
    const described = onePiece && (c.slots.colours.length + c.slots.shades.length + c.slots.materials.length + c.slots.brands.length) > 0;
    if (r?.kind === 'outfit.build' && !r.anchors.length && (narrowGarmentOf(c.slots) || described) && !has(c.text, 'outfits?|looks?|what (?:should|do|can|could) i wear')) return null;
    // "could you show me a few dresses for a wedding", "I'm looking for a dress for a christening": pieces asked
    // for by a verb of finding are pieces to find, whatever the occasion (an outfit is asked for as one).
    if (r?.kind === 'outfit.build' && !r.anchors.length && (c.slots.categories.length || c.slots.garments.length) && has(c.text, FIND_PIECES) &&
      !has(c.text, 'outfits?|looks?|wear|dress me|put (?:together|me)|style me')) return null;
    // What the shopper said about the occasion and the budget become the outfit's hard constraints.
    if (r?.kind === 'outfit.build') return { ...r, constraints: constraintsOf(c.slots, c.text) };
    if (r && r.kind !== 'look.complete' && r.kind !== 'styleDna.analyze') return r;
    // A vague wish to get dressed, said in words of wearing: one everyday outfit.
    // (Not when the words name a kind of piece: "something for my wrists" is a search.)
    if (!r && c.sure && asksToWear(c.text) && !productQuery(c.text) && !c.slots.garments.length) {
      return { kind: 'outfit.build', anchors: [], slots: ['top', 'bottom', 'shoes'], occasion: null, constraints: constraintsOf(c.slots, c.text) };
    }
    return null;
  },
  plan: (r, ctx) => resolveWardrobe(r as OutfitRequest, ctx, catalogueQuery),
  speak: (r, o) => wardrobeSentence(r, o) ?? '',
};
