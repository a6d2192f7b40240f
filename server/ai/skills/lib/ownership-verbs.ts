/**
 * A piece the shopper tells of having got ("picked up a camel coat", "was gifted a scarf", "my new
 * boots arrived") or of no longer having ("gave my denim jacket to my sister", "my loafers fell
 * apart"), from tables of verb phrases rather than one pattern per wording. Each phrase names where
 * the piece stands: after the verb (its object: "sold my leather jacket") or before it (its subject:
 * "the grey coat got ruined"). The verb's forms come from compromise's conjugation (a regular "-ed"
 * where it knows none), so "buy" gives "bought", "pick up" gives "picked up", "throw out" gives
 * "threw out" and "thrown out". A phrase only counts with a piece where it says: "I've got
 * nothing to wear" names no piece after "got", so it is no purchase. An amount had ("I've got 90 quid for
 * trainers") is a budget: `statesBudget` (purchase.ts) says so, the one rule for it. Pure.
 */
import nlp from 'compromise';

export type Ownership = 'got' | 'gone';
type Side = 'after' | 'before';

interface Entry {
  /** The phrase: its first word is the verb to conjugate (unless `literal`); `…` is a gap of a few words. */
  phrase: string;
  side: Side;
  /** Which forms count: past only (a purchase is told, "return my shirt" is no removal), or any (an imperative "donate my coat" too). */
  forms: 'past' | 'any';
  literal?: boolean;
}

const got = (side: Side, ...phrases: string[]): Entry[] => phrases.map((phrase) => ({ phrase, side, forms: 'past' as const }));
const gone = (side: Side, forms: 'past' | 'any', ...phrases: string[]): Entry[] => phrases.map((phrase) => ({ phrase, side, forms }));
const literal = (entries: Entry[]): Entry[] => entries.map((e) => ({ ...e, literal: true }));

/** Getting a piece: bought, found, given. */
const GOT: Entry[] = [
  ...got('after',
    'buy', 'purchase', 'get', 'pick up', 'pick … up', 'order', 'grab', 'score', 'snag', 'thrift', 'receive', 'find', 'splurge on',
    'splash out on', 'treat myself to', 'treat me to', 'invest in', 'inherit', 'nab', 'land', 'bag', 'cop', 'come home with',
    'come back with', 'come back from … with', 'come home from … with',
    'walk out with', 'walk away with', 'bring home', 'add',
    // Money spent on a piece not yet the shopper's ("spent 45 on a skirt"; "paid 200 for my coat" corrects an owned one's price).
    'spend … on a', 'spend … on an', 'spend … on some', 'spend … on the', 'spend … on new', 'spend … on two',
    'pay … for a', 'pay … for an', 'pay … for some', 'pay … for the', 'pay … for new', 'pay … for two', 'acquire', 'rent', 'borrow', 'win', 'swap … for', 'trade … for',
    'give me', 'buy me', 'get me', 'send me', 'gift me', 'make me', 'knit me', 'hand … down to me', 'hand down … to me', 'hand me down',
    'pass … on to me', 'pass on … to me', 'pass … down to me', 'pass down … to me', 'give … to me', 'lend me', 'lend … to me'),
  ...literal(got('after',
    'was gifted', 'were gifted', 'been gifted', 'got gifted', 'was given', 'were given', 'been given', 'got given', 'was sent',
    'got sent', 'was bought', 'got bought', 'new purchase', 'new buy', 'latest purchase', 'latest buy', 'new in', 'just in',
    'i now own', 'i now have', "i've now got", 'now i own', 'now i have', 'proud owner of', 'owner of', 'a gift from', 'a present from',
    // "I've just come back from the shops with …": compromise gives "come" no participle of its own.
    'come back with', 'come back from … with', 'come home with', 'come home from … with',
    // An order told of as come, with its lines after: "Just arrived!! Order 4471: gold hoops", "my parcel came: a red dress".
    'arrived … order', 'delivered … order', 'came … order', 'order arrived', 'order has arrived', 'order came', 'order was delivered',
    'order got delivered', 'parcel arrived', 'parcel came', 'package arrived', 'package came')),
  ...got('before', 'arrive', 'come', 'come in', 'turn up', 'land', 'show up'),
  ...literal(got('before', 'a gift from', 'a present from', 'was delivered', 'got delivered', 'were delivered', 'has been delivered', 'have been delivered', 'is mine', 'are mine')),
];

/** Parting with a piece: given away, sold, binned, worn out. */
const GONE: Entry[] = [
  ...gone('after', 'any',
    'give away', 'give … away', 'donate', 'sell', 'throw out', 'throw … out', 'throw away', 'throw … away', 'bin', 'toss', 'toss out',
    'chuck', 'chuck out', 'chuck … out', 'chuck away', 'ditch', 'get rid of', 'part with', 'recycle', 'pass on', 'pass … on',
    'hand down', 'hand … down', 'hand on', 'clear out', 'declutter', 'trade in', 'trade … in', 'dump', 'offload', 'unload', 'say goodbye to',
    'let go of', 'let … go'),
  ...gone('after', 'past', 'lose', 'return', 'send back', 'send … back', 'take back', 'take … back', 'give', 'wreck', 'ruin', 'destroy',
    'outgrow', 'wear out', 'wear … out', 'chew', 'chew up', 'eat', 'stain', 'burn', 'shred'),
  ...literal(gone('after', 'any',
    'no longer have', 'no longer own', "don't have … anymore", "don't have … any more", "don't own … anymore", "don't own … any more",
    'do not have … anymore', 'do not have … any more', 'do not own … anymore', 'do not own … any more', "haven't got … anymore",
    "haven't got … any more", 'not got … anymore', "i'm done with", 'done with')),
  ...gone('before', 'past', 'go back', 'go back to the shop', 'fall apart', 'fall to bits', 'fall to pieces', 'wear out', 'wear through', 'break', 'rip', 'tear', 'shrink',
    'die', 'disintegrate', 'go to charity', 'go to the charity shop', 'go to a friend', 'go to my sister', 'go in the bin'),
  ...literal(gone('before', 'any',
    'got ruined', 'was ruined', 'is ruined', 'are ruined', 'got stolen', 'was stolen', 'were stolen', 'got lost', 'is lost', 'was lost',
    'is gone', 'are gone', 'has gone', 'have gone', 'got destroyed', 'was destroyed', 'is worn out', 'are worn out', 'got wrecked',
    'is beyond repair', 'are beyond repair', 'no longer fits', 'no longer fit', "doesn't fit anymore", "doesn't fit any more",
    "don't fit anymore", "don't fit any more", "doesn't fit … anymore", "doesn't fit … any more", "don't fit … anymore", "don't fit … any more",
    'got damaged', 'is damaged', 'has holes', 'has a hole', 'is falling apart',
    // Someone else's now: "my sister took my scarf and it's hers now", "the jacket is no longer mine".
    'is hers', "it's hers", 'are hers', "they're hers", 'is his', "it's his", 'are his', "they're his", 'is theirs', "it's theirs",
    'no longer mine', 'not mine anymore', 'not mine any more', "isn't mine", "aren't mine", 'belongs to her', 'belongs to him',
    'are falling apart', 'is sold', 'got sold', 'was sold', 'got binned', 'was binned', 'got donated', 'was donated')),
];

/** A regular past for a verb compromise cannot conjugate ("snag" → "snagged", "thrift" → "thrifted", "rip" → "ripped"). */
const regularPast = (verb: string) =>
  verb.endsWith('e') ? `${verb}d` : /[^aeiou][aeiou][bgpnt]$/.test(verb) && verb.length <= 4 ? `${verb}${verb.at(-1)}ed` : `${verb}ed`;

/** The forms of a verb a phrase may start with; `told`: a past form (told of), else an imperative, a plan or a present. */
const formsOf = (verb: string, which: 'past' | 'any'): { form: string; told: boolean }[] => {
  const c = nlp(verb).verbs().conjugate()[0] as Record<string, string | undefined> | undefined;
  const past = !c?.PastTense || c.PastTense === verb ? regularPast(verb) : c.PastTense;
  const pasts = [...new Set([past, c?.Participle ?? past, ...(c?.PastTense === verb ? [verb] : [])])].map((form) => ({ form, told: true }));
  if (which === 'past') return pasts;
  const others = [verb, c?.PresentTense ?? `${verb}s`, c?.Gerund ?? `${verb}ing`].filter((f) => !pasts.some((p) => p.form === f));
  return [...pasts, ...[...new Set(others)].map((form) => ({ form, told: false }))];
};

interface Compiled { own: Ownership; side: Side; parts: string[][]; length: number; told: boolean }

const words = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").split(/[^a-z']+/).filter(Boolean);

let compiled: Compiled[] | null = null;
const COMPILED = (): Compiled[] =>
  (compiled ??= ([['got', GOT], ['gone', GONE]] as const).flatMap(([own, entries]) => entries.flatMap((e) => {
    const [head, ...rest] = e.phrase.split(' ');
    const heads = e.literal ? [{ form: head!, told: true }] : formsOf(head!, e.forms);
    return heads.map(({ form, told }) => {
      const phrase = [form, ...rest].join(' ');
      return { own, side: e.side, parts: phrase.split('…').map((p) => words(p)), length: phrase.length, told };
    });
  })).sort((a, b) => b.length - a.length));


const GAP = 5;
/** Words that, just before the verb, deny it: "didn't buy", "never sold", "haven't returned". */
const DENIED = new Set(['not', "didn't", 'didnt', 'never', "haven't", 'havent', "hasn't", "won't", "wouldn't", "can't", 'cannot', "shouldn't", "don't", 'dont', 'without']);
/** Words that make the verb a wish or a plan, not a telling: "want to buy", "going to sell", "should I return". */
/**
 * Before a verb that is not a past form ("donate", "getting rid of"), only words of asking the
 * stylist or of the shopper's own doing: "can you bin my old trainers", "I'm donating my jeans" —
 * never "do you sell black boots?".
 */
const OWN_DOING = new Set(['please', 'pls', 'just', 'so', 'ok', 'okay', 'now', 'then', 'and', "i'm", 'im', 'i', 'am', 'want', 'wanna', 'to', 'going',
  'gonna', 'decided', 'will', "i'll", "let's", 'can', 'could', 'you', 'finally', 'also', 'need', 'have', 'hey']);
const NOT_DONE = new Set(['want', 'wanna', 'wanted', 'would', "i'd", 'to', 'should', 'might', 'could', 'will', "i'll", 'planning', 'thinking', 'may', 'if', 'before', 'when', 'where', 'how']);

export interface OwnershipMatch {
  own: Ownership;
  side: Side;
  /** The words of the clause (lower case) and the piece's span among them. */
  words: string[];
  piece: { from: number; to: number };
}

const find = (keys: readonly string[], part: readonly string[], from: number, last: number): number => {
  for (let i = from; i <= Math.min(last, keys.length - part.length); i++) if (part.every((k, j) => keys[i + j] === k)) return i;
  return -1;
};

/**
 * Where a piece is got or gone in the clause, or null. `isPiece` says whether a word names a piece
 * (a garment or category word); the piece must stand where the phrase says, before any other verb
 * phrase's turn.
 */
export const ownershipIn = (text: string, isPiece: (word: string) => boolean): OwnershipMatch | null => {
  const keys = words(text);
  const pieceAt = keys.map(isPiece);
  const present = new Set(keys);
  for (const c of COMPILED()) {
    // A phrase whose first word the clause lacks cannot start anywhere in it.
    const first = c.parts[0]![0];
    if (first !== undefined && !present.has(first)) continue;
    let at = find(keys, c.parts[0]!, 0, keys.length);
    while (at >= 0) {
      let next = at + c.parts[0]!.length;
      let ok = true;
      for (const part of c.parts.slice(1)) {
        const found = find(keys, part, next, next + GAP);
        if (found < 0) { ok = false; break; }
        next = found + part.length;
      }
      const before = keys.slice(Math.max(0, at - 2), at);
      const denied = before.some((w) => DENIED.has(w)) || (c.own === 'got' && before.some((w) => NOT_DONE.has(w)))
        || (!c.told && !keys.slice(0, at).every((w) => OWN_DOING.has(w)));
      if (ok && !denied) {
        const piece = c.side === 'after' ? pieceAfter(pieceAt, at + c.parts[0]!.length, keys) : pieceBefore(pieceAt, at, keys);
        if (piece) return { own: c.own, side: c.side, words: keys, piece };
      }
      at = find(keys, c.parts[0]!, at + 1, keys.length);
    }
  }
  return null;
};

/** Words a piece's name does not hold. */
const NOT_NAME = new Set([
  'a', 'an', 'the', 'my', 'our', 'her', 'his', 'their', 'your', 'some', 'this', 'that', 'these', 'those', 'of', 'pair', 'pairs', 'new',
  'old', 'great', 'gorgeous', 'lovely', 'nice', 'cute', 'amazing', 'beautiful', 'stunning', 'perfect', 'little', 'fab', 'fabulous',
  'really', 'very', 'super', 'brand', 'favourite', 'favorite', 'fave', 'beloved', 'trusty', 'cheap', 'expensive', 'pretty', 'cool',
  'gorgeous', 'another', 'one', 'two', 'three', 'couple', 'few', 'me', 'myself', 'away', 'out', 'up', 'on', 'off', 'down', 'back', 'in',
  'just', 'also', 'finally', 'recently', 'today', 'yesterday', 'i', "i've", 'it', 'them', 'and',
]);

/** A word that may describe a piece in its name: not a determiner, praise or a possessive ("gran's"). */
const describing = (w: string) => !NOT_NAME.has(w) && !/'s$/.test(w);

/** The piece after the verb: the first run of piece words within a few words, with the words that describe it. */
const pieceAfter = (pieceAt: readonly boolean[], from: number, keys: readonly string[]): { from: number; to: number } | null => {
  const limit = Math.min(keys.length, from + 8);
  for (let i = from; i < limit; i++) {
    if (!pieceAt[i]) continue;
    let to = i + 1;
    while (to < keys.length && pieceAt[to]) to++;
    let start = i;
    while (start > from && describing(keys[start - 1]!)) start--;
    return { from: start, to };
  }
  return null;
};

/** The piece before the verb (its subject): the last run of piece words, with up to three words describing it. */
const pieceBefore = (pieceAt: readonly boolean[], at: number, keys: readonly string[]): { from: number; to: number } | null => {
  for (let i = at - 1; i >= 0 && i >= at - 8; i--) {
    if (!pieceAt[i]) continue;
    let start = i;
    // The describing words before it, up to a word no name holds ("my", "the"): "my cream wool jumper".
    while (start > 0 && i - start < 4 && describing(keys[start - 1]!)) start--;
    return { from: start, to: i + 1 };
  }
  return null;
};

/** The first piece a text names, with up to four words describing it ("Black leather ankle boots, size 38" → "black leather ankle boots"). */
export const firstPiece = (text: string, isPiece: (word: string) => boolean): string | null => {
  const keys = words(text);
  const at = keys.findIndex(isPiece);
  if (at < 0) return null;
  let to = at + 1;
  while (to < keys.length && isPiece(keys[to]!)) to++;
  let from = at;
  while (from > 0 && at - from < 4 && describing(keys[from - 1]!)) from--;
  return keys.slice(from, to).join(' ');
};
