import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Usually one Button. */
  action?: ReactNode;
  className?: string;
}

export const EmptyState = ({ title, description, icon, action, className }: EmptyStateProps) => (
  <div className={cn('flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 px-6 py-14 text-center', className)}>
    {icon && <div aria-hidden className="text-stone-400">{icon}</div>}
    <h2 className="font-display text-2xl text-ink">{title}</h2>
    {description && <div className="max-w-md text-sm text-stone-600">{description}</div>}
    {action && <div className="mt-2">{action}</div>}
  </div>
);
