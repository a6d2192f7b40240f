/**
 * A detail of a piece the shopper owns, put right: "the jeans I added are dark blue, not black", "my boots say Forma
 * but they're Dr Martens", "the sweater I logged as beige is really cream", "it's more stone than beige, can you
 * change that". Three things make one: the piece is hers (words of owning, or the piece she has just added), the
 * clause says something is wrong (a verb of fixing, the NLU layer's correction, or a value ruled out), and a new
 * value is said — a colour or shade as she words it ("dark olive"), or a maker. Which value is which is read from
 * the order of the words: one ruled out ("not", "than", "as", "was", "says") is the old one, one inside the piece's
 * own name ("my grey blazer") describes the piece, any other is the new one. Asking for pieces, dressing, adding
 * parting with a piece and other rooms are never corrections. Pure.
 */
import { COLOURS } from '../../../../tools/recommendations/vocabulary.js';
import { labelsIn, SHADE_COLOUR, type Slots } from '../../nlu/index.js';
import { piecesNamed } from './named-pieces.js';
import type { WardrobeChanges } from './understand-wardrobe.js';
import { targetWords } from './understand-wardrobe.js';
import { onlyChecks, partsWith } from './wardrobe-asks.js';
import { shadeIn, titleCase } from './words.js';

export interface OwnedCorrection { target: string; changes: WardrobeChanges }

/** A value said in the clause: a colour or a maker, where it starts and ends in the lower-case text. */
interface Said { kind: 'colour' | 'brand'; value: string; start: number; end: number }

/** Words of owning: the piece is hers, not the shop's. */
const OWNED = /\b(?:my|mine)\b|\b(?:in|on|from)\s+(?:my|the)\s+(?:wardrobe|closet)\b|\bi(?:'ve|’ve| have)?\s+(?:added|put|logged|listed|entered|saved|own)\b/i;
/** Saying a detail is wrong, or asking it be put right. */
const FIXING = /\b(?:fix|correct|change|update|edit|amend|rename|wrong|mistake|typo|actually|actualy|really|in fact|listed as|says)\b/i;
/** Telling what a piece is: "the hoodie is navy", "they're more tan", "it's from COS" (after an add, that is a correction). */
const TELLING = /\b(?:is|are|was|were|it'?s|its|they'?re|it’s|they’re|make it|make them)\b/i;
/** Asking for pieces, dressing, adding or another room: never a correction of what she owns. */
const NOT_A_CORRECTION = /\b(?:use|using|need|want|wanna|looking for|show|find|search|recommend|suggest|buy|buying|bought|ordered|picked up|add|log|wear|wearing|style|go(?:es)? with|match(?:es)?|pair|cart|basket|dressing room|saved|wishlist|trip|outfit|look)\b/i;
const RENAMING = /\b(?:rename|re-name|relabel)\b/i;
/** Said before a value, it is the value ruled out: "not black", "more tan than brown", "added as beige", "says Forma". */
const RULED_OUT_BEFORE = /\b(?:not|than|as|was|were|says|said|instead of|isn'?t|aren'?t|wasn'?t)\s+(?:(?:a|an|the|just|quite|really|actually)\s+)?$/i;
/** Words that deepen a shade, kept with it: "dark olive", "light blue". */
const SHADE_MODIFIERS = new Set(['dark', 'light', 'pale', 'deep', 'bright', 'dusty', 'soft', 'mid']);

const isColourWord = (word: string): boolean =>
  (COLOURS as readonly string[]).includes(word) || word === 'gray' || SHADE_COLOUR[word] !== undefined || shadeIn(word) === word;

/** Every colour said, with its modifier ("dark blue"), where it stands. */
const coloursSaid = (lower: string): Said[] => {
  const said: Said[] = [];
  for (const m of lower.matchAll(/[a-z][a-z'-]*/g)) {
    if (!isColourWord(m[0])) continue;
    const before = /([a-z]+)\s+$/.exec(lower.slice(0, m.index));
    const modifier = before && SHADE_MODIFIERS.has(before[1]!) ? before : null;
    const start = modifier ? m.index - modifier[0].length : m.index;
    said.push({ kind: 'colour', value: lower.slice(start, m.index + m[0].length), start, end: m.index + m[0].length });
  }
  return said;
};

/** Every maker said: the catalogue's brands, makers the NLU layer read, and known fashion labels. */
const makersSaid = (text: string, lower: string, slots: Slots): Said[] => {
  const said: Said[] = labelsIn(text).map((l) => {
    const written = text.slice(l.start, l.start + l.name.length);
    return { kind: 'brand' as const, value: /\p{Lu}/u.test(written) ? written : titleCase(l.name), start: l.start, end: l.start + l.name.length };
  });
  for (const name of [...slots.brands, ...(slots.makers ?? [])]) {
    const start = lower.indexOf(name.toLowerCase());
    if (start < 0 || said.some((s) => s.start === start)) continue;
    said.push({ kind: 'brand', value: slots.brands.includes(name) ? name : titleCase(name), start, end: start + name.length });
  }
  return said.sort((a, b) => a.start - b.start);
};

/**
 * The correction a clause makes to a piece she owns, or null. `justAdded`: the name of the piece she has just added,
 * which needs no words of owning and is what a pronoun ("they're more tan") points at.
 */
export const ownedCorrection = (text: string, slots: Slots, justAdded?: string): OwnedCorrection | null => {
  const lower = text.toLowerCase().replace(/’/g, "'");
  // A rename says the new name whole, which the wardrobe's rename reader takes (understand-wardrobe.ts): its words are no detail.
  if (slots.handles.length || NOT_A_CORRECTION.test(lower) || RENAMING.test(lower) || onlyChecks(text) || partsWith(text)) return null;
  const names = slots.garments.length > 0 || slots.categories.length > 0;
  if (justAdded === undefined ? !(names && OWNED.test(lower)) : !(names || TELLING.test(lower))) return null;
  const values = [...coloursSaid(lower), ...makersSaid(text, lower, slots)];
  const pieces = piecesNamed(text).map((p) => ({ words: p, at: lower.indexOf(p) })).filter((p) => p.at >= 0);
  const piece = pieces[0]?.words;
  // A value inside any piece's name describes that piece ("my green cardigan"), whichever piece it is.
  const inPiece = (s: Said) => pieces.some((p) => s.start >= p.at && s.end <= p.at + p.words.length);
  const ruledOut = (s: Said) => RULED_OUT_BEFORE.test(lower.slice(Math.max(0, s.start - 24), s.start));
  const fresh = values.filter((s) => !inPiece(s) && !ruledOut(s));
  const colour = fresh.find((s) => s.kind === 'colour');
  const brand = fresh.find((s) => s.kind === 'brand');
  if (!colour && !brand) return null;
  if (!(FIXING.test(lower) || slots.correction || values.some(ruledOut) || (justAdded !== undefined && TELLING.test(lower)))) return null;
  // The piece as she named it, with the colour she says it was listed in when her words for it have none ("the jeans", not black).
  const oldColour = values.find((s) => s.kind === 'colour' && ruledOut(s));
  const named = piece ? targetWords(piece) : '';
  const target = named
    ? (oldColour && !shadeIn(named) ? `${oldColour.value} ${named}` : named)
    : justAdded ?? '';
  if (!target) return null;
  const changes: WardrobeChanges = {};
  if (colour) changes.color = colour.value;
  if (brand) changes.brand = brand.value;
  return { target, changes };
};
