/**
 * 'What do you love about this?' (product rules §2, §5, §9): choose one or more reasons (color, style,
 * brand, price, aspirational, occasion), optionally a note; Submit only with a reason. Sent
 * through feedback.submit, which tunes the shopper's learned scores. The same dialog, opened as
 * "Not for me", asks what is not for her: the piece then leaves her feed.
 */
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { toast } from 'sonner';
import type { FeedbackReason } from '../../../tools/recommendations/learned-scores.js';
import { callTool, errorMessage } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Label, Textarea } from '../ui/index.js';

/** Product rules §9 feedback reasons, in its order; the type ties them to the tool's list. */
export const FEEDBACK_REASON_OPTIONS = [
  { value: 'color', label: 'Color' },
  { value: 'style', label: 'Style' },
  { value: 'brand', label: 'Brand' },
  { value: 'price', label: 'Price' },
  { value: 'aspirational', label: 'Aspirational' },
  { value: 'occasion', label: 'Occasion' },
] as const satisfies readonly { value: FeedbackReason; label: string }[];

const schema = z.object({
  reasons: z.array(z.enum(FEEDBACK_REASON_OPTIONS.map((o) => o.value))).min(1, 'Choose at least one reason'),
  notes: z.string().trim().max(1000, 'Keep it under 1000 characters'),
});
type FeedbackForm = z.infer<typeof schema>;

export type FeedbackVerdict = 'love' | 'not_for_me';

const WORDS: Record<FeedbackVerdict, { title: string; submit: string; thanks: string; learned: string; learning: string }> = {
  love: {
    title: 'What do you love about this?', submit: 'Submit', thanks: 'Thanks for the feedback',
    learned: 'Your recommendations now learn from what you love.', learning: 'A few more and your recommendations start learning from it.',
  },
  not_for_me: {
    title: 'What isn’t for you about this?', submit: 'Not for me', thanks: 'Noted — we’ll stop showing it',
    learned: 'Your recommendations now move away from it.', learning: 'It has left your feed; a few more and your recommendations learn from it.',
  },
};

interface FeedbackDialogProps {
  /** The catalogue product the feedback is about; null closes the dialog. */
  product: { id: string; product_name: string } | null;
  /** What the reasons mean: what she loves (default), or what is not for her. */
  verdict?: FeedbackVerdict;
  onOpenChange: (open: boolean) => void;
}

export const FeedbackDialog = ({ product, verdict = 'love', onOpenChange }: FeedbackDialogProps) => {
  const words = WORDS[verdict];
  const queryClient = useQueryClient();
  const form = useForm<FeedbackForm>({ resolver: zodResolver(schema), defaultValues: { reasons: [], notes: '' }, mode: 'onChange' });
  const reasons = form.watch('reasons');
  // A fresh form for every product.
  useEffect(() => { form.reset({ reasons: [], notes: '' }); }, [product?.id, form]);

  const submit = useMutation({
    mutationFn: (values: FeedbackForm) =>
      callTool<{ feedback_count: number; learned: boolean }>('feedback.submit', {
        itemId: product!.id, reasons: values.reasons, verdict, ...(values.notes ? { notes: values.notes } : {}),
      }),
    onSuccess: (result) => {
      toast.success(words.thanks, { description: result.learned ? words.learned : words.learning });
      void queryClient.invalidateQueries({ queryKey: ['feed'] });
      // A piece turned down leaves the picks shown beside the dialog too.
      void queryClient.invalidateQueries({ queryKey: ['curated'] });
      onOpenChange(false);
    },
    onError: (error) => toast.error('Feedback not saved', { description: errorMessage(error) }),
  });

  return (
    <Dialog open={product !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{product?.product_name}</DialogDescription>
        </DialogHeader>
        <form onSubmit={form.handleSubmit((values) => submit.mutate(values))} className="flex flex-col gap-5" noValidate>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink">Reasons</legend>
            <Controller control={form.control} name="reasons" render={({ field }) => (
              <div className="flex flex-wrap gap-2">
                {FEEDBACK_REASON_OPTIONS.map((o) => {
                  const on = field.value.includes(o.value);
                  return (
                    <button
                      key={o.value} type="button" aria-pressed={on}
                      onClick={() => field.onChange(on ? field.value.filter((r) => r !== o.value) : [...field.value, o.value])}
                      className={cn('rounded-full border px-4 py-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
                        on ? 'border-ink bg-ink text-paper' : 'border-stone-300 text-ink hover:bg-stone-100')}
                    >
                      {o.label}
                    </button>
                  );
                })}
              </div>
            )} />
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="feedback-notes">Anything else? (optional)</Label>
            <Textarea id="feedback-notes" rows={3} {...form.register('notes')} />
          </div>
          <DialogFooter className="mt-0">
            <Button variant="outline" onClick={() => onOpenChange(false)}>Cancel</Button>
            <Button type="submit" disabled={reasons.length === 0 || submit.isPending}>{submit.isPending ? 'Sending…' : words.submit}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
