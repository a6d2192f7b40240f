/**
 * The destination input with suggestions as you type (trips.destinations): an ARIA combobox, so the
 * list is reachable with the arrow keys, Enter picks, Escape closes, and screen readers hear each option.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { MapPin } from 'lucide-react';
import { cn } from '../../lib/cn.js';
import { FieldMessage, Input, Label } from '../ui/index.js';
import { useDestinationSuggestions } from './use-trips.js';

interface DestinationFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Known cities near an unknown destination (the server's suggestions), offered as one-tap fixes. */
  didYouMean?: readonly string[];
  maxLength: number;
}

export const DestinationField = ({ value, onChange, error, didYouMean = [], maxLength }: DestinationFieldProps) => {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useDestinationSuggestions(value);
  const options = (suggestions.data ?? []).filter((s) => s.label !== value);
  const showList = open && value.trim().length >= 2 && options.length > 0;

  const choose = (label: string) => {
    onChange(label);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i + 1) % options.length : -1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
    } else if (e.key === 'Enter' && showList && active >= 0 && options[active]) {
      // Picking a suggestion must not submit the form.
      e.preventDefault();
      choose(options[active].label);
    } else if (e.key === 'Escape' && showList) {
      e.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative flex flex-col gap-1.5">
      <Label htmlFor={id}>Destination</Label>
      <div className="relative">
        <MapPin aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500" />
        <Input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          placeholder="City, e.g. Lisbon"
          maxLength={maxLength}
          className="pl-9"
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Destination suggestions"
        hidden={!showList}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
      >
        {options.map((option, i) => (
          <li
            key={option.label}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(option.label);
            }}
            onMouseEnter={() => setActive(i)}
            className={cn('cursor-pointer px-3.5 py-2 text-sm text-ink', i === active && 'bg-stone-100')}
          >
            <span className="font-medium">{option.name}</span>
            <span className="text-stone-600">, {option.country}</span>
          </li>
        ))}
      </ul>
      {error && <FieldMessage id={errorId}>{error}</FieldMessage>}
      {error && didYouMean.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5 text-sm text-stone-700">
          Did you mean
          {didYouMean.map((label) => (
            <button key={label} type="button" onClick={() => choose(label)}
              className="rounded-full border border-stone-300 px-2.5 py-0.5 text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-ink">
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
};
