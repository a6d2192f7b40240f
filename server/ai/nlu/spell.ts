/**
 * Spelling correction against the vocabulary: a word nobody knows ("gren", "dreses", "folow") becomes
 * the nearest vocabulary word within one edit (two for long words). A word English knows is left
 * alone, so "want" never becomes "pant". A few real words typed for another ("shoe me") are put right
 * only where the other fits, from a table of such pairs.
 */
import nlp from 'compromise';
import { CLAUSE_STARTS } from './clauses.js';
import { COMMON_WORDS } from './common-words.js';
import { NUMBER_WORDS_FOR_SPELLING } from './numbers.js';
import { isShoppingBag } from './shopping-bag.js';
import { soundKey } from './sound.js';
import { editDistance, isWord, tokenize } from './text.js';
import { CATEGORY_WORDS, garmentOf, singular, TIER_WORDS } from './vocabulary.js';

export interface Speller {
  /** Words never corrected: English words, vocabulary, handles, brands, places. */
  known: ReadonlySet<string>;
  /** Vocabulary words by length, the words a typo is corrected to. */
  targets: ReadonlyMap<number, readonly string[]>;
  /** Vocabulary words by what they sound like (`soundKey`), for words spelt by ear. */
  bySound: ReadonlyMap<string, readonly string[]>;
  /** Words of the catalogue's names (handle parts, brand words) by length: a typo nearer one than any vocabulary word is corrected to it. */
  names: ReadonlyMap<number, readonly string[]>;
  /** Names of several words typed as one ("denimlab") → the words ("denim lab"). */
  joinedNames: ReadonlyMap<string, string>;
  /** Everyday English words (not place names): a place or handle that is one needs a cue. */
  englishWords: ReadonlySet<string>;
  /** Words English knows as places ("lisbon", "paris"). */
  placeWords: ReadonlySet<string>;
  /** The vocabulary itself (garments, colours, verbs of the app…). */
  vocabulary: ReadonlySet<string>;
  /** Places the trip planner knows, one word each, by length: a typo after a travel cue is one of these ("a trip to pari"). */
  placeTargets?: ReadonlyMap<number, readonly string[]>;
}

const PLACE_TAGS = new Set(['City', 'Country', 'Place', 'Region']);
const NAME_TAGS = new Set(['FirstName', 'FemaleName', 'MaleName', 'Person', 'LastName', 'Honorific']);

/** The English words compromise knows (~24k forms: its lexicon is what its tagger reads), places apart. */
const lexiconWords = (): { english: string[]; places: string[]; names: string[] } => {
  const english: string[] = [];
  const places: string[] = [];
  const names: string[] = [];
  for (const [word, tag] of Object.entries((nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon)) {
    if (word.includes(' ')) continue;
    const tags = Array.isArray(tag) ? tag : [tag];
    (tags.some((t) => PLACE_TAGS.has(t)) ? places : tags.some((t) => NAME_TAGS.has(t)) ? names : english).push(word);
  }
  return { english, places, names };
};

/** Everyday words shoppers type that compromise's lexicon lacks, so they are never "corrected". */
const EVERYDAY = [
  'pretty', 'holiday', 'holidays', 'folks', 'outfit', 'outfits', 'jacket', 'wardrobe', 'brunch', 'thanks', 'thx', 'pls', 'plz', 'hiya',
  'hey', 'hi', 'hello', 'ok', 'okay', 'cool', 'lol', 'omg', 'btw', 'tbh', 'idk', 'ur', 'u', 'gonna', 'wanna', 'gotta', 'kinda', 'sorta',
  'insta', 'instagram', 'vibe', 'vibes', 'aesthetic', 'fit', 'fits', 'ootd', 'cute', 'comfy', 'stylish', 'chic', 'trendy', 'wedding',
  'weddings', 'mum', 'mom', 'bestie', 'hubby', 'bf', 'gf', 'ish', 'pics', 'pic', 'selfie', 'lisbon', 'closet', 'cheers', 'nah', 'yep',
  'yeah', 'nope', 'yes', 'no', 'sure', 'weekend', 'weekends', 'fortnight', 'quid', 'bucks', 'grand', 'usd', 'gbp', 'eur', 'cad',
  'aud', 'jpy', 'ones', 'its', 'im', 'ive', 'id', 'dont', 'doesnt', 'cant', 'wont', 'isnt', 'didnt', 'thats', 'whats', 'hows', 'lets',
  'fave', 'faves', 'fav', 'favs', 'cosy', 'puffy', 'sequinned', 'pleated', 'ruffled', 'smocked', 'tiered', 'strappy', 'slouchy', 'bday',
  'tmrw', 'tonite', 'coz', 'cuz', 'asap', 'boho', 'y2k', 'dupe', 'dupes', 'restock', 'insta', 'tiktok', 'pinterest', 'wishlist',
  'none', 'nowhere', 'bunch', 'dressy', 'capsule', 'preppy', 'edgy', 'flowy', 'floaty', 'slinky', 'girly', 'grungy', 'sparkly', 'boxy',
  // Weekdays as travellers shorten them ("tue to thu", "weds"): dates, never a typo of "tube".
  'mon', 'tue', 'tues', 'wed', 'weds', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun',
  // Fabrics a piece is asked to be made of: "crepe or silk?" is no "crop", "chiffon" no "chiffonier".
  'crepe', 'chiffon', 'viscose', 'polyester', 'nylon', 'acrylic', 'lambskin', 'merino', 'mohair', 'modal', 'lyocell', 'elastane', 'plated',
  // Details of a piece ("like the tote but with a longer strap", "a hooded parka"): no "straw", "hoop", "hemp" or "necklace".
  'strap', 'straps', 'hood', 'hooded', 'hem', 'hems', 'neckline', 'necklines',
  // Travellers' words: "hostels" is no typo of "hotel", "interrailing" none of anything.
  'hostel', 'hostels', 'interrail', 'interrailing', 'backpacking', 'carry-on', 'layover', 'layovers', 'itinerary', 'conf',
];

/**
 * Real words typed for another: [typed, meant, the words that may follow for it to be the other, the
 * words that may not come before it]. "shoe me boots" is "show me boots"; "a shoe rack" stays a shoe;
 * "ad the dress to my cart" is "add", "saw an ad the other day" stays an advert.
 */
type Confusable = readonly [typed: string, meant: string, before: readonly string[], notAfter?: readonly string[], notBefore?: readonly string[]];
const CONFUSABLES: readonly Confusable[] = [
  ['shoe', 'show', ['me', 'us', 'them', 'all', 'some', 'what', 'everything', 'anything', 'my', 'more', 'something']],
  ['shoes', 'show', ['me', 'us']],
  ['fins', 'find', ['me', 'us', 'some', 'something']],
  ['fine', 'find', ['me', 'us', 'some', 'something']],
  ['sow', 'show', ['me', 'us']],
  ['snow', 'show', ['me', 'us']],
  ['fallow', 'follow', []],
  // Shop words typed as another English word: nobody in a shop means the bird's "cheep" (nor its -er, -est).
  ['cheep', 'cheap', []],
  ['wight', 'white', []],
  ['bellow', 'below', []],
  ['unfold', 'unfollow', []],
  // Nobody in a shop means "shoo" (nor its plural): it is the shoe.
  ['shoo', 'shoe', []],
  ['rom', 'room', []],
  // Garments typed as another English word: "a cashmere sweeter", "black heals", "skinny genes", "new cloths"; the
  // English word stays where its own use is plain ("sweeter than", "it heals", "good genes", "cleaning cloths").
  ['sweeter', 'sweater', [], ['much', 'even', 'bit', 'little', 'lot', 'far', 'way', 'slightly', 'something', 'anything', 'smell', 'taste', 'sound', 'no', 'any', 'look', 'looks', 'sounds'], ['than']],
  ['heals', 'heels', [], ['it', 'this', 'that', 'which', 'who', 'time', 'he', 'she', 'cream', 'balm', 'skin', 'wound', 'quickly', 'slowly']],
  ['genes', 'jeans', [], ['good', 'great', 'bad', 'strong', 'family', 'his', 'her', 'their', 'our', 'the', 'in', 'dominant', 'recessive']],
  ['cloths', 'clothes', [], ['cleaning', 'dish', 'microfibre', 'microfiber', 'polishing', 'table', 'tea', 'wash', 'muslin']],
  ['ad', 'add', ['to', 'it', 'them', 'this', 'that', 'these', 'those', 'the', 'both', 'all', 'my', 'a', 'an', 'some', 'one', 'him', 'her', 'more'],
    ['an', 'the', 'this', 'that', 'an', 'instagram', 'insta', 'facebook', 'tiktok', 'youtube']],
];

/**
 * Contractions typed without their apostrophe ("whats in my cart", "i cant spend more than 50"), put
 * back: the readers after spelling know "what's" and "can't". Words that are also words without one
 * ("its", "lets", "well", "were", "id") are left as typed.
 */
const APOSTROPHES: Readonly<Record<string, string>> = {
  whats: "what's", thats: "that's", theres: "there's", wheres: "where's", whos: "who's", hows: "how's", im: "i'm", ive: "i've",
  youre: "you're", youve: "you've", dont: "don't", doesnt: "doesn't", didnt: "didn't", cant: "can't", wont: "won't", isnt: "isn't",
  arent: "aren't", wasnt: "wasn't", havent: "haven't", hasnt: "hasn't", wouldnt: "wouldn't", couldnt: "couldn't", shouldnt: "shouldn't",
  shes: "she's", theyre: "they're", itll: "it'll",
};

/** Chat shorthand spelt with digits ("2moro", "b4"): the words meant. */
const DIGIT_SHORTHAND: Readonly<Record<string, string>> = {
  '2moro': 'tomorrow', '2morro': 'tomorrow', '2morrow': 'tomorrow', '2morow': 'tomorrow', '2mrw': 'tomorrow', '2day': 'today', '2nite': 'tonight',
  '2night': 'tonight', b4: 'before', gr8: 'great', l8r: 'later', l8: 'late', '4ever': 'forever', any1: 'anyone', some1: 'someone',
  every1: 'everyone', no1: 'no one', '2gether': 'together',
};

/**
 * Chat shorthand and common misspellings too far from the word for the edit distance ("shud" is two
 * edits from "should" and one from "stud"): the word meant, by table.
 */
const SHORTHAND: Readonly<Record<string, string>> = {
  shud: 'should', shld: 'should', shoud: 'should', cud: 'could', culd: 'could', wud: 'would', wuld: 'would', wht: 'what',
  wot: 'what', wat: 'what', whatt: 'what', waht: 'what', wich: 'which', whcih: 'which', hav: 'have', hve: 'have', giv: 'give', luv: 'love', nite: 'night', tonite: 'tonight', tmw: 'tomorrow',
  tmrw: 'tomorrow', thru: 'through', abt: 'about', cuz: 'because', coz: 'because', smth: 'something', sth: 'something',
  sthg: 'something', smthg: 'something', anythin: 'anything', somethin: 'something', nothin: 'nothing', pleas: 'please',
  tmoro: 'tomorrow', tmorrow: 'tomorrow', tomoz: 'tomorrow', tomorow: 'tomorrow', ppl: 'people', rly: 'really', thnx: 'thanks', thanx: 'thanks',
  wknd: 'weekend', wkend: 'weekend', wkends: 'weekends', wknds: 'weekends', wk: 'week', wks: 'weeks',
  gimme: 'give me', lemme: 'let me', w: 'with', wiv: 'with', wif: 'with', u: 'you', ya: 'you', yr: 'your', becuz: 'because', r: 'are', n: 'and', plss: 'please', plzz: 'please',
};

/** A word with "ish" on the end ("cheapish", "navyish"). */
const ISH = /^([a-z]{3,}?)-?ish$/;
const NUMBER_WORD_SET = new Set(NUMBER_WORDS_FOR_SPELLING);
/** The vocabulary word hedged with "ish" ("cheap-ish" → cheap); never an amount ("sixty-ish" is about sixty, read by price). */
const hedgeOf = (word: string, speller: Speller): string | undefined => {
  const stem = ISH.exec(word)?.[1];
  if (!stem || !speller.vocabulary.has(stem) || speller.vocabulary.has(word) || NUMBER_WORD_SET.has(stem)) return undefined;
  // Written as one word only a price word loses its hedge ("cheapish"); "greenish" stays the shopper's word.
  return word.includes('-') || TIER_WORDS[stem] !== undefined ? stem : undefined;
};

/** Words a shorthand may stand for that take a contracted "is" ("wats" is "what's"). */
const CONTRACTING = new Set(['what', 'that', 'who', 'where', 'how', 'there']);

/** An adjective's confusable comes with its comparative and superlative ("cheep" → "cheap", and so on up). */
/** The forms a confusable brings with it: an adjective's comparatives, a noun's plural. */
const CONFUSABLE_ENDINGS: Readonly<Record<string, readonly string[]>> = { cheap: ['er', 'est'], shoe: ['s'] };
const CONFUSABLE_FORMS: readonly Confusable[] = CONFUSABLES.flatMap((entry): Confusable[] =>
  [entry, ...(CONFUSABLE_ENDINGS[entry[1]] ?? []).map((end): Confusable => [`${entry[0]}${end}`, `${entry[1]}${end}`, entry[2]])]);

const byLength = (words: Iterable<string>, min: number): Map<number, string[]> => {
  const map = new Map<number, string[]>();
  for (const word of words) {
    if (word.includes(' ') || word.length < min) continue;
    const list = map.get(word.length) ?? [];
    list.push(word);
    map.set(word.length, list);
  }
  return map;
};

/**
 * `names`: the catalogue's handles and brands. Their `words` ("camille", "maison") are never
 * corrected, and a typo of one of five letters or more, nearer it than any vocabulary word, is
 * corrected to it ("masion" → maison, "froma" → forma), so the handle and brand readers find the name.
 * Their `phrases` of several words ("denim lab") are read apart when typed as one ("denimlab").
 */
export const buildSpeller = (
  vocabulary: readonly string[], protectedWords: readonly string[], names: { words?: readonly string[]; phrases?: readonly string[] } = {},
  placeNames: readonly string[] = [],
): Speller => {
  const nameWords = names.words ?? [];
  const targets = byLength(new Set(vocabulary), 3);
  const bySound = new Map<string, string[]>();
  for (const list of targets.values()) for (const word of list) bySound.set(soundKey(word), [...(bySound.get(soundKey(word)) ?? []), word]);
  const { english, places, names: people } = lexiconWords();
  const englishWords = new Set([...english, ...COMMON_WORDS, ...EVERYDAY]);
  const known = new Set([...englishWords, ...places, ...people, ...vocabulary, ...protectedWords, ...nameWords].map((w) => w.toLowerCase()));
  const nameTargets = byLength(new Set(nameWords.map((w) => w.toLowerCase()).filter((w) => /^[a-z]+$/.test(w) && !englishWords.has(w))), 5);
  const joinedNames = new Map((names.phrases ?? []).map((p) => p.toLowerCase()).filter((p) => /^[a-z]+(?: [a-z]+)+$/.test(p)).map((p) => [p.replace(/ /g, ''), p]));
  const placeTargets = byLength(new Set(placeNames.filter((p) => /^[a-z]{4,}$/.test(p))), 4);
  return { known, targets, bySound, names: nameTargets, joinedNames, englishWords, placeWords: new Set(places), vocabulary: new Set(vocabulary), placeTargets };
};

/** Whether English knows the word or its stem ("wants" ← "want", "looking" ← "look"); a name is no stem ("leaher" is not "leah"). */
export const isKnown = (word: string, speller: Speller): boolean => {
  if (speller.known.has(word)) return true;
  // A letter three times over ("neeed", "dresss") is a slip of the keyboard, never an English word's form.
  if (/(.)\1\1/.test(word)) return false;
  const knows = (stem: string) => speller.englishWords.has(stem) || speller.vocabulary.has(stem);
  for (const suffix of ['s', 'es', 'ed', 'd', 'ing', 'ly', "'s", 'er', 'est']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      const stem = word.slice(0, -suffix.length);
      // "dresss" is no plural of "dress": words ending in s take "es".
      if (suffix === 's' && stem.endsWith('s')) continue;
      if (speller.englishWords.has(`${stem}e`)) return true;
      // "weding", "shoping": a short word of one vowel doubles its last consonant before -ing, -ed, -er, -est.
      const undoubled = suffix !== 's' && suffix !== 'es' && suffix !== 'ly' && suffix !== "'s" && /^[^aeiou]*[aeiou][b-df-hj-np-tv-z]$/.test(stem);
      if (knows(stem) && !undoubled) return true;
      // "bigger", "slimmer": the last consonant doubled before -er, -est, -ed, -ing.
      if (suffix !== 's' && suffix !== 'es' && /([b-df-hj-np-tv-z])\1$/.test(stem) && knows(stem.slice(0, -1))) return true;
    }
  }
  // A vocabulary word made an adjective: "creamy", "silky", "boxy", "greenish".
  const adjective = /^(.{3,}?)(?:y|ish)$/.exec(word);
  if (adjective && (speller.vocabulary.has(adjective[1]!) || speller.vocabulary.has(adjective[1]!.replace(/([b-df-hj-np-tv-z])\1$/, '$1')))) return true;
  // Comparatives and other forms of a known word ending in y: "pricier" (pricey), "comfier", "fancier", "tidied".
  for (const suffix of ['ier', 'iest', 'ied', 'ies', 'ily', 'iness']) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 3) continue;
    const stem = word.slice(0, -suffix.length);
    if (knows(`${stem}y`) || knows(`${stem}ey`)) return true;
  }
  return false;
};

const isSubsequence = (short: string, long: string): boolean => {
  let i = 0;
  for (const c of long) if (c === short[i]) i++;
  return i === short.length;
};
/** Two letters swapped ("bgas" → bags, not bras) keeps every letter: the likeliest slip after a dropped one. */
const sameLetters = (a: string, b: string): boolean => a.length === b.length && [...a].sort().join('') === [...b].sort().join('');
const tieBreak = (word: string, target: string): number =>
  (isSubsequence(word, target) ? 4 : 0) + (sameLetters(word, target) ? 2 : 0) + (target[0] === word[0] ? 1 : 0);

/** How many edits a typed word may be from the word meant: one, two from seven letters (none under four). */
const editsAllowed = (word: string): number => (word.length >= 7 ? 2 : word.length >= 4 ? 1 : 0);

/**
 * Whether a typed word is a misspelling of a given word by the rule spelling uses ("snekaers" of
 * "sneakers"). For callers matching the shopper's words against names the lexicon cannot know
 * (a listed item's name), so every typo in atelier-local is judged by one measure.
 */
export const isNearMiss = (typed: string, word: string): boolean => {
  const max = editsAllowed(typed);
  return max > 0 && editDistance(typed, word, max) <= max;
};

/**
 * The word of `targets` nearest to `word` within `max` edits, ties to the likelier slip; undefined
 * when none is near enough.
 */
const nearestOf = (word: string, targets: ReadonlyMap<number, readonly string[]>, max: number): string | undefined => {
  let best: string | undefined;
  let bestDistance = max + 1;
  for (let length = word.length - max; length <= word.length + max; length++) {
    for (const target of targets.get(length) ?? []) {
      const d = editDistance(word, target, Math.min(max, bestDistance));
      // Ties go to a target holding every typed letter in order (a dropped letter is the commonest typo:
      // "gren" is "green" before "grey"), then to one sharing the first letter.
      if (d < bestDistance || (d === bestDistance && best && tieBreak(word, target) > tieBreak(word, best))) {
        best = target;
        bestDistance = d;
      }
    }
  }
  return bestDistance <= max ? best : undefined;
};

/** The vocabulary word nearest to an unknown word, or undefined when none is near enough. */
export const nearestWord = (word: string, speller: Speller): string | undefined => {
  // Three letters: only a dropped letter is put back ("pnk" → pink, "wol" → wool), never a swap.
  if (word.length === 3) return (speller.targets.get(4) ?? []).find((t) => isSubsequence(word, t) && t[0] === word[0]);
  if (word.length < 3) return undefined;
  const max = editsAllowed(word);
  const nearest = nearestOf(word, speller.targets, max);
  // A dropped letter is the commonest slip: a word holding every typed letter in order stays the answer ("leaher" is leather).
  if (nearest && isSubsequence(word, nearest)) return nearest;
  // A word spelt by ear keeps its sound: a vocabulary word that sounds the same wins over a nearer one that
  // does not ("sandles" is sandals, not handles), and may be one edit further (from five letters).
  const sounds = speller.bySound.get(soundKey(word));
  const bySound = sounds ? nearestOf(word, byLength(sounds, 3), word.length >= 5 ? max + 1 : max) : undefined;
  return bySound ?? nearest;
};

/** A handle or brand word nearest to an unknown word (five letters or more, one edit; two from seven letters). */
const nearestName = (word: string, speller: Speller): string | undefined =>
  word.length >= 5 ? nearestOf(word, speller.names, editsAllowed(word)) : undefined;

/** The vocabulary word or the name meant: the name only when it is nearer, or as near and the likelier slip ("froma": forma, not from). */
const vocabularyOrName = (word: string, speller: Speller): string | undefined => {
  const [vocabulary, name] = [nearestWord(word, speller), nearestName(word, speller)];
  if (!name || !vocabulary) return vocabulary ?? name;
  const [dv, dn] = [editDistance(word, vocabulary, 3), editDistance(word, name, 3)];
  return dn < dv || (dn === dv && tieBreak(word, name) > tieBreak(word, vocabulary)) ? name : vocabulary;
};

/**
 * Two vocabulary words typed without the space between them ("blackdresses", "navyblazer"), each of
 * three letters or more, as the two words; undefined when the word is no such pair.
 */
export const splitJoined = (word: string, speller: Speller, parts = 3): string | undefined => {
  for (let i = 3; i <= word.length - 3; i++) {
    const [a, b] = [word.slice(0, i), word.slice(i)];
    if (!speller.vocabulary.has(a)) continue;
    if (speller.vocabulary.has(b)) return `${a} ${b}`;
    // Three words together ("whiteleathersneakers"): the rest is two.
    const rest = parts > 2 && b.length >= 6 ? splitJoined(b, speller, parts - 1) : undefined;
    if (rest) return `${a} ${rest}`;
  }
  return undefined;
};

/**
 * A token that is words typed without their spaces: "under100" (a word and an amount), "red,dresses"
 * (a comma with no space), "black/navy" (alternatives), "red-dresses" (vocabulary words hyphenated that no phrase spells so, and
 * only before a piece: "top-handle bag" and "knee-length skirt" keep their describing compound),
 * "dress's" (a garment with a stray apostrophe). The words as they were meant, or undefined.
 */
const unjoined = (token: string, speller: Speller): string | undefined => {
  if (token.includes('-')) {
    const hedged = hedgeOf(token, speller);
    if (hedged) return hedged;
  }
  const amount = /^([a-z]{3,})(\d[\d.,]*)$/.exec(token);
  if (amount) {
    const word = isKnown(amount[1]!, speller) ? amount[1]! : nearestWord(amount[1]!, speller);
    return word ? `${word} ${amount[2]}` : undefined;
  }
  if (/^[a-z]+(?:,[a-z]+)+$/.test(token)) return token.split(',').join(', ');
  // "black/navy bags": vocabulary words joined by a slash are alternatives, read as the spaced slash is.
  if (/^[a-z]{2,}(?:\/[a-z]{2,})+$/.test(token) && token.split('/').every((p) => speller.vocabulary.has(p))) return token.split('/').join(' / ');
  if (/^[a-z]{3,}(?:-[a-z]{3,})+$/.test(token) && !speller.vocabulary.has(token) && !speller.known.has(token)) {
    const parts = token.split('-');
    const last = parts.at(-1)!;
    const piece = garmentOf(last) !== undefined || CATEGORY_WORDS[last] !== undefined || CATEGORY_WORDS[singular(last)] !== undefined;
    if (piece && parts.every((p) => speller.vocabulary.has(p))) return parts.join(' ');
  }
  const possessive = /^([a-z]{3,})'s$/.exec(token);
  if (possessive && speller.targets.get(possessive[1]!.length)?.includes(possessive[1]!) && !speller.englishWords.has(`${possessive[1]}'s`)) {
    return GARMENTISH.test(possessive[1]!) ? possessive[1] : undefined;
  }
  return undefined;
};
/** Garment and category words a stray apostrophe is typed after ("dress's", "shoe's"). */
const GARMENTISH = /^(?:dress|shoe|bag|top|skirt|coat|boot|jean|sneaker|heel|blouse|shirt|scarf|hat|belt|ring|necklace|earring|bracelet|jacket|blazer|sandal|loafer|mule|tote|sweater|jumper|cardigan)$/;

/**
 * An amount with the letter o typed for a zero ("£5o", "1oo", "1oo-15o"): the digits meant. Only a
 * token that starts with a digit and holds nothing but digits, o's and a number's joiners.
 */
const zeroesTyped = (token: string): string | undefined =>
  /^\d[\do]*(?:[-,.]\d[\do]*)*k?$/.test(token) && token.includes('o') ? token.replace(/o/g, '0') : undefined;

/** One-letter shorthand ("u got any", "r u", "black n white") only before a word, after a word or nothing: "size n" stays. */
const shorthandFits = (word: string, previous: string | undefined, next: string | undefined): boolean =>
  word.length > 1 || (next !== undefined && /^[a-z@]/.test(next) && (previous === undefined || /^[a-z]/.test(previous)));

/** Words a place follows on a trip, and words that say the message is about one. */
const PLACE_CUES = new Set(['to', 'in', 'visit', 'visiting']);
const TRAVEL = /\b(?:trip|travel\w*|fly\w*|flight|going|heading|holiday|vacation|visit\w*|pack\w*|off to|away|weekend|city break)\b/;

/**
 * A place misspelt where a trip names its place ("a trip to pari", "packing for a week in lisbn"): the
 * planner's place one edit away before a vocabulary word ("pari" is Paris, not "pair").
 */
const placeAfterCue = (word: string, previous: string | undefined, text: string, speller: Speller): string | undefined => {
  if (!speller.placeTargets || previous === undefined || !PLACE_CUES.has(previous) || word.length < 4 || !TRAVEL.test(text)) return undefined;
  // One edit only: a name two edits from a city ("atlantis") is a place the planner does not know, for it to say so.
  return nearestOf(word, speller.placeTargets, 1);
};

/** Words a verb's object opens with. */
const OBJECT_START = new Set(['my', 'the', 'all', 'everything', 'it', 'them', 'this', 'that', 'these', 'those', 'her', 'him', 'every', 'out']);
/** Words that may come before a request's verb ("please clear", "can you clear"). */
const BEFORE_VERB = new Set(['please', 'pls', 'plz', 'can', 'could', 'would', 'you', 'u', 'just', 'now', 'ok', 'okay', 'and', 'then', 'also', 'so']);
let verbTargets: Map<number, string[]> | null = null;

/**
 * Where a request opens, a verb of the app wins a tie: "cleer my dressing room" is clear, not clever (both one
 * edit away). Only when the verb is as near as the vocabulary's nearest word.
 */
const verbOpening = (word: string, previous: string | undefined, next: string | undefined, speller: Speller): string | undefined => {
  // Only before the verb's object ("cleer my …", "cleer everything"): "blck boots" is a colour, not "block".
  if ((previous !== undefined && !BEFORE_VERB.has(previous)) || next === undefined || !OBJECT_START.has(next)) return undefined;
  verbTargets ??= byLength([...CLAUSE_STARTS].filter((w) => /^[a-z]{4,}$/.test(w)), 4);
  const verb = word.length >= 4 ? nearestOf(word, verbTargets, editsAllowed(word)) : undefined;
  if (!verb) return undefined;
  const other = vocabularyOrName(word, speller);
  return !other || editDistance(word, verb, 3) <= editDistance(word, other, 3) ? verb : undefined;
};

/** Where each token of the input sits in the corrected text. */
export interface Aligned { from: number; to: number; cFrom: number; cTo: number }

/** Corrects one lower-cased text: each unknown word replaced, with where every token went. */
/**
 * Whether the word at [start, end) was written with a capital inside a sentence: a name (a place, a person, a shop). A
 * sentence's first word carries a capital whatever it is, so it proves nothing.
 */
const namedInCapitals = (written: string, start: number, end: number): boolean => {
  const word = written.slice(start, end);
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  const before = written.slice(0, start).trimEnd();
  return before.length > 0 && !/[.!?:;\n]$/.test(before);
};

export const correctSpelling = (text: string, speller: Speller, written?: string): { text: string; aligned: Aligned[] } => {
  const tokens = tokenize(text);
  const aligned: Aligned[] = [];
  let out = '';
  let at = 0;
  tokens.forEach((token, i) => {
    const word = token.text;
    let replacement: string | undefined;
    const apart = isWord(word) && !/^[a-z]+$/.test(word) ? DIGIT_SHORTHAND[word] ?? zeroesTyped(word) ?? unjoined(word, speller) : undefined;
    if (apart) replacement = apart;
    else if (isWord(word) && /^[a-z]+$/.test(word)) {
      const [previous, next] = [tokens[i - 1]?.text, tokens[i + 1]?.text];
      const confusable = CONFUSABLE_FORMS.find(([typed, , before, notAfter, notBefore]) => typed === word
        && (before.length === 0 || (next !== undefined && before.includes(next))) && !(previous !== undefined && notAfter?.includes(previous))
        && !(next !== undefined && notBefore?.includes(next)));
      if (confusable) replacement = confusable[1];
      // "pop it in my bag": the shop's bag is its cart, read as the word every reader knows for it.
      else if (word === 'bag' && isShoppingBag(tokens.map((t) => t.text), i)) replacement = 'basket';
      else if (APOSTROPHES[word]) replacement = APOSTROPHES[word];
      // "wats in my cart": shorthand for a word that takes a contracted "is" ("wat" → what), with its "s".
      else if (word.endsWith('s') && CONTRACTING.has(SHORTHAND[word.slice(0, -1)] ?? '')) replacement = `${SHORTHAND[word.slice(0, -1)]}'s`;
      else if (SHORTHAND[word] && !speller.vocabulary.has(word) && shorthandFits(word, previous, next)) replacement = SHORTHAND[word];
      // "cheapish", "cheap-ish" (below), "beigeish": the vocabulary word with a hedge the readers need not hear.
      else if (hedgeOf(word, speller)) replacement = hedgeOf(word, speller);
      // A word she capitalised inside a sentence ("a week in Chania") is a name: never put right into a garment or a common word.
      else if (written !== undefined && namedInCapitals(written, token.start, token.end)) replacement = undefined;
      else if (!isKnown(word, speller)) {
        replacement = placeAfterCue(word, previous, text, speller) ?? verbOpening(word, previous, next, speller) ?? speller.joinedNames.get(word) ?? vocabularyOrName(word, speller) ?? (word.length >= 7 ? splitJoined(word, speller) : undefined);
        // A typo put right may land on a word typed for another: "sho me" → "shoe me" → "show me".
        const landed = replacement && CONFUSABLE_FORMS.find(([typed, , before]) => typed === replacement && before.length > 0 && next !== undefined && before.includes(next));
        if (landed) replacement = landed[1];
      }
    }
    out += text.slice(at, token.start);
    const cFrom = out.length;
    out += replacement ?? word;
    aligned.push({ from: token.start, to: token.end, cFrom, cTo: out.length });
    at = token.end;
  });
  return { text: out + text.slice(at), aligned };
};
