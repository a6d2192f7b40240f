/** One dressing-room piece: picture, brand, name, price, colour, the cart flag, and remove. */
import { Check, ShoppingCart, Trash2, Shirt } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Badge, Button, Card } from '../ui/index.js';
import { formatPrice } from '../../lib/format.js';
import type { DressingRoomItem } from './use-dressing-room.js';
import { isCatalogueId, ProductLink } from '../product/product-link.js';
import { gridSizes, imageSources } from '../../lib/image-sources.js';

interface ItemCardProps {
  item: DressingRoomItem;
  onToggleCart: () => void;
  onRemove: () => void;
  busy?: boolean;
  /** Extra actions (e.g. "Add to outfit" where the builder is on the page). */
  extra?: ReactNode;
}

export const DressingRoomItemCard = ({ item, onToggleCart, onRemove, busy = false, extra }: ItemCardProps) => {
  const nameId = useId();
  return (
  <Card className="flex h-full flex-col overflow-hidden" data-testid="dressing-room-item">
    <div className="relative aspect-[4/5] bg-stone-100">
      {item.image_url
        ? <img {...imageSources(item.image_url, gridSizes([2, 2, 4]))} width={400} height={500} loading="lazy" decoding="async" alt={item.item_name} className="h-full w-full object-cover" />
        : <div className="flex h-full items-center justify-center text-stone-400"><Shirt aria-hidden className="size-10" /></div>}
      {item.is_in_cart && <Badge className="absolute left-3 top-3">In your cart</Badge>}
    </div>
    <div className="flex flex-1 flex-col gap-1.5 p-4">
      {item.brand && <p className="text-xs uppercase tracking-widest text-stone-500">{item.brand}</p>}
      <h3 id={nameId} className="font-display text-lg leading-snug text-ink">
        {isCatalogueId(item.external_product_id)
          ? <ProductLink id={item.external_product_id} className="hover:underline">{item.item_name}</ProductLink>
          : item.item_url
          ? <a href={item.item_url} target="_blank" rel="noopener noreferrer" className="hover:underline">{item.item_name}<span className="sr-only"> (opens in a new tab)</span></a>
          : item.item_name}
      </h3>
      <div className="flex flex-wrap gap-1.5">
        {item.category && <Badge variant="muted">{item.category}</Badge>}
        <Badge variant="outline">{item.color}</Badge>
      </div>
      <div className="mt-auto flex flex-col gap-2 pt-3">
        <span className="text-base font-medium text-ink">{item.price !== null ? formatPrice(item.price) : 'Price not listed'}</span>
        {/* On a phone's two-column grid the cart button takes its own row, so its words are never cut. */}
        <div className="flex flex-wrap items-center gap-1.5">
          <Button
            size="sm"
            className="w-full whitespace-nowrap px-3 sm:w-auto"
            variant={item.is_in_cart ? 'secondary' : 'primary'}
            aria-describedby={nameId}
            onClick={onToggleCart}
            disabled={busy}
          >
            {item.is_in_cart ? <><Check aria-hidden className="hidden size-4 sm:block" /> In Cart</> : <><ShoppingCart aria-hidden className="hidden size-4 sm:block" /> Move to Cart</>}
          </Button>
          {extra}
          <Button size="icon" variant="ghost" className="ml-auto h-9 w-9 shrink-0 sm:ml-0" aria-label={`Remove ${item.item_name} from the dressing room`} onClick={onRemove}>
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
    </div>
  </Card>
  );
};
