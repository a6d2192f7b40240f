import { describe, expect, it } from 'vitest';
import { slotsOf } from '../../nlu/testing.js';
import { constraintsOf } from './outfit-constraints.js';

const constraints = (text: string) => constraintsOf(slotsOf(text), text);

describe('the constraints an outfit request names', () => {
  it('takes the season of a month or date named, when no weather word is said', () => {
    expect(constraints('what do I wear to a wedding in June?')).toMatchObject({ occasion: 'wedding-guest', season: 'summer' });
    expect(constraints('an outfit for a party on 12 December')).toMatchObject({ season: 'winter' });
    expect(constraints('office outfit for october')).toMatchObject({ occasion: 'office', season: 'autumn' });
  });

  it('lets a weather word win over the month ("a cold June wedding")', () => {
    expect(constraints('what do I wear to a cold wedding in June?')).toMatchObject({ season: 'winter' });
  });

  it('names no season when neither a month nor the weather is said', () => {
    expect(constraints('what should I wear to an interview?')).not.toHaveProperty('season');
  });
});
