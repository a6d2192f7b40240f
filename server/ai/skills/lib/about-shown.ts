/**
 * A question about pieces just shown, answered from what the catalogue said of them: "how much is
 * the red one?", "is the second one machine washable?", "tell me more about the first", "which is
 * cheaper, the first or the second?", "who makes it?". What is asked (the aspect) comes from a table
 * of question phrases; which pieces from the NLU references (positions, "both", "them") or from what
 * the pieces look like (`described.ts`). Pure: the answer is read from the results already shown.
 */
import nlp from 'compromise';
import type { Slots } from '../../nlu/types.js';
import { formatPrice, listOf as joined } from '../../../../tools/text/phrase.js';
import { describedIn, pickDescribed } from './described.js';
import { asksJudgement } from './judgement-asked.js';
import { temperatureOf } from './outfit-constraints.js';
import { has, MATERIAL_WORDS, opensAfterLeads, sentencesOf } from './words.js';

/** `other`: anything else asked of a piece (is it big enough, too much for daytime, comfy): the catalogue cannot tell, said plainly. */
export type Aspect = 'total' | 'cheaper' | 'dearer' | 'owner' | 'care' | 'material' | 'brand' | 'colour' | 'size' | 'where' | 'price' | 'details' | 'other';

/** Whose a piece is: hers (an outfit's or a trip's piece from her wardrobe), saved from the shop, or the shop's. */
export type Owner = 'wardrobe' | 'dressing_room' | 'shop';

/** A piece as shown, with the facts a question may ask about. */
export interface ShownPiece {
  name: string;
  brand: string | null;
  price: number | null;
  color: string | null;
  category: string | null;
  description: string | null;
  retailer: string | null;
  /** Whose it is, when the result says (a list of products is the shop's). */
  owner: Owner | null;
}

export interface AboutShown {
  aspect: Aspect;
  pieces: ShownPiece[];
  /** How many pieces were shown (for "of the 4 shown"). */
  shownCount: number;
  /** The material asked about ("is it silk?"), when one was named. */
  material?: string;
  /** The colours a piece is made in asked ("what colours does it come in"), not the colour it is. */
  range?: boolean;
  /** A piece named as if shown ("the sweater", "those hiking boots") that none of the pieces shown is: said so, no search. */
  missing?: string;
  /** The names of the pieces shown, for the reply when the piece asked about is missing. */
  shownNames?: string[];
}

/** What a piece may be made of when asked: the fabrics, and the metals jewellery is ("are they real gold?"). */
const MADE_OF = ['gold plated', 'gold-plated', 'silver plated', 'faux leather', 'vegan leather', ...MATERIAL_WORDS, 'crepe', 'chiffon', 'polyester', 'viscose', 'nylon', 'acrylic', 'lambskin', 'merino', 'mohair', 'gold', 'silver', 'sterling silver', 'plated'];
/** Two materials weighed ("silk or polyester?", "gold or gold plated"): a question about what it is made of, whatever its form. */
const EITHER_MATERIAL = new RegExp(String.raw`\b(?:${MADE_OF.join('|')})(?: or | vs\.? )(?:real |proper |solid |genuine |just )?(?:${MADE_OF.join('|')})\b`);
/**
 * A fit or a cut asked of a piece ("does it come in petite?", "available in a wide fit?", "do they do a men's cut"): the
 * catalogue lists none, so it is said, never searched. A colour or a material after "come in" asks for other pieces.
 */
const FIT_ASKED = /\b(?:come|comes|available|do (?:it|they|you) (?:do|make)(?: (?:it|them))?) in (?:a |an )?(?:petite|tall|plus(?:[- ]size)?|curve|maternity|extra[- ]wide|wide(?:[- ]fit(?:ting)?)?|narrow(?:[- ]fit)?|(?:men'?s|mens|women'?s|womens|unisex|slim|relaxed|regular|oversized?|straight|cropped) (?:cut|fit|sizing|version)|half sizes?|(?:my |other |bigger |smaller |larger |more )?sizes?)\b/;
/** "what colours does it come in", "how many colours is it available in": the colours a piece is made in. */
const COLOURS_RANGE = /\b(?:what|which|how many) (?:other )?colou?r(?:s|ways)?\b.*\b(?:come|comes|available|made|do (?:they|you) (?:do|have|make))\b|\bhow many colou?r(?:s|ways)\b/;

/** A piece of hers or of the shop's, asked of it: "are the boots in it mine or from the shop?", "is that jumper from the store?". */
const OWNED_OR_SOLD = String.raw`(?:mine|my own|(?:from|out of|in) (?:the |your )?(?:shop|store|catalogue)|(?:from|out of|in) my (?:wardrobe|closet)|(?:something|one) (?:you|u) (?:sell|stock|carry))`;
const OWNER = String.raw`(?:is|are|was|were|r) (?:it|they|that|this|those|these|(?:the|that|this|those|these) [\w' -]{1,30}?)(?: ones?)? ${OWNED_OR_SOLD}|\bmine or (?:from )?(?:the |your )?(?:shop|store|catalogue|to buy)|(?:shop|store|catalogue|to buy) or mine\b|do i (?:already )?own (?:it|them|that|this|those|these)\b`;

/** Each aspect's question phrases, tried in order: the first that fits is what is asked. */
const ASPECTS: readonly [Aspect, string][] = [
  ['total', String.raw`(?:how much|what(?:'s| is| does| do| would)?)\b.*\b(?:altogether|all together|together|in total|in all|total|combined|come to|comes to|add up|adds up)\b|\b(?:the )?(?:total|sum)\b`],
  ['cheaper', String.raw`which(?: one| of (?:them|those|these|the two|the three))?(?:'s| is| are| would be| was)? (?:the )?(?:cheaper|cheapest|less expensive|least expensive|lowest priced|more affordable|most affordable|better value|best value|best deal)`],
  ['dearer', String.raw`which(?: one| of (?:them|those|these|the two|the three))?(?:'s| is| are| would be| was)? (?:the )?(?:pricier|priciest|more expensive|most expensive|dearer|dearest|higher priced|most premium)`],
  ['owner', OWNER],
  ['care', String.raw`wash|washable|washing|machine wash|dry[- ]clean|hand wash|iron|tumble|care (?:for|instructions|label)|look after`],
  ['material', String.raw`made (?:of|from|out of)|what (?:material|fabric)|which (?:material|fabric)|what'?s (?:it|that|this|they) made|(?:real|genuine|pure|proper|solid|100%) (?:${MADE_OF.join('|')})`],
  ['brand', String.raw`who (?:makes|made|designs|designed|is (?:it|that|this) by|are (?:they|those) by)|what brand|which brand|who'?s (?:it|that|this) by|what label|who is the (?:brand|designer)`],
  ['colour', String.raw`what colou?r|which colou?r`],
  ['size', String.raw`what sizes?|which sizes?|sizes? (?:does|do|is|are|range|guide)|in (?:a |my )?size|come in (?:a )?size|true to size|how (?:does|do) (?:it|they) fit|sizing|run (?:small|large|big)|what size should|inseam|inside leg|measurements?|how long is|how long are`],
  ['where', String.raw`where (?:can i|do i|could i|to) (?:buy|get|order|find) (?:it|them|that|this|those|one)|which (?:shop|store|retailer|site)|who sells (?:it|them|that)`],
  ['price', String.raw`how much|(?:the )?(?:difference in price|price difference|difference in cost)|compare (?:them|those|these|both|their prices|the (?:two|three|first|second|third|last|\w+ one))|how do (?:they|those|these|the two|the three) compare|what(?:'s| is| does| do) (?:the )?(?:price|cost)|price of|cost of|what (?:does|do) (?:it|they|that|this|those|the \w+(?: \w+)?) cost|how (?:expensive|pricey|dear)|what price|priced at`],
  ['details', String.raw`high[- ]waist(?:ed)?|(?:low|mid|high)[- ]rise|(?:does|do|did) (?:it|they|that|this|those|these|that one|this one|the \w+(?: one)?) (?:have|come with|close|fasten|zip)|(?:is|are) (?:it|they|that|this|those|these)(?: one)? (?:too|very|quite|really|a bit|okay|ok|right|suitable|appropriate|warm enough|light enough) |tell me (?:a bit |a little |some(?:thing)? )?(?:more )?about|more (?:about|info|information|details)|details (?:of|on|about)|describe|what (?:is|are|'s) (?:it|they|that|this|those|these|the \w+(?: \w+)?) like|what'?s (?:it|that|this) like|info on|know (?:more )?about`],
];

/** A size said with an article ("in a 39", "in an XL"): a size asked, never a price. */
const SIZE_SAID = /\b(?:come|comes|available|have (?:it|them|those|these|that|one)|get (?:it|them|one)|in) (?:in )?(?:(?:a|an) (?:size )?|size )(?:uk |us |eu )?(?:\d{1,2}(?:\.5)?|xx?s|xx?l|s|m|l|small|medium|large)\b(?!\s*(?:dollars?|bucks|quid|pounds?|euros?|usd|%))/;
/** A month or a season the piece would be worn in, not a day of a trip. */
const wornWhen = (s: Slots) => !s.dates || (!s.destination && (!!s.dates.month || (s.dates.days ?? 0) >= 28));

/** A question about a shown piece being material: "is it silk?", "are they leather?", "is the second one wool?". */
const IS_MATERIAL = String.raw`(?:is|are|was) (?:(?:that|this) one|it|they|that|this|those|these|the \w+(?: \w+)?(?: one)?) (?:made of |made from |in |real |genuine |pure |solid |100% )?(?:${MADE_OF.join('|')})`;

/** Asking for more or other pieces, not about the ones shown: a search, or a change to it ("could the shoes be cheaper"). */
const ASKS_FOR_PIECES = String.raw`come in|comes? in|available in|have (?:it|them|those|these|that|this|one|any|anything) in|got (?:it|them|those|these|that|any|anything) in|do you (?:have|sell|stock|do|carry)|have you got|is there|are there|any (?:cheaper|more|others?)|show|find|search|something|anything|cheaper ones?|similar|(?:can|could) (?:\w+ ){1,3}be (?:(?:a )?(?:bit|little|touch|tad) |slightly |much )?(?:\w+er|more \w+|less \w+)`;
/** How a question opens (or it ends with "?"): "I love the price of the second one" is feedback, not a question. */
/** A telling turned question by its tag: "these are more casual, aren't they", "it's wool isnt it". */
const TAG_QUESTION = /\b(?:is|are|was|were|does|do|did)n'?t (?:it|they|those|these|that|this|she)\s*\??$/;
const QUESTION_START = /^(?:(?:ok(?:ay)?|and|so|but|hmm|oh|also|sorry|quick question|just wondering)[,!]?\s+)*(?:how|what|what's|whats|which|who|who's|where|is|isn't|are|aren't|was|does|doesn't|do|did|can|could|will|would|tell|describe|give me|any idea|i'd like to know|i want to know|do you know|info|details|more|price|cost|compare)\b/;
/** A piece named first, then the question about it: "that scarf, how much is it", "the tote, what's it made of". */
const QUESTION_AFTER = /^(?:the|that|this|those|these)\b[^,;:.]{0,40}[,;:.—–-]\s*|^(?:the|that|this|those|these)\s+(?:[\w'-]+\s+){0,3}?ones?\s+(?=(?:how|what|which|who|where|is|are|does|do|did|can|could|will|would)\b)/;
/** The cheapest or dearest shown, named alone: "the cheapest one", "and the most expensive?". */
const EXTREME_ALONE = /^(?:(?:and|ok(?:ay)?|so|hmm)[,]?\s+)?(?:just )?(?:the|which(?: one)?(?: is)?(?: the)?) (cheapest|least expensive|lowest priced|most affordable|priciest|most expensive|dearest)(?: (?:one|of (?:them|those|these|the lot)))?\s*[?.!]*$/;
/** Telling the stylist what they think of a piece (feedback), not asking about it. */
const OPINION = String.raw`love|like|hate|dislike|adore|not a fan|not keen|prefer|too (?:expensive|pricey|dear|much)`;
/** Things that are the shopper's own, asked about elsewhere ("how much is my cart", "what's in my wardrobe"). */
const THEIRS = String.raw`my|cart|basket|dressing room|wardrobe|closet|saved|trip|pack`;
/** The shopper's own places, for a question of any other kind: "my old pair" there is context, "my cart" is not. */
const THEIR_PLACES = String.raw`cart|basket|dressing room|wardrobe|closet|saved|trip|pack(?:ing)?`;
/**
 * How a yes/no or wh- question opens, after a filler: the form of a question about something, whatever it asks. A
 * negative opening ("doesn't have to be wool") tells unless a "?" asks.
 */
const ASKS_ABOUT = opensAfterLeads(String.raw`(?:is|are|was|were|does|do|did|will|would|can|could|should|how|what|what's|whats)\b`);
/** "which one holds a laptop?", "which is warmer": a question comparing the pieces shown, not the stylist's pick ("which would you take?"). */
const WHICH_ASKS = opensAfterLeads(String.raw`which\b(?!.*\b(?:you|u|ya|your)\b)`);
/**
 * What turns a question about a piece into a request of another kind: other pieces, pairing (the looks and
 * outfits skills), a change (saving, buying), or a pronoun that points at no piece ("is it going to rain?").
 */
const ASKS_ELSEWHERE = String.raw`any|what about|how about|instead|go(?:es)? (?:well |nicely )?with|with (?:my|a|an|some|the|these|those|this|that)|pair (?:it|them|this|that|those|these|with)|match|team|style|outfits?|save|keep|remember|store|add|dial|tone|jazz|spice|glam|mix|buy|order|purchase|remove|delete|get|different|another|other|others|replace|swap|change|complete|finish|build|make|put together|round out|(?:a|the|full|whole|complete) look|going to|gonna|supposed to|weather|forecast`;

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
/** An outfit's or a trip's piece says whose it is; a catalogue listing (it has a product name) is the shop's. */
const ownerOf = (item: Record<string, unknown>): Owner | null =>
  item.source === 'wardrobe' ? 'wardrobe' : item.source === 'dressing_room' ? 'dressing_room' : item.source === 'product' || 'product_name' in item ? 'shop' : null;
export const pieceOf = (item: Record<string, unknown>): ShownPiece => ({
  name: str(item.product_name) ?? str(item.item_name) ?? str(item.name) ?? 'that piece',
  brand: str(item.brand), price: typeof item.price === 'number' ? item.price : null, color: str(item.color),
  category: str(item.category), description: str(item.product_description) ?? str(item.description), retailer: str(item.retailer_name),
  owner: ownerOf(item),
});

/** What the question asks about, or null when it is no question about a shown piece. */
const aspectOf = (lower: string): { aspect: Aspect; material?: string; range?: boolean } | null => {
  if (FIT_ASKED.test(lower)) return { aspect: 'size' };
  if (COLOURS_RANGE.test(lower)) return { aspect: 'colour', range: true };
  // "wool or cashmere" alone wants either; "is it wool or cashmere" asks which it is.
  if (EITHER_MATERIAL.test(lower) && /\b(?:is|are|r|was|were)\b/.test(lower)) return { aspect: 'material' };
  const isMaterial = lower.match(new RegExp(`\\b${IS_MATERIAL}\\b`));
  for (const [aspect, pattern] of ASPECTS) {
    if (aspect === 'material' && isMaterial) break;
    if (has(lower, pattern)) return { aspect };
  }
  if (isMaterial) return { aspect: 'material', material: MADE_OF.find((m) => new RegExp(`\\b${m}\\b`).test(isMaterial[0])) };
  return null;
};

/**
 * The piece the question names as one already shown ("the sweater", "those hiking boots", "the green one") when none of
 * the pieces just shown is it: the shopper believes it was shown, so it is said that it was not, never looked for. A
 * garment or a colour with "one" after a determiner; "is it in red?" names no shown piece and asks for another.
 */
const namedAsShown = (lower: string, slots: Slots): string | null => {
  const garments = [...slots.garments.map((g) => g.garment.toLowerCase()), ...slots.categories.map((c) => c.toLowerCase().replace(/(?:es|s)$/, ''))];
  for (const g of garments) {
    const m = lower.match(new RegExp(String.raw`\b(?:the|that|this|those|these)\s+((?:[a-z'-]+\s+){0,3}?${g}\w*)`));
    if (m) return m[1]!;
  }
  const colour = lower.match(new RegExp(String.raw`\b(?:the|that|this)\s+(?:${[...slots.colours, ...slots.shades].join('|') || '(?!)'})\s+ones?\b`));
  return colour ? colour[0].replace(/^(?:the|that|this)\s+/, '') : null;
};
/** The answer that the piece named is none of those shown. */
const notShown = (aspect: Aspect, missing: string, items: readonly Record<string, unknown>[]): AboutShown =>
  ({ aspect, pieces: [], shownCount: items.length, missing, shownNames: items.map((i) => pieceOf(i).name) });

/**
 * Any other question about the pieces shown (`asked` by no aspect of the table): a question in form, naming a
 * piece shown by position, by what it looks like, or by a pronoun while the pieces are the latest result (`fresh`),
 * asking for nothing else. The pieces it names, or null.
 */
const openQuestion = (lower: string, question: string, slots: Slots, items: readonly Record<string, unknown>[], fresh: boolean, justShown: boolean): Record<string, unknown>[] | string | null => {
  // An asking opening ("what are they like"), or a sentence with a verb asked with "?" ("it won't feel scratchy?"): a
  // fragment ("in red?", "blue ones?") asks for pieces, and "I love the second one?" is still a telling.
  const which = WHICH_ASKS.test(question) && !has(lower, OPINION) && !asksJudgement(lower, slots);
  // "it's gorgeous, isn't it" asks to agree, not about the piece.
  const tagged = TAG_QUESTION.test(lower.trim()) && !has(lower, `${OPINION}|lovely|gorgeous|nice|cute|pretty|beautiful|stunning|amazing|perfect|great`);
  if (!ASKS_ABOUT.test(question) && !which && !tagged && (!lower.endsWith('?') || has(lower, OPINION) || !nlp(question).verbs().length)) return null;
  if (has(lower, ASKS_FOR_PIECES) || has(lower, ASKS_ELSEWHERE) || has(lower, THEIR_PLACES)) return null;
  // "what if it drops to 3 degrees?" after an outfit sets its weather: a change to the outfit, not a question about its pieces.
  if (slots.price || slots.handles.length || !wornWhen(slots) || slots.destination || temperatureOf(question).temperature_c !== undefined) return null;
  const ordinals = slots.references.flatMap((r) => (r.kind === 'ordinal' ? [r.index] : []));
  if (ordinals.length) {
    const picked = ordinals.map((i) => items[i < 0 ? items.length + i : i]).filter((x): x is Record<string, unknown> => Boolean(x));
    return picked.length ? picked : null;
  }
  // Word by word: "crossbody bag" is the Black Mini Crossbody of the Bags.
  const words = (describedIn(lower, slots)?.words ?? []).flatMap((w) => w.split(/\s+/));
  // "is the red dress you said very short?": a word read as a garment that names no piece shown is what is asked.
  const named = words.length ? pickDescribed([...items], { words }) : [];
  const fitting = words.filter((w) => items.some((i) => pickDescribed([i], { words: [w] }).length));
  const picked = named.length ? named : fitting.length ? pickDescribed([...items], { words: fitting }) : [];
  if (picked.length) return picked;
  const missing = justShown && !fitting.length ? namedAsShown(lower, slots) : null;
  if (missing) return missing;
  if (fitting.length < words.length && !slots.references.length) return null;
  // "which one fits a laptop?" weighs every piece shown against the others.
  const pointed = which || slots.references.some((r) => r.kind === 'both' || (r.kind === 'pronoun' && /^(?:it|they|them|those|these|that|this)$/.test(r.word)));
  return pointed && fresh && !words.length ? [...items] : null;
};

/**
 * The question a clause asks about the pieces shown (`items`, the last list), or null. `fresh`: they are the latest
 * result, so "it" points at them; `justShown`: they are, or a trip just planned holds them, so a piece named as shown
 * that none of them is, is said to be missing. Which pieces:
 * positions ("the first or the second"), "both", "them", or a description of one ("the red one",
 * "the boots", "the one from Lune"); none named, or a pronoun with several shown, asks about them all.
 */
export const aboutShown = (text: string, slots: Slots, items: readonly Record<string, unknown>[], fresh = false, justShown = fresh): AboutShown | null => {
  if (!items.length) return null;
  const tabled = aboutShownAspect(text, slots, items, justShown);
  if (tabled) return tabled;
  const lower = text.toLowerCase().replace(/[’‘]/g, "'").trim();
  // "the red one is nice but is it too much for daytime?": the question is the part that asks, after what is told.
  // "the forma ones how tall is the heel": the piece named first with no stop before the question.
  const question = lower.split(/[,;:.!]\s+|\s+(?:but|-|–|—)\s+/).find((part) => ASKS_ABOUT.test(part) || WHICH_ASKS.test(part)) ?? lower.replace(QUESTION_AFTER, '');
  const open = openQuestion(lower, question, slots, items, fresh, justShown);
  if (typeof open === 'string') return notShown('other', open, items);
  return open ? { aspect: 'other', pieces: open.map(pieceOf), shownCount: items.length } : null;
};

const aboutShownAspect = (text: string, slots: Slots, items: readonly Record<string, unknown>[], justShown: boolean): AboutShown | null => {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const extreme = lower.trim().match(EXTREME_ALONE);
  // The question may follow the piece it is about: "the navy one looks nice, how much is it again".
  const question = lower.trim().replace(QUESTION_AFTER, '').replace(/^(?:the|that|this)\b[^,;:]{0,40}\blooks? (?:nice|good|great|lovely|cute),\s*/, '');
  if (!extreme && (!(QUESTION_START.test(question) || lower.trim().endsWith('?') || (EITHER_MATERIAL.test(lower) && /\b(?:is|are|r|was|were)\b/.test(lower))) || (has(lower, OPINION) && !/^(?:how|what|which|who|where|is|are|does|do)\b/.test(question)))) return null;
  // A size beside a price cue still asks for pieces at that price.
  const sized = SIZE_SAID.test(lower) && !/\b(?:under|below|over|above|less than|more than|max|budget|up to)\b|\$/.test(lower);
  const asked = extreme ? { aspect: /cheap|least|lowest|afford/.test(extreme[1]!) ? 'cheaper' as const : 'dearer' as const } : sized ? { aspect: 'size' as const } : aspectOf(lower);
  if (!asked) return null;
  const comparing = asked.aspect === 'cheaper' || asked.aspect === 'dearer';
  // Whose a piece is names her wardrobe or the shop's selling as the answer asked for, not as a place or a search.
  const owner = asked.aspect === 'owner';
  // "which is cheaper" compares what is shown; "is there a cheaper one?" asks for another piece; "in a 39" is a size, no price.
  // "does it come in petite?" asks what the piece is made in, not for other pieces.
  const madeIn = FIT_ASKED.test(lower) || COLOURS_RANGE.test(lower);
  if ((!comparing && !sized && !owner && !madeIn && has(lower, ASKS_FOR_PIECES)) || (!owner && has(lower, THEIRS)) || (slots.price && !sized) || slots.handles.length || !wornWhen(slots)) return null;
  // "silk or polyester?" asks which: the listing's material is the answer, neither is assumed.
  const material = asked.material ?? (asked.aspect === 'material' && !EITHER_MATERIAL.test(lower) ? slots.materials[0] : undefined);
  let picked: Record<string, unknown>[] = [];
  const ordinals = slots.references.flatMap((r) => (r.kind === 'ordinal' ? [r.index] : []));
  // "the first two", "the last 3": a run of positions.
  const run = lower.match(/\b(first|last) (two|three|four|2|3|4)\b/);
  if (run) {
    const n = { two: 2, three: 3, four: 4 }[run[2] as 'two'] ?? Number(run[2]);
    picked = run[1] === 'first' ? items.slice(0, n) : items.slice(-n);
  } else if (ordinals.length) {
    picked = ordinals.map((i) => items[i < 0 ? items.length + i : i]).filter((x): x is Record<string, unknown> => Boolean(x));
    if (!picked.length) return null;
  } else if (slots.references.some((r) => r.kind === 'both')) picked = items.slice(0, 2);
  else {
    // A material asked about ("is it silk?", "crepe or silk?") is what is asked, not which piece.
    const described = describedIn(text, { ...slots, materials: asked.aspect === 'material' ? [] : slots.materials });
    // The comparison is what is asked ("which is the cheapest"), not which piece.
    const words = described?.words ?? [];
    // "the red or the navy": several colours or brands name several pieces, one each.
    const each = [...slots.colours, ...slots.brands.map((b) => b.toLowerCase())];
    if (each.length > 1) {
      const rest = words.filter((w) => !each.includes(w));
      picked = [...new Set(each.flatMap((w) => pickDescribed([...items], { words: [...rest, w] })))];
      if (!picked.length) return null;
    } else if (words.length) {
      picked = pickDescribed([...items], { words });
      // "does it have a chain strap?" with one piece shown: the words are the detail asked about, "it" is that piece.
      if (!picked.length && asked.aspect === 'details' && items.length === 1 && /\b(?:it|they|them|that one|this one)\b/.test(lower)) picked = [...items];
      // A colour or garment that fits no piece shown asks for another piece ("how much is it in red?"), unless it is
      // named as one just shown ("how much is the sweater?" when the outfit has none).
      const missing = !picked.length && justShown ? namedAsShown(lower, slots) : null;
      if (missing) return notShown(asked.aspect, missing, items);
      if (!picked.length) return null;
    } else picked = [...items];
  }
  const range = 'range' in asked && asked.range ? { range: true } : {};
  return { aspect: asked.aspect, pieces: picked.map(pieceOf), shownCount: items.length, ...(material ? { material } : {}), ...range };
};

// ─── The answer ──────────────────────────────────────────────────────────────────────────────────

const the = (p: ShownPiece) => `the ${p.name}${p.brand ? ` by ${p.brand}` : ''}`;
/** "The Black Ankle Boots are", "the Red Wrap Dress is": a name whose last word is a plural takes "are". */
const is = (p: ShownPiece) => (/[^su]s$/i.test(p.name.trim().split(/\s+/).at(-1) ?? '') ? 'are' : 'is');
const priceOf = (p: ShownPiece) => (p.price === null ? 'not priced in the catalogue' : formatPrice(p.price));
const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The listing's own first sentence, quoted as data (never a later sentence, nothing addressed to anyone). */
const listing = (p: ShownPiece): string | null => {
  const first = p.description ? sentencesOf(p.description)[0]?.trim() : undefined;
  if (!first || /@|\b(?:ignore|instruction|assistant|system)\b/i.test(first)) return null;
  return first.length > 200 ? `${first.slice(0, 197)}…` : first;
};
const says = (p: ShownPiece) => {
  const l = listing(p);
  return l ? ` Its listing says: “${l}”` : '';
};

/** A material a listing names as the piece's own: "silk-touch", "faux leather", "leather-look" only resemble it. */
const materialsIn = (p: ShownPiece): string[] => {
  const text = `${p.name} ${p.description ?? ''}`.toLowerCase().replace(/\b(?:faux|vegan|imitation|fake|pu) (?!leather\b)\w+|\b\w+[- ](?:touch|look|feel|effect|like)\b/g, ' ');
  return MADE_OF.filter((m) => new RegExp(`\\b${m}\\b`).test(text) && !MADE_OF.some((o) => o !== m && o.includes(m) && new RegExp(`\\b${o}\\b`).test(text)));
};

const one = (a: AboutShown, p: ShownPiece): string => {
  switch (a.aspect) {
    case 'price':
      return `${upper(the(p))} ${is(p)} ${priceOf(p)}.`;
    case 'owner':
      return p.owner === 'wardrobe' ? `The ${p.name} ${is(p)} yours, from your wardrobe.`
        : p.owner === 'dressing_room' ? `The ${p.name} ${is(p)} from the shop, saved in your dressing room (${priceOf(p)}).`
          : p.owner === 'shop' ? `${upper(the(p))} ${is(p)} from the shop, ${priceOf(p)}.`
            : `I can’t tell from what I showed whether the ${p.name} ${is(p)} yours.`;
    case 'brand':
      return p.brand ? `The ${p.name} ${is(p)} by ${p.brand}.` : `The catalogue names no brand for the ${p.name}.`;
    case 'colour':
      if (a.range) return `The catalogue lists the ${p.name} ${p.color ? `in ${p.color} only` : 'with no colour'}; it doesn’t say which other colours it’s made in.`;
      return p.color ? `The ${p.name} ${is(p)} ${p.color}.` : `The catalogue gives no colour for the ${p.name}.${says(p)}`;
    case 'where':
      return p.retailer ? `The ${p.name} ${is(p)} sold by ${p.retailer}.` : `The catalogue names no shop for the ${p.name}.`;
    case 'size':
      return `The catalogue doesn’t list sizes or fits for ${the(p)}${p.retailer ? `; ${p.retailer}’s page has them` : ''}.`;
    case 'care':
      return `The catalogue gives no care instructions for ${the(p)}.${says(p)} Its care label will say how to wash it.`;
    case 'material': {
      const found = materialsIn(p);
      if (a.material) {
        return found.includes(a.material)
          ? `Yes, ${the(p)} ${is(p)} listed as ${a.material}.${says(p)}`
          : `The listing for ${the(p)} doesn’t say ${a.material}.${says(p)}`;
      }
      return found.length ? `${upper(the(p))} ${is(p)} listed as ${joined(found)}.${says(p)}` : `The listing for ${the(p)} doesn’t say what it’s made of.${says(p)}`;
    }
    case 'other':
      return `The catalogue can’t tell me that about ${the(p)}: it holds only its price (${priceOf(p)})${p.color ? `, colour (${p.color})` : ''} and a short listing.${says(p)}`;
    default:
      return `${upper(the(p))}: ${priceOf(p)}${p.color ? `, ${p.color}` : ''}${p.category ? `, in ${p.category}` : ''}.${says(p)}`;
  }
};

/** The reply: each piece asked about, or the one a comparison picks with the others' prices beside it. */
export const aboutShownReply = (a: AboutShown): string => {
  if (a.missing) {
    const shown = joined((a.shownNames ?? []).slice(0, 6).map((n) => `the ${n}`));
    const plural = /[^su]s$/.test(a.missing);
    return `There ${plural ? 'are' : 'is'} no ${a.missing} among the pieces I just showed${shown ? ` (${shown})` : ''}, so I can’t tell you about ${plural ? 'them' : 'it'}. Ask me to find ${plural ? 'some' : 'one'} if you’d like.`;
  }
  if (a.aspect === 'cheaper' || a.aspect === 'dearer') {
    const priced = a.pieces.filter((p) => p.price !== null).sort((x, y) => x.price! - y.price!);
    if (!priced.length) return 'None of the pieces shown has a price in the catalogue.';
    if (priced.length === 1) return `${upper(the(priced[0]!))} ${is(priced[0]!)} ${priceOf(priced[0]!)}; it’s the only one to compare.`;
    const pick = a.aspect === 'cheaper' ? priced[0]! : priced.at(-1)!;
    const others = priced.filter((p) => p !== pick);
    const word = priced.length === 2 ? (a.aspect === 'cheaper' ? 'cheaper one' : 'pricier one') : (a.aspect === 'cheaper' ? 'cheapest' : 'priciest');
    const of = priced.length === a.shownCount && priced.length > 2 ? `Of the ${priced.length} shown, ` : '';
    const tie = others.some((p) => p.price === pick.price);
    if (tie) return `${of}${joined(priced.filter((p) => p.price === pick.price).map(the))} are the same price, ${priceOf(pick)}.`.replace(/^./, (c) => c.toUpperCase());
    return `${of}${of ? the(pick) : upper(the(pick))} ${is(pick)} the ${word}, at ${priceOf(pick)} (${joined(others.map((p) => `the ${p.name} ${is(p)} ${priceOf(p)}`))}).`;
  }
  if (a.aspect === 'total') {
    const priced = a.pieces.filter((p) => p.price !== null);
    if (!priced.length) return 'None of the pieces shown has a price in the catalogue.';
    const sum = Math.round(priced.reduce((t, p) => t + p.price!, 0) * 100) / 100;
    return `Together they come to ${formatPrice(sum)}: ${joined(priced.map((p) => `the ${p.name} ${priceOf(p)}`))}.`;
  }
  // Something the catalogue cannot tell, asked of several ("which one fits a laptop?"): said once, each listing quoted.
  if (a.aspect === 'other' && a.pieces.length > 1) {
    const quoted = a.pieces.slice(0, 6).map((p) => `the ${p.name} (${priceOf(p)})${listing(p) ? `: “${listing(p)}”` : ''}`);
    return `The catalogue can’t tell me that for sure: it holds only a price, a colour and a short listing for each. What the listings say — ${quoted.join('; ')}.`;
  }
  const lines = a.pieces.slice(0, 6).map((p) => one(a, p));
  // Two prices asked about side by side: the gap between them, computed ("the difference between the two").
  const priced = a.pieces.filter((p) => p.price !== null);
  if (a.aspect === 'price' && a.pieces.length === 2 && priced.length === 2 && priced[0]!.price !== priced[1]!.price) {
    const [low, high] = [...priced].sort((x, y) => x.price! - y.price!) as [ShownPiece, ShownPiece];
    lines.push(`The ${low.name} is ${formatPrice(Math.round((high.price! - low.price!) * 100) / 100)} cheaper.`);
  }
  return lines.join('\n');
};
