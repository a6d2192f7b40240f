/**
 * Which way a clause changes an account, from a table of verb phrases rather than a fixed list of
 * words: each phrase is a few word stems with room for the account between them ("put … on hold",
 * "take a break from", "bring … back"), matched on word stems so "paused", "pausing" and "pauses"
 * read as "pause". Spelling is corrected before this (the NLU layer, with ACCOUNT_VERB_WORDS in its
 * vocabulary), so "unpasue" arrives as "unpause". Handles are taken out first by the caller. Pure.
 */

import { labelAt } from '../../nlu/index.js';

export type AccountVerb = 'deactivate' | 'reactivate' | 'remove' | 'follow';

/** `…` is a gap of up to three words (the account, "my", "for now"). Longer phrases are tried first. */
const PHRASES: Readonly<Record<AccountVerb, readonly string[]>> = {
  reactivate: [
    'unpause', 'unmute', 'unsnooze', 'unhide', 'unarchive', 'resume', 'reactivate', 're-activate', 'enable', 'restore', 'reinstate',
    'put … back', 'bring … back', 'have … back', 'want … back', 'turn … back on', 'switch … back on', 'turn … on', 'switch … on',
    'active again', 'make … active', 'make … again active', 'activate … again', 'come back on', 'can come back', 'back again',
    'take … off hold', 'take … off pause', 'take … off mute', 'off hold', 'off pause', 'start showing … again', 'back on', 'welcome … back', 'let … back',
    'reconnect', 're-connect',
  ],
  deactivate: [
    'pause', 'mute', 'snooze', 'silence', 'deactivate', 'disable', 'archive', 'freeze', 'suspend',
    'put … on hold', 'put … on pause', 'put … on ice', 'on hold', 'on pause', 'on mute', 'on ice', 'take a break from', 'have a break from', 'need a break from',
    'want a break from', 'break from', 'give … a rest', 'give … a break', 'turn … off', 'switch … off', 'hold off on',
    'done with', 'had enough of', 'fed up with', 'over', 'see less of', 'less of',
  ],
  remove: [
    'unfollow', 'stop follow', 'stop to follow', 'stop … follow', 'quit follow', 'no longer follow', 'remove', 'delete', 'drop', 'ditch', 'unsubscribe from', 'take … off', 'take … out of',
    'get rid of', 'cut', 'kick … off', 'lose', 'disconnect', 'unlink',
    "don't want to follow", 'do not want to follow', "don't wanna follow", 'not want to follow', 'not follow … anymore', 'not follow … any more',
  ],
  follow: ['follow', 'start follow', 'subscribe to', 'keep up with', 'add', 'connect', 'import', 'see more of', 'see more from', 'more from', 'more of',
    'link', 'sync', 'hook … up', 'hook up'],
};

/** A source's state, as asked about ("which shops are connected?"): spelt right before it is read. */
const SOURCE_STATES = ['connected', 'disconnected', 'linked', 'synced'];

/** Every word of the table, for the spelling corrector's vocabulary. */
export const ACCOUNT_VERB_WORDS: readonly string[] = [
  ...new Set([...Object.values(PHRASES).flat(), ...SOURCE_STATES].flatMap((p) => p.split(/[\s…-]+/)).filter((w) => /^[a-z]{4,}$/.test(w))),
];

/** A word's stem for matching: "paused"/"pausing"/"pauses" → "pause", "following" → "follow". */
const stem = (word: string): string => {
  const w = word.toLowerCase();
  for (const [end, put] of [['ing', ''], ['ed', ''], ['es', ''], ['s', '']] as const) {
    // "muted", "hid…": a short verb's past keeps three letters of stem.
    if (w.length > end.length + (end === 'ed' ? 2 : 3) && w.endsWith(end)) return w.slice(0, -end.length) + put;
  }
  return w;
};
/** The stem with a final "e" dropped, so "pause" and "paus(ed)" meet. */
const key = (word: string) => stem(word).replace(/e$/, '');

interface Compiled { verb: AccountVerb; parts: string[][]; length: number }

const COMPILED: Compiled[] = (Object.entries(PHRASES) as [AccountVerb, readonly string[]][])
  .flatMap(([verb, phrases]) => phrases.map((p) => ({ verb, parts: p.split('…').map((s) => s.trim().split(/\s+/).filter(Boolean).map(key)), length: p.length })))
  .sort((a, b) => b.length - a.length);

const GAP = 3;

/** Where the words `part` start at or after `from` (within `gap` words when given), or -1. */
const find = (keys: string[], part: string[], from: number, gap: number | null): number => {
  const last = gap === null ? keys.length - part.length : Math.min(keys.length - part.length, from + gap);
  for (let i = from; i <= last; i++) if (part.every((k, j) => keys[i + j] === k)) return i;
  return -1;
};

/**
 * "pause her over the summer, I'll want her back in October": a return said for later is when the pause
 * ends, not a change now (no tool schedules one), so the pause is the change.
 */
const LATER = /\b(?:i'll|i will|will|i'd|later|after|afterwards|once|until|till|when|next)\b/;

/**
 * An end in sight: "for some time", "until autumn", "while I'm on holiday", "for the time being", "not forever". A
 * closed class of bounding words; what follows them (a season, a date, a trip) needs no reading.
 */
const FOR_A_TIME = /\b(?:until|till|til|unt?ill?|(?<!\ba )while|whilst|during|meanwhile|temporar\w*|for (?:now|a (?:while|bit|time|little|moment|few|couple|week|month|season)|some (?:time|days|weeks|months)|the (?:time being|moment|summer|winter|holidays?|season|weekend|week|month)|(?:a |two |three |\d+ )?(?:days|weeks|months))|not (?:for ?ever|permanent\w*|for good|definitive\w*)|over the (?:summer|winter|holidays?)|(?:this|the) (?:summer|winter) only)\b/;

/** A change said with an end in sight ("until autumn", "for the time being"): a pause of an account, never less of it. */
export const forATime = (plain: string): boolean => FOR_A_TIME.test(plain.toLowerCase());

/** A length of time said with no bounding word: "a whole week", "10 days", "another couple of weeks". */
const SPAN = /\b(?:a|an|one|two|three|four|five|six|\d+|another|a few|a couple(?: of)?)\s+(?:(?:more|whole|full|extra)\s+)?(?:days?|weeks?|months?|fortnight)\b/;

/**
 * A time said for a pause already made ("actually make it a whole week", "just until next month"): a bounding word, or
 * a bare length, which alone says nothing of a change but right after a pause can only be its length.
 */
export const pauseLengthSaid = (plain: string): boolean => forATime(plain) || SPAN.test(plain.toLowerCase());

/**
 * "stop Lena until autumn", "stop her for a bit": "stop" before an account, when nothing else in the table says the change.
 * Not before another verb ("stop showing me …": that verb says what stops) nor before what is no account ("stop it").
 */
const stopAt = (words: string[], keys: string[]): Said | null => {
  const at = keys.indexOf('stop');
  const next = words[at + 1];
  if (at < 0 || !next || /ing$/.test(next) || NOT_AN_ACCOUNT.has(next) || NEGATING.has(keys[at - 1] ?? '')) return null;
  return { verb: 'remove', at, object: at + 1 };
};
const NOT_AN_ACCOUNT = new Set(['it', 'that', 'this', 'there', 'now', 'please', 'pls', 'me', 'us', 'you', 'here', 'doing', 'to', 'asking']);

/** Words that negate the verb right after them: "not unfollow, just pause her", "I meant pause her, not follow". */
const NEGATING = new Set(['not', "don't", 'dont', 'never', 'no']);

interface Said { verb: AccountVerb; at: number; /** Where the words it acts on start: its gap ("turn cos off"), else right after it. */ object: number }

/**
 * The account change the words say, and the word it starts at. A verb negated by the word before it gives way to
 * one that is not ("not unfollow, just pause her" pauses); a negated verb alone is still returned, for the caller
 * to read the negation.
 */
const saidIn = (words: string[]): Said | null => {
  const keys = words.map(key);
  const verb = verbIn(keys, COMPILED) ?? stopAt(words, keys);
  // "stop following Lena for some time, not forever", "drop her while I'm on holiday": a stop with an end in sight is a pause.
  if (verb?.verb === 'remove' && !NEGATING.has(keys[verb.at - 1] ?? '') && FOR_A_TIME.test(words.join(' '))) return { ...verb, verb: 'deactivate' };
  if (verb?.verb === 'reactivate' && LATER.test(words.join(' '))) {
    const pause = verbIn(keys, COMPILED.filter((c) => c.verb === 'deactivate'));
    // "turn her back on, I muted her when it got warm, it's freezing now": a pause told in the past, or after the return
    // asked first, is why she asks, not what to do now.
    if (pause && pause.at < verb.at && !/ed$/.test(words[pause.at] ?? '')) return pause;
  }
  return verb;
};

const wordsOf = (plain: string) => plain.toLowerCase().split(/[^a-z'-]+/).filter(Boolean);

/** The account change the words say, or null. A negated verb ("don't unfollow") is the caller's to read. */
export const accountVerb = (plain: string): AccountVerb | null => saidIn(wordsOf(plain))?.verb ?? null;

/** Words that stand before an account's name, or for it, and are never one ("my", "her", "everyone"): a closed class. */
const NOT_A_NAME = new Set(['my', 'the', 'a', 'an', 'this', 'that', 'these', 'those', 'her', 'him', 'them', 'it', 'me', 'us', 'you', 'his', 'their', 'our',
  'everyone', 'everybody', 'all', 'every', 'both', 'each', 'one', 'ones', 'someone', 'anyone', 'nobody', 'none', 'everything', 'anything', 'something', 'nothing',
  'as', 'to', 'from', 'for', 'of', 'on', 'off', 'in', 'and', 'or', 'please', 'pls', 'now', 'again', 'back', 'source', 'sources', 'account', 'accounts',
  'again', 'too', 'also', 'then', 'there', 'here', 'what', 'who', 'which', 'more', 'less']);

/**
 * The one word an account verb acts on when it is no known account ("connect zara as a source", "turn off cos"): the
 * word in its gap or right after it, never a pronoun, determiner or quantifier. Null when none.
 */
export const accountObjectIn = (plain: string): string | null => accountObjectsIn(plain)[0] ?? null;

const NAME_SHAPE = /^[a-z0-9](?:[a-z0-9._]{0,28}[a-z0-9_])?$/;
const isName = (word: string | undefined): word is string => word !== undefined && !NOT_A_NAME.has(word) && NAME_SHAPE.test(word);

/**
 * Every account an account verb acts on when none is a known account: its object and the names coordinated with it
 * ("add Zara and COS", "connect mango, arket & cos"), or the name before "source" ("the arket source can come back on").
 */
export const accountObjectsIn = (plain: string): string[] => objectsOf(plain).names;

/** The accounts an account verb acts on are shops of the label table ("pause cos and zara"): style sources. */
export const shopsNamed = (plain: string): boolean => objectsOf(plain).shop;

const objectsOf = (plain: string): { names: string[]; shop: boolean } => {
  // Commas and ampersands kept as words of their own: they join names.
  const words = plain.toLowerCase().match(/[a-z0-9._'-]+|[,&]/g) ?? [];
  const said = saidIn(words.map((w) => w.replace(/[^a-z'-]/g, '') || w));
  if (!said) return { names: [], shop: false };
  // "sync my zara account": a shop may stand after "my" or "the".
  const at = OWNING.has(words[said.object] ?? '') && shopAt(words, said.object + 1) ? said.object + 1 : said.object;
  const shop = shopAt(words, at);
  if (shop) return { names: [shop.name, ...namesAfter(words, at + shop.length - 1)], shop: true };
  // "mango off for the moment", "I added cos last year, please unlink it": a shop said first, its verb after it with no name
  // or only a pronoun for it.
  // Not "my levis … take them off my list": a shop's name after "my" is a piece she owns.
  const before = words.slice(0, said.at).findIndex((_, i) => shopAt(words, i) && !POSSESSIVE.has(words[i - 1] ?? ''));
  const first = before >= 0 ? shopAt(words, before)! : null;
  if (first && (FOR_IT.has(words[said.object] ?? '') || !words.slice(said.object).some(isName))) {
    return { names: [first.name, ...namesAfter(words, before + first.length - 1)], shop: true };
  }
  const object = words[said.object];
  if (!isName(object)) {
    const named = words.findIndex((w, i) => /^sources?$/.test(w) && isName(words[i - 1]) && words[i - 1] !== 'style');
    return { names: named > 0 ? [words[named - 1]!] : [], shop: false };
  }
  return { names: [object, ...namesAfter(words, said.object)], shop: false };
};

/** The names coordinated after the word at `last` ("zara, mango & cos", "cos and massimo dutti"). */
const namesAfter = (words: readonly string[], last: number): string[] => {
  const names: string[] = [];
  for (let i = last + 1; i + 1 < words.length && /^(?:,|&|and|plus)$/.test(words[i]!); i += 2) {
    if (words[i + 1] === 'and') i++;
    const shop = shopAt(words, i + 1);
    if (shop) {
      names.push(shop.name);
      i += shop.length - 1;
      continue;
    }
    const next = words[i + 1];
    if (!isName(next)) break;
    names.push(next);
  }
  return names;
};

/**
 * A shop named where an account verb acts ("connect massimo dutti", "turn & other stories off"): a fashion label of the
 * NLU layer's table, whatever English makes of its words ("cos", "mango"), as the one word a source's handle is.
 */
const shopAt = (words: readonly string[], i: number): { name: string; length: number } | null => {
  const label = labelAt(words, i);
  return label ? { name: label.name.replace(/[^a-z0-9._]/g, ''), length: label.length } : null;
};

/** Pronouns that stand for a shop named before them. */
const FOR_IT = new Set(['it', 'them', 'that', 'this']);

/** Words that make the name after them a piece owned, not a shop. */
const POSSESSIVE = new Set(['my', 'our', 'her', 'his', 'their', 'your']);

/** Words that may stand between a verb and the shop it acts on. */
const OWNING = new Set(['my', 'the', 'our']);

/** Verbs only a style source takes: a shop is connected or synced, an influencer followed. */
const SOURCE_ONLY = new Set(['connect', 'disconnect', 'reconnect', 're-connect', 'link', 'unlink', 'sync', 'hook'].map(key));

/** The clause's account verb is one only a style source takes ("disconnect cos", "hook arket up"). */
export const sourceVerbSaid = (plain: string): boolean => {
  const words = wordsOf(plain);
  const said = saidIn(words);
  return said !== null && SOURCE_ONLY.has(key(words[said.at] ?? ''));
};


/** The shopper as the subject: "I paused", "I've already unfollowed", "we will resume". */
const FIRST_PERSON = new Set(['i', 'we', "i've", "we've", "i'd", 'have', 'had', 'already', 'just', 'recently', 'accidentally', 'once']);
/** Asking how right before the verb: "how do I", "how can I", "how I", "how to". */
const HOW_TO = /(?:^|\s)how (?:(?:do|can|could|would|will|should|shall|does) (?:i|we|one|you)|i|to)$/;
/** The shopper's own plan right before the verb, an adverb allowed between: "I'll probably resume her". */
const OWN_PLAN = /(?:^|\s)(?:i'll|ill|we'll|i will|we will|(?:i'm|im|i am|we're|we are) (?:going to|gonna)|i might|i may)(?:\s[a-z]+ly)?$/;

/**
 * "I paused Oslo Knits a while back", "I will resume her after the summer": the account change is told as done by
 * the shopper, or as the shopper's own plan, so there is nothing to change now. Only the change the clause says
 * counts: "resume camille, I paused her by accident" resumes.
 */
export const accountChangeNotNow = (plain: string): boolean => {
  const words = wordsOf(plain);
  const said = saidIn(words);
  if (!said) return false;
  const before = words[said.at - 1] ?? '';
  // "I already follow her": a state told, as much as "I followed her".
  const told = FIRST_PERSON.has(before) && (/[^e]ed$/.test(words[said.at] ?? '') || before === 'already');
  const leading = words.slice(Math.max(0, said.at - 4), said.at).join(' ');
  // "how do I make her active again?": asking how is no change asked for.
  return told || OWN_PLAN.test(leading) || HOW_TO.test(leading);
};

const verbIn = (keys: string[], compiled: readonly Compiled[]): Said | null => {
  let negated: Said | null = null;
  for (const c of compiled) {
    let at = find(keys, c.parts[0]!, 0, null);
    while (at >= 0) {
      let next = at + c.parts[0]!.length;
      let ok = true;
      let gap: number | undefined;
      for (const part of c.parts.slice(1)) {
        const found = find(keys, part, next, GAP);
        if (found < 0) { ok = false; break; }
        if (found > next) gap ??= next;
        next = found + part.length;
      }
      const object = gap ?? next;
      if (ok && !NEGATING.has(keys[at - 1] ?? '')) return { verb: c.verb, at, object };
      if (ok) negated ??= { verb: c.verb, at, object };
      at = find(keys, c.parts[0]!, at + 1, null);
    }
  }
  return negated;
};
