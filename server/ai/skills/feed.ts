/**
 * The shopper's feed: pieces picked for their style, similar to their saves, trending in their
 * aesthetic or new to discover, optionally at a tier; and rebuilding it from what they follow,
 * like and save. A colour, garment or price turns the ask into a search instead.
 */
import { examplesOf } from './lib/examples.js';
import { callOf, findTool } from './lib/plan-core.js';
import { CHEAPEST_THING, queryOf } from './lib/query-slots.js';
import { itemsOf } from './lib/plan-core.js';
import { listOf } from './lib/reply-format.js';
import { hereAre } from './lib/reply-shopping.js';
import type { FeedSection, Request } from './lib/request.js';
import { commonOutcome } from './lib/speak-common.js';
import { has, INSPIRATION_FEED } from './lib/words.js';
import { plainOf } from './lib/accounts.js';
import { outfitRequest } from './lib/understand-outfits.js';
import type { Skill } from './types.js';

const feedSectionIn = (plain: string): FeedSection | null => {
  if (has(plain, 'similar to (?:my|what i)')) return 'similar';
  if (has(plain, 'trending|popular|hot right now')) return 'trending';
  if (has(plain, 'discover|something new|new styles?|outside my usual|surprise me')) return 'discover';
  if (has(plain, 'recommend|recommendations|recommended|suggest|suggestions|my feed|for me|what should i (?:buy|wear)|picks|outfit ideas?|inspire me|something nice|ideas|shopping|buy something|look good on me|would like')) return 'recommended';
  return null;
};

export const SECTION_PHRASE: Record<FeedSection, string> = {
  recommended: 'pieces picked for your style',
  similar: 'pieces similar to your saves',
  trending: 'trending pieces in your aesthetic',
  discover: 'new styles to discover',
};

export const feedSkill: Skill = {
  id: 'feed',
  summary: 'Recommend pieces for the shopper\u2019s style (picked, similar to saves, trending, new) and refresh them.',
  option: 'recommend pieces for your style',
  examples: {
    feed: examplesOf([
      '(show me|what are) my (luxury|budget|mid-range|) recommendations',
      '(what is|what\u2019s|whats) (trending|popular|hot right now)',
      '(what is|what\u2019s|whats|anything new) in my (feed|recommendations) (today|this week|right now|)',
      '(surprise me|show me something new|inspire me|give me ideas)',
      'pieces similar to (my saves|what i saved)',
      '(what should i buy|anything you would suggest|what do you suggest|any ideas)',
      'i (feel like shopping|want to buy something|want something new)',
      '(show me|i want) things i would like',
      'what would look good on me',
          '(mid-range|luxury|budget|designer) picks for me',
      '(what should i wear|what do you recommend|recommend something for me)',
    ]),
    'feed.refresh': examplesOf([
      '(refresh|update|rebuild|recompute) my (recommendations|feed|picks|taste)',
    ]),
  },
  slots: ['tier'],
  kinds: ['feed', 'recommendations.refresh'],
  read(c) {
    const plain = plainOf(c.text);
    if (has(plain, 'refresh|update|rebuild|recompute|recalculate') && has(plain, 'recommendations?|feed|picks|style profile|taste')) return { kind: 'recommendations.refresh' };
    // "my cousin's christening is on sunday, what should i wear?": something to wear for an occasion is an outfit.
    const outfit = outfitRequest(c.text);
    if (outfit?.kind === 'outfit.build' && outfit.occasion) return null;
    if (has(plain, INSPIRATION_FEED)) return null;
    const section = feedSectionIn(plain) ?? (c.sure && c.label === 'feed' ? 'recommended' : null);
    // "the cheapest thing in the shop": an order over the catalogue, which the feed (ranked by taste) cannot give.
    if (!section || (!feedSectionIn(plain) && has(plain, CHEAPEST_THING))) return null;
    const q = queryOf(c.slots);
    if (q && (q.text !== undefined || q.category !== undefined || q.explicitPrice)) return null;
    const tierWord = q?.tier === 'luxury' ? 'luxury ' : q?.tier === 'mid' ? 'mid-range ' : q?.tier === 'budget' ? 'budget ' : '';
    return { kind: 'feed', section, query: { tier: q?.tier, phrase: `${tierWord}${SECTION_PHRASE[section]}` } };
  },
  plan(r, ctx) {
    if (r.kind === 'recommendations.refresh') return callOf(ctx.tools, 'recommendations.refresh', {});
    if (r.kind !== 'feed') return { none: true };
    const feed = findTool(ctx.tools, 'recommendations.feed');
    if (feed) return callOf(ctx.tools, 'recommendations.feed', { section: r.section, tier: r.query.tier ?? 'all', limit: 6 });
    return callOf(ctx.tools, 'products.search', { limit: 6 });
  },
  speak(r, o) {
    const said = commonOutcome(o);
    if (typeof said === 'string') return said;
    const { out, result } = said;
    if (r.kind === 'recommendations.refresh') {
      if (out.has_taste !== true) return 'I refreshed your recommendations, but there is nothing to learn your style from yet — follow, like or save a few pieces first.';
      const confidence = typeof out.learning_confidence === 'number' ? ` (learning confidence ${Math.round(out.learning_confidence * 100)}%)` : '';
      return `Refreshed your recommendations from everything you follow, like and save${confidence}.`;
    }
    const items = itemsOf(result?.output, 'products');
    const phrase = (r as Extract<Request, { kind: 'feed' }>).query.phrase;
    if (!items.length) return `I couldn\u2019t find any ${phrase} in the catalogue. Try a wider budget, another colour or category.`;
    return `${hereAre(items.length, phrase)}:\n${listOf(items)}`;
  },
};
