/**
 * Outfits, looks, the wardrobe and photo analyses in the stylist chat: pieces with their pictures,
 * where each comes from (yours, saved, or a price to buy) and the outfit rules' score.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Bookmark, Check, Shirt } from 'lucide-react';
import { toast } from 'sonner';
import { confidenceBand, type StyleAnalysis } from '../../../tools/analysis/contracts.js';
import type { LookAnalysis } from '../../../tools/looks/contracts.js';
import type { OutfitsSuggestOutput, SavedOutfit } from '../../../tools/outfits/contracts.js';
import type { OutfitSlot } from '../../../tools/outfits/rules.js';
import type { WardrobeCardItem } from '../../../tools/wardrobe/contracts.js';
import { callTool, errorMessage } from '../../lib/api.js';
import { formatPrice } from '../../lib/format.js';
import { Badge, Button, Card, Progress } from '../ui/index.js';
import { ProductLink } from '../product/product-link.js';

const SLOT_TITLES: Record<OutfitSlot, string> = {
  dress: 'Dresses', top: 'Tops', bottom: 'Bottoms', outerwear: 'Outerwear', shoes: 'Shoes', bag: 'Bags', accessories: 'Accessories',
};

const Thumb = ({ src, className = 'size-14' }: { src: string | null; className?: string }) => (
  <div className={`${className} shrink-0 overflow-hidden rounded-lg bg-stone-100`}>
    {src
      ? <img src={src} alt="" loading="lazy" className="h-full w-full object-cover" />
      : <div className="flex h-full items-center justify-center text-stone-400"><Shirt aria-hidden className="size-5" /></div>}
  </div>
);

/** Where a piece comes from, said in words (colour is never the only sign). */
const SourceBadge = ({ source, price }: { source: 'wardrobe' | 'dressing_room' | 'product'; price: number | null }) =>
  source === 'wardrobe' ? <Badge variant="success">Yours</Badge>
    : source === 'dressing_room' ? <Badge variant="muted">Saved</Badge>
      : <Badge variant="warning">{price !== null ? formatPrice(price) : 'To buy'}</Badge>;

const Score = ({ value, label }: { value: number; label: string }) => (
  <div className="flex items-center gap-2">
    <Progress value={value} aria-label={label} className="h-1.5 flex-1" />
    <span className="shrink-0 text-xs tabular-nums text-stone-700">{value}/100</span>
  </div>
);

interface PieceLike { id: string; name: string; image_url: string | null; source: 'wardrobe' | 'dressing_room' | 'product'; price: number | null }

const PieceRow = ({ piece, extra }: { piece: PieceLike; extra?: string }) => (
  <li className="flex min-w-0 items-center gap-3 py-1.5">
    <Thumb src={piece.image_url} className="size-12" />
    <div className="min-w-0 flex-1">
      <p className="truncate text-sm text-ink">{piece.name}</p>
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-stone-600">
        <SourceBadge source={piece.source} price={piece.price} />
        {extra && <span>{extra}</span>}
      </div>
    </div>
  </li>
);

export const SuggestionsCard = ({ output }: { output: OutfitsSuggestOutput }) => {
  const titleId = useId();
  return (
    <Card className="w-full max-w-xl p-4" role="group" aria-labelledby={titleId} data-testid="chat-suggestions-card">
      <h3 id={titleId} className="text-sm font-medium text-ink">{SLOT_TITLES[output.slot]} for your outfit</h3>
      {output.suggestions.length
        ? <ul className="mt-1">{output.suggestions.map((s) => <PieceRow key={`${s.source}:${s.id}`} piece={s} extra={s.match_label} />)}</ul>
        : <p className="mt-1 text-sm text-stone-600">Nothing fits this slot yet.</p>}
    </Card>
  );
};

const SaveAlternative = ({ productId, name }: { productId: string; name: string }) => {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const save = async () => {
    setState('busy');
    try {
      await callTool('dressingRoom.add', { productId });
      setState('done');
      toast.success(`Saved ${name} to your dressing room`);
    } catch (error) {
      setState('idle');
      toast.error('Save failed', { description: errorMessage(error) });
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void save()} disabled={state !== 'idle'} aria-label={state === 'done' ? `${name} saved` : `Save ${name}`}>
      {state === 'done' ? <Check aria-hidden className="size-3.5" /> : <Bookmark aria-hidden className="size-3.5" />} {state === 'done' ? 'Saved' : 'Save'}
    </Button>
  );
};

export const LookCard = ({ look }: { look: LookAnalysis }) => {
  const titleId = useId();
  return (
    <Card className="flex w-full max-w-xl flex-col gap-3 p-4" role="group" aria-labelledby={titleId} data-testid="chat-look-card">
      <div className="flex items-center gap-3">
        {look.anchor && <Thumb src={look.anchor.imageUrl} />}
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate text-sm font-medium text-ink">{look.anchor ? `A look around ${look.anchor.name}` : 'Your look'}</h3>
          <Score value={look.completionScore} label="Look completion" />
        </div>
      </div>
      {look.ownedPieces.length > 0 && (
        <section aria-label="Pieces you have">
          <h4 className="text-xs uppercase tracking-widest text-stone-500">You have</h4>
          <ul>{look.ownedPieces.map((p) => <PieceRow key={`${p.source}:${p.id}`} piece={{ ...p, image_url: p.imageUrl, price: null }} />)}</ul>
        </section>
      )}
      {look.missingPieces.length > 0 && (
        <section aria-label="To finish the look">
          <h4 className="text-xs uppercase tracking-widest text-stone-500">To finish it</h4>
          <ul>
            {look.missingPieces.map((m) => {
              const alt = m.alternatives[0];
              return (
                <li key={m.slot} className="flex min-w-0 items-center gap-3 py-1.5">
                  <Thumb src={alt?.imageUrl ?? null} className="size-12" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm text-ink">{alt ? <ProductLink id={alt.productId} className="hover:underline">{alt.name}</ProductLink> : m.category}</p>
                    <p className="text-xs text-stone-600">{m.category}{alt && ` · ${formatPrice(alt.price)} · ${alt.priceLevel}`}{m.alternatives.length > 1 && ` · ${m.alternatives.length - 1} more`}</p>
                  </div>
                  {alt && <SaveAlternative productId={alt.productId} name={alt.name} />}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </Card>
  );
};

const outfitPieces = (o: SavedOutfit) =>
  [o.slots.dress, o.slots.top, o.slots.bottom, o.slots.outerwear, o.slots.shoes, o.slots.bag, ...o.slots.accessories].filter((p) => p !== null);

export const OutfitCard = ({ outfit }: { outfit: SavedOutfit }) => {
  const titleId = useId();
  const pieces = outfitPieces(outfit);
  return (
    <Card className="flex w-full max-w-xl flex-col gap-2 p-4" role="group" aria-labelledby={titleId} data-testid="chat-outfit-card">
      <h3 id={titleId} className="truncate text-sm font-medium text-ink">{outfit.name}</h3>
      <Score value={outfit.completion_score} label={`${outfit.name} completion`} />
      <ul className="flex flex-wrap gap-2" aria-label="Pieces">
        {pieces.map((p) => (
          <li key={`${p.source}:${p.id}`} className="w-16 min-w-0">
            <Thumb src={p.image_url} className="size-16" />
            <p className={`mt-1 line-clamp-2 text-[11px] leading-tight ${p.available ? 'text-stone-700' : 'text-stone-400 line-through'}`}>
              {p.name}{!p.available && <span className="sr-only"> (no longer available)</span>}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
};

export const WardrobeCard = ({ items, total }: { items: WardrobeCardItem[]; total: number }) => (
  <Card className="w-full max-w-xl p-4" data-testid="chat-wardrobe-card">
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label="Wardrobe pieces">
      {items.slice(0, 8).map((i) => (
        <li key={i.id} className="min-w-0">
          <Thumb src={i.image_url} className="aspect-square w-full" />
          <p className="mt-1 truncate text-xs text-ink">{i.item_name}</p>
          <p className="truncate text-[11px] text-stone-500">{i.category}</p>
        </li>
      ))}
    </ul>
    <Link to="/wardrobe" className="mt-3 inline-block rounded text-sm font-medium text-ink underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ink">
      {items.length > 8 ? `See all ${items.length}` : 'Open your wardrobe'}{total > items.length ? ` (${total} pieces in all)` : ''}
    </Link>
  </Card>
);

export const StyleAnalysisCard = ({ analysis }: { analysis: StyleAnalysis }) => (
  <Card className="flex w-full max-w-xl flex-col gap-2 p-4" data-testid="chat-analysis-card">
    <p className="text-sm text-ink">
      <span className="font-medium capitalize">{analysis.aesthetic_category}</span>
      <span className="text-stone-600"> · {confidenceBand(analysis.confidence_score)} confidence ({Math.round(analysis.confidence_score * 100)}%)</span>
    </p>
    <ul className="flex flex-wrap gap-2" aria-label="Colour palette">
      {analysis.color_palette.map((c) => (
        <li key={c.hex} className="flex items-center gap-1.5 text-xs text-stone-700">
          <span aria-hidden className="size-4 rounded-full border border-stone-200" style={{ backgroundColor: c.hex }} />
          {c.name} {Math.round(c.share * 100)}%
        </li>
      ))}
    </ul>
  </Card>
);
