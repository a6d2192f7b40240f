import type { ComponentProps } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { cn } from '../../lib/cn.js';

export const Tabs = RadixTabs.Root;

export const TabsList = ({ className, ...props }: ComponentProps<typeof RadixTabs.List>) => (
  <RadixTabs.List className={cn('inline-flex flex-wrap items-center gap-1 rounded-full bg-stone-100 p-1', className)} {...props} />
);

export const TabsTrigger = ({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) => (
  <RadixTabs.Trigger
    className={cn(
      'whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium text-stone-600 transition-colors hover:text-ink',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
      'data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm',
      className,
    )}
    {...props}
  />
);

export const TabsContent = ({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) => (
  <RadixTabs.Content className={cn('mt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ink', className)} {...props} />
);
