/**
 * Trips: planning what to pack for a destination and dates (relative dates, a month without days,
 * "ten days starting the 3rd" come from the NLU layer's dates, read against the conversation's
 * clock), listing saved trips, opening and removing one. A trip missing its place or dates asks for
 * them; the next message that gives them completes it (see pipeline.ts).
 */
import { examplesOf } from './lib/examples.js';
import { resolveTrip } from './lib/plan-trips.js';
import { tripSentence } from './lib/reply-trips.js';
import { tripRequest, type TripRequest } from './lib/understand-trips.js';
import type { Skill } from './types.js';

/** Date forms the words-only reader does not know. */
const RELATIVE = /\b(?:after next|starting|beginning|from the \d{1,2}(?:st|nd|rd|th)|(?:a|one|two|three|\d+|ten|five|six|seven) (?:days?|nights?|weeks?) (?:in|at|starting|from))\b/i;

export const tripsSkill: Skill = {
  id: 'trips',
  summary: 'Plan what to pack for a trip, list saved trips, open or remove one.',
  option: 'plan what to pack for a trip',
  examples: {
    trips: examplesOf([
      '(i am|i\u2019m|we are) (going|heading|flying|off) to (lisbon|tokyo|paris) (from may 3 to 7|next week|in june|for a week)',
      '(plan|help me plan) a trip to (rome|oslo|bali) (next month|from june 10 to 14|in august|this weekend)',
      '(what should i pack|packing list|what to pack) for (lisbon|my trip|a week in paris)',
      '(my trips|show my trips|list my saved trips|trips i have planned)',
      '(remove|delete|cancel) my (lisbon|tokyo) trip',
      '(show|open) my trip to (lisbon|kyoto)',
      '(ten days|a week|5 days) (in|at) (barcelona|new york) starting (the 3rd|monday)',
      '(a weekend|the weekend after next) in (madrid|london)',
      '(holiday|vacation|getaway) to (greece|mexico) in (july|september)',
          '(travelling|traveling|going|flying) to (new york|rome|kyoto) from (dec 28 to jan 3|may 3 to 7|june 2 to 9) for (sightseeing|work|parties)',
      'plan outfits for my trip to (paris|rome|seoul) (next week|from may 1 to 3|from next friday to sunday)',
    ]),
  },
  slots: ['dates', 'destination', 'occasions'],
  kinds: ['trips.plan', 'trips.list', 'trips.get', 'trips.remove'],
  read(c) {
    const dates = c.slots.dates;
    const r = tripRequest(c.text, c.today) ?? ((c.sure || (c.slots.destination && dates)) && (c.slots.destination || dates?.start || dates?.month)
      ? { kind: 'trips.plan' as const, destination: null, start: null, end: null, activities: [] }
      : null);
    if (!r || r.kind !== 'trips.plan') return r;
    // The words-only reader's dates stand when it found both, except for the relative forms only the
    // NLU layer reads ("the weekend after next", "ten days starting the 3rd"); the place is the
    // shopper's word for it, the NLU layer's known city when the words-only reader found none or
    // took words after it ("Rome the").
    const nluBoth = Boolean(dates?.start && dates.end);
    const useNlu = nluBoth && (!(r.start && r.end) || RELATIVE.test(c.text));
    const city = c.slots.destination?.split(',')[0]?.trim() ?? null;
    const destination = city && (!r.destination || (r.destination.toLowerCase().startsWith(city.toLowerCase()) && r.destination.length > city.length))
      ? city : r.destination;
    const filled: TripRequest = {
      ...r,
      destination,
      start: useNlu ? dates!.start! : r.start ?? dates?.start ?? null,
      end: useNlu ? dates!.end! : r.end ?? null,
    };
    return filled;
  },
  plan: (r, ctx) => resolveTrip(r as TripRequest, ctx),
  speak: (r, o) => tripSentence(r, o) ?? '',
};
