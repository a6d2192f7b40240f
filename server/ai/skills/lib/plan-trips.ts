/**
 * Calls for the trip requests. A plan is sent only with a destination and both dates (otherwise the
 * reply asks); whether the place is known and the dates make sense is the tool's to say. A saved
 * trip is found by listing the trips and matching its place, never by an id the model made up.
 */
import { normalisePlace } from '../../../../tools/trips/destinations.js';
import { callOf, isRecord, lastOf, pick, type PlanContext, type Resolution } from './plan-core.js';
import type { TripRequest } from './understand-trips.js';

/** The saved trip named by place, position or id; or the trips.list look-up first. */
const savedTrip = (r: Extract<TripRequest, { kind: 'trips.get' | 'trips.remove' }>, ctx: PlanContext): { id: string } | Resolution => {
  if (r.id) return { id: r.id };
  const seen = lastOf(ctx.current, 'trips.list');
  if (!seen) return callOf(ctx.tools, 'trips.list', {}, true);
  const trips = isRecord(seen.output) && Array.isArray(seen.output.trips) ? seen.output.trips.filter(isRecord) : [];
  if (r.ref) {
    const [trip] = pick(trips, r.ref);
    return trip ? { id: String(trip.id) } : { unmatched: '' };
  }
  const wanted = normalisePlace(r.target);
  if (!wanted) return trips.length === 1 ? { id: String(trips[0]!.id) } : { ask: true };
  const matching = trips.filter((t) => normalisePlace(String(t.destination)).includes(wanted) || normalisePlace(String(t.trip_name)).includes(wanted));
  if (matching.length === 1) return { id: String(matching[0]!.id) };
  if (!matching.length) return { unmatched: r.target };
  return { ambiguous: matching.map((t) => `${String(t.trip_name)} (${String(t.start_date)} to ${String(t.end_date)})`) };
};

export const resolveTrip = (r: TripRequest, ctx: PlanContext): Resolution => {
  switch (r.kind) {
    case 'trips.plan':
      // A country or region is planned like a city: the planner uses its best-known city's weather and says so.
      // "what will the weather be in Lisbon on my trip?": a trip the shopper has, without dates, is the saved
      // one there when there is one (listed first); else the reply asks for the dates as for any trip.
      if (r.mine && r.destination && !r.start && !r.end) {
        const saved = savedTrip({ kind: 'trips.get', target: r.destination, ref: null, id: null }, ctx);
        return 'id' in saved ? callOf(ctx.tools, 'trips.get', { id: saved.id }) : 'call' in saved || 'ambiguous' in saved ? saved : { ask: true };
      }
      if (!r.destination || !r.start || !r.end) return { ask: true };
      return callOf(ctx.tools, 'trips.plan', {
        destination: r.destination, start_date: r.start, end_date: r.end, activities: r.activities.length ? r.activities : undefined,
      });
    case 'trips.list': return callOf(ctx.tools, 'trips.list', {});
    case 'trips.get':
    case 'trips.remove': {
      const trip = savedTrip(r, ctx);
      return 'id' in trip ? callOf(ctx.tools, r.kind, { id: trip.id }) : trip;
    }
  }
};
