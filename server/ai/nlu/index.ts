/** The understanding layer's public API: build a lexicon once, read each message against it. */
export { buildLexicon } from './lexicon.js';
export { readMessage } from './read.js';
export type * from './types.js';
