/** One day of the plan: date, activity, weather, the outfit (owned, or to buy with Save and Shop), tips. */
import { useId } from 'react';
import { ShoppingBag, Shirt } from 'lucide-react';
import type { TripDay, TripItem } from '../../../tools/trips/contracts.js';
import { formatPrice } from '../../lib/format.js';
import { SaveToggle } from '../dressing-room/save-toggle.js';
import { Badge, Button, Card } from '../ui/index.js';
import { formatTripDay } from './format.js';
import { formatRange, formatTemperature, type TemperatureUnit } from './units.js';
import { WeatherIcon } from './weather-icon.js';

const ItemRow = ({ item }: { item: TripItem }) => {
  const nameId = useId();
  return (
    <li className="flex gap-3 py-3" data-testid="trip-item">
      <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-stone-100 print:size-10">
        {item.image_url
          ? <img src={item.image_url} alt="" loading="lazy" className="h-full w-full object-cover" />
          : <div className="flex h-full items-center justify-center text-stone-400"><Shirt aria-hidden className="size-6" /></div>}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p id={nameId} className="text-sm font-medium leading-snug text-ink">{item.name}</p>
        <div className="flex flex-wrap items-center gap-1.5 text-xs text-stone-600">
          <span>{item.category}</span>
          {item.from_wardrobe
            ? <Badge variant="success">Yours</Badge>
            : <Badge variant="warning">To buy{item.price !== null ? ` · ${formatPrice(item.price)}` : ''}</Badge>}
        </div>
        {item.is_product && (
          <div className="flex flex-wrap gap-1.5 pt-1 print:hidden">
            <SaveToggle piece={{ productId: item.id, name: item.name }} label="Save to dressing room" describedBy={nameId} />
            {item.shop_url && (
              <Button size="sm" variant="ghost" asChild>
                <a href={item.shop_url} target="_blank" rel="noopener noreferrer" aria-label={`Shop ${item.name} (opens in a new tab)`}>
                  <ShoppingBag aria-hidden className="size-4" /> Shop
                </a>
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
};

export const DayCard = ({ day, unit }: { day: TripDay; unit: TemperatureUnit }) => (
  <Card className="trip-day flex flex-col p-5 print:break-inside-avoid print:shadow-none" data-testid="trip-day">
    <div className="flex items-start justify-between gap-3">
      <div>
        <h3 className="font-display text-xl text-ink">Day {day.day} · {formatTripDay(day.date)}</h3>
        <Badge variant="muted" className="mt-1">{day.activity}</Badge>
      </div>
      <div className="flex items-center gap-2 text-right" aria-label={`Weather: ${day.weather.condition}, ${formatTemperature(day.weather, unit)}`}>
        <WeatherIcon name={day.weather.icon} className="size-7 text-stone-600" />
        <div>
          <p className="text-lg font-medium leading-none text-ink">{formatTemperature(day.weather, unit)}</p>
          <p className="text-xs text-stone-600">{day.weather.condition}</p>
        </div>
      </div>
    </div>
    <p className="mt-2 text-xs text-stone-600">
      High / low {formatRange(day.weather, unit)}
      {day.weather.rain_chance !== null && ` · ${day.weather.rain_chance}% chance of rain`}
      {day.weather.source === 'forecast' && ' · forecast'}
    </p>
    <h4 className="sr-only">Outfit</h4>
    <ul className="mt-2 divide-y divide-stone-100">
      {day.items.map((item) => <ItemRow key={`${item.from_wardrobe}-${item.id}`} item={item} />)}
    </ul>
    {day.styling_tips.length > 0 && (
      <>
        <h4 className="mt-3 text-xs font-medium uppercase tracking-widest text-stone-500">Styling tips</h4>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-stone-700">
          {day.styling_tips.map((tip) => <li key={tip}>{tip}</li>)}
        </ul>
      </>
    )}
  </Card>
);
