/**
 * Following up on the search just shown: narrowing it (more results, cheaper or pricier ones, another
 * colour, something ruled out, a price or tier, a correction of the garment, a constraint let go),
 * or a question about its pieces ("how much is the red one?", "which is cheaper?", "is it silk?"),
 * answered from the results shown with no tool, or pieces like one of them ("more like the first one"). The last search comes from the dialogue state;
 * everything the follow-up does not name stays as it was.
 */
import { followUpOf } from './dialogue.js';
import { aboutShown, aboutShownReply } from './lib/about-shown.js';
import { latestPieces, piecesAreLatest, piecesShown } from './lib/pieces-shown.js';
import { similarNamed, similarReply, similarShown, type SimilarTo } from './lib/similar-shown.js';
import { catalogueQuery } from './lib/catalogue-query.js';
import { similarArguments } from './lib/likeness-differences.js';
import { findPieces } from './lib/plan-wardrobe.js';
import { callOf, type PlanContext, type Resolution } from './lib/plan-core.js';
import { SEARCH_PAGE } from './lib/plan-shopping.js';
import { examplesOf } from './lib/examples.js';
import { resolveRefine } from './lib/plan-shopping.js';
import { shoppingSentence } from './lib/reply-shopping.js';
import { isPlainYes, materialOffer, withOfferTaken } from './lib/material-offer.js';
import type { DialogueState } from './dialogue.js';
import type { Request } from './lib/request.js';
import { outfitWithout } from './lib/outfit-without.js';
import type { ClauseInput, Skill } from './types.js';

/**
 * "yes please" right after a search that found nothing and whose reply offered it without its material:
 * that search, the material dropped (lib/material-offer.ts holds both the offer and this reading).
 */
const acceptedOffer = (c: Pick<ClauseInput, 'text' | 'state'>): Request | null => {
  const s: DialogueState = c.state;
  if (s.latestTool?.replaceAll('_', '.') !== 'products.search' || s.lastSearchFound !== 0 || !isPlainYes(c.text)) return null;
  const offer = materialOffer(s.lastSearch);
  if (!offer) return null;
  return { kind: 'products.refine', refinement: { more: false, cheaper: false, pricier: false, colour: null, exclude: [], changes: { drop: [offer.material] } } };
};

/**
 * "more like the boots" right after an outfit: a shop piece of it (its id is the catalogue's), else a piece of the last list.
 * Her own pieces have no place in the catalogue to be near.
 */
const likeShown = (c: Pick<ClauseInput, 'text' | 'slots' | 'state'>) => {
  const shopPieces = latestPieces(c.state).filter((p) => p.source === 'product');
  return (shopPieces.length ? similarShown(c.text, c.slots, c.state, shopPieces) : null) ?? similarShown(c.text, c.slots, c.state) ?? similarNamed(c.text, c.slots);
};

/**
 * A piece named that was not shown is found first: the catalogue searched for its name, and the one piece that name fits
 * is the one the nearest pieces are like. A name that fits several pieces, or none, is said back (no guess).
 */
const planSimilar = (to: SimilarTo, ctx: PlanContext): Resolution => {
  if (to.id) return callOf(ctx.tools, 'products.similar', { id: to.id, limit: SEARCH_PAGE, ...similarArguments(to.differences, to.price) });
  const found = findPieces([{ text: to.name, owned: false }], ctx, catalogueQuery);
  if (!Array.isArray(found)) return found;
  const piece = found[0];
  if (!piece) return { unmatched: to.name };
  const price = typeof piece.price === 'number' ? piece.price : undefined;
  return callOf(ctx.tools, 'products.similar', { id: piece.id, limit: SEARCH_PAGE, ...similarArguments(to.differences, price) });
};

export const refineSkill: Skill = {
  id: 'refine',
  summary: 'Follow up on the search just shown: more, cheaper, pricier, another colour, a price, a tier, a correction; questions about its pieces.',
  option: 'narrow the last search',
  examples: {
    refine: examplesOf([
      '(show|give me|any) more (please|options|)',
      '(cheaper|less expensive|more affordable) (ones|options|please|)',
      '(those are|that is) too (expensive|pricey)',
      '(pricier|more expensive|fancier|higher-end) (ones|options|)',
      '(what about|how about|any in|in) (blue|navy|burgundy|olive) (instead|)',
      '(make it|make them|switch to) (olive|navy|green) (instead|)',
      '(in|what about|any in|maybe in) (grey|green|tan) or (navy|black|cream)',
      '(not|no|without) (black|leather|heels) (please|this time|)',
      '(only|just) the (high-end|luxury|cheap|budget) ones',
      '(under|below|less than) (50|$80|a hundred) (then|please|)',
      '(sorry|actually|no) i meant (loafers|culottes|a gilet|boots)',
      '(the same|same thing|same ones) but (in red|cheaper|under 100)',
      'anything else',
          'do you have (those|them|these|that) in (red|black|navy|green)',
      '(those|these|the same) in (red|black) (please|)',
    ]),
  },
  slots: ['colours', 'price', 'tier', 'garments', 'categories', 'materials', 'exclusions'],
  kinds: ['products.refine', 'products.about', 'products.similar'],
  // A question about a piece just shown is about that piece, whatever a search would make of its words ("how much is the red one?").
  // So is "more like the first one": pieces like that one, not a search for its words.
  // "do it without the blazer" right after an outfit leaves that place empty (lib/outfit-without.ts): no question about a piece.
  claims: (c) => outfitWithout(c.text, c.slots, c.state) === null && (acceptedOffer(c) !== null || aboutShown(c.text, c.slots, piecesShown(c.state), piecesAreLatest(c.state), piecesAreLatest(c.state) || latestPieces(c.state).length > 0) !== null || likeShown(c) !== null),
  read(c) {
    if (outfitWithout(c.text, c.slots, c.state)) return null;
    if (c.slots.handles.length || c.slots.unknownHandles.length || /@\w/.test(c.text)) return null;
    const yes = acceptedOffer(c);
    if (yes) return yes;
    const about = aboutShown(c.text, c.slots, piecesShown(c.state), piecesAreLatest(c.state), piecesAreLatest(c.state) || latestPieces(c.state).length > 0);
    if (about) return { kind: 'products.about', about };
    const to = likeShown(c);
    if (to) return { kind: 'products.similar', to };
    const refinement = followUpOf(c.text, c.slots, c.state);
    return refinement ? { kind: 'products.refine', refinement: withOfferTaken(refinement, c.text, c.slots.materials, c.state) } : null;
  },
  plan: (r, ctx) => {
    if (r.kind === 'products.refine') return resolveRefine(r, ctx);
    if (r.kind !== 'products.similar') return { none: true };
    return planSimilar(r.to, ctx);
  },
  speak: (r, o) => (r.kind === 'products.about' ? aboutShownReply(r.about) : r.kind === 'products.similar' ? similarReply(r.to, o) : shoppingSentence(r, o) ?? ''),
};
