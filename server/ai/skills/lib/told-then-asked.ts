/**
 * What to dress for told in one sentence, the ask for something to wear in another: "My niece's christening is in May,
 * outdoors and probably warm. What would you recommend?", "client lunch tomorrow. what i can wear?". Read alone, the ask
 * names nothing and looks like the feed (or nothing at all), and the telling asks nothing; together they ask for one
 * outfit for the occasion or weather told. The rule is the outfit's: an ask that names no piece is for something to
 * wear, so it is one outfit, never the feed beside it. Pure.
 */
import type { Slots } from '../../nlu/types.js';
import { constraintsOf } from './outfit-constraints.js';
import type { Request } from './request.js';
import { asksToKnow, asksToWear, slotsForOccasion, toldToDressFor } from './understand-outfits.js';
import { has } from './words.js';

interface ReadClause {
  corrected: string;
  slots: Slots;
}

/** Asking for a pick without naming one: "what would you recommend", "any suggestions", "ideas?", "help", "something cosy". */
const ASKS_A_PICK = 'recommend|suggest|suggestions?|ideas?|advice|help|thoughts|what do i do|something|anything';

/** Reads that only guess at a clause naming nothing: the feed, a question back, nothing, "I can't", small talk. */
const GUESSED = new Set<Request['kind']>(['feed', 'unknown', 'chat', 'cannot', 'clarify']);

const namesPiece = (s: Slots) => s.garments.length > 0 || s.categories.length > 0 || s.colours.length > 0 || s.brands.length > 0 ||
  s.handles.length > 0 || s.references.length > 0 || !!s.destination;

/** An outfit for nothing in particular: what a bare "what should I wear?" reads as alone. */
const plainOutfit = (r: Request) => r.kind === 'outfit.build' && !r.anchors.length && !r.occasion && !r.around;

/** The clause asks for something to wear or a pick, names no piece, and asks no fact. */
const asksToBeDressed = (c: ReadClause, r: Request) =>
  (GUESSED.has(r.kind) || plainOutfit(r)) && !c.slots.remark && !namesPiece(c.slots) && !asksToKnow(c.corrected) && !has(c.corrected, PACKING) &&
  // A request the stylist already knows to be outside fashion ("help me write a cover letter for a job") is dressed only
  // when it asks for something to wear in so many words: "help" alone is its own ask, not a pick.
  (asksToWear(c.corrected) || (r.kind !== 'cannot' && has(c.corrected, ASKS_A_PICK)));

/** Packing for a stay is the trip's to dress for (trips.plan), never one outfit; a gift for the occasion is no outfit either. */
const PACKING = 'pack|packing|suitcase|trip|staying|stay|gifts?|presents?';

/**
 * What the clause tells to dress for: an occasion (of the lexicon's, or an event in our words of dressing for, "my
 * graduation"), or the weather in words (a season worked out from a date is not told).
 */
const dressedFor = (c: ReadClause) => {
  const told = constraintsOf({ ...c.slots, dates: null }, c.corrected);
  return !!(told.occasion || told.rain || told.season || told.temperature_c !== undefined || toldToDressFor(c.corrected));
};

const tells = (c: ReadClause, r: Request) =>
  (GUESSED.has(r.kind) || r.kind === 'outfit.build') && !(r.kind === 'outfit.build' && r.anchors.length) && !c.slots.destination &&
  !c.slots.garments.length && !c.slots.categories.length && dressedFor(c);

/**
 * The requests with a bare ask for something to wear, beside a sentence telling what to dress for, read as one
 * outfit for it; the telling itself is then nothing of its own. `said`: every clause of the message, those set aside
 * as tellings before any request was read included.
 */
export const outfitForWhatWasTold = (requests: readonly Request[], clauses: readonly ReadClause[], said: readonly ReadClause[]): Request[] => {
  const out = [...requests];
  if (out.some((r) => r.kind === 'trips.plan') || said.some((c) => c.slots.destination || has(c.corrected, PACKING))) return out;
  const ask = out.findIndex((r, i) => !!clauses[i] && asksToBeDressed(clauses[i]!, r));
  if (ask < 0) return out;
  const asked = clauses[ask]!;
  // The same clause may tell and ask at once ("freezing and wet out, ideas?" read as one).
  const toldBeside = out.findIndex((r, i) => i !== ask && !!clauses[i] && tells(clauses[i]!, r));
  const aside = said.find((c) => c.corrected !== asked.corrected && !clauses.some((k) => k.corrected === c.corrected) && tells(c, { kind: 'unknown' }));
  const about = tells(asked, out[ask]!) ? asked : toldBeside >= 0 ? clauses[toldBeside]! : aside;
  if (!about) return out;
  // What both said binds the outfit: the occasion and weather told, a budget said with the ask.
  const constraints = { ...constraintsOf(about.slots, about.corrected), ...(about === asked ? {} : constraintsOf(asked.slots, asked.corrected)) };
  const weather = constraints.rain || constraints.season === 'winter';
  const occasion = constraints.occasion?.replace(/-/g, ' ') ?? (weather || constraints.temperature_c !== undefined ? null : toldToDressFor(about.corrected));
  if (about !== asked && toldBeside >= 0) out[toldBeside] = { kind: 'unknown' };
  out[ask] = { kind: 'outfit.build', anchors: [], occasion, constraints, slots: slotsForOccasion(occasion ?? (weather ? 'rain' : null)) };
  return out;
};

/**
 * "is it all right to wear a jumpsuit to a christening?" answered in words, then "what should I wear then?", "ok, put one
 * together": the ask names nothing to dress for because her message before told it. An ask for something to wear in so
 * many words, right after a message that told an occasion or the weather (and no stay), is the outfit for what it told;
 * what the ask says itself (a budget, another occasion) wins.
 */
export const outfitForWhatWasToldBefore = (requests: readonly Request[], clauses: readonly ReadClause[], before: readonly ReadClause[]): Request[] => {
  if (!before.length || before.some((c) => c.slots.destination || has(c.corrected, PACKING))) return [...requests];
  const told = before.find(dressedFor);
  if (!told) return [...requests];
  return requests.map((r, i) => {
    const c = clauses[i];
    if (!c || !asksToWear(c.corrected) || !asksToBeDressed(c, r) || dressedFor(c)) return r;
    const constraints = { ...constraintsOf({ ...told.slots, dates: null }, told.corrected), ...constraintsOf(c.slots, c.corrected) };
    const weather = constraints.rain || constraints.season === 'winter';
    const occasion = constraints.occasion?.replace(/-/g, ' ') ?? (weather || constraints.temperature_c !== undefined ? null : toldToDressFor(told.corrected));
    return { kind: 'outfit.build', anchors: [], occasion, constraints, slots: slotsForOccasion(occasion ?? (weather ? 'rain' : null)) };
  });
};
