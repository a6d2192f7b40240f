/** The shopper's saved outfits (outfits.list): name, score, pieces, remove. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { OutfitPiece, OutfitsListOutput, SavedOutfit } from '../../../tools/outfits/contracts.js';
import { outfitPieces } from '../../../tools/outfits/rules.js';
import { callTool, errorMessage } from '../../lib/api.js';
import { Badge, Button, Spinner } from '../ui/index.js';
import { OUTFITS_KEY } from './save-outfit-form.js';

export const SavedOutfits = () => {
  const queryClient = useQueryClient();
  const outfits = useQuery({ queryKey: OUTFITS_KEY, queryFn: () => callTool<OutfitsListOutput>('outfits.list', {}) });
  const remove = useMutation({
    mutationFn: (outfit: SavedOutfit) => callTool('outfits.remove', { id: outfit.id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: OUTFITS_KEY }),
    onError: (error) => toast.error('Outfit not removed', { description: errorMessage(error) }),
  });
  if (outfits.isPending) return <Spinner label="Loading saved outfits" />;
  if (outfits.isError) return <p className="text-sm text-red-800">Could not load your outfits: {errorMessage(outfits.error)}</p>;
  if (outfits.data.outfits.length === 0) return null;
  return (
    <section aria-labelledby="saved-outfits-heading" className="flex flex-col gap-3">
      <h3 id="saved-outfits-heading" className="font-display text-xl text-ink">Saved outfits <span className="text-base text-stone-500">({outfits.data.total})</span></h3>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="saved-outfits">
        {outfits.data.outfits.map((o) => {
          const pieces = outfitPieces<OutfitPiece>(o.slots);
          return (
            <li key={o.id} className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4" data-testid="saved-outfit">
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium text-ink">{o.name}</p>
                <Badge>{o.completion_score}%</Badge>
              </div>
              <div className="flex -space-x-2">
                {pieces.slice(0, 6).map(({ piece }) => (
                  <span key={`${piece.source}:${piece.id}`} className="size-10 overflow-hidden rounded-full border-2 border-white bg-stone-100">
                    {piece.image_url && <img src={piece.image_url} alt={piece.name} className="h-full w-full object-cover" />}
                  </span>
                ))}
              </div>
              <Button size="sm" variant="ghost" className="self-start" onClick={() => remove.mutate(o)} aria-label={`Remove outfit ${o.name}`}>
                <Trash2 aria-hidden className="size-4" /> Remove
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
