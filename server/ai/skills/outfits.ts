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
import { has, opensAfterLeads } from './lib/words.js';
import { asksForOutfit, asksToKnow, asksToWear, INVITED, OUTFIT_NOUN, outfitRequest, slotsForOccasion, thanksOnly, type OutfitRequest } from './lib/understand-outfits.js';
import type { ClauseInput, Skill } from './types.js';
import type { Request } from './lib/request.js';
import { constraintsOf } from './lib/outfit-constraints.js';
import { slotAroundShown } from './lib/slot-around.js';
import { asksStyleRule } from './lib/style-questions.js';
import { ownInstead } from './lib/own-instead.js';
import { dressPlea } from './lib/dress-plea.js';
import { OUTFIT_TOOLS, outfitSwap } from './lib/outfit-swap.js';
import { outfitWithout } from './lib/outfit-without.js';


/** Words that say the piece named is worn with what is asked for: the outfit's anchor, not a piece to find. */
const PAIRED = "(?:go|goes|going|pair|pairs|wear|team|match|matches|style)(?: \\w+)? with";

/** Asking for an outfit to be made, in words that need no asking word ("put together an outfit for …"). */
const BUILD_VERB = 'build|make|put together|create|style|pair|match|team|go(?:es)? (?:\\w+ )?with|works? with|outfits?';

/**
 * "what am I wearing", "what should I put on", "what would you wear", "what I can wear" (the order of another language):
 * what to wear asked outright, whichever skill scored highest. Asking the stylist's own pick asks for an outfit too.
 */
const WHAT_DO_I_WEAR = "what (?:(?:am|do|should|shall|can|could) i|i (?:can|could|should)|would you|do you) (?:be )?(?:wear|wearing|put on|throw on)";

/** Verbs of finding pieces in the shop. */
const FIND_PIECES = "show (?:me )?|find (?:me )?|look(?:ing)? for|search(?:ing)?(?: for)?|have you got|do you have|got any|i(?:'m| am) after|shop(?:ping)? for";

/**
 * "the heels will sink into the lawn, can we go for flats": a change of a place of the outfit just shown, the place's piece
 * named, is the outfit's by its form, before a question about a shown piece or a search for the garment reads it.
 */
const swapNamed = (c: Pick<ClauseInput, 'text' | 'slots' | 'state'>) =>
  (c.slots.garments.length || c.slots.categories.length) && !ASKS_WHAT_A_PIECE_IS.test(c.text.toLowerCase().replace(/[’‘]/g, "'"))
    // "do it without the blazer": that place left empty, not another piece for it.
    ? outfitWithout(c.text, c.slots, c.state) ?? outfitSwap(c.text, c.slots, c.state) : null;

/**
 * A yes/no question about what a piece is ("wait, is the jumper from the shop?", "are the boots too chunky?"): answered
 * from the listing, never a swap, though its words ("from the shop", "too …") are a swap's when told ("do it with …" tells).
 */
const ASKS_WHAT_A_PIECE_IS = opensAfterLeads(String.raw`(?:is|are|was|were|does|did|do)\s+(?!(?:it|that|this|one)\s+(?:with|w|using)\b)(?:the|those|these|that|this|they|it|my)\b`);

/** A plea to be dressed for what the clause tells, with no outfit or trip just shown to change. */
const pleadsFresh = (c: Pick<ClauseInput, 'corrected' | 'slots' | 'state'>): boolean => {
  const latest = c.state.latestTool?.replaceAll('_', '.') ?? '';
  return !OUTFIT_TOOLS.has(latest) && !latest.startsWith('trips.') && !latest.startsWith('products.') && dressPlea(c.corrected, c.slots) !== null;
};

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
      // The occasion or the weather told first, the ask after it in few words.
      '(office|school run|the museum|a christening) (tomorrow|on monday|this friday) and it is (going to rain|meant to be freezing|supposed to be 30 degrees), (outfit please|what do i put on|ideas)',
      'it is (raining|sunny and hot|cold and windy|about 10 degrees) (today|tomorrow), what am i wearing',
      '(need|want|after) a (fit|look|outfit) for (prom|my cousins engagement|a gig|a picnic) (that is not try hard|nothing too much|)',
      '(put|throw) something together for (a rainy commute|a hot day in the city|a long flight|a job fair)',
      '(help|ideas|advice) (what do i wear|what to wear) (for|to) (a quiz night|my graduation|work drinks)',
      'something to wear (for|to) (a job interview|a first date|lunch with my in laws|a leaving do)',
      'something (for|to) (a job interview|my graduation|a gallery opening|a funeral) (please|at a law firm|)',
      'dress me for (a gallery opening|a rainy monday|the theatre|a lunch date)',
      'what (would you|should i|could i) wear (tonight|tomorrow|on saturday|this weekend)',
      'my (sisters wedding|work christmas do|birthday dinner) is (next week|on saturday|in june) and i have (nothing|no idea what) to wear',
      'what (top|shoes|jacket|bag) (goes|would go|works) with (my|the) (wide leg trousers|denim skirt|camel coat) for (a date|the office|brunch)',
      'i have (black jeans|a cream blazer|a floral skirt), what (would|could|should) i wear with (them|it)',
      'what (goes|pairs|works) (with|w) (white trainers|a leather skirt|grey joggers) for (a lazy sunday|a day out|uni)',
      'an outfit (under|for less than|within) (150|200 dollars|a budget of 300) (in total|for a party|)',
      '(first day|big meeting|parents evening) (next week|on thursday), (help me look the part|need to look put together|what works)',
      '(ok|fine|alright|right) (then|) (a comfy|a cosy|a smart|a practical) outfit for (moving day|a long flight|my driving test)',
      // Built in a style or for a day, with no occasion word: "something" is the outfit.
      '(build|make|pull together|put together) (me|) something (relaxed|polished|cosy|understated) for (monday|the weekend|tomorrow|uni)',
    ]),
  },
  slots: ['occasions', 'garments', 'colours'],
  kinds: ['outfit.build', 'outfits.save', 'outfits.list', 'outfits.remove'],
  // "shoes to go with it", "a bag for the slingbacks" right after pieces were shown: places around the one meant.
  // "my own leather jacket instead of the blazer" right after an outfit: composed again around her piece.
  // "I've got olive cargos, what goes with them?": a pairing asked is the outfit's by its form, whatever piece it names.
  // An event told with a plea to be dressed for it ("… and I want to feel amazing"), no piece named: the outfit's by its form,
  // unless an outfit, a trip or a search is on the table, whose own follow-ups read what the clause changes.
  claims: (c) => slotAroundShown(c.text, c.slots, c.state) !== null || ownInstead(c.text, c.slots, c.state) !== null || swapNamed(c) !== null || pleadsFresh(c) ||
    (has(c.text, PAIRED) && has(c.text, 'what|which') && !asksStyleRule(c.corrected, c.masked) && outfitRequest(c.text)?.kind === 'outfit.build'),
  read(c) {
    const around = slotAroundShown(c.text, c.slots, c.state) ?? ownInstead(c.text, c.slots, c.state) ?? swapNamed(c);
    if (around) return around;
    // The outfit's own reading first (its occasion as said, "a beach wedding in June"); else the plea's.
    return readOutfit(c) ?? (pleadsFresh(c) ? dressPlea(c.corrected, c.slots) : null);
  },
  plan: (r, ctx) => resolveWardrobe(r as OutfitRequest, ctx, catalogueQuery),
  speak: (r, o) => wardrobeSentence(r, o) ?? '',
};

/** What the clause asks of outfits in words of its own: an occasion, a pairing, a save, a list. */
function readOutfit(c: ClauseInput): Request | null {
  const r = outfitRequest(c.text);
  if (r?.kind === 'outfit.build' && !r.anchors.length && thanksOnly(c.text)) return null;
  // "a jumpsuit to wear to a party": one garment named for the occasion is that garment to find, not an outfit.
  // So is one garment said with its own colour, material or brand ("a red dress for a wedding"): that piece is what is wanted.
  const onePiece = c.slots.garments.length === 1 || (!c.slots.garments.length && c.slots.categories.length === 1);
  const described = onePiece && (c.slots.colours.length + c.slots.shades.length + c.slots.materials.length + c.slots.brands.length) > 0;
  // Unless the piece is what the rest goes with ("I have blue jeans, what goes with them?"): it is the outfit's anchor.
  if (r?.kind === 'outfit.build' && !r.anchors.length && (narrowGarmentOf(c.slots) || described) && !has(c.text, `outfits?|looks?|what (?:should|do|can|could) i wear|${PAIRED}`)) return null;
  // "could you show me a few dresses for a wedding", "I'm looking for a dress for a christening": pieces asked
  // for by a verb of finding are pieces to find, whatever the occasion (an outfit is asked for as one).
  if (r?.kind === 'outfit.build' && !r.anchors.length && (c.slots.categories.length || c.slots.garments.length) && has(c.text, FIND_PIECES) &&
    !has(c.text, 'outfits?|looks?|wear|dress me|put (?:together|me)|style me')) return null;
  // "is it rude to wear the same dress to two weddings?", "what's the dress code for a christening?": a fact asked, no outfit.
  // It asks an opinion or a fact, which no tool gives: answered as advice (small talk), never a search for its garment.
  if (r?.kind === 'outfit.build' && !r.anchors.length && !asksForOutfit(c.text) && !has(c.text, `${BUILD_VERB}|${INVITED}`)) return asksToKnow(c.text) ? { kind: 'chat', intent: 'advice' } : null;
  // What the shopper said about the occasion and the budget become the outfit's hard constraints.
  if (r?.kind === 'outfit.build') return { ...r, constraints: constraintsOf(c.slots, c.text) };
  if (r && r.kind !== 'look.complete' && r.kind !== 'styleDna.analyze') return r;
  // A vague wish to get dressed, said in words of wearing: one everyday outfit.
  // (Not when the words name a kind of piece: "something for my wrists" is a search.)
  if (!r && (c.sure || has(c.text, WHAT_DO_I_WEAR)) && asksForOutfit(c.text) && asksToWear(c.text) && !productQuery(c.text) && !c.slots.garments.length) {
    return { kind: 'outfit.build', anchors: [], slots: ['top', 'bottom', 'shoes'], occasion: null, constraints: constraintsOf(c.slots, c.text) };
  }
  // An occasion or the weather told in the shopper's own way ("school run tomorrow and it's meant to bucket down. ideas?",
  // "festival in 3 weeks and it always rains, ideas?"): when the classifier is sure the clause asks for an outfit, or
  // the clause names one, what it tells is what to dress for, read by the NLU layer rather than by a phrase.
  const told = constraintsOf(c.slots, c.text);
  // The weather said in words: a season only worked out from a date ("leaving on the 14th") tells nothing to dress for.
  const weather = constraintsOf({ ...c.slots, dates: null }, c.text);
  // A budget alone is what an outfit named is built within ("a whole look under 200"); beside a kind of piece it is that piece's.
  const withinBudget = told.max_price !== undefined && has(c.text, OUTFIT_NOUN) && !c.slots.categories.length;
  const dressedFor = told.occasion ?? (weather.rain || weather.temperature_c !== undefined || weather.season ? 'weather' : withinBudget ? 'budget' : null);
  if (!r && dressedFor && (c.sure || has(c.text, OUTFIT_NOUN)) && asksForOutfit(c.text) && !c.slots.destination && !c.slots.garments.length && !has(c.text, FIND_PIECES)) {
    const occasion = told.occasion?.replace(/-/g, ' ') ?? null;
    return { kind: 'outfit.build', anchors: [], slots: slotsForOccasion(occasion ?? (told.rain || told.season === 'winter' ? 'rain' : null)), occasion, constraints: told };
  }
  return null;
}
