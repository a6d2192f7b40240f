/** One /home card: image, name, brand, description, tier and match badges, reason, price, Save, Shop, heart. */
import { Heart, ShoppingBag } from 'lucide-react';
import type { FeedItem } from '../../../tools/recommendations/feed-rules.js';
import { PRICE_TIER_LABELS } from '../../../tools/recommendations/vocabulary.js';
import { cn } from '../../lib/cn.js';
import { Badge, Button, Card } from '../ui/index.js';
import { formatPrice } from '../../lib/format.js';
import { SaveToggle } from '../dressing-room/save-toggle.js';
import { MatchBadge } from '../match/match-badge.js';
import { ProductLink } from '../product/product-link.js';
import { gridSizes, imageSources, loadingAttributes, type ImageLoading } from '../../lib/image-sources.js';

export type CardImageLoading = ImageLoading;

export interface ProductCardProps {
  item: FeedItem;
  favourite: boolean;
  /** Saves through the feed's own tool, which records why the piece was saved. */
  onSave: () => Promise<unknown>;
  onToggleFavourite: () => void;
  /** Below the first screen by default. */
  imageLoading?: ImageLoading;
}

export const ProductCard = ({ item, favourite, onSave, onToggleFavourite, imageLoading = 'lazy' }: ProductCardProps) => (
  <Card className="flex h-full flex-col overflow-hidden" data-testid="product-card">
    <div className="relative aspect-[4/5] bg-stone-100">
      {item.image_url && (
        <img {...imageSources(item.image_url, gridSizes([1.25, 2, 4]))} {...loadingAttributes(imageLoading)} width={400} height={500} alt={item.product_name} className="h-full w-full object-cover" />
      )}
      <button
        type="button"
        onClick={onToggleFavourite}
        aria-pressed={favourite}
        aria-label={favourite ? `Remove ${item.product_name} from favourites` : `Add ${item.product_name} to favourites`}
        className="absolute right-3 top-3 rounded-full bg-white/90 p-2 shadow-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-ink"
      >
        <Heart aria-hidden className={cn('h-4 w-4', favourite ? 'fill-red-700 text-red-700' : 'text-stone-700')} />
      </button>
      <div className="absolute left-3 top-3 flex flex-col items-start gap-1">
        <Badge variant="muted">{PRICE_TIER_LABELS[item.price_tier]}</Badge>
        <MatchBadge percent={item.match_percent} label={item.match_label} />
      </div>
    </div>
    <div className="flex flex-1 flex-col gap-2 p-5">
      <p className="text-xs uppercase tracking-widest text-stone-500">{item.brand}</p>
      <h3 className="font-display text-lg leading-snug text-ink"><ProductLink id={item.id} className="hover:underline">{item.product_name}</ProductLink></h3>
      <p className="line-clamp-2 text-sm text-stone-600">{item.product_description}</p>
      {item.style_match_reason && <p className="text-xs italic text-stone-500">Why: {item.style_match_reason}</p>}
      <div className="mt-auto flex items-center justify-between gap-2 pt-3">
        <span className="text-base font-medium text-ink">{formatPrice(item.price)}</span>
        <div className="flex gap-2">
          <SaveToggle piece={{ productId: item.id, name: item.product_name }} add={onSave} />
          <Button size="sm" asChild>
            <a href={item.affiliate_url ?? item.product_url} target="_blank" rel="noopener noreferrer" aria-label={`Shop ${item.product_name} (opens in a new tab)`}>
              <ShoppingBag aria-hidden className="h-4 w-4" /> Shop
            </a>
          </Button>
        </div>
      </div>
    </div>
  </Card>
);
