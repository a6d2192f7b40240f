/**
 * A garment's fibre content as a care label gives it ("55% linen 45% viscose", "Main: 100% viscose"):
 * what the piece is woven from in a shop's figures, not what the shopper asks for. A blend never says
 * what a piece is made of. A single fibre said in the shopper's own words ("a 100% cotton tee") is their
 * ask; one pasted from a listing is the label's, kept only when it is a material pieces are chosen by
 * (the catalogue's: cotton, wool, silk…) — a man-made fibre (viscose, polyester) names no kind of piece
 * and would narrow a search for one like it to nothing. Pure.
 */
import { MATERIALS } from '../../../tools/recommendations/vocabulary.js';

/** A word before a fibre that says which kind of it: "organic cotton", "calf leather". */
const KIND = String.raw`(?:(?:organic|recycled|merino|virgin|calf|lamb|lambs|pima|supima|egyptian|mulberry|faux|vegan|responsible)\s+)?`;
/** One "N% fibre" entry: a figure, a per cent sign and the fibre ("98% cotton", "2 % elastane", "100% calf leather"). */
const FIBRE = String.raw`${KIND}(?!off\b)\p{L}[\p{L}-]*`;
const ENTRY = String.raw`\d{1,3}(?:[.,]\d+)?\s*%\s*${FIBRE}`;
/** A label's part before its figures: "Main:", "Shell fabric:", "Composition:", "Lining -". */
const PART = String.raw`(?:\b(?:main|shell|outer|body|lining|fabric|composition|material|materials|content|made of|contrast|trim|filling)(?:\s+fabric)?\s*[:\-–]?\s*)?`;
/** Two entries or more in a row: a blend. */
const BLEND = new RegExp(`${PART}${ENTRY}(?:[\\s,/&+]+(?:and\\s+)?${ENTRY})+`, 'giu');
/** A single entry, its label part and its fibre word apart. */
const SINGLE = new RegExp(`${PART}\\d{1,3}(?:[.,]\\d+)?\\s*%\\s*(${FIBRE})`, 'giu');

const CHOSEN_BY = new Set<string>(MATERIALS);

/**
 * `text` without its fibre content: blends always; with `pasted`, a single fibre too, its word kept when
 * it is a material pieces are chosen by ("100% cotton" → "cotton", "Main: 100% Viscose" → nothing).
 */
export const withoutFibreContent = (text: string, pasted = false): string => {
  const unblended = text.replace(BLEND, ' ');
  if (!pasted) return unblended;
  return unblended.replace(SINGLE, (_m, fibre: string) => {
    const kept = fibre.toLowerCase().split(/\s+/).filter((w) => CHOSEN_BY.has(w));
    return ` ${kept.join(' ')} `;
  });
};
