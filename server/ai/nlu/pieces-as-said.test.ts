import { describe, expect, it } from 'vitest';
import { slotsOf } from './testing.js';

const garmentsOf = (text: string) => slotsOf(text).garments.map((g) => g.garment);

describe('a piece the shopper has is the context of the ask', () => {
  it.each([
    ['a vest top to wear under my shirt dress', ['tank top'], 'Tops'],
    ['need a scarf, I already have a camel coat', ['scarf'], 'Accessories'],
    ['I only own trainers so some loafers', ['loafer'], 'Shoes'],
    ['something warm over my slip dress, a cardigan maybe', ['cardigan'], 'Tops'],
  ])('%s → %j', (text, garments, category) => {
    const slots = slotsOf(text);
    expect(slots.garments.map((g) => g.garment)).toEqual(garments);
    expect(slots.categories).toEqual([category]);
  });

  it('drops the colour said of the piece she has', () => {
    expect(slotsOf("I've got a burgundy blazer, need a belt").colours).toEqual([]);
    expect(slotsOf('I have a black coat, need black boots').colours).toEqual(['black']);
  });

  it('keeps every piece when all are hers, none is, or she asks whether she has them', () => {
    expect(garmentsOf('add my blue jeans and a white tee')).toEqual(['jeans', 't-shirt']);
    expect(garmentsOf('do I have a trench and a mac')).toHaveLength(2);
  });

  it('reads "or something" as a hedge, not a choice of pieces', () => {
    expect(slotsOf('a kaftan or something and some flip flops').garmentChoice).toBeFalsy();
    expect(slotsOf('mules or loafers').garmentChoice).toBe(true);
  });
});

describe('garment words narrower than a category', () => {
  it('reads a body as a bodysuit after an article or a describing word, never "my body"', () => {
    expect(garmentsOf('a lace body for the party')).toEqual(['bodysuit']);
    expect(garmentsOf('dresses that flatter my body')).toEqual([]);
    expect(garmentsOf('jeans for my body type')).toEqual(['jeans']);
  });

  it('reads co-ords as a set', () => {
    expect(slotsOf('any linen co-ords?').garments).toMatchObject([{ garment: 'co-ord', category: 'Tops' }]);
  });

  it('keeps a colour made an adjective', () => {
    expect(slotsOf('a sage-coloured jumper').shades).toContain('sage');
    expect(slotsOf('olive coloured trousers').colours).toEqual(['olive']);
  });

  it('reads "less pricey" as the budget tier', () => {
    expect(slotsOf('less pricey boots').tier).toBe('budget');
  });
  it('reads a piece said to be too expensive as a wish for less, never the high end', () => {
    for (const text of ['the boots are too expensive, got cheaper?', 'hmm that coat is way too pricey']) expect(slotsOf(text).tier).toBe('budget');
    expect(slotsOf('expensive boots please').tier).toBe('luxury');
  });
});

describe('a cloth said where its piece would stand', () => {
  it.each([
    ['black denim and a white tee', 'jeans'],
    ['a grey cashmere for the office', 'sweater'],
    ['some chunky knit please', 'sweater'],
  ])('%s → %s', (text, garment) => {
    expect(garmentsOf(text)).toContain(garment);
  });

  it('keeps the cloth a cloth after "in" or before what it describes', () => {
    expect(garmentsOf('dresses in denim')).toEqual([]);
    expect(garmentsOf('a cashmere mix beanie')).toEqual(['beanie']);
    expect(garmentsOf('a denim skirt')).not.toContain('jeans');
  });
});
