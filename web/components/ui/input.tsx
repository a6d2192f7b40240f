import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

export const fieldClass =
  'w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base text-ink placeholder:text-stone-500 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink ' +
  'aria-invalid:border-red-700 disabled:cursor-not-allowed disabled:opacity-60';

export const Input = ({ className, ...props }: ComponentProps<'input'>) => (
  <input className={cn(fieldClass, 'h-11', className)} {...props} />
);

export const Label = ({ className, ...props }: ComponentProps<'label'>) => (
  <label className={cn('text-sm font-medium text-ink', className)} {...props} />
);

/** A message under a field; role=alert only when it is an error so it is announced. */
export const FieldMessage = ({ tone = 'error', className, ...props }: ComponentProps<'p'> & { tone?: 'error' | 'success' | 'hint' }) => (
  <p
    role={tone === 'error' ? 'alert' : undefined}
    className={cn('text-sm', tone === 'error' ? 'text-red-800' : tone === 'success' ? 'text-emerald-800' : 'text-stone-600', className)}
    {...props}
  />
);
