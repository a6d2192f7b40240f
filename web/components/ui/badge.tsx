import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

export type BadgeVariant = 'default' | 'outline' | 'muted' | 'success' | 'warning' | 'danger';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-ink text-paper',
  outline: 'border border-stone-300 text-ink',
  muted: 'bg-stone-100 text-stone-700',
  success: 'bg-emerald-100 text-emerald-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
};

export const Badge = ({ variant = 'default', className, ...props }: ComponentProps<'span'> & { variant?: BadgeVariant }) => (
  <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium', variants[variant], className)} {...props} />
);
