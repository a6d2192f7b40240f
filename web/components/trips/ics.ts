/**
 * A trip plan as an iCalendar file (the `ics` package): one all-day event per day, titled with its
 * activity and weather, with the day's outfit and tips as the description, so the plan travels into
 * any calendar app.
 */
import { createEvents, type EventAttributes } from 'ics';
import type { TripPlan } from '../../../tools/trips/contracts.js';
import { addDays } from '../../../tools/trips/dates.js';
import { formatRange, formatTemperature, type TemperatureUnit } from './units.js';

const dateArray = (iso: string): [number, number, number] => iso.split('-').map(Number) as [number, number, number];

export const tripEvents = (trip: TripPlan, unit: TemperatureUnit): EventAttributes[] =>
  trip.days.map((day) => {
    const outfit = day.items.map((i) => `• ${i.name}${i.from_wardrobe ? '' : ' (to buy)'}`);
    const weather = `${day.weather.condition}, ${formatRange(day.weather, unit)}`;
    return {
      start: dateArray(day.date),
      // All-day events end on the next day (exclusive), as RFC 5545 says.
      end: dateArray(addDays(day.date, 1)),
      title: `${trip.trip_name} · Day ${day.day}: ${day.activity} (${formatTemperature(day.weather, unit)})`,
      description: [`Weather: ${weather}`, '', 'Outfit:', ...outfit, '', ...day.styling_tips.map((t) => `Tip: ${t}`)].join('\n'),
      location: trip.destination,
      uid: `${trip.id}-day-${day.day}@atelier`,
      productId: 'atelier/trip-planner',
      calName: trip.trip_name,
      busyStatus: 'FREE',
      transp: 'TRANSPARENT',
    } satisfies EventAttributes;
  });

/** The .ics text of the whole trip; throws if the plan cannot be written as a calendar. */
export const tripCalendar = (trip: TripPlan, unit: TemperatureUnit): string => {
  const { error, value } = createEvents(tripEvents(trip, unit), { productId: 'atelier/trip-planner', calName: trip.trip_name });
  if (error || !value) throw error ?? new Error('The calendar could not be written.');
  return value;
};

/** A file name a shopper recognises: trip-to-lisbon-portugal-2026-05-03.ics */
export const calendarFileName = (trip: Pick<TripPlan, 'trip_name' | 'start_date'>): string =>
  `${trip.trip_name.toLowerCase().normalize('NFKD').replace(/\p{M}+/gu, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${trip.start_date}.ics`;

/** Starts a download of the trip's calendar in the browser. */
export const downloadTripCalendar = (trip: TripPlan, unit: TemperatureUnit): void => {
  const blob = new Blob([tripCalendar(trip, unit)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = calendarFileName(trip);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
