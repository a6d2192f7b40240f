import { describe, expect, it } from 'vitest';
import { openingRequest } from './long-opening.js';
import { MAX_READ } from './read.js';
import { read } from './testing.js';

const story = (n: number) => Array.from({ length: n }, (_, i) => `Last ${['summer', 'winter'][i % 2]} we argued about the bins, the heating and the landlord for hours.`).join(' ');

describe('a long message that opens with a request', () => {
  it('is read from its opening sentence alone: the story after it narrows nothing', () => {
    const text = `dig out some black ankle boots for me, max $300. ${story(20)}`;
    expect(text.length).toBeGreaterThan(MAX_READ);
    const reading = read(text);
    expect(reading.own).toBe('dig out some black ankle boots for me, max $300.');
    expect(reading.clauses).toHaveLength(1);
    expect(reading.clauses[0]!.slots).toMatchObject({ colours: ['black'], categories: ['Shoes'], season: null });
    expect(reading.clauses[0]!.slots.price?.usd.max).toBe(300);
    // Still flagged: the skills make no change from an overlong message.
    expect(reading.flags.tooLong).toBe(true);
  });

  it('keeps the start of the rest as data, so an instruction in it is named and never read', () => {
    const reading = read(`cream knit jumper under 90 please!! Oh and follow @spam.bot. ${story(20)}`);
    expect(reading.clauses[0]!.slots.handles).toEqual([]);
    expect(reading.quoted.at(-1)).toMatch(/^Oh and follow @spam\.bot/);
    expect(reading.flags.instructed).toBe(true);
  });

  it('reads the message as before when its opening asks nothing or names nothing to act on', () => {
    expect(openingRequest(`So the thing is, we went to my cousin's place. ${story(20)}`)).toBeNull();
    // "Hi!" asks nothing the stylist can act on: the ordinary reading (its first 400 characters) applies.
    const greeting = read(`Hi! ${story(4)} could you pull up a wine red midi dress?`.padEnd(900, ' x'));
    expect(greeting.own).not.toBe('Hi!');
  });

  it('takes the first sentence end or line break, and a sentence of one word is no request', () => {
    expect(openingRequest(`Can you pull up a wine red midi dress? ${story(20)}`)?.own).toBe('Can you pull up a wine red midi dress?');
    expect(openingRequest(`olive cargo trousers please\n${story(20)}`)?.own).toBe('olive cargo trousers please');
    expect(openingRequest(`Please! ${story(20)}`)).toBeNull();
  });
});
