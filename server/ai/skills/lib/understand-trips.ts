/**
 * Trips in the shopper's words: "I'm going to Lisbon from May 3 to 7 for city walks and dinners",
 * "plan a trip to Paris next week", "my trips", "delete my Lisbon trip". Dates are read with
 * chrono-node against the server's today (given, never read from a clock here), so the same words on
 * the same day always give the same trip. Pure.
 */
import * as chrono from 'chrono-node';
import { TRIP_ACTIVITIES, type TripActivity } from '../../../../tools/trips/contracts.js';
import { addDays, dayNumber, isoOfDay } from '../../../../tools/trips/dates.js';
import { findArea } from '../../../../tools/trips/areas.js';
import { findDestination } from '../../../../tools/trips/destinations.js';
import { COMMON_WORDS } from '../../nlu/common-words.js';
import { ACTIVITY_PHRASES, BOOKING_WORDS, GOING_VERBS, PLACE_STOP_WORDS, TRIP_NOUNS } from './trip-words.js';
import { COUNT_PATTERN, countOf, has, itemRef, uuidIn, type ItemRef } from './words.js';

export type TripRequest =
  /** Null fields are what the shopper has not said yet; the reply asks for them instead of guessing. */
  | {
    kind: 'trips.plan'; destination: string | null; start: string | null; end: string | null; activities: TripActivity[];
    /** The shopper named a month but no days: the dates are the stylist's assumption, and the reply says so. */
    assumedDays?: boolean;
    /** The stay said ran past the planner's longest trip: its last day as said (the plan covers the first days, and the reply says so). */
    cappedFrom?: string;
    /** A change to a trip planned just before: that plan stays saved, and the reply says so. */
    earlier?: { destination: string; start: string; end: string };
    /** Said as a trip the shopper has ("the weather in Lisbon on my trip"): without dates, a saved trip there answers it. */
    mine?: boolean;
  }
  | { kind: 'trips.list' }
  /** A saved trip by the place it goes to, a position in the list, or a pasted id. */
  | { kind: 'trips.get'; target: string; ref: ItemRef | null; id: string | null }
  /** `planned`: the trip just planned, dropped by a pronoun ("delete it"): its place as the planner named it, and dates, for the reply. */
  | { kind: 'trips.remove'; target: string; ref: ItemRef | null; id: string | null; planned?: { destination: string; start: string; end: string } };

interface Span { index: number; length: number }

/** A planned trip whose place is a country or region ("Portugal", "the Amalfi coast"), not a city. */
export const isAreaTrip = (r: { kind: string; destination?: string | null }): boolean => {
  if (r.kind !== 'trips.plan' || !r.destination) return false;
  const place = findDestination(r.destination);
  return !place.found && !!place.area;
};

// ───────────────────────────── dates ─────────────────────────────

const WEEKDAY_MONDAY_FIRST = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;

const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/** A chrono component with a day we can trust (a date, a weekday, "tomorrow"), not a bare month. */
const hasDay = (c: chrono.ParsedComponents) => c.isCertain('day') || c.isCertain('weekday');

/**
 * An end date the shopper gave without a year takes the start's year, and the next one only when
 * the month wraps (Dec 28 → Jan 3). "May 7 to May 3" stays in one year: the tool says the trip ends
 * before it starts, instead of a year-long trip being invented.
 */
const endOf = (start: string, end: chrono.ParsedComponents): string => {
  if (end.isCertain('year')) return isoOf(end.date());
  const month = end.get('month')!;
  const day = end.get('day')!;
  const year = Number(start.slice(0, 4)) + (month < Number(start.slice(5, 7)) ? 1 : 0);
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return dayNumber(iso) === null ? isoOf(end.date()) : iso;
};

const DURATION = new RegExp(String.raw`\bfor\s+(?:(${COUNT_PATTERN})\s+(days?|nights?|weeks?)|(a\s+fortnight))\b`, 'i');

/** "for 5 days" → 5, "for 3 nights" → 4 (arrival to departure), "for two weeks" → 14. */
const durationDays = (match: RegExpExecArray): number | null => {
  if (match[3]) return 14;
  const n = countOf(match[1]!);
  if (n === null || n < 1) return null;
  const unit = match[2]!.toLowerCase();
  return unit.startsWith('week') ? n * 7 : unit.startsWith('night') ? n + 1 : n;
};

export interface TripDates { start: string | null; end: string | null; spans: Span[] }

/** The trip's first and last day in what was said, and where the date words were (to read the place around them). */
export const tripDates = (text: string, today: string): TripDates => {
  const spans: Span[] = [];
  let rest = text;
  let days: number | null = null;
  const duration = DURATION.exec(rest);
  if (duration) {
    days = durationDays(duration);
    spans.push({ index: duration.index, length: duration[0].length });
    // chrono reads "for 4 days" as a date; the words are blanked, keeping every other index.
    rest = rest.slice(0, duration.index) + ' '.repeat(duration[0].length) + rest.slice(duration.index + duration[0].length);
  }
  const reference = { instant: new Date(`${today}T12:00:00Z`), timezone: 0 };
  const results = chrono.en.casual.parse(rest, reference, { forwardDate: true }).filter((r) => hasDay(r.start) || /\bweek(?:end)?\b/i.test(r.text));
  for (const r of results) spans.push({ index: r.index, length: r.text.length });
  const [first, second] = results;
  if (!first) return { start: null, end: null, spans };
  let start = isoOf(first.start.date());
  let end: string | null = null;
  if (/\bweekend\b/i.test(first.text)) {
    // chrono lands on the Saturday; a weekend is Saturday and Sunday.
    end = addDays(start, 1);
  } else if (/\bweek\b/i.test(first.text) && !first.end) {
    // "next week" is Monday to Sunday of that week; "this week" is from today to Sunday.
    const monday = addDays(start, -WEEKDAY_MONDAY_FIRST(start));
    start = /\bthis\b/i.test(first.text) && monday < today ? today : monday;
    end = addDays(monday, 6);
  } else if (first.end && hasDay(first.end)) {
    end = endOf(start, first.end);
  } else if (second && !first.end) {
    end = endOf(start, second.start);
  }
  if (days !== null) end = isoOfDay(dayNumber(start)! + days - 1);
  return { start, end, spans };
};

// ───────────────────────────── the place ─────────────────────────────

const WORD = /[^\s,!?;:|()"“”]+/y;

/**
 * The place from a position: words until a stop word, punctuation or a date. "Paris, France" keeps
 * its country (a capitalised word after the comma); the destination is passed on as typed, however
 * long, so the tool — not the model — decides whether it is a place.
 */
const placeAt = (text: string, from: number): { place: string; span: Span } | null => {
  let i = from;
  const words: string[] = [];
  const skip = () => { while (i < text.length && text[i] === ' ') i++; };
  skip();
  // "the", "a", "my": no place starts with them ("pack for a trip next week" names none).
  const article = /^(?:the|an?|my|our)\s/i.exec(text.slice(i, i + 4));
  if (article) { i += article[0].length; skip(); }
  const begin = i;
  for (;;) {
    WORD.lastIndex = i;
    const m = WORD.exec(text);
    if (!m) {
      // ", France": a capitalised word right after a comma continues the place.
      const comma = /^,\s*(?=\p{Lu})/u.exec(text.slice(i, i + 4));
      if (comma && words.length) { words.push(','); i += comma[0].length; continue; }
      break;
    }
    const word = m[0].replace(/[.]+$/, '');
    if (!word || PLACE_STOP_WORDS.has(word.toLowerCase())) break;
    words.push(word);
    i += m[0].length;
    if (m[0].endsWith('.') && (i >= text.length || text[i] === ' ') && !/^[A-Z]\.?$/.test(word)) break;
    skip();
  }
  const place = words.join(' ').replace(/ ,/g, ',').trim();
  return place ? { place, span: { index: begin, length: i - begin } } : null;
};

const PLACE_INTROS: RegExp[] = [
  new RegExp(String.raw`\b(?:trips?|travel(?:l?ing)?|${GOING_VERBS}|getaway|honeymoon|holidays?|vacations?|break|weekend|days?|week)\s+(?:back\s+)?(?:off\s+)?(?:to|in|at)\s+`, 'gi'),
  /\bvisit(?:ing)?\s+/gi,
  /\bpack(?:ing)?\s+for\s+(?:my\s+trip\s+to\s+)?/gi,
  /\bpack(?:ing)?\s+list\s+(?:for|to)\s+(?:my\s+trip\s+to\s+)?(?=\p{Lu})/gu,
  /\bwear\s+(?:in|to)\s+(?=\p{Lu})/gu,
  /\b(?:to|in)\s+(?=\p{Lu})/gu,
];

/** "my Lisbon trip", "a Paris holiday": a capitalised place just before the trip word. */
const PLACE_BEFORE = /\b((?:\p{Lu}[\p{L}'’.-]*\s+){1,3})(?:trip|holiday|vacation|getaway|break)\b/u;

const findPlace = (text: string): { place: string; span: Span } | null => {
  for (const intro of PLACE_INTROS) {
    intro.lastIndex = 0;
    for (let m = intro.exec(text); m; m = intro.exec(text)) {
      const found = placeAt(text, m.index + m[0].length);
      if (found) return found;
    }
  }
  const before = PLACE_BEFORE.exec(text);
  if (before) return { place: before[1]!.trim(), span: { index: before.index, length: before[1]!.length } };
  return null;
};

/** Dates and the duration blanked out, so "Paris next week" reads "Paris". */
const blank = (text: string, spans: Span[]) => {
  let out = text;
  for (const s of spans) out = out.slice(0, s.index) + ' |'.padEnd(s.length, ' ') + out.slice(s.index + s.length);
  return out;
};

// ───────────────────────────── activities ─────────────────────────────

const ACTIVITY_PATTERNS = ACTIVITY_PHRASES.map(([activity, words]) => [activity, new RegExp(String.raw`\b(?:${words})\b`, 'gi')] as const);

/** The activities named, in the order they were said (the tool cycles them day by day in that order). */
export const activitiesIn = (text: string): TripActivity[] => {
  const found: { activity: TripActivity; at: number }[] = [];
  const taken: Span[] = [];
  for (const [activity, pattern] of ACTIVITY_PATTERNS) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const at = m.index;
      // "city walks" is one activity: a shorter phrase inside a longer one already taken does not count again.
      if (taken.some((s) => at >= s.index && at < s.index + s.length)) continue;
      taken.push({ index: at, length: m[0].length });
      found.push({ activity, at });
    }
  }
  const ordered = found.sort((a, b) => a.at - b.at).map((f) => f.activity);
  return [...new Set(ordered)].filter((a) => (TRIP_ACTIVITIES as readonly string[]).includes(a));
};

// ───────────────────────────── the request ─────────────────────────────

const isTripTalk = (text: string): boolean => {
  if (has(text, TRIP_NOUNS)) return true;
  const going = new RegExp(String.raw`\b(?:${GOING_VERBS})\s+(?:back\s+)?(?:off\s+)?to\s+`, 'i').exec(text) ?? /\bvisit(?:ing)?\s+|\bpack(?:ing)?\s+for\s+/i.exec(text);
  if (!going) return false;
  // "going to need a dress" is not a trip: a place must follow, capitalised or one we know.
  const next = placeAt(text, going.index + going[0].length);
  return !!next && (/^\p{Lu}/u.test(next.place) || findDestination(next.place).found || findArea(next.place) !== null);
};

const NOT_A_PLACE = /^(?:first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|latest|next|new|old|other|same|whole|upcoming|saved|planned|current|recent|beach|work|business|weekend|summer|winter)$/i;

/** Which saved trip: the place in "my Lisbon trip" / "the trip to Lisbon", or a position. */
const savedTripTarget = (text: string): { target: string; ref: ItemRef | null; id: string | null } => {
  const id = uuidIn(text);
  if (id) return { target: id, ref: null, id };
  const ord = /\b(?:first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last)\b/i.test(text) ? itemRef(text) : null;
  const named = /\b(?:my|the|our|that)\s+([\p{L}'’.-]+(?:\s+[\p{L}'’.-]+){0,2})\s+(?:trip|holiday|vacation)\b/iu.exec(text)?.[1] ?? '';
  // "the first trip", "my next trip": a position or a word about the trip, not its place.
  const place = findPlace(text)?.place ?? (NOT_A_PLACE.test(named) ? '' : named);
  return { target: place, ref: place ? null : ord, id: null };
};

/** "plan a trip", "plan outfits for…" — not "the plan for my Kyoto trip", which is a saved one. */
const PLAN_VERB = /(?<!\b(?:the|my|that|this|your|our)\s)\bplan(?:ning)?\b/i;

/** A saved plan asked for by what it holds ("what I planned for Barcelona", "my packing list for Rome"), not a new one. */
const SAVED_PLAN = /\b(?:what\s+(?:(?:did|have)\s+)?(?:i|we|you)(?:['’]ve|\s+have)?\s+plan(?:ned)?|(?:my|our|the)\s+(?:plan|packing\s+list|packing))\s+for\s+(?!a\s|an\s|next\b|this\b)/i;

/**
 * A question about the trips already saved: "when's my next trip", "how many trips do I have coming
 * up", "any trips coming up?" — the list answers it. "I have two trips coming up: …" tells of trips to
 * plan, not a question: a count before "trips coming up" is no ask.
 */
export const SAVED_TRIPS_ASKED = /\b(?:trips?\s+list|list\s+(?:of\s+)?(?:my\s+|our\s+)?trips|(?:my|our)\s+(?:next|upcoming|coming|saved|planned)\s+trips?|how\s+many\s+trips|trips?\s+(?:do|have|did)\s+(?:i|we)\s+(?:have|got|planned|saved)|trips?\s+(?:i|we)\s+(?:have|got)|(?:upcoming|saved|planned)\s+trips|(?<!\b(?:two|three|four|2|3|4|couple\s+of|few)\s+)trips\s+coming\s+up)\b/i;

/**
 * "delete the barcelona one", "cancel the Kyoto one" (said once the trips were listed): a city the
 * planner knows, before "one", after a verb of removing, is a saved trip's place. An everyday word
 * that is also a city ("the nice one") is not.
 */
const PLACE_ONE = /\b(?:remove|delete|cancel|drop|get\s+rid\s+of|scrap)\s+(?:the|my|that|our)\s+(\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,2})\s+one\b/iu;
let everyday: Set<string> | undefined;
export const tripRemovedByPlace = (clause: string): string | null => {
  const place = PLACE_ONE.exec(clause)?.[1];
  if (!place || !findDestination(place).found) return null;
  return (everyday ??= new Set(COMMON_WORDS)).has(place.toLowerCase()) ? null : place;
};

/**
 * "open the lisbon one", "pull up Seattle", "bring up the Kyoto trip": a saved trip opened by its place (a city the
 * planner knows, not an everyday word), as a removal names one.
 */
const OPEN_PLACE = /\b(?:open|pull\s+up|bring\s+up|show\s+me|show|view|look\s+at|go\s+to)\s+(?:(the|my|that|our)\s+)?(\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,2}?)(?:\s+(one|trip|holiday|plan))?(?=\s*(?:[,.;!?—–-]|$|\s+(?:again|please|pls|plz|then|now)\b))/iu;
export const tripOpenedByPlace = (clause: string): string | null => {
  const m = OPEN_PLACE.exec(clause);
  // "show me Paris" alone may ask for anything there: "the Paris one", "my Paris trip" or "pull up Paris" point at a trip.
  if (!m || !(m[3] || /^(?:open|pull|bring)/i.test(m[0]))) return null;
  const place = m[2]!;
  if (!findDestination(place).found) return null;
  return (everyday ??= new Set(COMMON_WORDS)).has(place.toLowerCase()) ? null : place;
};

/**
 * "did I already plan the Barcelona thing?", "have I got a trip planned for June", "have we saved one for Oslo": asking
 * whether a trip is saved, which the list answers (said with a trip word or a known city).
 */
const HAVE_PLANNED = /\b(?:did|have|hav|had|haven['’]?t|didn['’]?t)\s+(?:i|we|you)\s+(?:already\s+|ever\s+|actually\s+|got\s+(?:a|any|an)\s+(?:trips?|holidays?)\s+)?(?:plann?e?d?|saved?|made)\b(?!\s+(?:an?\s+)?(?:outfits?|looks?|dress))/i;
export const askedIfPlanned = (clause: string): boolean => HAVE_PLANNED.test(clause) && (has(clause, TRIP_NOUNS) || cityWordIn(clause));
const cityWordIn = (clause: string): boolean => clause.split(/[^\p{L}'’.-]+/u).some((w) => w.length > 2 && findDestination(w).found && !(everyday ??= new Set(COMMON_WORDS)).has(w.toLowerCase()));

/** "two trips coming up: …": trips counted as they are told, to be planned, not the saved ones asked for. */
const COUNTED_TRIPS = /\b(?:two|three|four|2|3|4|couple\s+of|few)\s+trips\b/i;

/** A trip the shopper has, by a possessive: "on my trip", "for our holiday", "my Lisbon trip". */
const MY_TRIP = /\b(?:my|our)\s+(?:(?:upcoming|next|planned|saved)\s+)?(?:\p{L}+\s+)?(?:trip|holiday|vacation|getaway)\b/iu;

/** A trip request, or null when the clause is not about trips. */
export const tripRequest = (clause: string, today: string): TripRequest | null => {
  const planFor = SAVED_PLAN.exec(clause);
  if (planFor && !has(clause, 'remove|delete|cancel|drop|forget|get rid of')) {
    // The words after "for", up to the end or a stop word: "Barcelona", "my trip to rome".
    const after = clause.slice(planFor.index + planFor[0].length).replace(/^(?:(?:my|our|the)\s+)?(?:(?:trip|holiday|vacation)\s+to\s+)?/i, '');
    const place = after.split(/[^\p{L}'’ .-]|\s+(?:please|pls|again|trip|holiday|vacation)\b/u)[0]!.replace(/[.\s]+$/, '').trim();
    if (place && place.split(/\s+/).length <= 3) return { kind: 'trips.get', target: place, ref: null, id: null };
  }
  const byPlace = tripRemovedByPlace(clause);
  if (byPlace) return { kind: 'trips.remove', target: byPlace, ref: null, id: null };
  const opened = tripOpenedByPlace(clause);
  if (opened) return { kind: 'trips.get', target: opened, ref: null, id: null };
  if (askedIfPlanned(clause)) return { kind: 'trips.list' };
  if (!isTripTalk(clause)) return null;
  if (has(clause, BOOKING_WORDS)) return null;
  const saved = has(clause, 'trips') && !COUNTED_TRIPS.test(clause) && !PLAN_VERB.test(clause) && !has(clause, 'going|heading|visiting') || has(clause, "trips (?:i've|i have|we've|we have) (?:planned|saved)");
  if ((saved || SAVED_TRIPS_ASKED.test(clause) && !PLAN_VERB.test(clause)) && !has(clause, 'remove|delete|cancel|drop|forget')) return { kind: 'trips.list' };
  if (has(clause, 'remove|delete|cancel|drop|forget|get rid of') && has(clause, 'trips?')) {
    return { kind: 'trips.remove', ...savedTripTarget(clause) };
  }
  if (has(clause, "show|open|view|see|details|look at|pull up|what(?:'s|’s| is) in|read") && has(clause, 'trip') && !PLAN_VERB.test(clause) && !has(clause, 'going|heading')) {
    return { kind: 'trips.get', ...savedTripTarget(clause) };
  }
  // Normalise the dashes and a "from" before a day number: chrono reads "from 10 June" as ten o'clock.
  const text = clause.replace(/[–—]/g, '-').replace(/\bfrom\s+(?=\d)/gi, '     ');
  const { start, end, spans } = tripDates(text, today);
  const rest = blank(text, spans);
  const found = findPlace(rest);
  const activityText = found ? rest.slice(0, found.span.index) + ' '.repeat(found.span.length) + rest.slice(found.span.index + found.span.length) : rest;
  const mine = MY_TRIP.test(clause) && !PLAN_VERB.test(clause);
  return { kind: 'trips.plan', destination: found?.place ?? null, start, end, activities: activitiesIn(activityText), ...(mine ? { mine } : {}) };
};
