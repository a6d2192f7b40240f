/**
 * What the shopper thinks of a piece just shown: what she loves ("I love the colour of the second one") or that it
 * is not for her ("nah, the cut is wrong"), feedback the feed learns from. A piece turned down leaves her feed.
 */
import { plainOf } from './lib/accounts.js';
import { describedIn, pickDescribed, type Described } from './lib/described.js';
import { examplesOf } from './lib/examples.js';
import { dislikeReasons } from './lib/dislike-reasons.js';
import { callOf, findTool, pick, type Resolution } from './lib/plan-core.js';
import type { FeedbackReason, Request } from './lib/request.js';
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

/** Words of not wanting a piece ("isn't for me", "not keen on", "the colour is all wrong"): recorded as not for her. */
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

/** "the camel one", "the quilted pair": a piece picked by a word of its own, not by its position. */
const DESCRIBED_ONE = /\bthe (?!first|second|third|fourth|fifth|last|other|next|same)[a-z-]+ (?:one|ones|pair)\b/i;

/** The turn-down of a clause: the piece it points at (none: the first shown) and the reasons its words give. */
export const dislikeOf = (c: Pick<ClauseInput, 'text' | 'slots' | 'state'>): Extract<Request, { kind: 'feedback.disliked' }> => {
  const plain = plainOf(c.text).replaceAll('\u2019', "'");
  // "not keen on the camel one": the words pick the piece unless a position does.
  const described = c.slots.references.some((r) => r.kind === 'ordinal') ? null : namedShown(c);
  const pointer = itemRef(plain);
  // "the satin heels … don't show them again": a plural piece named is what "them" is, not every piece shown.
  const ref = pointer && 'all' in pointer && (c.slots.garments.length || c.slots.categories.length) ? null : pointer;
  // A piece named by words that pick none of those shown alone is never guessed at.
  const unmatched = !described && !ref && (c.slots.garments.length > 0 || c.slots.colours.length > 0 || DESCRIBED_ONE.test(plain));
  return {
    kind: 'feedback.disliked',
    reasons: dislikeReasons(plain, !!c.slots.price),
    ...(described ? { described } : ref ? { ref } : unmatched ? { unmatched: true as const } : {}),
  };
};

/** Words that turn a shown piece down even in a clause asking for others ("too dear for me, anything cheaper?"). */
const TURNED_DOWN_BESIDE = `${DISLIKED}|${DISMISSED}|(?:too|to|way too|far too) (?:pricey|pricy|expensive|expensiv|dear|steep)|over (?:my|the) budget|not (?:for me|my (?:style|thing|colou?r|taste|vibe))`;

/**
 * A clause read as a search for other pieces that also turns a shown one down: the turn-down, recorded before the
 * search runs (pipeline.ts), so "not for me, anything cheaper?" is feedback plus a search. Null with nothing shown.
 */
export const turnDownBesideSearch = (c: Pick<ClauseInput, 'text' | 'slots' | 'state'>): Extract<Request, { kind: 'feedback.disliked' }> | null => {
  const plain = plainOf(c.text).replaceAll('\u2019', "'");
  if (!c.state.lists.products.length || !has(plain, TURNED_DOWN_BESIDE)) return null;
  const dislike = dislikeOf(c);
  // Of several pieces shown, one named by none of her words is not guessed: the search she asked for runs alone.
  const unnamed = !dislike.described && !dislike.ref && c.state.lists.products.length !== 1;
  return dislike.unmatched || unnamed ? null : { ...dislike, alternative: true };
};

/** A not-for-me on each piece the turn-down points at among those last shown; none shown: nothing to record. */
const planDislike = (r: Extract<Request, { kind: 'feedback.disliked' }>, shown: readonly Record<string, unknown>[], ctx: Parameters<Skill['plan']>[1]): Resolution => {
  if (r.unmatched) return shown.length ? { unmatched: 'piece' } : { missing: 'items' };
  if (!r.described && !r.ref && shown.length > 1) return { unmatched: 'piece' };
  const picked = r.described ? pickDescribed([...shown], r.described) : r.ref ? pick([...shown], r.ref) : shown.slice(0, 1);
  const calls = picked.map((item) => callOf(ctx.tools, 'feedback.submit', { itemId: item.id, reasons: r.reasons, verdict: 'not_for_me' }));
  const [first, ...rest] = calls;
  if (!first || !('call' in first)) return first ?? { missing: 'items' };
  return { call: first.call, ...(rest.length ? { also: rest.flatMap((x) => ('call' in x ? [x.call] : [])) } : {}) };
};

export const feedbackSkill: Skill = {
  id: 'feedback',
  summary: 'Tell the stylist what you love about a piece just shown, or that it is not for you, so the feed learns.',
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
    // A piece just shown turned down, with or without a reason: recorded as not for her, nothing searched unasked.
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
    if (dislikesShown(c) || dismissesPiece(c) || turnsDownShown(c)) return dislikeOf(c);
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
    if (r.kind !== 'feedback.submit' && r.kind !== 'feedback.disliked') return { none: true };
    if (!findTool(ctx.tools, 'feedback.submit')) return { missing: 'tool' };
    // A turn-down of a piece never shown records nothing (the reply says so).
    if (r.kind === 'feedback.disliked') return planDislike(r, ctx.latestList('products')?.items ?? [], ctx);
    const shown = ctx.latestList('products')?.items ?? [];
    const [item] = r.described ? pickDescribed([...shown], r.described) : pick(shown, r.ref);
    return item ? callOf(ctx.tools, 'feedback.submit', { itemId: item.id, reasons: r.reasons }) : { missing: 'items' };
  },
  speak(r, o, names) {
    if (r.kind === 'feedback.disliked') return speakDislike(r, o, names);
    const said = commonOutcome(o);
    if (typeof said === 'string' || r.kind !== 'feedback.submit') return typeof said === 'string' ? said : '';
    const name = typeof said.args.itemId === 'string' ? names.get(said.args.itemId) : undefined;
    const reasons = r.reasons.map((x) => SAID[x] ?? x).join(' and ');
    const learned = said.out.learned === true ? ' Your feed now learns from your feedback.' : '';
    return `Noted: you love the ${reasons} of ${name ?? 'that piece'}.${learned}`;
  },
};

/** What was recorded, said truthfully: the piece noted and left out of the feed, or nothing noted when nothing was shown. */
const speakDislike = (r: Extract<Request, { kind: 'feedback.disliked' }>, o: Parameters<Skill['speak']>[1], names: ReadonlyMap<string, string>): string => {
  const offer = r.alternative ? '' : ' Shall I look for something different?';
  if ('missing' in o && o.missing === 'items') {
    return `I haven\u2019t shown you that piece, so there\u2019s nothing for me to note.${r.alternative ? '' : ' Tell me what you\u2019d like instead and I\u2019ll look.'}`;
  }
  if ('unmatched' in o) return `I couldn\u2019t tell which of the pieces shown you meant, so I\u2019ve noted nothing yet \u2014 say \u201cthe second one isn\u2019t for me\u201d and I\u2019ll stop showing it.`;
  const said = commonOutcome(o);
  if (typeof said === 'string') return said;
  const name = typeof said.args.itemId === 'string' ? names.get(said.args.itemId) : undefined;
  const more = 'steps' in o ? (o.steps ?? []).filter((s) => !s.prep && !s.isError).length - 1 : 0;
  const what = name ? `${name}${more > 0 ? ` and the ${more === 1 ? 'other one' : `other ${more}`}` : ''}` : 'that piece';
  // A reason given in her words is said back; the default (the piece as a whole) is not.
  const because = r.reasons.length === 1 && r.reasons[0] === 'style' ? '' : ` (the ${r.reasons.map((x) => SAID[x] ?? x).join(' and ')})`;
  return `Noted \u2014 ${what} ${more > 0 ? 'aren\u2019t' : 'isn\u2019t'} for you${because}. I\u2019ll stop showing ${more > 0 ? 'them' : 'it'} in your feed.${offer}`;
};
