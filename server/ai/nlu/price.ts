/**
 * Budgets: the amounts in a clause that are prices, with their bounds and currency. The amounts come
 * from ./numbers.ts (compromise); what makes one a ceiling, a floor, a range or an estimate is the
 * cue phrase before or after it, from the tables below. The longest cue wins, so "no more than 80"
 * is a ceiling and never min = max = 80.
 */
import { CURRENCY_WORDS, toUsd } from './currency.js';
import type { NumberMention } from './numbers.js';
import type { PriceSlot } from './types.js';

type Bound = 'max' | 'min' | 'about';

/** Phrases right before an amount. */
const BEFORE: Readonly<Record<string, Bound>> = {
  under: 'max', below: 'max', 'less than': 'max', 'no more than': 'max', 'not more than': 'max', 'nothing more than': 'max',
  max: 'max', maximum: 'max', 'max of': 'max', 'maximum of': 'max', 'at most': 'max', 'at the most': 'max', 'at the very most': 'max',
  'up to': 'max', 'upto': 'max', 'budget of': 'max', 'budget is': 'max', "budget's": 'max', budget: 'max', 'budget is about': 'about',
  'within': 'max', 'cheaper than': 'max', 'no higher than': 'max', 'not over': 'max', 'nothing over': 'max', 'nothing above': 'max',
  'not above': 'max', "won't go past": 'max', 'wont go past': 'max', "won't go over": 'max', 'wont go over': 'max',
  "won't go above": 'max', "can't go over": 'max', 'cant go over': 'max', "can't go above": 'max', "don't want to spend more than": 'max',
  "won't spend more than": 'max', 'not spending more than': 'max', 'limit is': 'max', 'limit of': 'max', 'ceiling is': 'max',
  'ceiling of': 'max', 'cap is': 'max', 'capped at': 'max', 'cap of': 'max', 'max is': 'max', 'spend': 'max', 'to spend': 'max',
  'spend up to': 'max', 'keep it under': 'max', 'keep it below': 'max', 'less then': 'max', 'beneath': 'max', 'sub': 'max',
  'no dearer than': 'max', 'no pricier than': 'max', 'no more expensive than': 'max', 'not dearer than': 'max', 'not pricier than': 'max',
  'pricier than': 'min', 'dearer than': 'min', 'more expensive than': 'min',
  'over': 'min', above: 'min', 'more than': 'min', 'at least': 'min', 'from': 'min', 'starting at': 'min', 'starting from': 'min',
  minimum: 'min', min: 'min', 'north of': 'min', 'in excess of': 'min', exceed: 'min', exceeding: 'min', 'beyond': 'min', 'no less than': 'min', 'not less than': 'min', 'not under': 'min', 'upwards of': 'min',
  about: 'about', around: 'about', roughly: 'about', approximately: 'about', approx: 'about', circa: 'about', '~': 'about',
  'in the region of': 'about', 'somewhere around': 'about', 'something like': 'about', 'give or take': 'about', 'close to': 'about',
  'ballpark': 'about', 'or so': 'about', 'around the': 'about', 'about the': 'about', 'roughly the': 'about',
};

/** Phrases right after an amount (and its currency). */
const AFTER: Readonly<Record<string, Bound>> = {
  max: 'max', maximum: 'max', tops: 'max', 'at most': 'max', 'or less': 'max', 'or under': 'max', 'or below': 'max', 'or cheaper': 'max',
  'and under': 'max', 'and below': 'max', 'is my limit': 'max', 'is the limit': 'max', 'is my max': 'max', 'is my budget': 'max',
  'is the max': 'max', 'is my ceiling': 'max', 'is the ceiling': 'max', 'is my cap': 'max', 'limit': 'max', 'ceiling': 'max',
  'to spend': 'max', 'budget': 'max', 'at the most': 'max', 'at the very most': 'max', 'or lower': 'max', 'is the most': 'max',
  'or more': 'min', 'and up': 'min', 'and upwards': 'min', 'and above': 'min', 'or above': 'min', 'or over': 'min', plus: 'min',
  '+': 'min', minimum: 'min', 'at least': 'min', 'or so': 'about', ish: 'about', '-ish': 'about', 'give or take': 'about',
  'or thereabouts': 'about',
};

/** Words that make an amount a price when no cue or currency does. */
const PRICE_WORDS = new Set(['budget', 'price', 'priced', 'cost', 'costs', 'costing', 'spend', 'spending', 'pay', 'paying', 'cheaper', 'dearer', 'for']);

/** Words after a number that make it something other than money. */
const NOT_MONEY_AFTER = new Set([
  'day', 'days', 'night', 'nights', 'week', 'weeks', 'month', 'months', 'year', 'years', 'hour', 'hours', 'minute', 'minutes',
  'item', 'items', 'piece', 'pieces', 'look', 'looks', 'outfit', 'outfits', 'option', 'options', 'result', 'results', 'idea', 'ideas',
  'more', 'of', '%', 'percent', 'cm', 'mm', 'inch', 'inches', 'kg', 'kgs', 'kilos', 'l', 'litre', 'litres', 'liter', 'liters', 'lb', 'lbs', 'am', 'pm', 'people', 'times', 'st', 'nd', 'rd', 'th', 'one', 'ones',
  // A temperature ("86F", "5°C", "20 deg") is no money either.
  'suggestions', 'things', 'pairs', 'pair', 'degrees', 'degree', 'deg', 'degs', '°', '°c', '°f', 'c', 'f', 'celsius', 'fahrenheit', 'followers', 'posts', 'photos', 'handles', 'accounts', 'influencers', 'x',
]);
const NOT_MONEY_BEFORE = new Set(['size', 'sizes', 'uk', 'eu', 'us', '#', 'number', 'no', 'top', 'first', 'last', 'item', 'the', 'show', 'give', 'me',
  'order', 'ref', 'reference', 'invoice', 'booking', 'flight', 'ticket', 'tracking']);

/** Below this, an amount with no cue could be a count ("show me 5 dresses"); from it, it reads as money. */
export const LONE_AMOUNT_MIN = 20;
const COUNT_BEFORE_WORDS = new Set(['top', 'me', 'us', 'show', 'give', 'find', 'just', 'only', 'another', 'size', 'the', 'first', 'last']);

/** The ± share an "about" amount is widened by: "about 60" searches 45–75, "around $100" 75–125. */
export const APPROXIMATE_BAND = 0.25;

/** Words that turn a floor before them into a ceiling: "can't spend more than 50", "won't pay over 80". */
const NEGATIONS = new Set(["can't", 'cant', 'cannot', "won't", 'wont', "don't", 'dont', 'never', "shouldn't", "mustn't", "couldn't", "wouldn't"]);
/** Negations that do so only right before the floor ("nothing north of 120", "not a penny over 80", "I'm not going above 60"). */
const NEAR_NEGATIONS = new Set(['nothing', "isn't", "aren't", 'none']);
/**
 * "not" and "never" negate the comparison they govern across the verb phrase between them ("I should not like to spend
 * more than 300", "I'd prefer not to pay a great deal more than 150"): five words, not counting words of degree.
 */
const WIDE_NEGATIONS = new Set(['not', 'never']);
/** Words of degree between a negation and its comparison: they hedge it, they do not change its polarity. */
const DEGREE = new Set(['much', 'a', 'great', 'good', 'deal', 'lot', 'lots', 'bit', 'little', 'way', 'far', 'any', 'very', 'too', 'whole', 'heap',
  'significantly', 'substantially', 'massively', 'hugely', 'wildly', 'loads', 'tons', 'awful', 'awfully', 'that', 'so']);

/** Words that say the shopper wants to go cheaper than what was shown: an estimate beside one is where to stop ("cheaper, like 50ish"). */
const CHEAPER = new Set(['cheaper', 'cheapest', 'less', 'lower', 'affordable', 'affordabler', 'inexpensive']);

/** Phrases after an amount that make it a ceiling whatever cue came before: "anything over 300 is too much". */
const CEILING_AFTER: Readonly<Record<string, Bound>> = {
  'is too much': 'max', 'is too expensive': 'max', 'is too pricey': 'max', 'is too dear': 'max', 'is too steep': 'max', 'is pushing it': 'max',
  'too much': 'max', 'too expensive': 'max', 'too pricey': 'max', 'is out of my budget': 'max', 'is over my budget': 'max',
};

interface Amount { mention: NumberMention; currency?: string; bound?: Bound; priced: boolean; afterEnd: number }

const wordsOf = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").split(/[^\p{L}\p{N}'~+$£€¥-]+/u).filter(Boolean);
/** The cue the words end with, and how many words it took. */
const endingCue = (words: string[], table: Readonly<Record<string, Bound>>): [Bound, number] | undefined => {
  for (let n = Math.min(7, words.length); n >= 1; n--) {
    const phrase = words.slice(-n).join(' ');
    if (table[phrase]) return [table[phrase], n];
  }
  return undefined;
};

/**
 * The bound a cue before an amount sets. A floor after a negation is a ceiling: "I can't spend more
 * than 50", "don't want to pay over 80", "not going above 100" (so no list of such phrasings is needed).
 */
const boundBefore = (words: string[], sinceStop: string[] = words): Bound | undefined => {
  const cue = endingCue(words, BEFORE);
  if (!cue) return undefined;
  const [bound, n] = cue;
  if (bound === 'min' && words.slice(-n - 5, -n).some((w) => NEGATIONS.has(w.replace(/[’]/g, "'")))) return 'max';
  if (bound === 'min' && words.slice(-n - 3, -n).some((w) => NEAR_NEGATIONS.has(w.replace(/[’]/g, "'")))) return 'max';
  if (bound === 'min' && sinceStop.slice(0, -n).filter((w) => !DEGREE.has(w)).slice(-5).some((w) => WIDE_NEGATIONS.has(w))) return 'max';
  return bound;
};
const startsWithPhrase = (words: string[], table: Readonly<Record<string, Bound>>): Bound | undefined => {
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    const phrase = words.slice(0, n).join(' ');
    if (table[phrase]) return table[phrase];
  }
  return undefined;
};

/** The currency word right after an amount ("pounds", "canadian dollars"), with how many words it took. */
const currencyAfter = (words: string[]): [string, number] | undefined => {
  for (const n of [2, 1]) {
    const code = CURRENCY_WORDS[words.slice(0, n).join(' ')];
    if (code) return [code, n];
  }
  return undefined;
};

/**
 * Reads the price of a clause from its numbers; also returns the mentions it used, so they are not
 * counts. `shopping`: the clause names something to buy, so an amount of LONE_AMOUNT_MIN or more with
 * no other role ("a grand on a coat", "boots 150") is what the shopper will pay.
 */
export const readPrice = (text: string, numbers: readonly NumberMention[], shopping = false): { price: PriceSlot | null; used: NumberMention[] } => {
  const amounts: Amount[] = [];
  for (const mention of numbers) {
    if (mention.ordinal) continue;
    const beforeWords = wordsOf(text.slice(Math.max(0, mention.start - 60), mention.start));
    // "around a hundred", "under a grand": the article is the amount's, the cue is before it.
    if (beforeWords.length > 1 && (beforeWords.at(-1) === 'a' || beforeWords.at(-1) === 'an')) beforeWords.pop();
    let afterWords = wordsOf(text.slice(mention.end, mention.end + 60));
    let currency = mention.symbolCurrency ?? (mention.unit ? CURRENCY_WORDS[mention.unit] : undefined);
    const codeBefore = CURRENCY_WORDS[beforeWords[beforeWords.length - 1] ?? ''];
    if (!currency && codeBefore && codeBefore !== 'USD' || (!currency && ['usd', 'cad', 'aud', 'eur', 'gbp', 'chf'].includes(beforeWords[beforeWords.length - 1] ?? ''))) {
      currency = codeBefore;
      beforeWords.pop();
    }
    if (mention.unit && afterWords[0] === mention.unit) afterWords = afterWords.slice(1);
    const after = currencyAfter(afterWords);
    if (after) {
      currency ??= after[0];
      afterWords = afterWords.slice(after[1]);
    }
    // "60ish": compromise reads the suffix as the number's unit.
    // A bound said after the amount settles an estimate before it: "about 250 tops", "around 60 max" are ceilings.
    const before = boundBefore(beforeWords, wordsOf(text.slice(Math.max(0, mention.start - 60), mention.start).split(/[.,;:!?]/).at(-1) ?? ''));
    const afterBound = startsWithPhrase(afterWords, AFTER);
    const settled = before === 'about' && afterBound && afterBound !== 'about' ? afterBound : before;
    const said = startsWithPhrase(afterWords, CEILING_AFTER) ?? settled ?? afterBound ?? (mention.unit ? AFTER[mention.unit] : undefined);
    // "something cheaper, like 50ish": going down to about an amount stops there; it is no band around it.
    const bound = said === 'about' && wordsOf(text).some((w) => CHEAPER.has(w)) ? 'max' : said;
    const next = afterWords[0];
    // "the 100-150 range": the first amount of a range is no count or position, whatever came before it.
    const opensRange = /^\s*(?:to|-)\s*[£$€¥]?\d/.test(text.slice(mention.end));
    // "100% silk", "30 % off", "100 percent cotton": a share (a fibre content, a discount) is never money,
    // whatever cue stands before it; the reader may leave the sign out of the words or the mention.
    const share = /^\s*(?:%|per\s?cent\b)/i.test(text.slice(mention.end)) || /%\s*$/.test(text.slice(mention.start, mention.end));
    // "a 40L backpack", "7kg": a unit typed onto the number is a measure too.
    // "Order AT-9981", "flight BA478", "ref #A-88213": digits glued to letters are a reference code, never an amount.
    const code = !currency && /\p{L}-?$/u.test(text.slice(Math.max(0, mention.start - 2), mention.start));
    const notMoney = share || code || !currency && (NOT_MONEY_AFTER.has(next ?? '') || NOT_MONEY_AFTER.has(mention.unit ?? '') || NOT_MONEY_BEFORE.has(beforeWords[beforeWords.length - 1] ?? '') && !bound && !opensRange);
    if (notMoney) continue;
    // "the cheaper one", "a pricier one": the word "one" alone, with no currency or cue, is a pronoun, never an amount.
    if (!currency && !bound && text.slice(mention.start, mention.end).trim().toLowerCase() === 'one') continue;
    const priced = !!currency || !!bound || beforeWords.slice(-3).some((w) => PRICE_WORDS.has(w))
      || shopping && mention.value >= LONE_AMOUNT_MIN && !COUNT_BEFORE_WORDS.has(beforeWords[beforeWords.length - 1] ?? '');
    amounts.push({ mention, currency, bound, priced, afterEnd: mention.end });
  }
  // Ranges: "between 50 and 100", "50 to 100", "from 50 to 100", "50-100" (made "50 to 100" upstream).
  let min: number | undefined;
  let max: number | undefined;
  let approximate = false;
  let currency: string | undefined;
  /** The ceiling is an amount said alone, with no word making it one. */
  let bare = false;
  const used: NumberMention[] = [];
  for (let i = 0; i < amounts.length; i++) {
    const a = amounts[i]!;
    const b = amounts[i + 1];
    // "between fifty and a hundred": the article is the second amount's.
    const between = b ? wordsOf(text.slice(a.mention.end, b.mention.start)).filter((w) => !CURRENCY_WORDS[w] && w !== 'a' && w !== 'an') : [];
    const before = wordsOf(text.slice(Math.max(0, a.mention.start - 20), a.mention.start));
    const joined = between.join(' ');
    const isRange = b && (joined === 'to' || joined === 'and' && before.includes('between') || joined === '-' || joined === 'and up to' || joined === 'or');
    // "is there anything between 300 and 500?": a range after "between" of shop-sized amounts is a budget, nothing else said.
    const shopRange = isRange && b && before.includes('between') && Math.min(a.mention.value, b.mention.value) >= LONE_AMOUNT_MIN && Math.max(a.mention.value, b.mention.value) >= 50;
    if (isRange && b && (a.priced || b.priced || shopRange)) {
      const low = Math.min(a.mention.value, b.mention.value);
      const high = Math.max(a.mention.value, b.mention.value);
      min = low;
      max = high;
      currency ??= a.currency ?? b.currency;
      if (a.bound === 'about' || b.bound === 'about') approximate = true;
      used.push(a.mention, b.mention);
      i++;
      continue;
    }
    if (!a.priced) continue;
    currency ??= a.currency;
    used.push(a.mention);
    const value = a.mention.value;
    // Bounds that contradict each other ("under 50, not under 60") are a change of mind: the one said last stands.
    if (a.bound === 'min') {
      min = value;
      if (max !== undefined && max < value) max = undefined;
    } else if (a.bound === 'about') {
      approximate = true;
      min = Math.round(value * (1 - APPROXIMATE_BAND) * 100) / 100;
      max = Math.round(value * (1 + APPROXIMATE_BAND) * 100) / 100;
    } else {
      max = value; // a ceiling, or an amount alone: shoppers name what they will pay at most.
      if (min !== undefined && min > value) min = undefined;
      bare = !a.bound;
    }
  }
  if (min === undefined && max === undefined) return { price: null, used };
  const code = currency ?? 'USD';
  const usd: { min?: number; max?: number } = {};
  if (min !== undefined) usd.min = toUsd(min, code);
  if (max !== undefined) usd.max = toUsd(max, code);
  const price: PriceSlot = { currency: code, usd, approximate };
  if (min !== undefined) price.min = min;
  if (max !== undefined) price.max = max;
  if (bare && min === undefined) price.bare = true;
  return { price, used };
};
