import { describe, expect, it } from 'vitest';
import { eventStay } from './event-stay.js';

const TODAY = '2026-04-20';

describe('eventStay', () => {
  it('reads days without a month as the stay in the event’s month', () => {
    expect(eventStay("my cousin's wedding is in Santorini on 20 June – I'll need outfits for the 18th to the 22nd", TODAY))
      .toEqual({ start: '2026-06-18', end: '2026-06-22' });
  });
  it('counts days before and after the event', () => {
    expect(eventStay("graduation is in Cape Town on the 27th of November. I'm flying in two days before and leaving the day after.", TODAY))
      .toEqual({ start: '2026-11-25', end: '2026-11-28' });
  });
  it('reads "the day before until the 8th" from the event’s day', () => {
    expect(eventStay('The conference is on May 5 in Lisbon. I fly in the day before and stay until the 8th', TODAY))
      .toEqual({ start: '2026-05-04', end: '2026-05-08' });
    expect(eventStay("Wedding in Florence on June 6th — I'm there from the day before until the 8th", TODAY))
      .toEqual({ start: '2026-06-05', end: '2026-06-08' });
  });
  it('an event next year when this year’s day is past', () => {
    expect(eventStay('party in Oslo on 2 March, there the day before till the 4th', TODAY)).toEqual({ start: '2027-03-01', end: '2027-03-04' });
  });
  it('says nothing without an event’s day, or for a stay that does not hold it', () => {
    expect(eventStay('Barcelona May 14-17', TODAY)).toBeNull();
    expect(eventStay('dinner on 20 June, and a trip the 2nd to the 5th', TODAY)).toBeNull();
    expect(eventStay('the wedding is on 20 June', TODAY)).toBeNull();
  });
});
