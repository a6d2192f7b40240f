/**
 * Product rules §2 /trip-planner inputs: destination, start date, end date and activities. Generate stays
 * disabled until the three are filled (product rules §5); the server's rules (end after start, at most 30
 * days, known destination) come back as messages under the field they concern.
 */
import { useId, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { DESTINATION_MAX_LENGTH, TRIP_ACTIVITIES, type TripActivity } from '../../../tools/trips/contracts.js';
import { cn } from '../../lib/cn.js';
import { Button, FieldMessage, Input, Label } from '../ui/index.js';
import { DestinationField } from './destination-field.js';

export interface TripFormValues {
  destination: string;
  start_date: string;
  end_date: string;
  activities: TripActivity[];
}

export type TripFormErrors = Partial<Record<'destination' | 'start_date' | 'end_date' | 'activities', string>>;

interface TripFormProps {
  values: TripFormValues;
  onChange: (values: TripFormValues) => void;
  onSubmit: () => void;
  pending: boolean;
  errors: TripFormErrors;
  /** Known cities near an unknown destination, from the server. */
  suggestions?: readonly string[];
}

export const canGenerate = (v: TripFormValues): boolean => v.destination.trim() !== '' && v.start_date !== '' && v.end_date !== '';

export const TripForm = ({ values, onChange, onSubmit, pending, errors, suggestions = [] }: TripFormProps) => {
  const id = useId();
  const set = <K extends keyof TripFormValues>(key: K, value: TripFormValues[K]) => onChange({ ...values, [key]: value });
  const toggle = (activity: TripActivity) =>
    set('activities', values.activities.includes(activity) ? values.activities.filter((a) => a !== activity) : [...values.activities, activity]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canGenerate(values) && !pending) onSubmit();
  };
  const dateField = (key: 'start_date' | 'end_date', label: string) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        type="date"
        value={values[key]}
        min={key === 'end_date' && values.start_date ? values.start_date : undefined}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
      />
      {errors[key] && <FieldMessage id={`${id}-${key}-error`}>{errors[key]}</FieldMessage>}
    </div>
  );

  return (
    <form onSubmit={submit} aria-label="Plan a trip" className="flex flex-col gap-5" noValidate>
      <DestinationField value={values.destination} onChange={(v) => set('destination', v)} error={errors.destination}
        didYouMean={suggestions} maxLength={DESTINATION_MAX_LENGTH} />
      <div className="grid grid-cols-2 gap-3">
        {dateField('start_date', 'Start date')}
        {dateField('end_date', 'End date')}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">Activities <span className="font-normal text-stone-600">(Casual if none)</span></legend>
        <div className="flex flex-wrap gap-2">
          {TRIP_ACTIVITIES.map((activity) => {
            const checked = values.activities.includes(activity);
            return (
              <label key={activity} className="cursor-pointer">
                <input type="checkbox" className="peer sr-only" checked={checked} onChange={() => toggle(activity)} />
                <span className={cn(
                  'inline-flex h-9 items-center rounded-full border px-3.5 text-sm transition-colors',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink',
                  checked ? 'border-ink bg-ink text-paper' : 'border-stone-300 bg-white text-ink hover:bg-stone-100',
                )}>
                  {activity}
                </span>
              </label>
            );
          })}
        </div>
        {errors.activities && <FieldMessage>{errors.activities}</FieldMessage>}
      </fieldset>
      <Button type="submit" size="lg" disabled={!canGenerate(values) || pending}>
        <Sparkles aria-hidden className="size-4" /> {pending ? 'Generating…' : 'Generate outfit plan'}
      </Button>
    </form>
  );
};
