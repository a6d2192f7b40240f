import { clsx, type ClassValue } from 'clsx';

/** Joins class names; later Tailwind classes are listed after earlier ones, so callers can extend. */
export const cn = (...values: ClassValue[]): string => clsx(values);
