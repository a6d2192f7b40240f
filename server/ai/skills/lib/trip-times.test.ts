import { describe, expect, it } from 'vitest';
import { testBrain, understand } from '../../../../evals/skill-harness.js';
import { decide } from '../pipeline.js';
import { deniedReply } from './reply-approval.js';

// The clock: Monday 20 April 2026.
const TODAY = '2026-04-20';
/** The trips.plan call the message makes after the one before (answered with no call), or null. */
const planned = (now: string, before: string) => {
  const d = decide({ userText: now, earlierUserTexts: [before], turn: 2, rounds: 0, current: [], earlier: [] },
    [{ name: 'trips_plan', properties: ['destination', 'start_date', 'end_date', 'activities'] }], true, TODAY, testBrain(), deniedReply);
  return d.kind === 'calls' ? d.calls.find((c) => c.toolName === 'trips_plan')?.input ?? null : null;
};
const trip = (r: ReturnType<typeof understand>) => r.map((x) => (x.kind === 'trips.plan' ? [x.destination, x.start, x.end] : x.kind));

describe('a trip whose time is said in other ways', () => {
  it.each([
    ['Madrid in November, 6 days', ['Madrid', '2026-11-01', '2026-11-06']],
    ['off to Helsinki for midsummer', ['Helsinki', '2026-06-19', '2026-06-21']],
  ])('%s → %o', (text, expected) => {
    expect(trip(understand(text, TODAY))).toEqual([expected]);
  });
});

describe('the place named in the message before', () => {
  it.each([
    ['is Prague cold in May?', "we'd be there 11 to 15 may", 'Prague'],
    ['what is Marrakech like for tourists', 'flying out 2-6 june', 'Marrakech'],
  ])('%s / %s → %s', (before, now, city) => {
    expect(planned(now, before)).toMatchObject({ destination: city });
  });

  it('a message before with no city still asks where', () => {
    expect(planned('we fly out 2-6 june', 'show me some sandals')).toBeNull();
  });
});

describe('packing asked beside a piece said as context', () => {
  it.each([
    'Rome 3-7 June, sandals sorted but what else?',
    'Oslo 12-15 May, let me know if I need a parka',
    "Milan for fashion week 1-4 June, reckon we'll need heels?",
  ])('%s → the trip', (text) => {
    expect(understand(text, TODAY).map((r) => r.kind)).toEqual(['trips.plan']);
  });
});

describe('saved trips asked about in other words', () => {
  it.each([
    ['have we got a trip planned for august?', 'trips.list'],
    ['did I already save the Madrid one', 'trips.list'],
    ['can I get the list of my trips', 'trips.list'],
    ['open the berlin one', 'trips.get'],
    ['bring up Kyoto please', 'trips.get'],
    ['what were the details of my Vienna trip again', 'trips.get'],
  ])('%s → %s', (text, kind) => {
    expect(understand(text, TODAY).map((r) => r.kind)).toEqual([kind]);
  });

  it.each(['open the nice one', 'did I save that skirt?', 'open the black one'])('%s is no saved trip', (text) => {
    expect(understand(text, TODAY).map((r) => r.kind)).not.toContain('trips.get');
    expect(understand(text, TODAY).map((r) => r.kind)).not.toContain('trips.list');
  });
});
