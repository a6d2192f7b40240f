/**
 * "How it wears": the shopper corrects what one of their pieces is good for — formality, warmth,
 * seasons and occasions (tools/garments). Only what they change is sent (wardrobe.update), so the
 * rest keeps following the item's words; a correction stays through renames until they reset it.
 */
import { useId, useState, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { SlidersHorizontal } from 'lucide-react';
import {
  attributesSummary, FORMALITY_LABELS, GARMENT_OCCASIONS, GARMENT_SEASONS, LEVELS, OCCASION_LABELS, SEASON_LABELS, WARMTH_LABELS,
} from '../../../tools/garments/contracts.js';
import type { WardrobeItem } from '../../../tools/wardrobe/contracts.js';
import { callTool, errorMessage } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import {
  Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger, FieldMessage, Label, fieldClass,
} from '../ui/index.js';
import { attributeFormValues, itemAttributesSchema, resetChanges, toAttributeChanges, type ItemAttributesForm } from './item-attributes-form.js';
import { WARDROBE_KEY } from './use-wardrobe.js';

const chip = (checked: boolean) => cn(
  'inline-flex h-9 items-center rounded-full border px-3.5 text-sm transition-colors',
  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink',
  checked ? 'border-ink bg-ink text-paper' : 'border-stone-300 bg-white text-ink hover:bg-stone-100',
);

/** A list field as a row of checkbox chips (seasons, occasions). */
const ChipGroup = <V extends string>({ legend, options, labels, selected, registration, error }: {
  legend: ReactNode;
  options: readonly V[];
  labels: Readonly<Record<V, string>>;
  selected: readonly V[];
  registration: UseFormRegisterReturn;
  error?: { id: string; message?: string } | undefined;
}) => (
  <fieldset className="flex flex-col gap-2" aria-describedby={error?.id}>
    <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
    <div className="flex flex-wrap gap-2">
      {options.map((o) => (
        <label key={o} className="cursor-pointer">
          <input type="checkbox" value={o} className="peer sr-only" {...registration} />
          <span className={chip(selected.includes(o))}>{labels[o]}</span>
        </label>
      ))}
    </div>
    {error && <FieldMessage id={error.id}>{error.message}</FieldMessage>}
  </fieldset>
);

export const ItemAttributesDialog = ({ item }: { item: WardrobeItem }) => {
  const queryClient = useQueryClient();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const form = useForm<ItemAttributesForm>({ resolver: zodResolver(itemAttributesSchema), defaultValues: attributeFormValues(item) });
  const { errors } = form.formState;
  const seasons = form.watch('seasons');
  const occasions = form.watch('occasions');

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) form.reset(attributeFormValues(item));
  };

  const save = useMutation({
    mutationFn: (changes: Record<string, unknown>) => callTool<{ item: WardrobeItem }>('wardrobe.update', { id: item.id, ...changes }),
    onSuccess: () => {
      toast.success('Saved', { description: `${item.item_name}: kept as you set it.` });
      void queryClient.invalidateQueries({ queryKey: WARDROBE_KEY });
      setOpen(false);
    },
    onError: (error) => toast.error('Could not save that', { description: errorMessage(error) }),
  });

  const submit = form.handleSubmit((values) => {
    const changes = toAttributeChanges(values, item);
    if (Object.keys(changes).length === 0) {
      setOpen(false);
      return;
    }
    save.mutate(changes);
  });

  const corrected = (field: WardrobeItem['corrected_attributes'][number]) =>
    item.corrected_attributes.includes(field) && <span className="ml-1.5 text-xs font-normal text-stone-500">(set by you)</span>;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The line itself opens the editor: a card has no room for another button at phone width. */}
      <DialogTrigger asChild>
        <button type="button" data-testid="wears" aria-label={`Edit how ${item.item_name} wears: ${attributesSummary(item)}`}
          className="group -mx-1 flex items-start gap-1.5 rounded-md px-1 py-0.5 text-left text-xs text-stone-700 hover:bg-stone-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink">
          <span className="flex-1">{attributesSummary(item)}</span>
          <SlidersHorizontal aria-hidden className="mt-0.5 size-3.5 shrink-0 text-stone-500 group-hover:text-ink" />
        </button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>How it wears</DialogTitle>
          <DialogDescription>
            {item.item_name}: worked out from its name and fabric. Change anything that is off; what you set is kept.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${ids}-formality`}>Formality{corrected('formality')}</Label>
              <select id={`${ids}-formality`} className={cn(fieldClass, 'h-11')} {...form.register('formality')}>
                {LEVELS.map((l) => <option key={l} value={String(l)}>{l} · {FORMALITY_LABELS[l]}</option>)}
              </select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${ids}-warmth`}>Warmth{corrected('warmth')}</Label>
              <select id={`${ids}-warmth`} className={cn(fieldClass, 'h-11')} {...form.register('warmth')}>
                {LEVELS.map((l) => <option key={l} value={String(l)}>{l} · {WARMTH_LABELS[l]}</option>)}
              </select>
            </div>
          </div>
          <ChipGroup legend={<>Seasons{corrected('seasons')}</>} options={GARMENT_SEASONS} labels={SEASON_LABELS} selected={seasons}
            registration={form.register('seasons')} error={errors.seasons && { id: `${ids}-seasons-error`, message: errors.seasons.message }} />
          <ChipGroup legend={<>Occasions{corrected('occasions')}</>} options={GARMENT_OCCASIONS} labels={OCCASION_LABELS} selected={occasions}
            registration={form.register('occasions')} />
          <DialogFooter className="mt-1 gap-2 sm:justify-between">
            {item.corrected_attributes.length > 0
              ? <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => save.mutate(resetChanges(item.corrected_attributes))}>Use our suggestion</Button>
              : <span />}
            <div className="flex gap-2">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>Cancel</Button>
              <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving…' : 'Save'}</Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
