/**
 * Replies about trips, written only from what the trip tools returned: the place as the tool named
 * it, its dates, each day's activity, weather and pieces, and the packing list. Nothing about the
 * weather is said that the plan does not hold.
 */
import type { Outcome } from './request.js';
import { countOf, listOf, nameOf } from '../../../../tools/text/phrase.js';
import { dateRange, errorText, formatPrice, isRecord, records, weekdayDate } from './reply-format.js';
import type { Request } from './request.js';
import type { TripRequest } from './understand-trips.js';
import { TRIP_LIMITS } from '../../../../tools/trips/dates.js';

const TRIP_KINDS = new Set(['trips.plan', 'trips.list', 'trips.get', 'trips.remove']);

/** Days listed in the reply; the chat card and /trip-planner show them all. */
const DAYS_SHOWN = 7;

const temperature = (w: Record<string, unknown>) =>
  typeof w.temp_c === 'number' && typeof w.temp_f === 'number' ? `${Math.round(w.temp_c)}\u00b0C/${Math.round(w.temp_f)}\u00b0F` : '';

const dayLine = (d: Record<string, unknown>) => {
  const weather = isRecord(d.weather) ? d.weather : {};
  const sky = [temperature(weather), typeof weather.condition === 'string' ? weather.condition : ''].filter(Boolean).join(' ');
  const pieces = records(d.items).map((i) => `${nameOf(typeof i.name === 'string' ? i.name : '')}${i.from_wardrobe === true ? '' : ` (${formatPrice(i.price) || 'to buy'})`}`);
  return `Day ${String(d.day)} \u00b7 ${weekdayDate(d.date)} \u00b7 ${String(d.activity)}${sky ? ` \u00b7 ${sky}` : ''}: ${pieces.length ? listOf(pieces) : 'no pieces'}`;
};

/** A whole plan: place, dates, activities, weather source, packing list and the days. */
export const planText = (trip: Record<string, unknown>, lead: string): string => {
  const packing = isRecord(trip.packing) ? trip.packing : {};
  const days = records(trip.days);
  const activities = Array.isArray(trip.activities) && trip.activities.length ? ` for ${listOf((trip.activities as unknown[]).map(String))}` : '';
  const dayCount = typeof trip.day_count === 'number' ? trip.day_count : days.length;
  const lines = [`${lead} ${String(trip.destination)}: ${countOf(dayCount, 'day')}, ${dateRange(trip.start_date, trip.end_date)}${activities}.`];
  if (isRecord(trip.notice)) lines.push(`${String(trip.notice.title)}: ${String(trip.notice.description)}.`);
  if (typeof trip.weather_note === 'string' && trip.weather_note) lines.push(trip.weather_note);
  // A country or region was planned with one city's weather: the reply says whose, and how to change it.
  const from = isRecord(trip.weather_from) && typeof trip.weather_from.name === 'string' ? trip.weather_from : null;
  if (from) {
    const city = String(from.name).split(',')[0]!.trim();
    lines.push(`Weather is ${city}\u2019s, as I have climate data for cities rather than for ${String(trip.destination)} as a whole; tell me a city if you\u2019ll be elsewhere and I\u2019ll plan that instead.`);
  }
  if (typeof packing.pieces === 'number' && packing.pieces > 0) {
    const owned = typeof packing.owned === 'number' ? packing.owned : 0;
    const toBuy = typeof packing.to_buy === 'number' ? packing.to_buy : 0;
    const cost = formatPrice(packing.total_to_buy);
    const split = !toBuy ? 'all from your wardrobe'
      : !owned ? `all to buy (${cost})`
        : `${owned} from your wardrobe, ${toBuy} to buy (${cost})`;
    lines.push(`Pack ${countOf(packing.pieces, 'piece')}: ${split}.`);
  }
  lines.push(...days.slice(0, DAYS_SHOWN).map(dayLine));
  if (days.length > DAYS_SHOWN) lines.push(`…and ${countOf(days.length - DAYS_SHOWN, 'more day')} in the full plan.`);
  return lines.join('\n');
};

const askForTrip = (r: Extract<TripRequest, { kind: 'trips.plan' }>): string => {
  const example = '\u201cLisbon from May 3 to 7 for city walks and dinners\u201d';
  if (!r.destination && !r.start) return `Where are you going, and when? For example: ${example}.`;
  if (!r.destination) return `Where are you going${r.start && r.end ? ` from ${dateRange(r.start, r.end)}` : ''}? For example: ${example}.`;
  if (!r.start) {
    return `When is your trip to ${r.destination}? Give the first and last day, e.g. \u201cMay 3 to 7\u201d.`;
  }
  return `Until when are you in ${r.destination}? Give the last day, e.g. \u201cuntil ${weekdayDate(r.start)}\u201d, or how long, e.g. \u201cfor 4 days\u201d.`;
};

/** The trip named in a trips.list look-up this turn, by id. */
const listedTrip = (steps: readonly { output: unknown }[] | undefined, id: unknown): Record<string, unknown> | undefined => {
  for (const s of steps ?? []) {
    const found = isRecord(s.output) ? records(s.output.trips).find((t) => t.id === id) : undefined;
    if (found) return found;
  }
  return undefined;
};

/** The reply for a trip request, or null when the request is not about trips. */
export const tripSentence = (req: Request, o: Outcome): string | null => {
  if (!TRIP_KINDS.has(req.kind)) return null;
  const r = req as TripRequest;
  if ('ask' in o) return r.kind === 'trips.plan' ? askForTrip(r) : 'Which trip? Say \u201cmy trips\u201d to see them.';
  if ('ambiguous' in o) return `Which trip do you mean: ${o.ambiguous.join('; ')}?`;
  if ('unmatched' in o) {
    return o.unmatched ? `You have no saved trip to ${o.unmatched}. Say \u201cmy trips\u201d to see your trips.` : 'Which trip? Say \u201cmy trips\u201d to see them.';
  }
  if ('missing' in o) return o.missing === 'tool' ? 'Trip planning is not available here.' : 'I couldn\u2019t finish that; try asking again.';
  if (!('result' in o)) return '';
  const { output, isError } = o.result;
  if (isError) {
    const why = errorText(output);
    // The place was refused with cities to choose from: naming one plans the same dates (lib/trip-changes.ts).
    const choose = r.kind === 'trips.plan' && /no climate data/i.test(why) && /Nearest known: /.test(why)
      ? ' Name one of those and I\u2019ll plan it for the same dates.' : '';
    if (r.kind === 'trips.plan') return `I couldn\u2019t plan that trip: ${why}${choose}`;
    return `I couldn\u2019t do that: ${why}`;
  }
  const out = isRecord(output) ? output : {};
  switch (r.kind) {
    case 'trips.plan': {
      if (!isRecord(out.trip)) return '';
      // The plan it changes is still saved: no tool edits a trip, so the shopper is told how to drop it.
      const earlier = r.earlier
        ? `\nYour earlier plan for ${r.earlier.destination} (${dateRange(r.earlier.start, r.earlier.end)}) is still saved; say \u201cmy trips\u201d to see both, or ask me to delete one.`
        : '';
      const capped = r.cappedFrom
        ? `\nI can plan at most ${TRIP_LIMITS.maxDays} days at a time, so this covers ${dateRange(out.trip.start_date, out.trip.end_date)}; for the rest of your stay (to ${weekdayDate(r.cappedFrom)}), tell me those dates and I\u2019ll plan them as a second trip.`
        : '';
      const plan = `${planText(out.trip, 'Planned your trip to')}${earlier}${capped}`;
      return r.assumedDays
        ? `${plan}\nYou named the month but not the days, so I planned ${dateRange(out.trip.start_date, out.trip.end_date)}; tell me your dates and I\u2019ll plan those instead.`
        : plan;
    }
    case 'trips.get': return isRecord(out.trip) ? planText(out.trip, 'Your trip to') : '';
    case 'trips.list': {
      const trips = records(out.trips);
      if (!trips.length) return 'You have no saved trips yet. Tell me where and when, e.g. \u201cI\u2019m going to Lisbon from May 3 to 7\u201d.';
      const lines = trips.map((t, i) => `${i + 1}. ${String(t.trip_name)} \u2014 ${dateRange(t.start_date, t.end_date)} (${countOf(Number(t.day_count) || 0, 'day')}, ${countOf(Number(t.pieces) || 0, 'piece')} to pack)`);
      return `You have ${countOf(trips.length, 'saved trip')}:\n${lines.join('\n')}`;
    }
    case 'trips.remove': {
      const trip = listedTrip(o.steps, out.removed);
      if (trip) return `Removed your ${String(trip.trip_name)} (${dateRange(trip.start_date, trip.end_date)}).`;
      // Dropped right after its plan ("delete it"): named from that plan, when the tool removed that very trip.
      const planned = r.planned && out.removed === r.id ? r.planned : null;
      return planned ? `Removed your trip to ${planned.destination} (${dateRange(planned.start, planned.end)}).` : 'Removed that trip.';
    }
  }
};
