/**
 * Splits a mixed request into clauses: at sentence ends, semicolons and "then", and at "and", "also",
 * "plus" or a comma only when what follows starts a new request (a verb of the app, "can you", "I
 * want"). So "unfollow X and show me dresses" is two clauses while "black and white dress", "follow a
 * and b" and "from 100 to 200" stay one.
 */
import { tokenize } from './text.js';

/** Words that start a request of their own. */
const CLAUSE_STARTS = new Set([
  'show', 'find', 'search', 'look', 'follow', 'unfollow', 'add', 'remove', 'delete', 'drop', 'plan', 'pack', 'buy', 'put', 'take',
  'mute', 'unmute', 'pause', 'resume', 'block', 'unblock', 'save', 'recommend', 'suggest', 'compare', 'give', 'get', 'tell', 'list',
  'count', 'clear', 'empty', 'move', 'swap', 'replace', 'change', 'make', 'create', 'build', 'scan', 'check', 'open', 'like', 'dislike',
  'can', 'could', 'would', 'will', 'please', 'i', "i'd", "i'm", 'let', "let's", 'what', 'how', 'where', 'which', 'who', 'also', 'then',
  'stop', "don't", 'dont', 'do', 'never', 'restore', 'bring', 'start', 'keep', 'cancel', 'update', 'rename', 'set', 'forget',
]);
/** Joiners that split only when a new request follows them. */
const SOFT = new Set(['and', 'also', 'plus', ',', 'but', '&', 'then', '.', '!', '?']);
/** Split wherever they stand. */
const HARD = new Set([';']);

export interface ClauseSpan { start: number; end: number }

export const splitClauses = (text: string): ClauseSpan[] => {
  const tokens = tokenize(text.replace(/\n/g, ';'));
  const cuts: { at: number; resume: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.text.toLowerCase();
    const next = tokens[i + 1]?.text.toLowerCase();
    if (!next) break;
    const prev = tokens[i - 1]?.text.toLowerCase();
    if (HARD.has(word) && i > 0) {
      // "and then", ", then": the joiner before goes with the cut.
      cuts.push({ at: tokens[i]!.start, resume: tokens[i]!.end });
      continue;
    }
    if (SOFT.has(word) && i > 0 && prev !== undefined) {
      let j = i + 1;
      while (j < tokens.length && SOFT.has(tokens[j]!.text.toLowerCase())) j++;
      const starter = tokens[j]?.text.toLowerCase();
      if (starter && CLAUSE_STARTS.has(starter) && !(word === ',' && starter === 'and' )) cuts.push({ at: tokens[i]!.start, resume: tokens[j]!.start });
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
