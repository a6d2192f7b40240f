/**
 * Splits a mixed request into clauses: at sentence ends, semicolons and "then", and at "and", "also",
 * "plus" or a comma only when what follows starts a new request (a verb of the app, "can you", "I
 * want"). So "unfollow X and show me dresses" is two clauses while "black and white dress", "follow a
 * and b" and "from 100 to 200" stay one.
 */
import { choiceThenActOnIt, topicThenQuestion } from './chosen-piece.js';
import { objectAfterThen, questionAfterAnd, SENTENCE_QUESTIONS, skipAsides } from './clause-asides.js';
import { tokenize } from './text.js';

/** Words that start a request after a sentence end or "then"; after "and" or a comma only the verbs do. */
const OPENERS = new Set(['can', 'could', 'would', 'will', 'please', 'i', "i'd", "i'm", 'let', "let's", 'what', 'how', 'where', 'which', 'who', 'also', 'then', 'do']);

/** Openings that ask the stylist to do something ("can you", "could you please"). */
const POLITE = new Set(['can', 'could', 'would', 'will', 'please']);

/**
 * Words that add nothing to a request's opening ("can you please just"); an interjection before it ("oh and add…",
 * "omg ok can we also…") is no request of its own either, so the words after it are not cut off from it.
 */
const FILLER = new Set(['you', 'u', 'we', 'me', 'please', 'pls', 'just', 'also', 'and', 'maybe', 'now', 'ok', 'okay', 'so', 'hey', 'hi', 'oh', 'ooh', 'ah', 'omg', 'hmm', 'um', 'lol']);

/** Verbs that start a request of their own. */
export const CLAUSE_STARTS = new Set([
  'show', 'find', 'search', 'look', 'follow', 'unfollow', 'add', 'remove', 'delete', 'drop', 'plan', 'pack', 'buy', 'put', 'take',
  'mute', 'unmute', 'pause', 'resume', 'block', 'unblock', 'save', 'recommend', 'suggest', 'compare', 'give', 'get', 'tell', 'list',
  'count', 'clear', 'empty', 'move', 'swap', 'replace', 'change', 'make', 'create', 'build', 'scan', 'check', 'open', 'like', 'dislike',
  'stop', "don't", 'dont', 'never', 'restore', 'bring', 'start', 'keep', 'cancel', 'update', 'rename', 'set', 'forget',
  'deactivate', 'reactivate', 'activate', 'archive', 'unarchive', 'enable', 'disable', 'hide', 'unhide', 'unlike', 'rate', 'unpause', 'unsnooze', 'snooze',
  // Everyday verbs of putting: "pop the jeans in my basket", "chuck it in the cart".
  'pop', 'chuck',
  // Doing again: "then refresh my feed", "and rerun the scan".
  'refresh', 'reload', 'rerun', 'redo',
]);
/** Clause starts that negate rather than ask ("I don't want leather, show me bags" is one request). */
const NEGATIONS = new Set(["don't", 'dont', 'never']);
/** Joiners that split only when a new request follows them. */
const SOFT = new Set(['and', 'also', 'plus', ',', 'but', '&', 'then', '.', '!', '?', '-', '–', '—']);
/** Joiners after which an opener ("can you", "I want") also starts a request; a spaced dash ends a thought like a full stop. */
const SENTENCE = new Set(['then', '.', '!', '?', '-', '–', '—']);
const DASHES = new Set(['-', '–', '—']);
/** Question words that ask about a piece named just before them. */
const WH = new Set(['how', 'what', 'which', 'who', 'where', "what's", 'whats', 'is', 'are', 'does', 'do']);
/** A handle or a profile link, written alone before a request ("@lena", "instagram.com/lena", "https", "www.instagram.com/lena"). */
const ACCOUNT_TOKEN = /^(?:@[\w.]{2,30}|(?:https?)|(?:www\.)?instagram\.com\/[\w./]+)$/i;
/** Split wherever they stand. */
const HARD = new Set([';']);

export interface ClauseSpan { start: number; end: number }

export const splitClauses = (text: string): ClauseSpan[] => {
  const tokens = tokenize(text.replace(/\n/g, ';'));
  const cuts: { at: number; resume: number }[] = [];
  let clauseFrom = 0;
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.text.toLowerCase();
    const next = tokens[i + 1]?.text.toLowerCase();
    if (!next) break;
    const prev = tokens[i - 1]?.text.toLowerCase();
    if (HARD.has(word) && i > 0) {
      // "; then plan…": the joiners after the cut go with it.
      let j = i + 1;
      while (j < tokens.length && SOFT.has(tokens[j]!.text.toLowerCase())) j++;
      cuts.push({ at: tokens[i]!.start, resume: tokens[j]?.start ?? tokens[i]!.end });
      clauseFrom = j;
      i = j - 1;
      continue;
    }
    if (SOFT.has(word) && i > 0 && prev !== undefined) {
      let j = i + 1;
      let sentence = SENTENCE.has(word);
      while (j < tokens.length && SOFT.has(tokens[j]!.text.toLowerCase())) {
        if (SENTENCE.has(tokens[j]!.text.toLowerCase())) sentence = true;
        j++;
      }
      // "? oh and while you're at it find me…": an aside between the joiner and the request is skipped.
      const words = tokens.map((t) => t.text.toLowerCase());
      const asideEnd = skipAsides(words, j);
      // The aside marks a new thought, like a sentence end: "…, btw can you show me…".
      if (asideEnd > j) { j = asideEnd; sentence = true; }
      const starter = tokens[j]?.text.toLowerCase();
      // "can you also unfollow x": a request's opening words alone are no clause.
      // A question already ended ("what can you do? also…") is a request of its own, not an opening.
      const sofar = word !== '?' && tokens.slice(clauseFrom, i).every((t) => OPENERS.has(t.text.toLowerCase()) || FILLER.has(t.text.toLowerCase()))
        // "@lena - pause her", "instagram.com/camille.style - follow this one": an account alone is the object of the request after it.
        || tokens.slice(clauseFrom, i).every((t) => ACCOUNT_TOKEN.test(t.text) || /^[:/]$/.test(t.text));
      // "I bought a trench coat, put it in my wardrobe", "I hate polyester, show me silk scarves": before a
      // comma, words with no verb of the app are the details of the request after it, not a request.
      // "also" or "plus" after the comma ("…next week, also show me sandals") says a second request follows.
      const another = tokens.slice(i + 1, j).some((t) => /^(?:also|plus)$/i.test(t.text));
      const details = word === ',' && !sentence && !another && !tokens.slice(clauseFrom, i).some((t) => CLAUSE_STARTS.has(t.text.toLowerCase()) && !NEGATIONS.has(t.text.toLowerCase()));
      // "the red one - how much?", "the white ones — who makes them?": a piece pointed at, then the question
      // about it across a dash, is one question (the piece is what it asks about), not a piece and a question.
      const before = tokens.slice(clauseFrom, i).map((t) => t.text.toLowerCase());
      const pointed = (DASHES.has(word) && WH.has(starter ?? '') && /^ones?$/.test(before.at(-1) ?? '') && !before.some((w) => CLAUSE_STARTS.has(w)))
        || topicThenQuestion(before, words.slice(j, j + 2));
      // "I'll take the boots — put them in my cart": the piece chosen is what "them" acts on.
      const chosen = choiceThenActOnIt(before, tokens.slice(j, j + 6).map((t) => t.text.toLowerCase()));
      const requestedBefore = CLAUSE_STARTS.has(words[clauseFrom] ?? '') || OPENERS.has(words[clauseFrom] ?? '') && before.some((w) => CLAUSE_STARTS.has(w));
      const after = words.slice(j, j + 2);
      const asks = CLAUSE_STARTS.has(starter ?? '') || sentence && (OPENERS.has(starter ?? '') || SENTENCE_QUESTIONS.has(starter ?? '') && words.slice(j).filter((w) => /\p{L}/u.test(w)).length >= 4)
        || questionAfterAnd(word, after, requestedBefore) || objectAfterThen(words.slice(i, j), after, requestedBefore)
        // "unfollow x and also can you pause y": an asking opening whose verb is one of the app's starts a request after "and" too.
        || (POLITE.has(starter ?? '') && CLAUSE_STARTS.has(words.slice(j + 1).find((w) => !FILLER.has(w) && !OPENERS.has(w)) ?? ''));
      if (starter && !sofar && !details && !pointed && !chosen && asks) {
        cuts.push({ at: tokens[i]!.start, resume: tokens[j]!.start });
        clauseFrom = j;
      }
      i = j - 1;
    }
  }
  const spans: ClauseSpan[] = [];
  let from = 0;
  for (const cut of cuts) {
    if (cut.at > from) spans.push({ start: from, end: cut.at });
    from = Math.max(from, cut.resume);
  }
  spans.push({ start: from, end: text.length });
  return spans.filter((s) => /[\p{L}\p{N}@]/u.test(text.slice(s.start, s.end)));
};
