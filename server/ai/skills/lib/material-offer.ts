/**
 * A search that found nothing because of its material: the stylist does not search again on its own
 * (one request, one search); the reply says nothing matched and offers the same search without the
 * material, and a plain yes to that ("yes please", "ok go on", "sure, do that") runs it. The offer and
 * its acceptance read the same search input, so the reply never offers what a yes would not do. Pure.
 */
import type { DialogueState } from '../dialogue.js';
import type { SearchRefinement } from './understand-shopping.js';
import { MATERIAL_WORDS } from './words.js';

const words = (text: unknown): string[] => (typeof text === 'string' ? text.split(/\s+/).filter(Boolean) : []);

export interface MaterialOffer {
  /** The material left out, as the search had it ("linen"). */
  material: string;
  /** The search input without it: everything else as it was. */
  input: Record<string, unknown>;
}

/**
 * The same search without its material, when one is in its words and something else still narrows it
 * (other words, a category or a price): "linen" alone would become the whole catalogue, which is no offer.
 */
export const materialOffer = (input: Record<string, unknown> | null | undefined): MaterialOffer | null => {
  if (!input) return null;
  const said = words(input.text);
  const material = said.find((w) => (MATERIAL_WORDS as readonly string[]).includes(w.toLowerCase()));
  if (!material) return null;
  // Each "or" alternative loses the material on its own ("linen shirts or linen dresses" → "shirts or dresses").
  const text = String(input.text).split(/\s+or\s+/i)
    .map((part) => words(part).filter((w) => w.toLowerCase() !== material.toLowerCase()).join(' '))
    .filter(Boolean);
  const rest = [...new Set(text)].join(' or ') || undefined;
  const narrowed = rest !== undefined || typeof input.category === 'string' || typeof input.minPrice === 'number' || typeof input.maxPrice === 'number';
  if (!narrowed) return null;
  const next: Record<string, unknown> = { ...input, text: rest };
  if (rest === undefined) delete next.text;
  delete next.offset;
  return { material: material.toLowerCase(), input: next };
};

/** Words a plain yes is made of; at least one of YES must be there. */
const YES = new Set(['yes', 'yeah', 'yep', 'yup', 'ya', 'yea', 'sure', 'ok', 'okay', 'k', 'alright', 'fine', 'please', 'go', 'ahead', 'absolutely', 'definitely', 'why', 'not', 'do', 'it', 'that', 'pls', 'plz']);
const FILLER = new Set(['on', 'then', 'thanks', 'thank', 'you', 'ty', 'cheers', 'sounds', 'good', 'great', 'perfect', 'lovely', 'go', 'for', 'and', 'oh', 'the', 'search', 'look', 'try', 'that', 'one', 'again']);
const AGREEING = /\b(?:yes|yeah|yep|yup|ya|yea|sure|ok|okay|alright|go (?:on|ahead|for it)|please do|do (?:it|that)|why not|absolutely|definitely|sounds good)\b/;

/** Whether a clause is only a yes ("yes please", "ok go on", "sure, why not") — no new ask of its own. */
export const isPlainYes = (text: string): boolean => {
  const lower = text.toLowerCase().replace(/[^a-z' ]+/g, ' ').trim();
  if (!lower || !AGREEING.test(lower) || /\bnot\b/.test(lower.replace(/\bwhy not\b/g, ''))) return false;
  return lower.split(/\s+/).every((w) => YES.has(w) || FILLER.has(w));
};

/** A clause that opens by agreeing ("yes, in black", "ok but under 100"): the offer taken, with more asked. */
const OPENS_WITH_YES = /^(?:yes|yeah|yep|yup|sure|ok(?:ay)?|go on|go ahead|please do)\b/i;

/**
 * A follow-up that opens with a yes right after the offer ("yes, in black"): the material goes as offered
 * and the rest of the clause applies; a clause naming another material ("yes, linen instead") replaces it anyway.
 */
export const withOfferTaken = (r: SearchRefinement, text: string, materials: readonly string[], state: Pick<DialogueState, 'lastSearch' | 'lastSearchFound'>): SearchRefinement => {
  if (!OPENS_WITH_YES.test(text.trim()) || state.lastSearchFound !== 0) return r;
  const offer = materialOffer(state.lastSearch);
  if (!offer || materials.length) return r;
  const changes = r.changes ?? {};
  return { ...r, changes: { ...changes, drop: [...new Set([...(changes.drop ?? []), offer.material])] } };
};
