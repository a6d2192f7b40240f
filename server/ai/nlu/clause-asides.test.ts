import { describe, expect, it } from 'vitest';
import { read } from './testing.js';

const clauseTexts = (text: string) => read(text).clauses.map((c) => c.text);

// Issue 27, mixed-requests worktree: a second request after an aside, a question after "and", a
// question after a question, an everyday verb of putting. Phrasings written for these tests.
describe('a second request in other shapes', () => {
  it.each([
    ['unfollow lena? oh and while you\u2019re at it find me a belt', ['unfollow lena', 'find me a belt']],
    ['save the red wrap dress, btw can you show me gold earrings', ['save the red wrap dress', 'can you show me gold earrings']],
    ['add the scarf to my basket and how much is it all now?', ['add the scarf to my basket', 'how much is it all now?']],
    ['remove the tote from my dressing room and chuck the jeans in my cart', ['remove the tote from my dressing room', 'chuck the jeans in my cart']],
    ['how does this work? also who do you recommend following', ['how does this work', 'who do you recommend following']],
    ['follow oslo knits. does cream suit pale skin?', ['follow oslo knits', 'does cream suit pale skin?']],
    ['show me my saved outfits and then my style profile', ['show me my saved outfits', 'my style profile']],
  ])('%s → %o', (text, clauses) => expect(clauseTexts(text)).toEqual(clauses));

  it.each([
    'black and white trainers and what goes with them',
    'what can you do',
    'a dress for a party and then dinner',
    'pop of colour bags under 50',
    'is this ok? the red one',
  ])('%s stays one clause', (text) => expect(clauseTexts(text)).toHaveLength(1));
});

describe('a short question after a sentence asks about it', () => {
  it('"should I?" stays with what it asks about', () =>
    expect(clauseTexts('follow oslo knits, my sister thinks so. should I?')).toHaveLength(1));
});

describe('counted asks and verbs of doing again', () => {
  it.each([
    ['first, show me my cart. secondly, anything on sale in bags?', ['first, show me my cart', 'anything on sale in bags?']],
    ['mute lenaminimal, then reload my recommendations', ['mute lenaminimal', 'reload my recommendations']],
  ])('%s → %o', (text, clauses) => expect(clauseTexts(text)).toEqual(clauses));
});
