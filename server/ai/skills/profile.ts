/** The style profile the stylist has learned: leanings, favourite colours and brands. */
import { plainOf } from './lib/accounts.js';
import { examplesOf } from './lib/examples.js';
import { callOf, isRecord } from './lib/plan-core.js';
import { strings } from './lib/reply-format.js';
import { commonOutcome } from './lib/speak-common.js';
import { has } from './lib/words.js';
import type { ClauseInput, Skill } from './types.js';

/** The top few keys of a 0-1 preference map, strongest first. */
export const strongest = (weights: unknown, n: number): string[] =>
  isRecord(weights)
    ? Object.entries(weights).filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, n).map(([k]) => k)
    : [];

/**
 * The shopper describing themselves: "I'm a size 12", "I mostly wear neutrals", "my style is pretty
 * classic". No tool stores a description, so the stylist shows what it has learned instead and says so.
 */
const SELF = [
  "(?:i'?m|i am) (?:a |an )?(?:uk |us |eu )?(?:size|petite|tall|short|curvy|plus[- ]size|pear[- ]shaped|apple[- ]shaped|hourglass)",
  'my (?:dress |shoe |clothes |clothing )?size is', 'i (?:wear|take) (?:a |an )?(?:uk |us |eu )?size',
  'i (?:mostly|usually|normally|generally|tend to|always|mainly|often|only|really) (?:wear|dress|go for|reach for|live in|gravitate|stick to|buy)',
  "my (?:personal |own )?(?:style|taste|look|aesthetic|vibe) (?:is|would be|tends)", "i'?d (?:describe|call) my (?:style|taste|look)",
  "(?:i'?m|i am) (?:really |very |mostly |more )?into", 'i (?:love|prefer|like) wearing', 'i dress (?:quite |pretty |very |mostly |really )?\\w+',
].join('|');
const ASKS = /\?|\b(?:show|find|search|recommend|suggest|look(?:ing)? for|need|want|help|what|which|should|could you|can you|outfit|pack|trip|buy)\b/;
const asksFor = (c: ClauseInput) =>
  Boolean(c.slots.handles.length || c.slots.price || c.slots.tier || c.slots.garments.length || c.slots.categories.length || c.slots.dates || c.slots.destination);
export const describesSelf = (plain: string) => new RegExp(`(?:^|\\b)(?:${SELF})\\b`).test(plain) && !ASKS.test(plain);

/** Asking for the profile to say something else: "update it", "change it to more boho", "make it say…", "add that I…". */
const CHANGE_IT = "update|change|edit|amend|correct|fix|rewrite|adjust|tweak|make it say|add that|put (?:down |in )?that|note that|set it to";
/** A style said of herself as a change: "I'm way more into streetwear now", "more minimalist than that", "less soft". */
const STYLE_NOW = "more into|into \\w+ now|(?:more|less) \\w+(?: \\w+)? (?:than that|these days|now|lately)|(?:more|less) (?:colou?r|neutral|minimal|classic|edgy|boho|sporty|casual|feminine)";
/**
 * A change asked of the style profile: named ("update my style profile: I prefer muted colours") or, right after it was
 * shown, pointed at ("update it, I'm more into streetwear now", "that's not me, change it to boho"). No tool stores a
 * description: the profile is shown and the reply says so.
 */
const changesProfile = (c: ClauseInput, plain: string): boolean => {
  const justShown = c.state.latestTool?.replaceAll('_', '.') === 'styleProfile.get';
  const named = has(plain, '(?:style|taste) profile|my profile');
  return (named || justShown) && (has(plain, CHANGE_IT) || (justShown && has(plain, STYLE_NOW))) &&
    !c.slots.handles.length && !c.slots.price && !has(plain, 'recommendations|feed|wardrobe|cart|trip');
};

export const profileSkill: Skill = {
  id: 'profile',
  summary: 'Say what the stylist has learned about the shopper\u2019s style.',
  option: 'tell you what I\u2019ve learned about your style',
  examples: {
    profile: examplesOf([
      '(what is|what\u2019s|whats) my (style|taste|aesthetic)',
      '(show|open) my (style profile|taste profile)',
      'what have you (learned|learnt) about (me|my style|my taste)',
      'what do you know about my (style|taste)',
      '(describe|sum up|summarise) my (personal style|style|taste|look)',
      'how would you (describe|sum up) my (style|taste|look)',
      '(i am|i\u2019m) a size (10|12|small|medium) and i mostly wear (neutrals|black|jeans)',
      'i (mostly|usually|tend to) wear (neutral colours|black and white|minimal pieces|bright colours)',
      'my style is (pretty classic|quite minimal|mostly casual|boho)',
    ]),
  },
  slots: [],
  kinds: ['styleProfile.get'],
  // Only a description that asks for nothing: "I'm a size 12, dresses under £100" is a search.
  claims: (c) => (describesSelf(plainOf(c.text)) && !asksFor(c)) || changesProfile(c, plainOf(c.text)),
  read(c) {
    const plain = plainOf(c.text);
    if (changesProfile(c, plain)) return { kind: 'styleProfile.get', described: true };
    if (describesSelf(plain) && !c.slots.price && !c.slots.tier && !c.slots.handles.length) return { kind: 'styleProfile.get', described: true };
    if (has(plain, 'refresh|update|rebuild|recompute|recalculate')) return null;
    return has(plain, "style profile|taste profile|what(?:'s|\u2019s| is)? my (?:style|taste|aesthetic)|(?:learned|learnt|know) about (?:me|my (?:style|taste))|my (?:style|taste)\\??$|(?:describe|sum up|summari[sz]e|tell me about|talk me through|what do you make of|how would you describe) my (?:personal |own )?(?:style|taste|look|aesthetic)")
      ? { kind: 'styleProfile.get' } : null;
  },
  plan: (_r, ctx) => callOf(ctx.tools, 'styleProfile.get', {}),
  speak(r, o) {
    const said = commonOutcome(o);
    if (typeof said === 'string') return said;
    // Nothing stores what the shopper says of themselves: the reply says so before what was learned.
    const noted = r.kind === 'styleProfile.get' && r.described
      ? 'I can\u2019t store a size or a description yet: I learn your style from what you save, like and tell me about pieces. ' : '';
    const { out } = said;
    const aesthetics = strings(out.top_aesthetics);
    const colours = strongest(out.color_preferences, 3);
    const brands = strongest(out.brand_preferences, 3);
    if (!aesthetics.length && !colours.length && !brands.length) return `${noted}I haven\u2019t learned your style yet. Save pieces you like or tell me what you love about them.`;
    const confidence = typeof out.learning_confidence === 'number' ? ` (learning confidence ${Math.round(out.learning_confidence * 100)}%)` : '';
    return noted + [
      aesthetics.length ? `Your style leans ${aesthetics.join(', ')}${confidence}.` : `I\u2019m still learning your style${confidence}.`,
      ...(colours.length ? [`Favourite colours: ${colours.join(', ')}.`] : []),
      ...(brands.length ? [`Brands you like: ${brands.join(', ')}.`] : []),
    ].join(' ');
  },
};
