/**
 * Prices in words, without the NLP dependency of phrase.ts so the embeddable widget can use them
 * and stay small. phrase.ts re-exports both.
 */

const WHOLE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$1,450" for whole dollars, "$80.99" / "$37.50" otherwise; rounded to the cent first. */
export const formatPrice = (n: number): string => {
  if (!Number.isFinite(n)) throw new RangeError(`formatPrice: not a price: ${n}`);
  const cents = Math.round(n * 100);
  return cents % 100 === 0 ? WHOLE.format(cents / 100) : CENTS.format(cents / 100);
};

export interface PriceBounds { min?: number | null; max?: number | null }

/**
 * "under $100", "over $50", "between $50 and $150", "at $100" when both ends are the same price.
 * A minimum of 0 or less says nothing and is dropped; bounds given the wrong way round are swapped.
 * No bound at all gives "" (the caller says nothing about price).
 */
export const priceRange = ({ min, max }: PriceBounds): string => {
  let lo = typeof min === 'number' && Number.isFinite(min) && min > 0 ? min : null;
  let hi = typeof max === 'number' && Number.isFinite(max) ? max : null;
  if (lo !== null && hi !== null && lo > hi) [lo, hi] = [hi, lo];
  if (lo !== null && hi !== null) {
    return formatPrice(lo) === formatPrice(hi) ? `at ${formatPrice(lo)}` : `between ${formatPrice(lo)} and ${formatPrice(hi)}`;
  }
  if (hi !== null) return `under ${formatPrice(hi)}`;
  if (lo !== null) return `over ${formatPrice(lo)}`;
  return '';
};
