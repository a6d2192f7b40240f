import { expect, it } from 'vitest';
import { formatDateTime, formatPrice, formatTimeLeft } from './format.js';

it('formats m:ss', () => {
  expect(formatTimeLeft(300_000)).toBe('5:00');
  expect(formatTimeLeft(61_000)).toBe('1:01');
  expect(formatTimeLeft(9_500)).toBe('0:10');
  expect(formatTimeLeft(0)).toBe('0:00');
  expect(formatTimeLeft(-5_000)).toBe('0:00');
});

it('keeps cents when there are any and drops them for whole amounts', () => {
  expect(formatPrice(13.99)).toBe('$13.99');
  expect(formatPrice(1200)).toBe('$1,200');
  expect(formatPrice(37.5)).toBe('$37.50');
});

it('formats a date and time in the locale, and leaves an unreadable value as given', () => {
  const shown = formatDateTime('2026-11-23T21:58:00.000Z');
  expect(shown).toContain('2026');
  expect(shown).not.toBe('2026-11-23T21:58:00.000Z');
  expect(formatDateTime('not a date')).toBe('not a date');
});
