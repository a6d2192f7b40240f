/**
 * Word helpers every part of atelier-local's understanding shares: whole-word tests, colours and
 * shades, categories, positions ("the second one"), prices and small number words. Pure.
 */
import { COLOURS } from '../../../../tools/recommendations/vocabulary.js';

/** Whether the text has one of the alternatives (a regex alternation) as whole words. */
export const has = (text: string, pattern: string) => new RegExp(`\\b(?:${pattern})\\b`, 'i').test(text);

export const CATEGORY_WORDS: [string, string][] = [
  ['Bags', 'bags?|handbags?|totes?|clutch(?:es)?|purses?|backpacks?|crossbody|satchels?|shoulder bags?|something to carry|to carry (?:my|things|stuff)|carry ?all'],
  ['Shoes', 'shoes?|sneakers?|trainers?|kicks|boots?|booties|heels|stilettos?|loafers?|sandals?|pumps|flats|mules|espadrilles?|slingbacks?|oxfords|brogues|footwear|flip[- ]flops|slides|for my feet|on my feet'],
  ['Dresses', 'dress(?:es)?|gowns?|slip dress|sundress(?:es)?|jumpsuits?|rompers?|playsuits?'],
  ['Outerwear', 'jackets?|coats?|blazers?|trench(?:es)?|parkas?|outerwear|puffers?|raincoats?|anoraks?|gilets?|a layer|layers|something to layer|to layer over|something warm(?:er)? on top|overcoats?'],
  ['Tops', 'tops?|shirts?|blouses?|tees?|t-shirts?|sweaters?|jumpers?|cardigans?|cardis?|tanks?|knitwear|turtlenecks?|hoodies?|sweatshirts?|camis?|camisoles?|polos?|bodysuits?|crop tops?|pullovers?'],
  ['Bottoms', 'pants|trousers|jeans|skirts?|shorts|bottoms|leggings|chinos|culottes|joggers|slacks|for my legs'],
  ['Jewelry', 'jewelry|jewellery|necklaces?|earrings?|rings?|bracelets?|pendants?|bangles?|for my ears|for my neck|for my wrists?'],
  ['Accessories', 'accessories|scarf|scarves|belts?|hats?|sunglasses|sunnies|caps?|gloves|beanies?|for my head'],
  ['Activewear', 'activewear|sportswear|gym wear|gym clothes|sports bras?|workout clothes|athleisure'],
  ['Sleepwear', 'sleepwear|pajamas|pyjamas|pjs|nightwear|robes?|loungewear|to sleep in'],
];

export const categoryIn = (text: string): string | undefined => CATEGORY_WORDS.find(([, w]) => has(text, w))?.[0];

/** A vocabulary colour named in the text ("gray" is "grey"). */
export const colourIn = (text: string): string | undefined => {
  const lower = text.toLowerCase().replace(/\bgray\b/g, 'grey');
  return COLOURS.find((c) => new RegExp(`\\b${c}\\b`).test(lower));
};

/**
 * Shade words a shopper uses for a piece's colour beyond the vocabulary. A wardrobe item keeps the
 * shopper's own word (its colour field is free text); searches use the vocabulary colour.
 */
const SHADES = [
  'ivory', 'charcoal', 'khaki', 'tan', 'taupe', 'stone', 'sand', 'ecru', 'off-white', 'silver', 'gold', 'bronze', 'rust',
  'mustard', 'teal', 'turquoise', 'coral', 'lilac', 'lavender', 'mint', 'sage', 'forest green', 'emerald', 'cobalt', 'indigo',
  'denim blue', 'sky blue', 'orange', 'chocolate', 'maroon', 'wine', 'plum', 'blush', 'nude', 'multicolour', 'multicolor',
] as const;

/**
 * Shades mapped to the vocabulary colour a search looks for ("ivory" is cream, "charcoal" grey):
 * products carry vocabulary colours. Gold and silver are metals, searched as words.
 */
export const SHADE_COLOUR: Record<string, (typeof COLOURS)[number]> = {
  ivory: 'cream', ecru: 'cream', 'off-white': 'cream', 'off white': 'cream', oatmeal: 'cream', vanilla: 'cream',
  charcoal: 'grey', slate: 'grey', graphite: 'grey', 'heather grey': 'grey',
  khaki: 'beige', taupe: 'beige', stone: 'beige', sand: 'beige', nude: 'beige', greige: 'beige', tan: 'camel', cognac: 'brown',
  rust: 'brown', chocolate: 'brown', mocha: 'brown', espresso: 'brown', caramel: 'camel', toffee: 'camel',
  mustard: 'yellow', lemon: 'yellow', teal: 'green', mint: 'green', sage: 'green', emerald: 'green',
  'forest green': 'green', turquoise: 'blue', cobalt: 'blue', indigo: 'blue', 'sky blue': 'blue',
  'royal blue': 'blue', 'baby blue': 'blue', 'denim blue': 'blue', 'powder blue': 'blue', midnight: 'navy',
  coral: 'pink', blush: 'pink', rose: 'pink', fuchsia: 'pink', magenta: 'pink', salmon: 'pink',
  lilac: 'purple', lavender: 'purple', violet: 'purple', plum: 'purple', mauve: 'purple',
  maroon: 'burgundy', wine: 'burgundy', oxblood: 'burgundy', bordeaux: 'burgundy', merlot: 'burgundy',
  scarlet: 'red', crimson: 'red', cherry: 'red', jet: 'black', ebony: 'black', onyx: 'black',
};
const SHADE_PATTERN = new RegExp(`\\b(${Object.keys(SHADE_COLOUR).sort((a, b) => b.length - a.length).join('|')})\\b`, 'i');

/** The vocabulary colour a search should use: one named outright, else the colour a shade belongs to. */
export const searchColourIn = (text: string): string | undefined => {
  const colour = colourIn(text);
  if (colour) return colour;
  const shade = SHADE_PATTERN.exec(text)?.[1]?.toLowerCase();
  return shade ? SHADE_COLOUR[shade] : undefined;
};

/** The shade words a shopper may name (and rule out), beyond the vocabulary colours. */
export const SHADE_WORDS = Object.keys(SHADE_COLOUR);

/** A colour or shade named in the text, as the shopper wrote it (vocabulary colours first). */
export const shadeIn = (text: string): string | undefined => {
  const colour = colourIn(text);
  if (colour) return colour;
  const lower = text.toLowerCase();
  return SHADES.find((s) => new RegExp(`\\b${s}\\b`).test(lower));
};

export const MATERIAL_WORDS = ['linen', 'silk', 'wool', 'cashmere', 'leather', 'denim', 'cotton', 'knit', 'suede', 'velvet', 'satin', 'tweed'] as const;

/** "the first one", "#2", "them", "it": items from an earlier result. */
export type ItemRef = { index: number } | { all: true };

const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, last: -1 };

/** The position words ("second", "3rd", "last"), as a regex alternation. */
export const ORDINAL_WORDS = Object.keys(ORDINALS).join('|');

const ORDINAL_WORD = new RegExp(String.raw`\b(${ORDINAL_WORDS})\b`);

export const itemRef = (text: string): ItemRef | null => {
  const lower = text.toLowerCase();
  const ord = lower.match(ORDINAL_WORD);
  if (ord) return { index: ORDINALS[ord[1]!]! };
  const num = lower.match(/(?:#|number|no\.?|item)\s*(\d{1,2})\b/);
  if (num) return { index: Number(num[1]) };
  if (has(lower, 'them|all of them|those|these')) return { all: true };
  if (has(lower, 'it|that one|this one|that|this')) return { index: 1 };
  return null;
};

/** A name that is only a position ("the second one", "#2", "it"), not words to match. */
export const ORDINAL_TARGET = new RegExp(String.raw`^(?:(?:${ORDINAL_WORDS})(?: one| item| piece| outfit| trip)?|(?:#|number |no\.? ?|item )\d{1,2}|it|that one|this one)$`, 'i');

/**
 * Small counts in words ("for three days", "my last two photos"). A table, not compromise: loading
 * compromise took 0.8 s and a parse ~5 ms, for the twenty words a shopper uses for a trip or a photo count.
 */
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, single: 1, two: 2, couple: 2, 'a couple of': 2, three: 3, few: 3, 'a few': 3, four: 4, five: 5, six: 6, seven: 7,
  eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
};

/** "3", "three", "twenty-one", "a couple of" → a number; null when it is not a count. */
export const countOf = (word: string): number | null => {
  const w = word.trim().toLowerCase();
  if (/^\d{1,4}$/.test(w)) return Number(w);
  if (w in NUMBER_WORDS) return NUMBER_WORDS[w]!;
  const compound = /^(twenty)[- ](one|two|three|four|five|six|seven|eight|nine)$/.exec(w);
  return compound ? NUMBER_WORDS[compound[1]!]! + NUMBER_WORDS[compound[2]!]! : null;
};

/** The words a count may be written in, for patterns. */
export const COUNT_PATTERN = String.raw`\d{1,4}|a couple of|a few|twenty[- ](?:one|two|three|four|five|six|seven|eight|nine)|${Object.keys(NUMBER_WORDS).filter((w) => !w.includes(' ')).join('|')}`;

/** A dollar amount said in the text ("$450", "450 dollars", "1,250 usd"). */
export const amountIn = (text: string): number | undefined => {
  const m = /\$\s*(\d{1,7}(?:,\d{3})*(?:\.\d{1,2})?)|\b(\d{1,7}(?:,\d{3})*(?:\.\d{1,2})?)\s*(?:dollars|usd|bucks)\b/i.exec(text);
  const raw = m?.[1] ?? m?.[2];
  return raw === undefined ? undefined : Number(raw.replaceAll(',', ''));
};

/** "black wool coat" → "Black Wool Coat": how names read in the wardrobe. */
export const titleCase = (text: string): string =>
  text.trim().replace(/\s+/g, ' ').split(' ').map((w) => (w ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(' ');

/** A UUID named in the text (a pasted id), lower case. */
export const uuidIn = (text: string): string | null =>
  /\b([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b/i.exec(text)?.[1]?.toLowerCase() ?? null;
