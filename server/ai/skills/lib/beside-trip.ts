/**
 * Sentences beside a trip planned in the same message belong to the trip. The plan holds each day's
 * weather, outfits for its activities and a packing list, so a question about the weather, "suggest what I
 * ought to pack", "I have a meeting one day so something formal" or "what should I wear for the ceremony"
 * is answered by it: an occasion they name joins the trip's activities, and nothing else is called for them
 * (no "I can't check the weather", no feed, no separate outfit). A request that asks the shop for a piece
 * of its own ("do you have something like this?", "show me sandals") stays a request of its own.
 */
import { activitiesIn } from './understand-trips.js';
import type { Request } from './request.js';

type TripPlan = Extract<Request, { kind: 'trips.plan' }>;

/** Asking the shop for pieces: what makes a search beside a trip a request of its own. */
const ASKS_SHOP = /\b(?:show|find|get|buy|sell|stock|have|has|got|looking\s+for|search|link|where\s+(?:can|do)\s+i)\b/i;

/** Words that point the recommendations beside a trip at what to take or wear on it. */
const OF_THE_TRIP = /\b(?:pack|packing|bring|take|wear|clothes|clothing|suitcase|outfits?|recommend|suggest|advise|advice)\b/i;

const cityOf = (r: TripPlan) => r.destination?.split(',')[0]?.trim().toLowerCase() ?? null;

/**
 * The message's requests with those that belong to its trip folded into it. `clauseOf`: the words a request
 * was read from (empty when unknown).
 */
export const besideTrip = (requests: readonly Request[], clauseOf: (r: Request) => string): Request[] => {
  const at = requests.findIndex((r) => r.kind === 'trips.plan');
  if (at < 0) return [...requests];
  let trip = requests[at] as TripPlan;
  const folded = new Set<Request>();
  const fold = (r: Request, activityWords: string) => {
    const added = activitiesIn(activityWords).filter((a) => !trip.activities.includes(a));
    if (added.length) trip = { ...trip, activities: [...trip.activities, ...added] };
    folded.add(r);
  };
  for (const r of requests) {
    if (r === requests[at]) continue;
    const words = clauseOf(r);
    if (r.kind === 'cannot' && /weather/.test(r.what)) folded.add(r);
    else if (r.kind === 'feed' && OF_THE_TRIP.test(words)) fold(r, words);
    else if (r.kind === 'outfit.build' && !r.anchors.length && !r.around) fold(r, `${words} ${r.occasion ?? ''}`);
    // A piece asked about or preferred for the trip ("what I should wear for the tennis?", "I prefer comfortable shoes"), no shop asked, no price.
    else if (r.kind === 'products' && !ASKS_SHOP.test(words) && r.query.minPrice === undefined && r.query.maxPrice === undefined && (OF_THE_TRIP.test(words) || /\?|\bprefer\b/.test(words))) fold(r, words);
    // The same trip said twice ("Thanksgiving in Denver … Never been to Denver in November"): one trip, its dates the first's.
    else if (r.kind === 'trips.plan' && cityOf(r) && cityOf(r) === cityOf(trip) && (r.assumedDays || !r.start)) fold(r, words);
  }
  if (!folded.size) return [...requests];
  return requests.filter((r) => !folded.has(r)).map((r) => (r === requests[at] ? trip : r));
};
