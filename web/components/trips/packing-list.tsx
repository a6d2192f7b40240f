/** The packing list: each piece once with how many days it is worn, yours first, then what to buy and its total. */
import type { PackingItem, PackingList as PackingListData } from '../../../tools/trips/contracts.js';
import { formatPrice } from '../../lib/format.js';
import { Card } from '../ui/index.js';

const days = (item: PackingItem) => `${item.count === 1 ? '1 day' : `${item.count} days`} (day ${item.days.join(', ')})`;

const Group = ({ title, items }: { title: string; items: PackingItem[] }) =>
  items.length ? (
    <div>
      <h4 className="text-xs font-medium uppercase tracking-widest text-stone-500">{title}</h4>
      <ul className="mt-2 divide-y divide-stone-100">
        {items.map((item) => (
          <li key={`${item.from_wardrobe}-${item.id}`} className="flex items-baseline justify-between gap-3 py-2 text-sm" data-testid="packing-item">
            <span className="text-ink">{item.name} <span className="text-stone-600">· {item.category}</span></span>
            <span className="shrink-0 text-stone-600">
              {days(item)}{!item.from_wardrobe && item.price !== null ? ` · ${formatPrice(item.price)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  ) : null;

export const PackingList = ({ packing }: { packing: PackingListData }) => (
  <Card className="flex flex-col gap-4 p-5 print:break-inside-avoid print:shadow-none">
    <div>
      <h3 className="font-display text-2xl text-ink">Packing list</h3>
      <p className="text-sm text-stone-600" data-testid="packing-summary">
        {packing.pieces} {packing.pieces === 1 ? 'piece' : 'pieces'} · {packing.owned} from your wardrobe · {packing.to_buy} to buy
        {packing.to_buy > 0 && ` (${formatPrice(packing.total_to_buy)})`}
      </p>
    </div>
    <Group title="From your wardrobe" items={packing.items.filter((i) => i.from_wardrobe)} />
    <Group title="To buy" items={packing.items.filter((i) => !i.from_wardrobe)} />
  </Card>
);
