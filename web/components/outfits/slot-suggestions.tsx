/** Up to 6 pieces for one slot from outfits.suggest, in a dialog: wardrobe, then dressing room, then catalogue. */
import { useQuery } from '@tanstack/react-query';
import { Shirt } from 'lucide-react';
import type { OutfitSuggestion, OutfitsSuggestOutput } from '../../../tools/outfits/contracts.js';
import type { Outfit, OutfitSlot, PieceSource } from '../../../tools/outfits/rules.js';
import { callTool, errorMessage } from '../../lib/api.js';
import { formatPrice } from '../../lib/format.js';
import { Badge, Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Spinner } from '../ui/index.js';
import type { BuilderPiece } from './use-outfit.js';
import { outfitSlotsInput } from './outfit-input.js';

export const SOURCE_LABELS: Record<PieceSource, string> = { wardrobe: 'Your wardrobe', dressing_room: 'Dressing room', product: 'Catalogue' };

export const suggestionAsPiece = (s: OutfitSuggestion): BuilderPiece => ({
  source: s.source, id: s.id, name: s.name, image_url: s.image_url, brand: s.brand, price: s.price, category: s.category,
});

const SLOT_NAMES: Record<OutfitSlot, string> = {
  dress: 'a dress', top: 'a top', bottom: 'a bottom', outerwear: 'outerwear', shoes: 'shoes', bag: 'a bag', accessories: 'an accessory',
};

interface SlotSuggestionsProps {
  slot: OutfitSlot | null;
  outfit: Outfit<BuilderPiece>;
  onChoose: (slot: OutfitSlot, piece: BuilderPiece) => void;
  onClose: () => void;
}

export const SlotSuggestions = ({ slot, outfit, onChoose, onClose }: SlotSuggestionsProps) => {
  const slots = outfitSlotsInput(outfit);
  const suggestions = useQuery({
    queryKey: ['outfit-suggestions', slot, slots],
    queryFn: () => callTool<OutfitsSuggestOutput>('outfits.suggest', { slot, outfit: slots }),
    enabled: slot !== null,
    staleTime: 15_000,
  });
  return (
    <Dialog open={slot !== null} onOpenChange={(open) => { if (!open) onClose(); }}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Choose {slot ? SLOT_NAMES[slot] : ''}</DialogTitle>
          <DialogDescription>Pieces that go with your outfit: your own first, then your dressing room, then the catalogue.</DialogDescription>
        </DialogHeader>
        {suggestions.isPending ? (
          <div className="flex justify-center py-10"><Spinner label="Finding pieces" /></div>
        ) : suggestions.isError ? (
          <p role="alert" className="text-sm text-red-800">Could not load suggestions: {errorMessage(suggestions.error)}</p>
        ) : suggestions.data.suggestions.length === 0 ? (
          <p className="py-6 text-center text-sm text-stone-600">Nothing for this slot yet. Add pieces to your wardrobe or dressing room.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Suggestions">
            {suggestions.data.suggestions.map((s) => (
              <li key={`${s.source}:${s.id}`} className="flex flex-col overflow-hidden rounded-xl border border-stone-200" data-testid="suggestion">
                <div className="relative aspect-square bg-stone-100">
                  {s.image_url ? <img src={s.image_url} alt="" className="h-full w-full object-cover" /> : <Shirt aria-hidden className="m-auto mt-8 size-8 text-stone-400" />}
                  <Badge variant="muted" className="absolute left-2 top-2">{SOURCE_LABELS[s.source]}</Badge>
                </div>
                <div className="flex flex-1 flex-col gap-1 p-2.5">
                  <p className="line-clamp-2 text-sm font-medium leading-snug text-ink">{s.name}</p>
                  <p className="text-xs text-stone-600">
                    {s.price !== null ? formatPrice(s.price) : ''}{s.style_match_reason ? `${s.price !== null ? ' · ' : ''}${s.style_match_reason}` : ''}
                  </p>
                  <Button size="sm" className="mt-auto" onClick={() => onChoose(slot!, suggestionAsPiece(s))} aria-label={`Add ${s.name}`}>Add</Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
};
