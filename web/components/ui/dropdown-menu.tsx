/**
 * Radix DropdownMenu with the app's look: keyboard (arrows, Home/End, type-ahead, Escape) and focus
 * return come from Radix. Kept out of ui/index.ts so nothing in the entry chunk pulls it in by accident.
 */
import type { ComponentProps } from 'react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import { cn } from '../../lib/cn.js';

export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;

export const DropdownMenuContent = ({ className, sideOffset = 8, ...props }: ComponentProps<typeof RadixMenu.Content>) => (
  <RadixMenu.Portal>
    <RadixMenu.Content
      sideOffset={sideOffset}
      className={cn('z-40 min-w-56 rounded-2xl border border-stone-200 bg-white p-1.5 shadow-lg', className)}
      {...props}
    />
  </RadixMenu.Portal>
);

export const DropdownMenuItem = ({ className, ...props }: ComponentProps<typeof RadixMenu.Item>) => (
  <RadixMenu.Item
    className={cn(
      'flex cursor-pointer select-none items-center gap-2 rounded-xl px-3 py-2.5 text-sm text-ink outline-none',
      'data-[highlighted]:bg-stone-100 data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
      className,
    )}
    {...props}
  />
);

export const DropdownMenuLabel = ({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) => (
  <RadixMenu.Label className={cn('px-3 pb-1 pt-2 text-xs text-stone-600', className)} {...props} />
);

export const DropdownMenuSeparator = ({ className, ...props }: ComponentProps<typeof RadixMenu.Separator>) => (
  <RadixMenu.Separator className={cn('mx-1 my-1 h-px bg-stone-200', className)} {...props} />
);
