/**
 * What the discovery step machines (web/machines/scanner.ts, instagram-analysis.ts) share on screen:
 * their emitted `toast` events become sonner toasts, `refresh` invalidates every cached query (the
 * style DNA changed: the profile, the stat cards and the feed read it again), and the labelled
 * progress bar of the step being run. A screen closed while a refresh is still pending refreshes as it
 * closes.
 */
import { useEffect, useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { REFRESH_PENDING_TAG, type StepNotice } from '../../machines/helpers.js';
import { Progress } from '../ui/index.js';

interface NoticeSource {
  on: (type: '*', handler: (event: StepNotice) => void) => { unsubscribe: () => void };
  getSnapshot: () => { hasTag: (tag: typeof REFRESH_PENDING_TAG) => boolean };
}

export const useStepNotices = (actor: NoticeSource) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sub = actor.on('*', (event) => {
      if (event.type === 'toast') {
        if (event.tone === 'error') toast.error(event.title, { description: event.description });
        else toast.success(event.title, { description: event.description });
      }
      if (event.type === 'refresh') void queryClient.invalidateQueries();
    });
    return () => {
      sub.unsubscribe();
      // Closed before the delayed refresh: refresh now rather than leave the changed data stale.
      if (actor.getSnapshot().hasTag(REFRESH_PENDING_TAG)) void queryClient.invalidateQueries();
    };
  }, [actor, queryClient]);
};

export const StepProgress = ({ value, label }: { value: number; label: string }) => {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Progress value={value} aria-labelledby={id} />
      <p id={id} className="text-sm text-stone-700" aria-live="polite">{label} ({value}%)</p>
    </div>
  );
};
