/**
 * What every skill says the same way: a call that failed, an item the shopper named that is not
 * there, a list to pick from that was never shown, a tool that is not on offer. Pure.
 */
import { errorText, isRecord } from './reply-format.js';
import type { SeenResult } from './plan-core.js';
import type { Outcome } from './request.js';

export const OUTSIDE = 'I can find pieces, put outfits together from your wardrobe, plan what to pack for a trip, manage your style sources and the influencers you follow, and save items to your dressing room.';

export const at = (handles: readonly string[], max = 12) => {
  const shown = handles.slice(0, max).map((h) => `@${h.replace(/^@/, '')}`).join(', ');
  return handles.length > max ? `${shown} and ${handles.length - max} more` : shown;
};

export interface Said {
  /** The result the request is answered by, when it has one and it did not fail. */
  result?: SeenResult;
  out: Record<string, unknown>;
  args: Record<string, unknown>;
}

/**
 * The sentence for an outcome that is not a successful result, or the result's parts. `what` names
 * the list a missing pick would come from ("products", "posts", "influencers").
 */
export const commonOutcome = (o: Outcome, what: 'products' | 'posts' | 'influencers' = 'products'): string | Said => {
  if ('ask' in o || 'ambiguous' in o) return '';
  if ('missing' in o) {
    if (o.missing === 'tool') return `I can\u2019t do that here yet. ${OUTSIDE}`;
    if (what === 'influencers') return 'I don\u2019t have a list of influencers to pick from yet — ask for influencers similar to @someone first.';
    if (what === 'posts') return 'I don\u2019t have any posts to pick from yet — ask for the latest posts first.';
    return 'I don\u2019t have any products to pick from yet — ask me to find something first.';
  }
  if ('none' in o || 'already' in o || 'unmatched' in o || 'known' in o) return '';
  if (o.result.isError) return `I couldn\u2019t do that: ${errorText(o.result.output)}`;
  return { result: o.result, out: isRecord(o.result.output) ? o.result.output : {}, args: isRecord(o.result.input) ? o.result.input : {} };
};
