/**
 * A change to the trip just planned (or just refused), said on its own: "make it 4 days", "add a
 * day", "only 3 nights", "actually go to Paris instead", "can we move it to 17-20 May", "push it back
 * a week", or — after the planner said it has no weather for "Scotland" — "Edinburgh then". The
 * trip is the last trips.plan call of the conversation's earlier turns (its input, what was actually
 * asked), and the change keeps everything it does not name. Pure: the earlier results and the
 * reading come in.
 */
import { shiftFrom } from '../../nlu/anchored-dates.js';
import { addDays, dayNumber } from '../../../../tools/trips/dates.js';
import { isKnownPlaceName, normalisePlace } from '../../../../tools/trips/destinations.js';
import { COMMON_WORDS } from '../../nlu/common-words.js';
import { endSaidBy } from '../../nlu/trip-ends.js';
import { DEFAULT_ACTIVITY, TRIP_ACTIVITIES, type TripActivity } from '../../../../tools/trips/contracts.js';
import type { Slots } from '../../nlu/types.js';
import { errorText } from './reply-format.js';
import { asksNothing } from './context-clause.js';
import { isRecord, isTool, type SeenResult } from './plan-core.js';
import type { Request } from './request.js';
import { activitiesIn, isAreaTrip, type TripRequest } from './understand-trips.js';
import { COUNT_PATTERN, countOf, sentencesOf } from './words.js';

export interface AskedTrip {
  destination: string;
  start: string;
  end: string;
  activities: TripActivity[];
  /** The planner refused the place (no climate data): the next place named replaces it. */
  placeRefused: boolean;
  /** The saved trip's id, when it was planned. */
  id?: string;
  /** The place as the planner named it ("Rome, Italy"), when it was planned. */
  label?: string;
}

/**
 * The trip of the conversation's latest result, when that result is a trips.plan call (done or
 * refused): a change said after something else was asked is not read as one.
 */
export const lastAskedTrip = (earlier: readonly SeenResult[]): AskedTrip | null => {
  const latest = [...earlier].reverse().find((s) => !s.prep);
  if (!latest) return null;
  // A trip planned in the same turn as the latest answer (an outfit asked beside it) is still the one being talked about.
  const sameTurn = latest.turn === undefined ? undefined : [...earlier].reverse().find((s) => !s.prep && s.turn === latest.turn && isTool(s, 'trips.plan'));
  return askedTrip(sameTurn ?? latest);
};

/**
 * The trip last planned in the conversation, whatever was asked after it: a message that points at a day of
 * its stay ("a dinner on our final night") is about it even after a search for sandals.
 */
const lastPlannedTrip = (earlier: readonly SeenResult[]): AskedTrip | null => {
  const planned = [...earlier].reverse().find((s) => !s.prep && !s.isError && isTool(s, 'trips.plan'));
  return planned ? askedTrip(planned) : null;
};

/**
 * A saved trip just listed that the message changes ("could we change it so that we return on the 10th?",
 * "move the Vienna one to June"): the one whose place the message names, else the one the shopper's message
 * before named ("…I planned one to Vienna"), else the only one listed.
 */
const listedTrip = (earlier: readonly SeenResult[], place: string | null, before: string): AskedTrip | null => {
  const latest = [...earlier].reverse().find((s) => !s.prep);
  if (!latest || latest.isError || !isTool(latest, 'trips.list') || !isRecord(latest.output) || !Array.isArray(latest.output.trips)) return null;
  const trips = latest.output.trips.filter(isRecord).flatMap((t) => (typeof t.id === 'string' && typeof t.destination === 'string' && typeof t.start_date === 'string' && typeof t.end_date === 'string'
    ? [{ id: t.id, destination: t.destination, start: t.start_date, end: t.end_date, activities: Array.isArray(t.activities) ? t.activities.filter((a): a is TripActivity => (TRIP_ACTIVITIES as readonly unknown[]).includes(a)) : [] }]
    : []));
  const city = (t: { destination: string }) => t.destination.split(',')[0]!.trim().toLowerCase();
  const named = (words: string) => trips.filter((t) => ` ${words.toLowerCase().replace(/[^\p{L}]+/gu, ' ')} `.includes(` ${city(t)} `));
  const chosen = place ? trips.filter((t) => city(t) === place.toLowerCase()) : named(before).length === 1 ? named(before) : trips.length === 1 ? trips : [];
  if (chosen.length !== 1) return null;
  const t = chosen[0]!;
  return { destination: t.destination.split(',')[0]!.trim(), start: t.start, end: t.end, activities: t.activities, placeRefused: false, id: t.id, label: t.destination };
};

const askedTrip = (latest: SeenResult): AskedTrip | null => {
  if (!isTool(latest, 'trips.plan') || !isRecord(latest.input)) return null;
  const { destination, start_date: start, end_date: end, activities } = latest.input;
  if (typeof destination !== 'string' || typeof start !== 'string' || typeof end !== 'string') return null;
  const chosen = Array.isArray(activities) ? activities.filter((a): a is TripActivity => (TRIP_ACTIVITIES as readonly unknown[]).includes(a)) : [];
  const trip = !latest.isError && isRecord(latest.output) && isRecord(latest.output.trip) ? latest.output.trip : null;
  return {
    destination, start, end, activities: chosen, placeRefused: latest.isError && /no climate data/i.test(errorText(latest.output)),
    ...(typeof trip?.id === 'string' ? { id: trip.id } : {}),
    ...(typeof trip?.destination === 'string' ? { label: trip.destination } : {}),
  };
};

/** Words that say the message changes what was asked rather than asking afresh. */
const CHANGE = /\b(?:instead|actually|meant|mean|oops|whoops|sorry|correction|wrong|mistake|my bad|wait|scratch|scrap|rather|make it|make that|change|switch|move|shift|push|bring|let'?s do|go with|try|then|what about|how about|only|just|extend|add|another|more|extra|longer|shorter|less|fewer|cut|drop|knock|same dates|same trip|(?:the\s+)?same\s+for|as well|too|also)\b/i;

let everyday: Set<string> | undefined;
/** Asking for another place for the same trip: "instead", "what about", "how about", "make it", "rather". */
const INSTEAD = /\b(?:instead|what about|how about|make it|rather|switch (?:it )?to|change (?:it )?to)\b/i;
const INSTEAD_WORDS = /\b(?:(?:ok(?:ay)?|hmm+|actually|oh|no|sorry|so)\b[,\s]*|what about|how about|make it|let'?s do|let'?s go|can we do|could we do|(?:i'?d )?rather|switch (?:it )?to|change (?:it )?to|instead|please|pls|then)\b/gi;

const UNIT = String.raw`(days?|nights?|weeks?)`;
/** "add a day", "one more night", "2 extra days", "extend it by 3 days", "a week longer". */
const LONGER = new RegExp(String.raw`\b(?:(?:add|adding)\s+(?:on\s+)?(?:an?\s+(?:extra|other)\s+)?(${COUNT_PATTERN}|an?|another)\s+(?:more\s+|extra\s+)?${UNIT}|(${COUNT_PATTERN}|an?|another)\s+(?:more|extra)\s+${UNIT}|another\s+${UNIT}|extend(?:\s+it|\s+the\s+trip)?\s+by\s+(${COUNT_PATTERN}|an?)\s+${UNIT}|(${COUNT_PATTERN}|an?)\s+${UNIT}\s+longer)\b`, 'i');
/** "a day less", "one night fewer", "cut a day", "shorten it by 2 days", "2 days shorter". */
const SHORTER = new RegExp(String.raw`\b(?:(${COUNT_PATTERN}|an?)\s+${UNIT}\s+(?:less|fewer|shorter)|(?:cut|drop|remove|lose|knock off|take off|shorten(?:\s+it|\s+the\s+trip)?\s+by)\s+(${COUNT_PATTERN}|an?|one)\s+${UNIT})\b`, 'i');
/** "push it back a week", "a week later", "bring it forward two days", "a day earlier". */
const LATER = new RegExp(String.raw`\b(?:(?:push|move|shift)(?:\s+it|\s+the\s+trip|\s+everything)?\s+back\s+(?:by\s+)?(${COUNT_PATTERN}|an?)\s+${UNIT}|(${COUNT_PATTERN}|an?)\s+${UNIT}\s+later)\b`, 'i');
/** "make it the week after", "the following week": a week later. */
const WEEK_LATER = /\b(?:the\s+)?(?:week(?:end)?\s+after(?!\s+next)(?!\s+\w)|following\s+week(?:end)?)\b|\bthe\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+after(?:\s+that)?\b(?!\s+next)/i;
const EARLIER = new RegExp(String.raw`\b(?:(?:bring|move|shift)(?:\s+it|\s+the\s+trip|\s+everything)?\s+forward\s+(?:by\s+)?(${COUNT_PATTERN}|an?)\s+${UNIT}|(${COUNT_PATTERN}|an?)\s+${UNIT}\s+earlier)\b`, 'i');

/** Days named only by weekday: no day number, no month, no "next". */
const WEEKDAYS_ONLY = /^(?=.*\b(?:mon|tue|wed|thu|fri|sat|sun|weekend)[a-z]*\b)(?!.*\d)(?!.*\b(?:next|this|coming|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/i;

/** Whole weeks that bring a day nearest a trip's first day (the later on a tie). */
const nearestWeeks = (iso: string, start: string): number => 7 * Math.floor((dayNumber(start)! - dayNumber(iso)! + 3) / 7);

/** A weekday said of the trip ("back sunday" after next week's) is in its week — at its first day or after — not this one. */
const intoTripWeek = (iso: string, trip: Pick<AskedTrip, 'start'>, text: string): string => {
  const behind = dayNumber(trip.start)! - dayNumber(iso)!;
  return addDays(iso, WEEKDAYS_ONLY.test(text) && behind > 0 ? 7 * Math.ceil(behind / 7) : 0);
};

const withinStay = (iso: string, trip: Pick<AskedTrip, 'start' | 'end'>) => iso >= trip.start && iso <= trip.end;

/** The 0-based day of the stay a message points at: its place in the stay ("the last night" -1, "our second evening" 2) or a date in it. */
const stayIndex = (stayDay: number | undefined, date: string | null, trip: Pick<AskedTrip, 'start' | 'end'>): number | null => {
  if (date) return dayNumber(date)! - dayNumber(trip.start)!;
  if (stayDay === undefined) return null;
  return stayDay < 0 ? Math.max(0, lengthOf(trip) + stayDay) : Math.min(lengthOf(trip) - 1, stayDay - 1);
};

/**
 * The planner gives day i the activity at i modulo their number (tools/trips/fallback.ts `activityForDay`): the
 * activity said of one day is placed where that day falls, the others keeping their order.
 */
const landedOn = (activities: readonly TripActivity[], activity: TripActivity, day: number): TripActivity[] => {
  const rest = activities.filter((a) => a !== activity);
  const at = day % (rest.length + 1);
  return [...rest.slice(0, at), activity, ...rest.slice(at)];
};

/** Words that add to what the trip holds rather than replace it. */
const ADDING = /\b(?:also|too|as well|plus|add|added|adding|and some|extra|fit|include|squeeze)\b/i;

/** Days in "<count> <unit>" of a match (the first count and unit groups that matched). */
const daysOf = (m: RegExpExecArray): number | null => {
  const groups = m.slice(1).filter((g): g is string => g !== undefined);
  const unitAt = groups.findIndex((g) => /^(?:days?|nights?|weeks?)$/i.test(g));
  if (unitAt < 0) return null;
  const said = unitAt > 0 ? groups[unitAt - 1]!.toLowerCase() : 'a';
  const n = /^(?:an?|another)$/.test(said) ? 1 : countOf(said);
  if (n === null || n < 1) return null;
  return /^week/i.test(groups[unitAt]!) ? n * 7 : n;
};

/** Words that make a lone date the trip's new last day. */
const UNTIL = /\b(?:till|til|until|thru|through|up to|ending(?: on)?|end(?:s)? on|finish(?:es|ing)? on|(?:extend|stretch|lengthen)(?: it| things| the trip| our stay| my stay)?(?: out)? to|longer)\b/i;
const lengthOf = (t: Pick<AskedTrip, 'start' | 'end'>) => dayNumber(t.end)! - dayNumber(t.start)! + 1;

/**
 * The trip the message asks for, changed from `trip`, or null when the message is no change to it.
 * `slots`: the message's reading (one clause): its dates and its place.
 */
export const changedTrip = (text: string, slots: Slots, trip: AskedTrip): Extract<TripRequest, { kind: 'trips.plan' }> | null => {
  const dates = slots.dates;
  // The reading's place, unless it is the trip's own ("Lisbon for 5 days" after Lisbon keeps it).
  const place = slots.destination?.split(',')[0]?.trim() ?? null;
  const cue = CHANGE.test(text);
  const keep = { kind: 'trips.plan' as const, destination: trip.destination, start: trip.start, end: trip.end, activities: trip.activities };
  // Pieces, prices or handles make it some other request ("add a day dress", "more under 50").
  if (slots.garments.length || slots.categories.length || slots.price || slots.handles.length) return null;
  let changed = false;
  // Activities said of the trip on their own ("oh and it's mostly business meetings", "we'll add some
  // beach days too"): the same trip for those activities, added to the ones chosen when the message adds.
  const named = activitiesIn(text);
  // A question about the trip is no change to it, but "can you add some evening stuff?" asks for one.
  // Whoever is said to make it ("could we fit in a wine tour", "could I fit in a spa day") asks the same.
  const asksToChange = /^(?:(?:ok(?:ay)?|oh|and|so|hmm+)[,\s]+)*(?:(?:can|could|would|will|shall)\s+(?:you|u|ya|we|i)|please|pls)\s+(?:also\s+|just\s+)?(?:add|include|make|plan|change|switch|swap|move|throw in|put in|slot in|squeeze in|fit)\b/i.test(text.trim());
  // The trip's own place named again ("a dinner on our final night in Porto") is no other place.
  const otherPlace = place && place.toLowerCase() !== trip.destination.split(',')[0]!.trim().toLowerCase() ? place : null;
  // An activity on one day of the stay ("what do I wear to the dinner on our last night?", "a gallery day on
  // Saturday") joins the trip's others, asked or told: a weekday alone is the trip's, a day of the month in it.
  const dayOfStay = !!dates?.start && !dates.end && !dates.said && !dates.days && withinStay(intoTripWeek(dates.start, trip, text), trip);
  const onOneDay = slots.stayDay !== undefined || dayOfStay;
  const asked = /\?\s*$|^(?:what|where|which|any|are|is|do|does|can|could)\b/i.test(text.trim());
  // "move the dinner to friday" of a Saturday–Sunday stay: an activity put on the day just before or after the stay
  // stretches the stay to that day (she is there then), rather than moving the whole trip.
  const oneDay = named.length && !otherPlace && dates?.start && !dates.end && !dates.said && !dates.days ? dates.start : null;
  const besideStay = oneDay && !withinStay(intoTripWeek(oneDay, trip, text), trip) && (oneDay === addDays(trip.start, -1) || oneDay === addDays(trip.end, 1)) ? oneDay : null;
  if (besideStay) {
    const stretched = changedTrip(text, slots, { ...trip, ...(besideStay === addDays(trip.start, -1) ? { start: besideStay } : { end: besideStay }) });
    return stretched && { ...stretched, ...(trip.placeRefused ? {} : { earlier: { destination: trip.destination, start: trip.start, end: trip.end } }) };
  }
  if (named.length && !otherPlace && (!dates?.start || dayOfStay) && !dates?.days && (asksToChange || onOneDay || !asked)) {
    const adding = onOneDay || ADDING.test(text);
    // One day's activity beside a trip planned for nothing in particular leaves its other days casual, as they were.
    const before = onOneDay && !trip.activities.length ? [DEFAULT_ACTIVITY] : trip.activities;
    const joined = adding ? [...new Set([...before, ...named])] : named;
    const day = onOneDay ? stayIndex(slots.stayDay, dayOfStay ? intoTripWeek(dates!.start!, trip, text) : null, trip) : null;
    const activities = day === null ? joined : landedOn(joined, named[0]!, day);
    // Said of one day, the plan is redone even when its activities stay ("put the gala on saturday" where it already falls).
    if (activities.join() === trip.activities.join() && (day === null || (asked && !asksToChange))) return null;
    return { ...keep, activities, ...(trip.placeRefused ? {} : { earlier: { destination: trip.destination, start: trip.start, end: trip.end } }) };
  }
  // Dates alone with no word of change ("20-25 aug", "next weekend, 3 nights") are new dates only when the
  // message is little more than them: "remind me tomorrow" is no move of the trip.
  // Words of leaving or coming back say the dates are the trip's ("fly out tuesday and come home friday").
  // So do days counted from the trip's own ("I'll stay on until the following Sunday").
  const bare = !cue && !place && !endSaidBy(text) && !dates?.fromAnchor && (text.split(/\s+/).filter(Boolean).length > 5 || /\b(?:me|you|remind|tell|call|email|text|ask)\b/i.test(text));
  if (bare) return null;
  if (place) {
    // A place replaces the one refused; after a plan, only with a word of change ("Paris instead").
    if (!cue && !trip.placeRefused) return null;
    keep.destination = place;
    changed = true;
  }
  const shift = (m: RegExpExecArray | null, sign: 1 | -1) => {
    const n = m ? daysOf(m) : null;
    return n === null ? null : sign * n;
  };
  const longer = shift(LONGER.exec(text), 1) ?? shift(SHORTER.exec(text), -1);
  const later = LATER.exec(text);
  const earlier = later ? null : EARLIER.exec(text);
  const moved = shift(later, 1) ?? shift(earlier, -1) ?? (WEEK_LATER.test(text) && !place ? 7 : null);
  // "we're flying out a day earlier", "coming back two days later": only that end of the trip moves.
  const movedEnd = later ?? earlier ? endSaidBy(text.slice(0, (later ?? earlier)!.index)) : null;
  const inTrip = (iso: string) => intoTripWeek(iso, trip, text);
  if (moved !== null && movedEnd) {
    if (movedEnd === 'departure') keep.start = addDays(trip.start, moved);
    else keep.end = addDays(trip.end, moved);
    changed = true;
  } else if (moved !== null) {
    keep.start = addDays(trip.start, moved);
    keep.end = addDays(trip.end, moved);
    changed = true;
  } else if (longer !== null) {
    keep.end = addDays(trip.end, longer);
    changed = true;
  } else if (dates?.returnAfter) {
    // "returning a week later": counted from the trip's first day.
    keep.end = addDays(trip.start, dates.returnAfter);
    changed = true;
  } else if (dates?.fromAnchor && !dates.start) {
    // "we get there the night before", "I'll stay on until the following Sunday": counted from the trip's own first or last day.
    const before = dates.fromAnchor.find((o) => o.dir < 0);
    const after = [...dates.fromAnchor].reverse().find((o) => o.dir > 0);
    if (before) keep.start = shiftFrom(trip.start, before);
    if (after) keep.end = shiftFrom(trip.end, after);
    changed = true;
  } else if (dates?.start && !dates.end && dates.said) {
    // One end said ("back on Sunday", "actually we leave on the 9th"): the other end stays, unless the stay would end before it starts.
    const day = inTrip(dates.start);
    if (dates.said === 'return') keep.end = day;
    else {
      keep.start = day;
      if (keep.end < day) keep.end = addDays(day, lengthOf(trip) - 1);
    }
    changed = true;
  } else if (dates?.start && dates.end) {
    // Weekdays said of the trip ("actually only tuesday to thursday" after next week's, "fri to sun" of a Saturday–Sunday)
    // are the ones of its week nearest its first day, not this week's.
    const shift = WEEKDAYS_ONLY.test(text) ? nearestWeeks(dates.start, trip.start) : 0;
    keep.start = addDays(dates.start, shift);
    keep.end = addDays(dates.end, shift);
    changed = true;
  } else if (dates?.start && UNTIL.test(text) && dates.start > trip.start) {
    // "make it till the 15th", "extend it until Sunday": a new last day, the first kept.
    keep.end = dates.start;
    changed = true;
  } else if (dates?.start) {
    // Something added on a day of the stay that no activity names ("add a tour of the harbour on the friday") puts it on
    // that day: it is no new first day for the whole trip.
    if (ADDING.test(text) && !UNTIL.test(text) && withinStay(intoTripWeek(dates.start, trip, text), trip)) return null;
    // A new first day keeps the trip's length ("move it to friday").
    keep.start = dates.start;
    keep.end = addDays(dates.start, lengthOf(trip) - 1);
    changed = true;
  } else if (dates?.days) {
    // A new length from the same first day ("make it 4 days", "only 3 nights", "make it a week").
    keep.end = addDays(trip.start, dates.days - 1);
    changed = true;
  } else if (/\b(?:just|only)\s+(?:the\s+)?weekend\b/i.test(text)) {
    // "just the weekend" of a longer stay: its first Saturday and Sunday.
    const saturday = [0, 1, 2, 3, 4, 5, 6].map((k) => addDays(trip.start, k)).find((iso) => new Date(`${iso}T00:00:00Z`).getUTCDay() === 6);
    if (saturday && saturday <= trip.end) {
      keep.start = saturday;
      keep.end = addDays(saturday, 1) <= trip.end ? addDays(saturday, 1) : saturday;
      changed = true;
    }
  }
  if (!changed || keep.end < keep.start) return null;
  return trip.placeRefused ? keep : { ...keep, earlier: { destination: trip.destination, start: trip.start, end: trip.end } };
};

/**
 * The city a message names as the answer to "which city?" (asked for a country or region), read as
 * a place even when it is also an everyday word ("Nice", "Split"); null when it names none, or names
 * another country or region.
 */
/** Words before the place in an answer: "let's do Florence", "go with Porto", "maybe Nice". */
const ANSWER_LEAD = /^(?:(?:ok(?:ay)?|hmm+|um+|well|so)[,\s]+)*(?:let['’]?s\s+(?:do|go\s+(?:with|for)|say|try)|(?:we['’]ll|i['’]ll)\s+(?:do|go\s+(?:with|for)|take)|go\s+(?:with|for)|maybe|probably|i\s+think|i['’]d\s+say|say|definitely)\s+/i;

export const cityNamed = (text: string, read: (text: string) => Slots | null): string | null => {
  const bare = text.trim().replace(ANSWER_LEAD, '');
  const place = read(`to ${bare}`)?.destination ?? read(text)?.destination ?? null;
  const city = place?.split(',')[0]?.trim() ?? null;
  return city && !isAreaTrip({ kind: 'trips.plan', destination: city }) ? city : null;
};

/** A piece asked about as something to take: "what jacket should I take", "which shoes do we pack", "do I need a coat?". */
const PIECE_TO_TAKE = /\b(?:what|which)\s+(?:[\w-]+\s+){0,3}(?:should|shall|do|would|could)\s+(?:i|we)\s+(?:take|pack|bring)\b|\b(?:do|will|would)\s+(?:i|we)\s+need\s+(?:a|an|my|some|any)\b|\bshould\s+(?:i|we)\s+(?:take|pack|bring)\b/i;

/** "Thank you.", "great, thanks!": a courtesy before the change, not a request of its own. */
const COURTESY = /^(?:(?:ok(?:ay)?|great|perfect|lovely|cool|brilliant|nice)[,.!\s]+)?(?:thank\s+you|thanks|thx|ta|cheers)(?:\s+(?:so\s+much|very\s+much))?[,.!\s]+(?=\S)/i;

/** "scratch that,", "forget that -": the start of a change, not a request of its own. */
const SCRATCH_THAT = /^(?:(?:ok(?:ay)?|hmm+|no|oh|sorry|actually)[,\s]+)*(?:scratch|scrap|forget|ignore)\s+(?:that|it)\s*[,.;:!–—-]\s*(?=\S)/i;

/** Dropping the trip just planned, named by a pronoun. */
const DROP_IT = /^(?:(?:ok(?:ay)?|actually|hmm+|no|please|oh|sorry)[,\s]+)*(?:(?:scrap|forget|ditch|bin)\s+(?:that|it)[,.;!\s]+(?:(?:and|just)\s+)?)?(?:(?:can|could)\s+you\s+)?(?:delete|remove|cancel|drop|scrap|bin|ditch|get rid of)\s+(?:it|that|this|that one|this one|(?:that|this|the)\s+(?:trip|plan))(?:\s+(?:please|pls|then|now))?[.!?\s]*$/i;

/** "and then Nice", "after that, Rome": the next leg of a journey, said after the first was planned. */
const NEXT_LEG = /^(?:(?:and|&|ok|okay|oh)\s+)?(?:then|after\s+that|afterwards|next|after)\b[\s,]*(?:(?:on\s+)?to\s+|we(?:['’]re|\s+are)\s+(?:going|off|heading)\s+to\s+|i(?:['’]m|\s+am)\s+(?:going|off|heading)\s+to\s+)?/i;

/** A leg said as coming after the trip wherever the words stand: "at the end", "afterwards", "the day after we go to Salzburg". */
const LEG_AFTER = /\b(?:at the end|afterwards|after that|after (?:it|this)|the day after|on the way (?:back|home))\b/i;

/**
 * The next leg of the journey planned just before, as a trip of its own (the earlier one is not
 * changed): its place, its dates said or — for "right after" with a length or only an end — from the
 * day after the earlier trip ends. Null unless the message opens with a word of sequence and names
 * another city.
 */
export const nextLeg = (text: string, trip: AskedTrip, read: (text: string) => Slots | null): Extract<TripRequest, { kind: 'trips.plan' }> | null => {
  // The sentence that says the leg ("…we decided to add Mykonos at the end, like 3 more nights there"), its cue first or anywhere in it.
  const said = sentencesOf(text).map((s) => s.trim()).find((s) => NEXT_LEG.test(s) || LEG_AFTER.test(s));
  if (!said) return null;
  const cue = NEXT_LEG.exec(said);
  const rest = cue ? said.slice(cue[0].length) : said;
  const inPlace = (t: string) => t.replace(/\b(?:there|then)\b/gi, ' ');
  // The words that name the place, read alone when the sentence holds more than one clause ("…at the end, like 3 more nights there 🙈 can you update it").
  const pieces = [rest, ...rest.split(/[,;:]|\p{Extended_Pictographic}+/u)].map((p) => inPlace(p).trim()).filter(Boolean);
  const slots = pieces.flatMap((p) => [read(`to ${p}`), read(p)]).find((x) => x?.destination) ?? null;
  const city = slots?.destination?.split(',')[0]?.trim();
  if (!slots || !city || city === trip.destination.split(',')[0]!.trim() || isAreaTrip({ kind: 'trips.plan', destination: city })) return null;
  if (slots.garments.length || slots.price || slots.handles.length) return null;
  const after = addDays(trip.end, 1);
  const dates = slots.dates;
  let start: string | null = dates?.start ?? null;
  let end: string | null = dates?.end ?? null;
  if (start && !end && /\b(?:until|till|til|through|thru)\b/i.test(rest) && start > trip.end) [start, end] = [after, start];
  else if (!start && dates?.days && (/\b(?:right\s+)?after\b|\bthen\b|\bnext\b/i.test(text) || LEG_AFTER.test(said))) [start, end] = [after, addDays(after, dates.days - 1)];
  else if (start && !end && dates?.days) end = addDays(start, dates.days - 1);
  else if (!start) {
    // "3 more nights there", "two extra days in Valencia": counted on from the trip's last day (nights from that day itself).
    const more = LONGER.exec(rest);
    const n = more ? daysOf(more) : null;
    if (more && n) [start, end] = /night/i.test(more[0]) ? [trip.end, addDays(trip.end, n)] : [after, addDays(after, n - 1)];
  }
  return { kind: 'trips.plan', destination: city, start, end: start ? end : null, activities: activitiesIn(rest) };
};

/** A question about a trip's packing or weather, which the plan itself answers. */
/** Asked, not told: a question mark, a question word first, or a word of packing. */
const ASKED = /\?$|^(?:(?:so|and|ok(?:ay)?|nice|great|cool|thanks)[,!\s]+)*(?:what|what's|whats|how|will|would|is|isn't|should|do|does|any|can|could)\b|\b(?:pack|packing|bring)\b/i;
const ABOUT_THE_TRIP = /\b(?:pack|packing|bring|suitcase|weather|forecast|temperatures?|temps|rain(?:s|y|ing)?|cold|chilly|hot|warm|sunny|snow(?:ing|y)?|degrees)\b/i;

/**
 * Dates of the trip's own month ("what's the weather usually like end of october there" of a trip 26–30 October):
 * a question about the weather of its days, no other trip asked about.
 */
const ofTheTrip = (dates: NonNullable<Slots['dates']>, trip: AskedTrip): boolean => {
  const month = dates.month ?? dates.start?.slice(0, 7);
  return !!month && (month === trip.start.slice(0, 7) || month === trip.end.slice(0, 7)) && (!dates.end || dates.end.slice(0, 7) === month);
};

type TripPlan = Extract<TripRequest, { kind: 'trips.plan' }>;
/** Asking for what to pack: the trip's plan is its packing list. */
const PACKING_ASKED = /\b(?:pack(?:ing)?(?:\s+list)?|suitcase|outfits?\s+for\s+(?:the|my|our|this)\s+(?:trip|stay|holiday))\b/i;
const namesNoPiece = (slots: Slots | null): boolean => !!slots && !slots.garments.length && !slots.categories.length && !slots.price && !slots.handles.length;

const r0Kind = (requests: readonly Request[]) => (requests.length === 1 ? requests[0]!.kind : null);

/** Requests that leave room for a change to the trip: nothing else understood, or a trip still missing a part. */
const open = (r: Request): boolean =>
  r.kind === 'unknown' || r.kind === 'clarify' || r.kind === 'chat' || r.kind === 'cannot' ||
  (r.kind === 'trips.plan' && (!r.destination || !r.start || !r.end));

/**
 * The message's one request, replaced by the changed trip when the message changes the trip of the
 * turn before. `read`: the message's slots when it reads as one clause, else null; a day said without
 * its month ("move it to the 10th") is read in the trip's month (`referenceMonth`, YYYY-MM).
 */
export const withTripChange = (
  requests: Request[], text: string, earlier: readonly SeenResult[], read: (text: string, referenceMonth: string) => Slots | null, before = '',
): Request[] => notingEarlierPlan(tripChange(requests, text, earlier, read, before), earlier);

/**
 * The trip just planned, planned again for its very dates somewhere else ("Porto" after a plan for Portugal, which
 * used Lisbon's weather): that plan stays saved (no tool edits a trip), and the reply says so, however the new
 * place was read.
 */
const notingEarlierPlan = (requests: Request[], earlier: readonly SeenResult[]): Request[] => {
  const r = requests.length === 1 ? requests[0]! : null;
  if (r?.kind !== 'trips.plan' || r.earlier || !r.destination) return requests;
  const planned = lastAskedTrip(earlier);
  if (!planned?.id || planned.start !== r.start || planned.end !== r.end) return requests;
  const place = (p: string) => normalisePlace(p.split(',')[0]!);
  if (place(r.destination) === place(planned.destination)) return requests;
  return [{ ...r, earlier: { destination: planned.label ?? planned.destination, start: planned.start, end: planned.end } }];
};

const tripChange = (
  requests: Request[], text: string, earlier: readonly SeenResult[], read: (text: string, referenceMonth: string) => Slots | null, before = '',
): Request[] => {
  // "hmm forget it, remove it" reads as two clauses understood as nothing: one message about the trip.
  const nothing = requests.length > 1 && requests.every((r) => r.kind === 'unknown');
  const opened = nothing || (requests.length === 1 && open(requests[0]!));
  // "scratch that, just the weekend": the words of dropping what was said open a change, read without them.
  const rest = text.replace(COURTESY, '').replace(SCRATCH_THAT, '');
  // A day of the stay ("a dinner on our final night", "what do I wear on the first evening?") points at the trip
  // last planned, whatever was asked since and whatever the message reads as alone (an outfit for an evening).
  const planned = lastPlannedTrip(earlier);
  const ofItsDays = planned && /\b(?:night|day|evening|morning|afternoon)s?\b/i.test(text) ? read(rest, planned.start.slice(0, 7)) : null;
  if (planned && ofItsDays?.stayDay !== undefined && !ofItsDays.garments.length && !ofItsDays.price && !ofItsDays.handles.length) {
    const changed = changedTrip(text, ofItsDays, planned);
    if (changed) return [changed];
    if (planned.id && ASKED.test(text.trim())) return [{ kind: 'trips.get', target: '', ref: null, id: planned.id }];
  }
  // "ok what jacket should i take then", "do I need a coat?" right after a plan: a piece asked about as something to
  // take there, which the plan's days (weather, outfits, packing list) answer — not a search for one.
  const justPlanned = lastAskedTrip(earlier);
  if (justPlanned?.id && !justPlanned.placeRefused && PIECE_TO_TAKE.test(rest)) {
    const asked = read(rest, justPlanned.start.slice(0, 7));
    if (asked && !asked.destination && !asked.dates && !asked.price && !asked.handles.length) return [{ kind: 'trips.get', target: '', ref: null, id: justPlanned.id }];
  }
  // Days counted from the trip's own ("we get there the night before", "I'll stay on until the following Sunday") point at
  // the trip just planned, whatever the message reads as alone.
  // So does a sentence that asks nothing and tells what the stay holds ("the wedding is in the evening, outside in a finca").
  if (justPlanned && !justPlanned.placeRefused) {
    const counted = read(rest, justPlanned.start.slice(0, 7));
    const tells = !!counted && !counted.dates && asksNothing(rest) && activitiesIn(rest).length > 0;
    if ((counted?.dates?.fromAnchor && !counted.dates.start || tells) && !counted!.destination && !counted!.garments.length && !counted!.categories.length && !counted!.price && !counted!.handles.length) {
      const changed = changedTrip(text, counted, justPlanned);
      if (changed) return [changed];
    }
  }
  // After a trip was planned, a message that names no place of its own is about that trip, whatever the messages
  // before made of it ("also we're staying til the 8th now" read with the trip's own words is no new trip), and so is
  // an occasion added to it ("can you add a pool party outfit too").
  const ofThePlanned = justPlanned && !justPlanned.placeRefused && requests.length === 1 && !read(rest, justPlanned.start.slice(0, 7))?.destination
    && ((r0Kind(requests) === 'trips.plan' && (requests[0] as TripPlan).destination?.split(',')[0]?.trim().toLowerCase() === justPlanned.destination.split(',')[0]!.trim().toLowerCase())
      || (r0Kind(requests) === 'outfit.build' && ((ADDING.test(rest) && activitiesIn(rest).length > 0) || PACKING_ASKED.test(rest)))
      // "there's a white party on the friday, put that in too": a search for the activity's own describing word names no piece.
      || ((r0Kind(requests) === 'products' || r0Kind(requests) === 'products.refine') && ADDING.test(rest) && activitiesIn(rest).length > 0 && namesNoPiece(read(rest, justPlanned.start.slice(0, 7)))));
  // Right after the saved trips were listed, a change names the one it changes (or "it", the one recalled before).
  const listed = lastAskedTrip(earlier) ? null : listedTrip(earlier, read(rest, '')?.destination?.split(',')[0]?.trim() ?? null, before);
  // "move the Seville one to the 5th-9th": the listed trip named again is the one changed, its days read in its month.
  const ofTheListed = listed && CHANGE.test(rest) && r0Kind(requests) === 'trips.plan'
    && (requests[0] as TripPlan).destination?.split(',')[0]?.trim().toLowerCase() === listed.destination.toLowerCase();
  // "we decided to add Mykonos at the end, like 3 more nights there": a leg after the trip planned or listed, whatever else the message reads as.
  const going = justPlanned && !justPlanned.placeRefused ? justPlanned : listed;
  const legOf = going && (opened || CHANGE.test(rest)) ? nextLeg(text, going, (t) => read(t, going.end.slice(0, 7))) : null;
  if (legOf) return [legOf];
  // A change said in one sentence of several ("Thank you. Might we extend it by three days? Our daughter…", "…so I shall
  // need to change it to the 2nd to the 6th of October instead. Would the weather be much different?"): that sentence
  // changes the trip when the message asks nothing else of its own.
  const sentences = sentencesOf(rest);
  if (going && sentences.length > 1 && requests.every((r) => open(r) || r.kind === 'passed_on' || r.kind === 'trips.get' || r.kind === 'trips.plan')) {
    for (const sentence of sentences) {
      const slots = CHANGE.test(sentence) ? read(sentence, going.start.slice(0, 7)) : null;
      const changed = slots ? changedTrip(sentence, slots, going) : null;
      if (changed) return [changed];
    }
  }
  if (!opened && !ofThePlanned && !ofTheListed) return requests;
  // "can you make me a packing list, like 5 outfits, beachy": the trip planned again, its dates kept, what it holds added.
  if (ofThePlanned && r0Kind(requests) === 'outfit.build' && PACKING_ASKED.test(rest)) {
    const p = justPlanned!;
    return [{ kind: 'trips.plan', destination: p.destination, start: p.start, end: p.end, activities: [...new Set([...p.activities, ...activitiesIn(rest)])], earlier: { destination: p.destination, start: p.start, end: p.end } }];
  }
  // One end of a stay said with no place ("and I arrive the day before, the 12") is the trip last planned, whatever was asked since.
  const r0 = requests[0]!;
  const oneEndOfPlanned = requests.length === 1 && r0.kind === 'trips.plan' && !r0.destination ? lastPlannedTrip(earlier) : null;
  const trip = lastAskedTrip(earlier) ?? (listed && CHANGE.test(rest) ? listed : null) ?? (oneEndOfPlanned && read(rest, oneEndOfPlanned.start.slice(0, 7))?.dates?.said ? oneEndOfPlanned : null);
  let slots = trip ? read(rest, trip.start.slice(0, 7)) : null;
  // After a refused place the answer is a place, even one that is also an everyday word ("Florence", "Nice").
  if (trip?.placeRefused && slots && !slots.destination) {
    const destination = read(`to ${text}`, trip.start.slice(0, 7))?.destination ?? null;
    if (destination) slots = { ...slots, destination };
  }
  // After a plan, a place asked for with a word of change is a place even when it is also an everyday word or
  // a name ("what about Florence instead?", "make it Nice"): the words around it are dropped and the rest read as one.
  if (trip && !trip.placeRefused && slots && !slots.destination && INSTEAD.test(rest)) {
    const bare = rest.replace(INSTEAD_WORDS, ' ').replace(/[?.!,]+/g, ' ').trim();
    // The rest is the place alone, and an everyday word ("nice") only when written as a name ("Nice").
    const named = isKnownPlaceName(bare) && (/^\p{Lu}/u.test(bare) || !(everyday ??= new Set(COMMON_WORDS)).has(bare.toLowerCase()));
    const destination = named ? read(`to ${bare}`, trip.start.slice(0, 7))?.destination ?? null : null;
    if (destination && !isAreaTrip({ kind: 'trips.plan', destination: destination.split(',')[0]! })) slots = { ...slots, destination };
  }
  // "delete it", "scrap that one" right after a plan: that saved trip.
  if (trip?.id && DROP_IT.test(text.trim())) {
    return [{ kind: 'trips.remove', target: '', ref: null, id: trip.id, planned: { destination: trip.label ?? trip.destination, start: trip.start, end: trip.end } }];
  }
  const leg = trip && !trip.placeRefused ? nextLeg(text, trip, (t) => read(t, trip.end.slice(0, 7))) : null;
  if (leg) return [leg];
  const changed = trip && slots ? changedTrip(text, slots, trip) : null;
  if (changed) return [changed];
  // "what should I pack for my trip?" right after one was planned: that trip, not a new one to ask about.
  const r = requests[0]!;
  if (trip?.id && r.kind === 'trips.plan' && !r.destination && !r.start && !r.end) return [{ kind: 'trips.get', target: '', ref: null, id: trip.id }];
  // "what should I pack for it?", "what's the weather going to be like?" right after a plan, naming no other
  // place or days: the plan's own days, weather and packing list answer it.
  if (trip?.id && r.kind !== 'trips.plan' && !slots?.destination && (!slots?.dates || ofTheTrip(slots.dates, trip)) && ABOUT_THE_TRIP.test(text) && ASKED.test(text.trim())) {
    return [{ kind: 'trips.get', target: '', ref: null, id: trip.id }];
  }
  return requests;
};
