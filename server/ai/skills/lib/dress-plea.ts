/**
 * An event told as a story with a plea to be dressed for it, and no piece named: "my sister's engagement is on
 * Saturday at a wine bar and I want to feel amazing", "new job at a design studio on monday, help me not look stiff",
 * "picnic then a gig tonight, no clue, sort me out". The classifier is rarely sure of such a clause (its words are the
 * story's: the event, the people, the place), so the outfits reader, which waits for a sure label or the word
 * "outfit", let the feed, a search of a style word, small talk or "outside fashion" answer it. What the NLU layer
 * reads (an occasion of the lexicon, the weather in words, an event in our words of dressing for) and a plea to look,
 * feel or be helped some way say it by their form: one outfit for what was told. Pure.
 */
import type { Slots } from '../../nlu/types.js';
import { constraintsOf } from './outfit-constraints.js';
import type { Request } from './request.js';
import { asksToKnow, asksToWear, slotsForOccasion, thanksOnly, toldToDressFor, type OutfitRequest } from './understand-outfits.js';
import { has } from './words.js';

/**
 * Pleas to be seen or to feel some way, or to be helped with it: the asks of a shopper who has told what she dresses
 * for and names no piece. "help" counts only as a plea of its own (at the end, or "help me look …"): "help me write a
 * toast" asks something else.
 */
const PLEA = [
  "(?:want|wanna|need|like|hoping|trying|have|got) (?:to )?(?:look|feel)",
  "help me (?:not )?(?:look|feel|get dressed|dress)",
  "(?:not|don'?t|never) (?:want to )?look like",
  "look (?:nice|good|great|lovely|the part|put together|polished|smart|sharp|cute|chic|amazing|fabulous|stunning|elegant|appropriate|presentable|professional|competent|cool|effortless|respectable)",
  "feel (?:fabulous|amazing|great|good|confident|gorgeous|beautiful|special|glamorous|myself)",
  "sort me out|send help|(?:please |pls |plz )?help(?: me)?(?: out)?(?: please| pls| plz)?\\s*[!.?\\p{Extended_Pictographic}\\s]*$",
  "no idea|no clue|clueless|(?:don'?t|do not) know (?:how|what)|at a loss",
  "is (?:that|it|this) (?:even )?possible|can (?:that|it|this) (?:even )?be done|what(?:'s| is) appropriate|what works|up to you",
  "(?:outfit|look|fit) (?:please|pls|plz|ideas?)|ideas|suggestions|inspo|inspiration",
].join('|');
/** Compiled once: the reader runs on every clause. */
const PLEA_SAID = new RegExp(`\\b(?:${PLEA})`, 'iu');

/** Asks of another skill or outside fashion beside the event: the clause is theirs. */
const ELSEWHERE = "save|saving|cart|basket|buy|follow|unfollow|pause|delete|remove|wardrobe|closet|dressing room|wishlist|trip|pack|packing|suitcase|gifts?|presents?|speech|toast|venue|menu|playlist|cake|card|write|book|hotel|flight|" +
  // What she has on, shown in a photo, is the scan's to judge; nights counted are a stay, the trip's.
  "photos?|pics?|pictures?|selfies?|(?:\\d+|two|three|four|five|six|seven|a few) nights";

const namesPiece = (s: Slots) => s.garments.length > 0 || s.categories.length > 0 || s.brands.length > 0 || s.handles.length > 0 || !!s.destination;

/** Whether the clause tells what to dress for: an occasion read, the weather in words, or an event in our words of dressing for. */
const toldFor = (slots: Slots, plain: string) => {
  const told = constraintsOf({ ...slots, dates: null }, plain);
  return !!(told.occasion || told.rain || told.season || told.temperature_c !== undefined || toldToDressFor(plain));
};

/** One outfit for the event or weather the clause tells, when it pleads to be dressed for it and names no piece; else null. */
export const dressPlea = (plain: string, slots: Slots): Extract<OutfitRequest, { kind: 'outfit.build' }> | null => {
  const lower = plain.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  if (namesPiece(slots) || slots.remark || slots.references.some((r) => r.kind === 'ordinal') || thanksOnly(lower) || asksToKnow(lower) || has(lower, ELSEWHERE)) return null;
  // Dates that run over several days are a stay: the trip's to dress for.
  const stay = !!(slots.dates?.start && slots.dates.end && slots.dates.end > slots.dates.start);
  if (stay || !toldFor(slots, lower) || !(asksToWear(lower) || PLEA_SAID.test(lower))) return null;
  const constraints = constraintsOf(slots, lower);
  const weather = constraints.rain || constraints.season === 'winter';
  const occasion = constraints.occasion?.replace(/-/g, ' ') ?? (weather || constraints.temperature_c !== undefined ? null : toldToDressFor(lower));
  return { kind: 'outfit.build', anchors: [], slots: slotsForOccasion(occasion ?? (weather ? 'rain' : null)), occasion, constraints };
};

/** Words that ask for an outfit outright, not only a plea to look some way. */
const OUTFIT_ASKED = 'wear|wearing|outfits?|dress me|put on|throw on';

/**
 * "a party on friday, I want to look amazing, show me sequin tops": beside a search for a kind of piece in the same
 * message, the plea is why she wants that piece, not a second ask — the outfit it read is dropped.
 */
export const withoutPleaBesidePieces = (requests: readonly Request[], clauses: readonly { corrected: string; slots: Slots }[]): Request[] => {
  const findsPiece = requests.some((r) => r.kind === 'products' && !!r.query.category);
  if (!findsPiece) return [...requests];
  return requests.map((r, i) => {
    const clause = clauses[i];
    // "what would you wear to …" asks for the outfit in so many words: that stays beside the search.
    return r.kind === 'outfit.build' && !r.anchors.length && !r.around && clause && !has(clause.corrected, OUTFIT_ASKED) && dressPlea(clause.corrected, clause.slots) ? { kind: 'unknown' } : r;
  });
};
