/** The smart scanner: reads follows, likes, saves and feedback afresh into a style genome, with how well it predicts the shopper. */
import { plainOf } from './lib/accounts.js';
import { examplesOf } from './lib/examples.js';
import { callOf, isRecord } from './lib/plan-core.js';
import { plural } from './lib/reply-format.js';
import { commonOutcome } from './lib/speak-common.js';
import { has } from './lib/words.js';
import { strongest } from './profile.js';
import type { Skill } from './types.js';

export const scanSkill: Skill = {
  id: 'scan',
  summary: 'Run the smart style scan over follows, likes, saves and feedback.',
  option: 'scan your style',
  examples: {
    scan: examplesOf([
      '(analyse|analyze|scan|study|read) my (style|taste|follows|following|instagram|engagement)',
      '(run|do) (a|the) (style scan|smart scan|smart analysis|style analysis)',
      '(what is|show me) my (style dna|style genome)',
    ]),
  },
  slots: [],
  kinds: ['discovery.scan'],
  read(c) {
    const plain = plainOf(c.text);
    if (has(plain, 'photos?|pictures?|pics?|uploads?|images?|selfies?')) return null;
    return has(plain, 'style (?:dna|genome)|(?:analy[sz]e|scan|study|read) (?:my |the )?(?:style|taste|follow\\w*|instagram|engagement)|run (?:a |the )?(?:style |smart )?(?:scan|analysis)|smart (?:scan|analysis)')
      ? { kind: 'discovery.scan' } : null;
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
