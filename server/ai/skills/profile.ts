/** The style profile the stylist has learned: leanings, favourite colours and brands. */
import { plainOf } from './lib/accounts.js';
import { examplesOf } from './lib/examples.js';
import { callOf, isRecord } from './lib/plan-core.js';
import { strings } from './lib/reply-format.js';
import { commonOutcome } from './lib/speak-common.js';
import { has } from './lib/words.js';
import type { Skill } from './types.js';

/** The top few keys of a 0-1 preference map, strongest first. */
export const strongest = (weights: unknown, n: number): string[] =>
  isRecord(weights)
    ? Object.entries(weights).filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, n).map(([k]) => k)
    : [];

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
    ]),
  },
  slots: [],
  kinds: ['styleProfile.get'],
  read(c) {
    const plain = plainOf(c.text);
    if (has(plain, 'refresh|update|rebuild|recompute|recalculate')) return null;
    return has(plain, "style profile|taste profile|what(?:'s|\u2019s| is)? my (?:style|taste|aesthetic)|(?:learned|learnt|know) about (?:me|my (?:style|taste))|my (?:style|taste)\\??$")
      ? { kind: 'styleProfile.get' } : null;
  },
  plan: (_r, ctx) => callOf(ctx.tools, 'styleProfile.get', {}),
  speak(_r, o) {
    const said = commonOutcome(o);
    if (typeof said === 'string') return said;
    const { out } = said;
    const aesthetics = strings(out.top_aesthetics);
    const colours = strongest(out.color_preferences, 3);
    const brands = strongest(out.brand_preferences, 3);
    if (!aesthetics.length && !colours.length && !brands.length) return 'I haven\u2019t learned your style yet. Save pieces you like or tell me what you love about them.';
    const confidence = typeof out.learning_confidence === 'number' ? ` (learning confidence ${Math.round(out.learning_confidence * 100)}%)` : '';
    return [
      aesthetics.length ? `Your style leans ${aesthetics.join(', ')}${confidence}.` : `I\u2019m still learning your style${confidence}.`,
      ...(colours.length ? [`Favourite colours: ${colours.join(', ')}.`] : []),
      ...(brands.length ? [`Brands you like: ${brands.join(', ')}.`] : []),
    ].join(' ');
  },
};
