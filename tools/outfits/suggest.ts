/**
 * outfits.suggest's ranking: pieces for one slot that go with the outfit so far — the shopper's
 * wardrobe first, then their dressing room, then the catalogue's nearest products (HNSW, filtered
 * to the slot's categories) — never a piece already in the outfit, at most six. Every piece honours
 * the constraints (./judgement.ts); without a stated budget, bought pieces stay within the outfit's
 * price band (or the shopper's usual range), and what had to be relaxed is returned.
 */
import { explainMatch, type StyleVector } from '../recommendations/style-vector.js';
import type { Database } from '../types.js';
import type { OutfitConstraints, RelaxationNote } from './constraints.js';
import type { OutfitSuggestion } from './contracts.js';
import { toOutfitPiece } from './build.js';
import { appliedOf, readOwnPieces, relaxationNotes, startConstrained } from './compose.js';
import { searchSlot } from './engine.js';
import { reasonsFor, type Judgement } from './judgement.js';
import type { Piece } from './pieces.js';
import { OUTFIT_SUGGESTION_LIMIT, outfitPieces, pieceKey, type Outfit, type OutfitSlot } from './rules.js';
import { matcherFor, type Matcher, type MatcherProfile } from '../recommendations/shopper-match.js';

const FALLBACK_REASON: Record<Piece['source'], string> = {
  wardrobe: 'already in your wardrobe',
  dressing_room: 'in your dressing room',
  product: 'from the catalogue',
};

const suggestion = (piece: Piece, slot: OutfitSlot, similarity: number, look: StyleVector, match: Matcher, judgement: Judgement): OutfitSuggestion => {
  // The percent is the one scale's (the shopper's taste, calibrated, gated), not the fit to the look.
  const shown = match(piece.vector, piece.source === 'wardrobe' ? 'owned' : 'new');
  return {
    ...toOutfitPiece(piece, slot),
    similarity: Math.round(similarity * 1000) / 1000,
    match_percent: shown.percent,
    match_label: shown.label,
    style_match_reason: explainMatch(look, piece.vector) || FALLBACK_REASON[piece.source],
    why: reasonsFor(piece, judgement),
  };
};

export interface SlotSuggestions {
  suggestions: OutfitSuggestion[];
  judgement: Judgement;
  relaxed: RelaxationNote[];
}

export const suggestForSlot = async (
  db: Database, userId: string, slot: OutfitSlot, outfit: Outfit<Piece>, look: StyleVector | null, constraints: OutfitConstraints = {},
  /** The shopper's stored profile, read once by the caller: it ranks (without an outfit) and it scores the match. */
  profile: MatcherProfile | null = null,
  ownRead?: ReturnType<typeof readOwnPieces>,
): Promise<SlotSuggestions & { applied: ReturnType<typeof appliedOf> }> => {
  const given = outfitPieces(outfit).map((p) => p.piece);
  const [start, match] = await Promise.all([startConstrained(db, userId, constraints, given, null, profile, ownRead), matcherFor(db, profile)]);
  const query = look ?? start.look;
  const taken = new Set(given.map(pieceKey));
  const answer = await searchSlot({ db, slot, judgement: start.judgement, look: query, own: start.own, taken, limit: OUTFIT_SUGGESTION_LIMIT });
  return {
    suggestions: answer.picks.map((p) => suggestion(p.piece, slot, p.similarity, query, match, start.judgement)),
    judgement: start.judgement,
    relaxed: relaxationNotes(slot, answer.relaxed, start.judgement),
    applied: appliedOf(constraints, start.judgement),
  };
};
