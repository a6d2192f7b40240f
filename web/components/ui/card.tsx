import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

export const Card = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('rounded-2xl border border-stone-200 bg-white shadow-sm', className)} {...props} />
);

export const CardHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col gap-1.5 p-6 pb-3', className)} {...props} />
);

/** Defaults to h3; pass `as` for the right outline level. */
export const CardTitle = ({ className, as: Tag = 'h3', ...props }: ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' }) => (
  <Tag className={cn('font-display text-xl leading-tight text-ink', className)} {...props} />
);

export const CardDescription = ({ className, ...props }: ComponentProps<'p'>) => (
  <p className={cn('text-sm text-stone-600', className)} {...props} />
);

export const CardContent = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('p-6 pt-3', className)} {...props} />
);
