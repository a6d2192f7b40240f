/**
 * The understanding layer's public API: build a lexicon once (per catalogue change), warm the readers
 * up once, then read each message against it. The vocabulary tables are exported for the skills, so
 * there is one source of truth for garment, colour, material, occasion and tier words.
 */
export { buildLexicon } from './lexicon.js';
export { readMessage, MAX_READ, MAX_CLAUSES } from './read.js';
export { warmUp } from './warm-up.js';
export { isNearMiss } from './spell.js';
export { emptySlots } from './slots-empty.js';
export { categoryOfText } from './phrases.js';
export type * from './types.js';
export {
  GARMENT_WORDS, garmentOf, singular, CATEGORY_WORDS, COLOUR_WORDS, SHADE_COLOUR, MATERIAL_WORDS, OCCASION_WORDS, TIER_WORDS,
  type GarmentWord,
} from './vocabulary.js';
export { RATES_AS_OF, USD_PER_UNIT, CURRENCY_SYMBOLS, CURRENCY_WORDS, toUsd } from './currency.js';
export { NUMBER_WORDS_FOR_SPELLING as NUMBER_WORDS } from './numbers.js';
export { APPROXIMATE_BAND, LONE_AMOUNT_MIN } from './price.js';
