// Shorthands for the trip generators written as lists (trips-blind, trips-2): a planned trip whose
// destination need only contain the city, one-turn and several-turn cases in trip_dates, a saved
// trip's row, and a search whose arguments are left open.
import { readConversations, turnsFor } from './case-helpers.mjs';

export const plan = (dest, start, end, activities) => ({
  name: 'trips.plan',
  args: { destination: typeof dest === 'string' ? { $contains: dest } : dest, start_date: start, end_date: end, ...(activities ? { activities } : {}) },
});
export const one = (id, user, calls, { turn, ...extra } = {}) => ({ id, category: 'trip_dates', description: user.slice(0, 80), ...extra, turns: [{ user, calls, ...(turn ?? {}) }] });
export const multi = (id, turns, extra = {}) => ({ id, category: 'trip_dates', description: turns[0].user.slice(0, 80), ...extra, turns });
export const trip = (destination, start_date, end_date) => ({ trip_name: `Trip to ${destination.split(',')[0]}`, destination, start_date, end_date });
export const search = { name: 'products.search', args: 'any' };

// The voice batches of the trips round (trips-voice, trips-voice2): a value among several, the saved trips'
// reads and removal, a saved trip's full row, and the cases of a batch's messages file.
export const oneOf = (...v) => ({ $oneOf: v });
export const list = { name: 'trips.list', args: 'any' };
export const get = { name: 'trips.get', args: 'any' };
export const removeTrip = (destination) => ({ name: 'trips.remove', args: { id: { $trip: destination } } });
/** Saved trip n of voice batch `batch` (1, 2, …), with an id of its own. */
export const savedTrip = (batch, n, destination, start_date, end_date) => ({
  id: `d0000000-0000-4000-8000-000000000${batch}${String(n).padStart(2, '0')}`, destination, trip_name: `Trip to ${destination.split(',')[0]}`,
  start_date, end_date, planned_outfits: { activities: ['Casual'] }, created_at: '2026-04-01T10:00:00Z',
});
/** The cases of voice batch `name`: raw holds, per line of its messages file, [description, turns' expectations, extra]. */
export const tripVoiceCases = (name, raw) => {
  const conversations = readConversations(name);
  if (conversations.length !== raw.length) throw new Error(`${conversations.length} messages, ${raw.length} expectations`);
  return raw.map(([description, expected, extra], i) => {
    const users = turnsFor(conversations[i], expected.length, `line ${i + 1}`);
    return {
      id: `${name.replace('-', '')}-${String(i + 1).padStart(2, '0')}`, category: 'trip_dates', skill: 'trips',
      description: `${name}: ${description || users[0].slice(0, 60)}`, ...(extra ?? {}),
      turns: users.map((user, t) => ({ user, ...expected[t] })),
    };
  });
};
