/**
 * "how much did I spend?" under a pasted receipt or order (in the message, or the one before): the
 * answer is arithmetic on the paste, no tool. The paste's TOTAL line when it states one and nothing is
 * left out; else its priced lines added up, less those the shopper leaves out ("without the blazer").
 * The cart's total is the cart skill's: a clause naming the cart, the dressing room or the wardrobe is
 * not asked here. Pure.
 */

/** Asking what a receipt comes to. */
const SUM_ASK = /\b(?:how much (?:did|have|do|was|were|is|are|will)\b|what(?:'s|s| is| does| did| do| was)? (?:that|this|it|they|those|these|everything|all(?: that)?|the (?:total|sum|damage))? ?(?:all )?(?:come|came|comes|add|adds|added|total|totals|cost|costs|sum)\b|(?:the |a )?(?:total|sum|tally)\b|add (?:it|them|those|these|that) up)/i;
/** Places whose total is another skill's. */
const ELSEWHERE = /\b(?:cart|basket|dressing room|fitting room|wardrobe|closet|budget|trip)\b/i;
/** Lines that are no piece bought: the totals, taxes, shipping, card and order numbers. */
const NOT_A_PIECE = /\b(?:sub-?total|total|vat|tax|shipping|delivery|postage|discount|card|order|ref|paid|change|balance|savings?|tip)\b/i;
const TOTAL_LINE = /^\W*(?:grand )?total\b/i;
/** An amount at the end of a line: "$140", "140.00", "USD 800.00", "€ 85,50". */
const AMOUNT = /(?:^|[\s:.…-])(?:[$£€]|usd|eur|gbp)?\s?(\d{1,5}(?:[.,]\d{2})?)\s*(?:[$£€]|usd|eur|gbp)?\s*$/i;
/** What the shopper leaves out: "without the blazer", "minus the boots", "not counting the scarf". */
const LEAVE_OUT = /\b(?:without|minus|except|excluding|not counting|leaving out|apart from|other than)\s+(?:the\s+|my\s+)?([\p{L} ]{3,40}?)(?=[?.!,]|$|\s+(?:pls|please|tho|though)\b)/iu;

export interface ReceiptSum {
  amount: number;
  /** The currency sign the paste writes ("$" when it names none). */
  sign: string;
  /** How many priced lines were added (0: the paste's TOTAL line was read). */
  lines: number;
  /** The lines left out at the shopper's word. */
  leftOut: string[];
}

const amountOf = (line: string): number | null => {
  const m = AMOUNT.exec(line.trim());
  return m ? Number(m[1]!.replace(',', '.')) : null;
};

/** A receipt's sum for a sum asked in `ask`, from `paste` (its lines); null when the ask or the paste is no such thing. */
export const receiptSum = (ask: string, paste: string): ReceiptSum | null => {
  // The ask is the shopper's line, not one of the receipt's ("Total 388.00"): it holds no amount.
  if (/\d/.test(ask) || !SUM_ASK.test(ask) || ELSEWHERE.test(ask)) return null;
  const lines = paste.split('\n').map((l) => l.trim()).filter(Boolean);
  const priced = lines.filter((l) => amountOf(l) !== null && !NOT_A_PIECE.test(l.replace(AMOUNT, '')) && /\p{L}{3}/u.test(l));
  const total = lines.find((l) => TOTAL_LINE.test(l) && amountOf(l) !== null);
  if (priced.length < 2 && !total) return null;
  const sign = /£|gbp/i.test(paste) ? '£' : /€|eur\b/i.test(paste) ? '€' : '$';
  const out = LEAVE_OUT.exec(ask)?.[1]?.toLowerCase().split(/\s+/).filter((w) => w.length > 2) ?? [];
  const left = out.length ? priced.filter((l) => out.some((w) => l.toLowerCase().includes(w.replace(/s$/, '')))) : [];
  if (out.length && !left.length) return null;
  if (total && !left.length) return { amount: amountOf(total)!, sign, lines: 0, leftOut: [] };
  const kept = priced.filter((l) => !left.includes(l));
  const amount = Math.round(kept.reduce((s, l) => s + amountOf(l)!, 0) * 100) / 100;
  return { amount, sign, lines: kept.length, leftOut: left.map((l) => l.replace(AMOUNT, '').replace(/[\s.:…-]+$/, '').trim()) };
};

/** The receipt the ask is about: the message's own lines before the ask, else the turn before's. */
export const receiptSumAsked = (message: string, earlier: readonly string[]): ReceiptSum | null => {
  const lines = message.trim().split('\n');
  const ask = lines.at(-1) ?? '';
  if (lines.length > 1) return receiptSum(ask, lines.slice(0, -1).join('\n'));
  const before = earlier.at(-1);
  return before?.includes('\n') ? receiptSum(ask, before) : null;
};
