import { describe, expect, it } from 'vitest';
import { missKindLines, missKinds, toolMiss } from './miss-kinds.js';
import type { CaseResult, TurnOutcome } from './runner.js';

const turn = (expected: string[], made: string[], problems: string[] = []): TurnOutcome => ({
  user: 'a request nobody may read', reply: 'a reply nobody may read', expected,
  calls: made.map((name) => ({ name, input: {}, result: 'ok' as const })),
  toolsRight: !problems.length, argsRight: 0, resultsRight: 0, argsTotal: expected.length, replyRight: true, problems,
});

const caseOf = (turns: TurnOutcome[], problems: string[] = []): CaseResult<string> => ({
  id: 'x', category: 'follow_ups', description: 'a description nobody may read',
  trials: [{ pass: false, toolsRight: false, argsRight: 0, resultsRight: 0, argsTotal: 0, endStateRight: true, repliesRight: true, turns, problems, ms: 0 }],
});

describe('toolMiss', () => {
  it('tells apart how the calls made differ from the calls asked', () => {
    expect(toolMiss(['products.search'], ['products.search'])).toBeNull();
    expect(toolMiss(['a', 'b'], ['b', 'a'])).toBeNull();
    expect(toolMiss(['products.search'], [])).toBe('no call where one was asked');
    expect(toolMiss([], ['products.search'])).toBe('a call where none was asked');
    expect(toolMiss(['trips.plan', 'trips.plan'], ['trips.plan'])).toBe('the asked tools, a different number of calls');
    expect(toolMiss(['dressingRoom.add'], ['dressingRoom.list', 'dressingRoom.add'])).toBe('the asked calls and others besides');
    expect(toolMiss(['dressingRoom.add', 'dressingRoom.toggleCart'], ['dressingRoom.add'])).toBe('part of the asked calls');
    expect(toolMiss(['outfits.compose'], ['products.search'])).toBe('other tools');
  });
});

describe('missKinds', () => {
  const results = [
    caseOf([turn(['products.search'], ['products.search']), turn([], ['products.search'], ['tools: …'])]),
    caseOf([turn(['trips.plan'], ['trips.plan'], ['args of trips.plan (end_date): …', 'reply does not mention "x"']), turn([], ['trips.plan'], ['tools: …', 'forbidden calls: trips.plan'])], ['end state saved: …']),
  ];

  it('counts each kind once per turn, and the end state once per conversation', () => {
    const kinds = missKinds(results);
    expect(kinds.turns).toBe(4);
    expect(kinds.conversations).toBe(2);
    expect(kinds.tools.get('a call where none was asked')).toBe(2);
    expect(kinds.forbidden).toBe(1);
    expect(kinds.arguments).toBe(1);
    expect(kinds.replies).toBe(1);
    expect(kinds.endState).toBe(1);
    expect(kinds.pairs.get('[] → [products.search]')).toBe(1);
  });

  it('prints counts and tool names, never a request, a reply or a description', () => {
    const text = missKindLines(missKinds(results)).join('\n');
    expect(text).toContain('[] → [trips.plan]');
    expect(text).not.toMatch(/nobody may read/);
  });
});
