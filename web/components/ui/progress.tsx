import type { ComponentProps } from 'react';
import { Progress as RadixProgress } from 'radix-ui';
import { cn } from '../../lib/cn.js';

/** value 0..100; give it an aria-label or aria-labelledby. */
export const Progress = ({ value, className, ...props }: ComponentProps<typeof RadixProgress.Root> & { value: number }) => (
  <RadixProgress.Root value={value} className={cn('relative h-2 w-full overflow-hidden rounded-full bg-stone-200', className)} {...props}>
    <RadixProgress.Indicator className="h-full bg-ink transition-transform duration-300" style={{ transform: `translateX(-${100 - Math.max(0, Math.min(100, value))}%)` }} />
  </RadixProgress.Root>
);
