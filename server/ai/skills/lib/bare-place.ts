/**
 * A message that only names one of the app's places — "feed pls", "wardrobe", "my dressing room?",
 * "basket" — asks to see it: shoppers on a phone type the noun and nothing else. Only the place word
 * with "my"/"the", "please" and a question mark is read so; any other word leaves the clause to the
 * skills.
 */
import type { FeedSection, Request } from './request.js';

const PLACE = /^(?:(?:show|open|see)\s+(?:me\s+)?)?(?:(?:my|the)\s+)?(feed|recommendations|recs|wardrobe|closet|dressing[-\s]?room|fitting room|saves|saved items|wishlist|cart|basket|bag)(?:\s+(?:pls|plz|please|now|rn))?$/;

export const barePlace = (text: string, feedPhrases: Record<FeedSection, string>): Request | null => {
  const m = PLACE.exec(text.toLowerCase().replace(/[?!.,]+/g, ' ').replace(/\s+/g, ' ').trim());
  if (!m) return null;
  const place = m[1]!;
  // "bag" alone is a search for bags; only "my bag" could be the basket, and that is said too rarely to guess.
  if (place === 'bag') return null;
  if (place === 'feed' || place === 'recommendations' || place === 'recs') return { kind: 'feed', section: 'recommended', query: { phrase: feedPhrases.recommended } };
  if (place === 'wardrobe' || place === 'closet') return { kind: 'wardrobe.list', phrase: 'pieces' };
  if (place === 'cart' || place === 'basket') return { kind: 'cart.list', question: 'list' };
  return { kind: 'dressingRoom.list' };
};
