import { describe, expect, it } from 'vitest';
import { slotsOf } from '../../nlu/testing.js';
import { changedTrip, type AskedTrip } from './trip-changes.js';
import { ASKS_TO_BOOK } from './trip-words.js';

// The clock: Monday 20 April 2026 (a weekend named is 25–26 April).
const today = '2026-04-20';
const datesOf = (text: string) => slotsOf(text, { today }).dates;

describe('a weekday inside a weekend named is a day of the stay', () => {
  it.each([
    ['Madrid this weekend w/ tapas + flamenco show on the sunday', '2026-04-25', '2026-04-26'],
    ['Berlin this weekend, techno gig saturday night w/ Jo', '2026-04-25', '2026-04-26'],
  ])('%s', (text, start, end) => {
    expect(datesOf(text)).toMatchObject({ start, end });
  });
  it('still reads weekdays said as the stay around it', () => {
    expect(datesOf('Vienna this weekend, from saturday until tuesday w/ mum')).toMatchObject({ start: '2026-04-25', end: '2026-04-28' });
    expect(datesOf('Vienna this weekend w/ mum, back monday')).toMatchObject({ start: '2026-04-25', end: '2026-04-27' });
  });
});

describe('a spelled day ending a range', () => {
  it.each([
    ['Oslo w/ Jo from the third of July to the eighth', '2026-07-03', '2026-07-08'],
    ['Seoul w/ Jo, the twenty-second of June until the thirtieth', '2026-06-22', '2026-06-30'],
  ])('%s', (text, start, end) => {
    expect(datesOf(text)).toMatchObject({ start, end });
  });
  it('leaves a position alone', () => {
    expect(datesOf('swap the second to the fourth one w/ zip')).toBeNull();
  });
});

describe('some day of the stay is no date', () => {
  it('reads no day in "on one of the days"', () => {
    expect(datesOf('kayak trip w/ Jo on one of the days??')).toBeNull();
  });
});

describe('asking to book travel', () => {
  it.each(['could you reserve us a room in Porto w/ a view', 'book me a train to Ghent for Friday w/ Jo', 'pls book flights to Nice w/ Jo'])('asks to book: %s', (text) => {
    expect(ASKS_TO_BOOK.test(text)).toBe(true);
  });
  it.each(['we already booked a villa in Crete w/ Jo for June', 'booking the ferry tonight w/ Jo, what should I pack for Capri?'])('tells of a booking: %s', (text) => {
    expect(ASKS_TO_BOOK.test(text)).toBe(false);
  });
});

describe('an activity moved to the day beside the stay', () => {
  const weekend: AskedTrip = { destination: 'Madrid', start: '2026-04-25', end: '2026-04-26', activities: ['Restaurant'], placeRefused: false };
  it('stretches the stay to that day', () => {
    const text = 'put the dinner w/ Jo on the friday instead';
    expect(changedTrip(text, slotsOf(text, { today, referenceMonth: '2026-04' }), weekend)).toMatchObject({ start: '2026-04-24', end: '2026-04-26' });
  });
  it('moves the whole trip when no activity is named', () => {
    const text = 'move it to friday';
    expect(changedTrip(text, slotsOf(text, { today, referenceMonth: '2026-04' }), weekend)).toMatchObject({ start: '2026-04-24', end: '2026-04-25' });
  });
});
