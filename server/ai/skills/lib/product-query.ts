/**
 * A catalogue search from words alone, for callers that hold a text but not its reading (a product's
 * name to look up, a wardrobe piece to match): the NLU layer reads the words and `queryOf` turns the
 * slots into the query, so a search means the same whoever asks for it. A skill reading a clause
 * uses `queryOf(clause.slots)`: the clause is read once.
 */
import { buildLexicon, readMessage, type Lexicon } from '../../nlu/index.js';
import { queryOf } from './query-slots.js';
import type { ProductQuery } from './request.js';

/** No handles or brands: a name to look up is read for its garment, colour, material and price words. */
let plain: Lexicon | null = null;
/** Any day: a search's words hold no dates that change what is searched. */
const ANY_DAY = '2026-01-01';

/** The query the words ask for, or null when they name nothing to search by. */
export const productQuery = (text: string): ProductQuery | null => {
  plain ??= buildLexicon({ handles: [], brands: [] });
  const reading = readMessage(text, { today: ANY_DAY, lexicon: plain });
  const clause = reading.clauses[0];
  return clause ? queryOf(clause.slots) : null;
};
