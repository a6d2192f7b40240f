/** The builder's outfit as the outfit tools take it: references only (the server resolves the rest). */
import type { OutfitSlotsInput } from '../../../tools/outfits/contracts.js';
import { SINGLE_SLOTS, type Outfit, type PieceRef } from '../../../tools/outfits/rules.js';

const ref = (p: PieceRef) => ({ source: p.source, id: p.id });

export const outfitSlotsInput = (outfit: Outfit): Required<OutfitSlotsInput> => {
  const slots = Object.fromEntries(SINGLE_SLOTS.map((s) => [s, outfit[s] ? ref(outfit[s]) : null])) as Record<(typeof SINGLE_SLOTS)[number], ReturnType<typeof ref> | null>;
  return { ...slots, accessories: outfit.accessories.map(ref) };
};
