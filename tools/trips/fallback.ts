/**
 * Product rules §8's basic plan, used when generating suggestions fails: one entry per day, activities cycling
 * through the chosen ones (Casual when none), 72F Partly Cloudy, a top, a bottom and shoes priced
 * 120/80/150 with a random from_wardrobe, and three generic tips. Pure but for the coin tosses, which
 * the caller may supply.
 */
import { CONDITION_ICONS, toCelsius } from './conditions.js';
import { DEFAULT_ACTIVITY, type TripActivity, type TripDay, type TripItem } from './contracts.js';
import { tripDates } from './dates.js';

export const FALLBACK_TEMP_F = 72;

export const FALLBACK_TIPS = [
  'Pack versatile pieces that mix and match.',
  'Layer for changing temperatures.',
  'Bring comfortable shoes for walking.',
] as const;

const FALLBACK_PIECES: readonly Pick<TripItem, 'name' | 'category' | 'slot' | 'price'>[] = [
  { name: 'Versatile top', category: 'Tops', slot: 'top', price: 120 },
  { name: 'Everyday bottoms', category: 'Bottoms', slot: 'bottom', price: 80 },
  { name: 'Comfortable shoes', category: 'Shoes', slot: 'shoes', price: 150 },
];

/** The activity of day `index` (0-based): the chosen ones in turn, Casual when none were chosen. */
export const activityForDay = (activities: readonly TripActivity[], index: number): TripActivity =>
  activities.length ? activities[index % activities.length]! : DEFAULT_ACTIVITY;

export const fallbackDays = (start: string, end: string, activities: readonly TripActivity[], random: () => number = Math.random): TripDay[] => {
  // One toss per piece, so a piece is owned (or not) the same way every day it appears.
  const items: TripItem[] = FALLBACK_PIECES.map((p) => ({
    ...p, id: `fallback-${p.slot}`, from_wardrobe: random() < 0.5, image_url: null, brand: null, shop_url: null, is_product: false,
  }));
  return tripDates(start, end).map((date, i) => ({
    day: i + 1,
    date,
    activity: activityForDay(activities, i),
    weather: {
      temp_c: toCelsius(FALLBACK_TEMP_F), temp_f: FALLBACK_TEMP_F, high_c: toCelsius(FALLBACK_TEMP_F), low_c: toCelsius(FALLBACK_TEMP_F),
      high_f: FALLBACK_TEMP_F, low_f: FALLBACK_TEMP_F, condition: 'Partly Cloudy', icon: CONDITION_ICONS['Partly Cloudy'], rain_chance: null, source: 'fallback',
    },
    items: items.map((item) => ({ ...item })),
    styling_tips: [...FALLBACK_TIPS],
  }));
};
