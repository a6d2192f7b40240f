/**
 * A clause's shape for the intent classifier: slot words replaced by the name of their slot, so
 * "black culottes under $80" and "navy loafers under 60 quid" read alike ("zzcolour zzgarment
 * under zzprice"). The words come from the vocabularies the rest of the app uses (the garment
 * lexicon, the search's colours and shades, materials); the values themselves are read by the
 * NLU layer, this only hides them from the classifier.
 */
import { GARMENTS, MATERIALS as MATERIAL_ADJUSTMENTS } from '../../../../tools/garments/lexicon.js';
import { COLOURS } from '../../../../tools/recommendations/vocabulary.js';
import { CATEGORY_WORDS, GARMENT_WORDS, SHADE_COLOUR } from '../../nlu/index.js';

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: Iterable<string>) => [...new Set(words)].sort((a, b) => b.length - a.length).map(escape).join('|');

/** Garment nouns, singular and plural, plus the category words ("bottoms", "footwear"): the NLU layer's tables. */
const garmentWords = (): string[] => {
  const out: string[] = [];
  for (const g of new Set([...Object.keys(GARMENTS), ...GARMENT_WORDS.keys()])) out.push(g, `${g}s`, `${g}es`);
  for (const [w, category] of Object.entries(CATEGORY_WORDS)) {
    out.push(category.toLowerCase());
    if (/^[a-z -]+$/.test(w) && !/\b(?:my|to|something|a|things|stuff|carry|for|on|in|over)\b/.test(w)) out.push(w);
  }
  // "dress me", "suit yourself": verbs, not garments — kept out by the lookahead below.
  return out.filter((w) => w.length > 2);
};

// After a determiner the word is a noun whatever follows ("the bags you carry"); otherwise "dress me" is a verb.
const GARMENT_WORDS_ALT = alternation(garmentWords());
const GARMENT = new RegExp(
  `(?<=\\b(?:the|a|an|some|any|your|my|these|those|her|his|their|our)\\s+)(?:${GARMENT_WORDS_ALT})\\b|\\b(?:${GARMENT_WORDS_ALT})\\b(?!\\s+(?:me|up|you|yourself)\\b)`,
  'g',
);
const COLOUR = new RegExp(`\\b(?:${alternation([...COLOURS, ...Object.keys(SHADE_COLOUR)])})\\b`, 'g');
const MATERIAL = new RegExp(`\\b(?:${alternation(Object.keys(MATERIAL_ADJUSTMENTS).filter((m) => m.length > 3))})\\b`, 'g');
const HANDLE = /(?:https?:\/\/)?(?:www\.|m\.)?instagram\.com\/\S*|@[\w.]+/g;
const PRICE = /(?:[$£€]\s*\d[\d,.]*k?|\b\d[\d,.]*\s*(?:k\b)?\s*(?:dollars|bucks|usd|quid|pounds?|gbp|euros?|eur)\b)/g;
const NUMBER = /\b\d[\d,.]*(?:st|nd|rd|th)?\b/g;

/** What masking depends on besides the text: a change here changes what the classifier was trained on. */
export const MASK_SIGNATURE = [GARMENT, COLOUR, MATERIAL, HANDLE, PRICE, NUMBER].map((r) => r.source).join('\u0000');

/**
 * How a known handle the NLU layer found may be written in the clause: as it is, with spaces or dashes for its dots and
 * underscores ("oslo knits", "street-atelier"), or by the start of it ("lena" for lenaminimal, "camille").
 */
const writtenHandle = (h: string): RegExp => {
  const bare = h.replace(/[._]/g, '');
  const starts = Array.from({ length: Math.max(0, bare.length - 3) }, (_, k) => bare.slice(0, bare.length - k));
  const spaced = h.split(/[._]+/).map(escape).join('[\\s._-]*');
  return new RegExp(`(?<![@\\w.])(?:${escape(h)}|${spaced}|${starts.map(escape).join('|')})(?:'s)?(?![\\w.])`, 'g');
};

/** `handles`: known handles the NLU layer found written without "@" ("pause minimal.mia", "mute oslo knits"). */
export const maskSlots = (lower: string, handles: readonly string[] = []): string =>
  handles.reduce((text, h) => text.replace(writtenHandle(h), ' zzhandle '), lower)
    .replace(HANDLE, ' zzhandle ')
    .replace(PRICE, ' zzprice ')
    .replace(NUMBER, ' zznumber ')
    .replace(COLOUR, 'zzcolour')
    .replace(MATERIAL, 'zzmaterial')
    .replace(GARMENT, 'zzgarment');
