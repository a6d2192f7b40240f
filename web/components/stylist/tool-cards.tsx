/**
 * Tool results in the stylist chat, drawn as cards: trips (link to the full plan), outfits and
 * looks (pieces with pictures and score), the wardrobe, photo analyses, products (image, price,
 * Save, Shop) and influencers (Follow). A result is drawn only when it has the shape its tool's
 * contract says; anything else is left to the reply's text.
 */
import { useState } from 'react';
import { ShoppingBag, UserPlus } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { styleAnalysisSchema } from '../../../tools/analysis/contracts.js';
import { lookAnalysisSchema } from '../../../tools/looks/contracts.js';
import { outfitsListOutputSchema, outfitsSaveOutputSchema, outfitsSuggestOutputSchema } from '../../../tools/outfits/contracts.js';
import { tripListOutputSchema, tripPlanOutputSchema } from '../../../tools/trips/contracts.js';
import { wardrobeCardListSchema } from '../../../tools/wardrobe/contracts.js';
import { callTool, errorMessage } from '../../lib/api.js';
import { Button, Card } from '../ui/index.js';
import { invalidateAfterFollow } from '../discovery/discovery-saves.js';
import { formatPrice } from '../../lib/format.js';
import { SaveToggle } from '../dressing-room/save-toggle.js';
import { ProductLink } from '../product/product-link.js';
import { LookCard, OutfitCard, StyleAnalysisCard, SuggestionsCard, WardrobeCard } from './outfit-cards.js';
import { TripListCard, TripPlanCard } from './trip-cards.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

interface ProductLike { id: string; product_name: string; brand?: string; price?: number; image_url?: string | null; product_url?: string; affiliate_url?: string | null }

export const productsIn = (output: unknown): ProductLike[] => {
  if (!isRecord(output)) return [];
  for (const key of ['products', 'items', 'recommendations']) {
    const list = output[key];
    if (Array.isArray(list)) {
      const items = list.filter(isRecord).map((i) => (isRecord(i.product) ? { ...i.product, ...i } : i)).filter((i) => typeof i.product_name === 'string');
      if (items.length) return items as unknown as ProductLike[];
    }
  }
  return [];
};

export const influencersIn = (output: unknown): { handle: string; score?: number }[] => {
  if (!isRecord(output)) return [];
  for (const key of ['influencers', 'similar', 'results']) {
    const list = output[key];
    if (Array.isArray(list)) {
      return list.filter(isRecord).filter((i) => typeof i.handle === 'string')
        .map((i) => ({ handle: String(i.handle), score: typeof i.similarity_score === 'number' ? i.similarity_score : undefined }));
    }
  }
  return [];
};

const ProductMini = ({ p }: { p: ProductLike }) => {
  return (
    <Card className="flex min-w-0 flex-col overflow-hidden" data-testid="chat-product-card">
      <div className="aspect-[4/5] bg-stone-100">{p.image_url && <img src={p.image_url} alt={p.product_name} loading="lazy" className="h-full w-full object-cover" />}</div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        {p.brand && <p className="text-[11px] uppercase tracking-widest text-stone-500">{p.brand}</p>}
        <p className="text-sm leading-snug text-ink"><ProductLink id={p.id} className="hover:underline">{p.product_name}</ProductLink></p>
        {typeof p.price === 'number' && <p className="text-sm font-medium">{formatPrice(p.price)}</p>}
        {/* flex-1: in a narrow card the two buttons stack to full width rather than leave one ragged. */}
        <div className="mt-auto flex flex-wrap gap-1.5 pt-2 [&>*]:flex-1">
          <SaveToggle piece={{ productId: p.id, name: p.product_name }} />
          {p.product_url && (
            <Button size="sm" asChild>
              <a href={p.affiliate_url ?? p.product_url} target="_blank" rel="noopener noreferrer" aria-label={`Shop ${p.product_name} (opens in a new tab)`}><ShoppingBag aria-hidden className="h-3.5 w-3.5" /> Shop</a>
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
};

const InfluencerChip = ({ handle, score }: { handle: string; score?: number }) => {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const queryClient = useQueryClient();
  const follow = async () => {
    setState('busy');
    try {
      await callTool('influencers.follow', { handles: [handle] });
      setState('done');
      void invalidateAfterFollow(queryClient);
      toast.success(`You now follow @${handle}`);
    } catch (error) {
      setState('idle');
      toast.error('Follow failed', { description: errorMessage(error) });
    }
  };
  return (
    <Card className="flex items-center gap-3 px-3 py-2" data-testid="chat-influencer-card">
      <span className="text-sm">@{handle}{score !== undefined && <span className="text-stone-500"> · {Math.round(score * 100)}%</span>}</span>
      <Button size="sm" variant="outline" onClick={follow} disabled={state !== 'idle'}><UserPlus aria-hidden className="h-3.5 w-3.5" /> {state === 'done' ? 'Following' : 'Follow'}</Button>
    </Card>
  );
};

/** The card for a result of the trip, outfit, look, wardrobe and photo tools; null for other tools. */
const areaCard = (tool: string, output: unknown) => {
  switch (tool) {
    case 'trips.plan':
    case 'trips.get': {
      const parsed = tripPlanOutputSchema.safeParse(output);
      return parsed.success ? <TripPlanCard trip={parsed.data.trip} /> : null;
    }
    case 'trips.list': {
      const parsed = tripListOutputSchema.safeParse(output);
      return parsed.success && parsed.data.trips.length ? <TripListCard trips={parsed.data.trips} /> : null;
    }
    case 'outfits.suggest': {
      const parsed = outfitsSuggestOutputSchema.safeParse(output);
      return parsed.success ? <SuggestionsCard output={parsed.data} /> : null;
    }
    case 'outfits.save': {
      const parsed = outfitsSaveOutputSchema.safeParse(output);
      return parsed.success ? <OutfitCard outfit={parsed.data.outfit} /> : null;
    }
    case 'outfits.list': {
      const parsed = outfitsListOutputSchema.safeParse(output);
      return parsed.success && parsed.data.outfits.length
        ? <div className="flex w-full flex-col gap-2">{parsed.data.outfits.slice(0, 3).map((o) => <OutfitCard key={o.id} outfit={o} />)}</div>
        : null;
    }
    case 'looks.complete': {
      const parsed = lookAnalysisSchema.safeParse(output);
      return parsed.success ? <LookCard look={parsed.data} /> : null;
    }
    case 'wardrobe.list': {
      const parsed = wardrobeCardListSchema.safeParse(output);
      return parsed.success && parsed.data.items.length ? <WardrobeCard items={parsed.data.items} total={parsed.data.total} /> : null;
    }
    case 'styleDna.analyze': {
      const parsed = styleAnalysisSchema.safeParse(output);
      return parsed.success ? <StyleAnalysisCard analysis={parsed.data} /> : null;
    }
    default: return undefined;
  }
};

/** Changes whose reply says all there is (a piece added, a trip removed): no card. */
const TEXT_ONLY = new Set(['wardrobe.add', 'wardrobe.update', 'wardrobe.remove', 'outfits.remove', 'trips.remove']);

/** The calls a read can be the look-up for: the wardrobe read to find the piece a removal names. */
const LOOK_UP_FOR: Readonly<Record<string, readonly string[]>> = {
  'wardrobe.list': ['wardrobe.update', 'wardrobe.remove', 'outfits.suggest', 'outfits.save', 'looks.complete'],
  'dressingRoom.list': ['dressingRoom.remove', 'dressingRoom.toggleCart', 'outfits.suggest', 'outfits.save', 'looks.complete'],
  'outfits.list': ['outfits.remove'],
  'trips.list': ['trips.get', 'trips.remove'],
  'products.search': ['outfits.suggest', 'outfits.save', 'looks.complete'],
};

/**
 * Whether the call at `index` (tool names of one message, in order, dotted or with underscores) was
 * a look-up for a later call it made in the same message; a look-up is drawn by that later call's card.
 */
export const isLookUp = (toolNames: readonly string[], index: number): boolean => {
  const names = toolNames.map((n) => n.replaceAll('_', '.'));
  const acts = LOOK_UP_FOR[names[index] ?? ''];
  return !!acts && names.slice(index + 1).some((n) => acts.includes(n));
};

export const ToolResult = ({ toolName, output, error, lookUp = false }: { toolName: string; output?: unknown; error?: string; lookUp?: boolean }) => {
  if (error) return <p className="text-xs text-red-700">{toolName.replaceAll('_', '.')}: {error}</p>;
  const tool = toolName.replaceAll('_', '.');
  if (lookUp || TEXT_ONLY.has(tool)) return null;
  const card = areaCard(tool, output);
  if (card !== undefined) return card;
  const products = productsIn(output);
  // A grid, not a sideways scroller: on a phone a scroller showed one card and cut the next one's
  // Save in half, with nothing to say more cards were there.
  if (products.length) {
    return (
      <div className="grid w-full max-w-2xl grid-cols-2 gap-3 sm:grid-cols-3" data-testid="chat-product-grid">
        {products.slice(0, 6).map((p) => <ProductMini key={p.id} p={p} />)}
      </div>
    );
  }
  const influencers = toolName.startsWith('influencers_followed') ? [] : influencersIn(output);
  if (influencers.length) return <div className="flex flex-wrap gap-2">{influencers.slice(0, 6).map((i) => <InfluencerChip key={i.handle} {...i} />)}</div>;
  return null;
};
