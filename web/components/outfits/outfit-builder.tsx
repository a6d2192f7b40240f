/**
 * The Outfit Builder (product rules §2 /wardrobe and /dressing-room, §4 Outfit slots, §9): seven slots, a
 * live completion score and up to 3 hints from the shared rules, up to 6 suggestions per slot from
 * outfits.suggest (wardrobe first, then the dressing room, then the catalogue), and Save outfit.
 */
import { useState } from 'react';
import { Plus, Sparkles, X, Shirt } from 'lucide-react';
import { toast } from 'sonner';
import { ACCESSORY_LIMIT, OUTFIT_SLOTS, outfitPieces, type OutfitSlot } from '../../../tools/outfits/rules.js';
import { cn } from '../../lib/cn.js';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Progress } from '../ui/index.js';
import type { BuilderPiece, OutfitState } from './use-outfit.js';
import { SlotSuggestions } from './slot-suggestions.js';
import { SaveOutfitForm } from './save-outfit-form.js';

export const SLOT_LABELS: Record<OutfitSlot, string> = {
  dress: 'Dress', top: 'Top', bottom: 'Bottom', outerwear: 'Outerwear', shoes: 'Shoes', bag: 'Bag', accessories: 'Accessories',
};

const PieceThumb = ({ piece, onRemove }: { piece: BuilderPiece; onRemove: () => void }) => (
  // On phones the name gets its own line under the picture, so it is not cut to one word.
  <div className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="outfit-piece">
    <div className="size-10 shrink-0 overflow-hidden rounded-lg bg-stone-100 sm:size-12">
      {piece.image_url ? <img src={piece.image_url} alt="" className="h-full w-full object-cover" /> : <Shirt aria-hidden className="m-3 size-6 text-stone-400" />}
    </div>
    <p className="order-last line-clamp-2 w-full min-w-0 text-sm leading-snug text-ink sm:order-none sm:w-auto sm:flex-1">{piece.name}</p>
    <button type="button" onClick={onRemove} aria-label={`Remove ${piece.name} from the outfit`}
      className="ml-auto shrink-0 rounded-full p-1.5 sm:ml-0 text-stone-500 hover:bg-stone-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-ink">
      <X aria-hidden className="size-4" />
    </button>
  </div>
);

interface OutfitBuilderProps {
  state: OutfitState;
  /** A line under the title: where the pieces come from on this page. */
  description?: string;
}

export const OutfitBuilder = ({ state, description }: OutfitBuilderProps) => {
  const { outfit, score, hints } = state;
  const [choosing, setChoosing] = useState<OutfitSlot | null>(null);
  const highlighted = new Set(hints.flatMap((h) => h.slots));
  const choose = (slot: OutfitSlot, piece: BuilderPiece) => {
    const result = state.place(slot, piece);
    if (!result.ok) toast.error('Not added', { description: result.message });
    return result.ok;
  };

  return (
    <Card aria-labelledby="outfit-builder-title" role="region">
      <CardHeader className="px-4 sm:px-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <CardTitle as="h2" id="outfit-builder-title">Outfit Builder</CardTitle>
            <CardDescription>{description ?? 'Fill the slots; the score shows how complete the look is.'}</CardDescription>
          </div>
          <div className="flex min-w-48 flex-col gap-1.5">
            <div className="flex items-baseline justify-between">
              <span id="outfit-score-label" className="text-sm text-stone-600">Completion</span>
              <span className="font-display text-3xl text-ink" data-testid="outfit-score" aria-live="polite">{score}%</span>
            </div>
            <Progress value={score} aria-labelledby="outfit-score-label" />
          </div>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 px-4 sm:px-6">
        {hints.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Hints">
            {hints.map((h) => (
              <li key={h.kind}><Badge variant="warning"><Sparkles aria-hidden className="size-3" /> {h.text}</Badge></li>
            ))}
          </ul>
        ) : (
          <p className="text-sm font-medium text-emerald-800">A complete look.</p>
        )}
        <ul className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
          {OUTFIT_SLOTS.map((slot) => {
            const pieces = slot === 'accessories' ? outfit.accessories : outfit[slot] ? [outfit[slot]] : [];
            const canAdd = slot === 'accessories' ? outfit.accessories.length < ACCESSORY_LIMIT : pieces.length === 0;
            return (
              <li key={slot} data-slot={slot}
                className={cn('flex min-w-0 flex-col gap-2 rounded-2xl border p-2.5 sm:p-3', slot === 'accessories' && 'col-span-2 sm:col-span-1', highlighted.has(slot) && pieces.length === 0 ? 'border-amber-300 bg-amber-50/40' : 'border-stone-200')}>
                <p className="text-xs font-medium uppercase tracking-widest text-stone-500">
                  {SLOT_LABELS[slot]}{slot === 'accessories' && ` (${outfit.accessories.length}/${ACCESSORY_LIMIT})`}
                </p>
                {pieces.map((piece) => <PieceThumb key={`${piece.source}:${piece.id}`} piece={piece} onRemove={() => state.remove(piece)} />)}
                {canAdd && (
                  <Button variant="outline" size="sm" onClick={() => setChoosing(slot)} aria-label={`Choose ${SLOT_LABELS[slot].toLowerCase()}`}>
                    <Plus aria-hidden className="size-4" /> Choose
                  </Button>
                )}
                {!canAdd && slot !== 'accessories' && (
                  <Button variant="ghost" size="sm" onClick={() => setChoosing(slot)} aria-label={`Swap ${SLOT_LABELS[slot].toLowerCase()}`}>Swap</Button>
                )}
              </li>
            );
          })}
        </ul>
        <SaveOutfitForm state={state} pieceCount={outfitPieces(outfit).length} />
      </CardContent>
      <SlotSuggestions slot={choosing} outfit={outfit} onClose={() => setChoosing(null)}
        onChoose={(slot, piece) => { if (choose(slot, piece)) setChoosing(null); }} />
    </Card>
  );
};
