import type { ComponentProps } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.js';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps extends ComponentProps<typeof RadixDialog.Content> {
  /** Hide the corner close button (for dialogs that must be answered with their own buttons). */
  hideClose?: boolean;
}

export const DialogContent = ({ className, children, hideClose = false, ...props }: DialogContentProps) => (
  <RadixDialog.Portal>
    <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/40 backdrop-blur-[2px]" />
    <RadixDialog.Content
      className={cn(
        'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
        'rounded-2xl bg-white p-6 shadow-xl focus-visible:outline-none',
        className,
      )}
      {...props}
    >
      {children}
      {!hideClose && (
        <RadixDialog.Close
          className="absolute right-4 top-4 rounded-full p-1.5 text-stone-500 hover:bg-stone-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-ink"
          aria-label="Close"
        >
          <X className="size-4" aria-hidden />
        </RadixDialog.Close>
      )}
    </RadixDialog.Content>
  </RadixDialog.Portal>
);

export const DialogHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('mb-4 flex flex-col gap-1.5 pr-8', className)} {...props} />
);

export const DialogFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
);

export const DialogTitle = ({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) => (
  <RadixDialog.Title className={cn('font-display text-2xl text-ink', className)} {...props} />
);

export const DialogDescription = ({ className, ...props }: ComponentProps<typeof RadixDialog.Description>) => (
  <RadixDialog.Description className={cn('text-sm text-stone-600', className)} {...props} />
);
