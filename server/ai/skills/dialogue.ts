/**
 * Dialogue state: what the conversation has settled, derived from the conversation the model is
 * given (earlier user turns, earlier tool calls' inputs and results), never stored elsewhere. The
 * last search's constraints, the trip being planned, the lists last shown and the handles last
 * acted on. A follow-up changes only what it names; a correction replaces the slot it corrects;
 * references ("the last one", "both of them", "her") resolve against the lists shown.
 */
import { shownTogether } from './lib/shown-together.js';
import { COLOURS } from '../../../tools/recommendations/vocabulary.js';
import { categoryOfText, MATERIAL_WORDS, NUMBER_WORDS, SHADE_COLOUR, singular, STYLE_WORDS, TIER_WORDS } from '../nlu/index.js';
import type { Slots } from '../nlu/types.js';
import { isRecord, isTool, itemsOf, type SeenResult } from './lib/plan-core.js';
import { lastAsked } from './lib/plan-shopping.js';
import { garmentAsSaid, garmentWordsIn, narrowGarmentOf, queryOf } from './lib/query-slots.js';
import type { ProductQuery, Request } from './lib/request.js';
import type { SearchChanges, SearchRefinement } from './lib/understand-shopping.js';
import { wideningIn, type Widened } from './lib/widening.js';
import { relativeStylesIn } from './lib/relative-style.js';
import { namedTier } from './lib/named-tier.js';
import { goBack } from './lib/go-back.js';
import { knownRoom, type KnownRoom } from './lib/room-state.js';
import { has } from './lib/words.js';

export interface DialogueState {
  /** The last catalogue search's arguments (subject, category, colour, price, exclusions), or null. */
  lastSearch: Record<string, unknown> | null;
  /** The user's messages before this one, oldest first. */
  earlierUserTexts: readonly string[];
  /** Handles the last account calls named (follow, pause, similar…), for "her", "them". */
  lastHandles: readonly string[];
  /** Whether those handles were the shopper's style sources or influencers they follow. */
  lastHandlesAre: 'sources' | 'influencers' | null;
  /**
   * The account change that named them ("." form), whether it put accounts back, and whether it is the conversation's
   * latest call. A change the tool refused ("you are not following @x") still says whom the shopper meant.
   */
  lastAccountChange?: { tool: string; active?: boolean; latest: boolean };
  /** The accounts the shopper's own words named most recently (read by the NLU layer), and how many messages ago (1: the last). */
  namedAccounts?: { handles: readonly string[]; ago: number };
  /** The tool of the conversation's latest result (a follow-up after a search is about that search). */
  latestTool: string | null;
  /** Every catalogue search's input this conversation, oldest first ("go back to the dresses"). */
  searches?: readonly Record<string, unknown>[];
  /** That result's input and output (a follow-up after a wardrobe list or an outfit changes that call). */
  latest?: { input: unknown; output: unknown };
  /** How many pieces the latest catalogue search found (0: an empty search the reply may have offered to widen), or null. */
  lastSearchFound: number | null;
  /** The one shown piece the shopper's last message picked out by what it looks like, lower case (lib/focus-piece.ts). */
  focus?: string;
  /** The last lists shown, newest result first per kind. */
  lists: { products: readonly Record<string, unknown>[]; influencers: readonly Record<string, unknown>[]; posts: readonly Record<string, unknown>[] };
  /** The dressing room (or its cart) as last listed, with the changes since applied (lib/room-state.ts), or null. */
  room?: KnownRoom | null;
}

const ACCOUNT_TOOLS = ['influencers.follow', 'influencers.unfollow', 'influencers.setActive', 'sources.setActive', 'sources.remove', 'recommendations.similarInfluencers'];

export const dialogueState = (history: readonly SeenResult[], earlierUserTexts: readonly string[]): DialogueState => {
  let lastHandles: string[] = [];
  let lastHandlesAre: DialogueState['lastHandlesAre'] = null;
  let latestTool: string | null = null;
  let latest: DialogueState['latest'];
  const searches: Record<string, unknown>[] = [];
  let lastSearchFound: number | null = null;
  const lists: DialogueState['lists'] = { products: [], influencers: [], posts: [] };
  let lastAccountChange: DialogueState['lastAccountChange'];
  for (const [at, s] of history.entries()) {
    // "unpause lena" refused (she is not followed) and then "what did I miss from her": the account was still meant.
    if (ACCOUNT_TOOLS.some((t) => isTool(s, t)) && isRecord(s.input)) {
      const h = s.input.handles ?? s.input.handle;
      lastHandles = (Array.isArray(h) ? h : [h]).filter((x): x is string => typeof x === 'string');
      lastHandlesAre = s.toolName.startsWith('sources.') ? 'sources' : 'influencers';
      const active = typeof s.input.active === 'boolean' ? s.input.active : undefined;
      lastAccountChange = { tool: s.toolName.replaceAll('_', '.'), ...(active === undefined ? {} : { active }), latest: true };
    } else if (!s.prep && lastAccountChange) lastAccountChange = { ...lastAccountChange, latest: false };
    if (s.isError) continue;
    if (!s.prep) {
      latestTool = s.toolName;
      latest = { input: s.input, output: s.output };
    }
    if (isTool(s, 'products.search')) lastSearchFound = itemsOf(s.output, 'products').length;
    if (isTool(s, 'products.search') && !s.prep && isRecord(s.input)) searches.push(s.input);
    if (/dressingRoom/.test(s.toolName)) continue;
    for (const kind of ['products', 'influencers', 'posts'] as const) {
      const items = itemsOf(s.output, kind);
      // One turn's searches, one per object asked for, are one list as shown (lib/shown-together.ts).
      if (items.length) lists[kind] = kind === 'products' ? shownTogether(history, at) : items;
    }
  }
  const asked = lastAsked(history)?.asked.input;
  const lastSearch = isRecord(asked) ? asked : null;
  return { lastSearch, earlierUserTexts, lastHandles, lastHandlesAre, ...(lastAccountChange ? { lastAccountChange } : {}), latestTool, ...(latest ? { latest } : {}), searches, lastSearchFound, lists, room: knownRoom(history) };
};

export const emptyState = (): DialogueState => dialogueState([], []);

/** Words that say the clause corrects the turn before rather than asking afresh. */
const CORRECTION = "i meant|meant|instead|swap|replace|exchange|actually|rather|make (?:it|them|that|those)|change (?:it|that|them) to|switch (?:it |them )?to|not (?:those|that|these)[,;]|sorry|scratch that|no wait|what about|how about";
/** Words that start a search of its own even with a search before ("show me all bags", "new search"). */
const FRESH = 'new search|start over|something else entirely|forget (?:that|those|it)(?! (?:budget|price|colou?r|brand))';
/** Words that carry the last search's other constraints over to the subject a clause names ("bags in that colour", "shoes to match"). */
const CARRIES = "in (?:that|the same|this|those|these) colou?rs?|(?:same|that|this) colou?rs?|matching|to match|as well|too|same (?:budget|price)";
/** A clause that opens by carrying on from the last one ("and in shoes?", "what about skirts", "also boots"). */
const CARRY_START = /^(?:and|also|plus|now|ok(?:ay)?,? (?:and|now|what about|how about)|same|then|or|maybe)\b/;
/** A clause that asks for a search of its own, whatever it opens with ("and show me some bags"). */
const OWN_SEARCH = 'show|find|search|looking|look for|need|want|get me|give me|recommend|suggest';
/** Asking for the whole of a category again ("show me all dresses"), not for the ones just shown. */
const WHOLE = 'all(?! of)|every|any at all|whole';
/** Another skill's verbs: "add the black one to my cart" picks a piece shown, it changes no search. */
const OTHER_ASK = 'save|add|buy|cart|basket|follow|unfollow|wardrobe|closet|outfits?|pack|packing|trip|delete|dressing room|style (?:it|this|that|the|them)';

const TIER_PRICES: Record<NonNullable<ProductQuery['tier']>, { min: number | null; max: number | null }> = {
  luxury: { min: 500, max: null }, mid: { min: 100, max: 500 }, budget: { min: null, max: 100 },
};

/** Cheaper or dearer than what was shown: relative to the last results, not a tier of its own. */
const CHEAPER_THAN = "cheaper|less expensive|more affordable|lower[- ]priced|less pricey|for less|(?:too|rather|quite|a bit|a little|bit|very|so|really|pretty|kind of|kinda|a tad) (?:expensive|pricey|much|dear|steep|spendy)|out of my (?:budget|price range)|(?:more|over) than i (?:want(?:ed)? to|can|could) (?:spend|afford)";
const DEARER_THAN = 'pricier|more expensive|fancier|higher[- ]end ones|more luxurious|more upscale|dearer|splurgier|higher[- ]priced|more premium';
/** More of what was shown: the next page, or pieces like those ("more like the last one", "similar"). */
const MORE_OF = 'more|others|other ones|anything else|something else|anything different|something different|alternatives|other options|what else|keep going|next (?:ones?|few|page|lot)|another (?:few|page|batch|lot)|similar|like (?:these|those|them|that one|this one|the (?:last|first|second|third) ones?)';
/** "more" that is a price or a comparison, not more results. */
const NOT_MORE = 'more than|no more|more expensive|more affordable|more luxurious|more upscale|more premium|more about|more info|more details|tell me more';
/** A bare amount's direction: a floor after these words, else a ceiling (a lone amount is a ceiling). */
const FLOOR_CUE = 'over|above|more than|at least|from|upwards of|starting at|minimum';

/**
 * Words a follow-up is made of besides its slot words: asking ("can I see", "do you have"), pointing
 * at what was shown ("those", "the same ones"), steering ("instead", "only", "cheaper", "more"),
 * ruling out ("not", "without") and price words. A clause of these alone asks only about the search
 * before; any other word ("wardrobe", "trip", "thanks") makes it something else.
 */
const FOLLOW_UP_WORDS = new Set(`
  ok okay hmm hm and but so now please pls plz can could would will you i i'd id i'm im we me us see show shown give have has got get
  do does any some maybe what what's whats about how in into the a an it them they those these that this one ones same thing things
  just only instead too then options option results result pieces piece stuff colour color colours colors shade shades version
  versions rather prefer want something anything else more other others next page few bit little much even way there is are any
  again also well oh wait no not nothing none without except excluding minus avoid anything for of my yeah yes sure lot batch
  cheaper less expensive affordable lower priced pricey pricier fancier dearer higher end luxurious upscale splurgier budget range
  out price similar like keep going go with ones' under below over above than at most least max maximum min minimum up to around
  about roughly approximately between from dollars dollar bucks buck quid pounds pound euros euro usd k grand hundred thousand
  make switch change try let's lets sorry actually meant mean let if possible really premium tier time round hue tone
`.trim().split(/\s+/));

const NUMBER_WORD = new Set(NUMBER_WORDS);
const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z']+/).filter((w) => w && w !== "'");

/**
 * Whether a clause asks only about what was just shown: every word is a follow-up word, a number
 * word, a tier word or a word of its slots (a colour, shade, material or something ruled out).
 */
export const onlyAboutTheShown = (text: string, slots: Slots, pieces = false): boolean => {
  // `pieces`: the garments and categories named count as the clause's own words too ("just the tops").
  const named = pieces ? [...slots.garments.map((g) => g.word), ...slots.categories.map((c) => c.toLowerCase())] : [];
  const said = new Set([...slots.colours, ...slots.shades, ...slots.materials, ...slots.exclusions, ...(slots.styles ?? []), ...named].flatMap(wordsOf));
  return wordsOf(text).every((w) => FOLLOW_UP_WORDS.has(w) || said.has(w) || said.has(singular(w)) || w in TIER_WORDS || w in SHADE_COLOUR || NUMBER_WORD.has(w));
};

/** A clause about dates: a range, a length or a month — not a lone start ("now", "today" read as a date). */
const datesIn = (slots: Slots): boolean => Boolean(slots.dates && (slots.dates.end || slots.dates.days || slots.dates.month));

/** The price a follow-up names, from the NLU layer's price (in US dollars), else its one bare amount. */
const priceOf = (text: string, slots: Slots, q: ProductQuery | null): { min: number | null; max: number | null } | null => {
  const round = (n: number | undefined) => (n === undefined ? null : Math.round(n));
  if (slots.price) return { min: round(slots.price.usd.min), max: round(slots.price.usd.max) };
  // After a search, the thing to buy is the search's subject: its one amount (20 or more, so no count) is a
  // price ("make it 150": "it" is the search), two are its range ("between 100 and 200").
  const amounts = slots.numbers.filter((n) => n >= 20);
  const positions = slots.references.some((r) => r.kind === 'ordinal');
  if (amounts.length === 1 && !datesIn(slots) && !positions) {
    return has(text, FLOOR_CUE) ? { min: amounts[0]!, max: null } : { min: null, max: amounts[0]! };
  }
  if (amounts.length === 2 && !datesIn(slots) && !positions && has(text, 'between|from|to|and')) {
    return { min: Math.min(...amounts), max: Math.max(...amounts) };
  }
  return q?.explicitPrice ? { min: q.minPrice ?? null, max: q.maxPrice ?? null } : null;
};

/** The words of the last search a change replaces: its garment when another is named, its material when another is. */
const replacedWords = (before: Record<string, unknown>, garment: boolean, material: string | undefined): string[] => {
  const text = typeof before.text === 'string' ? before.text.toLowerCase() : '';
  const drop = garment ? garmentWordsIn(text) : [];
  if (material) drop.push(...MATERIAL_WORDS.filter((m) => m !== material && new RegExp(`\\b${m}\\b`).test(text)).flatMap((m) => m.split(' ')));
  return drop;
};

/**
 * Whether a word ruled out in a follow-up is one to rule out of the search. Not a category itself ("no,
 * bags"), nor a garment of another category ("I meant bags, not shoes": the shoes are what is replaced),
 * nor in a correction any garment ("loafers, not boots": the boots are what the correction replaces).
 */
const excludable = (word: string, category: string | undefined, corrects: boolean): boolean => {
  const lower = word.toLowerCase();
  if (lower === category?.toLowerCase()) return false;
  const itsCategory = categoryOfText(lower);
  return !(itsCategory && (corrects || itsCategory !== category));
};

/** The garment of the slots narrower than its category, as a search's words name it (none for "coats"). */
const narrowerGarment = (slots: Slots): string | undefined => {
  const g = narrowGarmentOf(slots);
  return g ? garmentAsSaid(g) : undefined;
};

/** The words of the last search's text that are no colour, material, garment, style or season word: its brand's. */
const brandWordsIn = (text: string): string[] => {
  const garments = new Set(garmentWordsIn(text));
  const known = new Set([...COLOURS, ...Object.keys(SHADE_COLOUR), ...MATERIAL_WORDS.flatMap((m) => m.split(' ')), ...Object.values(STYLE_WORDS).flatMap((w) => w.split(' ')), 'or']);
  return text.split(/\s+/).filter((w) => w && !known.has(w) && !garments.has(w));
};

/** The words of the last search's text that belong to each constraint a follow-up lets go of. */
const releasedWords = (text: string, drop: ReadonlySet<Widened>): string[] => {
  const words = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  if (drop.has('colour')) out.push(...words.filter((w) => (COLOURS as readonly string[]).includes(w) || w in SHADE_COLOUR));
  if (drop.has('material')) out.push(...words.filter((w) => MATERIAL_WORDS.some((m) => m.split(' ').includes(w))));
  if (drop.has('style')) out.push(...words.filter((w) => Object.values(STYLE_WORDS).includes(w)));
  if (drop.has('brand')) out.push(...brandWordsIn(text));
  if (drop.has('category')) out.push(...garmentWordsIn(text));
  return [...new Set(out)];
};

/** The colours the last search asked for ("other colours" rules them out). */
const coloursOf = (text: string): string[] => text.split(/\s+/).filter((w) => (COLOURS as readonly string[]).includes(w));

/**
 * A clause read as a change to the last search: it names no subject of its own (a bare price, a tier,
 * a colour, "cheaper", "more", something ruled out), or it corrects one ("sorry, I meant loafers"), or
 * it carries the search's other constraints over to another subject ("and in shoes?", "bags in that
 * colour"), or it lets one go ("forget the budget", "any colour is fine"). Read from the NLU layer's
 * slots only (price in US dollars, tier, garments and categories, colours, materials, exclusions,
 * correction, count). Null when it is a search of its own.
 */
export const searchFollowUp = (text: string, slots: Slots, state: DialogueState): SearchRefinement | null => {
  const before = state.lastSearch;
  if (!before) return null;
  const lower = text.toLowerCase();
  const widening = wideningIn(lower, slots);
  if (has(lower, FRESH) || has(lower, OTHER_ASK) || (!widening && has(lower, 'remove')) || slots.handles.length || datesIn(slots) || slots.destination) return null;
  const released = new Set(widening?.released ?? []);
  const drops = widening?.drop ?? new Set<Widened>();
  // "forget the green": a value named only to be let go is no value wanted.
  const own: Slots = {
    ...slots,
    colours: slots.colours.filter((c) => !released.has(c)), shades: slots.shades.filter((c) => !released.has(c)),
    materials: slots.materials.filter((m) => !released.has(m)), brands: slots.brands.filter((b) => !released.has(b)),
    styles: (slots.styles ?? []).filter((w) => !released.has(w)),
    // "forget the budget": the word is the price let go, not the budget tier.
    ...(drops.has('price') ? { price: null, tier: null } : {}),
    ...(drops.has('category') ? { garments: [], categories: [], exclusions: slots.exclusions.filter((e) => !categoryOfText(e)) } : {}),
  };
  const q = queryOf(own);
  // "just the shoes" after "black stuff": a search of no category narrowed to one, its colour and price kept.
  const narrowsTo = !before.category && /^(?:ok(?:ay)?,? |hmm,? )?(?:only|just)\b/.test(lower);
  const carries = has(lower, CARRIES) || (CARRY_START.test(lower) && !has(lower, OWN_SEARCH)) || narrowsTo;
  const corrects = Boolean(slots.correction) || has(lower, CORRECTION) || /^(?:no|nah|oops)\b/.test(lower) || carries;
  // "swap the boots for sneakers", "sneakers instead of the boots": of two garments, the one not searched before is the one meant.
  const searchedGarments = garmentWordsIn(typeof before.text === 'string' ? before.text.toLowerCase() : '').map(singular);
  const garment = own.garments.find((g) => !searchedGarments.includes(singular(g.word.toLowerCase())) && !searchedGarments.includes(g.garment)) ?? own.garments[0];
  const category = q?.category ?? garment?.category ?? own.categories[0];
  const namesSubject = Boolean(category);
  // The subject searched, named again ("any of those coats under 200?" after wool coats): a narrowing of that search.
  const sameSubject = namesSubject && category === before.category && !has(lower, WHOLE);
  if (namesSubject && !corrects && !sameSubject) return null;
  const base = { more: false, cheaper: false, pricier: false, colour: null, exclude: [] };
  const price = drops.has('price') ? null : priceOf(lower, own, q);
  // "cheaper ones in navy?", "something fancier in leather": relative to what was shown, with whatever else the clause names.
  // A tier said by name wins over a complaint about price ("too much. mid range?"): lib/named-tier.ts.
  const named_ = namedTier(lower);
  const relative = !price && !namesSubject && !widening && !named_ ? (has(lower, CHEAPER_THAN) ? 'cheaper' : has(lower, DEARER_THAN) ? 'pricier' : null) : null;
  const changes: SearchChanges = {};
  // "cheaper" is relative here, not the budget tier.
  const tier = relative ? null : named_ ?? own.tier ?? q?.tier;
  if (drops.has('price')) {
    changes.minPrice = null;
    changes.maxPrice = null;
  } else if (price) {
    // A floor under the ceiling before ("under 300", then "over 100?") narrows to the range between; so does a ceiling over the floor before.
    const [floor, ceiling] = [typeof before.minPrice === 'number' ? before.minPrice : null, typeof before.maxPrice === 'number' ? before.maxPrice : null];
    const between = !slots.correction && !has(lower, 'instead|actually|rather|make (?:it|that|them)|change|meant|sorry|no wait');
    changes.minPrice = price.min ?? (between && floor !== null && price.max !== null && floor < price.max ? floor : null);
    changes.maxPrice = price.max ?? (between && ceiling !== null && price.min !== null && ceiling > price.min ? ceiling : null);
  } else if (tier) {
    changes.minPrice = TIER_PRICES[tier].min;
    changes.maxPrice = TIER_PRICES[tier].max;
  }
  const beforeText = typeof before.text === 'string' ? before.text.toLowerCase() : '';
  const material = own.materials.find((m) => !new RegExp(`\\b${m}\\b`).test(beforeText));
  // A correction names the garment meant, even one a search of its own leaves to the category ("I meant
  // sneakers"); a narrowing of the same subject adds only a garment narrower than it ("those shoes, loafers only").
  const word = garment ? (corrects ? garment.synonym ?? garmentAsSaid(garment) : narrowerGarment(own)) : undefined;
  const newGarment = word && category && word.toLowerCase() !== category.toLowerCase() && singular(word) !== singular(category.toLowerCase()) ? word : undefined;
  if (category && (category !== before.category || newGarment)) changes.category = category;
  if (drops.has('category') && before.category) changes.anyCategory = true;
  if (newGarment) changes.garment = newGarment;
  if (material) changes.material = material;
  // "skinny ones?", "something oversized": a cut, print or style joins the search's words.
  // "smaller ones?", "something less formal": a degree becomes the word listings carry for it (lib/relative-style.ts).
  const styles = [...new Set([...(own.styles ?? []), ...relativeStylesIn(lower)])].filter((w) => !new RegExp(`\\b${w}\\b`).test(beforeText));
  if (styles.length) changes.styles = styles;
  // "only from Lune": a brand joins the search's words (the catalogue searches names and brands alike).
  const brand = own.brands.find((b) => !beforeText.includes(b.toLowerCase()));
  if (brand) changes.brand = brand;
  const drop = [...replacedWords(before, Boolean(changes.category), material), ...releasedWords(beforeText, drops)];
  if (drop.length) changes.drop = [...new Set(drop)];
  // "show me 3", "just two of them": how many to show; "show me all of them": as many as a search gives.
  const count = own.count ?? (widening ? null : showsAll(lower, slots) ? ALL_AT_ONCE : null);
  if (count) changes.limit = count;
  const searched = category ?? (typeof before.category === 'string' ? before.category : undefined);
  // Only a correction that names what it means replaces a garment ruled out ("loafers, not boots"); "same but without the heels" rules them out.
  const exclude = [...(q?.exclude ?? []).filter((e) => excludable(e, searched, corrects && namesSubject)), ...(widening?.otherColour ? coloursOf(beforeText) : [])];
  // A colour ruled out ("not black") is no colour asked for.
  const colour = own.colours.find((c) => !exclude.includes(c)) ?? null;
  const named = Object.keys(changes).length > 0;
  if (relative) return { ...base, cheaper: relative === 'cheaper', pricier: relative === 'pricier', colour, exclude, ...(named ? { changes } : {}) };
  if (named || colour !== null || exclude.length > 0 || widening) return { ...base, colour, exclude, ...(named || widening ? { changes } : {}) };
  if (has(lower, MORE_OF) && !has(lower, NOT_MORE)) return { ...base, more: true };
  return null;
};

/** "show me all of them", "the whole lot": every result of the search, as many as it gives at once. */
const showsAll = (lower: string, slots: Slots): boolean =>
  has(lower, 'show|see|list|give') && (slots.references.some((r) => r.kind === 'all') || has(lower, 'everything|the whole lot|all (?:the )?(?:results|options|matches)'));

/** The most results one search gives (products.search's own maximum). */
const ALL_AT_ONCE = 50;

/**
 * A follow-up to the search before, read from the slots: with a search before, any change to it; with
 * none, only what needs no search to change (more, cheaper, pricier, a colour, something ruled out),
 * and only when the clause asks nothing else.
 */
export const followUpOf = (text: string, slots: Slots, state: DialogueState): SearchRefinement | null => {
  if (state.lastSearch) return searchFollowUp(text, slots, state);
  if (!onlyAboutTheShown(text, slots)) return null;
  const r = searchFollowUp(text, slots, { ...state, lastSearch: {} });
  return r && !r.changes ? r : null;
};

/** The request after the dialogue: a search that only changes the last one becomes that change. */
export const withDialogue = (request: Request, text: string, slots: Slots, state: DialogueState): Request => {
  // Going back to an earlier search ("go back to the blazers") is that search as it was, not a change to the last one.
  if (request.kind !== 'products' || goBack(text, slots, state)) return request;
  const refinement = searchFollowUp(text, slots, state);
  return refinement ? { kind: 'products.refine', refinement } : request;
};
