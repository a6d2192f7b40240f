import { describe, expect, it } from 'vitest';
import { oncePerTurn } from './turn-memo.js';

const [FIRST, LATER] = [false, true];

describe('oncePerTurn', () => {
  it('understands afresh at the first step of a turn, even a message said before', () => {
    const brain = {};
    let runs = 0;
    const compute = () => ++runs;
    oncePerTurn(brain, ['2026-04-20', 'hello!', []], FIRST, compute);
    oncePerTurn(brain, ['2026-04-20', 'hello!', []], LATER, compute);
    expect(runs).toBe(1);
    oncePerTurn(brain, ['2026-04-20', 'hello!', []], FIRST, compute);
    expect(runs).toBe(2);
  });

  it('computes once for an equal key and brain, and hands out copies', () => {
    const brain = {};
    let runs = 0;
    const compute = () => { runs++; return [{ kind: 'products', query: { text: 'black bags' } }]; };
    const first = oncePerTurn(brain, ['2026-04-20', 'black bags', []], LATER, compute);
    first[0]!.query.text = 'changed by a caller';
    const second = oncePerTurn(brain, ['2026-04-20', 'black bags', []], LATER, compute);
    expect(runs).toBe(1);
    expect(second).toEqual([{ kind: 'products', query: { text: 'black bags' } }]);
    expect(second).not.toBe(first);
  });

  it('computes again for another key or another brain', () => {
    const [a, b] = [{}, {}];
    let runs = 0;
    const compute = () => ++runs;
    oncePerTurn(a, ['2026-04-20', 'hello'], LATER, compute);
    oncePerTurn(a, ['2026-04-21', 'hello'], LATER, compute);
    oncePerTurn(b, ['2026-04-20', 'hello'], LATER, compute);
    expect(runs).toBe(3);
  });

  it('forgets the oldest turn past the few it keeps', () => {
    const brain = {};
    let runs = 0;
    const compute = () => ++runs;
    for (let i = 0; i < 40; i++) oncePerTurn(brain, [i], FIRST, compute);
    oncePerTurn(brain, [39], LATER, compute);
    expect(runs).toBe(40);
    oncePerTurn(brain, [0], LATER, compute);
    expect(runs).toBe(41);
  });
});
