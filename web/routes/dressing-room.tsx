/**
 * /dressing-room (product rules §2): filters, the Outfit Builder and the item grid with the cart flag, plus
 * the schema.org ItemList of up to 20 pieces in USD as JSON-LD.
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DoorOpen, Plus } from 'lucide-react';
import { toast } from 'sonner';
import { Page } from '../components/layout/page.js';
import { Button, EmptyState, Spinner } from '../components/ui/index.js';
import { FiltersBar } from '../components/dressing-room/filters-bar.js';
import { NO_FILTERS, filterPieces, isFiltering, type DressingRoomFilters } from '../components/dressing-room/filters.js';
import { DressingRoomItemCard } from '../components/dressing-room/item-card.js';
import { JsonLd } from '../components/dressing-room/json-ld.js';
import { dressingRoomItemList } from '../components/dressing-room/structured-data.js';
import { useDressingRoom, useRemoveFromDressingRoom, useToggleCart } from '../components/dressing-room/use-dressing-room.js';
import { errorMessage } from '../lib/api.js';
import { OutfitBuilder } from '../components/outfits/outfit-builder.js';
import { useOutfit, type BuilderPiece } from '../components/outfits/use-outfit.js';
import type { DressingRoomItem } from '../components/dressing-room/use-dressing-room.js';
import { slotForPiece } from '../../tools/outfits/rules.js';
import { countOf } from '../../tools/text/phrase.js';

const asPiece = (item: DressingRoomItem): BuilderPiece => ({
  source: 'dressing_room', id: item.id, name: item.item_name, image_url: item.image_url, brand: item.brand, price: item.price, category: item.category,
});

export default function DressingRoomRoute() {
  const room = useDressingRoom();
  const toggleCart = useToggleCart();
  const remove = useRemoveFromDressingRoom();
  const [filters, setFilters] = useState<DressingRoomFilters>(NO_FILTERS);
  const items = useMemo(() => room.data ?? [], [room.data]);
  const { visible, unknown } = useMemo(() => filterPieces(items, filters), [items, filters]);
  const inCart = items.filter((i) => i.is_in_cart).length;
  const outfit = useOutfit();
  const addToOutfit = (item: DressingRoomItem) => {
    const result = outfit.placeByCategory(asPiece(item));
    if (!result.ok) toast.error('Not added to the outfit', { description: result.message });
  };

  return (
    <Page title="Dressing Room" description="Try your saved pieces together, then move the keepers to your cart." wide>
      {items.length > 0 && <JsonLd data={dressingRoomItemList(items, window.location.origin)} />}
      {room.isPending ? (
        <div className="flex justify-center py-16"><Spinner label="Loading your dressing room" /></div>
      ) : room.isError ? (
        <EmptyState title="Could not load your dressing room" description={errorMessage(room.error)}
          action={<Button onClick={() => void room.refetch()}>Try again</Button>} />
      ) : items.length === 0 ? (
        <EmptyState icon={<DoorOpen className="size-8" />} title="Your dressing room is empty"
          description="Save pieces from your feed or a complete-look suggestion and they will wait for you here."
          action={<Button asChild><Link to="/home">Browse your feed</Link></Button>} />
      ) : (
        <div className="flex flex-col gap-10">
        <OutfitBuilder state={outfit} description="Try your saved pieces together: choose a slot, or add a piece from the grid below." />
        <section aria-labelledby="dressing-room-pieces" className="flex flex-col gap-5">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="dressing-room-pieces" className="font-display text-2xl text-ink">Your pieces</h2>
              <p className="text-sm text-stone-600" aria-live="polite">
                {isFiltering(filters) ? `${visible.length} of ${countOf(items.length, 'piece', { zero: 'number' })}` : countOf(items.length, 'piece', { zero: 'number' })} · {inCart} in your cart
              </p>
            </div>
            <FiltersBar value={filters} onChange={setFilters} />
          </div>
          {unknown > 0 && (
            <p className="text-sm text-stone-600">
              {countOf(unknown, 'piece')} {unknown === 1 ? 'is' : 'are'} hidden because {unknown === 1 ? 'its' : 'their'} description names no occasion or season.
            </p>
          )}
          {visible.length === 0 ? (
            <EmptyState title="Nothing matches these filters" description="Try another price, occasion or season."
              action={<Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>Clear filters</Button>} />
          ) : (
            <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
              {visible.map((item) => (
                <li key={item.id}>
                  <DressingRoomItemCard
                    item={item}
                    busy={toggleCart.isPending && toggleCart.variables === item.id}
                    onToggleCart={() => toggleCart.mutate(item.id)}
                    onRemove={() => remove.mutate(item)}
                    // Only a piece with a place in an outfit offers "+": a saved Look is a picture, not a garment.
                    extra={slotForPiece(item.category, item.item_name) ? (
                      <Button size="icon" variant="outline" className="h-9 w-9 shrink-0" aria-label={`Add ${item.item_name} to the outfit`} onClick={() => addToOutfit(item)}>
                        <Plus aria-hidden className="size-4" />
                      </Button>
                    ) : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        </div>
      )}
    </Page>
  );
}
