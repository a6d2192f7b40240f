/** Display formats shared by every page. */

/** m:ss for a duration in milliseconds (never negative). */
export const formatTimeLeft = (ms: number): string => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
};

/** $1,200 for whole amounts, $13.99 otherwise, so a card never disagrees with the stylist's reply. */
export { formatPrice } from '../../tools/text/price.js';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Date and time in the shopper's locale ("23 Nov 2026, 21:58"); an unreadable value as given. */
export const formatDateTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
};
