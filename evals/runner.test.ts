import { describe, expect, it } from 'vitest';
import { createLocalModel } from '../server/ai/local/model.js';
import { caseSchema, type EvalCase } from './case.js';
import { runEvals } from './runner.js';

const evalCase = (id: string, raw: unknown): EvalCase => ({ ...caseSchema.parse(raw), id, category: 'single_tool' });

describe('the eval runner', () => {
  it('fails, never skips, a case naming a tool the registry lacks, and passes a sound one', async () => {
    const cases = [
      evalCase('single_tool/unregistered', { description: 'names a missing tool', turns: [{ user: 'help', calls: [{ name: 'wardrobe.teleport' }] }] }),
      evalCase('single_tool/forbids-unregistered', { description: 'forbids a missing tool', turns: [{ user: 'help', calls: [], forbid: ['wardrobe.teleport'] }] }),
      evalCase('single_tool/wrong-reply', { description: 'expects a reply it will not get', turns: [{ user: 'help', calls: [], replyContains: ['a pony'] }] }),
      evalCase('single_tool/sound', { description: 'help needs no tool', turns: [{ user: 'help', calls: [], replyContains: ['Atelier stylist'] }] }),
    ];
    const results = await runEvals({ model: createLocalModel(), repeat: 1, cases });
    const passed = Object.fromEntries(results.map((r) => [r.id, r.trials.length > 0 && r.trials.every((t) => t.pass)]));
    expect(passed).toEqual({
      'single_tool/unregistered': false, 'single_tool/forbids-unregistered': false, 'single_tool/wrong-reply': false, 'single_tool/sound': true,
    });
    expect(results[0]!.trials[0]!.problems.join()).toContain('tools not registered: wardrobe.teleport');
  }, 30_000);
});
