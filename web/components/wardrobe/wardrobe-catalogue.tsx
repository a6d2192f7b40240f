/**
 * My Wardrobe (product rules §2 /wardrobe and the /style Wardrobe tab, §5 Wardrobe search): the shopper's
 * pieces, searched case-insensitively on name, brand or colour and filtered by category on the
 * server (wardrobe.list). Pieces added by photo show their measured palette.
 */
import { useDeferredValue, useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Search, Shirt, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { WARDROBE_CATEGORIES, type WardrobeItem } from '../../../tools/wardrobe/contracts.js';
import { callTool, errorMessage } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import { formatPrice } from '../../lib/format.js';
import { Badge, Button, Card, EmptyState, Input, Spinner, fieldClass } from '../ui/index.js';
import { OCCASION_LABELS } from '../../../tools/garments/contracts.js';
import { AddItemDialog } from './add-item-dialog.js';
import { ItemAttributesDialog } from './item-attributes-dialog.js';
import { WARDROBE_KEY, useWardrobe } from './use-wardrobe.js';
import { countOf } from '../../../tools/text/phrase.js';
import { gridSizes, imageSources } from '../../lib/image-sources.js';

type CategoryFilter = (typeof WARDROBE_CATEGORIES)[number] | 'all';

interface WardrobeCatalogueProps {
  /** Where the Outfit Builder is on the page, each piece gets "Add to outfit". */
  onAddToOutfit?: (item: WardrobeItem) => void;
  headingLevel?: 'h2' | 'h3';
}

const Swatches = ({ item }: { item: WardrobeItem }) => {
  const palette = item.style_analysis?.color_palette ?? [];
  if (!palette.length) return null;
  return (
    <ul className="flex gap-1" aria-label={`Palette: ${palette.map((c) => c.name).join(', ')}`} data-testid="palette">
      {palette.slice(0, 5).map((c, i) => (
        <li key={i} data-testid="palette-swatch" title={`${c.name} ${Math.round(c.share * 100)}%`}
          className="size-4 rounded-full border border-stone-300" style={{ backgroundColor: c.hex }} />
      ))}
    </ul>
  );
};

export const WardrobeCatalogue = ({ onAddToOutfit, headingLevel: H = 'h2' }: WardrobeCatalogueProps) => {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const query = useDeferredValue(text);
  const wardrobe = useWardrobe({ query, category });
  useEffect(() => {
    if (wardrobe.isError) toast.error('Error', { description: 'Failed to load wardrobe items' });
  }, [wardrobe.isError]);
  const remove = useMutation({
    mutationFn: (item: WardrobeItem) => callTool('wardrobe.remove', { id: item.id }),
    onSuccess: (_r, item) => {
      toast.success('Removed from your wardrobe', { description: item.item_name });
      void queryClient.invalidateQueries({ queryKey: WARDROBE_KEY });
    },
    onError: (error) => toast.error('Could not remove that item', { description: errorMessage(error) }),
  });
  const filtering = query.trim() !== '' || category !== 'all';

  return (
    <section aria-labelledby="my-wardrobe-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <H id="my-wardrobe-heading" className="font-display text-2xl text-ink">My Wardrobe</H>
          <p className="text-sm text-stone-600" aria-live="polite">
            {wardrobe.data ? (filtering ? `${wardrobe.data.items.length} of ${countOf(wardrobe.data.total, 'piece', { zero: 'number' })}` : countOf(wardrobe.data.total, 'piece', { zero: 'number' })) : '\u00a0'}
          </p>
        </div>
        <AddItemDialog />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row" role="search">
        <div className="relative flex-1">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500" />
          <Input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Search by name, brand or colour"
            aria-label="Search your wardrobe" className="pl-9" />
        </div>
        <select aria-label="Category" className={cn(fieldClass, 'h-11 sm:w-48')} value={category} onChange={(e) => setCategory(e.target.value as CategoryFilter)}>
          <option value="all">All categories</option>
          {WARDROBE_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
      </div>
      {wardrobe.isPending ? (
        <div className="flex justify-center py-10"><Spinner label="Loading your wardrobe" /></div>
      ) : wardrobe.isError ? (
        <EmptyState title="Could not load your wardrobe" description={errorMessage(wardrobe.error)}
          action={<Button onClick={() => void wardrobe.refetch()}>Try again</Button>} />
      ) : wardrobe.data.total === 0 ? (
        <EmptyState icon={<Shirt className="size-8" />} title="Your wardrobe is empty"
          description="Add the pieces you own by link or photo; the stylist and the outfit builder will use them." />
      ) : wardrobe.data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-6 text-center text-sm text-stone-600">No pieces match that search.</p>
      ) : (
        <ul className={cn('grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4', wardrobe.isPlaceholderData && 'opacity-60')} data-testid="wardrobe-items">
          {wardrobe.data.items.map((item) => (
            <li key={item.id}>
              <Card className="flex h-full flex-col overflow-hidden" data-testid="wardrobe-item">
                <div className="aspect-square bg-stone-100">
                  {item.image_url
                    ? <img {...imageSources(item.image_url, gridSizes([2, 3, 4]))} width={320} height={320} loading="lazy" decoding="async" alt={item.item_name} className="h-full w-full object-cover" />
                    : <div className="flex h-full items-center justify-center text-stone-400"><Shirt aria-hidden className="size-8" /></div>}
                </div>
                <div className="flex flex-1 flex-col gap-1.5 p-3">
                  {item.brand && <p className="text-[11px] uppercase tracking-widest text-stone-500">{item.brand}</p>}
                  <h3 className="text-sm font-medium leading-snug text-ink">{item.item_name}</h3>
                  <div className="flex flex-wrap items-center gap-1.5">
                    <Badge variant="muted">{item.category}</Badge>
                    {item.color && <Badge variant="outline">{item.color}</Badge>}
                  </div>
                  <ItemAttributesDialog item={item} />
                  {item.occasions.length > 0 && (
                    <p className="text-xs text-stone-500">{item.occasions.slice(0, 3).map((o) => OCCASION_LABELS[o]).join(', ')}{item.occasions.length > 3 ? ` +${item.occasions.length - 3}` : ''}</p>
                  )}
                  <Swatches item={item} />
                  {item.purchase_price !== null && <p className="text-xs text-stone-600">{formatPrice(item.purchase_price)}</p>}
                  <div className="mt-auto flex gap-1.5 pt-2">
                    {onAddToOutfit && item.slot && (
                      <Button size="sm" variant="outline" className="flex-1 whitespace-nowrap px-2" onClick={() => onAddToOutfit(item)} aria-label={`Add ${item.item_name} to the outfit`}>
                        <Plus aria-hidden className="size-4" /> Outfit
                      </Button>
                    )}
                    <Button size="icon" variant="ghost" className="h-9 w-9 shrink-0" aria-label={`Remove ${item.item_name} from your wardrobe`}
                      onClick={() => remove.mutate(item)} disabled={remove.isPending && remove.variables?.id === item.id}>
                      <Trash2 aria-hidden className="size-4" />
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
