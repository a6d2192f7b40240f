/**
 * The first readings after start-up are slow (~0.3–1 s in all, on a quiet machine less): compromise,
 * chrono-node and the regular expressions compile on first use. warmUp reads a few messages that
 * touch every reader so the shopper's first message does not pay for it. Call it once after
 * buildLexicon, off the request path (e.g. at boot, in the background).
 */
import { readMessage } from './read.js';
import type { Lexicon } from './types.js';

const SAMPLES = [
  'shoe me gren dreses under 90 and unfollow someone_new',
  'about sixty pounds, no more than €80 or between 100 and 200 CAD, 1.5k tops',
  'ten days starting the 3rd, a fortnight from 1 july, next weekend, thursday to sunday next week',
  'the last week of may in lisbon, 24/5 to 28/5 or 6/9 - 6/13, in three weeks time',
  'she said "add the second one" but not black, no heels; then show me 5 of them',
];

/** Reads the samples once; returns how long it took, in milliseconds. */
export const warmUp = (lexicon: Lexicon, today = '2026-01-15'): number => {
  const started = performance.now();
  for (const text of SAMPLES) readMessage(text, { today, lexicon });
  return performance.now() - started;
};
