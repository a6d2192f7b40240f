/** The smart scanner: reads follows, likes, saves and feedback afresh into a style genome, with how well it predicts the shopper. */
import { plainOf } from './lib/accounts.js';
import { examplesOf } from './lib/examples.js';
import { callOf, isRecord } from './lib/plan-core.js';
import { plural } from './lib/reply-format.js';
import { commonOutcome } from './lib/speak-common.js';
import { has } from './lib/words.js';
import { strongest } from './profile.js';
import type { Skill } from './types.js';

/** Reading something through, and what the scan reads: "scan the accounts I follow", "go through my likes and saves". */
const SCAN_VERBS = 'analy[sz]e|analy[sz]ing|scan|study|read|go through|look through|crawl|comb through|dig into|process|check out';
const SCAN_OBJECTS = 'style|taste|follow\\w*|instagram|engagement|accounts|influencers|people i follow|likes|saves|activity';

export const scanSkill: Skill = {
  id: 'scan',
  summary: 'Run the smart style scan over follows, likes, saves and feedback.',
  option: 'scan your style',
  examples: {
    scan: examplesOf([
      '(analyse|analyze|scan|study|read) my (style|taste|follows|following|instagram|engagement)',
      '(run|do) (a|the) (style scan|smart scan|smart analysis|style analysis)',
      '(what is|show me) my (style dna|style genome)',
      '(scan|go through|analyse) (the accounts|the people|everyone) i follow',
      '(read|go through|look through) my (likes and saves|activity|follows) (and tell me my style|)',
    ]),
  },
  slots: [],
  kinds: ['discovery.scan'],
  read(c) {
    const plain = plainOf(c.text);
    if (has(plain, 'photos?|pictures?|pics?|uploads?|images?|selfies?')) return null;
    const named = has(plain, 'style (?:dna|genome)|run (?:a |the )?(?:style |smart )?(?:scan|analysis)|smart (?:scan|analysis)');
    return named || has(plain, `(?:${SCAN_VERBS})\\b(?:\\W+\\w+){0,4}?\\W+(?:${SCAN_OBJECTS})`) ? { kind: 'discovery.scan' } : null;
  },
  plan: (_r, ctx) => callOf(ctx.tools, 'discovery.scan', {}),
  speak(_r, o) {
    const said = commonOutcome(o);
    if (typeof said === 'string') return said;
    const { out } = said;
    const accounts = Array.isArray(out.fashion_accounts) ? out.fashion_accounts.length : 0;
    const genome = isRecord(out.style_genome) ? out.style_genome : null;
    if (!genome) return 'I couldn’t read a style yet: follow a few influencers or save pieces you like, then ask me again.';
    const aesthetics = strongest(genome.aesthetic_dna, 3);
    const colours = strongest(genome.color_gravitational_pull, 3);
    const band = typeof out.confidence_band === 'string' ? out.confidence_band.toLowerCase() : 'low';
    const accuracy = isRecord(out.accuracy) && typeof out.accuracy.hits === 'number' && typeof out.accuracy.held_out === 'number'
      ? `It ranked ${out.accuracy.hits} of ${out.accuracy.held_out} pieces you liked, held back from it, in its top half.`
      : 'There is not enough activity yet to measure how well it predicts you.';
    const picks = Array.isArray(out.personalized_recommendations) ? out.personalized_recommendations.filter(isRecord) : [];
    return [
      `I analysed ${plural(accounts, 'fashion account')} you follow.`,
      aesthetics.length ? `Your style genome leans ${aesthetics.join(', ')}${colours.length ? `, in ${colours.join(', ')}` : ''} (${band} confidence).` : `Confidence is ${band}.`,
      accuracy,
      ...(picks.length ? [`Picked for you: ${picks.slice(0, 3).map((p) => `${String(p.item_name)} by ${String(p.brand)}`).join('; ')}.`] : []),
    ].join(' ');
  },
};
