/**
 * /trip-planner (product rules §2, §5 Trip generation, §8 Trips): destination with suggestions, dates and
 * activities → a saved plan of per-day outfits from the shopper's wardrobe (gaps from the catalogue),
 * the packing list, past trips, a calendar (.ics) download and a clean printout. `?trip=<id>` opens a
 * saved trip, so a plan has a link of its own.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Luggage } from 'lucide-react';
import { toast } from 'sonner';
import { TRIP_MESSAGES, type TripSummary } from '../../tools/trips/contracts.js';
import { Page } from '../components/layout/page.js';
import { Button, Card, EmptyState, Spinner } from '../components/ui/index.js';
import { PastTrips } from '../components/trips/past-trips.js';
import { TripForm, type TripFormErrors, type TripFormValues } from '../components/trips/trip-form.js';
import { TripPlanView } from '../components/trips/trip-plan-view.js';
import { browserUnit, type TemperatureUnit } from '../components/trips/units.js';
import { usePlanTrip, useRemoveTrip, useTrip } from '../components/trips/use-trips.js';
import { ApiError, errorMessage } from '../lib/api.js';

/** Only the plan on paper: the app's header, footer and toasts stay on screen. */
const PRINT_CSS = `@media print {
  header:has(~ #main), #main ~ footer, [data-sonner-toaster] { display: none !important; }
  body { background: #fff !important; }
  @page { margin: 14mm; }
}`;

const EMPTY_FORM: TripFormValues = { destination: '', start_date: '', end_date: '', activities: [] };
const FIELDS = ['destination', 'start_date', 'end_date', 'activities'] as const;

/** Known cities the server named for an unknown destination. */
const suggestionsOf = (error: unknown): string[] => {
  const list = error instanceof ApiError ? (error.body as { suggestions?: unknown } | null)?.suggestions : undefined;
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
};

/** The server's 400 issues as messages under the fields they name. */
const fieldErrors = (error: unknown): TripFormErrors => {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const issues = (error.body as { issues?: { path?: string; message?: string }[] } | null)?.issues ?? [];
  const errors: TripFormErrors = {};
  for (const issue of issues) {
    const field = FIELDS.find((f) => issue.path === f || issue.path?.startsWith(`${f}.`));
    if (field && issue.message && !errors[field]) errors[field] = issue.message;
  }
  return errors;
};

export default function TripPlannerRoute() {
  const [params, setParams] = useSearchParams();
  const tripId = params.get('trip');
  const [values, setValues] = useState<TripFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<TripFormErrors>({});
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [unit, setUnit] = useState<TemperatureUnit>(browserUnit);
  const planTrip = usePlanTrip();
  const removeTrip = useRemoveTrip();
  const trip = useTrip(tripId);

  /** A field the shopper changes loses its old error (and a new destination its suggestions). */
  const edit = (next: TripFormValues) => {
    const changed = FIELDS.filter((f) => next[f] !== values[f]);
    if (changed.length) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([f]) => !changed.includes(f as (typeof FIELDS)[number]))));
    if (changed.includes('destination')) setSuggestions([]);
    setValues(next);
  };

  const generate = () => {
    setErrors({});
    setSuggestions([]);
    planTrip.mutate(
      { destination: values.destination.trim(), start_date: values.start_date, end_date: values.end_date, activities: values.activities },
      {
        onSuccess: ({ trip: created }) => {
          setParams({ trip: created.id });
          toast.success(TRIP_MESSAGES.created);
          if (created.fallback && created.notice) toast.warning(created.notice.title, { description: created.notice.description });
          else toast.success(TRIP_MESSAGES.generated);
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          setSuggestions(suggestionsOf(error));
          toast.error(TRIP_MESSAGES.failed, { description: errorMessage(error) });
        },
      },
    );
  };

  const remove = (summary: TripSummary) =>
    removeTrip.mutate(summary.id, {
      onSuccess: () => {
        if (summary.id === tripId) setParams({});
        toast.success('Trip deleted', { description: summary.trip_name });
      },
      onError: (error) => toast.error('Could not delete the trip', { description: errorMessage(error) }),
    });

  return (
    <Page title="Trip Planner" description="Day-by-day outfits from your own wardrobe, dressed for the weather where you are going." wide>
      <style>{PRINT_CSS}</style>
      <div className="grid gap-10 lg:grid-cols-[22rem_minmax(0,1fr)] print:block">
        <aside className="flex flex-col gap-10 print:hidden">
          <Card className="p-5">
            <h2 className="mb-4 font-display text-2xl text-ink">Plan a trip</h2>
            <TripForm values={values} onChange={edit} onSubmit={generate} pending={planTrip.isPending} errors={errors} suggestions={suggestions} />
          </Card>
          <PastTrips currentId={tripId} onRemove={remove} removing={removeTrip.isPending ? removeTrip.variables ?? null : null} />
        </aside>
        <div aria-live="polite" aria-busy={planTrip.isPending || (!!tripId && trip.isPending)}>
          {planTrip.isPending ? (
            <div className="flex flex-col items-center gap-3 py-20 text-stone-600"><Spinner label="Generating your outfit plan" /> Dressing every day of your trip…</div>
          ) : tripId && trip.isPending ? (
            <div className="flex justify-center py-20"><Spinner label="Loading the trip" /></div>
          ) : tripId && trip.isError ? (
            <EmptyState title={trip.error instanceof ApiError && trip.error.status === 404 ? 'This trip no longer exists' : 'Could not load this trip'}
              description={errorMessage(trip.error)}
              action={<Button variant="outline" onClick={() => setParams({})}>Plan a new trip</Button>} />
          ) : tripId && trip.data ? (
            <TripPlanView trip={trip.data} unit={unit} onUnitChange={setUnit} />
          ) : (
            <EmptyState icon={<Luggage className="size-8" />} title="Your outfit plan appears here"
              description="Choose where you are going, your dates and what you will be doing. Each day gets an outfit from your wardrobe for that city's weather, with any missing pieces suggested from the shop." />
          )}
        </div>
      </div>
    </Page>
  );
}
