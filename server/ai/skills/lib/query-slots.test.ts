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

  it('names the garment, not the garment and its category, in the reply ("mules", never "mules shoes")', () => {
    expect(query('mules in a 39')?.phrase).toBe('mules');
    expect(query('similar coats under $200')?.phrase).toBe('coats under $200');
    expect(query('red dresses')?.phrase).toBe('red dresses');
  });
});
