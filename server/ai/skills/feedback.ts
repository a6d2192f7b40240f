/** What the shopper loves about a piece just shown ("I love the colour of the second one"): feedback the feed learns from. */
import { plainOf } from './lib/accounts.js';
import { describedIn, pickDescribed, type Described } from './lib/described.js';
import { examplesOf } from './lib/examples.js';
import { callOf, findTool, pick } from './lib/plan-core.js';
import type { FeedbackReason } from './lib/request.js';
import { commonOutcome } from './lib/speak-common.js';
import { has, itemRef } from './lib/words.js';
import type { ClauseInput, Skill } from './types.js';

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

/** Words of asking the stylist to do something with pieces: a clause with one asks for that, whatever it turns down. */
const ASKS_TO_ACT = 'show|find|search|look for|save|add|remove|cart|wardrobe';

/**
 * Words of not wanting a piece ("isn't for me", "not keen on", "the colour is all wrong"). The tool
 * records only what is loved, so a dislike is said back and nothing is stored.
 */
const DISLIKED = "(?:is ?n'?t|is not|are ?n'?t|are not|not) (?:for me|really me|me|my (?:style|thing|colou?r|taste|vibe|cup of tea))|not (?:keen on|a fan of|into|sure about|loving)|(?:don'?t|do not) (?:like|love|fancy)|dislike|hate|(?:colou?r|shade|cut|fit|style|shape) is (?:all |just |a bit )?(?:wrong|off)|too (?:loud|bright|flashy|busy|much)|ugly|awful";

/** The one piece just shown that the clause names by its words ("the red wrap dress", "the red one"), if exactly one fits. */
const namedShown = (c: Pick<ClauseInput, 'text' | 'slots' | 'state'>): Described | null => {
  const items = c.state.lists.products;
  const described = items.length ? describedIn(c.text, c.slots) : null;
  return described && !described.extreme && pickDescribed([...items], described).length === 1 ? described : null;
};

/** A clause that points at one shown piece, by position, pronoun or its words. */
const pointsAtOneShown = (c: Pick<ClauseInput, 'text' | 'slots' | 'state'>): boolean =>
  c.state.lists.products.length > 0 && (c.slots.references.length > 0 || namedShown(c) !== null);

/** A dislike of a piece shown that asks for nothing: no tool, a reply offering something different. */
const dislikesShown = (c: ClauseInput): boolean => {
  const plain = plainOf(c.text).replaceAll('’', "'");
  return pointsAtOneShown(c) && has(plain, DISLIKED) &&
    !has(plain, `${ASKS_FOR_MORE}|${ASKS_TO_ACT}`) && !c.slots.price && !c.slots.tier && !/\?\s*$/.test(c.text);
};

/**
 * Turning a piece down outright: "not interested", "don't show it again", "way too pricey for me". Said of a piece
 * pointed at ("that quilted bag"), shown or not, it asks for nothing, however much its words read like a search.
 */
const DISMISSED = "not (?:interested|intrested|intersted)|(?:don'?t|do not|never) (?:show|suggest|recommend) (?:it|that|this|them|those|me (?:it|that|this|them)) (?:again|agin|anymore|any more)|(?:way |much |far )?(?:too|to) (?:pricey|pricy|expensive|dear|much) for me";
const dismissesPiece = (c: ClauseInput): boolean => {
  const plain = plainOf(c.text).replaceAll('\u2019', "'");
  const pointed = pointsAtOneShown(c) || c.slots.references.some((r) => r.kind === 'demonstrative' || r.kind === 'pronoun');
  return pointed && (c.slots.garments.length > 0 || c.slots.categories.length > 0 || c.state.lists.products.length > 0) && has(plain, DISMISSED) &&
    !has(plain, `${ASKS_FOR_MORE}|show me|${ASKS_TO_ACT.replace(/^show\|/, '')}|something else`) && !/\?\s*$/.test(c.text);
};

/** Words that turn something down: without one, no clause is a turn-down, however it scored. */
const TURNED_DOWN = "not|no|nope|nah|meh|pass|skip|miss|don'?t|dont|never|too|way over|over (?:my |the )?budget|over what";

/**
 * "way too dear, I'll pass", "the wool one, nah, scratchy": the classifier sure the clause turns down what was just
 * shown, and nothing else asked for (another piece, a change, a cheaper one): no search, the dislike said back.
 */
const turnsDownShown = (c: ClauseInput): boolean => shownOrPointedAt(c) && turnsDown(c);

/** Pieces shown in the conversation, or one pointed at by position or pronoun: with none, there is nothing to turn down. */
const shownOrPointedAt = (c: ClauseInput): boolean => c.state.lists.products.length > 0 || c.slots.references.length > 0;

/** The classifier sure the clause turns something down, in words that do, asking for nothing else. */
const turnsDown = (c: ClauseInput): boolean => {
  const plain = plainOf(c.text).replaceAll('\u2019', "'");
  return c.label === 'feedback.dislike' && c.sure && has(plain, TURNED_DOWN) && !c.slots.handles.length && !c.slots.destination &&
    !has(plain, `${ASKS_FOR_MORE.replace(/^but\|/, '')}|${ASKS_TO_ACT}|wear|outfit|switch|swap|change|replace|something|want|need|looking|connect|disconnect|sources?|follow`);
};

/** A liking of one shown piece named by its words, with a reason: feedback even though it reads as a remark. */
const lovesNamedShown = (c: ClauseInput): boolean => {
  const plain = plainOf(c.text);
  return namedShown(c) !== null && c.slots.references.length === 0 && has(plain, LOVED) && !has(plain, NOT_LOVED) &&
    FEEDBACK_WORDS.some(([, w]) => has(plain, w));
};

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
    // A piece just shown turned down, with or without a reason: said back, nothing searched (the tool records only loves).
    'feedback.dislike': examplesOf([
      '(nah|nope|hmm no|meh) (not for me|not my thing|not really me|i will pass)',
      '(not for me|not my style|not my vibe|not my taste) (way too pricey|too shiny|too plain|too fussy|over my budget)',
      '(way|far|much) too (pricey|dear|expensive) for me (honestly|to be honest|sadly|)',
      '(not keen|not feeling it|not loving it|not sold|not a fan) (sorry|honestly|tbh|)',
      '(i will|i would rather|i think i will) (pass|skip it|give it a miss)',
      'too (plain|busy|chunky|itchy|sheer|boxy|shiny) (sorry|tbh|honestly)',
      'a no from me (too expensive|too loud|sorry|)',
      '(gorgeous|pretty|nice) (though|however) (too dear|over my budget|not my colour)',
        ]),
  },
  slots: ['references'],
  kinds: ['feedback.submit', 'feedback.disliked'],
  // Both run before the remark rule, which would otherwise take them for small talk or a new search.
  claims: (c) => dislikesShown(c) || dismissesPiece(c) || lovesNamedShown(c),
  read(c) {
    if (dislikesShown(c) || dismissesPiece(c) || turnsDownShown(c)) return { kind: 'feedback.disliked' };
    // A turn-down with nothing shown to turn down is a complaint said in passing, no search and no feed.
    // One that names a piece, a colour, an account or something of hers is about that, for its own skill to read.
    if (turnsDown(c) && !shownOrPointedAt(c) && !/zz(?:garment|handle|colour|material)/.test(c.masked) && !/\bmy\b/.test(c.corrected)) return { kind: 'chat', intent: 'complaint' };
    // Read as a turn-down and none of the above: never a love of a piece.
    if (c.label === 'feedback.dislike') return null;
    const plain = plainOf(c.text);
    const described = c.slots.references.length ? null : namedShown(c);
    const ref = itemRef(plain) ?? (described ? { index: 1 } : null);
    // Feedback records what is loved: a liking word, never "too pricey" (which is no reason to love it).
    if (!has(plain, LOVED) || has(plain, NOT_LOVED) || c.slots.negated || !ref) return null;
    // "I like the look of these but cheaper", "love the colour, anything similar?": a change to the
    // search asked for, not feedback recorded.
    if (has(plain, ASKS_FOR_MORE) || c.slots.price || c.slots.tier || /\?\s*$/.test(c.text)) return null;
    const reasons = FEEDBACK_WORDS.filter(([, w]) => has(plain, w)).map(([r]) => r);
    return reasons.length ? { kind: 'feedback.submit', ref, reasons, ...(described ? { described } : {}) } : null;
  },
  plan(r, ctx) {
    if (r.kind !== 'feedback.submit') return { none: true };
    if (!findTool(ctx.tools, 'feedback.submit')) return { missing: 'tool' };
    const shown = ctx.latestList('products')?.items ?? [];
    const [item] = r.described ? pickDescribed([...shown], r.described) : pick(shown, r.ref);
    return item ? callOf(ctx.tools, 'feedback.submit', { itemId: item.id, reasons: r.reasons }) : { missing: 'items' };
  },
  speak(r, o, names) {
    // Nothing was called: say so plainly and offer a different direction.
    if (r.kind === 'feedback.disliked') return "Understood, that one isn't for you. Shall I look for something different, say another colour or cut?";
    const said = commonOutcome(o);
    if (typeof said === 'string' || r.kind !== 'feedback.submit') return typeof said === 'string' ? said : '';
    const name = typeof said.args.itemId === 'string' ? names.get(said.args.itemId) : undefined;
    const reasons = r.reasons.map((x) => SAID[x] ?? x).join(' and ');
    const learned = said.out.learned === true ? ' Your feed now learns from your feedback.' : '';
    return `Noted: you love the ${reasons} of ${name ?? 'that piece'}.${learned}`;
  },
};
