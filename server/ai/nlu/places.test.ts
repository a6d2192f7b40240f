import { describe, expect, it } from 'vitest';
import { slotsOf } from './testing.js';

describe('a place that is also an everyday word', () => {
  it.each([
    ['Nice next weekend, what should I pack', 'Nice, France'],
    ['split in august for two weeks', 'Split, Croatia'],
    ['Nice, the first weekend of June', 'Nice, France'],
    ['Nice over Easter', 'Nice, France'],
  ])('opens a clause with trip dates: %s → %s', (text, label) => {
    expect(slotsOf(text).destination).toBe(label);
  });

  it.each([
    'nice dresses for the weekend',
    'nice boots for next weekend',
    'nice one',
    'that looks nice for christmas',
    'split the difference next week',
  ])('is the word, not the place: %s', (text) => {
    expect(slotsOf(text).destination).toBeNull();
  });
});

describe('a place before its dates in figures', () => {
  it('reads "Nice 5-9 June" as Nice', () => {
    expect(slotsOf('Nice 5-9 June').destination).toBe('Nice, France');
  });

  it('a place named is no compliment', () => {
    expect(slotsOf("I'm going to Nice").remark).toBe(false);
    expect(slotsOf('nice').remark).toBe(true);
  });
});

describe('a country or region as the place of a trip', () => {
  it.each([
    ["i'm going to portugal in june", 'Portugal'],
    ['heading to the alps in february', 'the Alps'],
    ['a trip to the amalfi coast', 'the Amalfi Coast'],
    ['Scotland next weekend', 'Scotland'],
    ['tuscany 1-7 september', 'Tuscany'],
    // A city's own name is the city, not its region.
    ['going to new york in june', 'New York, United States'],
  ])('%s → %s', (text, label) => {
    expect(slotsOf(text).destination).toBe(label);
  });

  it.each([
    'a leather bag like the ones in italian shops',
    'something for the nice weather this weekend',
    'portugal shirts',
    'show me jordan trainers',
  ])('is never read without a travel cue: %s', (text) => {
    expect(slotsOf(text).destination).toBeNull();
  });
});

describe('a place later in the clause, right before the trip dates or after "doing"', () => {
  it.each([
    ["we're doing split from the 20th to the 23rd of june", 'Split, Croatia'],
    ['staying in town, then nice 3-7 june', 'Nice, France'],
    ["we're doing italy for 5 days from june 10th", 'Italy'],
  ])('%s → %s', (text, label) => {
    expect(slotsOf(text).destination).toBe(label);
  });

  it.each(['a nice from the 20th dress', 'how nice between the two of them'])('not a place without trip dates: %s', (text) => {
    expect(slotsOf(text).destination).toBeNull();
  });
});

describe('an airport code where the shopper arrives', () => {
  it.each([
    ['LHR → BCN 12-16 may, need outfits', 'Barcelona, Spain'],
    ['LHR -> BCN next week', 'Barcelona, Spain'],
    ['flying into JFK on may 20th for 4 nights', 'New York, United States'],
    ['from Paris to JFK on the 3rd', 'New York, United States'],
    ['flight to fco on june 2', 'Rome, Italy'],
  ])('%s → %s', (text, label) => {
    expect(slotsOf(text).destination).toBe(label);
  });

  it.each([
    // Where the shopper leaves from is no destination, and a code-like word with no arrival cue is a word.
    'flying out of JFK next week',
    'lax dress code at work next week',
    'to lax a rule',
  ])('is no destination: %s', (text) => {
    expect(slotsOf(text).destination).toBeNull();
  });
});
