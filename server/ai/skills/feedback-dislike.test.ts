import { zodSchema } from 'ai';
import { describe, expect, it } from 'vitest';
import { toolCatalogue } from '../../../tools/registry.js';
import { chatToolName } from '../../../tools/types.js';
import { resolve, understand } from '../../../evals/skill-harness.js';
import { emptyState } from './dialogue.js';
import { feedbackSkill } from './feedback.js';
import type { AvailableTool, ItemList, SeenResult } from './lib/plan-core.js';
import type { Request } from './lib/request.js';

const TODAY = '2026-04-20';
const offered: AvailableTool[] = toolCatalogue.map((t) => {
  const schema = zodSchema(t.input).jsonSchema as { properties?: Record<string, unknown> };
  return { name: chatToolName(t.name), properties: Object.keys(schema.properties ?? {}) };
});
const knits = [
  { id: 'k1', product_name: 'Oat Ribbed Cardigan', price: 75, color: 'beige' },
  { id: 'k2', product_name: 'Forest Cable Jumper', price: 340, color: 'green' },
  { id: 'k3', product_name: 'Charcoal Merino Crew', price: 120, color: 'grey' },
];
const shownState = { ...emptyState(), latestTool: 'products_search', lists: { products: knits, influencers: [], posts: [] } };
const seen = (toolName: string, output: unknown, input: unknown = {}): SeenResult => ({ toolName, input, output, isError: false, request: null, prep: false });
const shownList: ItemList = { items: knits, from: seen('products_search', { products: knits }) };
const latest = (kind: string) => (kind === 'products' ? shownList : null);
const nothingShown = () => null;

const callsOf = (text: string) => understand(text, TODAY, shownState).flatMap((r) => {
  if (r.kind !== 'feedback.disliked') return [];
  const res = resolve(r, offered, latest);
  return 'call' in res ? [res.call, ...(res.also ?? [])].map((c) => c.input) : [];
});

describe('a piece shown turned down is recorded as not for her', () => {
  it.each([
    // Pointed at by position: that piece, the reason from her words.
    ['the third one is not for me, the tone is drab', [{ itemId: 'k3', reasons: ['color'], verdict: 'not_for_me' }]],
    // Named by its words among those shown.
    ['the forest cable jumper is not really me', [{ itemId: 'k2', reasons: ['style'], verdict: 'not_for_me' }]],
    // Of several shown, a turn-down naming none is not guessed onto one of them: nothing is recorded (the reply asks which).
    ['nah, far too steep for me', []],
  ])('%s', (text, inputs) => {
    expect(callsOf(text)).toEqual(inputs);
  });

  it('never adds: a turn-down saves, follows and carts nothing', () => {
    for (const text of ['the second one is not my thing', 'nope, not for me, too frumpy', 'the oat ribbed cardigan? pass, too basic']) {
      const kinds = understand(text, TODAY, shownState).map((r) => r.kind);
      expect(kinds, text).not.toContain('dressingRoom.add');
      expect(kinds, text).not.toContain('feedback.submit');
    }
  });

  it('records nothing when nothing was shown, and says so', () => {
    const r: Request = { kind: 'feedback.disliked', reasons: ['price'] };
    const res = resolve(r, offered, nothingShown);
    expect(res).toEqual({ missing: 'items' });
    expect(feedbackSkill.speak(r, res as { missing: 'items' }, new Map())).toMatch(/haven’t shown you that piece, so there’s nothing for me to note/);
  });

  it('says what it did: the piece, the reason and that the feed stops showing it; an offer only without a search beside it', () => {
    const result = { ...seen('feedback_submit', { id: 'f1', verdict: 'not_for_me', feedback_count: 1, learned: false }, { itemId: 'k2', reasons: ['price'], verdict: 'not_for_me' }) };
    const names = new Map([['k2', 'Forest Cable Jumper']]);
    const alone = feedbackSkill.speak({ kind: 'feedback.disliked', reasons: ['price'] }, { result, steps: [result] }, names);
    expect(alone).toBe('Noted — Forest Cable Jumper isn’t for you (the price). I’ll stop showing it in your feed. Shall I look for something different?');
    const beside = feedbackSkill.speak({ kind: 'feedback.disliked', reasons: ['price'], alternative: true }, { result, steps: [result] }, names);
    expect(beside).not.toMatch(/Shall I/);
  });

  it('a turn-down beside a request for others is recorded first, then the search runs', () => {
    const requests = understand('the jumper costs too much for me, got anything cheaper?', TODAY, shownState);
    expect(requests[0]).toMatchObject({ kind: 'feedback.disliked', reasons: ['price'], alternative: true, described: { words: ['jumper'] } });
    expect(requests.slice(1).map((r) => r.kind)).toEqual([expect.stringMatching(/^products(?:\.refine)?$/)]);
  });
});
