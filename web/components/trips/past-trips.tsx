/** Saved trips (trips.list), upcoming and past, newest first: open one, or delete it. */
import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import type { TripSummary } from '../../../tools/trips/contracts.js';
import { errorMessage } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import { Button, Spinner } from '../ui/index.js';
import { formatTripDates } from './format.js';
import { useTrips } from './use-trips.js';
import { countOf } from '../../../tools/text/phrase.js';

interface PastTripsProps {
  currentId: string | null;
  onRemove: (trip: TripSummary) => void;
  removing: string | null;
}

export const PastTrips = ({ currentId, onRemove, removing }: PastTripsProps) => {
  const trips = useTrips();
  return (
    <section aria-labelledby="past-trips" className="flex flex-col gap-3 print:hidden">
      <h2 id="past-trips" className="font-display text-2xl text-ink">Your trips</h2>
      {trips.isPending ? (
        <Spinner label="Loading your trips" />
      ) : trips.isError ? (
        <div className="flex flex-col items-start gap-2 text-sm text-red-800" role="alert">
          Could not load your trips: {errorMessage(trips.error)}
          <Button size="sm" variant="outline" onClick={() => void trips.refetch()}>Try again</Button>
        </div>
      ) : trips.data.length === 0 ? (
        <p className="text-sm text-stone-600">No trips yet. Plan one and it will be kept here.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {trips.data.map((trip) => (
            <li key={trip.id} data-testid="past-trip"
              className={cn('flex items-center gap-2 rounded-xl border px-3 py-2', trip.id === currentId ? 'border-ink bg-stone-50' : 'border-stone-200 bg-white')}>
              <Link to={`?trip=${trip.id}`} className="min-w-0 flex-1 rounded focus-visible:outline-2 focus-visible:outline-ink" aria-current={trip.id === currentId ? 'true' : undefined}>
                <span className="block truncate text-sm font-medium text-ink">{trip.trip_name}</span>
                <span className="block text-xs text-stone-600">
                  {formatTripDates(trip.start_date, trip.end_date)} · {countOf(trip.day_count, 'day')} · {countOf(trip.pieces, 'piece', { zero: 'number' })}
                </span>
              </Link>
              <Button size="icon" variant="ghost" className="h-9 w-9 shrink-0" aria-label={`Delete ${trip.trip_name}`}
                disabled={removing === trip.id} onClick={() => onRemove(trip)}>
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
