/**
 * Which way a clause changes an account, from a table of verb phrases rather than a fixed list of
 * words: each phrase is a few word stems with room for the account between them ("put … on hold",
 * "take a break from", "bring … back"), matched on word stems so "paused", "pausing" and "pauses"
 * read as "pause". Spelling is corrected before this (the NLU layer, with ACCOUNT_VERB_WORDS in its
 * vocabulary), so "unpasue" arrives as "unpause". Handles are taken out first by the caller. Pure.
 */

export type AccountVerb = 'deactivate' | 'reactivate' | 'remove' | 'follow';

/** `…` is a gap of up to three words (the account, "my", "for now"). Longer phrases are tried first. */
const PHRASES: Readonly<Record<AccountVerb, readonly string[]>> = {
  reactivate: [
    'unpause', 'unmute', 'unsnooze', 'unhide', 'unarchive', 'resume', 'reactivate', 're-activate', 'enable', 'restore', 'reinstate',
    'put … back', 'bring … back', 'have … back', 'want … back', 'turn … back on', 'switch … back on', 'turn … on', 'switch … on',
    'take … off hold', 'take … off pause', 'take … off mute', 'off hold', 'off pause', 'start showing … again', 'back on', 'welcome … back', 'let … back',
  ],
  deactivate: [
    'pause', 'mute', 'snooze', 'silence', 'deactivate', 'disable', 'archive', 'freeze', 'suspend',
    'put … on hold', 'put … on pause', 'put … on ice', 'on hold', 'take a break from', 'have a break from', 'need a break from',
    'want a break from', 'break from', 'give … a rest', 'give … a break', 'turn … off', 'switch … off', 'hold off on',
    'done with', 'had enough of', 'fed up with', 'over', 'see less of', 'less of',
  ],
  remove: [
    'unfollow', 'stop follow', 'quit follow', 'no longer follow', 'remove', 'delete', 'drop', 'ditch', 'unsubscribe from', 'take … off', 'take … out of',
    'get rid of', 'cut', 'kick … off', 'lose',
    "don't want to follow", 'do not want to follow', "don't wanna follow", 'not want to follow', 'not follow … anymore', 'not follow … any more',
  ],
  follow: ['follow', 'start follow', 'subscribe to', 'keep up with', 'add', 'see more of', 'see more from', 'more from', 'more of'],
};

/** Every word of the table, for the spelling corrector's vocabulary. */
export const ACCOUNT_VERB_WORDS: readonly string[] = [
  ...new Set(Object.values(PHRASES).flat().flatMap((p) => p.split(/[\s…-]+/)).filter((w) => /^[a-z]{4,}$/.test(w))),
];

/** A word's stem for matching: "paused"/"pausing"/"pauses" → "pause", "following" → "follow". */
const stem = (word: string): string => {
  const w = word.toLowerCase();
  for (const [end, put] of [['ing', ''], ['ed', ''], ['es', ''], ['s', '']] as const) {
    if (w.length > end.length + 3 && w.endsWith(end)) return w.slice(0, -end.length) + put;
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

/** The account change the words say, or null. A negated verb ("don't unfollow") is the caller's to read. */
export const accountVerb = (plain: string): AccountVerb | null => {
  const keys = plain.toLowerCase().split(/[^a-z'-]+/).filter(Boolean).map(key);
  const verb = verbIn(keys, COMPILED);
  return verb === 'reactivate' && LATER.test(plain.toLowerCase()) && verbIn(keys, COMPILED.filter((c) => c.verb === 'deactivate')) ? 'deactivate' : verb;
};

const verbIn = (keys: string[], compiled: readonly Compiled[]): AccountVerb | null => {
  for (const c of compiled) {
    let at = find(keys, c.parts[0]!, 0, null);
    while (at >= 0) {
      let next = at + c.parts[0]!.length;
      let ok = true;
      for (const part of c.parts.slice(1)) {
        const found = find(keys, part, next, GAP);
        if (found < 0) { ok = false; break; }
        next = found + part.length;
      }
      if (ok) return c.verb;
      at = find(keys, c.parts[0]!, at + 1, null);
    }
  }
  return null;
};
