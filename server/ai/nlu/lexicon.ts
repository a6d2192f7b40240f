/**
 * The lexicon a message is read against: the static vocabulary plus the catalogue's influencer
 * handles and brands (the caller loads those). Built once per catalogue change; reading is pure.
 */
import type { Lexicon } from './types.js';

export const buildLexicon = (input: { handles: string[]; brands: string[] }): Lexicon => {
  const handles = [...new Set(input.handles.map((h) => h.trim().replace(/^@+/, '').toLowerCase()).filter(Boolean))];
  const brands = [...new Set(input.brands.map((b) => b.trim()).filter(Boolean))];
  return { handles, brands, internal: null };
};
