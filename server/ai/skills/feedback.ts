/** What the shopper loves about a piece just shown ("I love the colour of the second one"): feedback the feed learns from. */
import { plainOf } from './lib/accounts.js';
import { examplesOf } from './lib/examples.js';
import { callOf, findTool, pick } from './lib/plan-core.js';
import type { FeedbackReason } from './lib/request.js';
import { commonOutcome } from './lib/speak-common.js';
import { has, itemRef } from './lib/words.js';
import type { Skill } from './types.js';

const FEEDBACK_WORDS: [FeedbackReason, string][] = [
  ['color', 'colou?rs?|shades?'],
  ['style', 'style|look|cut|shape|silhouette'],
  ['brand', 'brand|label|designer'],
  ['price', 'price|value|deal'],
  ['aspirational', 'dream|aspirational|goals?'],
  ['occasion', 'occasions?|wedding|party|event|work'],
];

/** Words of liking a piece, or an aspect of it. */
const LOVED = "love|loving|adore|like|liking|into|fan of|gorgeous|beautiful|stunning|great|amazing|perfect|lovely|obsessed with|a steal|good value|dream|goals|nice";
/** Words that make it the opposite. */
const NOT_LOVED = "don'?t|do not|not|too (?:pricey|expensive|much|dear|loud|short|long)|hate|dislike|ugly|awful|overpriced|pricey|expensive|meh";

/** Words that turn a liking into a request for other pieces. */
const ASKS_FOR_MORE = 'but|cheaper|pricier|instead|under|below|less|other|else|similar|more like|anything|any more|alternatives?|in (?:black|white|navy|red|blue|green)';

const SAID: Record<string, string> = { color: 'colour', style: 'style', brand: 'brand', price: 'price', aspirational: 'dream factor', occasion: 'occasion' };

export const feedbackSkill: Skill = {
  id: 'feedback',
  summary: 'Tell the stylist what you love about a piece just shown, so the feed learns.',
  option: 'tell me what you love about a piece',
  examples: {
    feedback: examplesOf([
      'i (love|adore|really like) the (colour|color|style|cut|price|brand) of the (first|second|last) one',
      'i love the (colour|style) and the (price|brand) of (it|that one|the third one)',
      '(the first one|that one) is (my dream piece|goals)',
      'i (like|am into|am a fan of) the (price|colour|style|brand) of the (first|second|last) one',
      'the (colour|price|cut|brand) of the (first|second|last) one is (gorgeous|perfect|great|lovely)',
      '(what a|such a) (great price|lovely colour|beautiful cut) on the (first|second|last) one',
      '(the second one|the last one|that one) is (a steal|good value|perfect for a wedding)',
    ]),
  },
  slots: ['references'],
  kinds: ['feedback.submit'],
  read(c) {
    const plain = plainOf(c.text);
    const ref = itemRef(plain);
    // Feedback records what is loved: a liking word, never "too pricey" (which is no reason to love it).
    if (!has(plain, LOVED) || has(plain, NOT_LOVED) || c.slots.negated || !ref) return null;
    // "I like the look of these but cheaper", "love the colour, anything similar?": a change to the
    // search asked for, not feedback recorded.
    if (has(plain, ASKS_FOR_MORE) || c.slots.price || c.slots.tier || /\?\s*$/.test(c.text)) return null;
    const reasons = FEEDBACK_WORDS.filter(([, w]) => has(plain, w)).map(([r]) => r);
    return reasons.length ? { kind: 'feedback.submit', ref, reasons } : null;
  },
  plan(r, ctx) {
    if (r.kind !== 'feedback.submit') return { none: true };
    if (!findTool(ctx.tools, 'feedback.submit')) return { missing: 'tool' };
    const [item] = pick(ctx.latestList('products')?.items ?? [], r.ref);
    return item ? callOf(ctx.tools, 'feedback.submit', { itemId: item.id, reasons: r.reasons }) : { missing: 'items' };
  },
  speak(r, o, names) {
    const said = commonOutcome(o);
    if (typeof said === 'string' || r.kind !== 'feedback.submit') return typeof said === 'string' ? said : '';
    const name = typeof said.args.itemId === 'string' ? names.get(said.args.itemId) : undefined;
    const reasons = r.reasons.map((x) => SAID[x] ?? x).join(' and ');
    const learned = said.out.learned === true ? ' Your feed now learns from your feedback.' : '';
    return `Noted: you love the ${reasons} of ${name ?? 'that piece'}.${learned}`;
  },
};
