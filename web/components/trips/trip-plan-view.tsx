/** A whole plan: its name, dates and weather note (and, for a country or region, whose city's weather it is), Download (.ics) and Print, the day cards and the packing list. */
import { CalendarArrowDown, Printer } from 'lucide-react';
import { toast } from 'sonner';
import type { TripPlan } from '../../../tools/trips/contracts.js';
import { PRICE_TIER_LABELS } from '../../../tools/recommendations/vocabulary.js';
import { Button } from '../ui/index.js';
import { DayCard } from './day-card.js';
import { formatTripDates } from './format.js';
import { downloadTripCalendar } from './ics.js';
import { PackingList } from './packing-list.js';
import type { TemperatureUnit } from './units.js';

interface TripPlanViewProps {
  trip: TripPlan;
  unit: TemperatureUnit;
  onUnitChange: (unit: TemperatureUnit) => void;
}

export const TripPlanView = ({ trip, unit, onUnitChange }: TripPlanViewProps) => {
  const download = () => {
    try {
      downloadTripCalendar(trip, unit);
    } catch (error) {
      toast.error('Could not create the calendar file', { description: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <section aria-labelledby="trip-plan-title" className="flex flex-col gap-6" data-testid="trip-plan">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="trip-plan-title" className="font-display text-3xl text-ink">{trip.trip_name}</h2>
          <p className="text-sm text-stone-700">
            {formatTripDates(trip.start_date, trip.end_date)} · {trip.day_count} {trip.day_count === 1 ? 'day' : 'days'}
            {trip.activities.length > 0 && ` · ${trip.activities.join(', ')}`}
          </p>
          <p className="text-xs text-stone-600">{trip.weather_note}</p>
          {trip.weather_from && (
            <p role="note" data-testid="weather-from" className="mt-1 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800">
              Weather is {trip.weather_from.name.split(',')[0]}’s. {trip.weather_from.reason} Plan a city instead if you’ll be elsewhere.
            </p>
          )}
          {trip.price_tier && trip.packing.to_buy > 0 && (
            <p className="text-xs text-stone-600">Pieces to buy are picked in your usual price range: {PRICE_TIER_LABELS[trip.price_tier]}.</p>
          )}
          {trip.fallback && trip.notice && (
            <p role="note" className="mt-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{trip.notice.title}: {trip.notice.description}.</p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <div role="group" aria-label="Temperature unit" className="flex rounded-full border border-stone-300 p-0.5">
            {(['C', 'F'] as const).map((u) => (
              <button key={u} type="button" aria-pressed={unit === u} onClick={() => onUnitChange(u)}
                className={`h-8 rounded-full px-3 text-sm focus-visible:outline-2 focus-visible:outline-ink ${unit === u ? 'bg-ink text-paper' : 'text-ink hover:bg-stone-100'}`}>
                °{u}
              </button>
            ))}
          </div>
          <Button variant="outline" size="sm" onClick={download}><CalendarArrowDown aria-hidden className="size-4" /> Download .ics</Button>
          <Button variant="outline" size="sm" onClick={() => window.print()}><Printer aria-hidden className="size-4" /> Print</Button>
        </div>
      </div>
      <ol className="grid gap-4 md:grid-cols-2 print:block print:space-y-3">
        {trip.days.map((day) => <li key={day.day}><DayCard day={day} unit={unit} /></li>)}
      </ol>
      <PackingList packing={trip.packing} />
    </section>
  );
};

