/**
 * Trips: planning what to pack for a destination and dates (relative dates, a month without days,
 * "ten days starting the 3rd" come from the NLU layer's dates, read against the conversation's
 * clock), listing saved trips, opening and removing one. A trip missing its place or dates asks for
 * them; the next message that gives them completes it (see pipeline.ts).
 */
import { examplesOf } from './lib/examples.js';
import { resolveTrip } from './lib/plan-trips.js';
import { tripSentence } from './lib/reply-trips.js';
import { daySpan } from './lib/trip-clauses.js';
import { eventStay } from './lib/event-stay.js';
import { ASKS_TO_BOOK, WEATHER_QUESTION } from './lib/trip-words.js';
import { activitiesIn, askedIfPlanned, SAVED_TRIPS_ASKED, tripOpenedByPlace, tripRemovedByPlace, tripRequest, type TripRequest } from './lib/understand-trips.js';
import { addDays, TRIP_LIMITS } from '../../../tools/trips/dates.js';
import { findArea } from '../../../tools/trips/areas.js';
import { findDestination } from '../../../tools/trips/destinations.js';
import { placeInMonth, readMonthPart, readMonthSpan, readMonthWeekend, readWeekAfterNext, weekendInPart, type MonthWeekend } from '../nlu/week-phrases.js';
import { typedForCity } from '../nlu/places.js';
import { COMMON_WORDS } from '../nlu/common-words.js';
import type { DateSlot } from '../nlu/types.js';
import type { ClauseInput, Skill } from './types.js';
import { pronounPlaceOf } from './lib/place-in-play.js';
import { has, REMOVING_VERBS } from './lib/words.js';

/** A piece taken out of the trip in play by pronoun ("leave the boots out of it"). */
const takenOutOfTrip = (c: ClauseInput): boolean =>
  pronounPlaceOf(c.text, c.state) === 'trip' && has(c.text.toLowerCase(), `${REMOVING_VERBS}|leave|skip`);

const MONTH_NAME = /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\d{1,2}[/.-]\d{1,2}/i;

/** A day of the month said in digits ("the 8th", "june 2"), not a length ("5 days"). */
const DAY_NUMBER = /\b\d{1,2}(?:st|nd|rd|th)?\b(?!\s*(?:days?|nights?|weeks?|people|of us))/i;

/**
 * A piece asked about as something to pack ("off to Lisbon May 3-7, do I need a jacket?", "should I
 * bring boots?", "tell me if I need a mac", "what do we pack besides a swimsuit", "sandals sorted, what
 * else?"): the trip's plan answers it (each day's weather and what to wear), not a search.
 */
const PACKING_WORDS = /\b(?:(?:do|will|would)\s+(?:i|we)\s+need|(?:i|we)['’]?ll\s+need|(?:if|whether)\s+(?:i|we)\s+(?:need|should)|(?:should|do|shall)\s+(?:i|we)\s+(?:bring|pack|take)|what\s+else|(?:worth|need\s+to)\s+(?:bring|pack|tak)(?:e|ing)?)\b/i;

/** What to take, or the weather there: questions the trip's plan answers. */
const asksPlan = (text: string) => PACKING_WORDS.test(text) || WEATHER_QUESTION.test(text);

/** Pieces the clause names that are not words of its place's name ("Cape Town" holds no cape). */
const piecesBesidePlace = (slots: ClauseInput['slots']): boolean => {
  const place = ` ${(slots.destination ?? '').toLowerCase().replace(/[^\p{L}]+/gu, ' ')} `;
  return slots.garments.some((g) => !place.includes(` ${g.word.toLowerCase()} `)) || (!slots.garments.length && slots.categories.length > 0);
};

/** A trip to no place yet ("somewhere sunny at half term", "to the coast this weekend"): the stylist asks where, with the dates kept. */
const SOMEWHERE = /\b(?:somewhere|someplace|anywhere)\s+(?:warm|warmer|hot|sunny|cold|snowy|tropical|exotic|nice|by the sea|with a beach)\b|\b(?:to|at|by)\s+the\s+(?:coast|seaside|sea|beach|mountains|countryside|lakes?)\b/i;

/**
 * Days of a stay with no place ("can you plan outfits for 3 to 7 June", "I travel 8-11 may", "dates
 * are 14-17 may"): a trip to be placed, said with words of travel or of planning what to wear; the
 * stylist asks where, and the next message's place completes it (pipeline.ts).
 */
const PLACELESS_TRIP = /\b(?:travel(?:l?ing)?|trip|away|holiday|vacation|dates?\s+(?:are|is|will\s+be)|(?:going|flying|off|heading|leaving|landing|arriving)\b|pack(?:ing)?|(?:plan|sort|pick|choose|put\s+together)\s+(?:out\s+)?(?:my\s+|our\s+|the\s+|some\s+)?outfits|(?:what\s+(?:should|shall|do)\s+(?:i|we)\s+)(?:wear|pack|bring|take))\b/i;
const placelessTrip = (c: ClauseInput): boolean =>
  !c.slots.destination && daySpan(c.slots.dates) && DAY_NUMBER.test(c.text) && PLACELESS_TRIP.test(c.text) && !piecesBesidePlace(c.slots) && !c.slots.price && !BEEN.test(c.text);

/** A trip in the past tense: one the shopper has had. */
const BEEN = /\b(?:loved|enjoyed|went|was|were|got back|came back|just back|visited|had an? (?:great|lovely|good|amazing|nice))\b/i;

/** Asking to be shown pieces: "show me …", "find me …", "any … under 60?", "I need …". */
const PIECES_ASKED = /\b(?:show|find|get|recommend|suggest|looking\s+for|need|want|any)\b/i;
/** A request of its own after the trip's words ("…next week, show me some swimwear"), whatever it names. */
const SHOW_ME_AFTER = /[,;:–—-]\s*(?:(?:can|could|would)\s+you\s+|pls\s+|please\s+|now\s+)?(?:show|find|get|recommend|suggest)\s+(?:me|us)\b/i;
/** Asking for the trip's plan itself: "plan", "pack", "what to wear", "outfits for". */
const PLANNING = /\b(?:plan(?:ning)?|pack(?:ing)?|what\s+(?:should|do|shall|to)\s+(?:i\s+|we\s+)?wear|outfits?\s+for\s+(?:my|the|a|our)\s+trip)\b/i;

/** Booking asked for with nothing to plan beside it: the stylist says it cannot book (out of scope), no trip is made. */
const onlyBooking = (text: string): boolean => ASKS_TO_BOOK.test(text.trim()) && !PLANNING.test(text) && !asksPlan(text);

/** Days planned for a month named without days ("Seoul in July"): a week, unless a length was said. */
const MONTH_ONLY_DAYS = 7;

/**
 * The trip's first and last day: a weekend named by its place in a month is its own reader's; then
 * the NLU layer's dates (chrono-node on the conversation's clock: relative days, durations, ranges)
 * or the words-only reader's. A month without days starts
 * on its first day still to come and lasts the length said, else a week — and says it assumed them.
 */
let everyday: Set<string> | undefined;
/** A "place" made only of everyday words ("Business" opening "Business trip: Frankfurt"): no place the shopper meant. */
const everydayWords = (text: string): boolean => {
  const words = text.toLowerCase().split(/[^\p{L}']+/u).filter(Boolean);
  return words.length > 0 && words.every((w) => (everyday ??= new Set(COMMON_WORDS)).has(w));
};

type TripSpan = Pick<Extract<TripRequest, { kind: 'trips.plan' }>, 'start' | 'end' | 'assumedDays' | 'cappedFrom'>;

/** A length said ("prob 6 weeks", "for 40 days"), not an end date. */
const LENGTH_SAID = /\b(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|couple\s+of|few)\s+(?:weeks?|days?|nights?|months?)\b|\bfortnights?\b|\bmonth\s+of\b|\b(?:whole|entire|all)\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;

/**
 * "prob 6 weeks" from the day she flies: the planner takes at most 30 days, so the first 30 are planned and
 * the reply says where the plan stops — a refused call would help no one. Dates said outright past it ("June 1
 * to July 15") go to the planner as said, which refuses them with its limit.
 */
const withinPlanner = (span: TripSpan, text: string): TripSpan => {
  if (!span.start || !span.end || span.end < span.start || !LENGTH_SAID.test(text)) return span;
  const last = addDays(span.start, TRIP_LIMITS.maxDays - 1);
  return span.end > last ? { ...span, end: last, cappedFrom: span.end } : span;
};

/** Another name the planner knows for the city the NLU read ("NYC", "the Big Apple", "Lisboa" for Lisbon): its own name is passed. */
const sameCity = (typed: string, label: string | null): boolean => {
  const found = findDestination(typed);
  return found.found && found.label === label;
};

/** Weekday of an ISO date, 0 Sunday … 6 Saturday. */
const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/**
 * A weekend lasts to its Sunday ("Friday for the weekend" is Friday to Sunday), and a long weekend
 * is Friday to Monday.
 */
const weekendWhole = (span: TripSpan, text: string): TripSpan => {
  if (!span.start || !span.end || !/\bweekend\b/i.test(text)) return span;
  let { start, end } = span;
  if (weekdayOf(end) === 6) end = addDays(end, 1);
  if (/\blong weekend\b/i.test(text) && weekdayOf(start) === 6 && weekdayOf(end) === 0) {
    start = addDays(start, -1);
    end = addDays(end, 1);
  }
  return { ...span, start, end };
};

const tripDays = (r: Extract<TripRequest, { kind: 'trips.plan' }>, dates: DateSlot | null, weekend: MonthWeekend | null, today: string, text: string): TripSpan =>
  withinPlanner(weekendWhole(tripSpan(r, dates, weekend, today, text), text), text);

const tripSpan = (r: Extract<TripRequest, { kind: 'trips.plan' }>, dates: DateSlot | null, weekend: MonthWeekend | null, today: string, text: string): TripSpan => {
  // The NLU layer reads these weeks and weekends too, with a length inside them ("the week after next for five days").
  if (weekend) return dates?.start && dates.end ? { start: dates.start, end: dates.end } : { start: weekend.start, end: weekend.end };
  // "mid to late June" with no day said: from the first part's start to the second's end, days assumed.
  const span = DAY_NUMBER.test(text) ? null : readMonthSpan(text, today);
  if (span) return { ...span, assumedDays: true };
  // "mid-July", "the end of May" with no day said: the stay placed in that part of the month (a week unless a length was said).
  const part = DAY_NUMBER.test(text) ? null : readMonthPart(text, today);
  // "a weekend in Bruges at the end of May": that part of the month's weekend.
  const partWeekend = part && /\bweekend\b/i.test(text) ? weekendInPart(part, today) : null;
  if (partWeekend) return { start: partWeekend.start, end: partWeekend.end };
  if (part) {
    // The length said ("end of July, ten days"), even where chrono also read a day of that month.
    const days = dates?.days ?? MONTH_ONLY_DAYS;
    return { ...placeInMonth(part, days, today), assumedDays: days === MONTH_ONLY_DAYS };
  }
  // The NLU layer's dates stand (relative days, holidays, weekends, lengths), except that dates with a
  // month that end before they start stay as said ("May 7 to May 3"), for the tool to refuse rather
  // than a year-long trip being invented; weekdays that do ("friday, back tuesday") roll on.
  if (dates?.start && dates.end) {
    // (Only the same end read both ways: "back a week later" is the NLU layer's alone, counted from the start.)
    if (r.start && r.end && r.end < r.start && MONTH_NAME.test(text) && r.end.slice(5) === dates.end.slice(5)) return { start: r.start, end: r.end };
    return { start: dates.start, end: dates.end };
  }
  if (r.start && r.end) return { start: r.start, end: r.end };
  // "in October, 10 days": the words-only reader takes the length for a day of the month; no day was said.
  if (dates?.month && (!r.start || (!r.end && dates.days && !DAY_NUMBER.test(text)))) {
    const first = `${dates.month}-01`;
    const start = first < today ? today : first;
    return { start, end: addDays(start, (dates.days ?? MONTH_ONLY_DAYS) - 1), assumedDays: true };
  }
  return { start: r.start ?? dates?.start ?? null, end: r.end ?? null };
};

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
      // The days of a stay said alone, the place in the message before ("is it warm there in june?").
      '(we would|we will|i would|i will) be there (from the 3rd to the 8th|2 to 6 june|on the 14th until the 19th)',
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
  // A known place and when, with no piece named ("Berlin on the second weekend of June"): a trip,
  // whatever the classifier makes of so few words.
  // So is a known place after a verb of going or a trip word ("going to Vienna"), the dates asked next.
  // A piece named only as something to pack keeps it a trip ("…, do I need a jacket?"), also with only
  // a length said ("a fortnight in Lima, do I need a coat?": the stylist asks when).
  // "get rid of the trainers from it" right after a trip: its days have no tool to change, said so (never the wardrobe's piece).
  claims: (c) => takenOutOfTrip(c) || !onlyBooking(c.text) && (placelessTrip(c) || tripRemovedByPlace(c.text) !== null || tripOpenedByPlace(c.text) !== null || askedIfPlanned(c.text) || (!!c.slots.destination && tripRequest(c.text, c.today)?.kind === 'trips.get') || (SAVED_TRIPS_ASKED.test(c.text) && tripRequest(c.text, c.today)?.kind === 'trips.list') || Boolean((c.slots.destination || SOMEWHERE.test(c.text)) && (c.slots.dates?.start || c.slots.dates?.month || readMonthWeekend(c.text, c.today) || readWeekAfterNext(c.text, c.today) || readMonthPart(c.text, c.today)
    || tripRequest(c.text, c.today)?.kind === 'trips.plan' || (c.slots.dates?.days && asksPlan(c.text))) &&
    (!piecesBesidePlace(c.slots) || asksPlan(c.text)) && !c.slots.price)),
  read(c) {
    if (takenOutOfTrip(c)) return { kind: 'chat', intent: 'tripPiece' };
    if (onlyBooking(c.text)) return null;
    // A trip said as the reason for another request ("going to Miami next week, show me some dresses"):
    // the pieces asked for are the request, the trip only its context.
    if ((piecesBesidePlace(c.slots) && PIECES_ASKED.test(c.text) || SHOW_ME_AFTER.test(c.text)) && !asksPlan(c.text) && !PLANNING.test(c.text)) return null;
    // A trip told of, not asked about ("I loved my trip to Rome last month"): small talk, nothing planned.
    // ("what were my trip details for Lisbon" asks for a saved one in the past tense.)
    const saved = ['trips.get', 'trips.list'].includes(tripRequest(c.text, c.today)?.kind ?? '');
    if (BEEN.test(c.text) && !saved && !PLANNING.test(c.text) && !asksPlan(c.text) && !/\?/.test(c.text)) return null;
    const dates = c.slots.dates;
    const weekend = readMonthWeekend(c.text, c.today) ?? readWeekAfterNext(c.text, c.today);
    const r = tripRequest(c.text, c.today) ?? ((c.sure || (c.slots.destination && (dates || weekend)) || placelessTrip(c)) && (c.slots.destination || dates?.start || dates?.month || weekend)
      ? { kind: 'trips.plan' as const, destination: null, start: null, end: null, activities: activitiesIn(c.text) }
      : null);
    // "what did I have planned for porto again": the city the NLU layer read names the saved trip the words-only reader did not.
    if (r?.kind === 'trips.get' && !r.target && !r.ref && !r.id && c.slots.destination) return { ...r, target: c.slots.destination.split(',')[0]!.trim() };
    if (r?.kind !== 'trips.plan') return r;
    // The place is the shopper's word for it, the NLU layer's known city when the words-only reader
    // found none or took words after it ("Rome the").
    const city = c.slots.destination?.split(',')[0]?.trim() ?? null;
    // A place typed in lower case ("barcelona") is named as the climate table spells it.
    // So is another name for the same city, and a word the planner does not know for it (an airport code, a misspelling the reader matched: "JFK", "Edinborough").
    const destination = city && (!r.destination || r.destination.toLowerCase().startsWith(city.toLowerCase()) || r.destination === r.destination.toLowerCase()
      || sameCity(r.destination, c.slots.destination) || (!findDestination(r.destination).found && !findArea(r.destination) && typedForCity(r.destination, city))
      // "Business trip: Frankfurt, 4–6 May": a word the planner knows as no place at all loses to the city the NLU layer read.
      || (!findDestination(r.destination).found && !findArea(r.destination) && everydayWords(r.destination))
      // "our Disneyland Paris trip", "central London": a place the planner does not know that holds the city's name.
      || (!findDestination(r.destination).found && !findArea(r.destination) && ` ${r.destination.toLowerCase()} `.includes(` ${city.toLowerCase()} `)))
      ? city : r.destination;
    // A stay said around an event's day ("the wedding is on 20 June … the 18th to the 22nd") is counted from that day.
    return { ...r, destination, ...tripDays(r, dates, weekend, c.today, c.text), ...eventStay(c.text, c.today) };
  },
  plan: (r, ctx) => resolveTrip(r as TripRequest, ctx),
  speak: (r, o) => tripSentence(r, o) ?? '',
};
