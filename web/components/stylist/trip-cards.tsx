/**
 * Trips in the stylist chat: a compact card for a planned (or opened) trip — place, dates, days, the
 * first days' weather and activity, the packing count — linking to /trip-planner?trip=<id>, where
 * the whole plan is; and the list of saved trips as links.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Luggage } from 'lucide-react';
import type { TripPlan, TripSummary } from '../../../tools/trips/contracts.js';
import { formatPrice } from '../../lib/format.js';
import { formatTripDates, formatTripDay } from '../trips/format.js';
import { browserUnit, formatTemperature } from '../trips/units.js';
import { WeatherIcon } from '../trips/weather-icon.js';
import { Badge, Card } from '../ui/index.js';

/** Days shown in the chat; the planner page shows every one. */
const DAYS_SHOWN = 3;

const planLink = (id: string) => `/trip-planner?trip=${encodeURIComponent(id)}`;

export const TripPlanCard = ({ trip }: { trip: TripPlan }) => {
  const titleId = useId();
  const unit = browserUnit();
  const { packing } = trip;
  return (
    <Card className="flex w-full max-w-xl flex-col gap-3 p-4" role="group" aria-labelledby={titleId} data-testid="chat-trip-card">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-stone-100 text-ink"><Luggage aria-hidden className="size-5" /></span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-display text-lg leading-tight text-ink">{trip.trip_name}</h3>
          <p className="text-sm text-stone-600">
            {formatTripDates(trip.start_date, trip.end_date)} · {trip.day_count} {trip.day_count === 1 ? 'day' : 'days'}
          </p>
          {trip.activities.length > 0 && (
            <div className="mt-1.5 flex flex-wrap gap-1">{trip.activities.map((a) => <Badge key={a} variant="muted">{a}</Badge>)}</div>
          )}
        </div>
      </div>
      {trip.notice && <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900" role="note">{trip.notice.title}: {trip.notice.description}</p>}
      {trip.days.length > 0 && (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-100 text-sm" aria-label="First days">
          {trip.days.slice(0, DAYS_SHOWN).map((d) => (
            <li key={d.day} className="flex min-w-0 items-center gap-2 px-3 py-2">
              <WeatherIcon name={d.weather.icon} className="size-4 shrink-0 text-stone-500" />
              <span className="shrink-0 tabular-nums text-stone-700">{formatTemperature(d.weather, unit)}</span>
              <span className="min-w-0 flex-1 truncate">
                <span className="font-medium text-ink">{formatTripDay(d.date)}</span>
                <span className="text-stone-600"> · {d.activity} · {d.items.length} {d.items.length === 1 ? 'piece' : 'pieces'}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-stone-700">
        Pack <strong>{packing.pieces}</strong> {packing.pieces === 1 ? 'piece' : 'pieces'}: {packing.owned} from your wardrobe
        {packing.to_buy > 0 && <>, {packing.to_buy} to buy ({formatPrice(packing.total_to_buy)})</>}.
      </p>
      <Link to={planLink(trip.id)} className="inline-flex items-center gap-1 self-start rounded text-sm font-medium text-ink underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ink"
        aria-label={`Open the full plan for ${trip.trip_name}`}>
        Open the full plan <ArrowRight aria-hidden className="size-4" />
      </Link>
    </Card>
  );
};

export const TripListCard = ({ trips }: { trips: TripSummary[] }) => (
  <Card className="w-full max-w-xl p-2" data-testid="chat-trip-list">
    <ul aria-label="Your saved trips">
      {trips.slice(0, 10).map((t) => (
        <li key={t.id}>
          <Link to={planLink(t.id)} className="flex min-w-0 items-center gap-3 rounded-lg px-3 py-2 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-ink">
            <Luggage aria-hidden className="size-4 shrink-0 text-stone-500" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-ink">{t.trip_name}</span>
              <span className="block text-xs text-stone-600">{formatTripDates(t.start_date, t.end_date)} · {t.pieces} {t.pieces === 1 ? 'piece' : 'pieces'}</span>
            </span>
            <ArrowRight aria-hidden className="size-4 shrink-0 text-stone-400" />
          </Link>
        </li>
      ))}
    </ul>
  </Card>
);
