/** Save outfit (outfits.save): an optional name (the server names it from its style otherwise). */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { toast } from 'sonner';
import { Save } from 'lucide-react';
import type { SavedOutfit } from '../../../tools/outfits/contracts.js';
import { callTool, errorMessage } from '../../lib/api.js';
import { Button, FieldMessage, Input, Label } from '../ui/index.js';
import { outfitSlotsInput } from './outfit-input.js';
import type { OutfitState } from './use-outfit.js';

export const OUTFITS_KEY = ['outfits'] as const;

const schema = z.object({ name: z.string().trim().max(100, 'Keep the name under 100 characters') });

export const SaveOutfitForm = ({ state, pieceCount }: { state: OutfitState; pieceCount: number }) => {
  const queryClient = useQueryClient();
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  const save = useMutation({
    mutationFn: (name: string) =>
      callTool<{ outfit: SavedOutfit }>('outfits.save', { ...(name ? { name } : {}), slots: outfitSlotsInput(state.outfit) }),
    onSuccess: ({ outfit }) => {
      toast.success('Outfit saved', { description: `${outfit.name} · ${outfit.completion_score}% complete` });
      form.reset({ name: '' });
      void queryClient.invalidateQueries({ queryKey: OUTFITS_KEY });
    },
    onError: (error) => toast.error('Outfit not saved', { description: errorMessage(error) }),
  });
  const error = form.formState.errors.name?.message;
  return (
    <form onSubmit={form.handleSubmit(({ name }) => save.mutate(name))} noValidate
      className="flex flex-col gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor="outfit-name">Outfit name (optional)</Label>
        <Input id="outfit-name" placeholder="e.g. Monday meetings" aria-invalid={!!error} {...form.register('name')} />
        {error && <FieldMessage>{error}</FieldMessage>}
      </div>
      <div className="flex gap-2">
        <Button type="button" variant="ghost" onClick={state.reset} disabled={pieceCount === 0}>Clear</Button>
        <Button type="submit" disabled={pieceCount === 0 || save.isPending}>
          <Save aria-hidden className="size-4" /> {save.isPending ? 'Saving…' : 'Save outfit'}
        </Button>
      </div>
    </form>
  );
};
