/**
 * Currencies a shopper names, and a fixed conversion table to US dollars (the catalogue's prices
 * are dollars). The rates are approximate mid-market rates, rounded, as of 1 October 2025; they are
 * not fetched (the reader does no I/O) and are good enough to turn "50 quid" into a price filter.
 * Update the table and its date together.
 */

/** US dollars per one unit of each currency. */
export const USD_PER_UNIT: Readonly<Record<string, number>> = {
  USD: 1, GBP: 1.34, EUR: 1.17, CAD: 0.72, AUD: 0.66, NZD: 0.58, JPY: 0.0067, CNY: 0.14, HKD: 0.128, SGD: 0.78, CHF: 1.25,
  SEK: 0.106, NOK: 0.1, DKK: 0.157, INR: 0.0113, KRW: 0.00071, MXN: 0.054, BRL: 0.185, ZAR: 0.057, AED: 0.272,
};

/** Symbols written before an amount. "$" alone is US dollars. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  $: 'USD', '£': 'GBP', '€': 'EUR', '¥': 'JPY', '₹': 'INR', '₩': 'KRW', 'us$': 'USD', 'c$': 'CAD', 'ca$': 'CAD', 'a$': 'AUD',
  'au$': 'AUD', 'nz$': 'NZD', 's$': 'SGD', 'hk$': 'HKD', 'r$': 'BRL',
};

/** Words and codes written next to an amount (lower case). */
export const CURRENCY_WORDS: Readonly<Record<string, string>> = {
  dollar: 'USD', dollars: 'USD', buck: 'USD', bucks: 'USD', usd: 'USD', 'us dollars': 'USD',
  pound: 'GBP', pounds: 'GBP', quid: 'GBP', gbp: 'GBP', sterling: 'GBP', 'pounds sterling': 'GBP', fiver: 'GBP', tenner: 'GBP',
  euro: 'EUR', euros: 'EUR', eur: 'EUR',
  cad: 'CAD', 'canadian dollars': 'CAD', 'canadian dollar': 'CAD', aud: 'AUD', 'australian dollars': 'AUD', 'aussie dollars': 'AUD',
  nzd: 'NZD', 'new zealand dollars': 'NZD', yen: 'JPY', jpy: 'JPY', yuan: 'CNY', rmb: 'CNY', cny: 'CNY', hkd: 'HKD', sgd: 'SGD',
  chf: 'CHF', franc: 'CHF', francs: 'CHF', 'swiss francs': 'CHF', sek: 'SEK', nok: 'NOK', dkk: 'DKK', kronor: 'SEK', krona: 'SEK',
  kroner: 'NOK', rupee: 'INR', rupees: 'INR', inr: 'INR', won: 'KRW', krw: 'KRW', peso: 'MXN', pesos: 'MXN', mxn: 'MXN',
  reais: 'BRL', brl: 'BRL', rand: 'ZAR', zar: 'ZAR', dirham: 'AED', dirhams: 'AED', aed: 'AED',
};

/** An amount in dollars, to the cent. */
export const toUsd = (amount: number, currency: string): number => Math.round(amount * (USD_PER_UNIT[currency] ?? 1) * 100) / 100;
