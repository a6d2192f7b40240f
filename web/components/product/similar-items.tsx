/** "Similar items" on a product page: the pieces nearest in style, each linking to its own page. */
import { formatPrice } from '../../lib/format.js';
import { MatchBadge } from '../match/match-badge.js';
import { ProductLink } from './product-link.js';
import type { SimilarProduct } from './use-product.js';

export const SimilarItems = ({ items }: { items: readonly SimilarProduct[] }) => (
  <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="similar-items">
    {items.map((p) => (
      <li key={p.id} className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-stone-200 bg-white">
        <div className="relative aspect-[4/5] bg-stone-100">
          {p.image_url && <img src={p.image_url} alt="" loading="lazy" className="h-full w-full object-cover" />}
          {p.match && <MatchBadge percent={p.match.percent} label={p.match.label} className="absolute left-2 top-2" />}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <p className="text-[11px] uppercase tracking-widest text-stone-500">{p.brand}</p>
          <ProductLink id={p.id} className="line-clamp-2 text-sm font-medium leading-snug text-ink hover:underline">{p.product_name}</ProductLink>
          <p className="text-sm text-ink">{formatPrice(p.price)}</p>
          <p className="line-clamp-2 text-xs text-stone-500">Alike in: {p.similar_because}</p>
        </div>
      </li>
    ))}
  </ul>
);
