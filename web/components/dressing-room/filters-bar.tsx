/** The dressing room's three filters as labelled selects (native, so phones use their own pickers). */
import { fieldClass, Button } from '../ui/index.js';
import { cn } from '../../lib/cn.js';
import {
  OCCASION_FILTERS, PRICE_FILTER_LABELS, PRICE_FILTERS, SEASON_FILTERS, NO_FILTERS, isFiltering,
  type DressingRoomFilters,
} from './filters.js';

const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface FiltersBarProps {
  value: DressingRoomFilters;
  onChange: (value: DressingRoomFilters) => void;
}

export const FiltersBar = ({ value, onChange }: FiltersBarProps) => {
  const select = cn(fieldClass, 'h-10 pr-8 text-sm');
  return (
    <fieldset className="flex flex-wrap items-end gap-3" aria-label="Filter the dressing room">
      <legend className="sr-only">Filter the dressing room</legend>
      <label className="flex min-w-32 flex-1 flex-col gap-1 text-sm font-medium text-ink sm:flex-none">
        Price
        <select className={select} value={value.price} onChange={(e) => onChange({ ...value, price: e.target.value as DressingRoomFilters['price'] })}>
          {PRICE_FILTERS.map((p) => <option key={p} value={p}>{PRICE_FILTER_LABELS[p]}</option>)}
        </select>
      </label>
      <label className="flex min-w-32 flex-1 flex-col gap-1 text-sm font-medium text-ink sm:flex-none">
        Occasion
        <select className={select} value={value.occasion} onChange={(e) => onChange({ ...value, occasion: e.target.value as DressingRoomFilters['occasion'] })}>
          {OCCASION_FILTERS.map((o) => <option key={o} value={o}>{o === 'all' ? 'Any occasion' : title(o)}</option>)}
        </select>
      </label>
      <label className="flex min-w-32 flex-1 flex-col gap-1 text-sm font-medium text-ink sm:flex-none">
        Season
        <select className={select} value={value.season} onChange={(e) => onChange({ ...value, season: e.target.value as DressingRoomFilters['season'] })}>
          {SEASON_FILTERS.map((s) => <option key={s} value={s}>{s === 'all' ? 'Any season' : title(s)}</option>)}
        </select>
      </label>
      {isFiltering(value) && <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>Clear filters</Button>}
    </fieldset>
  );
};
