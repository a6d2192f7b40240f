/** readMessage: one shopper message → a Reading (see ./types.ts). Pure: the clock comes from the context. */
import { emptySlots } from './slots-empty.js';
import type { ReadContext, Reading } from './types.js';

export const readMessage = (text: string, _context: ReadContext): Reading => {
  const own = text;
  const corrected = own.toLowerCase().replace(/\s+/g, ' ').trim();
  return {
    raw: text,
    own,
    quoted: [],
    corrected,
    flags: { tooLong: false, noWords: !/[\p{L}\p{N}]/u.test(text), otherLanguage: false, jsonLike: false },
    clauses: [{ text: corrected, original: own.trim(), slots: emptySlots() }],
  };
};
