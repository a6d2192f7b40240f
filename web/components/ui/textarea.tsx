import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';
import { fieldClass } from './input.js';

export const Textarea = ({ className, ...props }: ComponentProps<'textarea'>) => (
  <textarea className={cn(fieldClass, 'min-h-24 py-2.5', className)} {...props} />
);
