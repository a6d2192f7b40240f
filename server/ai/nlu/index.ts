/**
 * The understanding layer's public API: build a lexicon once (per catalogue change), warm the readers
 * up once, then read each message against it. The vocabulary tables are exported for the skills, so
 * there is one source of truth for garment, colour, material, occasion and tier words.
 */
export { buildLexicon, type KnownAccount } from './lexicon.js';
export { readMessage, MAX_READ } from './read.js';
export { warmUp } from './warm-up.js';
export { isNearMiss } from './spell.js';
export { emptySlots } from './slots-empty.js';
export { categoryOfText } from './phrases.js';
export { labelAt, labelsIn } from './labels.js';
export { CLAUSE_STARTS } from './clauses.js';
export type * from './types.js';
export { GARMENT_WORDS, singular, CATEGORY_WORDS, SHADE_COLOUR, MATERIAL_WORDS, TIER_WORDS, STYLE_WORDS } from './vocabulary.js';
export { NUMBER_WORDS_FOR_SPELLING as NUMBER_WORDS } from './numbers.js';
