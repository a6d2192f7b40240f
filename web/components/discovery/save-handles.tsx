/**
 * Saving a list of handles from the Paste Handles and Instagram Import tabs: sources.add and
 * influencers.follow a slice at a time (saveHandles), a toast either way, the caches a follow changes
 * refreshed, and the 'Saving N of M…' + 'Save N' bar under the preview.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api.js';
import { Button } from '../ui/index.js';
import { invalidateAfterFollow, saveHandles, savedMessage, type SaveProgress } from './discovery-saves.js';

interface SaveHandlesOptions {
  /** Toast titles: 'Saved' / 'Save failed', 'Imported' / 'Import failed'. */
  savedTitle: string;
  failedTitle: string;
  /** After a save: clear the tab's input, then the opener's callback. */
  onSaved: () => void;
}

export const useSaveHandles = (handles: readonly string[], { savedTitle, failedTitle, onSaved }: SaveHandlesOptions) => {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const save = useMutation({
    mutationFn: () => saveHandles(handles, setProgress),
    onSuccess: (outcome) => {
      toast.success(savedTitle, { description: savedMessage(outcome) });
      void invalidateAfterFollow(queryClient);
      onSaved();
    },
    onError: (error) => toast.error(failedTitle, { description: errorMessage(error) }),
    onSettled: () => setProgress(null),
  });
  return { save, progress };
};

export const SaveHandlesBar = ({ count, save, progress }: { count: number } & ReturnType<typeof useSaveHandles>) => (
  <div className="flex items-center justify-end gap-2">
    {progress && progress.total > 0 && <span className="text-sm text-stone-600" role="status">Saving {progress.done} of {progress.total}…</span>}
    <Button onClick={() => save.mutate()} disabled={count === 0 || save.isPending} aria-busy={save.isPending}>
      Save {count}
    </Button>
  </div>
);
