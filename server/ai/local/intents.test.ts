import { describe, expect, it, vi } from 'vitest';
import { chatIntentOf, INTENT_EXAMPLES, type ChatIntent } from './intents.js';
import { understand } from './understand.js';

describe('the intent classifier (nlp.js, trained from example phrasings)', () => {
  it('recognises every example it was trained on', () => {
    for (const [intent, examples] of Object.entries(INTENT_EXAMPLES) as [ChatIntent, string[]][]) {
      for (const example of examples) expect(chatIntentOf(example), example).toBe(intent);
    }
  });

  it.each([
    ['hey there!', 'greet'], ['thanks a million', 'thanks'], ['how are you today?', 'howareyou'], ['bye bye', 'bye'],
    ['are you a person?', 'whoareyou'], ["what's the capital of Spain?", 'offtopic'], ['who won the world cup?', 'offtopic'],
    ['I have nothing to wear today', 'outfit'],
  ])('generalises: %s → %s', (text, intent) => {
    expect(chatIntentOf(text)).toBe(intent);
  });

  it('answers nothing for words it never saw, and the same every time', async () => {
    expect(chatIntentOf('quantum chromodynamics lattice')).toBeNull();
    expect(chatIntentOf('')).toBeNull();
    // A fresh load trains the network again: it must give the same answers (weights start at zero, no randomness).
    vi.resetModules();
    const retrained = await import('./intents.js');
    for (const text of ['who are you', 'hey there!', 'thanks a million', 'I have nothing to wear today', 'what is fashion week', 'hmm ok then']) {
      expect(retrained.chatIntentOf(text), text).toBe(chatIntentOf(text));
    }
  });

  it('only decides what the rules leave open: small talk, off-topic, a vague wish', () => {
    expect(understand('hello!', '2026-04-20')).toEqual([{ kind: 'chat', intent: 'greet' }]);
    expect(understand('tell me a joke', '2026-04-20')).toEqual([{ kind: 'cannot', what: 'help with things outside fashion' }]);
    expect(understand('I have nothing to wear', '2026-04-20')[0]).toMatchObject({ kind: 'outfit.build', anchors: [] });
    // A rule always wins: a greeting with a request is the request.
    expect(understand('hi, black bags under $100', '2026-04-20')[0]).toMatchObject({ kind: 'products' });
  });
});
