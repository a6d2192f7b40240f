/** Readings follow-ups depend on (issue 27, follow-ups round 3): a ceiling said after an estimate, article times, lists of positions, a piece pointed at. */
import { describe, expect, it } from 'vitest';
import { read, slotsOf } from './testing.js';

describe('a bound said after an amount', () => {
  it('"about 250 tops" is a ceiling of 250, and "tops" names no category', () => {
    const slots = slotsOf("my budget's about 250 tops");
    expect(slots.price?.usd).toEqual({ max: 250 });
    expect(slots.categories).toEqual([]);
  });
  it('"around 60 max" and "sixty quid tops" are ceilings', () => {
    expect(slotsOf('around 60 max').price?.usd).toEqual({ max: 60 });
    expect(slotsOf('sixty quid tops').price?.max).toBe(60);
    expect(slotsOf('sixty quid tops').categories).toEqual([]);
  });
  it('tops as a garment stays one, and "about 100" alone is still an estimate', () => {
    expect(slotsOf('show me tops under 50').categories).toEqual(['Tops']);
    expect(slotsOf('about 100').price?.approximate).toBe(true);
  });
});

describe('an article after an amount is no clock time', () => {
  it('"under 150 a piece" is a price, not 1:50 am', () => {
    expect(slotsOf('under 150 a piece').price?.usd).toEqual({ max: 150 });
    expect(slotsOf('what should I wear to a party, under 150 a piece').price?.usd).toEqual({ max: 150 });
  });
  it('a time with "pm" still leaves a date alone', () => {
    expect(slotsOf('at 3 pm on may 14').dates?.start).toBe('2026-05-14');
  });
});

describe('positions listed together', () => {
  it('"the first and second" are two positions', () => {
    expect(slotsOf('save the first and second').references.filter((r) => r.kind === 'ordinal')).toHaveLength(2);
  });
  it('"the second" after "and" with no position before is no list', () => {
    expect(slotsOf('dresses and second hand bags').references).toEqual([]);
  });
});

describe('a piece pointed at, then acted on', () => {
  it('"the navy one then, save it" is one clause', () => {
    expect(read('the navy one then, save it').clauses).toHaveLength(1);
  });
  it('"the navy one, also show me bags" stays two', () => {
    expect(read('the navy one, also show me bags').clauses).toHaveLength(2);
  });
});

describe('dress as a verb', () => {
  it('"help me dress for a job interview" names no dress', () => {
    const slots = slotsOf('help me dress for a job interview');
    expect(slots.categories).toEqual([]);
    expect(slots.garments).toEqual([]);
  });
  it('"find me a dress for a wedding" still names one', () => {
    expect(slotsOf('find me a dress for a wedding').categories).toEqual(['Dresses']);
  });
});
