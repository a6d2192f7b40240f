import { describe, expect, it } from 'vitest';
import { asksPresence, onlyChecks, partedWith, partsWith, takesOut } from './wardrobe-asks.js';

describe('a clause that only asks or checks', () => {
  it.each([
    'can you see whether I have a camel coat',
    'do I own a grey hoodie?',
    'should I add it or is it there already?',
    'is my camel coat nice?',
  ])('%s only checks', (text) => expect(onlyChecks(text)).toBe(true));

  it.each(['add a tan belt', 'can you add my linen shirt', 'I bought a scarf', 'delete the red scarf'])('%s is no check', (text) => {
    expect(onlyChecks(text)).toBe(false);
  });

  it.each(['is the camel coat still on my list?', 'should I add it or is it there already?'])('%s asks whether a piece is there', (text) => {
    expect(asksPresence(text)).toBe(true);
  });

  it.each(['is my camel coat nice?', 'do I own a grey hoodie?', 'add a tan belt, it is already paid'])('%s asks no presence', (text) => {
    expect(asksPresence(text)).toBe(false);
  });
});

describe('a clause that takes out or parts with a piece', () => {
  it.each(['delete the red scarf', 'take my old parka off the list', 'cross the beanie off'])('%s takes out', (text) => {
    expect(takesOut(text)).toBe(true);
    expect(partsWith(text)).toBe(true);
  });

  it.each(['I sold them on vinted', 'my roommate nicked it', 'i donated my grey hoodie', 'I gave it to my brother'])('%s parts with a piece', (text) => {
    expect(partedWith(text)).toBe(true);
    expect(partsWith(text)).toBe(true);
  });

  it.each(['add a tan belt', 'I bought a scarf', 'add the scarf my sister gave me', 'do I own a grey hoodie?'])('%s neither takes out nor parts with', (text) => {
    expect(partsWith(text)).toBe(false);
  });

  it('a check is never a removal, and a removal never a check', () => {
    expect(partsWith('is the camel coat still on my list?')).toBe(false);
    expect(onlyChecks('take my old parka off the list')).toBe(false);
  });
});
