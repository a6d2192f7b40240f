/**
 * One trip plan from start to end: the days with their activity and weather (forecast inside its
 * horizon when WEATHER_URL is set, climate normals otherwise), the wardrobe planned first, the gaps
 * filled from the catalogue, tips and the packing list. trips.plan saves what this returns.
 */
import type { OutfitSlot } from '../outfits/rules.js';
import type { ToolLogger, UserToolContext } from '../types.js';
import type { ClimateCity } from './climate.js';
import type { TripActivity, TripDay, TripItem, TripWeather } from './contracts.js';
import { monthOf, todayIso, tripDates } from './dates.js';
import { activityForDay } from './fallback.js';
import { fetchForecast, forecastWindow } from './forecast.js';
import { packingList } from './packing.js';
import { planTrip, type PlannedDay } from './planner.js';
import type { TripPiece } from './rules.js';
import { catalogueCandidates, loadTaste, loadWardrobe, seasonForHigh, usualPriceTier, type Gap } from './sources.js';
import { stylingTips } from './tips.js';
import { MONTH_NAMES, normalsFor, weatherNote, weatherOf, wetDaysFor, type DayReading } from './weather.js';
import type { PlannedOutfits } from './store.js';

export interface TripRequest {
  city: ClimateCity;
  start: string;
  end: string;
  activities: readonly TripActivity[];
}

/** Each day's weather: forecast days where the provider answered, normals for the rest. */
export const tripWeather = async (
  request: TripRequest,
  { weatherUrl, today, log, fetchImpl }: { weatherUrl?: string | undefined; today: string; log: ToolLogger; fetchImpl?: typeof fetch },
): Promise<{ days: { date: string; weather: TripWeather }[]; forecastFailed: boolean }> => {
  const dates = tripDates(request.start, request.end);
  const window = weatherUrl ? forecastWindow(request.start, request.end, today) : null;
  let forecast = new Map<string, DayReading>();
  let forecastFailed = false;
  if (weatherUrl && window) {
    const result = await fetchForecast(weatherUrl, request.city, window, fetchImpl ? { fetchImpl } : {});
    if (result.ok) forecast = result.days;
    else {
      forecastFailed = true;
      log.warn({ reason: result.reason, destination: request.city.name }, 'trip forecast unavailable; using climate normals');
    }
  }
  return {
    days: dates.map((date) => {
      const reading = forecast.get(date);
      return { date, weather: reading ? weatherOf(reading) : normalsFor(request.city, date) };
    }),
    forecastFailed,
  };
};

const toItem = (piece: TripPiece): TripItem => ({
  id: piece.id,
  name: piece.name,
  category: piece.category,
  slot: piece.slot,
  from_wardrobe: piece.source === 'wardrobe',
  price: piece.price,
  image_url: piece.image_url,
  brand: piece.brand,
  shop_url: piece.shop_url,
  is_product: piece.source === 'product',
});

const toTripDays = (planned: readonly PlannedDay[], city: ClimateCity): TripDay[] => {
  const wornBefore = new Map<string, number>();
  return planned.map((day, i) => {
    const tips = stylingTips(day.activity, day.weather, day.pieces, day.missing, {
      city: city.name, wetDays: wetDaysFor(city, day.date), month: MONTH_NAMES[monthOf(day.date)]!, wornBefore,
    });
    for (const { piece } of day.pieces) {
      const k = `${piece.source}:${piece.id}`;
      if (!wornBefore.has(k)) wornBefore.set(k, i + 1);
    }
    return { day: i + 1, date: day.date, activity: day.activity, weather: day.weather, items: day.pieces.map((p) => toItem(p.piece)), styling_tips: tips };
  });
};

export const generateTripPlan = async (
  ctx: UserToolContext,
  request: TripRequest,
  { fetchImpl }: { fetchImpl?: typeof fetch } = {},
): Promise<Omit<PlannedOutfits, 'weather_from' | 'fallback' | 'notice'>> => {
  const weather = await tripWeather(request, { weatherUrl: ctx.weatherUrl, today: todayIso(ctx.now()), log: ctx.log, fetchImpl });
  const wardrobe = await loadWardrobe(ctx.db, ctx.userId);
  const usual = await usualPriceTier(ctx.db, ctx.userId, wardrobe.prices);
  const inputs = weather.days.map((d, i) => ({ date: d.date, activity: activityForDay(request.activities, i), weather: d.weather }));

  // Plan with the wardrobe alone to find the gaps, then once more with catalogue pieces for them.
  let plan = planTrip(inputs, wardrobe.pieces, []);
  if (plan.gaps.size) {
    const gaps: Gap[] = [...plan.gaps].map(([slot, activities]) => ({
      slot: slot as OutfitSlot, activities,
      rules: [...(plan.gapDays.get(slot) ?? [])].map((i) => (slot === 'outerwear' ? plan.days[i]!.needs.coatRules : plan.days[i]!.needs.rules)),
    }));
    const seasons = [...new Set(inputs.map((d) => seasonForHigh(d.weather.high_c)))];
    const taste = await loadTaste(ctx.db, ctx.userId);
    const products = await catalogueCandidates(ctx.db, gaps, { taste, tier: usual.tier, seasons });
    plan = planTrip(inputs, wardrobe.pieces, products);
  }
  const days = toTripDays(plan.days, request.city);
  return {
    version: 1,
    activities: [...request.activities],
    days,
    packing: packingList(days),
    weather_note: weatherNote(request.city, weather.days, weather.forecastFailed),
    price_tier: usual.tier,
  };
};
