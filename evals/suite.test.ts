import { describe, expect, it } from 'vitest';
import { parseCase, splitPending, type CaseResult, type TrialOutcome } from './runner.js';
import { duplicateCases, toolsCalled } from './suite.js';

const at = (id: string, user: string, calls: unknown[]) => parseCase({ description: id, turns: [{ user, calls }] }, `single_tool/${id}`);

describe('suite checks', () => {
  it('finds cases that repeat messages and calls, whatever the spacing or case of the message', () => {
    const a = at('a', 'list my sources', [{ name: 'sources.list', args: { status: 'active' } }]);
    const b = at('b', '  List   my sources ', [{ name: 'sources.list', args: { status: 'active' } }]);
    const c = at('c', 'list my sources', [{ name: 'sources.list', args: { status: 'all' } }]);
    expect(duplicateCases([a, b, c])).toEqual([['single_tool/a', 'single_tool/b']]);
  });

  it('counts a tool as covered only when a case expects a call to it', () => {
    const forbidding = parseCase({ description: 'x', turns: [{ user: 'hi', calls: [], forbid: ['posts.like'] }] }, 'no_tool/x');
    expect(toolsCalled([forbidding, at('y', 'like it', [{ name: 'posts.like', args: 'any' }])])).toEqual(new Set(['posts.like']));
    expect(toolsCalled([forbidding]).has('posts.like')).toBe(false);
  });

  it('sets pending cases apart from the gate unless strict, and names the pending ones that pass', () => {
    const trial = (pass: boolean) => ({ pass }) as TrialOutcome;
    const result = (id: string, pass: boolean, pending?: string): CaseResult => ({ id, category: 'single_tool', description: id, trials: [trial(pass)], ...(pending && { pending }) });
    const results = [result('a', true), result('b', false, 'until the skills land'), result('c', true, 'until the skills land')];
    const split = splitPending(results);
    expect(split.gating.map((r) => r.id)).toEqual(['a']);
    expect(split.pending.map((r) => r.id)).toEqual(['b', 'c']);
    expect(split.passingPending.map((r) => r.id)).toEqual(['c']);
    expect(splitPending(results, true).gating.map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});
