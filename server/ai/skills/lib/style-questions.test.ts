import { describe, expect, it } from 'vitest';
import { maskSlots } from './mask.js';
import { asksStyleRule } from './style-questions.js';

const rule = (text: string) => asksStyleRule(text, maskSlots(text));

describe('a general style question', () => {
  it.each([
    'do navy and black go together or is that a faux pas?',
    'is it actually a rule that you can\u2019t wear white after labor day?',
    'is it ok to wear sneakers with a suit?',
    'can you wear brown with black?',
    'are skinny jeans out of style?',
    'what\u2019s the difference between a blazer and a suit jacket?',
    'does camel clash with grey?',
    'is burgundy fine for a summer wedding?',
    'are ankle boots appropriate at a funeral?',
    'and would white trainers be too casual for a gala',
  ])('%s asks no piece', (text) => {
    expect(rule(text)).toBe(true);
  });

  it.each([
    'what goes with my white sneakers?',
    'does a black bag go with the red wrap dress?',
    'do these boots go with my navy dress?',
    'show me navy and black dresses',
    'do you have anything that goes with camel under $100?',
    'can i wear the red dress to a wedding?',
    'do you have red heels to go with a red dress?',
    'have you got a belt that would go with navy trousers?',
  ])('%s is a request about pieces', (text) => {
    expect(rule(text)).toBe(false);
  });
});
