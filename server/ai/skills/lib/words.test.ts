import { describe, expect, it } from 'vitest';
import { opensAfterLeads } from './words.js';

describe('a question opening after lead words', () => {
  const yesNo = opensAfterLeads(String.raw`(?:is|are)\s+(?:the|it)\b`);
  it('skips any run of lead words, each with or without its comma', () => {
    for (const text of ['is the hem raw?', 'wait, is it lined', 'ok so honestly, is the hem raw', 'quick q: are the straps adjustable', 'sorry um is it wool']) {
      expect(yesNo.test(text)).toBe(true);
    }
  });
  it('finds no opening after words that are not leads', () => {
    for (const text of ['show me what is the best', 'the hem is raw', 'tell me is it wool']) expect(yesNo.test(text)).toBe(false);
  });
});
