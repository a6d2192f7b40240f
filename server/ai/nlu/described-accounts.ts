/**
 * The accounts a clause describes by their style ("the cosy sweater account", "someone more minimalist, black and
 * white", "the guy with all the hoodies"): the clause's words made a style vector the way the catalogue makes one
 * from a caption, compared with each influencer's own style vector from the database. The accounts it fits best,
 * best first; none when the words say nothing of style or fit no account well. Pure.
 */
import { cosineSimilarity, vectorFromText } from '../../../tools/recommendations/style-vector.js';

export interface AccountStyle {
  handle: string;
  /** The influencer's style vector, as stored. */
  vector: readonly number[];
}

/** A fit below this is no description of the account (one shared garment word, a colour alone). */
const FIT_FLOOR = 0.3;
/** Accounts within this share of the best fit are described as much ("minimalist": two minimalists). */
const NEAR_BEST = 0.85;

export const describedAccounts = (text: string, accounts: readonly AccountStyle[]): string[] => {
  if (!accounts.length) return [];
  const said = vectorFromText(text);
  // Words with no style in them make the uniform vector: it describes no one.
  if (Math.max(...said) - Math.min(...said) < 1e-9) return [];
  const fits = accounts.map((a) => ({ handle: a.handle, fit: cosineSimilarity(said, a.vector) })).sort((a, b) => b.fit - a.fit);
  const best = fits[0]!.fit;
  return best < FIT_FLOOR ? [] : fits.filter((f) => f.fit >= best * NEAR_BEST).map((f) => f.handle);
};
