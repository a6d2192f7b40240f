/** 'Your Current Pieces' (product rules §2 /wardrobe): the dressing-room pieces, with the cart flag. */
import { Link } from 'react-router';
import { Check, ShoppingCart, Shirt } from 'lucide-react';
import { errorMessage } from '../../lib/api.js';
import { formatPrice } from '../../lib/format.js';
import { Button, Card, Spinner } from '../ui/index.js';
import { useDressingRoom, useToggleCart } from '../dressing-room/use-dressing-room.js';
import { imageSources } from '../../lib/image-sources.js';

export const CurrentPieces = () => {
  const room = useDressingRoom();
  const toggle = useToggleCart();
  return (
    <section aria-labelledby="current-pieces-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between sm:gap-3">
        <div>
          <h2 id="current-pieces-heading" className="font-display text-2xl text-ink">Your Current Pieces</h2>
          <p className="text-sm text-stone-600">What is waiting in your dressing room.</p>
        </div>
        <Button variant="link" className="self-start sm:self-auto" asChild><Link to="/dressing-room">Open the dressing room</Link></Button>
      </div>
      {room.isPending ? (
        <div className="flex justify-center py-8"><Spinner label="Loading your pieces" /></div>
      ) : room.isError ? (
        <p className="text-sm text-red-800">Could not load your pieces: {errorMessage(room.error)}</p>
      ) : room.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-6 text-center text-sm text-stone-600">
          Nothing saved yet. Save a suggestion below or a piece from your feed.
        </p>
      ) : (
        <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0" data-testid="current-pieces">
          {room.data.map((item) => (
            <li key={item.id} className="w-40 shrink-0 snap-start">
              <Card className="flex h-full flex-col overflow-hidden">
                <div className="aspect-square bg-stone-100">
                  {item.image_url
                    ? <img {...imageSources(item.image_url, '160px')} width={160} height={160} loading="lazy" decoding="async" alt={item.item_name} className="h-full w-full object-cover" />
                    : <div className="flex h-full items-center justify-center text-stone-400"><Shirt aria-hidden className="size-8" /></div>}
                </div>
                <div className="flex flex-1 flex-col gap-1 p-3">
                  <p className="line-clamp-2 text-sm font-medium leading-snug text-ink">{item.item_name}</p>
                  {item.price !== null && <p className="text-xs text-stone-600">{formatPrice(item.price)}</p>}
                  <Button size="sm" className="mt-auto" variant={item.is_in_cart ? 'secondary' : 'outline'}
                    onClick={() => toggle.mutate(item.id)} aria-describedby={`piece-${item.id}`}>
                    {item.is_in_cart ? <><Check aria-hidden className="size-4" /> In Cart</> : <><ShoppingCart aria-hidden className="size-4" /> Move to Cart</>}
                  </Button>
                  <span id={`piece-${item.id}`} className="sr-only">{item.item_name}</span>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
