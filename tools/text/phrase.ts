/**
 * The sentence generator: every count, list, article, price and price range the app writes goes
 * through here, so "1 saves", "a olive coat", "between $100 and $100" or "Denim Denim Jacket" cannot
 * be produced by string concatenation somewhere else. Pure and browser-safe (the web app imports it).
 *
 * Plurals come from compromise's noun inflection, corrected by the small fashion table below where
 * its general rules go wrong for clothes ("blouse" → "blice").
 */
import nlp from 'compromise';

export { formatPrice, priceRange } from './price.js';

// compromise types its world as `object`; this is the noun inflector its own `.toPlural()` calls.
interface NounWorld { model: unknown; methods: { two: { transform: { noun: { toPlural: (word: string, model: unknown) => string } } } } }
const world = nlp.world() as NounWorld;
const inflect = world.methods.two.transform.noun.toPlural;

/**
 * Words that are only ever plural and are counted in pairs: "1 pair of jeans", "3 pairs of shoes".
 * Footwear and gloves are listed in their plural form only: "shoe" on its own stays a countable noun.
 */
const PAIRS = new Set([
  'jeans', 'trousers', 'pants', 'shorts', 'leggings', 'tights', 'joggers', 'chinos', 'slacks', 'overalls',
  'dungarees', 'pyjamas', 'pajamas', 'sweatpants', 'culottes', 'briefs', 'boxers', 'sunglasses', 'glasses',
  'shoes', 'boots', 'sneakers', 'trainers', 'sandals', 'heels', 'loafers', 'flats', 'mules', 'pumps',
  'slippers', 'espadrilles', 'clogs', 'brogues', 'oxfords', 'socks', 'gloves', 'mittens', 'earrings',
]);

/**
 * Mass nouns: never pluralised, never given "a"/"an", counted as "pieces of": "6 pieces of outerwear".
 * Any word ending in "wear" is one too (outerwear, knitwear, swimwear…).
 */
const UNCOUNTABLE = new Set([
  'clothing', 'clothes', 'apparel', 'jewelry', 'jewellery', 'denim', 'lingerie', 'hosiery', 'luggage',
  'athleisure', 'merchandise', 'inspiration', 'feedback', 'information', 'advice', 'cashmere', 'leather',
  'linen', 'silk', 'wool', 'cotton', 'suede', 'tweed', 'velvet', 'knitwear',
]);

/** Where compromise's general rules are wrong for clothes and shop words: singular → plural. */
const IRREGULAR: Record<string, string> = {
  blouse: 'blouses', mouse: 'mice', goose: 'geese', tuxedo: 'tuxedos', poncho: 'ponchos', kimono: 'kimonos',
  halo: 'halos', logo: 'logos', photo: 'photos', piano: 'pianos', memo: 'memos', combo: 'combos',
  chino: 'chinos', espadrille: 'espadrilles', beret: 'berets', gilet: 'gilets', blazer: 'blazers',
};

const PREPOSITION = /\s(of|in|for|with|from|on|at|to|by|under|over)\s/i;
const isMass = (word: string) => UNCOUNTABLE.has(word.toLowerCase()) || /wear$/i.test(word);
const isPair = (word: string) => PAIRS.has(word.toLowerCase());
const isAcronym = (word: string) => /^[A-Z][A-Z0-9]+$/.test(word);

/** The head noun of a phrase: the last word before "of/in/for…", else the last word. */
const splitHead = (noun: string): { before: string; head: string; after: string } => {
  const m = PREPOSITION.exec(noun);
  const main = m ? noun.slice(0, m.index) : noun;
  const after = m ? noun.slice(m.index) : '';
  const words = main.trim().split(/\s+/);
  const head = words.pop() ?? '';
  return { before: words.length ? `${words.join(' ')} ` : '', head, after };
};

const keepCase = (source: string, plural: string) =>
  source === source.toUpperCase() && source !== source.toLowerCase() ? plural.toUpperCase()
    : /^[A-Z]/.test(source) ? plural[0]!.toUpperCase() + plural.slice(1) : plural;

const pluralWord = (word: string): string => {
  if (isAcronym(word)) return `${word}s`;
  const lower = word.toLowerCase();
  if (isMass(lower) || isPair(lower)) return word;
  const table = IRREGULAR[lower];
  if (table) return keepCase(word, table);
  const out = inflect(lower, world.model);
  return keepCase(word, out && out !== lower ? out : `${lower}s`);
};

/** "dress" → "dresses", "pair of shoes" → "pairs of shoes", "outerwear" → "outerwear". */
export const pluralOf = (noun: string): string => {
  const { before, head, after } = splitHead(noun.trim());
  return head ? `${before}${pluralWord(head)}${after}` : '';
};

const COUNT = new Intl.NumberFormat('en-US');

/** The input guard both counters share: a whole count ≥ 0 and a phrase with words; the phrase's spaces tidied. */
const countable = (caller: string, n: number, phrase: string, what: 'noun' | 'phrase'): string => {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${caller}: a count must be a whole number ≥ 0, got ${n}`);
  const name = phrase.trim().replace(/\s+/g, ' ');
  if (!name) throw new RangeError(`${caller}: the ${what} is empty`);
  return name;
};

/**
 * "no saves", "1 save", "2 saves", "1 pair of jeans", "2 pairs of shoes", "6 pieces of outerwear".
 * `noun` is given in the singular ("save", "dress", "winter coat"); a pair noun ("jeans", "ankle boots")
 * and a mass noun ("outerwear", "winter outerwear") are given as they are said.
 * `zero: 'number'` writes "0 pieces" where a figure reads better than "no" (a counter, "3 of 0 …").
 */
export const countOf = (n: number, noun: string, opts: { zero?: 'no' | 'number' } = {}): string => {
  const name = countable('countOf', n, noun, 'noun');
  const head = splitHead(name).head;
  const number = COUNT.format(n);
  const none = n === 0 && opts.zero !== 'number';
  if (isMass(head)) return none ? `no ${name}` : `${number} ${n === 1 ? 'piece' : 'pieces'} of ${name}`;
  if (isPair(head) && !PREPOSITION.test(name)) return none ? `no ${name}` : `${number} ${n === 1 ? 'pair' : 'pairs'} of ${name}`;
  if (none) return `no ${pluralOf(name)}`;
  return `${number} ${n === 1 ? name : pluralOf(name)}`;
};

/**
 * A count of a phrase already said in the plural, as a list of results is named ("red dresses under
 * $90"): "6 red dresses under $90", "6 pieces of outerwear under $200", "6 pairs of black boots".
 * `lead` is a word said right after the number ("more", "cheaper"): "6 more pieces of outerwear".
 */
export const countOfPlural = (n: number, plural: string, lead = ''): string => {
  const name = countable('countOfPlural', n, plural, 'phrase');
  const { head } = splitHead(name);
  const number = n === 0 ? 'no' : COUNT.format(n);
  const said = lead.trim() ? `${number} ${lead.trim()}` : number;
  if (n !== 0 && isMass(head)) return `${said} ${n === 1 ? 'piece' : 'pieces'} of ${name}`;
  if (n !== 0 && isPair(head)) return `${said} ${n === 1 ? 'pair' : 'pairs'} of ${name}`;
  return `${said} ${name}`;
};

/** Letters whose spoken name starts with a vowel sound: "an LBD", "an MA", "an SUV", but "a UK brand". */
const AN_LETTERS = new Set('AEFHILMNORSX'.split(''));
/** Vowel-spelled words that start with a consonant sound ("a uniform", "a one-shoulder dress"). */
const A_BEFORE_VOWEL = /^(uni(?!nt|mp|nd|ns|lined)|use|usu|uti|ure|uro|eu|ewe|one|once|ouija)/i;
/** Consonant-spelled words that start with a vowel sound ("an hour", "an heirloom brooch"). */
const AN_BEFORE_H = /^(hour|honest|honou?r|heir)/i;
const HAS_DETERMINER = /^(a|an|the|this|that|these|those|your|my|our|their|his|her|its|some|any|no|every|each|one|two|three)\s/i;

const startsWithVowelSound = (word: string): boolean => {
  if (/^\d/.test(word)) {
    // Spoken numbers: 8, 80, 800…, 11, 18, 11,000, 18,500 start with a vowel ("an 8-inch heel").
    if (word.startsWith('8')) return true;
    const digits = word.replace(/[,\s]/g, '').match(/^\d+/)?.[0] ?? '';
    const lead = digits.length % 3 === 0 ? digits.slice(0, 3) : digits.slice(0, digits.length % 3);
    return lead === '11' || lead === '18';
  }
  const letters = word.replace(/^[^A-Za-z]+/, '');
  if (isAcronym(letters.split(/[^A-Za-z0-9]/)[0] ?? '')) return AN_LETTERS.has(letters[0]!);
  if (/^[aeiou]/i.test(letters)) return !A_BEFORE_VOWEL.test(letters);
  return AN_BEFORE_H.test(letters);
};

/**
 * "a dress", "an olive coat", "an LBD" (said "el-bee-dee"), "a UV-proof hat"; mass and pair nouns
 * take none ("outerwear", "white jeans"), and a phrase that already has a determiner is left alone.
 */
export const withArticle = (phrase: string): string => {
  const text = phrase.trim().replace(/\s+/g, ' ');
  if (!text || HAS_DETERMINER.test(text)) return text;
  const head = splitHead(text).head;
  if (isMass(head) || isPair(head)) return text;
  const first = text.split(' ')[0]!;
  return `${startsWithVowelSound(first) ? 'an' : 'a'} ${text}`;
};

/** "", "a", "a and b", "a, b and c" (no serial comma); blank names are dropped. */
export const listOf = (items: readonly string[], conj = 'and'): string => {
  const names = items.map((s) => s.trim().replace(/\s+/g, ' ')).filter(Boolean);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${conj} ${names[names.length - 1]}`;
};

/**
 * Tidies a generated sentence: single spaces, no space before punctuation, a word repeated
 * side by side said once ("Cropped Denim Denim Jacket" → "Cropped Denim Jacket"), a capital first
 * letter and closing punctuation. "" stays "".
 */
export const sentence = (text: string): string => {
  let s = text.replace(/\s+/g, ' ').trim();
  if (!s) return '';
  s = s.replace(/\s+([,.;:!?])/g, '$1');
  s = s.replace(/(?<![\p{L}\p{N}'’-])(\p{L}+)(?:\s+\1)+(?![\p{L}\p{N}'’-])/giu, '$1');
  s = s.replace(/^([^\p{L}\p{N}]*)(\p{Ll})/u, (_, lead: string, c: string) => lead + c.toUpperCase());
  if (!/[.!?…]["'’”)\]*_]*$/.test(s)) s = s.replace(/[,;:]+$/, '') + '.';
  return s;
};

/**
 * A piece's name as a sentence shows it: single spaces, a word repeated side by side said once
 * ("Cropped Denim Denim Jacket" → "Cropped Denim Jacket"), and `otherwise` for a blank name.
 */
export const nameOf = (name: string | null | undefined, otherwise = 'an unnamed piece'): string => {
  const s = (name ?? '').replace(/\s+/g, ' ').trim()
    .replace(/(?<![\p{L}\p{N}'’-])(\p{L}+)(?:\s+\1)+(?![\p{L}\p{N}'’-])/giu, '$1');
  return s || otherwise;
};
