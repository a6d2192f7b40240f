import { describe, expect, it } from 'vitest';
import { readSeason } from './seasons.js';

// The clock: Wednesday 6 May 2026, late in spring.
const today = '2026-05-06';

describe('a season said as when', () => {
  it.each([
    ['kyoto in the autumn', 9],
    ['heading to sicily this summer', 6],
    ['vancouver sometime in the fall', 9],
    ['lapland over the winter', 12],
    ['crete in late summer', 8],
    ['iceland in early spring', 3],
    ['a week in seville next spring', 3],
  ])('%s → from the start of month %i', (text, month) => {
    expect(readSeason(text, today)).toEqual({ part: 'start', month });
  });

  it('the season under way is this month', () => {
    expect(readSeason('berlin this spring', today)).toEqual({ part: 'start', month: 5 });
  });

  it.each(['summer dresses under 50', 'a winter coat for lisbon', 'in the summer dress I bought', 'I might fall over'])('is no time in "%s"', (text) => {
    expect(readSeason(text, today)).toBeNull();
  });
});
