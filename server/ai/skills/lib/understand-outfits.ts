/**
 * Outfits, looks and photos in the shopper's words: "what goes with my white sneakers?", "outfit for
 * a beach wedding", "complete my look", "save this outfit", "my outfits", "analyse my latest photo".
 * Named pieces are kept as words here; the planner finds them in the wardrobe, the dressing room or
 * the catalogue. Pure.
 */
import type { OutfitConstraints } from '../../../../tools/outfits/constraints.js';
import { slotFromText, type LeavableSlot, type OutfitSlot } from '../../../../tools/outfits/rules.js';
import { handleCandidates, partitionHandles } from '../../../../tools/sources/handles.js';
import { targetWords, type PieceTarget } from './understand-wardrobe.js';
import { asksInWords } from './context-clause.js';
import { categoryIn, COUNT_PATTERN, countOf, has, itemRef, ORDINAL_WORDS, type ItemRef } from './words.js';

/** Where a look to complete starts. */
export type LookSource =
  | { from: 'pieces' }
  | { from: 'post'; ref: ItemRef | null; handle: string | null }
  | { from: 'product'; ref: ItemRef }
  | { from: 'photo' }
  /** Nothing named: the outfit shown last in the conversation. */
  | { from: 'conversation' };

export type OutfitRequest =
  /** Slots filled one by one with outfits.suggest, each matched to the outfit so far. */
  /**
   * `around: 'shown'`: the outfit shown last is the outfit so far, less the slots asked for; `replacing`: the ids
   * of the pieces it had there, never offered again; `wanted`: a garment named for the place ("for boots"), offered
   * first; `kept`: the names of the outfit's pieces as shown, for the reply (a swap: lib/outfit-swap.ts).
   */
  | {
    kind: 'outfit.build'; anchors: PieceTarget[]; slots: OutfitSlot[]; occasion: string | null; constraints?: OutfitConstraints;
    around?: 'shown'; replacing?: string[]; wanted?: string; kept?: { id: string; name: string }[];
    /** The outfit composed again around the piece named (outfits.compose with it as the anchor): lib/own-instead.ts. */
    recompose?: true;
    /** The outfit shown composed again with these places left empty on request (lib/outfit-without.ts). */
    leave?: LeavableSlot[];
  }
  | { kind: 'look.complete'; anchors: PieceTarget[]; source: LookSource; constraints?: OutfitConstraints }
  /** Named pieces, or (none named) the outfit shown last. */
  | { kind: 'outfits.save'; anchors: PieceTarget[]; name: string | null }
  | { kind: 'outfits.list' }
  | { kind: 'outfits.remove'; target: string; ref: ItemRef | null }
  | { kind: 'styleDna.analyze'; latest: number | null };

/**
 * Which slots an occasion starts from, as data: a dress-led look for dressy occasions and the beach,
 * separates for work, travel and everyday. The outfit tools match pieces to the shopper's style and
 * to each other; they have no occasion input, so the occasion decides only the shape of the outfit.
 */
export const OCCASION_SLOTS: readonly (readonly [string, readonly OutfitSlot[]])[] = [
  ['wedding|gala|black[- ]tie|cocktail|part(?:y|ies)|prom|date(?: nights?)?|evenings?|dinners?|ceremony|funeral|opera|theat(?:re|er)|christening|graduation|beach|pool|resort|garden party|races', ['dress', 'shoes', 'bag']],
  ['office|work|interview|meetings?|business|conference|presentation|court', ['top', 'bottom', 'shoes']],
  ['brunch|lunch|weekend|casual|errands|festival|concert|picnic|travel|flight|airport|school|class|shopping|museum|city', ['top', 'bottom', 'shoes']],
  ['gym|workout|run(?:ning)?|hik(?:e|ing)|yoga|sports?|tennis|golf', ['top', 'bottom', 'shoes']],
];
const DEFAULT_SLOTS: readonly OutfitSlot[] = ['top', 'bottom', 'shoes'];

/** Weather and seasons: cold, wet or winter days add a layer; hot ones and summer are dress-led. */
const WEATHER_SLOTS: readonly (readonly [string, readonly OutfitSlot[]])[] = [
  ['rain(?:y|ing)?|wet|drizzl\\w*|storm(?:y)?|cold|chilly|freezing|snow(?:y|ing)?|winter|wintry|frost(?:y)?|windy|autumn|fall|november|december|january|february', ['top', 'bottom', 'outerwear']],
  ['hot|heat(?: ?wave)?|warm|sunny|humid|summer|tropical|june|july|august', ['dress', 'shoes', 'bag']],
];

/** Occasions, weather and seasons a shopper dresses for, as one alternation. */
const DRESS_FOR = [...OCCASION_SLOTS.map(([w]) => w), ...WEATHER_SLOTS.map(([w]) => w),
  'spring|march|april|may|september|october|holiday|vacation|trip|night out|first date|anniversary|baby shower|bridal shower|hen (?:do|party)|bachelorette|job|day at the office|day out|date night|church|barbecue|bbq|wine tasting|networking'].join('|');
/** A day is something to dress for too, when what to wear on it is asked ("what should I wear tomorrow?", "an outfit for Friday"). */
const DAY = 'tonight|today|tomorrow|this (?:morning|afternoon|evening|weekend)|(?:mon|tues|wednes|thurs|fri|satur|sun)day';
const WHAT_TO_WEAR = "what (?:\\w+ ){0,3}?(?:wear|put on|throw on)|outfits? (?:for|on)|(?:a|the) look for|(?:a|the) fit for|(?:want|wanna|need|like|hoping)(?: to)? look";
/** What the weather does ("it's going to pour"), never a place gone to. */
const WEATHER_VERBS = 'rain|pour|snow|drizzle|storm|freeze|heat up|cool down|get (?:cold|colder|hot|hotter|warm|warmer|chilly|wet)';
/** Asking what to wear, in words other than "outfit for": "what do I wear", "ideas", "attire", "dress code". */
const WEAR_WORDS = "wear|wearing|outfits?|looks?|(?:a|the|my|this) fit|fits|ensembles?|dressed|dress up|dress code|attire|ideas?|what to put on|put on|throw on|get ready|style me|put (?:(?:something|an outfit|a look|one|it) )?together";

/**
 * The clause asks for something to wear, in the words of wearing (`WEAR_WORDS`, "dress me", "clothes"): an occasion or
 * a season said in any other clause ("what's the date today?", "the office party was a disaster") is no outfit asked.
 */
export const asksToWear = (plain: string): boolean => has(plain, `${WEAR_WORDS}|dress me|dress for|get dressed|get (?:me )?ready|nothing to wear|put me in|clothes`);

/** "I'm going to a gala", "invited to a wedding": an event she is going to, told to the stylist, asks to be dressed for it. */
export const INVITED = "(?:going|heading|invited) to (?:a|an|the|my|our)|attending (?:a|an|the|my)|i(?:'ve| have) (?:got )?(?:a|an)";
/** Words that ask for help with what to wear, beside the words of wearing: "help", "ideas?", "what do I do". */
const ASKS_HELP = "help|ideas?|suggestions?|advice|recommend|sort me out|any thoughts|send help|please|pls|plz|something (?:for|to)|(?:want|wanna|need|like|hoping)(?: to)? look";
/**
 * A question after a fact or a ruling ("is it rude to wear …", "what's the dress code for …", "what's the rain going to be
 * like", "do people dress up for …") asks to know something, not for an outfit.
 */
const ASKS_TO_KNOW = /^(?:(?:so|ok|okay|honestly|honest opinion|hey|also|and|but|btw|quick question)[,:!]?\s+)*(?:is|isn't|are|aren't|was|were|does|did|do (?:people|guys|men|women|they|most)|which (?:one |of (?:them|these|those|the two) )?(?:would|will|is|does|looks?) |what(?:'s|’s| is| are) the (?:dress code|weather|forecast|rain|temperature|rule|etiquette))\b/;

/** The clause asks for something to wear: in words of wearing or an outfit named, or for help, and not to know a fact. */
export const asksForOutfit = (plain: string): boolean =>
  !asksToKnow(plain) && !has(plain, TELLS_WORN) && (asksToWear(plain) || has(plain, ASKS_HELP) || asksInWords(plain));
export const asksToKnow = (plain: string): boolean => ASKS_TO_KNOW.test(plain.trim().toLowerCase());
/** "I'm wearing this today", "I wore it last week": what she has on is told, not asked for. */
const TELLS_WORN = "i(?:'m| am|’m) wearing|i wore|i(?:'ve| have) (?:got )?on";

/** "Thank you, the outfit you put together for my interview was perfect": thanks that ask nothing tell of an outfit had. */
export const thanksOnly = (plain: string): boolean => /^\W*(?:thanks?|thank you|thx|ty|cheers)\b/i.test(plain) && !plain.includes('?');

/** What to add around the named pieces: the base first (a top with a bottom, or the other half), then shoes; two slots. */
export const slotsAround = (anchorSlots: readonly (OutfitSlot | null)[]): OutfitSlot[] => {
  const filled = new Set(anchorSlots.filter((s): s is OutfitSlot => s !== null));
  const base: OutfitSlot[] = filled.has('dress') ? [] : filled.has('top') ? ['bottom'] : filled.has('bottom') ? ['top'] : ['top', 'bottom'];
  return [...base, 'shoes', 'bag'].filter((s) => !filled.has(s as OutfitSlot)).slice(0, 2) as OutfitSlot[];
};

const OCCASION_TAIL = /\s+(?:for|to|at)\s+(?:an?|the|my|our|this|next|tonight|tomorrow|work|dinner|brunch|date)\b.*$|\s+(?:when|if|while|under|below|over|less than|in the (?:rain|snow|cold|heat|sun))\b.*$/i;

/** "my white poplin shirt with my blue jeans" → two pieces; words with no garment or name are dropped. */
export const pieceTargets = (phrase: string): PieceTarget[] => {
  let owned = false;
  // What follows the pieces is the occasion, the weather or the budget ("my black dress for a funeral",
  // "… when it's cold", "… under $150"): constraints, read apart, never part of a piece's name.
  return phrase.replace(OCCASION_TAIL, '')
    .split(/\s*(?:,|;|\band\b|\bwith\b|\bplus\b|&|\bor\b|\bto go with\b)\s*/i)
    .map((part) => {
      // "my shirt and blue jeans": a piece without its own "my" or "the" belongs where the one before did.
      owned = /\b(?:my|mine|our)\b/i.test(part) ? true : /\b(?:the|a|an|this|that)\b/i.test(part) ? false : owned;
      return { text: targetWords(part.replace(/\b(?:outfits?|looks?|complete|this|that|it|them)\b/gi, ' ')), owned };
    })
    .filter((t) => t.text.length > 1);
};

const handlesIn = (text: string) => partitionHandles(handleCandidates(text)).handles;

const LATEST = new RegExp(String.raw`\b(?:last|latest|recent|newest|most recent)\s+(${COUNT_PATTERN})\s+(?:photos|uploads|pictures|pics|images|shots)\b`, 'i');

const photoRequest = (plain: string): OutfitRequest | null => {
  if (!has(plain, 'photos?|uploads?|pictures?|pics?|images?|shots?|selfies?')) return null;
  if (!has(plain, "analy[sz]e|analysis|style dna|what(?:'s|’s| is) the style of|read the style|what style is")) return null;
  const latest = LATEST.exec(plain);
  const n = latest ? countOf(latest[1]!) : null;
  return { kind: 'styleDna.analyze', latest: n !== null && n > 1 ? n : null };
};

/** The outfit's name in "… as an outfit called Weekend", "save it as “Sunday”". */
export const outfitName = (clause: string): { name: string | null; rest: string } => {
  const called = /\s*\b(?:as\s+(?:an?\s+)?(?:outfit|look)\s+)?(?:called|named|(?:call|name)\s+it)\s+["“]?([^"”]+?)["”]?\s*[.!]?$/i.exec(clause) ??
    // "keep it as friday dinner" (a name quoted after a verb of keeping reaches here without its quote marks).
    /(?<=\b(?:save|keep|store|file)\s+(?:it|this|that)(?:\s+(?:one|look|outfit))?)\s+as\s+(?!(?:an?|my|the|one)\b)([\p{L}\p{N}'’ -]{1,40}?)\s*[.!]?$/iu.exec(clause) ??
    /\s*\bas\s+["“]([^"”]+)["”]\s*[.!]?$/i.exec(clause) ??
    /\s*\bas\s+(\p{Lu}[\p{L}\p{N}'’ -]{0,60}?)\s*[.!]?$/u.exec(clause);
  if (!called) return { name: null, rest: clause };
  return { name: called[1]!.trim(), rest: clause.slice(0, called.index) };
};

const savedOutfitTarget = (clause: string) => {
  const named = /\b(?:called|named)\s+["“]?([^"”]+?)["”]?\s*[.!?]?$/i.exec(clause)?.[1];
  const before = /\b(?:remove|delete|drop|get rid of)\s+(?:my|the)\s+(.+?)\s+outfit\b/i.exec(clause)?.[1];
  const target = (named ?? before ?? '').trim();
  const ref = !target || ONLY_ORDINAL.test(target) ? itemRef(clause) : null;
  return { target: ref ? '' : target, ref };
};

/** Words after "for" / "to" that say the occasion ("a beach wedding in June"). */
const occasionIn = (clause: string): string | null => {
  const m = /\b(?:outfit|look|wear|dress|something)\b[^?]*?\b(?:for|to)\s+([^?!.]+)/i.exec(clause);
  // "a dress for a wedding, not white": what is ruled out is not part of the occasion.
  const said = m?.[1]?.replace(/\s*(?:,|\bbut\b|\bnot\b|\bno\b|\bwithout\b|\bunder\b|\bbelow\b).*$/i, '').trim();
  // "a dress for 85 or less": an amount is a budget, never an occasion.
  return said && !/^(?:me|wear|go|pair)\b/i.test(said) && !/^(?:(?:less|no more|not more|more) than|up to|max(?:imum)?|around|about)?\s*(?:[£$€]\s*)?\d/.test(said) ? said : null;
};

export const slotsForOccasion = (occasion: string | null): OutfitSlot[] => {
  if (!occasion) return [...DEFAULT_SLOTS];
  // The occasion decides first ("an office day in winter" is separates); weather adds a layer to separates.
  const byOccasion = OCCASION_SLOTS.find(([words]) => has(occasion, words))?.[1];
  const byWeather = WEATHER_SLOTS.find(([words]) => has(occasion, words))?.[1];
  if (byOccasion && byWeather?.includes('outerwear') && !byOccasion.includes('dress')) return ['top', 'bottom', 'outerwear'];
  return [...(byOccasion ?? byWeather ?? DEFAULT_SLOTS)];
};

const WEATHER_DAY: [string, string][] = [
  ['rain(?:y|ing)?|wet|drizzl\\w*|pouring', 'a rainy day'], ['snow(?:y|ing)?', 'a snowy day'], ['storm(?:y)?|windy', 'a windy day'],
  ['cold|chilly|freezing|frosty', 'a cold day'], ['hot|warm|sunny|humid|boiling|scorching', 'a hot day'],
];

/** The occasion or weather said without "for"/"to": "when it's raining", "festival outfit ideas". */
const dressedFor = (clause: string): string | null => {
  const m = new RegExp(`\\b(?:when|if|while|since|as)\\s+(?:it(?:'s| is| will be| gets)|its)\\s+([^?!.,]+)|\\b(?:in|on|at|during|this)\\s+(?:the\\s+|a\\s+)?((?:${DRESS_FOR})(?:\\s+\\w+)?)|\\b((?:${DRESS_FOR}))\\b`, 'i').exec(clause);
  // "when it's raining" → "a rainy day": the reply says "An outfit for a rainy day".
  const weather = m?.[1]?.trim();
  if (weather) return WEATHER_DAY.find(([w]) => has(weather, w))?.[1] ?? weather;
  const said = (m?.[2] ?? m?.[3])?.trim();
  return said ? said.replace(/\s+(?:outfits?|looks?|ideas?|wear|attire)$/i, '') : null;
};

/** An outfit named as what is asked for ("outfit please?", "need a fit for prom", "look ideas"). */
export const OUTFIT_NOUN = 'outfits?|(?:a|the|new|full|whole) look|looks? ideas?|(?:a|the) fit|fits|ensembles?|ootd|get(?:ting)? dressed|dress me';

/** The occasion, weather or season a clause tells of in our words of dressing for ("my graduation on friday", "a christening"), or null. */
export const toldToDressFor = (clause: string): string | null => dressedFor(clause);

/** "which shoes go with …", "a bag to go with …": the slot asked for, named before "go with". */
const askedSlot = (clause: string): OutfitSlot | null => {
  const head = /^(.*?)\b(?:goes|go|to go|would go|will go|to wear|to pair|pairs?|works?|match(?:es)?)\s+with\b/i.exec(clause)?.[1] ?? '';
  return head ? slotFromText(head) ?? (categoryIn(head) === 'Jewelry' ? 'accessories' : null) : null;
};

const LOOK = `(?:how (?:do|should|can|could|would) i |help me |ways to )?style (?:my|the|a|an|these|those) (?!(?:${ORDINAL_WORDS}|one)\\b)|(?:complete|finish|round out) (?:my|this|the) outfit|(?:complete|finish|round out|shop|recreate|copy)\\b[^?!]{0,60}?\\blook|build (?:me )?a (?:complete |full )?look|complete look|put together a look|style (?:this|it|that|the (?:first|second|third|last) one)|what do i need to (?:finish|complete)`;
const BUILD = "(?:pair|wear|match|team) (?:something|anything|it|this|what) with|something to go with|outfits? (?:for|to)|what (?:to|should i|can i|could i|do i|would you|i (?:can|could|should)) wear (?:to|for|with)|(?:goes|go) (?:well |nicely |best |great )?with|pair with|wear with|match(?:es)? with|put together an outfit|build (?:me )?an outfit|make (?:me )?an outfit|outfit around|dress (?:me )?for(?!\\s+(?:[£$€]\\s*)?\\d)|need an outfit|an outfit";

/** Positions: a word alone ("second"), one anywhere, "it" or "the first one" (a product just shown). */
const ONLY_ORDINAL = new RegExp(`^(?:${ORDINAL_WORDS})$`, 'i');
const ANY_ORDINAL = new RegExp(String.raw`\b(?:${ORDINAL_WORDS})\b`, 'i');
const JUST_SHOWN = new RegExp(`^(?:it|this|that|this one|that one|them|the (?:${ORDINAL_WORDS})(?: one)?)$`, 'i');
/** "style my black blazer": the pieces named after "style", not a position ("style the second one"). */
const STYLE_NAMED = new RegExp(String.raw`\bstyle\s+((?:my|the|a|an|these|those)\s+(?!(?:${ORDINAL_WORDS}|one)\b).+)$`, 'i');

/** An outfit, look or photo request, or null. */
export const outfitRequest = (clause: string): OutfitRequest | null => {
  const plain = clause.toLowerCase();
  const photo = photoRequest(plain);
  if (photo) return photo;

  const aboutOutfits = has(plain, 'outfits?|looks?');
  if (has(plain, 'my outfits|saved outfits|outfits i(?:’ve|\'ve| have)? saved|list (?:my )?outfits|show (?:me )?(?:my )?outfits') && !has(plain, 'remove|delete|drop|save (?!d)')) {
    return { kind: 'outfits.list' };
  }
  if (aboutOutfits && has(plain, 'remove|delete|drop|get rid of') && !has(plain, 'wardrobe|closet|dressing room')) {
    return { kind: 'outfits.remove', ...savedOutfitTarget(clause) };
  }
  if (aboutOutfits && has(plain, 'save|keep|store') && !has(plain, 'saved outfits')) {
    const { name, rest } = outfitName(clause);
    const pieces = rest.replace(/^.*?\b(?:save|keep|store)\b(?:\s+(?:an?|the|this|that|my)\s+(?:outfit|look)\b)?/i, '');
    return { kind: 'outfits.save', anchors: pieceTargets(pieces.replace(/\b(?:as|into)\s+(?:an?\s+)?(?:outfit|look)\b.*$/i, '')), name };
  }

  if (has(plain, LOOK)) {
    const handles = handlesIn(clause);
    if (has(plain, 'posts?') || handles.length) {
      return { kind: 'look.complete', anchors: [], source: { from: 'post', ref: handles.length ? null : itemRef(plain.replace(/\blook\b/g, ' ')), handle: handles[0] ?? null } };
    }
    if (has(plain, 'photos?|uploads?|pictures?|pics?|images?')) return { kind: 'look.complete', anchors: [], source: { from: 'photo' } };
    const bare = clause.replace(/[?!.]+$/, '');
    const named = STYLE_NAMED.exec(bare) ?? /\b(?:with|around|for|using|from|of)\s+(.+)$/i.exec(bare);
    // "finish this look for me": "me" is the shopper, not a piece.
    const anchors = named && !/^(?:me|us|myself|today|tonight|now|this|it)\b/i.test(named[1]!) ? pieceTargets(named[1]!) : [];
    if (anchors.length) return { kind: 'look.complete', anchors, source: { from: 'pieces' } };
    const ref = ANY_ORDINAL.test(plain) || /\bstyle (?:this|it|that)\b/i.test(plain) ? itemRef(plain.replace(/\blook\b/g, ' ')) : null;
    if (ref && !('all' in ref)) return { kind: 'look.complete', anchors: [], source: { from: 'product', ref } };
    return { kind: 'look.complete', anchors: [], source: { from: 'conversation' } };
  }

  if (has(plain, BUILD)) {
    const withPhrase = /\b(?:goes|go|wear|pair|team|match(?:es)?|around)\s+(?:(?:something|anything|it|this|what|well)\s+)?with\s+(.+)$|\boutfit\s+(?:around|with)\s+(.+)$/i.exec(clause.replace(/[?!.]+$/, ''));
    const withWhat = (withPhrase?.[1] ?? withPhrase?.[2] ?? '').trim();
    // "they go with everything": a piece praised as easy to wear, no piece to build around.
    if (/^(?:everything|anything|all|most things|it all|whatever)\b/i.test(withWhat)) return null;
    // "shoes to go with it", "a bag to go with the first one": around a product just shown.
    if (JUST_SHOWN.test(withWhat)) {
      const ref = itemRef(withWhat);
      if (ref && !('all' in ref)) return { kind: 'look.complete', anchors: [], source: { from: 'product', ref } };
    }
    const anchors = withPhrase ? pieceTargets(withWhat) : [];
    if (anchors.length) {
      const asked = askedSlot(clause);
      return { kind: 'outfit.build', anchors, slots: asked ? [asked] : [], occasion: null };
    }
    const occasion = occasionIn(clause) ?? dressedFor(clause);
    return { kind: 'outfit.build', anchors: [], slots: slotsForOccasion(occasion), occasion };
  }
  // "festival outfit ideas", "what do I wear when it's raining", "I have a wedding in June, what should I wear?"
  const invited = has(plain, INVITED);
  // "going to Lisbon" is a trip's; "it's going to pour", "going to be cold" say the weather dressed for.
  const forDay = has(plain, DAY) && has(plain, WHAT_TO_WEAR) && !ASKS_TO_KNOW.test(plain.trim());
  if ((has(plain, WEAR_WORDS) || invited) && (has(plain, DRESS_FOR) || forDay) && !has(plain, `pack|packing|trip to|going to (?!a |an |the |my |our |be |${WEATHER_VERBS})`)) {
    const occasion = occasionIn(clause) ?? dressedFor(clause);
    return { kind: 'outfit.build', anchors: [], slots: slotsForOccasion(occasion), occasion };
  }
  return null;
};
