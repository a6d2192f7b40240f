/**
 * Style-discovery dialog, tab 3 (product rules §2, §5): the fixed alphabetical Quick Pick list as toggle
 * buttons, a 'Selected N' badge and 'Save N'. Saving needs at least one selection and goes through
 * sources.quickPick (style sources at priority_score 50, follows at preference_score 50).
 */
import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Check } from 'lucide-react';
import { errorMessage } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import { Badge, Button } from '../ui/index.js';
import { invalidateAfterFollow, quickPickHandles, saveQuickPick, savedMessage } from './discovery-saves.js';
import { useFollowedAll } from './influencers-tab.js';

export const QuickPick = ({ onSaved }: { onSaved?: () => void }) => {
  const handles = useMemo(quickPickHandles, []);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const queryClient = useQueryClient();
  // Accounts already followed show as such instead of offering a save that would only skip them.
  const followedQuery = useFollowedAll();
  const following = useMemo(
    () => new Set((followedQuery.data?.influencers ?? []).map((i) => i.handle.replace(/^@/, '').toLowerCase())),
    [followedQuery.data],
  );
  const save = useMutation({
    mutationFn: () => saveQuickPick(handles.filter((h) => selected.has(h))),
    onSuccess: (outcome) => {
      toast.success('Saved', { description: savedMessage(outcome) });
      setSelected(new Set());
      void invalidateAfterFollow(queryClient);
      onSaved?.();
    },
    onError: (error) => toast.error('Save failed', { description: errorMessage(error) }),
  });
  const toggle = (handle: string) => setSelected((prev) => {
    const next = new Set(prev);
    if (next.has(handle)) next.delete(handle);
    else next.add(handle);
    return next;
  });
  const count = selected.size;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-600" id="quick-pick-hint">Pick well-known fashion accounts and brands to follow.</p>
        <Badge variant={count ? 'default' : 'muted'} data-testid="quick-pick-selected" aria-live="polite">Selected {count}</Badge>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Quick Pick accounts" aria-describedby="quick-pick-hint">
        {handles.map((handle) => {
          const on = selected.has(handle);
          if (following.has(handle)) {
            return (
              <button key={handle} type="button" disabled className="inline-flex items-center gap-1 rounded-full border border-stone-200 bg-stone-100 px-3 py-1.5 text-sm text-stone-700">
                <Check className="size-3.5" aria-hidden />@{handle}{' '}<span className="text-xs">· Following</span>
              </button>
            );
          }
          return (
            <button
              key={handle}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(handle)}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
                on ? 'border-ink bg-ink text-paper' : 'border-stone-300 bg-white text-ink hover:border-stone-500',
              )}
            >
              {on && <Check className="size-3.5" aria-hidden />}@{handle}
            </button>
          );
        })}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {count > 0 && <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())} disabled={save.isPending}>Clear</Button>}
        <Button onClick={() => save.mutate()} disabled={count === 0 || save.isPending} aria-busy={save.isPending}>
          {save.isPending ? `Saving ${count}…` : `Save ${count}`}
        </Button>
      </div>
    </div>
  );
};
