import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { emptyState } from '../dialogue.js';

const TODAY = '2026-04-20';
const askedAfter = (before: string) => ({ ...emptyState(), earlierUserTexts: [before] });
const trip = (r: ReturnType<typeof understand>) => r.map((x) => (x.kind === 'trips.plan' ? [x.destination, x.start, x.end] : x.kind));

describe('a booking pasted alone, then the shopper\'s ask of it', () => {
  const booking = 'EZY8123 LGW → NCE 3 JUL 06:55\nEZY8126 NCE → LGW 10 JUL 21:05';
  it('does nothing on the booking alone', () => {
    expect(understand(booking, TODAY).map((r) => r.kind)).not.toContain('trips.plan');
  });
  it('plans the trip it describes on "plan it" or "what do I pack" in the next message', () => {
    expect(trip(understand('can you plan it', TODAY, askedAfter(booking)))).toEqual([['Nice', '2026-07-03', '2026-07-10']]);
    expect(trip(understand('what do I pack?', TODAY, askedAfter(booking)))).toEqual([['Nice', '2026-07-03', '2026-07-10']]);
  });
  it('reads a route written as two codes with a dash', () => {
    expect(trip(understand('flights booked: LHR-FCO mon 8 jun, back FCO-LHR sun 14 jun. what do i pack', TODAY))).toEqual([['Rome', '2026-06-08', '2026-06-14']]);
  });
  it('leaves an ask of its own alone', () => {
    expect(trip(understand('what do I pack for Oslo from 1 to 4 May?', TODAY, askedAfter(booking)))).toEqual([['Oslo', '2026-05-01', '2026-05-04']]);
  });
});
