/**
 * What the shopper asked, read from words alone — the atelier-local model's "understanding".
 * Pure and deterministic: the same text always gives the same requests, so evals are exact.
 */
import { handleCandidates, partitionHandles } from '../../../tools/sources/handles.js';
import { looksLikeJson } from '../../../tools/sources/following-export.js';
import { outfitRequest, type OutfitRequest } from './understand-outfits.js';
import { tripRequest, type TripRequest } from './understand-trips.js';
import { wardrobeRequest, type WardrobeRequest } from './understand-wardrobe.js';
import { chatIntentOf, type ChatIntent } from './intents.js';
import {
  aroundPrice, exclusionsIn, priceWordsAsDigits, recolour, refinementIn, seasonMaterials, wantsLess, type SearchRefinement,
} from './understand-shopping.js';
import { categoryIn, has, itemRef, MATERIAL_WORDS, ORDINAL_TARGET, searchColourIn, type ItemRef } from './words.js';

export type { ItemRef } from './words.js';

export type Status = 'active' | 'inactive' | 'all';

export interface ProductQuery {
  text?: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  tier?: 'budget' | 'mid' | 'luxury';
  /** Whether a price was said outright, not implied by a tier word. */
  explicitPrice?: boolean;
  /** Words a result may not have ("not black", "no heels"). */
  exclude?: string[];
  /** The words that described the request, for the reply ("black bags under $100"). */
  phrase: string;
}

export type FeedSection = 'recommended' | 'similar' | 'trending' | 'discover';
export type PostView = 'latest' | 'top_liked' | 'following' | 'recent';
export type FeedbackReason = 'color' | 'style' | 'brand' | 'price' | 'aspirational' | 'occasion';

export type Request =
  | { kind: 'help' }
  | { kind: 'cannot'; what: string }
  | { kind: 'no_handles'; action: string }
  | { kind: 'invalid_handles'; invalid: string[] }
  | { kind: 'sources.list'; status: Status }
  | { kind: 'sources.add'; text: string }
  | { kind: 'sources.remove'; handles: string[] }
  | { kind: 'sources.setActive'; handles: string[]; active: boolean }
  | { kind: 'influencers.follow'; handles: string[] }
  | { kind: 'influencers.follow_ref'; ref: ItemRef }
  | { kind: 'influencers.unfollow'; handles: string[] }
  | { kind: 'influencers.followed'; status: Status }
  | { kind: 'influencers.setActive'; handles: string[]; active: boolean }
  | { kind: 'similar'; handle: string }
  | { kind: 'products'; query: ProductQuery }
  | { kind: 'feed'; query: ProductQuery; section: FeedSection }
  | { kind: 'dressingRoom.add'; ref: ItemRef }
  | { kind: 'dressingRoom.list'; cartOnly?: boolean }
  /** Into the cart (inCart) or out of it, by name words or position in the dressing room list. */
  | { kind: 'dressingRoom.cart'; inCart: boolean; target: string; ref: ItemRef | null }
  /** A post from the latest posts shown, by position or by its influencer's handle. */
  | { kind: 'posts.like'; liked: boolean; ref: ItemRef | null; handle: string | null }
  | { kind: 'influencers.list' }
  | { kind: 'recommendations.refresh' }
  /** By name words ("the noir tote") or by position in the dressing room list. */
  | { kind: 'dressingRoom.remove'; target: string; ref: ItemRef | null }
  | { kind: 'dressingRoom.clear' }
  | { kind: 'posts.feed'; view: PostView }
  | { kind: 'feedback.submit'; ref: ItemRef; reasons: FeedbackReason[] }
  | { kind: 'styleProfile.get' }
  | { kind: 'discovery.scan' }
  | TripRequest
  | WardrobeRequest
  | OutfitRequest
  /** Small talk and questions outside fashion: a short reply, no tool. */
  | { kind: 'chat'; intent: Exclude<ChatIntent, 'outfit' | 'recommend' | 'offtopic'> }
  /** Less of an account ("stop showing me @x", "hide @x"): paused where the shopper has it, never added. */
  | { kind: 'hide'; handles: string[] }
  /** Handles with no verb ("@x?"): the reply asks what to do, nothing changes. */
  | { kind: 'handle_unclear'; handles: string[] }
  /** A follow-up to the search before: more, cheaper, pricier, another colour, something ruled out. */
  | { kind: 'products.refine'; refinement: SearchRefinement }
  | { kind: 'unknown' };

const STYLE_WORDS = ['minimalist', 'classic', 'modern', 'elegant', 'casual', 'chic', 'bohemian', 'boho', 'streetwear', 'romantic',
  'edgy', 'preppy', 'sporty', 'vintage', 'glam', 'linen', 'silk', 'wool', 'cashmere', 'leather', 'denim', 'cotton', 'knit', 'tailored', 'oversized',
  'suede', 'velvet', 'satin', 'tweed', 'gold', 'silver'];
const MATERIALS_SAID = new Set<string>(MATERIAL_WORDS);

const money = String.raw`\$?\s*(\d+(?:[.,]\d+)?)\s*(?:k\b)?\s*(?:dollars|usd|bucks|quid|euros?)?`;
const toNumber = (s: string | undefined) => (s === undefined ? undefined : Number(s.replace(',', '')));

/** Prices, tiers, colours, categories and style words → a product query, or null when none is present. */
export const productQuery = (text: string): ProductQuery | null => {
  // Ruled-out words first, so "not black" names no colour and "no heels, just flats" asks for shoes.
  const { exclude, rest: lower } = exclusionsIn(priceWordsAsDigits(text.toLowerCase()));
  const q: ProductQuery = { phrase: '' };
  const between = lower.match(new RegExp(String.raw`(?:between|from)\s+${money}\s+(?:and|to|-)\s+${money}`)) ??
    lower.match(new RegExp(String.raw`\$\s*(\d+)\s*-\s*\$?\s*(\d+)`));
  if (between) {
    q.minPrice = toNumber(between[1]);
    q.maxPrice = toNumber(between[2]);
  } else {
    const under = lower.match(new RegExp(String.raw`(?:under|below|less than|up to|max(?:imum)?|cheaper than|no more than|within)\s+${money}`));
    const over = lower.match(new RegExp(String.raw`(?:over|above|more than|at least|min(?:imum)?)\s+${money}`));
    if (under) q.maxPrice = toNumber(under[1]);
    if (over) q.minPrice = toNumber(over[1]);
    const around = !under && !over ? aroundPrice(lower) : null;
    if (around) { q.minPrice = around.min; q.maxPrice = around.max; }
  }
  q.explicitPrice = q.minPrice !== undefined || q.maxPrice !== undefined;
  if (has(lower, 'luxury|designer|high-end|high end|splurge')) q.tier = 'luxury';
  else if (has(lower, 'mid-range|mid range|midrange|mid-priced|moderately priced')) q.tier = 'mid';
  else if (has(lower, "budget|cheap|affordable|inexpensive|bargain|not (?:too|very|that|so) (?:expensive|pricey|dear)|reasonabl[ey](?: priced)?|doesn'?t cost (?:much|a fortune)|on a budget")) q.tier = 'budget';
  if (q.tier && q.minPrice === undefined && q.maxPrice === undefined) {
    if (q.tier === 'luxury') q.minPrice = 500;
    if (q.tier === 'mid') { q.minPrice = 100; q.maxPrice = 500; }
    if (q.tier === 'budget') q.maxPrice = 100;
  }
  const colour = searchColourIn(lower);
  const category = categoryIn(lower);
  const styles = STYLE_WORDS.filter((w) => has(lower, w)).map((w) => (w === 'boho' ? 'bohemian' : w));
  const words = [...(colour ? [colour] : []), ...styles];
  if (words.length) q.text = words.join(' ');
  // "summer dresses": the season's materials, each with the other words ("black linen or black cotton").
  const season = seasonMaterials(lower);
  if (season && !styles.some((w) => MATERIALS_SAID.has(w))) q.text = season.map((m) => [...words, m].join(' ')).join(' or ');
  if (category) q.category = category;
  if (exclude.length) q.exclude = exclude;
  const found = q.text !== undefined || q.category !== undefined || q.minPrice !== undefined || q.maxPrice !== undefined || q.tier !== undefined || exclude.length > 0;
  if (!found) return null;
  const price = q.minPrice !== undefined && q.maxPrice !== undefined
    ? `between $${q.minPrice} and $${q.maxPrice}`
    : q.maxPrice !== undefined ? `under $${q.maxPrice}` : q.minPrice !== undefined ? `over $${q.minPrice}` : '';
  const tierWord = q.tier === 'luxury' ? 'luxury' : q.tier === 'mid' ? 'mid-range' : q.tier === 'budget' ? 'budget' : '';
  const seasonWord = season ? /\b(summer|winter|autumn|fall|spring)\b/.exec(lower)?.[1] ?? (season.includes('wool') ? 'warm' : 'light') : '';
  const without = exclude.length ? `without ${exclude.join(' or ')}` : '';
  q.phrase = [tierWord, seasonWord, ...words, category ? category.toLowerCase() : 'pieces', price, without].filter(Boolean).join(' ');
  return q;
};

const statusIn = (text: string): Status =>
  has(text, 'inactive|archived|disabled|paused|muted') ? 'inactive' : has(text, 'all|every|everything') ? 'all' : 'active';

const CANNOT: [string, string][] = [
  ['book|flights?|hotels?|reservations?|tickets?', 'book travel'],
  ['checkout|check out|place (?:an|my) order|buy it|purchase|pay|payment|credit card|refund|returns?|track(?:ing)? (?:my )?(?:order|parcel|package)', 'place orders, take payments or handle returns'],
  ['weather|forecast', 'check the weather'],
  ['send (?:an )?e-?mail|text message|call me|phone', 'send messages or make calls'],
  ['post (?:it |this )?(?:to|on) (?:instagram|facebook|tiktok)|dm |direct message', 'post or message on social networks'],
  ['password|delete my account|close my account|change my email', 'change your account settings'],
  ['translate|write (?:me )?(?:a|an) (?:essay|poem|code)|homework|recipe|stock|bitcoin', 'help with things outside fashion'],
];

const handlesOf = (text: string) => partitionHandles(handleCandidates(text));

const CHANGE_VERBS = 'list|show|follow|unfollow|remove|delete|drop|add|deactivate|reactivate|pause|resume|mute|archive|unarchive|enable|disable|save|find|search|recommend|suggest';

/** Splits "add @a as a source and list my sources" into two requests; "add @a and @b" stays whole. */
export const clauses = (text: string): string[] => {
  if (looksLikeJson(text)) return [text];
  // One space for every run of whitespace first: the splitter's `\s*` around `\s+` alternatives is
  // cubic on long runs of spaces (a 20,000-character message held the server for minutes).
  return text
    .replace(/\s+/g, ' ')
    .split(new RegExp(String.raw`\s*(?:;|\bthen\b|\band then\b|\band also\b|,?\s+and\s+(?=(?:${CHANGE_VERBS})\b)|\.\s+(?=[A-Za-z]))\s*`, 'i'))
    .map((c) => c.trim())
    .filter(Boolean);
};

const FEEDBACK_WORDS: [FeedbackReason, string][] = [
  ['color', 'colou?rs?|shades?'],
  ['style', 'style|look|cut|shape|silhouette'],
  ['brand', 'brand|label|designer'],
  ['price', 'price|value|deal'],
  ['aspirational', 'dream|aspirational|goals?'],
  ['occasion', 'occasions?|wedding|party|event|work'],
];

const feedSectionIn = (plain: string): FeedSection | null => {
  if (has(plain, 'similar to (?:my|what i)')) return 'similar';
  if (has(plain, 'trending|popular|hot right now')) return 'trending';
  if (has(plain, 'discover|something new|new styles?|outside my usual|surprise me')) return 'discover';
  if (has(plain, 'recommend|recommendations|recommended|suggest|suggestions|my feed|for me|what should i (?:buy|wear)|picks|outfit ideas?|inspire me')) return 'recommended';
  return null;
};

const SECTION_PHRASE: Record<FeedSection, string> = {
  recommended: 'pieces picked for your style',
  similar: 'pieces similar to your saves',
  trending: 'trending pieces in your aesthetic',
  discover: 'new styles to discover',
};

/** "luxury recommendations", "what's trending": the feed, when no colour, category or price narrows it. */
const feedRequest = (clause: string, plain: string): Request | null => {
  const section = feedSectionIn(plain);
  if (!section) return null;
  const q = productQuery(clause);
  if (q && (q.text !== undefined || q.category !== undefined || q.explicitPrice)) return null;
  const tierWord = q?.tier === 'luxury' ? 'luxury ' : q?.tier === 'mid' ? 'mid-range ' : q?.tier === 'budget' ? 'budget ' : '';
  return { kind: 'feed', section, query: { tier: q?.tier, phrase: `${tierWord}${SECTION_PHRASE[section]}` } };
};

/** What to take out of the dressing room: the words between the verb and "from my dressing room". */
const removalTarget = (clause: string): string =>
  clause
    .replace(/\b(?:from|out of|in)\s+(?:my|the)\s+(?:dressing[ -]room|fitting room|saved items|saves|wishlist)\b.*$/i, '')
    .replace(/^.*?\b(?:remove|delete|take out|take|drop|get rid of)\b/i, '')
    .replace(/\b(?:the|my|a|an|please|out)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What to move into or out of the cart: the words between the verb and "to/from my cart". */
const cartTarget = (clause: string): string =>
  clause
    .replace(/\b(?:to|into|in|from|out of)\s+(?:my|the)\s+(?:cart|basket)\b.*$/i, '')
    .replace(/^.*?\b(?:add|move|put|place|remove|delete|take out|take|drop)\b/i, '')
    .replace(/\b(?:the|my|a|an|please|out|back)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Removing an account outright; "get rid of @x" with a handle is wanting less of it (a pause), not one of these. */
const REMOVE_WORDS = 'remove|delete|drop|unfollow|stop following';

const understandClause = (clause: string, today: string): Request => {
  const lower = clause.toLowerCase();
  const plain = lower.replace(/(?:https?:\/\/)?(?:www\.)?instagram\.com\/\S*/g, ' ').replace(/@\S+/g, ' ');
  if (looksLikeJson(clause)) return { kind: 'sources.add', text: clause };
  // Trips, outfits and the wardrobe first: "help me plan a trip", "an outfit for a party" are not help or a search.
  const specific = tripRequest(clause, today) ?? outfitRequest(clause) ?? wardrobeRequest(clause);
  if (specific) return specific;

  for (const [pattern, what] of CANNOT) if (has(plain, pattern)) return { kind: 'cannot', what };
  if (has(plain, 'help|what can you do|how do(?:es)? (?:this|it|you) work|examples?|commands')) return { kind: 'help' };

  const { handles, invalid } = handlesOf(clause);
  const aboutSources = has(plain, 'sources?|style sources?');
  // Wanting less of someone never adds them: "stop showing me @x", "no more @x", "hide @x" pause.
  if (handles.length && wantsLess(plain) && !has(plain, REMOVE_WORDS)) return { kind: 'hide', handles };

  if (has(plain, 'refresh|update|rebuild|recompute|recalculate') && has(plain, 'recommendations?|feed|picks|style profile|taste')) {
    return { kind: 'recommendations.refresh' };
  }
  // "like the first one", "like @x's post", "unlike it": a post, so before "like" means "similar".
  const unlike = has(plain, 'unlike|remove my like|take back my like|undo my like');
  if (unlike || /^\s*(?:please\s+)?(?:like|heart)\b/i.test(lower) || has(plain, 'like (?:the|that|this) (?:\w+ )?post')) {
    return { kind: 'posts.like', liked: !unlike, ref: itemRef(plain.replace(/\b(?:un)?like\b/g, ' ')), handle: handles[0] ?? null };
  }
  if (has(plain, 'cart|basket') && !has(plain, 'dressing room|fitting room')) {
    if (has(plain, 'add|move|put|place|remove|delete|take|drop')) {
      const target = cartTarget(clause);
      return { kind: 'dressingRoom.cart', inCart: !has(plain, 'remove|delete|take|drop|out of|from my cart|from the cart'), target, ref: ORDINAL_TARGET.test(target) ? itemRef(target) : null };
    }
    return { kind: 'dressingRoom.list', cartOnly: true };
  }
  const aboutInfluencers = has(plain, 'influencers?|follow(?:ing|ed|s)?|unfollow|creators?|who do i follow');

  if (has(plain, 'similar|like|resembl\\w*|alternatives?') && handles.length > 0 && !has(plain, 'follow|add|remove|unfollow')) {
    return { kind: 'similar', handle: handles[0]! };
  }
  if (has(plain, 'similar|like') && handles.length > 0 && has(plain, 'follow')) return { kind: 'similar', handle: handles[0]! };
  if (has(plain, 'similar|like|resembl\\w*') && !handles.length && invalid.length) return { kind: 'invalid_handles', invalid };

  if (has(plain, 'posts?|inspiration feed') && !handles.length && !has(plain, 'add|remove|delete|save')) {
    const view: PostView = has(plain, 'top|most liked|popular|best')
      ? 'top_liked'
      : has(plain, 'follow|following|followed')
        ? (has(plain, 'recent|latest|new') ? 'recent' : 'following')
        : 'latest';
    return { kind: 'posts.feed', view };
  }
  // The smart scanner (discovery.scan): reads follows, likes, saves and feedback afresh.
  if (has(plain, 'style (?:dna|genome)|(?:analy[sz]e|scan|study|read) (?:my |the )?(?:style|taste|follow\\w*|instagram|engagement)|run (?:a |the )?(?:style |smart )?(?:scan|analysis)|smart (?:scan|analysis)')) {
    return { kind: 'discovery.scan' };
  }
  if (has(plain, "style profile|taste profile|what(?:'s|\u2019s| is) my (?:style|taste|aesthetic)|(?:learned|learnt|know) about (?:me|my (?:style|taste))")) {
    return { kind: 'styleProfile.get' };
  }
  if (has(plain, 'love|adore|really like') && itemRef(plain)) {
    const reasons = FEEDBACK_WORDS.filter(([, w]) => has(plain, w)).map(([r]) => r);
    if (reasons.length) return { kind: 'feedback.submit', ref: itemRef(plain)!, reasons };
  }
  const feed = has(plain, 'similar to (?:my|what i)') ? feedRequest(clause, plain) : null;
  if (feed) return feed;

  if (has(plain, 'dressing room|fitting room|dressing-room|saved items|my saves|wishlist')) {
    if (has(plain, 'clear|empty|wipe|(?:remove|delete) (?:all|everything)')) return { kind: 'dressingRoom.clear' };
    if (has(plain, 'remove|delete|take out|take|drop|get rid of')) {
      const target = removalTarget(clause);
      const ref = ORDINAL_TARGET.test(target) ? itemRef(target) : null;
      return { kind: 'dressingRoom.remove', target, ref };
    }
    if (has(plain, 'save|add|put|keep') && !has(plain, 'show|list|what')) {
      const ref = itemRef(plain);
      return ref ? { kind: 'dressingRoom.add', ref } : { kind: 'dressingRoom.list' };
    }
    return { kind: 'dressingRoom.list' };
  }
  if (has(plain, 'save|keep|bookmark') && itemRef(plain)) return { kind: 'dressingRoom.add', ref: itemRef(plain)! };

  const wantsList = has(plain, 'list|show|what are|which|who do i|who am i|view|see') && !handles.length;
  const deactivate = has(plain, 'deactivate|disable|pause|mute|archive');
  const reactivate = has(plain, 'reactivate|enable|resume|unarchive|activate');
  const remove = has(plain, `${REMOVE_WORDS}|get rid of`);
  const follow = has(plain, 'follow|start following') && !has(plain, 'unfollow');

  if (wantsList && (aboutSources || aboutInfluencers)) {
    if (aboutSources) return { kind: 'sources.list', status: statusIn(plain) };
    // "show me influencers" is Atelier's list; "who do I follow", "my paused influencers" are the shopper's own.
    const own = has(plain, "my|i follow|i'm following|i am following|followed|following|paused|inactive|muted|archived|who do i|who am i");
    return own ? { kind: 'influencers.followed', status: statusIn(plain) } : { kind: 'influencers.list' };
  }

  const change = deactivate || reactivate || remove || follow || has(plain, 'add|import|connect');
  if (change) {
    if (handles.length === 0) {
      if (follow && itemRef(plain)) return { kind: 'influencers.follow_ref', ref: itemRef(plain)! };
      // "follow her": the one just shown first (the top similar influencer, the only one named).
      if (follow && has(plain, 'her|him|this person|that person|(?:this|that) (?:account|influencer|creator|one)')) return { kind: 'influencers.follow_ref', ref: { index: 1 } };
      if (invalid.length) return { kind: 'invalid_handles', invalid };
      return { kind: 'no_handles', action: clause };
    }
    const useSources = aboutSources || (!aboutInfluencers && !follow && !has(plain, 'unfollow'));
    if (deactivate || reactivate) {
      const active = !deactivate || (reactivate && !has(plain, 'deactivate'));
      return useSources ? { kind: 'sources.setActive', handles, active } : { kind: 'influencers.setActive', handles, active };
    }
    if (remove) return useSources && !has(plain, 'unfollow') ? { kind: 'sources.remove', handles } : { kind: 'influencers.unfollow', handles };
    if (follow || (aboutInfluencers && !aboutSources)) return { kind: 'influencers.follow', handles };
    return { kind: 'sources.add', text: clause };
  }

  // "cheaper ones", "show more", "in blue", "not black": the search before, narrowed. A category named is a new search.
  const refinement = handles.length ? null : refinementIn(clause);
  if (refinement && !categoryIn(exclusionsIn(plain).rest)) return { kind: 'products.refine', refinement };
  const feedAsked = feedRequest(clause, plain);
  if (feedAsked) return feedAsked;
  const query = productQuery(clause);
  if (query) return { kind: 'products', query };
  // A handle with no verb is a question, never a change: the reply asks what to do with it.
  if (handles.length > 0) return { kind: 'handle_unclear', handles };
  return chatRequest(plain);
};

/** What no rule understood, read by the intent classifier: small talk, off-topic, a vague wish to get dressed. */
const chatRequest = (plain: string): Request => {
  const intent = chatIntentOf(plain);
  switch (intent) {
    case null: return { kind: 'unknown' };
    case 'offtopic': return { kind: 'cannot', what: 'help with things outside fashion' };
    case 'outfit': return { kind: 'outfit.build', anchors: [], slots: ['top', 'bottom', 'shoes'], occasion: null };
    case 'recommend': return { kind: 'feed', section: 'recommended', query: { phrase: 'pieces picked for your style' } };
    default: return { kind: 'chat', intent };
  }
};

/**
 * Every request in the message, in order. `today` (YYYY-MM-DD, the server's date) is what relative
 * dates such as "next week" are read against; it is given, so understanding stays pure.
 */
export const understand = (text: string, today: string): Request[] => {
  const trimmed = text.trim();
  if (!trimmed) return [{ kind: 'unknown' }];
  return mergeRefinements(clauses(trimmed).map((clause) => understandClause(clause, today)));
};

/** "show me bags. not black": a colour or an exclusion right after a search in the same message narrows that search. */
const mergeRefinements = (requests: Request[]): Request[] =>
  requests.reduce<Request[]>((out, r) => {
    const before = out.at(-1);
    if (r.kind !== 'products.refine' || before?.kind !== 'products') return [...out, r];
    const { more, cheaper, pricier, colour, exclude } = r.refinement;
    if (more || cheaper || pricier) return [...out, r];
    const q = { ...before.query };
    if (colour) {
      q.text = recolour(q.text, colour);
      q.phrase = `${colour} ${q.phrase}`;
    }
    if (exclude.length) {
      q.exclude = [...new Set([...(q.exclude ?? []), ...exclude])];
      q.phrase = `${q.phrase} without ${q.exclude.join(' or ')}`.replace(/ without (.+) without /, ' without ');
    }
    return [...out.slice(0, -1), { kind: 'products', query: q }];
  }, []);
