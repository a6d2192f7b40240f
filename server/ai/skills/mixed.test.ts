import { describe, expect, it } from 'vitest';
import { understand } from '../../../evals/skill-harness.js';

// Issue 27, mixed-requests worktree: out of scope with a garment word in it, general style questions,
// several requests in one message. Phrasings written for these tests, none from the held-out file.
const TODAY = '2026-04-20';
const kindsOf = (text: string) => understand(text, TODAY).map((r) => r.kind);

describe('a garment word in a sentence about something else is out of scope', () => {
  it.each([
    'my mac has been freezing all morning, what do I do',
    'the dog ate one of my loafers, should I take him to the vet?',
    'my javascript keeps throwing an error when I loop over the skirts array',
    'please cancel my netflix subscription',
    'my laptop won\u2019t turn on and I have a dress fitting later lol',
    // Sizes are not read, and no tool knows how a piece fits.
    'what size should I order in the grey blazer?',
    'I\u2019m usually a medium, should I size up in the cashmere sweater',
  ])('%s', (text) => expect(kindsOf(text)).toEqual(['cannot']));

  it.each([
    'my dog chewed my trainers, find me a new pair under 80',
    'a mac for the rain please',
    'what should I wear to walk the dog in the rain',
  ])('%s is still the stylist\u2019s', (text) => expect(kindsOf(text)).not.toContain('cannot'));
});

describe('a general style question is answered in words', () => {
  it.each([
    'how is a trench coat supposed to fit?',
    'how long should a midi skirt be on someone short',
    'do I tuck my shirt into high waisted trousers or leave it out?',
    'should I size up in knitwear?',
    'which colours look good with burgundy',
  ])('%s', (text) => expect(understand(text, TODAY)).toMatchObject([{ kind: 'chat', intent: 'advice' }]));

  it.each(['show me trench coats that fit well', 'find a shirt to tuck into my trousers'])(
    '%s asks for pieces', (text) => expect(understand(text, TODAY)).not.toMatchObject([{ kind: 'chat' }]));
});

describe('an overlong message that asks nothing', () => {
  const prose = 'we walked along the river in the evening and the light on the brown water was lovely and calm '.repeat(220);
  it('is too long to read as a request, whatever colour it names', () =>
    expect(understand(prose, TODAY)).toEqual([{ kind: 'unreadable', why: 'tooLong' }]));
  it('is still served when it opens with a request', () =>
    expect(kindsOf(`show me brown boots under 300. ${prose}`)).toEqual(['products']));
});

describe('the less-tested skills in other words', () => {
  it.each(['bin everything in my dressing room', 'take all of it out of my dressing room', 'clear out the lot from my fitting room'])(
    '%s empties the dressing room', (text) => expect(kindsOf(text)).toEqual(['dressingRoom.clear']));
  it.each(['who do you think I should follow?', 'any creators worth following', 'can you recommend a few accounts to follow'])(
    '%s suggests accounts', (text) => expect(kindsOf(text)).toEqual(['influencers.list']));
});

describe('posts in other words', () => {
  it('what has lenaminimal been posting? lists her latest posts', () =>
    expect(understand('what has lenaminimal been posting?', TODAY)).toEqual([{ kind: 'posts.feed', view: 'latest', of: ['lenaminimal'] }]));
  it('show me what she put up this week lists the latest posts', () =>
    expect(understand('show me what she put up this week', TODAY)).toEqual([{ kind: 'posts.feed', view: 'latest' }]));
  it('"leave her last post a heart" likes it', () =>
    expect(understand('street.atelier is great, leave her last post a heart', TODAY)).toMatchObject([{ kind: 'posts.like', liked: true, handle: 'street.atelier' }]));
});

describe('blind batch 2 shapes', () => {
  it.each(['are white jeans a no-no in winter?', 'is head to toe black a good idea for a summer wedding'])(
    '%s is a style question', (text) => expect(understand(text, TODAY)).toMatchObject([{ kind: 'chat', intent: 'advice' }]));
  it('"how would you describe my taste" shows the profile', () => expect(kindsOf('how would you describe my taste?')).toEqual(['styleProfile.get']));
});

describe('more across clauses', () => {
  it('the piece just saved is what goes in the cart', () =>
    expect(understand('save the green silk scarf and add it to my basket', TODAY)).toMatchObject([{}, { kind: 'dressingRoom.cart', target: 'green silk scarf' }]));
  it('"anything fresh from the people I follow?" lists their recent posts', () =>
    expect(understand('anything fresh from the people I follow?', TODAY)).toEqual([{ kind: 'posts.feed', view: 'recent' }]));
});
