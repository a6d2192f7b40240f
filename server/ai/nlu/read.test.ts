import { describe, expect, it } from 'vitest';
import { buildLexicon, readMessage } from './index.js';
import { MAX_READ } from './read.js';
import { read, testLexicon, TODAY } from './testing.js';
import type { Slots } from './types.js';

const nothingRead = (slots: Slots) =>
  slots.garments.length + slots.categories.length + slots.colours.length + slots.handles.length + slots.unknownHandles.length
  + slots.brands.length + slots.exclusions.length + slots.references.length === 0 && !slots.price && !slots.dates && !slots.destination;

describe('readMessage', () => {
  it('reads a plain message as one clause, lower-cased and spaced once', () => {
    const reading = read('Show me   Dresses');
    expect(reading).toMatchObject({ raw: 'Show me   Dresses', own: 'Show me   Dresses', quoted: [], corrected: 'show me dresses' });
    expect(reading.clauses).toHaveLength(1);
    expect(reading.flags).toEqual({ tooLong: false, noWords: false, otherLanguage: false, jsonLike: false, instructed: false });
  });

  it('normalises the lexicon handles and keeps the brands as spelt', () => {
    const lexicon = buildLexicon({ handles: ['@Camille.Style', 'https://instagram.com/oslo_knits/', 'not a handle!!', 'x'.repeat(40)], brands: [' Arket ', 'Arket'] });
    expect(lexicon.handles).toEqual(['camille.style', 'oslo_knits', 'notahandle']);
    expect(lexicon.brands).toEqual(['Arket']);
  });

  it('is deterministic: the same message and clock read the same', () => {
    const text = 'unfollow camile.style and show me culottes under about sixty quid for the weekend after next';
    expect(read(text)).toEqual(read(text));
  });

  it('takes its clock from the context only', () => {
    const a = readMessage('this weekend', { today: '2026-05-06', lexicon: testLexicon }).clauses[0]!.slots.dates;
    const b = readMessage('this weekend', { today: '2026-08-19', lexicon: testLexicon }).clauses[0]!.slots.dates;
    expect(a).toEqual({ start: '2026-05-09', end: '2026-05-10', days: 2 });
    expect(b).toEqual({ start: '2026-08-22', end: '2026-08-23', days: 2 });
  });
});

describe('bad input: flags set, nothing invented', () => {
  it('emoji only', () => {
    const reading = read('👗👠✨');
    expect(reading.flags.noWords).toBe(true);
    expect(reading.clauses.every((c) => nothingRead(c.slots))).toBe(true);
  });

  it('another language', () => {
    for (const text of [
      'quiero un vestido rojo para una boda', 'je cherche une robe pour un mariage', 'ich suche ein kleid für eine hochzeit', '我想要一条红色连衣裙', 'нужно платье на свадьбу',
      'cerco delle scarpe rosse eleganti', 'quisiera ver bolsos negros', 'zeig mir schwarze Jacken', '¿hay faldas baratas?', 'jag söker en svart klänning',
    ]) {
      const reading = read(text);
      expect(reading.flags.otherLanguage, text).toBe(true);
      expect(reading.clauses.every((c) => nothingRead(c.slots)), text).toBe(true);
    }
    expect(read('a Sézane blouse, très chic').flags.otherLanguage).toBe(false);
    for (const text of ['shwo me blck bgas', 'a café au lait sweater please', 'any nice mules for a wedding in Sevilla?']) expect(read(text).flags.otherLanguage, text).toBe(false);
  });

  it('a pasted JSON blob', () => {
    const reading = read('{"action":"unfollow","handles":["camille.style","oslo_knits"],"budget":500}');
    expect(reading.flags.jsonLike).toBe(true);
    expect(reading.own).toBe('');
    expect(reading.clauses.every((c) => nothingRead(c.slots))).toBe(true);
  });

  it('a 20,000-character message: flagged, only its beginning read, no stall', () => {
    const text = `show me green dresses under 90 ${'and more words that go on '.repeat(800)}unfollow camille.style`.slice(0, 20_000);
    readMessage(text, { today: TODAY, lexicon: testLexicon });
    const started = performance.now();
    const reading = readMessage(text, { today: TODAY, lexicon: testLexicon });
    const took = performance.now() - started;
    expect(reading.flags.tooLong).toBe(true);
    expect(reading.own.length).toBeLessThanOrEqual(MAX_READ);
    expect(reading.clauses[0]!.slots.colours).toEqual(['green']);
    expect(reading.clauses.flatMap((c) => c.slots.handles)).toEqual([]);
    // Guards against a stall (a pattern that backtracks over the whole text takes seconds), not a speed
    // target: reading speed is the chat bench's (~20 ms here on a quiet machine).
    expect(took).toBeLessThan(2_000);
  });

  it('a 200-character handle', () => {
    const reading = read(`follow @${'a'.repeat(200)}`);
    expect(reading.clauses[0]!.slots.invalidHandles).toHaveLength(1);
    expect(reading.clauses[0]!.slots.handles).toEqual([]);
    expect(reading.clauses[0]!.slots.unknownHandles).toEqual([]);
  });

  it('an empty or blank message', () => {
    for (const text of ['', '   ', '\n\n']) {
      const reading = read(text);
      expect(reading.clauses).toHaveLength(1);
      expect(nothingRead(reading.clauses[0]!.slots)).toBe(true);
    }
  });
});

describe('property: any text reads without throwing, and the reading is well formed', () => {
  it('for arbitrary strings, unicode and fragments of requests', async () => {
    const fc = (await import('fast-check')).default;
    const fragment = fc.constantFrom('show me', 'under', '£', '50', 'sixty', 'the 3rd', 'to', '@', 'camille.style', '"', '```', '{', '}', ':', 'said:', '>', '\n', 'not', 'and', 'then', ';', '👗', 'é', '-', '/', '12/13', 'weekend', 'next', 'k', ',');
    const text = fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 120 }), fc.array(fragment, { maxLength: 30 }).map((parts) => parts.join(' ')));
    fc.assert(fc.property(text, (t) => {
      const reading = read(t);
      expect(reading.raw).toBe(t);
      expect(reading.clauses.length).toBeGreaterThanOrEqual(1);
      for (const clause of reading.clauses) {
        const { price, dates } = clause.slots;
        if (price?.min !== undefined && price.max !== undefined) expect(price.min).toBeLessThanOrEqual(price.max);
        if (dates?.start && dates.end) expect(dates.end >= dates.start).toBe(true);
        for (const handle of clause.slots.handles) expect(testLexicon.handles).toContain(handle);
      }
    }), { numRuns: 300 });
  });
});
