import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/cn.js';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-paper hover:bg-stone-700',
  secondary: 'bg-stone-200 text-ink hover:bg-stone-300',
  outline: 'border border-stone-400 bg-transparent text-ink hover:bg-stone-100',
  ghost: 'bg-transparent text-ink hover:bg-stone-100',
  destructive: 'bg-red-800 text-white hover:bg-red-900',
  link: 'bg-transparent text-ink underline underline-offset-4 hover:text-stone-600 px-0',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
  icon: 'h-10 w-10 p-0',
};

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (e.g. a router Link) with button styling. */
  asChild?: boolean;
}

export const buttonClass = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-medium tracking-wide transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    variants[variant],
    sizes[size],
    className,
  );

export const Button = ({ variant = 'primary', size = 'md', asChild = false, className, type, ...props }: ButtonProps) => {
  if (asChild) return <Slot.Root className={buttonClass(variant, size, className)} {...props} />;
  return <button type={type ?? 'button'} className={buttonClass(variant, size, className)} {...props} />;
};
