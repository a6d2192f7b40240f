/**
 * A trip spread over a message's clauses, or two trips in one clause. The NLU layer splits a message
 * at sentence ends and reads each clause alone, so "Can you help me plan what to wear in Prague? I'm
 * there from May 1st for five days" is a place in one clause and dates in the next, and "Paris, 3–7
 * July — what should I bring?" is a trip then a question that belongs to it. And "Paris June 3-5 then
 * London June 6-9" is one clause holding two legs. This module joins the first kind and splits the
 * second, before the clauses are routed; it reads no text itself beyond the cues below (the slots come
 * from the NLU layer, the legs are re-read by it). Pure.
 */
import { findArea } from '../../../../tools/trips/areas.js';
import { addDays } from '../../../../tools/trips/dates.js';
import { isKnownPlaceName } from '../../../../tools/trips/destinations.js';
import type { DateSlot, Slots } from '../../nlu/types.js';
import { activitiesIn } from './understand-trips.js';
import { WEATHER_QUESTION } from './trip-words.js';
import { stayAround } from '../../nlu/anchored-dates.js';
import { daysBetween } from '../../nlu/calendar.js';

export interface TripClause {
  text: string;
  corrected: string;
  slots: Slots;
}

/** A question about what to take that names nothing of its own ("what should I bring?", "any packing tips?"). */
const PACKING_ASK = /^(?:(?:so|and|ok|okay|also|but)\s+)?(?:(?:what|wat)\s+(?:should|shall|do|can|would|will|must)\s+(?:i|we)\s+(?:pack|bring|take|wear|put on)|what\s+(?:clothes|to\s+(?:wear|pack|bring|take))|(?:any\s+)?(?:packing|outfit|what to wear)\s+(?:ideas|tips|suggestions|advice|help)|(?:ideas|tips|suggestions)\s*\??$|(?:help|help me)\s+(?:me\s+)?pack)\b/i;

/** The same question asked politely, embedded: "could you suggest what I should wear?", "can you tell me what we need to pack?". */
const POLITE_PACKING_ASK = /^(?:(?:so|and|ok|okay|also|but)\s+)?(?:(?:could|can|would|will)\s+you\s+)?(?:please\s+)?(?:suggest|tell\s+me|recommend|advise(?:\s+me)?(?:\s+on)?|help\s+me\s+(?:decide|figure\s+out|work\s+out|choose|pick))\s+what\s+(?:i|we)\s+(?:should|shall|could|need\s+to|ought\s+to|have\s+to)\s+(?:wear|pack|bring|take)\b/i;

/** The packing list asked for as a thing to make: "can you make me a packing list?", "packing list pls". */
const PACKING_LIST_ASK = /^(?:(?:so|and|ok|okay|also|but)\s+)?(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?(?:(?:make|do|give|write|send|put\s+together|draw\s+up|create)\s+(?:me\s+|us\s+)?(?:a\s+|the\s+)?)?packing\s+list\b/i;

/** "what would you recommend I take?", "what do you suggest we pack": the stylist asked what to take. */
const RECOMMEND_ASK = /^(?:(?:so|and|ok|okay|also|but)\s+)?what\s+(?:would|do|can|could|will)\s+you\s+(?:recommend|suggest|advise)(?:\s+(?:that\s+)?(?:i|we)\s+(?:take|pack|bring|wear))?\b/i;

/**
 * The shopper on how she wants to look or copes there, in her own voice, naming no piece: "I want to look
 * elegant but comfortable with the heat", "I feel the cold rather badly", "I want only hand luggage". Beside a
 * trip it is that trip's brief, not a search of its own.
 */
const OWN_BRIEF = /^(?:(?:and|but|also|oh|ps)[,\s]+)?(?:i|we)(?:['’]d|['’]m|['’]re|\s+would|\s+am|\s+are)?\s+(?:really\s+|just\s+|also\s+|still\s+)?(?:want|wanna|like|need|prefer|hope|feel|get|run|hate|tend|only|travel|am|are|'m|'re|always|usually)\b/i;

/** A piece asked about as something to take ("do I need a coat?"): it belongs to the trip beside it. */
const PIECE_TO_TAKE = /\b(?:(?:do|will|would)\s+(?:i|we)\s+need|should\s+(?:i|we)\s+(?:bring|pack|take)|(?:worth|need\s+to)\s+(?:bring|pack|tak)(?:e|ing)?)\b/i;

/** A place the shopper has been to or likes, not one they are going to. */
const BEEN_THERE = /\b(?:back from|got back|came back|went|was|were|been|visited|loved?|miss)\b/i;

/** The slots with an "it" that points at no piece taken out ("is it going to rain?", "plan it for the 8th"). */
const withoutIt = (s: Slots): Slots => ({ ...s, references: s.references.filter((r) => !(r.kind === 'pronoun' && r.word === 'it')) });

const hasDates = (d: DateSlot | null): boolean => !!(d && (d.start || d.month));
const ownSubject = (s: Slots): boolean =>
  s.garments.length > 0 || s.categories.length > 0 || s.handles.length > 0 || !!s.price || s.references.length > 0 || s.colours.length > 0;

/** What a clause beside a trip adds to it: dates alone, or a question about what to take. */
const joinsTrip = (c: TripClause): 'dates' | 'question' | null => {
  if (c.slots.destination) return null;
  if ((PACKING_ASK.test(c.corrected.trim()) || POLITE_PACKING_ASK.test(c.corrected.trim())) && !hasDates(c.slots.dates) && !ownSubject(c.slots)) return 'question';
  if (PIECE_TO_TAKE.test(c.corrected) && !c.slots.handles.length && !c.slots.price) return 'question';
  // "Is going to rain?", "can you make me a packing list?", "what would you recommend I take?", "I feel the cold badly"
  // (the "it" of "is it going to rain?" is the weather's).
  const asked = c.corrected.trim();
  if ((WEATHER_QUESTION.test(asked) || PACKING_LIST_ASK.test(asked) || RECOMMEND_ASK.test(asked) || OWN_BRIEF.test(asked)) && !hasDates(c.slots.dates) && !ownSubject(withoutIt(c.slots))) return 'question';
  // "Can you help me plan outfits? Mostly sightseeing and a nice dinner.": each sentence asks what to wear or names the days' activities.
  const sentences = c.corrected.trim().split(/(?<=[?.!])\s+/).filter(Boolean);
  const aboutTheDays = (t: string) => OUTFITS_ASK.test(t) || (ACTIVITIES_ONLY.test(t) && activitiesIn(t).length > 0);
  if (sentences.length && sentences.every(aboutTheDays) && !hasDates(c.slots.dates) && !ownSubject(c.slots)) return 'question';
  // "Can you plan it for 18-25 July?": the "it" is the trip beside it, no piece of its own.
  const theTrip = /\b(?:plan|sort|do|organi[sz]e|pack\s+for)\s+it\b/i.test(c.corrected) ? withoutIt(c.slots) : c.slots;
  if (hasDates(c.slots.dates) && !ownSubject(theTrip)) return 'dates';
  return null;
};

/**
 * The joined trip's dates: the place's, unless they hold only a length and the other clause says when
 * it starts ("10 days in Seoul … from June 3"): that start, for that length.
 */
const datesOf = (place: DateSlot | null, other: DateSlot | null, otherText = ''): DateSlot | null => {
  // "Brussels next week, tue to thu": weekdays said beside a longer stay are those days of it.
  if (place?.start && place.end && other?.start && other.end && WEEKDAYS_ONLY.test(otherText) && other.start < place.start) {
    const behind = (Date.parse(place.start) - Date.parse(other.start)) / 86_400_000;
    const start = addDays(other.start, 7 * Math.ceil(behind / 7));
    const end = addDays(other.end, 7 * Math.ceil(behind / 7));
    if (end <= place.end) return { ...other, start, end };
  }
  // "…on 23 September. I arrive one day before and I stay 5 days": days counted from the one day the place's clause said.
  if (place?.start && (!place.end || place.end === place.start) && other?.fromAnchor && !other.start) {
    const stay = stayAround(place.start, other.fromAnchor, other.days);
    if (stay.end) return { start: stay.start, end: stay.end, days: daysBetween(stay.start, stay.end) + 1 };
  }
  if (place?.days && !place.start && !place.month && other?.start && !other.end) {
    return { start: other.start, end: addDays(other.start, place.days - 1), days: place.days };
  }
  return place ?? other;
};

const joined = <T extends TripClause>(a: T, b: T, slots: Slots): T => ({
  ...a, text: `${a.text} ${b.text}`, corrected: `${a.corrected} ${b.corrected}`, slots,
});

/**
 * Clauses that make one trip joined: a place without dates and the dates said next (or before), and a
 * trip with the question about what to pack after (or before) it. The joined clause keeps the place's
 * slots, with the dates of whichever clause said them.
 */
export const joinTripClauses = <T extends TripClause>(clauses: readonly T[]): T[] => {
  const out: T[] = [];
  for (const c of clauses) {
    const before = out.at(-1);
    if (before) {
      const place = before.slots.destination ? before : c.slots.destination ? c : null;
      const other = place === before ? c : before;
      const adds = place && place !== other ? joinsTrip(other) : null;
      const placeDated = place ? hasDates(place.slots.dates) : false;
      const narrows = adds === 'dates' && placeDated && WEEKDAYS_ONLY.test(other.corrected) && other === c;
      // "The wedding is on June 6. I'm there from the day before": days counted from the event's day belong to its trip.
      // Pieces named beside such days are what to take ("…and leave two days after, mostly suits"), not a subject of their own.
      const around = place === before && placeDated && !c.slots.destination && !!c.slots.dates?.fromAnchor && !c.slots.handles.length && !c.slots.price && !c.slots.references.length;
      // "How is the weather in Amsterdam the next days? I am there from tomorrow until thursday": a span said beside a lone day is the stay.
      const spans = adds === 'dates' && placeDated && !daySpan(place!.slots.dates) && !place!.slots.dates?.days && daySpan(other.slots.dates);
      if (place && (adds || around) && (adds === 'question' || !placeDated || narrows || around || spans) && !BEEN_THERE.test(place.corrected)) {
        out[out.length - 1] = joined(before, c, { ...place.slots, dates: spans ? other.slots.dates : datesOf(place.slots.dates, other.slots.dates, other.corrected) });
        continue;
      }
    }
    // Days of travel with no place yet, and a request for what to wear then ("I travel 8-11 may, can you
    // sort my outfits"): one trip still to be placed (the trips skill asks where).
    if (before && !before.slots.destination && !c.slots.destination) {
      const dated = daySpan(before.slots.dates) ? before : daySpan(c.slots.dates) ? c : null;
      const other = dated === before ? c : before;
      if (dated && dated !== other && !ownSubject(other.slots) && !hasDates(other.slots.dates)
        && (PACKING_ASK.test(other.corrected.trim()) || POLITE_PACKING_ASK.test(other.corrected.trim()) || OUTFITS_ASK.test(other.corrected.trim()))) {
        out[out.length - 1] = joined(before, c, { ...dated.slots });
        continue;
      }
    }
    out.push(c);
  }
  return out;
};

/** Days named only by weekday ("tue to thu"): no day number, month or "next". */
const WEEKDAYS_ONLY = /^(?=.*\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)(?!.*\d)(?!.*\b(?:next|this|coming|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/i;

/** Dates with a first and a later last day: days of a stay, not one day's plan. */
export const daySpan = (d: DateSlot | null): boolean => !!(d?.start && d.end && d.end > d.start);

/** "can you sort my outfits", "plan my outfits", "help me with outfits": what to wear, asked as a task. */
const OUTFITS_ASK = /^(?:(?:so|and|ok|okay|also|but)\s+)?(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?(?:help\s+(?:me\s+|us\s+)?(?:with\s+|to\s+)?)?(?:sort|plan|pick|choose|put\s+together|figure\s+out)?\s*(?:out\s+)?(?:my|our|the|some)?\s*outfits?\b(?:\s+(?:for\s+(?:it|that|the\s+trip)|please|pls))?[\s?.!]*$/i;

/** A clause that only names what the days hold ("Mostly sightseeing and a nice dinner."): the trip's activities. */
const ACTIVITIES_ONLY = /^(?:(?:and|but|so|it['’]?s|it\s+is|mainly|mostly|just|some|lots\s+of|a\s+lot\s+of|plenty\s+of|a\s+bit\s+of|with|plus)\s+)+/i;

/** Where one leg of a trip ends and the next begins: "then", "after that", "followed by", a comma or semicolon. */
const LEG_BREAK = /\s*(?:,\s*(?:and\s+)?(?:then\s+|after\s+that\s+|afterwards\s+)?|;\s*|\s+(?:and\s+)?then\s+(?:on\s+to\s+|to\s+)?|\s+after\s+that\s+|\s+followed\s+by\s+|\s+and\s+on\s+to\s+|\s+and\s+|\s*(?:→|->)\s*)/gi;

/** "Dubrovnik till the 27th": a leg that says only when it ends starts when the leg before it ends. */
const END_ONLY = /^(?:(?:and|then)\s+)?(?:[\p{L}' -]+?\s+)?(?:until|till|til|to|through|thru)\s+(?:the\s+)?\S+/iu;

/** One leg's slots from the NLU layer's clauses of it: the first place and the first dates said. */
export const legSlots = (clauses: readonly Slots[]): Slots => {
  const first = clauses[0]!;
  return {
    ...first,
    destination: clauses.find((s) => s.destination)?.destination ?? null,
    dates: clauses.find((s) => hasDates(s.dates) || s.dates?.days)?.dates ?? null,
  };
};

/** How many leg breaks followed by a place are read before the clause is taken as one trip. */
const MAX_BREAKS = 3;

/** Whether the text opens (after "to", "on to" or "the") with a known city, country or region in one to three words. */
const startsWithPlace = (text: string): boolean => {
  // "then straight on to Mumbai", "then on to Mumbai": a word or two of how before "to".
  const words = text.replace(/^(?:(?:\p{L}+\s+){0,2}?(?:on\s+)?to|the)\s+/iu, '').split(/\s+/).slice(0, 3).map((w) => w.replace(/[^\p{L}\p{N}'’.-]/gu, ''));
  for (let n = words.length; n >= 1; n--) {
    const name = words.slice(0, n).join(' ');
    if (name && (isKnownPlaceName(name) || findArea(name))) return true;
  }
  return false;
};

export type ReadLeg = (text: string, referenceMonth?: string) => Slots;

/**
 * A clause naming two places, each with its own dates ("Paris June 3-5 then London June 6-9", "Lisbon
 * 1–4 July, Porto 5–8 July", "Rome for 3 days from May 12 and then Florence until the 18th"), as one
 * clause per leg: both legs are planned. A later leg that says only its end or its length starts the
 * day after the leg before it ends; one that says no dates is left without them (the stylist asks).
 * Null when the clause is one trip.
 */
export const tripLegs = <T extends TripClause>(clause: T, read: ReadLeg): T[] | null => {
  if (!clause.slots.destination || !hasDates(clause.slots.dates)) return null;
  const text = clause.corrected;
  let tried = 0;
  for (const m of text.matchAll(LEG_BREAK)) {
    const left = text.slice(0, m.index).trim();
    const right = text.slice(m.index + m[0].length).trim();
    // Only a break followed by a place's name is read (each reading costs a few ms), and only a few.
    if (!left || !right || !startsWithPlace(right)) continue;
    if (++tried > MAX_BREAKS) break;
    const first = read(left);
    if (!first.destination || !first.dates?.start || !first.dates.end) continue;
    const reference = first.dates.end.slice(0, 7);
    const second = read(right, reference);
    if (!second.destination || second.destination === first.destination) continue;
    const leg1 = { ...clause, text: left, corrected: left, slots: first };
    const after = addDays(first.dates.end, 1);
    let dates = second.dates;
    if (dates?.start && !dates.end && END_ONLY.test(right) && dates.start > first.dates.end) {
      dates = { start: after, end: dates.start, days: 0 };
    } else if (!dates?.start && dates?.days) {
      dates = { start: after, end: addDays(after, dates.days - 1), days: dates.days };
    }
    if (dates?.start && dates.end && dates.days === 0) {
      const span = (Date.parse(dates.end) - Date.parse(dates.start)) / 86_400_000;
      dates = { ...dates, days: span + 1 };
    }
    const leg2 = { ...clause, text: right, corrected: right, slots: { ...second, dates } };
    // A third leg ("… then Rome, then Naples") is split the same way.
    return [leg1, ...(tripLegs(leg2, read) ?? [leg2])];
  }
  return null;
};
