/**
 * Influencer handles in a clause, with or without "@", matched against the catalogue's known handles:
 * exactly, without their dots and underscores ("oslo knits" → oslo_knits), one edit away for a long
 * one ("camile.style" → camille.style) or one in each of its parts ("camile.styel"), or by a unique prefix that is no English word ("lena" →
 * lenaminimal; from five letters, one edit off: "camile"). "@…" words that match none are unknown (a valid shape) or invalid (too long, bad
 * characters). Handles after "except", "but not", "apart from" are the ones ruled out.
 */
import { HANDLE_MAX_LENGTH, isValidHandle, normaliseHandle } from '../../../tools/sources/handles.js';
import { bareHandle, type LexiconIndex } from './lexicon.js';
import { editDistance } from './text.js';

export interface HandleReading {
  handles: string[];
  unknownHandles: string[];
  invalidHandles: string[];
  excludedHandles: string[];
}

/** Cues after which the handles named are ruled out. */
const EXCLUDING = ['except', 'excluding', 'but not', 'apart from', 'other than', 'besides', 'save for', 'not', 'minus', 'without', 'but'];
/** Verbs after which a handle-shaped word is a handle even without "@". */
const HANDLE_VERBS = new Set([
  'follow', 'unfollow', 'mute', 'unmute', 'pause', 'resume', 'block', 'unblock', 'add', 'remove', 'drop', 'scan', 'check', 'stop', 'restore',
  'following', 'influencer', 'account', 'handle', 'creator', 'snooze', 'unsnooze', 'silence', 'hide', 'unhide', 'unpause', 'reactivate',
  'deactivate', 'ditch', 'bring', 'unfollowing', 'followed', 'turn', 'switch', 'put', 'give', 'unsubscribe', 'subscribe', 'take', 'cut', 'kick',
  // "a break from lena", "put camille on hold", "make her active again", "stop oslo until autumn".
  'break', 'hold', 'active', 'activate', 'stop', 'keep',
]);
/** Nouns that say handles are being talked about: "lena's posts". */
const HANDLE_NOUNS = new Set(['posts', 'post', 'posted', 'posting', 'picks', 'profile', 'feed', 'page', 'account', 'accounts', 'influencers', 'creators', 'reels', 'stories']);
/** Words that never start a handle (glue between handles). */
const GLUE = new Set(['and', 'or', 'nor', 'plus', 'also', 'the', 'a', 'an', 'to', 'from', 'of', 'with', 'please', 'me', 'my', 'for', 'her', 'his', 'their', 'them', 'back', 'both', 'too', 'again', 'now', 'for', 'a', 'while', 'bit', 'all', 'everyone', 'everybody', 'except', 'but', 'not', 'apart', 'other', 'than', 'excluding']);
const INVALID_CLIP = 40;
/** Nouns after which a word describes the account meant: "the streetwear one", "that knitting fellow". */
const DESCRIBING = new Set(['one', 'account', 'fellow', 'guy', 'girl', 'lady', 'woman', 'man', 'person', 'page', 'creator', 'influencer', 'chap', 'dude']);
/** Verbs only an account takes: the word after one names an account. */
const ACCOUNT_ONLY_VERBS = new Set(['follow', 'unfollow', 'mute', 'unmute', 'pause', 'unpause', 'snooze', 'unsnooze', 'resume', 'reactivate', 'deactivate']);
/** Words that introduce a name: "a lady called Camille", "someone named Lena". */
const NAMING = new Set(['called', 'named', 'name']);

/** How many words from `i` (up to three) spell a known display name, or 0. */
const nameAt = (words: readonly string[], i: number, index: LexiconIndex): number => {
  for (let n = Math.min(3, words.length - i); n >= 1; n--) {
    const run = words.slice(i, i + n);
    if (run.every((w) => /^[\p{L}\p{N}]+$/u.test(w)) && index.handleByName.has(run.join(''))) return n;
  }
  return 0;
};

/** Parts of handles too common to tell one account from another. */
const GENERIC_PARTS = new Set(['style', 'styles', 'fashion', 'official', 'studio', 'shop', 'store', 'looks', 'look', 'outfits', 'daily', 'closet', 'wear', 'blog', 'real']);

/** The one known handle with a part (four letters or more, its plural "s" aside) the word starts with: "streetwear" → street.atelier. */
const describedHandle = (word: string, index: LexiconIndex): string | undefined => {
  const fits = [...new Set(index.handleByBare.values())].filter((handle) => handle.split(/[._]/).some((part) => {
    const stem = part.replace(/s$/, '');
    return stem.length >= 4 && !GENERIC_PARTS.has(part) && word.startsWith(stem);
  }));
  return fits.length === 1 ? fits[0] : undefined;
};

/** Whether a handle starts with this glue word ("the linen edit"). */
const startsGluedHandle = (words: readonly string[], i: number, index: LexiconIndex): boolean =>
  [2, 3].some((n) => i + n <= words.length && index.handleByBare.has(bareHandle(words.slice(i, i + n).join(''))));

/** The known handle a word (or run of words) names, if any. */
const known = (words: readonly string[], index: LexiconIndex): string | undefined => {
  // "oslo-knits": a hyphen typed for the underscore or dot (no handle holds one).
  const joined = words.join('').replace(/-/g, '');
  const bare = bareHandle(normaliseHandle(joined));
  if (bare.length < 2) return undefined;
  const exact = index.handleByBare.get(bare);
  if (exact) return exact;
  if (words.length === 1 || bare.length >= 8) {
    // One edit for six letters or more, two for twelve or more.
    const max = bare.length >= 12 ? 2 : bare.length >= 6 ? 1 : 0;
    if (max > 0) {
      const near = [...index.handleByBare].filter(([b]) => editDistance(bare, b, max) <= max);
      if (near.length === 1) return near[0]![1];
    }
  }
  return words.length === 1 ? knownByParts(normaliseHandle(joined), index) : undefined;
};

/**
 * "camile.styel" → camille.style: a handle typed with its dot or underscore, one slip in each part of
 * four letters or more and none in a shorter part, names the one known handle of the same parts.
 */
const knownByParts = (typed: string, index: LexiconIndex): string | undefined => {
  const parts = typed.split(/[._]/);
  if (parts.length < 2 || parts.some((p) => !p)) return undefined;
  const near = [...index.handleByBare.values()].filter((handle) => {
    const theirs = handle.split(/[._]/);
    return theirs.length === parts.length && parts.every((p, k) => editDistance(p, theirs[k]!, 1) <= (p.length >= 4 ? 1 : 0));
  });
  return near.length === 1 ? near[0] : undefined;
};

/**
 * "and lena too", "also oslo", "camille as well": a short clause that only adds to the turn before;
 * "actually just lena", "only camille": one that keeps some of it. After an account change its names
 * are accounts (the skills decide whether the turn before was one).
 */
const carriesOn = (words: readonly string[]): boolean => {
  const content = words.filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (content.length > 5) return false;
  const last = content.slice(-2).join(' ');
  const opening = content.find((w) => !KEEPING_OPENERS.has(w));
  return ['and', 'also', 'plus'].includes(content[0] ?? '') || /(?:^|\s)(?:too|also|as well)$/.test(last) || last === 'as well' ||
    opening === 'just' || opening === 'only';
};
/** Words before "just"/"only" in a clause that keeps some of the turn before ("oh wait, just lena"). */
const KEEPING_OPENERS = new Set(['actually', 'sorry', 'oh', 'wait', 'no', 'hmm', 'ok', 'okay']);

export const readHandles = (given: readonly string[], index: LexiconIndex): HandleReading & { used: Set<number> } => {
  // "lena's posts": the possessive is not part of the name.
  const words = given.map((w) => w.replace(/['’]s$/, ''));
  const out: HandleReading = { handles: [], unknownHandles: [], invalidHandles: [], excludedHandles: [] };
  const used = new Set<number>();
  let excluding = false;
  // A person-noun ("the knitwear lady") says accounts are talked about; "one" alone does not ("the red one" is a piece).
  const handleContext = words.some((w) => HANDLE_VERBS.has(w) || HANDLE_NOUNS.has(w) || (DESCRIBING.has(w) && w !== 'one') || NAMING.has(w) || w.startsWith('@')) || carriesOn(words);
  const put = (handle: string) => {
    const list = excluding ? out.excludedHandles : out.handles;
    if (!list.includes(handle)) list.push(handle);
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const twoWords = `${word} ${words[i + 1] ?? ''}`;
    if (EXCLUDING.includes(twoWords)) {
      excluding = true;
      i++;
      continue;
    }
    if (EXCLUDING.includes(word)) {
      excluding = true;
      continue;
    }
    if (word.startsWith('@')) {
      const raw = word.slice(1);
      const handle = normaliseHandle(word);
      if (raw.length > HANDLE_MAX_LENGTH || !isValidHandle(handle) || handle !== raw.toLowerCase()) {
        out.invalidHandles.push(word.length > INVALID_CLIP ? `${word.slice(0, INVALID_CLIP)}…` : word);
      } else {
        const match = known([handle], index);
        if (match) put(match);
        else if (excluding) put(handle);
        else if (!out.unknownHandles.includes(handle)) out.unknownHandles.push(handle);
      }
      used.add(i);
      continue;
    }
    if (GLUE.has(word) && !startsGluedHandle(words, i, index) || !/^[a-z0-9._]+(?:-[a-z0-9._]+)*$/.test(word)) {
      if (!GLUE.has(word) && !/^[,&]$/.test(word)) excluding = excluding && /^[^\p{L}\p{N}]+$/u.test(word);
      continue;
    }
    // Runs of up to three words ("street atelier", "oslo knits"), longest first.
    let matched = false;
    for (let n = Math.min(3, words.length - i); n >= 1 && !matched; n--) {
      const run = words.slice(i, i + n);
      if (run.some((w) => !/^[a-z0-9._]+(?:-[a-z0-9._]+)*$/.test(w))) continue;
      const englishOnly = n === 1 && index.speller.englishWords.has(word) && !/[._\d]/.test(word);
      // A run with glue in it ("the linen edit") counts only when it is a handle exactly.
      const glued = run.some((w) => GLUE.has(w));
      const match = englishOnly ? undefined : glued ? index.handleByBare.get(bareHandle(run.join(''))) : known(run, index);
      if (match) {
        put(match);
        for (let k = i; k < i + n; k++) used.add(k);
        i += n - 1;
        matched = true;
      }
    }
    if (matched) continue;
    // "a lady called Camille", "Lena's posts": an account's display name, where accounts are talked about.
    // "love lena's stuff": a person's name in the possessive is someone, wherever she is talked about.
    const possessive = /['’]s$/.test(given[i] ?? '');
    const named = handleContext || possessive ? nameAt(words, i, index) : 0;
    if (named) {
      for (let k = i; k < i + named; k++) used.add(k);
      put(index.handleByName.get(words.slice(i, i + named).join(''))!);
      i += named - 1;
      continue;
    }
    // A unique prefix of four letters or more that is no English word: "lena" → lenaminimal.
    if ((handleContext || possessive) && word.length >= 4 && !index.speller.englishWords.has(word) && !index.speller.vocabulary.has(word)) {
      const typed = word.replace(/[._]/g, '');
      const starting = [...index.handleByBare.entries()].filter(([bare]) => bare.startsWith(typed));
      // Misspelt, from five letters: one edit from the start of one handle ("camile" → camille.style, "lenna" → lenaminimal).
      const near = starting.length === 0 && typed.length >= 5
        ? [...index.handleByBare.entries()].filter(([bare]) => [-1, 0, 1].some((d) => editDistance(typed, bare.slice(0, typed.length + d), 1) <= 1))
        : starting;
      if (near.length === 1) {
        put(near[0]![1]);
        used.add(i);
        continue;
      }
    }
    // "the streetwear one", "that knitwear account": an account described by a word that starts with a part of its handle;
    // "mute street for the summer": a part of a handle as what a verb only accounts take acts on, English or not.
    const described = handleContext && ((DESCRIBING.has(words[i + 1] ?? '') && /^(?:the|that|this)$/.test(words[i - 1] ?? '')) || ACCOUNT_ONLY_VERBS.has(words[i - 1] ?? ''))
      ? describedHandle(word, index) : undefined;
    if (described) {
      put(described);
      used.add(i);
      continue;
    }
    // A handle-shaped word (dots, underscores or digits in it) matching none, where handles are talked about.
    if (/[._]/.test(word) && /[a-z]/.test(word) && isValidHandle(word) && !/^\d/.test(word) && !/\.(?:com|net|org|co|io|uk)$/.test(word)) {
      if (excluding) put(word);
      else if (!out.unknownHandles.includes(word)) out.unknownHandles.push(word);
      used.add(i);
      continue;
    }
    if (handleContext && i > 0 && HANDLE_VERBS.has(words[i - 1]!) && !index.speller.known.has(word) && isValidHandle(word) && /[a-z]/.test(word)) {
      if (!out.unknownHandles.includes(word)) out.unknownHandles.push(word);
      used.add(i);
      continue;
    }
    excluding = false;
  }
  return { ...out, used };
};
