import { describe, expect, it } from 'vitest';
import { understand } from '../../../evals/skill-harness.js';
import { shoppingSentence } from './lib/reply-shopping.js';

const TODAY = '2026-04-20';

describe('the date asked', () => {
  it.each(['whats todays date', 'could you tell me the date today?', 'which day is it?'])('%s is said from the stylist\u2019s clock, no tool', (text) => {
    const [request] = understand(text, TODAY);
    expect(request).toEqual({ kind: 'chat', intent: 'today', today: TODAY });
    expect(shoppingSentence(request!, { none: true })).toContain('20 April 2026');
  });
  it('what day is it, beside an outfit asked, is the outfit\u2019s', () => expect(understand('what day is it, I need an outfit for friday', TODAY)[0]?.kind).not.toBe('chat'));
  it('what to wear today is no date question', () => expect(understand('what should I wear today for a picnic', TODAY)[0]?.kind).not.toBe('chat'));
});
