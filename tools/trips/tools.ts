/**
 * The trip tools (product rules §2 /trip-planner, §5 Trip generation, §8 Trips): plan a trip and save it,
 * list, read back and remove saved trips, and suggest destinations as the shopper types.
 */
import { defineTool, ToolError } from '../types.js';
import { CLIMATE_CITY_COUNT } from './climate.js';
import {
  destinationSuggestInputSchema, destinationSuggestOutputSchema, TRIP_ACTIVITIES, TRIP_MESSAGES, tripIdInputSchema,
  tripListInputSchema, tripListOutputSchema, tripPlanInputSchema, tripPlanOutputSchema, tripRemoveOutputSchema,
} from './contracts.js';
import { todayIso, tripDateProblems } from './dates.js';
import { cityByLabel, findDestination, nearestDestinations, tripPlace, unknownDestinationMessage } from './destinations.js';
import { fallbackDays } from './fallback.js';
import { generateTripPlan } from './generate.js';
import { packingList } from './packing.js';
import { deleteTrip, insertTrip, listTripSummaries, ownedTrip, toTripPlan, type PlannedOutfits } from './store.js';

export const tripsPlan = defineTool({
  name: 'trips.plan',
  description:
    'Plan outfits for a trip and save it. destination: a city (e.g. "Lisbon", "Paris, France", "NYC"); start_date and ' +
    `end_date: YYYY-MM-DD (at most 30 days; past trips allowed); activities: any of ${TRIP_ACTIVITIES.join(', ')} ` +
    '(cycled day by day; Casual when none). Each day gets its weather (forecast when available, else climate normals), ' +
    'pieces from the shopper\'s wardrobe first and catalogue pieces only for gaps, and tips; plus a packing list. ' +
    'A country or region ("Portugal", "the Amalfi coast", "Scotland") is planned with the weather of its best-known ' +
    'city we have, kept as the destination ("Trip to Portugal"); `weather_from` names that city and why (null for a city). ' +
    'A destination that is neither answers 400 with the nearest known names in `suggestions`.',
  auth: 'user',
  effect: 'change',
  input: tripPlanInputSchema,
  output: tripPlanOutputSchema,
  async execute({ destination, start_date, end_date, activities }, ctx) {
    const problems = tripDateProblems(start_date, end_date, todayIso(ctx.now()));
    if (problems.length) {
      throw new ToolError('invalid_input', problems[0]!.message, { issues: problems.map((p) => ({ path: p.field, message: p.message })) });
    }
    const match = tripPlace(destination);
    if (!match.found) {
      const message = unknownDestinationMessage(destination, match.suggestions);
      throw new ToolError('invalid_input', message, { issues: [{ path: 'destination', message }], suggestions: match.suggestions });
    }
    const request = { city: match.city, start: start_date, end: end_date, activities };
    let planned: PlannedOutfits;
    try {
      planned = { ...(await generateTripPlan(ctx, request)), weather_from: match.weather_from, fallback: false, notice: null };
    } catch (error) {
      // Product rules §8: when suggestions cannot be generated, the basic plan is used and the shopper is told.
      ctx.log.warn({ err: error instanceof Error ? error.message : String(error), destination: match.destination }, 'trip generation failed; using the fallback plan');
      const days = fallbackDays(start_date, end_date, activities);
      planned = {
        version: 1, activities, days, packing: packingList(days),
        weather_note: 'Basic plan: the weather shown is a placeholder (72F, partly cloudy), not the destination\'s.',
        weather_from: null, price_tier: null, fallback: true,
        notice: { title: TRIP_MESSAGES.fallbackTitle, description: TRIP_MESSAGES.fallbackDescription },
      };
    }
    const row = await insertTrip(ctx.db, ctx.userId, { destination: match.destination, startDate: start_date, endDate: end_date, planned }, ctx.now());
    return { trip: toTripPlan(row) };
  },
});

export const tripsList = defineTool({
  name: 'trips.list',
  description: 'The shopper\'s saved trips, newest first: name, destination, dates, activities and how many pieces to pack or buy.',
  auth: 'user',
  effect: 'read',
  input: tripListInputSchema,
  output: tripListOutputSchema,
  async execute({ limit }, ctx) {
    return { trips: await listTripSummaries(ctx.db, ctx.userId, limit) };
  },
});

export const tripsGet = defineTool({
  name: 'trips.get',
  description: 'One saved trip by id, with every day\'s outfit, weather and tips and the packing list.',
  auth: 'user',
  effect: 'read',
  input: tripIdInputSchema,
  output: tripPlanOutputSchema,
  async execute({ id }, ctx) {
    return { trip: toTripPlan(await ownedTrip(ctx.db, ctx.userId, id)) };
  },
});

export const tripsRemove = defineTool({
  name: 'trips.remove',
  description: 'Delete one saved trip by id.',
  auth: 'user',
  effect: 'delete',
  input: tripIdInputSchema,
  output: tripRemoveOutputSchema,
  async execute({ id }, ctx) {
    await deleteTrip(ctx.db, ctx.userId, id);
    return { removed: id };
  },
});

export const tripsDestinations = defineTool({
  name: 'trips.destinations',
  description: `Destinations we have climate data for (${CLIMATE_CITY_COUNT} cities) matching what was typed, best first: for suggestions as the shopper types.`,
  auth: 'public',
  effect: 'read',
  // For the form's suggestions as the shopper types; in the chat, trips.plan's 400 already names the nearest cities.
  chatDoor: false,
  input: destinationSuggestInputSchema,
  output: destinationSuggestOutputSchema,
  async execute({ query, limit }) {
    const exact = findDestination(query);
    const labels = exact.found ? [exact.label, ...nearestDestinations(query, limit)].slice(0, limit) : nearestDestinations(query, limit);
    return {
      destinations: [...new Set(labels)].flatMap((label) => {
        const city = cityByLabel(label);
        return city ? [{ label, name: city.name, country: city.country }] : [];
      }),
    };
  },
});

export const tripTools = [tripsPlan, tripsList, tripsGet, tripsRemove, tripsDestinations];
