/** Shared by the readers' tests: one lexicon with a few handles and brands, and a reader at a fixed date. */
import { buildLexicon } from './lexicon.js';
import { readMessage } from './read.js';
import type { Clause, Reading, Slots } from './types.js';

export const TODAY = '2026-05-06'; // a Wednesday

export const testLexicon = buildLexicon({
  handles: ['@camille.style', 'oslo_knits', 'street.atelier', 'lenaminimal', 'milan_mode', 'the.linen.edit', 'nordic_layers'],
  brands: ['Arket', 'COS', 'Toteme', 'Massimo Dutti', 'Sézane', 'Reformation'],
});

export const read = (text: string, extra: { today?: string; referenceMonth?: string } = {}): Reading =>
  readMessage(text, { today: extra.today ?? TODAY, lexicon: testLexicon, ...(extra.referenceMonth ? { referenceMonth: extra.referenceMonth } : {}) });

/** The slots of a one-clause message (fails the test when it splits). */
export const slotsOf = (text: string, extra?: { today?: string; referenceMonth?: string }): Slots => {
  const reading = read(text, extra);
  if (reading.clauses.length !== 1) throw new Error(`"${text}" read as ${reading.clauses.length} clauses: ${reading.clauses.map((c: Clause) => c.text).join(' | ')}`);
  return reading.clauses[0]!.slots;
};
