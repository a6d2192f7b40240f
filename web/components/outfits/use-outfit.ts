/**
 * The Outfit Builder's state: the outfit (through the shared rules, so the live score is the score
 * the server stores), with the reason a placement was refused. Lifted into a hook so a page's own
 * grids ("Add to outfit") and the builder share one outfit.
 */
import { useCallback, useMemo, useState } from 'react';
import {
  PLACEMENT_MESSAGES, clearSlot, completionScore, emptyOutfit, outfitHints, placePiece, placementRefusal, removePiece,
  slotForPiece, type Outfit, type OutfitSlot, type PieceRef,
} from '../../../tools/outfits/rules.js';

/** A piece as the builder shows it: the rules' reference plus what a card needs. */
export interface BuilderPiece extends PieceRef {
  name: string;
  image_url: string | null;
  brand?: string | null;
  price?: number | null;
  category?: string | null;
}

export type PlaceResult = { ok: true; slot: OutfitSlot } | { ok: false; message: string };

export const useOutfit = (initial: Outfit<BuilderPiece> = emptyOutfit<BuilderPiece>()) => {
  const [outfit, setOutfit] = useState<Outfit<BuilderPiece>>(initial);
  const score = useMemo(() => completionScore(outfit), [outfit]);
  const hints = useMemo(() => outfitHints(outfit), [outfit]);

  const place = useCallback((slot: OutfitSlot, piece: BuilderPiece): PlaceResult => {
    const refusal = placementRefusal(outfit, slot, piece);
    if (refusal) return { ok: false, message: PLACEMENT_MESSAGES[refusal] };
    setOutfit(placePiece(outfit, slot, piece));
    return { ok: true, slot };
  }, [outfit]);

  /** Into the slot its category or name says; refused when nothing says where it goes. */
  const placeByCategory = useCallback((piece: BuilderPiece): PlaceResult => {
    const slot = slotForPiece(piece.category, piece.name);
    if (!slot) return { ok: false, message: `We can't tell where ${piece.name} goes in an outfit.` };
    return place(slot, piece);
  }, [place]);

  return {
    outfit, score, hints, place, placeByCategory,
    remove: useCallback((piece: PieceRef) => setOutfit((o) => removePiece(o, piece)), []),
    clearSlot: useCallback((slot: OutfitSlot) => setOutfit((o) => clearSlot(o, slot)), []),
    reset: useCallback(() => setOutfit(emptyOutfit<BuilderPiece>()), []),
  };
};

export type OutfitState = ReturnType<typeof useOutfit>;
