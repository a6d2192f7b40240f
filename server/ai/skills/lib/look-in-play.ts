/**
 * The pieces of the look the shopper last saw, when a look (not a list of pieces) is the newest thing shown:
 * "the dress and the earrings into my bag" right after a look means that look's dress and earrings, not a dress
 * saved earlier. Pure.
 */
import { itemsOf, type SeenResult } from './plan-core.js';
import { outfitResultPieces } from './pieces-shown.js';

export interface LookPiece {
  id: string;
  name: string;
  /** Where the piece comes from: the shop ('product'), her dressing room or her wardrobe. */
  source: string;
}

/**
 * The newest look's pieces, or none when a list of pieces was shown after it. `skip` holds results of the
 * request itself (its own look-ups are nothing the shopper saw); the dressing room's own reads are no look.
 */
export const lookPiecesInPlay = (history: readonly SeenResult[], skip: readonly SeenResult[] = []): LookPiece[] => {
  for (let i = history.length - 1; i >= 0; i--) {
    const seen = history[i]!;
    if (skip.includes(seen) || seen.isError || seen.prep || /dressingRoom/.test(seen.toolName)) continue;
    const look = outfitResultPieces(seen).filter((p) => p.inLook);
    if (look.length) return look.map(({ id, name, source }) => ({ id, name, source }));
    if (itemsOf(seen.output, 'products').length) return [];
  }
  return [];
};
