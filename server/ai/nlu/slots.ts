/**
 * Reads one clause's slots: handles first (their words are no garments), then the phrase table
 * (garments, categories, colours, materials, occasions, tiers, brands) with the words ruled out by a
 * negation ("not black", "no heels", "nothing in polyester"), numbers, price, dates, destination,
 * references, a count and whether the verb is negated.
 */
import { isAmountTops } from './amount-tops.js';
import { labelAt } from './labels.js';
import { PIECE_STANDS_IN, readMakers } from './makers.js';
import { readDates } from './dates.js';
import { describedAccounts } from './described-accounts.js';
import { readHandles } from './handles.js';
import type { LexiconIndex } from './lexicon.js';
import { readNumbers } from './numbers.js';
import { findPhrases, type Found, type Match } from './phrases.js';
import { readDestination as readPlace } from './places.js';
import { readPrice } from './price.js';
import { ORDINALS, REF_NOUNS, readReferences } from './refs.js';
import { emptySlots } from './slots-empty.js';
import { editDistance, tokenize, unique } from './text.js';
import type { ReadContext, Slots } from './types.js';
import type { GarmentWord } from './vocabulary.js';

/** Words (and pairs) that rule out what follows them. */
const EXCLUDING = new Set(['not', 'no', 'without', 'except', 'excluding', 'avoid', 'avoiding', 'nothing', 'none', 'never', 'minus', 'non', 'hate', "isn't", "aren't", 'nope', 'skip']);
const EXCLUDING_PAIRS = new Set([
  'other than', 'anything but', 'apart from', "don't want", 'dont want', "don't like", 'dont like', 'not in', 'no more', 'rather not',
  'steer clear', 'stay away', "don't show", 'dont show', 'stop showing', 'never show', "don't suggest", 'dont suggest', 'stop suggesting',
  "don't need", 'dont need', "don't include", 'dont include', 'not into', 'sick of', 'tired of', 'enough of',
]);
/** A piece shown turned down ("not interested in the quilted one", "not keen on the red"): ruled out of the next search. */
const EXCLUDING_PHRASES = new Set(['not interested in', 'not keen on', 'not a fan of', 'not fussed on', 'not sold on', 'not crazy about', 'not too keen on', 'not really into']);
/** Words that keep a negation going over a list: "not black or navy", "nothing in polyester". */
const CONNECTORS = new Set([
  'in', 'a', 'an', 'any', 'of', 'or', 'and', 'nor', ',', 'the', 'made', 'with', 'too', 'colour', 'color', 'colours', 'colors', 'shade',
  'either', 'more', 'from', 'by', 'please', 'really', 'anything', 'something', 'stuff', 'clear', 'away', 'me', 'us', 'all', 'those',
]);
/** Kinds that describe a piece: "no black dresses" rules out black, and dresses stay wanted. */
/** The budget said not to matter: "budget not a huge issue", "budget isn't a concern", "budget doesn't matter". */
const BUDGET_NO_ISSUE = /\bbudget(?:'s| is|s)? (?:(?:not|isn't|isnt|is not|no|never) (?:really )?(?:a |an |much of an? )?(?:huge |big |real |major )?(?:issue|problem|concern|object|worry)|(?:doesn't|does not|dont|don't) matter|(?:is )?(?:flexible|open|no object))\b/;
/** "camel coloured", "sand colour": a word said as a colour is one, even one that is a noun as well. */
const COLOUR_WORDS = new Set(['coloured', 'colored', 'colour', 'color', 'toned', 'tone', 'shade']);
const MODIFIERS = new Set(['colour', 'material', 'brand', 'tier', 'style']);

/** Verbs a negation before them negates ("don't add", "stop showing"). */
const VERBS = new Set([
  'show', 'showing', 'add', 'adding', 'follow', 'following', 'unfollow', 'unfollowing', 'remove', 'removing', 'delete', 'deleting',
  'buy', 'buying', 'plan', 'planning', 'save', 'saving', 'recommend', 'recommending', 'suggest', 'suggesting', 'include', 'including',
  'send', 'sending', 'put', 'putting', 'mute', 'muting', 'pause', 'want', 'need', 'like', 'give', 'giving', 'search', 'find', 'pack',
  'keep', 'scan', 'drop', 'change',
]);
const NEGATORS = new Set(["don't", 'dont', 'never', 'stop', 'quit', 'not', "won't", 'wont', "shouldn't", "didn't", 'didnt', 'cancel', "doesn't", 'no']);

/** Words that make a clause correct the one before ("sorry, I meant loafers", "make it olive instead"). */
const CORRECTION_WORDS = ['instead', 'meant', 'actually', 'rather', 'correction', 'oops', 'sorry'];
const CORRECTION_PAIRS: readonly [string, string][] = [['make', 'it'], ['change', 'it'], ['switch', 'to'], ['change', 'to'], ['swap', 'to'], ['not', 'that']];

/** Words after which an everyday word that is also a shade ("tan", "sage") is the colour. */
const COLOUR_BEFORE = new Set(['in', 'it', 'them', 'those', 'to']);

/** Words before a number that make it how many to show: "show me 5", "top 3". */
const COUNT_BEFORE = new Set(['top', 'me', 'us', 'show', 'give', 'find', 'just', 'only', 'another', 'more']);

/** Words of praise or thanks: what a shopper says about what was shown, not a request. */
const PRAISE = new Set([
  'lovely', 'amazing', 'gorgeous', 'beautiful', 'stunning', 'nice', 'great', 'awesome', 'perfect', 'brilliant', 'fab', 'fabulous',
  'cool', 'excellent', 'fantastic', 'wonderful', 'helpful', 'cute', 'superb', 'sweet', 'wow', 'love', 'adore', 'good', 'well',
]);
/** Asking the stylist to pick ("show me your favourite dresses") is a request, not a question about it. */
const PICKING = new Set(['show', 'find', 'recommend', 'suggest', 'give', 'pick', 'list', 'send']);
const FAVOURITE = new Set(['favourite', 'favorite', 'fave', 'fav', 'style', 'taste', 'opinion']);
/** "do you like …", "do you wear …": asked of the stylist, about the stylist. */
const ABOUT_YOU = new Set(['like', 'love', 'wear', 'prefer', 'enjoy', 'dress', 'shop', 'follow', 'dream', 'sleep', 'ever', 'feel', 'own']);
/** Verbs of dressing: "would you wear" said to the stylist asks her pick. */
const WEARING = new Set(['wear', 'dress', 'choose', 'pick']);
/** Words that start what the stylist is asked to dress for or with: "would you wear to …", "… with these jeans", "… tonight". */
const DRESSED_FOR = new Set(['to', 'for', 'with', 'on', 'at', 'in', 'tonight', 'tomorrow', 'today', 'this', 'next']);
/** "is it weird/normal/bad that …": a worry told, not a request. */
const RESERVATIONS = new Set(['weird', 'normal', 'bad', 'crazy', 'strange', 'odd', 'sad', 'wrong', 'silly', 'embarrassing']);
/** After these an asking word is a noun ("thanks for the help", "love your look"): it asks for nothing. */
const AS_NOUN = new Set(['the', 'your', 'my']);
const THANKS = new Set(['thanks', 'thank', 'thx', 'ty', 'cheers']);
/** Words that ask for something: a clause with one of these is a request, whatever praise it holds. */
const ASKING = new Set([
  'show', 'find', 'search', 'want', 'wanted', 'need', 'needed', 'looking', 'look', 'get', 'give', 'any', 'anything', 'something',
  'have', 'got', 'recommend', 'suggest', 'buy', 'see', 'more', 'help', 'can', 'could', 'would', "i'd", 'where', 'which', 'what',
  'how', 'do', 'does', 'is there', 'save', 'add', 'follow', 'plan', 'pack', 'style', 'pair', 'match', 'try', 'after', 'please', '?',
  'remove', 'delete', 'put', 'keep', 'like', 'list', 'tell',
  // "lovely, cart", "perfect, in the basket": the cart named beside praise is where the piece praised goes.
  'cart', 'basket',
]);
/** Words before "you" that make what follows a question or a request to the stylist ("can you put", "did you find"). */
const YOU_ASKED = new Set(['can', 'could', 'would', 'will', 'do', 'did', 'pls', 'please', 'plz', 'have', 'if', 'should', 'shall', 'wont', "won't", 'cant', "can't"]);
/** Words after which praise describes what was shown ("that dress is lovely", "those look amazing", "love them"). */
const LINKING = new Set(['is', 'are', 'was', 'were', "it's", "that's", "they're", 'looks', 'look', 'looked', 'seems', 'so', 'very', 'really', 'too']);
const SHOWN = new Set(['it', 'them', 'these', 'those', 'that', 'this', 'your', 'you', 'one', 'ones', '!', ',', '.']);

/**
 * The clause reacts to what was shown ("that dress is lovely", "wow, those shoes are amazing", "thank
 * you for the boots suggestion", "love them") and asks for nothing. Praise before a noun ("a nice warm
 * coat") is a description, not a reaction.
 */
/** "is it weird that I own 40 pairs of shoes": asking to be reassured about oneself, not for anything, whatever it counts. */
const isWorry = (words: readonly string[]): boolean =>
  words[0] === 'is' && words[1] === 'it' && RESERVATIONS.has(words[2] ?? '') && (words[3] === 'that' || words[3] === 'if');

const isRemark = (words: readonly string[]): boolean => {
  // A question about the stylist itself: "do you have a favourite dress?", "do you like my wardrobe?".
  const toYou = words.includes('you') || words.includes('your');
  const picks = words.some((w) => PICKING.has(w));
  // "what would you wear to …" asks the stylist to pick for the shopper, not about the stylist's own habits.
  // It names what to dress for or with right after the verb; "what would you wear if you had a body" stays about the stylist.
  const picksFor = (i: number) => words[i - 1] === 'would' && WEARING.has(words[i + 1] ?? '') && DRESSED_FOR.has(words[i + 2] ?? '');
  if (toYou && !picks && words.some((w, i) => FAVOURITE.has(w) && (words[i - 1] === 'your' || words[i - 1] === 'a') || (w === 'you' && ABOUT_YOU.has(words[i + 1] ?? '') && !picksFor(i)))) return true;
  // "you have great taste in shoes", "you've got a good eye": praise of the stylist's taste.
  if (!picks && words.some((w, i) => (w === 'you' && (words[i + 1] === 'have' || words[i + 1] === 'got')) || w === "you've") &&
    words.some((w, i) => (w === 'taste' || w === 'eye') && PRAISE.has(words[i - 1] ?? ''))) return true;
  // "the outfit you put together was perfect", "the bag you found me": a verb whose subject is the stylist, with no
  // auxiliary to make it a question or a request, tells of what was done and asks nothing.
  const toldOfYou = (i: number) => words[i - 1] === 'you' && !YOU_ASKED.has(words[i - 2] ?? '');
  if (words.some((w, i) => (ASKING.has(w) && !AS_NOUN.has(words[i - 1] ?? '') && !toldOfYou(i)) || ASKING.has(`${w} ${words[i + 1]}`))) return false;
  return words.some((w, i) => {
    if (THANKS.has(w)) return true;
    if (!PRAISE.has(w)) return false;
    const before = words[i - 1];
    const after = words[i + 1];
    return (before !== undefined && LINKING.has(before)) || after === undefined || SHOWN.has(after) || after === 'job' || after === 'work' || (i === 0 && w === 'wow');
  });
};

const isExcludingAt = (words: readonly string[], i: number): number => {
  for (const n of [4, 3]) if (EXCLUDING_PHRASES.has(words.slice(i, i + n).join(' '))) return n;
  if (EXCLUDING_PAIRS.has(`${words[i]} ${words[i + 1]}`)) return 2;
  // "no" as an answer ("no, the red one") starts nothing; "not" before a verb is a negated verb, not an exclusion.
  if (EXCLUDING.has(words[i]!) && !(words[i] === 'no' && words[i + 1] === ',') && !VERBS.has(words[i + 1] ?? '')) return 1;
  return 0;
};

/** Short weekday names that also begin a piece's name ("sun hats", "sat nav case" aside: "sun dresses"). */
const WEEKDAY_SHORT = new Set(['mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun']);

/**
 * The text the date reader reads: a short weekday name that begins a piece's name or stands right
 * before one is no date ("sun hats", "sun dresses"), nor is a position ("the 2nd one"), so each is blanked, every other character kept
 * where it was (the piece stays: "a christmas jumper" is no date by the holiday reader's own rule).
 */
const withoutPieces = (text: string, tokens: readonly { start: number; end: number }[], free: readonly string[], phrases: readonly Found[]) => {
  let out = text;
  const blank = (from: number, to: number) => {
    const start = tokens[from]!.start;
    const end = tokens[to - 1]!.end;
    out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  };
  // "the 2nd one", "love the 1st pair": a numeric ordinal before a noun of lists is a position, never the day of a month.
  free.forEach((w, i) => {
    if (/^\d+(?:st|nd|rd|th)$/.test(w) && w in ORDINALS && REF_NOUNS.has(free[i + 1] ?? '') && free[i + 2] !== 'way') blank(i, i + 1);
  });
  for (const p of phrases) {
    if (!p.matches.some((m) => m.kind === 'garment' || m.kind === 'category')) continue;
    if (WEEKDAY_SHORT.has(free[p.from]!)) blank(p.from, p.from + 1);
    if (p.from > 0 && WEEKDAY_SHORT.has(free[p.from - 1]!)) blank(p.from - 1, p.from);
  }
  return out;
};

/** Words right before a number that make it a size, not a price: "in a 39", "size 12", "a UK 8". */
const SIZE_BEFORE = /\b(?:size|sizes|in an?|an? (?:uk|us|eu|it|fr)|(?:uk|us|eu|it|fr)|waist|inside leg)\s*$/i;

/** Words right after a number that make it money again ("in a 100 budget", "in a £40 range"). */
const MONEY_AFTER = /^\s*(?:budget|range|price|quid|pounds?|dollars?|euros?|bucks|max|maximum|tops|or (?:less|under|below))\b/i;

/** Garment words that are also verbs of dressing ("what suits me", "how should I dress"). */
const DRESSING_VERBS = new Set(['dress', 'suit', 'suits']);
/** Before "dresses", a subject that makes it the verb: "who dresses", "she dresses". */
const DRESSES_SUBJECT = new Set(['who', 'she', 'he', 'everyone', 'somebody', 'someone']);
/** After the verb: its object or particle ("suits me", "dress up", "dress down"). */
const AFTER_VERB = new Set(['me', 'you', 'him', 'her', 'us', 'them', 'myself', 'yourself', 'up', 'down', 'smarter', 'better', 'well']);
/** Before the verb: its subject, or "to" ("I dress", "how to dress", "need to dress"). */
// A modal before it makes it a verb too ("which would suit a wedding", "it will suit you").
const BEFORE_VERB = new Set(['i', 'we', 'they', 'he', 'she', 'you', 'to', 'would', 'will', 'could', 'might', 'should', 'may', "won't", "wouldn't"]);
/** Before "suits", a subject that makes it the verb: "which suits a wedding", "that suits you" ("which suit" is the garment). */
const BEFORE_SUITS = new Set(['which', 'that', 'it', 'this', 'what', 'one', 'who']);

/** A garment word used as a verb, by the words around it: it names no piece. */
/** "a spending cap of 500", "my price cap": a cap that limits money is no hat. */
const isSpendingCap = (free: readonly string[], at: Found) =>
  /^caps?$/.test(at.words) && /^(?:spending|price|budget|cost|hard|soft|upper)$/.test(free[at.from - 1] ?? '');

/** Cloths that name their commonest piece when said in its place (a closed class). */
const MATERIAL_PIECES: Readonly<Record<string, GarmentWord>> = {
  denim: { garment: 'jeans', category: 'Bottoms' },
  cashmere: { garment: 'sweater', category: 'Tops' },
  knit: { garment: 'sweater', category: 'Tops', synonym: 'knit' },
};
/** Words that may follow a piece's name (closed class: joiners, prepositions, politeness), not a noun the cloth describes ("a cashmere blend"). */
const PIECE_ENDS = new Set(['and', 'or', 'plus', 'please', 'pls', 'for', 'in', 'with', 'from', 'to', 'by', 'like', 'that', 'which', 'too', 'as', 'maybe', 'under', 'over', 'but', 'if', 'then', 'also']);
/** Words before a cloth that make it the cloth ("in cashmere", "made of denim"). */
const CLOTH_BEFORE = new Set(['in', 'of', 'from', 'pure', '%', 'percent', 'no', 'not', 'without']);

/** Words that put a piece of the shopper's own under or over the one asked for ("under my blazer"). */
const LAYERED = new Set(['under', 'over', 'beneath', 'underneath', 'atop']);
const POSSESSIVES = new Set(['my', 'our']);
/** Verbs of having, after "I" ("I only have sneakers", "I've got a navy coat"). */
const HAVING = new Set(['have', 'own', 'got', 'had']);
const OWNER_WORDS = new Set(['i', "i've", 'we', "we've", 'only', 'just', 'already', 'do', 'still', 'really']);

/**
 * Whether the piece starting at `from` is one the shopper has: "under my blazer", "over my bikini", "I only have
 * sneakers", "I've got a black coat" — the describing words before it skipped.
 */
/** The phrases describing the piece at `from` (colours, materials… right before it). */
const describingBefore = (from: number, phrases: readonly Found[]): Found[] => {
  const out: Found[] = [];
  for (let p = phrases.find((q) => q.to === from); p?.matches.every((m) => MODIFIERS.has(m.kind)); p = phrases.find((q) => q.to === p!.from)) out.push(p);
  return out;
};
/** Words after "or" that hedge the piece before it rather than offer another ("a shirt or something"). */
const HEDGES = new Set(['something', 'anything', 'whatever', 'similar', 'so']);

const isOwnedPiece = (free: readonly string[], from: number, phrases: readonly Found[]): boolean => {
  let k = (describingBefore(from, phrases).at(-1)?.from ?? from) - 1;
  if (POSSESSIVES.has(free[k] ?? '') && LAYERED.has(free[k - 1] ?? '')) return true;
  if (['a', 'an', 'some', 'the', 'my', 'two', 'three'].includes(free[k] ?? '')) k--;
  if (!HAVING.has(free[k] ?? '')) return false;
  let j = k - 1;
  while (j >= 0 && OWNER_WORDS.has(free[j] ?? '') && !['i', "i've", 'we', "we've"].includes(free[j]!)) j--;
  // "do I have a trench?" asks what she has: that is the ask itself.
  if (['do', 'does', 'did'].includes(free[j - 1] ?? '')) return false;
  return ['i', "i've", 'we', "we've"].includes(free[j] ?? '');
};

const isDressingVerb = (free: readonly string[], at: Found) =>
  // "a lady who dresses very smartly", "she dresses in black": a person's way of dressing, no dresses.
  (at.to - at.from === 1 && at.words === 'dresses' && DRESSES_SUBJECT.has(free[at.from - 1] ?? '')) ||
  at.to - at.from === 1 && DRESSING_VERBS.has(at.words) && (AFTER_VERB.has(free[at.to] ?? '') || BEFORE_VERB.has(free[at.from - 1] ?? '') ||
    (at.words === 'suits' && BEFORE_SUITS.has(free[at.from - 1] ?? '')) ||

    // "help me dress for an interview": the shopper is dressed for something.
    (['me', 'us'].includes(free[at.from - 1] ?? '') && free[at.to] === 'for'));

export const readClause = (text: string, context: ReadContext, index: LexiconIndex): Slots => {
  const slots = emptySlots();
  const tokens = tokenize(text);
  const words = tokens.map((t) => t.text);

  const handles = readHandles(words, index);
  slots.handles = handles.handles;
  slots.unknownHandles = handles.unknownHandles;
  slots.invalidHandles = handles.invalidHandles;
  slots.excludedHandles = handles.excludedHandles;
  const described = describedAccounts(words.filter((_, i) => !handles.used.has(i)).join(' '), index.accountStyles);
  if (described.length) slots.describedHandles = described;
  const free = words.map((w, i) => (handles.used.has(i) ? '\u0000' : w));

  const phrases = findPhrases(free, index.brandByLower, index.brandWords).filter((p) => !isDressingVerb(free, p) && !isSpendingCap(free, p) && !isAmountTops(free, p));
  const phraseAt = new Map(phrases.map((p) => [p.from, p]));
  const excluded = new Set<Found>();
  let negating = false;
  for (let i = 0; i < free.length; i++) {
    const cue = isExcludingAt(free, i);
    if (cue) {
      negating = true;
      i += cue - 1;
      continue;
    }
    const phrase = phraseAt.get(i);
    if (phrase) {
      const before = phrases.find((p) => p.to === phrase.from);
      const isHead = phrase.matches.some((m) => m.kind === 'garment' || m.kind === 'category');
      if (negating && isHead && before && excluded.has(before) && before.matches.every((m) => MODIFIERS.has(m.kind))) negating = false;
      else if (negating) excluded.add(phrase);
      i = phrase.to - 1;
      continue;
    }
    if (!CONNECTORS.has(free[i]!)) negating = false;
  }

  const kept: Match[] = [];
  const add = (list: string[], value: string) => {
    if (!list.includes(value)) list.push(value);
  };
  let describing: string | null = null;
  /** The garment of the words describing the piece ("cami" in "cami top"). */
  let describingGarment: GarmentWord | null = null;
  for (const phrase of phrases) {
    const usable = phrase.matches.filter((m) => {
      if (m.kind !== 'colour' || !m.ambiguous) return true;
      // "rose", "wine", "sand": colours only next to a garment, or after "in" or a change of colour ("make it tan", "switch to sage").
      // "a tan coach one": a label between the shade and its piece, or "one" standing for the piece, keeps it a colour.
      const past = phrase.to + (labelAt(free, phrase.to)?.length ?? 0);
      if (past > phrase.to && (PIECE_STANDS_IN.has(free[past] ?? '') || phraseAt.get(past)?.matches.some((n) => n.kind === 'garment' || n.kind === 'category'))) return true;
      const next = phraseAt.get(phrase.to);
      return COLOUR_BEFORE.has(free[phrase.from - 1] ?? '') || COLOUR_WORDS.has(free[phrase.to] ?? '') || !!next?.matches.some((n) => n.kind === 'garment' || n.kind === 'category' || n.kind === 'material');
    });
    // A word that names a category ("dresses", "shoes") is the category, not a garment too.
    const isCategory = usable.some((m) => m.kind === 'category');
    // Two garments side by side are one: the last is the piece, the first describes it ("puffer gilet", "t-shirt dress").
    const head = phraseAt.get(phrase.to);
    if (!excluded.has(phrase) && usable.some((m) => m.kind === 'garment' || m.kind === 'category') && head && !excluded.has(head) && head.matches.some((m) => m.kind === 'garment' || m.kind === 'category')) {
      describing = describing ? `${describing} ${phrase.words}` : phrase.words;
      const g = usable.find((m) => m.kind === 'garment');
      if (g?.kind === 'garment') describingGarment = g.value;
      continue;
    }
    const said = describing ? `${describing} ${phrase.words}` : phrase.words;
    // "cami top", "t-shirt dress": a category word described by a garment is that narrower piece — the
    // garment itself when it is of that category ("cami"), else the two words ("t-shirt dress").
    const headCategory = isCategory && !excluded.has(phrase) ? usable.find((m) => m.kind === 'category') : undefined;
    if (describingGarment && headCategory?.kind === 'category' && !slots.garments.some((g) => g.word === said)) {
      const same = describingGarment.category === headCategory.value;
      slots.garments.push({ garment: same ? describingGarment.garment : said, category: headCategory.value, word: said, ...(same && describingGarment.synonym ? { synonym: describingGarment.synonym } : {}) });
    }
    describing = null;
    describingGarment = null;
    for (const match of usable) {
      if (match.kind === 'garment' && isCategory) continue;
      if (excluded.has(phrase)) {
        // "not too expensive", "nothing designer": what is ruled out is the high end, so the budget is wanted;
        // "not fast fashion cheap", "nothing cheap": the low end, so the middle is.
        if (match.kind === 'tier') {
          if (match.value === 'luxury') slots.tier ??= 'budget';
          if (match.value === 'budget') slots.tier ??= 'mid';
          continue;
        }
        if (match.kind === 'season') continue;
        // A garment as the shopper said it ("no heels": the search excludes by stem, the reply says "without heels").
        const word = match.kind === 'garment' ? phrase.words : match.kind === 'category' ? match.value.toLowerCase() : match.value;
        add(slots.exclusions, word);
        if (match.kind === 'colour' && match.shade) add(slots.exclusions, match.shade);
        continue;
      }
      // "less pricey", "less expensive": the high end lessened is the budget, as "not too expensive" is; "too
      // expensive" is a complaint about a price, so what is wanted is below it, never the high end.
      if (match.kind === 'tier' && match.value === 'luxury' && (free[phrase.from - 1] === 'less' || free[phrase.from - 1] === 'too')) {
        slots.tier ??= 'budget';
        continue;
      }
      kept.push(match);
      if (match.kind === 'garment') {
        if (!slots.garments.some((g) => g.garment === match.value.garment)) {
          slots.garments.push({ garment: match.value.garment, category: match.value.category, word: said, ...(match.value.synonym ? { synonym: match.value.synonym } : {}) });
        }
        if (!slots.categories.includes(match.value.category)) slots.categories.push(match.value.category);
        // "leather jacket", "denim jacket": the material inside a garment's name counts too.
        for (const w of phrase.words.split(' ')) for (const m of findPhrases([w], new Map(), 1).flatMap((f) => f.matches)) if (m.kind === 'material') add(slots.materials, m.value);
      } else if (match.kind === 'category') {
        if (!slots.categories.includes(match.value)) slots.categories.push(match.value);
      } else if (match.kind === 'colour') {
        add(slots.colours, match.value);
        if (match.shade && match.shade !== match.value) add(slots.shades, match.shade);
      } else if (match.kind === 'material') {
        add(slots.materials, match.value);
        // "straight leg denim", "cream cashmere + gold hoops": a cloth said where its piece would stand is that piece.
        const piece = MATERIAL_PIECES[phrase.words];
        const ends = !/^[a-z]/.test(free[phrase.to] ?? '') || PIECE_ENDS.has(free[phrase.to]!);
        if (piece && ends && !CLOTH_BEFORE.has(free[phrase.from - 1] ?? '') && !slots.garments.some((g) => g.word === phrase.words)) {
          slots.garments.push({ ...piece, word: phrase.words });
          // "a cream knit" is a sweater, not a sweater of a cloth called knit.
          if (piece.synonym === phrase.words) slots.materials = slots.materials.filter((m) => m !== match.value);
          if (!slots.categories.includes(piece.category)) slots.categories.push(piece.category);
        }
      }
      else if (match.kind === 'occasion') {
        if (!slots.occasions.includes(match.value)) slots.occasions.push(match.value);
      } else if (match.kind === 'brand') add(slots.brands, match.value);
      else if (match.kind === 'tier') slots.tier ??= match.value;
      else if (match.kind === 'style') add(slots.styles ??= [], match.value);
      else if (match.kind === 'season') slots.season ??= match.value;
    }
  }
  // "a body for under my blazer", "sandals, I only have sneakers": a piece the shopper already has is the context of
  // the ask, not the ask, when the clause names another piece.
  const pieces = phrases.filter((p) => !excluded.has(p) && p.matches.some((m) => m.kind === 'garment' || m.kind === 'category'));
  const owned = pieces.filter((p) => isOwnedPiece(free, p.from, phrases));
  if (owned.length && owned.length < pieces.length) {
    const asked = pieces.filter((p) => !owned.includes(p));
    slots.garments = slots.garments.filter((g) => !owned.some((p) => g.word === p.words || g.word.endsWith(` ${p.words}`)));
    const askedCategories = new Set([...slots.garments.map((g) => g.category), ...asked.flatMap((p) => p.matches.flatMap((m) => (m.kind === 'category' ? [m.value] : [])))]);
    slots.categories = slots.categories.filter((c) => askedCategories.has(c));
    for (const p of owned) excluded.add(p);
    // Its colour and material describe the piece she has ("I've got a navy coat, need a scarf"), unless said of the ask too.
    const ownedWords = owned.flatMap((p) => describingBefore(p.from, phrases).flatMap((d) => d.matches));
    const askedWords = asked.flatMap((p) => [...describingBefore(p.from, phrases).flatMap((d) => d.matches), ...p.matches]);
    for (const m of ownedWords) {
      if (askedWords.some((a) => a.kind === m.kind && a.value === m.value)) continue;
      if (m.kind === 'colour') slots.colours = slots.colours.filter((c) => c !== m.value);
      if (m.kind === 'colour' && m.shade) slots.shades = slots.shades.filter((c) => c !== m.shade);
      if (m.kind === 'material') slots.materials = slots.materials.filter((c) => c !== m.value);
    }
  }
  // "navy or black culottes", "black/navy": colours joined by "or" are alternatives, not one piece in both.
  const colourPhrases = phrases.filter((p) => !excluded.has(p) && p.matches.some((m) => m.kind === 'colour') && slots.colours.length > 1);
  if (colourPhrases.some((p, k) => k > 0 && free.slice(colourPhrases[k - 1]!.to, p.from).some((w) => w === 'or' || w === '/'))) slots.colourChoice = true;
  // "mules or loafers": garments joined by "or" are alternatives too.
  const garmentPhrases = phrases.filter((p) => !excluded.has(p) && p.matches.some((m) => m.kind === 'garment' || m.kind === 'category'));
  // "a shirt or something … and sandals": "or something" hedges the piece before it; "and" adds another piece.
  const offersChoice = (between: readonly string[]) => !between.includes('and') && between.some((w, k) => (w === 'or' && !HEDGES.has(between[k + 1] ?? '')) || w === '/');
  if (slots.garments.length > 1 && garmentPhrases.some((p, k) => k > 0 && offersChoice(free.slice(garmentPhrases[k - 1]!.to, p.from)))) slots.garmentChoice = true;
  // Brands one letter off ("arkett"), for brands of five letters or more.
  const covered = new Set(phrases.flatMap((p) => Array.from({ length: p.to - p.from }, (_, k) => p.from + k)));
  free.forEach((word, i) => {
    if (covered.has(i) || word.length < 5 || index.speller.englishWords.has(word)) return;
    const near = [...index.brandByLower].filter(([lower]) => !lower.includes(' ') && lower.length >= 5 && editDistance(word, lower, 1) <= 1);
    if (near.length === 1) add(slots.brands, near[0]![1]);
  });
  // "from zara", "by uniqlo": a maker the catalogue does not carry (the wardrobe keeps it as the row's brand).
  const makers = readMakers(free, covered, index.speller, new Set(phrases.filter((p) => p.matches.some((m) => m.kind === 'garment' || m.kind === 'category')).map((p) => p.from)));
  if (makers.length) slots.makers = makers;

  const { friendly, mentions } = readNumbers(text);
  const dates = readDates(withoutPieces(text, tokens, free, phrases), mentions, context.today, context.referenceMonth);
  slots.dates = dates.dates;
  if (dates.stayDay !== undefined) slots.stayDay = dates.stayDay;
  const inDate = (at: number) => dates.spans.some(([s, e]) => at >= s && at < e);
  const isSize = (m: (typeof mentions)[number]) =>
    !m.symbolCurrency && !m.unit && !/[£$€¥₹]\s*$/.test(text.slice(0, m.at)) && SIZE_BEFORE.test(text.slice(0, m.at)) && !MONEY_AFTER.test(text.slice(m.until));
  const { price, used } = readPrice(friendly, mentions.filter((m) => !inDate(m.at) && !isSize(m)), phrases.some((p) => p.matches.some((m) => m.kind === 'garment' || m.kind === 'category')));
  slots.price = price;
  if (price && slots.tier === 'budget' && free.includes('budget')) slots.tier = null;
  // "budget not a huge issue", "budget isn't a concern": the word is the budget let go, not the budget tier.
  if (slots.tier === 'budget' && BUDGET_NO_ISSUE.test(free.join(' '))) slots.tier = null;
  slots.destination = readPlace(free, index, !!slots.dates);
  slots.references = readReferences(free, phrases, new Set(tokens.flatMap((t, i) => (inDate(t.start) ? [i] : []))));

  const tokenAt = new Map(tokens.map((t, i) => [t.start, i]));
  for (const m of mentions) {
    const i = tokenAt.get(m.at);
    const next = i === undefined ? undefined : free[i + 1];
    const prev = i === undefined ? undefined : free[i - 1];
    // "the second one", "this one": "one" there points, it counts nothing.
    if (free[i ?? -1] === 'one' && (prev && (['the', 'this', 'that', 'which', 'each', 'every', 'any', 'other', 'another', 'new', 'same', 'no'].includes(prev) || prev in ORDINALS) || m.ordinal)) continue;
    if (slots.references.some((r) => r.kind === 'ordinal') && m.ordinal) continue;
    slots.numbers.push(m.value);
    if (slots.count !== null || used.includes(m) || inDate(m.at) || m.ordinal || i === undefined || !Number.isInteger(m.value) || m.value < 1 || m.value > 50) continue;
    let j = i + 1;
    while (j < free.length && phraseAt.get(j)?.matches.every((x) => x.kind === 'colour' || x.kind === 'material' || x.kind === 'tier')) j = phraseAt.get(j)!.to;
    const noun = phraseAt.get(j)?.matches.some((x) => x.kind === 'garment' || x.kind === 'category') || REF_NOUNS.has(free[j] ?? '') && free[j] !== 'one';
    const shown = prev !== undefined && COUNT_BEFORE.has(prev) && (next === undefined || /^[^\p{L}\p{N}]/u.test(next) || noun);
    if (noun || shown) slots.count = m.value;
  }

  for (let i = 0; i < free.length && !slots.negated; i++) {
    const two = `${free[i]} ${free[i + 1]}`;
    const start = two === 'do not' || two === 'no longer' || two === 'not to' ? i + 2 : NEGATORS.has(free[i]!) ? i + 1 : -1;
    if (start < 0) continue;
    for (let j = start; j < Math.min(free.length, start + 3); j++) {
      if (VERBS.has(free[j]!) || free[j]!.endsWith('ing') && VERBS.has(free[j]!.slice(0, -3))) {
        slots.negated = true;
        break;
      }
    }
    if (free[i] === 'stop' || free[i] === 'quit') slots.negated ||= VERBS.has(free[i + 1] ?? '') || /ing$/.test(free[i + 1] ?? '');
  }
  // A day gone by ("those boots you showed me yesterday") is when something was shown, not a trip or a request's date.
  const past = slots.dates?.start !== undefined && (slots.dates.end ?? slots.dates.start) < context.today;
  // The "it" of "is it weird that …" points at nothing shown.
  if (isWorry(free)) slots.references = slots.references.filter((r) => !(r.kind === 'pronoun' && r.word === 'it'));
  slots.remark = (isWorry(free) && !slots.handles.length) || isRemark(free) && !slots.price && slots.count === null && (!slots.dates || past) && !slots.destination && !slots.handles.length && !slots.unknownHandles.length;
  slots.correction = CORRECTION_WORDS.some((w) => free.includes(w)) || CORRECTION_PAIRS.some(([a, b]) => free.some((w, k) => w === a && free[k + 1] === b));
  slots.garments = slots.garments.filter((g, k, all) => all.findIndex((x) => x.garment === g.garment) === k);
  slots.categories = unique(slots.categories);
  return slots;
};
