/**
 * Inputs and outputs of the trip tools (product rules §3 trip_plans and the per-day trip outfit suggestion,
 * §5 Trip generation, §8 Trips, §9 Trip activities). Pure: the web imports these for its form and types.
 */
import { z } from 'zod';
import { OUTFIT_SLOTS } from '../outfits/rules.js';
import { PRICE_TIERS } from '../recommendations/vocabulary.js';
import { WEATHER_CONDITIONS_LIST } from './conditions.js';
import { isCalendarDate, TRIP_DATE_MESSAGES } from './dates.js';

/** Product rules §9: the trip activities, in the spec's order. */
export const TRIP_ACTIVITIES = ['Business', 'Casual', 'Evening', 'Beach', 'City Walk', 'Restaurant', 'Formal', 'Active'] as const;
export type TripActivity = (typeof TRIP_ACTIVITIES)[number];
/** Product rules §8 fallback: activities cycle through the chosen ones, Casual when none was chosen. */
export const DEFAULT_ACTIVITY: TripActivity = 'Casual';

export const DESTINATION_MAX_LENGTH = 120;

/** Product rules §8 strings. */
export const TRIP_MESSAGES = {
  created: 'Trip plan created successfully!',
  generated: 'Outfit suggestions generated!',
  failed: 'Failed to create trip plan',
  fallbackTitle: 'Generated basic outfit plan',
  fallbackDescription: 'Using fallback suggestions',
  notFound: 'That trip does not exist.',
  destinationRequired: 'Enter a destination.',
  destinationTooLong: `A destination is at most ${DESTINATION_MAX_LENGTH} characters.`,
  activityUnknown: `Choose activities from: ${TRIP_ACTIVITIES.join(', ')}.`,
} as const;

const tripDate = (field: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `Enter the ${field}.` : TRIP_DATE_MESSAGES.invalid) })
    .refine(isCalendarDate, { message: TRIP_DATE_MESSAGES.invalid });

export const tripPlanInputSchema = z.strictObject({
  destination: z.string({ error: TRIP_MESSAGES.destinationRequired })
    .max(DESTINATION_MAX_LENGTH, { message: TRIP_MESSAGES.destinationTooLong })
    .trim()
    .min(1, { message: TRIP_MESSAGES.destinationRequired }),
  start_date: tripDate('start date'),
  end_date: tripDate('end date'),
  /** Cycled day by day in this order; duplicates are dropped; none means Casual (product rules §8). */
  activities: z.array(z.enum(TRIP_ACTIVITIES, { error: TRIP_MESSAGES.activityUnknown }))
    .max(TRIP_ACTIVITIES.length * 2)
    .default([])
    .transform((list) => [...new Set(list)]),
});
export type TripPlanInput = z.input<typeof tripPlanInputSchema>;

export const tripIdInputSchema = z.strictObject({ id: z.uuid({ error: 'Give the trip id (a UUID).' }) });

export const tripListInputSchema = z.strictObject({
  limit: z.number().int().min(1).max(100).default(20),
});

export const destinationSuggestInputSchema = z.strictObject({
  query: z.string().max(DESTINATION_MAX_LENGTH, { message: TRIP_MESSAGES.destinationTooLong }),
  limit: z.number().int().min(1).max(10).default(6),
});

export const destinationSuggestOutputSchema = z.object({
  destinations: z.array(z.object({ label: z.string(), name: z.string(), country: z.string() })),
});

export const WEATHER_SOURCES = ['normals', 'forecast'] as const;

export const tripWeatherSchema = z.object({
  /** The day's expected high, what a shopper dresses for; the spec's "temp". */
  temp_c: z.number(),
  temp_f: z.number(),
  high_c: z.number(),
  low_c: z.number(),
  high_f: z.number(),
  low_f: z.number(),
  condition: z.enum(WEATHER_CONDITIONS_LIST),
  /** A lucide icon name for the condition (sun, cloud-rain, ...). */
  icon: z.string(),
  /** Chance of rain in percent: the forecast's, or the month's share of wet days. */
  rain_chance: z.number().int().min(0).max(100).nullable(),
  source: z.enum([...WEATHER_SOURCES, 'fallback']),
});
export type TripWeather = z.infer<typeof tripWeatherSchema>;

export const tripItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The piece's category (Tops, Bottoms, Shoes, ...). */
  category: z.string(),
  slot: z.enum(OUTFIT_SLOTS),
  from_wardrobe: z.boolean(),
  price: z.number().nullable(),
  image_url: z.string().nullable(),
  brand: z.string().nullable(),
  /** Where to buy a catalogue piece (null for the shopper's own). */
  shop_url: z.string().nullable(),
  /** True for a catalogue product id, which dressingRoom.add accepts as productId. */
  is_product: z.boolean(),
});
export type TripItem = z.infer<typeof tripItemSchema>;

export const tripDaySchema = z.object({
  day: z.number().int().min(1),
  date: z.string(),
  activity: z.enum(TRIP_ACTIVITIES),
  weather: tripWeatherSchema,
  items: z.array(tripItemSchema),
  styling_tips: z.array(z.string()),
});
export type TripDay = z.infer<typeof tripDaySchema>;

export const packingItemSchema = tripItemSchema.extend({
  /** How many days of the trip wear it. */
  count: z.number().int().min(1),
  days: z.array(z.number().int().min(1)),
});
export type PackingItem = z.infer<typeof packingItemSchema>;

export const packingListSchema = z.object({
  items: z.array(packingItemSchema),
  pieces: z.number().int(),
  owned: z.number().int(),
  to_buy: z.number().int(),
  /** What the pieces to buy cost together, USD. */
  total_to_buy: z.number(),
});
export type PackingList = z.infer<typeof packingListSchema>;

export const tripNoticeSchema = z.object({ title: z.string(), description: z.string() });

/** What a plan holds beyond its row: stored in trip_plans.planned_outfits and answered in every plan. */
export const tripPlanContentSchema = z.object({
  activities: z.array(z.enum(TRIP_ACTIVITIES)),
  days: z.array(tripDaySchema),
  packing: packingListSchema,
  /** Where the weather came from, in words a shopper reads. */
  weather_note: z.string(),
  /**
   * For a country or region ("Portugal", "the Amalfi Coast"): the city whose weather the plan used and
   * why. Null for a city, and for the basic plan (its weather is no city's); older saved plans read as null.
   */
  weather_from: z.object({ name: z.string(), reason: z.string() }).nullable().default(null),
  /** The price tier gaps were filled in (the shopper's usual one). */
  price_tier: z.enum(PRICE_TIERS).nullable(),
  /** True when generation failed and the spec's basic plan was used instead. */
  fallback: z.boolean(),
  /** The toast for a fallback plan (product rules §8); null otherwise. */
  notice: tripNoticeSchema.nullable(),
});

export const tripPlanSchema = z.object({
  id: z.string(),
  trip_name: z.string(),
  destination: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  day_count: z.number().int(),
  ...tripPlanContentSchema.shape,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TripPlan = z.infer<typeof tripPlanSchema>;

export const tripPlanOutputSchema = z.object({ trip: tripPlanSchema });

export const tripSummarySchema = z.object({
  id: z.string(),
  trip_name: z.string(),
  destination: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  day_count: z.number().int(),
  activities: z.array(z.enum(TRIP_ACTIVITIES)),
  pieces: z.number().int(),
  to_buy: z.number().int(),
  fallback: z.boolean(),
  created_at: z.string(),
});
export type TripSummary = z.infer<typeof tripSummarySchema>;

export const tripListOutputSchema = z.object({ trips: z.array(tripSummarySchema) });
export const tripRemoveOutputSchema = z.object({ removed: z.string() });
