import { describe, expect, it } from 'vitest';
import { placeInMonth, readMonthPart, readMonthSpan, readMonthWeekend, readWeekAfterNext } from '../../nlu/week-phrases.js';
import { slotsOf } from '../../nlu/testing.js';
import { handlesIn } from './accounts.js';
import { accountVerb } from './account-verbs.js';
import { describedIn, pickDescribed } from './described.js';
import { isPurchase, statesBudget } from './purchase.js';

// The clock: Monday 20 April 2026 (1 May is a Friday, 1 June a Monday).
const TODAY = '2026-04-20';

describe('weeks and weekends chrono does not read', () => {
  it.each([
    ['the first weekend of May', { start: '2026-05-02', end: '2026-05-03' }],
    ['second weekend of june', { start: '2026-06-13', end: '2026-06-14' }],
    ['the last weekend in may', { start: '2026-05-30', end: '2026-05-31' }],
    // This April's first weekend is past: next year's.
    ['first weekend of april', { start: '2027-04-03', end: '2027-04-04' }],
  ])('%s → %o', (text, expected) => expect(readMonthWeekend(text, TODAY)).toEqual(expected));

  it('has no fifth weekend in a month with four', () => expect(readMonthWeekend('fifth weekend of may', TODAY)).toBeNull());
  it('reads the week after next as Monday to Sunday two weeks on', () =>
    expect(readWeekAfterNext('heading off the week after next', TODAY)).toEqual({ start: '2026-05-04', end: '2026-05-10' }));
  it('places a stay in a part of a month', () => {
    expect(placeInMonth(readMonthPart('five days mid-July', TODAY)!, 5, TODAY)).toEqual({ start: '2026-07-15', end: '2026-07-19' });
    expect(placeInMonth(readMonthPart('at the end of May', TODAY)!, 7, TODAY)).toEqual({ start: '2026-05-25', end: '2026-05-31' });
    expect(placeInMonth(readMonthPart('early june', TODAY)!, 7, TODAY)).toEqual({ start: '2026-06-01', end: '2026-06-07' });
  });
  it('reads a stay over two parts of a month, from the first part to the end of the second', () => {
    expect(readMonthSpan('thinking crete mid to late june', TODAY)).toEqual({ start: '2026-06-15', end: '2026-06-30' });
    expect(readMonthSpan('early-to-mid july', TODAY)).toEqual({ start: '2026-07-01', end: '2026-07-20' });
    expect(readMonthSpan('early to late april', TODAY)).toEqual({ start: '2027-04-01', end: '2027-04-30' });
    expect(readMonthSpan('late june', TODAY)).toBeNull();
  });
});

describe('account verbs from the phrase table', () => {
  it.each([
    ['put my source on hold for now', 'deactivate'],
    ['i need a break from', 'deactivate'],
    ['paused', 'deactivate'],
    ['take off pause please', 'reactivate'],
    ['bring her back', 'reactivate'],
    ["could i pause her over the summer? i'll want her back in october", 'deactivate'],
    ['mute him until christmas, then bring him back', 'deactivate'],
    ['bring her back next week', 'reactivate'],
    ['put back in my feed', 'reactivate'],
    ['stop following', 'remove'],
    ["i don't want to follow anymore", 'remove'],
    ['follow', 'follow'],
  ] as const)('%s → %s', (text, verb) => expect(accountVerb(text)).toBe(verb));
  it('has no verb in other words', () => expect(accountVerb('show me black boots')).toBeNull());
});

describe('a purchase told, not asked', () => {
  const purchase = (text: string) => isPurchase(text, slotsOf(text));
  it.each(['just bought a navy linen blazer', 'I picked up some white sneakers', 'snagged a leather skirt', 'I own a camel trench now', 'my sister gave me a silk scarf'])(
    '%s is a purchase', (text) => expect(purchase(text)).toBe(true));
  it.each(['where can I buy a navy blazer?', 'I bought a blazer, what goes with it', 'I didn\u2019t buy the black boots', 'show me navy blazers', 'add the blazer to my cart I bought'])(
    '%s is not', (text) => expect(purchase(text)).toBe(false));
  it.each(["I've got 90 quid for trainers", "trainers, I've got 90 quid", "I've got 90 quid to spend", 'got £45 for a top', 'I have about 200 to spend on a coat', 'I only have sixty euros for sandals'])(
    '%s is a budget, not a purchase', (text) => {
      expect(purchase(text)).toBe(false);
      expect(statesBudget(text, slotsOf(text))).toBe(true);
    });
  // Told without a verb of buying before the piece: money spent on it, a gift, the piece named a sentence later,
  // a maker the shop does not carry with what was paid.
  it.each(['spent 45 on a pleated skirt from mango today', 'paid 30 for a white tee', 'a gift from my sister: a cashmere scarf',
    "treated myself at the weekend. it's a green silk scarf by orsay", 'new uniqlo puffer, 80 quid', 'zara blazer in black, 59.99'])(
    '%s is a purchase too', (text) => expect(purchase(text)).toBe(true));
  it.each(['i want to spend 45 on a skirt', 'zara blazers under 60', 'any zara dresses?', 'treated myself at the weekend', 'a uniqlo puffer around 80'])(
    '%s is not one', (text) => expect(purchase(text)).toBe(false));
  it('a purchase with its price is still a purchase', () => {
    expect(purchase('just bought a navy blazer for 120')).toBe(true);
    expect(statesBudget('just bought a navy blazer for 120', slotsOf('just bought a navy blazer for 120'))).toBe(false);
  });
});

describe('a piece shown, named by what it looks like', () => {
  const shown = [
    { id: 'a', product_name: 'Navy Slip Dress', brand: 'Solenne', price: 85 },
    { id: 'b', product_name: 'Red Wrap Dress', brand: 'Solenne', price: 140 },
  ];
  const pickFor = (text: string) => pickDescribed(shown, describedIn(text, slotsOf(text))!).map((p) => p.id);
  it('by colour and garment', () => expect(pickFor('save that red dress')).toEqual(['b']));
  it('by colour alone', () => expect(pickFor('keep the navy one')).toEqual(['a']));
  it('every fitting piece', () => expect(pickFor('both dresses')).toEqual(['a', 'b']));
  it('by price', () => expect(pickFor('the cheapest one')).toEqual(['a']));
  it('nothing to describe by', () => expect(describedIn('save it', slotsOf('save it'))).toBeNull());
});

describe('handles written with "@" and misspelt', () => {
  it('are the known account they are one edit from, not another account too', () => {
    const text = 'unfollow @camile.style';
    expect(handlesIn({ text, slots: slotsOf(text) }).handles).toEqual(['camille.style']);
    // A valid handle nobody knows stays itself.
    expect(handlesIn({ text: 'follow @new.voice', slots: slotsOf('follow @new.voice') }).handles).toEqual(['new.voice']);
  });
});
