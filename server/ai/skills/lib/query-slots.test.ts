import { describe, expect, it } from 'vitest';
import { slotsOf } from '../../nlu/testing.js';
import { queryOf } from './query-slots.js';

const query = (text: string) => queryOf(slotsOf(text));

describe('the search a clause asks for', () => {
  it('searches a garment narrower than its category as that garment: coats are not every kind of outerwear', () => {
    expect(query('similar coats under $200')).toMatchObject({ category: 'Outerwear', text: 'coats', maxPrice: 200 });
    expect(query('a navy blazer')).toMatchObject({ category: 'Outerwear', text: 'navy blazer' });
    expect(query('black ankle boots')).toMatchObject({ category: 'Shoes' });
    expect(query('black ankle boots')?.text).toContain('boots');
  });

  it('searches a word that means the whole category as the category alone', () => {
    expect(query('red dresses')).toMatchObject({ category: 'Dresses', text: 'red' });
    expect(query('shoes under 90')).toMatchObject({ category: 'Shoes', maxPrice: 90 });
    expect(query('shoes under 90')?.text).toBeUndefined();
  });

  it('searches everyday garment nouns as the garment too: sneakers are not boots, a sweater is not a linen shirt', () => {
    expect(query('any sneakers?')).toMatchObject({ category: 'Shoes', text: 'sneakers' });
    expect(query('sweaters under 400')).toMatchObject({ category: 'Tops', text: 'sweaters', maxPrice: 400 });
    expect(query('jeans please')).toMatchObject({ category: 'Bottoms', text: 'jeans' });
    expect(query('a silk scarf')).toMatchObject({ category: 'Accessories', text: 'silk scarf' });
    expect(query('gold earrings')).toMatchObject({ category: 'Jewelry', text: 'gold earrings' });
    // The British word, with its common name beside it.
    expect(query('jumpers')).toMatchObject({ category: 'Tops', text: 'jumpers or sweater' });
    expect(query('trainers')).toMatchObject({ category: 'Shoes', text: 'trainers or sneaker' });
  });

  it('keeps only the nouns of a whole category as the category alone', () => {
    for (const said of ['shoes', 'a bag', 'handbags', 'tops', 'bottoms', 'dresses', 'outerwear', 'accessories', 'jewellery', 'jewelry', 'footwear']) {
      expect(query(`${said} under 90`)?.text, said).toBeUndefined();
    }
  });

  it('searches swimwear as the swimming pieces, in the category that sells them', () => {
    expect(query('any swimwear?')).toMatchObject({ category: 'Activewear', text: 'swimwear or swimsuit' });
    expect(query('swim trunks')).toMatchObject({ category: 'Activewear', text: 'swim shorts' });
    expect(query('a bikini')).toMatchObject({ category: 'Activewear', text: 'bikini' });
  });

  it('names the garment, not the garment and its category, in the reply ("mules", never "mules shoes")', () => {
    expect(query('mules in a 39')?.phrase).toBe('mules');
    expect(query('similar coats under $200')?.phrase).toBe('coats under $200');
    expect(query('red dresses')?.phrase).toBe('red dresses');
  });
});

describe('alternatives and counts', () => {
  it('searches colours joined by "or" as alternatives, said back with both', () => {
    expect(query('navy or black culottes')).toMatchObject({ category: 'Bottoms', text: 'navy culottes or black culottes', phrase: 'navy or black culottes' });
    // "black and white" is one piece in both colours.
    expect(query('a black and white dress')).toMatchObject({ text: 'black' });
  });

  it('searches garments joined by "or" as alternatives, with a category only when they share one', () => {
    expect(query('mules or loafers under 100')).toMatchObject({ category: 'Shoes', text: 'mules or loafers', maxPrice: 100 });
    const mixed = query('a blazer or a cardigan');
    expect(mixed?.text).toBe('blazer or cardigan');
    expect(mixed?.category).toBeUndefined();
  });

  it('reads a count as how many to show', () => {
    expect(query('show me 3 gilets')).toMatchObject({ text: 'gilets', count: 3 });
    expect(query('gilets')?.count).toBeUndefined();
  });

  it('searches a category word described by a garment as that garment', () => {
    expect(query('a white cami top')).toMatchObject({ category: 'Tops', text: 'white cami' });
    expect(query('a t-shirt dress')).toMatchObject({ category: 'Dresses', text: 't-shirt dress' });
  });
});

describe('amounts beyond what the search takes', () => {
  it('drops a ceiling over every price, and searches a huge floor at the search\u2019s bound', () => {
    expect(query('show me bags under $999999999999')).toMatchObject({ category: 'Bags' });
    expect(query('show me bags under $999999999999')?.maxPrice).toBeUndefined();
    expect(query('dresses over 5 million dollars')?.minPrice).toBe(1_000_000);
    expect(query('bags under 80')?.maxPrice).toBe(80);
  });
});

describe('a tier beside an amount', () => {
  const q = (text: string) => queryOf(slotsOf(text));
  it('an amount bounds one side and the tier the other', () => {
    expect(q('luxury coats, nothing above 900')).toMatchObject({ minPrice: 500, maxPrice: 900 });
    expect(q('a mid-range scarf over 150')).toMatchObject({ minPrice: 150, maxPrice: 500 });
  });
  it('"not cheap" rules the low end out: the middle is wanted', () => {
    expect(q('sandals under 300, nothing cheap though')).toMatchObject({ minPrice: 100, maxPrice: 300 });
  });
  it('a budget said not to matter is no budget tier', () => {
    expect(q('a wool coat, budget is not really a concern')).not.toHaveProperty('maxPrice');
    expect(q("trainers, budget doesn't matter")).not.toHaveProperty('maxPrice');
  });
});
