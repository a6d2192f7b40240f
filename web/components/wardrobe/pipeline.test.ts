import { describe, expect, it } from 'vitest';
import { PIPELINE_CALL_GAP_MS, PIPELINE_MAX_INFLUENCERS, pipelineSummary, runPipeline, type ToolCaller } from './pipeline.js';

const fakeTools = (failing: string[] = [], followed = ['cos', 'everlane']) => {
  const calls: { name: string; input: unknown }[] = [];
  const call = (async (name: string, input: unknown) => {
    calls.push({ name, input });
    if (failing.includes(name) || failing.includes(`${name}:${(input as { handle?: string }).handle}`)) throw new Error(`${name} broke`);
    switch (name) {
      case 'influencers.list': return { influencers: [{ handle: 'cos' }, { handle: 'zara' }] };
      case 'influencers.followed': return { influencers: followed.map((handle) => ({ handle })) };
      case 'recommendations.similarInfluencers': return { influencers: [{ handle: 'arket' }] };
      case 'recommendations.refresh': return { learning_confidence: 0.42, has_taste: true };
      case 'recommendations.feed': return { items: [1, 2, 3], source: 'personalized' };
      default: throw new Error(`unexpected ${name}`);
    }
  }) as ToolCaller;
  return { call, calls };
};

describe('pipeline testing panel runner', () => {
  it('calls the real tools in order, 1 s apart, over each active preference', async () => {
    const { call, calls } = fakeTools();
    const sleeps: number[] = [];
    const seen: string[] = [];
    const report = await runPipeline({ call, sleep: async (ms) => { sleeps.push(ms); }, onOperation: (o) => seen.push(o.label) });
    expect(calls.map((c) => c.name)).toEqual([
      'influencers.list', 'influencers.followed', 'recommendations.similarInfluencers', 'recommendations.similarInfluencers',
      'recommendations.refresh', 'recommendations.feed',
    ]);
    expect(calls[2]!.input).toEqual({ handle: 'cos' });
    expect(sleeps).toEqual(Array(5).fill(PIPELINE_CALL_GAP_MS));
    expect(seen).toEqual(report.operations.map((o) => o.label));
    expect(report).toMatchObject({ succeeded: 6, total: 6 });
    expect(pipelineSummary(report)).toBe('6/6 operations succeeded');
    expect(report.operations[4]!.detail).toBe('learning confidence 42%');
  });

  it('records failures and goes on, so the summary says how many failed', async () => {
    const { call } = fakeTools(['recommendations.similarInfluencers:everlane', 'recommendations.refresh']);
    const report = await runPipeline({ call, sleep: async () => {} });
    expect(pipelineSummary(report)).toBe('4/6 operations succeeded');
    expect(report.operations.filter((o) => !o.ok).map((o) => o.detail)).toEqual(['recommendations.similarInfluencers broke', 'recommendations.refresh broke']);
  });

  it('without preferences (or when they cannot load) skips the per-influencer analysis', async () => {
    const { call, calls } = fakeTools(['influencers.followed']);
    const report = await runPipeline({ call, sleep: async () => {} });
    expect(calls.some((c) => c.name === 'recommendations.similarInfluencers')).toBe(false);
    expect(pipelineSummary(report)).toBe('3/4 operations succeeded');
  });

  it('analyses at most a handful of influencers per run', async () => {
    const { call, calls } = fakeTools([], Array.from({ length: 9 }, (_, i) => `handle${i}`));
    await runPipeline({ call, sleep: async () => {} });
    expect(calls.filter((c) => c.name === 'recommendations.similarInfluencers')).toHaveLength(PIPELINE_MAX_INFLUENCERS);
  });
});
