/**
 * The static vocabulary messages are read against, built from the catalogue's own words (the
 * garment lexicon, the outfit slots' keywords, the style vocabulary's colours, materials and
 * occasions) and extended where shoppers use common words those lack. One table per kind of word;
 * the skills import these rather than keep their own lists.
 */
import { GARMENT_OCCASIONS, VOCABULARY_OCCASIONS, type GarmentOccasion } from '../../../tools/garments/contracts.js';
import { GARMENTS, MATERIALS as GARMENT_MATERIALS } from '../../../tools/garments/lexicon.js';
import { SLOT_CATEGORIES, SLOT_KEYWORDS, type OutfitSlot } from '../../../tools/outfits/rules.js';
import { COLOURS, MATERIALS as STYLE_MATERIALS, type Category } from '../../../tools/recommendations/vocabulary.js';

export interface GarmentWord {
  /** The canonical garment: singular, except nouns that only come plural ("culottes", "jeans"). */
  garment: string;
  category: Category;
  /** The common name a search may also use ("jumper" → "sweater"). */
  synonym?: string;
}

/** Nouns that only come plural: the garment keeps the plural ("culottes", not "culotte"). */
const PLURAL_ONLY = new Set([
  'trouser', 'pant', 'jean', 'short', 'legging', 'culotte', 'chino', 'jogger', 'sweatpant', 'slack', 'dungaree', 'overall',
  'cargo', 'sunglass', 'pajama', 'pyjama', 'capri', 'palazzo', 'swim short', 'board short', 'tight', 'bootcut', 'flare',
  'hot pant', 'palazzo pant', 'wide-leg trouser', 'cargo pant', 'track pant', 'yoga pant', 'bike short', 'cycling short',
]);

/** Where the outfit slots say "accessories", these are jewellery; the rest accessories. */
const JEWELRY = new Set([
  'necklace', 'earring', 'ring', 'bracelet', 'pendant', 'hoop', 'anklet', 'choker', 'cuff', 'stud', 'brooch', 'bangle',
  'hoop earring', 'drop earring', 'pendant necklace', 'signet ring', 'chain bracelet', 'chain', 'locket', 'cufflink', 'watch',
]);

/** Words the slot keywords place elsewhere or do not have, with their category. */
const CATEGORY_OVERRIDES: Readonly<Record<string, Category>> = {
  robe: 'Sleepwear', nightgown: 'Sleepwear', nightdress: 'Sleepwear', pajama: 'Sleepwear', pyjama: 'Sleepwear', 'pajama set': 'Sleepwear',
  'lounge set': 'Sleepwear', onesie: 'Sleepwear', 'sports bra': 'Activewear', 'running tee': 'Activewear', 'track jacket': 'Activewear',
  tracksuit: 'Activewear', legging: 'Bottoms', 'bike short': 'Activewear', 'cycling short': 'Activewear', 'yoga pant': 'Activewear',
  swimsuit: 'Activewear', bikini: 'Activewear', 'swim short': 'Activewear', 'board short': 'Activewear',
  // Garment-lexicon words whose head noun the slot keywords lack.
  corset: 'Tops', waistcoat: 'Tops', kimono: 'Tops', dungaree: 'Bottoms', overall: 'Bottoms', cargo: 'Bottoms', suit: 'Outerwear',
  tuxedo: 'Outerwear', tailcoat: 'Outerwear', bomber: 'Outerwear', derby: 'Shoes', 'flip-flop': 'Shoes', fedora: 'Accessories',
  cufflink: 'Jewelry', 'fanny pack': 'Bags',
};

/**
 * Common words the catalogue's tables lack (or spell otherwise), each with its garment and category.
 * Keys are singular; plural forms are read by rule.
 */
const EXTRA_GARMENTS: Readonly<Record<string, GarmentWord>> = {
  slingback: { garment: 'slingback', category: 'Shoes' },
  palazzo: { garment: 'palazzo pants', category: 'Bottoms' },
  'palazzo pant': { garment: 'palazzo pants', category: 'Bottoms' },
  'wide-leg trouser': { garment: 'wide-leg trousers', category: 'Bottoms' },
  'wide leg trouser': { garment: 'wide-leg trousers', category: 'Bottoms' },
  'wide-leg pant': { garment: 'wide-leg trousers', category: 'Bottoms' },
  'cargo pant': { garment: 'cargo pants', category: 'Bottoms' },
  'track pant': { garment: 'joggers', category: 'Bottoms', synonym: 'joggers' },
  'yoga pant': { garment: 'yoga pants', category: 'Activewear', synonym: 'leggings' },
  'bike short': { garment: 'bike shorts', category: 'Activewear' },
  'cycling short': { garment: 'bike shorts', category: 'Activewear' },
  hoop: { garment: 'hoops', category: 'Jewelry', synonym: 'hoop earrings' },
  'hoop earring': { garment: 'hoop earring', category: 'Jewelry' },
  stud: { garment: 'stud earring', category: 'Jewelry' },
  bangle: { garment: 'bangle', category: 'Jewelry' },
  anklet: { garment: 'anklet', category: 'Jewelry' },
  choker: { garment: 'choker', category: 'Jewelry' },
  pendant: { garment: 'pendant', category: 'Jewelry', synonym: 'necklace' },
  chain: { garment: 'chain', category: 'Jewelry', synonym: 'necklace' },
  trainer: { garment: 'trainer', category: 'Shoes', synonym: 'sneaker' },
  kick: { garment: 'sneaker', category: 'Shoes' },
  runner: { garment: 'running shoe', category: 'Shoes', synonym: 'sneaker' },
  plimsoll: { garment: 'plimsoll', category: 'Shoes', synonym: 'sneaker' },
  bootie: { garment: 'ankle boot', category: 'Shoes' },
  'knee boot': { garment: 'knee-high boot', category: 'Shoes', synonym: 'boot' },
  'knee-high boot': { garment: 'knee-high boot', category: 'Shoes', synonym: 'boot' },
  'court shoe': { garment: 'pump', category: 'Shoes' },
  'kitten heel': { garment: 'kitten heel', category: 'Shoes', synonym: 'heel' },
  'block heel': { garment: 'block heel', category: 'Shoes', synonym: 'heel' },
  platform: { garment: 'platform', category: 'Shoes' },
  jumper: { garment: 'jumper', category: 'Tops', synonym: 'sweater' },
  pullover: { garment: 'pullover', category: 'Tops', synonym: 'sweater' },
  cardi: { garment: 'cardigan', category: 'Tops' },
  'crop top': { garment: 'crop top', category: 'Tops' },
  'tank top': { garment: 'tank top', category: 'Tops' },
  vest: { garment: 'vest', category: 'Outerwear', synonym: 'gilet' },
  'body warmer': { garment: 'gilet', category: 'Outerwear' },
  bodywarmer: { garment: 'gilet', category: 'Outerwear' },
  sunnies: { garment: 'sunglasses', category: 'Accessories' },
  beanie: { garment: 'beanie', category: 'Accessories' },
  bandana: { garment: 'bandana', category: 'Accessories' },
  headband: { garment: 'headband', category: 'Accessories' },
  purse: { garment: 'purse', category: 'Bags', synonym: 'handbag' },
  'tote bag': { garment: 'tote', category: 'Bags' },
  rucksack: { garment: 'rucksack', category: 'Bags', synonym: 'backpack' },
  'bucket bag': { garment: 'bucket bag', category: 'Bags' },
  'crossbody bag': { garment: 'crossbody bag', category: 'Bags' },
  'cross-body': { garment: 'crossbody bag', category: 'Bags' },
  'cross body': { garment: 'crossbody bag', category: 'Bags' },
  crossbody: { garment: 'crossbody bag', category: 'Bags' },
  'mini bag': { garment: 'mini bag', category: 'Bags' },
  tee: { garment: 't-shirt', category: 'Tops' },
  tshirt: { garment: 't-shirt', category: 'Tops' },
  't shirt': { garment: 't-shirt', category: 'Tops' },
  pj: { garment: 'pajamas', category: 'Sleepwear' },
  pyjama: { garment: 'pajamas', category: 'Sleepwear', synonym: 'pajamas' },
  tux: { garment: 'tuxedo', category: 'Outerwear' },
  // A co-ord is a matching top and bottom sold together: searched as said, filed with tops.
  'co-ord': { garment: 'co-ord', category: 'Tops', synonym: 'set' },
  coord: { garment: 'co-ord', category: 'Tops', synonym: 'set' },
  'co ord': { garment: 'co-ord', category: 'Tops', synonym: 'set' },
  // "a body" is the British bodysuit (phrases.ts keeps "body shape", "my body" out).
  body: { garment: 'bodysuit', category: 'Tops' },
  caftan: { garment: 'kaftan', category: 'Dresses' },
  trench: { garment: 'trench coat', category: 'Outerwear' },
  // A blazer is a tailored jacket that rarely says "jacket" in its name: a shopper after a jacket is shown blazers too.
  jacket: { garment: 'jacket', category: 'Outerwear', synonym: 'blazer' },
  puffer: { garment: 'puffer jacket', category: 'Outerwear' },
  'puffa': { garment: 'puffer jacket', category: 'Outerwear' },
  'down jacket': { garment: 'puffer jacket', category: 'Outerwear' },
  sweatpant: { garment: 'joggers', category: 'Bottoms', synonym: 'joggers' },
  trackie: { garment: 'joggers', category: 'Bottoms' },
  slack: { garment: 'trousers', category: 'Bottoms' },
  pant: { garment: 'trousers', category: 'Bottoms', synonym: 'pants' },
  trouser: { garment: 'trousers', category: 'Bottoms' },
  jean: { garment: 'jeans', category: 'Bottoms' },
  'flip flop': { garment: 'flip-flop', category: 'Shoes' },
  'ballet pump': { garment: 'ballet flat', category: 'Shoes' },
  ballerina: { garment: 'ballet flat', category: 'Shoes' },
  'mary-jane': { garment: 'mary jane', category: 'Shoes' },
  'evening gown': { garment: 'gown', category: 'Dresses' },
  frock: { garment: 'dress', category: 'Dresses' },
  'maxi': { garment: 'maxi dress', category: 'Dresses' },
  'midi': { garment: 'midi dress', category: 'Dresses' },
  'little black dress': { garment: 'little black dress', category: 'Dresses', synonym: 'dress' },
  lbd: { garment: 'little black dress', category: 'Dresses', synonym: 'dress' },
  // Everyday and British names the catalogue's tables lack, each to the garment it sells as.
  slider: { garment: 'slide', category: 'Shoes' },
  'polo neck': { garment: 'turtleneck', category: 'Tops' },
  'roll neck': { garment: 'turtleneck', category: 'Tops' },
  rollneck: { garment: 'turtleneck', category: 'Tops' },
  'mock neck': { garment: 'turtleneck', category: 'Tops' },
  peacoat: { garment: 'peacoat', category: 'Outerwear' },
  'pea coat': { garment: 'peacoat', category: 'Outerwear' },
  'duffle coat': { garment: 'duffle coat', category: 'Outerwear' },
  'teddy coat': { garment: 'teddy coat', category: 'Outerwear' },
  blouson: { garment: 'blouson', category: 'Outerwear' },
  cagoule: { garment: 'raincoat', category: 'Outerwear' },
  // A mac is the British raincoat: searched as said, with its common name beside it.
  mac: { garment: 'mac', category: 'Outerwear', synonym: 'raincoat' },
  mackintosh: { garment: 'mackintosh', category: 'Outerwear', synonym: 'raincoat' },
  welly: { garment: 'wellington boot', category: 'Shoes', synonym: 'boot' },
  wellie: { garment: 'wellington boot', category: 'Shoes', synonym: 'boot' },
  'hi-top': { garment: 'high-top', category: 'Shoes', synonym: 'sneaker' },
  'high top': { garment: 'high-top', category: 'Shoes', synonym: 'sneaker' },
  'high-top': { garment: 'high-top', category: 'Shoes', synonym: 'sneaker' },
  moccasin: { garment: 'moccasin', category: 'Shoes' },
  'boat shoe': { garment: 'boat shoe', category: 'Shoes' },
  'deck shoe': { garment: 'boat shoe', category: 'Shoes' },
  'mom jean': { garment: 'mom jeans', category: 'Bottoms' },
  jegging: { garment: 'jeggings', category: 'Bottoms' },
  kilt: { garment: 'kilt', category: 'Bottoms' },
  'tennis skirt': { garment: 'tennis skirt', category: 'Bottoms' },
  'slip skirt': { garment: 'slip skirt', category: 'Bottoms' },
  'wrap skirt': { garment: 'wrap skirt', category: 'Bottoms' },
  'a-line skirt': { garment: 'a-line skirt', category: 'Bottoms' },
  'tulle skirt': { garment: 'tulle skirt', category: 'Bottoms' },
  'wide-leg jean': { garment: 'wide-leg jeans', category: 'Bottoms' },
  'wide leg jean': { garment: 'wide-leg jeans', category: 'Bottoms' },
  'straight-leg jean': { garment: 'straight-leg jeans', category: 'Bottoms' },
  'straight leg jean': { garment: 'straight-leg jeans', category: 'Bottoms' },
  'flared jean': { garment: 'flared jeans', category: 'Bottoms' },
  'cargo trouser': { garment: 'cargo pants', category: 'Bottoms' },
  'cowboy boot': { garment: 'cowboy boot', category: 'Shoes' },
  'combat boot': { garment: 'combat boot', category: 'Shoes' },
  'biker boot': { garment: 'biker boot', category: 'Shoes' },
  'hiking boot': { garment: 'hiking boot', category: 'Shoes' },
  'rain boot': { garment: 'rain boot', category: 'Shoes' },
  'snow boot': { garment: 'snow boot', category: 'Shoes' },
  'straw hat': { garment: 'straw hat', category: 'Accessories' },
  'baseball cap': { garment: 'baseball cap', category: 'Accessories' },
  pinafore: { garment: 'pinafore', category: 'Dresses' },
  'pinafore dress': { garment: 'pinafore', category: 'Dresses' },
  'shift dress': { garment: 'shift dress', category: 'Dresses' },
  'sheath dress': { garment: 'sheath dress', category: 'Dresses' },
  'wrap top': { garment: 'wrap top', category: 'Tops' },
  'peplum top': { garment: 'peplum top', category: 'Tops' },
  'tennis bracelet': { garment: 'tennis bracelet', category: 'Jewelry' },
  'maxi skirt': { garment: 'maxi skirt', category: 'Bottoms' },
  'mini dress': { garment: 'mini dress', category: 'Dresses' },
  'tea dress': { garment: 'tea dress', category: 'Dresses' },
  'skater dress': { garment: 'skater dress', category: 'Dresses' },
  'prom dress': { garment: 'prom dress', category: 'Dresses' },
  'boiler suit': { garment: 'boiler suit', category: 'Dresses', synonym: 'jumpsuit' },
  'halter top': { garment: 'halter top', category: 'Tops' },
  'tube top': { garment: 'tube top', category: 'Tops' },
  'vest top': { garment: 'tank top', category: 'Tops' },
  overshirt: { garment: 'overshirt', category: 'Tops' },
  'sweater vest': { garment: 'sweater vest', category: 'Tops' },
  'quarter zip': { garment: 'quarter-zip', category: 'Tops' },
  shawl: { garment: 'shawl', category: 'Accessories' },
  pashmina: { garment: 'shawl', category: 'Accessories' },
  headscarf: { garment: 'headscarf', category: 'Accessories' },
  wallet: { garment: 'wallet', category: 'Bags' },
  'weekend bag': { garment: 'weekender', category: 'Bags' },
  weekender: { garment: 'weekender', category: 'Bags' },
  'duffel bag': { garment: 'duffel bag', category: 'Bags' },
  holdall: { garment: 'duffel bag', category: 'Bags' },
  'ear cuff': { garment: 'ear cuff', category: 'Jewelry' },
  'charm bracelet': { garment: 'charm bracelet', category: 'Jewelry' },
  tankini: { garment: 'tankini', category: 'Activewear' },
  nightie: { garment: 'nightgown', category: 'Sleepwear' },
  'swimming costume': { garment: 'swimsuit', category: 'Activewear' },
  cossie: { garment: 'swimsuit', category: 'Activewear' },
  'bathing suit': { garment: 'swimsuit', category: 'Activewear' },
  'one-piece': { garment: 'swimsuit', category: 'Activewear' },
  // Swimwear is no catalogue category: what swims is sold as Activewear, named by the piece.
  swimwear: { garment: 'swimwear', category: 'Activewear', synonym: 'swimsuit' },
  beachwear: { garment: 'swimwear', category: 'Activewear', synonym: 'swimsuit' },
  'swimming suit': { garment: 'swimsuit', category: 'Activewear' },
  'swim suit': { garment: 'swimsuit', category: 'Activewear' },
  'swim trunk': { garment: 'swim shorts', category: 'Activewear' },
  'swimming trunk': { garment: 'swim shorts', category: 'Activewear' },
  'swimming short': { garment: 'swim shorts', category: 'Activewear' },
};

/** Words that name a category outright (not a garment). */
export const CATEGORY_WORDS: Readonly<Record<string, Category>> = {
  top: 'Tops', tops: 'Tops', knitwear: 'Tops', shirting: 'Tops',
  bottom: 'Bottoms', bottoms: 'Bottoms',
  dress: 'Dresses', dresses: 'Dresses',
  outerwear: 'Outerwear', layer: 'Outerwear', layers: 'Outerwear', 'coats and jackets': 'Outerwear',
  shoe: 'Shoes', shoes: 'Shoes', footwear: 'Shoes',
  accessory: 'Accessories', accessories: 'Accessories',
  bag: 'Bags', bags: 'Bags', handbags: 'Bags',
  jewelry: 'Jewelry', jewellery: 'Jewelry', jewelery: 'Jewelry',
  activewear: 'Activewear', sportswear: 'Activewear', athleisure: 'Activewear', 'gym wear': 'Activewear', gymwear: 'Activewear',
  'workout clothes': 'Activewear', 'gym clothes': 'Activewear', 'gym kit': 'Activewear',
  sleepwear: 'Sleepwear', nightwear: 'Sleepwear', loungewear: 'Sleepwear', pjs: 'Sleepwear',
  // Where it is worn or what it does, for the category: "something for my feet", "something to carry".
  'for my feet': 'Shoes', 'on my feet': 'Shoes', 'for my ears': 'Jewelry', 'for my neck': 'Jewelry', 'for my wrists': 'Jewelry',
  'for my wrist': 'Jewelry', 'for my fingers': 'Jewelry', 'for my head': 'Accessories', 'for my legs': 'Bottoms',
  'something to carry': 'Bags', 'to carry my': 'Bags', 'carry my laptop': 'Bags', 'to carry things': 'Bags', 'to carry stuff': 'Bags',
  'something to layer': 'Outerwear', 'to layer over': 'Outerwear', 'something warm on top': 'Outerwear', 'to throw on': 'Outerwear',
  'to sleep in': 'Sleepwear',
};

// ───────────────────────────── styles and seasons ─────────────────────────────

/** Style words a search keeps as words ("something minimalist in black"), canonical form as the value. */
export const STYLE_WORDS: Readonly<Record<string, string>> = {
  minimalist: 'minimalist', minimal: 'minimalist', classic: 'classic', timeless: 'classic', modern: 'modern', elegant: 'elegant',
  chic: 'chic', bohemian: 'bohemian', boho: 'bohemian', streetwear: 'streetwear', romantic: 'romantic', edgy: 'edgy', preppy: 'preppy',
  sporty: 'sporty', vintage: 'vintage', retro: 'vintage', glam: 'glam', glamorous: 'glam', tailored: 'tailored', oversized: 'oversized',
  // Cuts, prints and finishes: wanted ("a cropped cardigan") or ruled out ("jeans, anything but skinny") like any style.
  skinny: 'skinny', cropped: 'cropped', fitted: 'fitted', loose: 'loose', relaxed: 'relaxed', floral: 'floral', florals: 'floral',
  striped: 'striped', stripes: 'striped', printed: 'print', prints: 'print', leopard: 'leopard', 'animal print': 'animal print',
  lace: 'lace', ruffled: 'ruffled', ruffles: 'ruffled', metallic: 'metallic', neon: 'neon', pastel: 'pastel', pastels: 'pastel',
  logo: 'logo', logos: 'logo', pleated: 'pleated', quilted: 'quilted',
  // "without the heeled ones": a heel is ruled out by the word products carry ("block heel").
  heeled: 'heel',
};

/** Seasons and weather → the season a search dresses for (its materials are the search's to choose). */
export const SEASON_WORDS: Readonly<Record<string, 'summer' | 'winter'>> = {
  summer: 'summer', summery: 'summer', spring: 'summer', 'hot weather': 'summer', heatwave: 'summer', 'heat wave': 'summer',
  'warm weather': 'summer', tropical: 'summer', humid: 'summer', sunny: 'summer', 'the heat': 'summer',
  winter: 'winter', wintry: 'winter', autumn: 'winter', fall: 'winter', 'cold weather': 'winter', 'the cold': 'winter',
  freezing: 'winter', snow: 'winter', snowy: 'winter', chilly: 'winter',
};

const slotCategory = (slot: OutfitSlot, word: string): Category =>
  slot === 'accessories' ? (JEWELRY.has(word) ? 'Jewelry' : 'Accessories') : SLOT_CATEGORIES[slot][0]!;

const SLOT_OF: ReadonlyMap<string, OutfitSlot> = new Map(
  (Object.entries(SLOT_KEYWORDS) as [OutfitSlot, readonly string[]][]).flatMap(([slot, words]) => words.map((w) => [w, slot] as const)),
);

/** The head noun of a garment phrase decides its slot: "shirt dress" is a dress, "jean jacket" a jacket. */
const slotOfPhrase = (phrase: string): OutfitSlot | undefined => {
  const words = phrase.split(/[ -]/);
  for (let i = words.length - 1; i >= 0; i--) {
    const slot = SLOT_OF.get(words[i]!);
    if (slot) return slot;
  }
  return undefined;
};

/** Words the slot tables name but that are category words, not garments. */
const NOT_GARMENTS = new Set(['top', 'bottom', 'bottoms', 'outerwear', 'shoe', 'shoes', 'footwear', 'accessory', 'accessories', 'jewelry', 'jewellery', 'bag']);

const buildGarments = (): Map<string, GarmentWord> => {
  const table = new Map<string, GarmentWord>();
  const canonical = (word: string) => (PLURAL_ONLY.has(word) ? `${word}s` : word);
  const words = new Set([...Object.keys(GARMENTS), ...[...SLOT_OF.keys()]]);
  for (const word of words) {
    if (NOT_GARMENTS.has(word) || word.includes(' ') === false && word.endsWith('s') && SLOT_OF.has(word.slice(0, -1))) continue;
    const slot = slotOfPhrase(word);
    const category = CATEGORY_OVERRIDES[word] ?? (slot ? slotCategory(slot, word) : undefined);
    if (category) table.set(word, { garment: canonical(word), category });
  }
  for (const [word, entry] of Object.entries(EXTRA_GARMENTS)) table.set(word, entry);
  // The slot keywords spell some two-word garments with a hyphen; shoppers use a space too.
  for (const [word, entry] of [...table]) if (word.includes('-') && !table.has(word.replace(/-/g, ' '))) table.set(word.replace(/-/g, ' '), entry);
  return table;
};

/** Garment words (singular keys, one or more words) → garment and category: the synonym table the skills search with. */
export const GARMENT_WORDS: ReadonlyMap<string, GarmentWord> = buildGarments();

/** Plural → singular for a garment or category word ("dresses" → "dress", "culottes" → "culotte"); unchanged when not plural. */
export const singular = (word: string): string => {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) return word.slice(0, -1);
  return word;
};

/** A garment phrase as written → its entry: tries the phrase, then each word's singular. */
export const garmentOf = (phrase: string): GarmentWord | undefined => {
  const direct = GARMENT_WORDS.get(phrase);
  if (direct) return direct;
  const words = phrase.split(' ');
  const last = words.length - 1;
  const singularLast = [...words.slice(0, last), singular(words[last]!)].join(' ');
  const alone = (w: string) => GARMENT_WORDS.get([...words.slice(0, last), w].join(' '));
  const word = words[last]!;
  // "shoes" → "shoe", "scarves" → "scarf".
  return GARMENT_WORDS.get(singularLast) ?? (word.endsWith('es') ? alone(word.slice(0, -1)) : undefined) ?? (word.endsWith('ves') ? alone(`${word.slice(0, -3)}f`) : undefined);
};

// ───────────────────────────── colours ─────────────────────────────

export const COLOUR_WORDS: readonly string[] = COLOURS;

/**
 * Shades mapped to the vocabulary colour a search looks for ("ivory" is cream, "charcoal" grey):
 * products carry vocabulary colours.
 */
export const SHADE_COLOUR: Readonly<Record<string, (typeof COLOURS)[number]>> = {
  gray: 'grey', ivory: 'cream', ecru: 'cream', 'off-white': 'cream', 'off white': 'cream', oatmeal: 'cream', vanilla: 'cream',
  charcoal: 'grey', slate: 'grey', graphite: 'grey', khaki: 'beige', taupe: 'beige', stone: 'beige', sand: 'beige',
  nude: 'beige', greige: 'beige', tan: 'camel', cognac: 'brown', rust: 'brown', chocolate: 'brown', mocha: 'brown', espresso: 'brown',
  caramel: 'camel', toffee: 'camel', mustard: 'yellow', lemon: 'yellow', teal: 'green', mint: 'green', sage: 'green',
  emerald: 'green', 'khaki green': 'olive', 'forest green': 'green', turquoise: 'blue', cobalt: 'blue', indigo: 'blue', 'sky blue': 'blue',
  'royal blue': 'blue', 'baby blue': 'blue', 'powder blue': 'blue', midnight: 'navy', 'navy blue': 'navy',
  coral: 'pink', blush: 'pink', rose: 'pink', fuchsia: 'pink', magenta: 'pink', salmon: 'pink', lilac: 'purple', lavender: 'purple',
  violet: 'purple', plum: 'purple', mauve: 'purple', maroon: 'burgundy', wine: 'burgundy', oxblood: 'burgundy', bordeaux: 'burgundy',
  merlot: 'burgundy', scarlet: 'red', crimson: 'red', cherry: 'red', jet: 'black', ebony: 'black', onyx: 'black', orange: 'red', 'hot pink': 'pink',
  'heather grey': 'grey',
};

/** Colour words that are also other words: read as colours only next to a garment or category (see ./slots.ts). */
export const AMBIGUOUS_COLOURS = new Set(['rose', 'wine', 'stone', 'sand', 'jet', 'lemon', 'cherry', 'midnight', 'mint', 'sage', 'tan']);

// ───────────────────────────── materials ─────────────────────────────

/** The catalogue's materials plus common fibres the garment lexicon does not weigh. */
export const MATERIAL_WORDS: readonly string[] = [...new Set([
  ...STYLE_MATERIALS, ...Object.keys(GARMENT_MATERIALS).filter((m) => m !== 'down' && m !== 'knit' && m !== 'pearl' && m !== 'onyx'),
  'polyester', 'viscose', 'rayon', 'acrylic', 'nylon', 'mohair', 'alpaca', 'organza', 'lycra', 'spandex', 'elastane', 'tencel',
  'modal', 'bamboo', 'hemp', 'sequins', 'vegan leather', 'patent leather', 'faux fur', 'fur', 'knit',
  // Metals are searched as words ("gold hoops"), not as the colour a paint chart would call them.
  'gold', 'silver',
])];

/** Materials said as adjectives ("a woolly jumper", "a silky slip"): the material they are made of. */
export const MATERIAL_FORMS: Readonly<Record<string, string>> = {
  woolly: 'wool', wooly: 'wool', woollen: 'wool', woolen: 'wool', silky: 'silk', satiny: 'satin', velvety: 'velvet', lacy: 'lace',
  knitted: 'knit', leathery: 'leather', linens: 'linen', suedette: 'suede',
};

// ───────────────────────────── occasions ─────────────────────────────

/** Occasion words and phrases → the garment occasions. */
export const OCCASION_WORDS: Readonly<Record<string, GarmentOccasion>> = {
  ...Object.fromEntries(GARMENT_OCCASIONS.map((o) => [o.replace('-', ' '), o])),
  // "work" and "weekend" alone are too often other things ("that works", dates): they count in phrases below.
  ...Object.fromEntries(Object.entries(VOCABULARY_OCCASIONS).filter(([w]) => w !== 'work' && w !== 'weekend').map(([w, list]) => [w, list[0]!])),
  wedding: 'wedding-guest', 'wedding guest': 'wedding-guest', 'black tie': 'black-tie', 'black-tie': 'black-tie', gala: 'black-tie',
  'ball gown': 'black-tie', 'job interview': 'interview', interview: 'interview', office: 'office', 'for work': 'office', 'to work': 'office',
  'at work': 'office', 'work outfit': 'office', 'work clothes': 'office', 'work wear': 'office', workwear: 'office', business: 'office',
  meeting: 'office', 'date night': 'date', 'a date': 'date', 'first date': 'date', 'dinner date': 'date', dinner: 'date',
  'weekend wear': 'casual', party: 'party', 'night out': 'party',
  clubbing: 'party', cocktail: 'party', cocktails: 'party', christmas: 'party', nye: 'party', festival: 'festival', festivals: 'festival',
  beach: 'beach', pool: 'beach', poolside: 'beach', seaside: 'beach', brunch: 'brunch', funeral: 'funeral', memorial: 'funeral',
  travel: 'travel', travelling: 'travel', traveling: 'travel', flight: 'travel', airport: 'travel', gym: 'gym', workout: 'gym',
  workouts: 'gym', running: 'gym', yoga: 'gym', pilates: 'gym', training: 'gym', casual: 'casual', everyday: 'casual',
  lounge: 'lounge', lounging: 'lounge', 'at home': 'lounge',
  // Several of one event ("what to wear for the meetings", "two weddings this summer"): the same occasion;
  // plurals are not read by rule for occasions ("works" is a verb).
  meetings: 'office', interviews: 'interview', weddings: 'wedding-guest', dinners: 'date', parties: 'party', galas: 'black-tie',
  funerals: 'funeral', brunches: 'brunch', evenings: 'date', 'nights out': 'party',
  // Events named on invitations and in dress codes: a school's formal dance, a company's day away, a wedding's own
  // celebrations (a South Asian wedding's mehendi, sangeet and shaadi), a dress code between casual and the office.
  prom: 'black-tie', offsite: 'office', 'off-site': 'office', 'away day': 'office', 'smart casual': 'office', 'smart-casual': 'office',
  mehendi: 'wedding-guest', mehndi: 'wedding-guest', sangeet: 'wedding-guest', shaadi: 'wedding-guest', 'garden party': 'party',
  // Events told as what happens rather than named ("my brother is getting married", "it's my birthday"): the occasion
  // whose formality they are dressed at, so an outfit for them is built for it and says so truly.
  'getting married': 'wedding-guest', 'get married': 'wedding-guest', 'gets married': 'wedding-guest', 'got married': 'wedding-guest',
  birthday: 'party', 'birthday party': 'party', 'engagement party': 'party', 'hen do': 'party', 'hen party': 'party', bachelorette: 'party',
  'leaving do': 'party', disco: 'party', dancing: 'party', anniversary: 'date', 'anniversary dinner': 'date',
};

// ───────────────────────────── price tiers ─────────────────────────────

export const TIER_WORDS: Readonly<Record<string, 'budget' | 'mid' | 'luxury'>> = {
  cheap: 'budget', cheaper: 'budget', cheapest: 'budget', affordable: 'budget', inexpensive: 'budget', budget: 'budget',
  bargain: 'budget', 'low cost': 'budget', 'low-cost': 'budget', 'budget-friendly': 'budget', 'budget friendly': 'budget',
  'mid-range': 'mid', 'mid range': 'mid', midrange: 'mid', 'mid-priced': 'mid', 'mid priced': 'mid', 'moderately priced': 'mid',
  'mid-tier': 'mid', 'mid tier': 'mid',
  luxury: 'luxury', luxe: 'luxury', designer: 'luxury', 'designer-level': 'luxury', 'high-end': 'luxury', 'high end': 'luxury',
  premium: 'luxury', splurge: 'luxury', expensive: 'luxury', pricey: 'luxury', posh: 'luxury', upscale: 'luxury', 'top-end': 'luxury',
  'top end': 'luxury',
};

/** Words of the app a shopper uses (verbs, nouns): spelling is corrected towards these too. */
export const APP_WORDS: readonly string[] = [
  'show', 'find', 'search', 'follow', 'unfollow', 'following', 'followed', 'add', 'remove', 'delete', 'plan', 'pack', 'packing', 'trip',
  'buy', 'bought', 'cart', 'basket', 'wardrobe', 'closet', 'outfit', 'outfits', 'look', 'looks', 'recommend', 'suggest', 'compare',
  'save', 'like', 'dislike', 'mute', 'unmute', 'pause', 'resume', 'block', 'influencer', 'influencers', 'handle', 'handles',
  'budget', 'under', 'between', 'dollars', 'pounds', 'euros', 'instead', 'something', 'anything', 'please', 'weekend', 'holiday',
  'vacation', 'fortnight', 'tomorrow', 'tonight', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august',
  'september', 'october', 'november', 'december', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'feed', 'dressing', 'room', 'profile', 'scan', 'photo', 'post', 'posts', 'items', 'pieces', 'total', 'count', 'cheaper',
  'recommendations', 'suggestions', 'matching', 'colour', 'color', 'size', 'everything', 'nothing', 'except',
  // Price words, so "ovr 100" and "belw 50" are read as the price they are.
  'over', 'below', 'above', 'around', 'about', 'less', 'than', 'maximum', 'minimum', 'cheapest', 'pricier', 'without',
];

