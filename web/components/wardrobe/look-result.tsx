/**
 * A completed look (product rules §3 Look analysis, made real by looks.complete): the score, what the shopper
 * owns of it, each missing piece with alternatives at three price levels, and style notes.
 */
import { ExternalLink, Shirt } from 'lucide-react';
import type { Alternative, LookAnalysis } from '../../../tools/looks/contracts.js';
import { PRICE_TIER_LABELS } from '../../../tools/recommendations/vocabulary.js';
import { formatPrice } from '../../lib/format.js';
import { Badge, Button, Progress } from '../ui/index.js';
import { SaveToggle } from '../dressing-room/save-toggle.js';
import { ProductLink } from '../product/product-link.js';

const BASIS_NOTE: Record<LookAnalysis['basis'], string> = {
  pieces: 'From the pieces you chose.',
  'post-nearest-wardrobe': 'Your pieces closest to this post in style.',
  'product-nearest-wardrobe': 'Your pieces closest to this product in style.',
  // Said plainly: the photo's garments are not detected, so "owned" means nearest in style.
  'photo-nearest-wardrobe': 'Your wardrobe pieces closest to the photo in colour and style (garments in the photo are not detected).',
};

export const AlternativeCard = ({ alt }: { alt: Alternative }) => {
  return (
    <li className="flex w-44 shrink-0 flex-col overflow-hidden rounded-xl border border-stone-200 bg-white sm:w-auto" data-testid="alternative">
      <div className="relative aspect-square bg-stone-100">
        {alt.imageUrl && <img src={alt.imageUrl} alt={alt.name} loading="lazy" className="h-full w-full object-cover" />}
        <Badge variant="muted" className="absolute left-2 top-2">{PRICE_TIER_LABELS[alt.priceLevel].split(' ')[0]}</Badge>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-2.5">
        <p className="text-[11px] uppercase tracking-widest text-stone-500">{alt.brand}</p>
        <p className="line-clamp-2 text-sm font-medium leading-snug text-ink"><ProductLink id={alt.productId} className="hover:underline">{alt.name}</ProductLink></p>
        <p className="text-sm text-ink">{formatPrice(alt.price)}</p>
        {alt.reason && <p className="line-clamp-2 text-xs italic text-stone-500">{alt.reason}</p>}
        <div className="mt-auto flex gap-1.5 pt-1.5">
          <SaveToggle piece={{ productId: alt.productId, name: alt.name }} look="primary" className="flex-1 whitespace-nowrap px-2" label={`Save ${alt.name} to the dressing room`} />
          <Button size="icon" variant="outline" className="h-9 w-9 shrink-0" asChild>
            <a href={alt.retailerUrl} target="_blank" rel="noopener noreferrer" aria-label={`Shop ${alt.name} at ${alt.retailerName} (opens in a new tab)`}>
              <ExternalLink aria-hidden className="size-4" />
            </a>
          </Button>
        </div>
      </div>
    </li>
  );
};

export const LookResult = ({ look }: { look: LookAnalysis }) => (
  <div className="flex flex-col gap-6" data-testid="look-result">
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between">
        <span id="look-score-label" className="text-sm text-stone-600">Look completion</span>
        <span className="font-display text-3xl text-ink" data-testid="look-score">{look.completionScore}%</span>
      </div>
      <Progress value={look.completionScore} aria-labelledby="look-score-label" />
      {(look.palette.length > 0 || look.aesthetics.length > 0) && (
        <div className="mt-1 flex flex-wrap gap-1.5">
          {[...look.aesthetics, ...look.palette].map((w) => <Badge key={w} variant="outline" className="capitalize">{w}</Badge>)}
        </div>
      )}
    </div>

    <section aria-labelledby="owned-heading" className="flex flex-col gap-2">
      <h4 id="owned-heading" className="text-sm font-medium text-ink">You already have</h4>
      <p className="text-xs text-stone-500">{BASIS_NOTE[look.basis]}</p>
      {look.ownedPieces.length === 0 ? (
        <p className="text-sm text-stone-600">Nothing from your wardrobe yet: add pieces you own and they will show here.</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {look.ownedPieces.map((p) => (
            <li key={`${p.source}:${p.id}`} className="flex w-28 flex-col gap-1 text-xs text-ink">
              <div className="aspect-square overflow-hidden rounded-lg bg-stone-100">
                {p.imageUrl ? <img src={p.imageUrl} alt={p.name} className="h-full w-full object-cover" /> : <Shirt aria-hidden className="m-auto mt-8 size-6 text-stone-400" />}
              </div>
              <span className="line-clamp-2">{p.name}</span>
            </li>
          ))}
        </ul>
      )}
    </section>

    {look.missingPieces.length > 0 && (
      <section aria-labelledby="missing-heading" className="flex flex-col gap-4">
        <h4 id="missing-heading" className="text-sm font-medium text-ink">To complete it</h4>
        {look.missingPieces.map((m) => (
          <div key={m.slot} className="flex flex-col gap-2" data-testid="missing-piece">
            <p className="text-sm text-ink">
              <span className="font-medium">{m.category}</span> — {m.description}
              {m.essential && <Badge variant="warning" className="ml-2">Essential</Badge>}
            </p>
            {m.alternatives.length === 0 ? (
              <p className="text-xs text-stone-500">No close match in the catalogue.</p>
            ) : (
              <ul className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-1 sm:grid sm:max-w-2xl sm:grid-cols-3 sm:overflow-visible">
                {m.alternatives.map((alt) => <AlternativeCard key={alt.productId} alt={alt} />)}
              </ul>
            )}
          </div>
        ))}
      </section>
    )}

    {look.styleNotes.length > 0 && (
      <section aria-labelledby="notes-heading" className="flex flex-col gap-1.5">
        <h4 id="notes-heading" className="text-sm font-medium text-ink">Style notes</h4>
        <ul className="list-disc pl-5 text-sm text-stone-700">{look.styleNotes.map((n, i) => <li key={i}>{n}</li>)}</ul>
      </section>
    )}
  </div>
);
