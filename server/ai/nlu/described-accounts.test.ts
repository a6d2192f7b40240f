import { describe, expect, it } from 'vitest';
import { vectorFromText } from '../../../tools/recommendations/style-vector.js';
import { describedAccounts } from './described-accounts.js';

// Styles of invented accounts, stored as the catalogue stores them (a vector from words).
const accounts = [
  { handle: 'noir.edit', vector: vectorFromText('minimalist black tailored trousers, clean lines') },
  { handle: 'skatepark', vector: vectorFromText('streetwear graphic hoodie, oversized cargo') },
  { handle: 'fairisle', vector: vectorFromText('cosy wool knitwear, cable knit sweater') },
  { handle: 'petal.days', vector: vectorFromText('romantic floral lace dresses, pink') },
];

describe('describedAccounts', () => {
  it('finds the account a description of its style fits', () => {
    expect(describedAccounts('that girl with the flowery lace stuff', accounts)).toEqual(['petal.days']);
    expect(describedAccounts('the skater one, cargo pants and hoodies', accounts)[0]).toBe('skatepark');
    expect(describedAccounts('whoever does the chunky wool jumpers', accounts)).toEqual(['fairisle']);
  });
  it('finds none when the words say nothing of style', () => {
    expect(describedAccounts('can you follow her for me please', accounts)).toEqual([]);
    expect(describedAccounts('anything', [])).toEqual([]);
  });
  it('keeps every account that fits about as well', () => {
    const two = [...accounts, { handle: 'blanc', vector: vectorFromText('minimalist black tailored blazer, clean lines') }];
    expect(describedAccounts('someone pared back and minimal', two).sort()).toEqual(['blanc', 'noir.edit']);
  });
});
