import { cn } from '../../lib/cn.js';

/** A quiet loading indicator; `label` is announced to screen readers. */
export const Spinner = ({ label = 'Loading', className }: { label?: string; className?: string }) => (
  <span role="status" className={cn('inline-flex items-center gap-2', className)}>
    <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-stone-300 border-t-ink" />
    <span className="sr-only">{label}</span>
  </span>
);
