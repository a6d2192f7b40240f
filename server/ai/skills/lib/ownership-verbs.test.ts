import { describe, expect, it } from 'vitest';
import { slotsOf } from '../../nlu/testing.js';
import { ownershipOf } from './purchase.js';

/** "got <piece words>" / "gone <piece words>", or null. */
const told = (text: string): string | null => {
  const m = ownershipOf(text, slotsOf(text));
  return m ? `${m.own} ${m.words.slice(m.piece.from, m.piece.to).join(' ')}` : null;
};

describe('a piece got, from a table of verbs in every form', () => {
  it.each([
    ['I splashed out on a leather biker jacket', 'got leather biker jacket'],
    ['was gifted a cashmere scarf for my birthday', 'got cashmere scarf'],
    ['my mum gave me a leather belt', 'got leather belt'],
    ['thrifted a corduroy skirt on saturday', 'got corduroy skirt'],
    ['came home with a striped shirt', 'got striped shirt'],
    ['a burgundy jumper just arrived in the post', 'got burgundy jumper'],
    ['I snagged a gorgeous vintage trench at the market', 'got vintage trench'],
    ['I just got black jeans, can you add them?', 'got black jeans'],
    ['my sister handed down her denim skirt to me', 'got denim skirt'],
  ])('%s', (text, expected) => expect(told(text)).toBe(expected));
});

describe('a piece gone, as its object or its subject', () => {
  it.each([
    ['I gave my denim jacket to my sister', 'gone denim jacket'],
    ['sold my leather jacket on vinted', 'gone leather jacket'],
    ['I got rid of those red heels', 'gone red heels'],
    ['my black boots fell apart', 'gone black boots'],
    ['my cream jumper shrank so I binned it', 'gone cream jumper'],
    ['the grey coat got ruined in the wash', 'gone grey coat'],
    ['I returned the white shirt', 'gone white shirt'],
    ["I'm donating my floral dress", 'gone floral dress'],
    ['can you bin my old trainers?', 'gone trainers'],
    ['the navy slip dress no longer fits', 'gone navy slip dress'],
  ])('%s', (text, expected) => expect(told(text)).toBe(expected));
});

describe('no piece where the verb wants one, or no telling at all', () => {
  it.each([
    "I've got nothing to wear",
    'do you sell black boots?',
    'I want to buy a navy blazer',
    "I didn't buy the red dress",
    'never returned the white shirt',
    'where can I return my coat?',
    'I bought a blazer, what goes with it',
  ])('%s', (text) => expect(told(text)).toBeNull());
});
