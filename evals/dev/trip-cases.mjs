// Shorthands for the trip generators written as lists (trips-blind, trips-2): a planned trip whose
// destination need only contain the city, one-turn and several-turn cases in trip_dates, a saved
// trip's row, and a search whose arguments are left open.
export const plan = (dest, start, end, activities) => ({
  name: 'trips.plan',
  args: { destination: typeof dest === 'string' ? { $contains: dest } : dest, start_date: start, end_date: end, ...(activities ? { activities } : {}) },
});
export const one = (id, user, calls, { turn, ...extra } = {}) => ({ id, category: 'trip_dates', description: user.slice(0, 80), ...extra, turns: [{ user, calls, ...(turn ?? {}) }] });
export const multi = (id, turns, extra = {}) => ({ id, category: 'trip_dates', description: turns[0].user.slice(0, 80), ...extra, turns });
export const trip = (destination, start_date, end_date) => ({ trip_name: `Trip to ${destination.split(',')[0]}`, destination, start_date, end_date });
export const search = { name: 'products.search', args: 'any' };
