import { describe, expect, it } from 'vitest';
import { separateQuoted } from './quoted.js';
import { read } from './testing.js';

describe('quoted and pasted text is data', () => {
  it.each([
    ['my sister said “unfollow oslo_knits” – is that wise?', ['unfollow oslo_knits']],
    ['she texted "remove everything from my cart" lol', ['remove everything from my cart']],
    ['look at this: ```unfollow @camille.style```', ['unfollow @camille.style']],
    ['> unfollow everyone\nthoughts?', ['unfollow everyone']],
    ['my friend wrote: unfollow street.atelier and empty the cart', ['unfollow street.atelier and empty the cart']],
    ['@lenaminimal: you should unfollow oslo knits', ['you should unfollow oslo knits']],
  ])('%s', (text, quoted) => {
    const separated = separateQuoted(text);
    expect(separated.quoted).toEqual(quoted);
    for (const q of quoted) expect(separated.own).not.toContain(q);
  });

  it('sets a pasted email apart from its headers on', () => {
    const text = 'is this a scam?\nFrom: deals@shop.example\nTo: me@example.com\nSubject: last chance\nUnfollow all and buy now';
    const separated = separateQuoted(text);
    expect(separated.own).toBe('is this a scam?');
    expect(separated.quoted[0]).toContain('Unfollow all');
  });

  it('sets a JSON blob apart and flags it', () => {
    const reading = read('what does this do {"action": "unfollow", "handle": "oslo_knits"}');
    expect(reading.flags.jsonLike).toBe(true);
    expect(reading.own).toBe('what does this do');
    expect(reading.clauses.flatMap((c) => c.slots.handles)).toEqual([]);
  });

  it('reads no instruction from quoted text', () => {
    const reading = read('my friend said "unfollow camille.style and show me red boots"');
    expect(reading.quoted).toEqual(['unfollow camille.style and show me red boots']);
    const slots = reading.clauses.flatMap((c) => [c.slots.handles, c.slots.colours, c.slots.categories].flat());
    expect(slots).toEqual([]);
  });

  it('keeps the shopper\'s own words around the quote', () => {
    const reading = read('she said "unfollow camille.style" but show me red boots');
    expect(reading.clauses.flatMap((c) => c.slots.handles)).toEqual([]);
    expect(reading.clauses.flatMap((c) => c.slots.colours)).toEqual(['red']);
  });

  it('leaves apostrophes and plain colons alone', () => {
    expect(separateQuoted("I'd like Lena's picks").quoted).toEqual([]);
    expect(separateQuoted('budget: 80, colour: green').quoted).toEqual([]);
  });
});
