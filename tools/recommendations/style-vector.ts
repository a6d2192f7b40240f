/**
 * Style vectors: one weight per named dimension of the vocabulary, L2-normalised so that cosine
 * similarity is a plain dot product. Builders are deterministic (same text → same vector), which is
 * what lets the demo catalogue, the evals and the tests agree exactly.
 */
import {
  DIMENSIONS, STYLE_VECTOR_DIMENSIONS, dimensionIndex, priceTierOf,
  type DimensionGroup,
} from './vocabulary.js';

export type StyleVector = number[];

type Cue = readonly [DimensionGroup, string];

/**
 * Words a shopper or a caption uses, mapped to the dimension they signal. The vocabulary's own
 * words are added below, so this only lists synonyms and garment names.
 */
const SYNONYMS: Record<string, Cue | readonly Cue[]> = {
  // aesthetics
  minimal: ['aesthetic', 'minimalist'], minimalism: ['aesthetic', 'minimalist'], clean: ['aesthetic', 'minimalist'],
  understated: ['aesthetic', 'minimalist'], pared: ['aesthetic', 'minimalist'], essential: ['aesthetic', 'minimalist'],
  timeless: ['aesthetic', 'classic'], heritage: ['aesthetic', 'classic'], staple: ['aesthetic', 'classic'], iconic: ['aesthetic', 'classic'],
  sleek: ['aesthetic', 'modern'], contemporary: ['aesthetic', 'modern'], architectural: ['aesthetic', 'modern'],
  sophisticated: ['aesthetic', 'elegant'], refined: ['aesthetic', 'elegant'], graceful: ['aesthetic', 'elegant'], polished: ['aesthetic', 'elegant'],
  everyday: ['aesthetic', 'casual'], 'laid-back': ['aesthetic', 'casual'], easy: ['aesthetic', 'casual'], effortless: ['aesthetic', 'casual'],
  parisian: ['aesthetic', 'chic'], stylish: ['aesthetic', 'chic'], 'french-girl': ['aesthetic', 'chic'],
  boho: ['aesthetic', 'bohemian'], festival: ['aesthetic', 'bohemian'], peasant: ['aesthetic', 'bohemian'], fringe: ['aesthetic', 'bohemian'],
  crochet: [['aesthetic', 'bohemian'], ['material', 'knit']], paisley: ['aesthetic', 'bohemian'],
  street: ['aesthetic', 'streetwear'], urban: ['aesthetic', 'streetwear'], hoodie: [['aesthetic', 'streetwear'], ['category', 'tops']],
  graphic: ['aesthetic', 'streetwear'], skate: ['aesthetic', 'streetwear'], cargo: [['aesthetic', 'streetwear'], ['category', 'bottoms']],
  feminine: ['aesthetic', 'romantic'], lace: ['aesthetic', 'romantic'], floral: ['aesthetic', 'romantic'], ruffle: ['aesthetic', 'romantic'],
  ruffled: ['aesthetic', 'romantic'], bow: ['aesthetic', 'romantic'], puff: ['aesthetic', 'romantic'], dreamy: ['aesthetic', 'romantic'],
  grunge: ['aesthetic', 'edgy'], moto: ['aesthetic', 'edgy'], biker: ['aesthetic', 'edgy'], studded: ['aesthetic', 'edgy'],
  punk: ['aesthetic', 'edgy'], combat: ['aesthetic', 'edgy'], rock: ['aesthetic', 'edgy'],
  collegiate: ['aesthetic', 'preppy'], varsity: ['aesthetic', 'preppy'], pleated: ['aesthetic', 'preppy'], argyle: ['aesthetic', 'preppy'],
  polo: [['aesthetic', 'preppy'], ['category', 'tops']], loafer: [['aesthetic', 'preppy'], ['category', 'shoes']], cable: ['aesthetic', 'preppy'],
  athletic: ['aesthetic', 'sporty'], athleisure: ['aesthetic', 'sporty'], performance: ['aesthetic', 'sporty'], sport: ['aesthetic', 'sporty'],
  retro: ['aesthetic', 'vintage'], '70s': ['aesthetic', 'vintage'], '90s': ['aesthetic', 'vintage'], thrifted: ['aesthetic', 'vintage'],
  nostalgic: ['aesthetic', 'vintage'],
  glamorous: ['aesthetic', 'glam'], sequin: ['aesthetic', 'glam'], sequined: ['aesthetic', 'glam'], sparkle: ['aesthetic', 'glam'],
  metallic: ['aesthetic', 'glam'], embellished: ['aesthetic', 'glam'], crystal: ['aesthetic', 'glam'], satin: [['aesthetic', 'glam'], ['material', 'silk']],
  menswear: ['aesthetic', 'androgynous'], boyfriend: ['aesthetic', 'androgynous'], unisex: ['aesthetic', 'androgynous'],
  nautical: ['aesthetic', 'coastal'], breton: ['aesthetic', 'coastal'], resort: ['aesthetic', 'coastal'], seaside: ['aesthetic', 'coastal'],
  riviera: ['aesthetic', 'coastal'],
  // colours (grey and gray share a dimension)
  gray: ['colour', 'grey'], charcoal: ['colour', 'grey'], heather: ['colour', 'grey'], silver: ['colour', 'grey'],
  noir: ['colour', 'black'], jet: ['colour', 'black'], onyx: ['colour', 'black'], ebony: ['colour', 'black'],
  ivory: ['colour', 'cream'], ecru: ['colour', 'cream'], 'off-white': ['colour', 'cream'], oat: ['colour', 'cream'], oatmeal: ['colour', 'cream'],
  tan: ['colour', 'beige'], sand: ['colour', 'beige'], nude: ['colour', 'beige'], taupe: ['colour', 'beige'], khaki: ['colour', 'beige'], stone: ['colour', 'beige'],
  cobalt: ['colour', 'blue'], indigo: ['colour', 'blue'], sky: ['colour', 'blue'], azure: ['colour', 'blue'], denim: [['colour', 'blue'], ['material', 'denim']],
  midnight: ['colour', 'navy'],
  scarlet: ['colour', 'red'], crimson: ['colour', 'red'], cherry: ['colour', 'red'], poppy: ['colour', 'red'],
  blush: ['colour', 'pink'], rose: ['colour', 'pink'], fuchsia: ['colour', 'pink'], magenta: ['colour', 'pink'],
  lilac: ['colour', 'purple'], lavender: ['colour', 'purple'], plum: ['colour', 'purple'], violet: ['colour', 'purple'],
  emerald: ['colour', 'green'], sage: ['colour', 'green'], forest: ['colour', 'green'], mint: ['colour', 'green'],
  mustard: ['colour', 'yellow'], lemon: ['colour', 'yellow'], butter: ['colour', 'yellow'], gold: ['colour', 'yellow'],
  chocolate: ['colour', 'brown'], cognac: ['colour', 'brown'], espresso: ['colour', 'brown'], mocha: ['colour', 'brown'], rust: ['colour', 'brown'],
  toffee: ['colour', 'camel'], caramel: ['colour', 'camel'],
  wine: ['colour', 'burgundy'], oxblood: ['colour', 'burgundy'], maroon: ['colour', 'burgundy'], bordeaux: ['colour', 'burgundy'],
  // categories: garment names
  top: ['category', 'tops'], tee: ['category', 'tops'], 't-shirt': ['category', 'tops'], blouse: ['category', 'tops'], shirt: ['category', 'tops'],
  sweater: ['category', 'tops'], cardigan: ['category', 'tops'], tank: ['category', 'tops'], camisole: ['category', 'tops'], turtleneck: ['category', 'tops'],
  bodysuit: ['category', 'tops'], jumper: ['category', 'tops'],
  bottom: ['category', 'bottoms'], trouser: ['category', 'bottoms'], pant: ['category', 'bottoms'], jean: ['category', 'bottoms'],
  skirt: ['category', 'bottoms'], short: ['category', 'bottoms'], culotte: ['category', 'bottoms'], chino: ['category', 'bottoms'],
  dress: ['category', 'dresses'], gown: [['category', 'dresses'], ['occasion', 'evening']], slip: ['category', 'dresses'], jumpsuit: ['category', 'dresses'],
  coat: ['category', 'outerwear'], jacket: ['category', 'outerwear'], blazer: [['category', 'outerwear'], ['silhouette', 'tailored']],
  trench: [['category', 'outerwear'], ['aesthetic', 'classic']], parka: ['category', 'outerwear'], puffer: ['category', 'outerwear'], vest: ['category', 'outerwear'],
  shoe: ['category', 'shoes'], sneaker: ['category', 'shoes'], boot: ['category', 'shoes'], heel: ['category', 'shoes'], pump: ['category', 'shoes'],
  sandal: ['category', 'shoes'], mule: ['category', 'shoes'], flat: ['category', 'shoes'], trainer: ['category', 'shoes'],
  accessory: ['category', 'accessories'], scarf: ['category', 'accessories'], belt: ['category', 'accessories'], hat: ['category', 'accessories'],
  sunglasses: ['category', 'accessories'], beret: ['category', 'accessories'], glove: ['category', 'accessories'],
  bag: ['category', 'bags'], tote: ['category', 'bags'], clutch: [['category', 'bags'], ['occasion', 'evening']], handbag: ['category', 'bags'],
  crossbody: ['category', 'bags'], backpack: ['category', 'bags'], purse: ['category', 'bags'],
  necklace: ['category', 'jewelry'], earring: ['category', 'jewelry'], ring: ['category', 'jewelry'], bracelet: ['category', 'jewelry'],
  pendant: ['category', 'jewelry'], hoop: ['category', 'jewelry'], jewellery: ['category', 'jewelry'],
  legging: [['category', 'activewear'], ['occasion', 'active']], 'sports-bra': [['category', 'activewear'], ['occasion', 'active']],
  jogger: [['category', 'activewear'], ['aesthetic', 'sporty']],
  pajama: [['category', 'sleepwear'], ['occasion', 'lounge']], pyjama: [['category', 'sleepwear'], ['occasion', 'lounge']],
  robe: [['category', 'sleepwear'], ['occasion', 'lounge']], nightgown: [['category', 'sleepwear'], ['occasion', 'lounge']],
  // silhouettes
  bodycon: ['silhouette', 'fitted'], 'form-fitting': ['silhouette', 'fitted'], sculpted: ['silhouette', 'fitted'],
  boxy: ['silhouette', 'oversized'], slouchy: [['silhouette', 'oversized'], ['silhouette', 'relaxed']],
  loose: ['silhouette', 'relaxed'], 'easy-fit': ['silhouette', 'relaxed'],
  skinny: ['silhouette', 'slim'], straight: ['silhouette', 'slim'], 'wide': ['silhouette', 'wide-leg'], palazzo: ['silhouette', 'wide-leg'],
  flowy: ['silhouette', 'flowing'], draped: ['silhouette', 'flowing'], 'a-line': ['silhouette', 'flowing'], maxi: ['silhouette', 'flowing'],
  midi: ['silhouette', 'flowing'], sharp: ['silhouette', 'tailored'], suiting: [['silhouette', 'tailored'], ['occasion', 'work']],
  crop: ['silhouette', 'cropped'], layering: ['silhouette', 'layered'],
  // materials
  merino: ['material', 'wool'], tweed: ['material', 'wool'], bouclé: ['material', 'wool'], boucle: ['material', 'wool'],
  suede: ['material', 'leather'], 'vegan-leather': ['material', 'leather'], poplin: ['material', 'cotton'], jersey: ['material', 'cotton'],
  chambray: ['material', 'denim'], ribbed: ['material', 'knit'], knitted: ['material', 'knit'], mohair: ['material', 'knit'],
  // tiers
  affordable: ['tier', 'budget'], 'budget-friendly': ['tier', 'budget'], designer: ['tier', 'luxury'], couture: ['tier', 'luxury'],
  investment: ['tier', 'luxury'], 'mid-range': ['tier', 'mid'],
  // occasions
  office: ['occasion', 'work'], workwear: ['occasion', 'work'], meeting: ['occasion', 'work'], business: ['occasion', 'work'],
  cocktail: ['occasion', 'evening'], party: ['occasion', 'evening'], night: ['occasion', 'evening'], dinner: ['occasion', 'evening'],
  date: ['occasion', 'evening'], gala: ['occasion', 'evening'], formal: ['occasion', 'evening'],
  brunch: ['occasion', 'weekend'], errands: ['occasion', 'weekend'], sunday: ['occasion', 'weekend'],
  airport: ['occasion', 'travel'], vacation: ['occasion', 'travel'], holiday: ['occasion', 'travel'], trip: ['occasion', 'travel'], getaway: ['occasion', 'travel'],
  swim: ['occasion', 'beach'], swimsuit: ['occasion', 'beach'], bikini: ['occasion', 'beach'], pool: ['occasion', 'beach'], poolside: ['occasion', 'beach'],
  bridal: ['occasion', 'wedding'], ceremony: ['occasion', 'wedding'],
  gym: ['occasion', 'active'], workout: ['occasion', 'active'], yoga: ['occasion', 'active'], running: ['occasion', 'active'], training: ['occasion', 'active'],
  home: ['occasion', 'lounge'], cozy: ['occasion', 'lounge'], cosy: ['occasion', 'lounge'], loungewear: ['occasion', 'lounge'], sleep: ['occasion', 'lounge'],
  // seasons
  autumn: ['season', 'fall'], 'spring/summer': [['season', 'spring'], ['season', 'summer']], 'fall/winter': [['season', 'fall'], ['season', 'winter']],
  sunny: ['season', 'summer'], warm: ['season', 'summer'], chilly: ['season', 'winter'], snow: ['season', 'winter'], festive: ['season', 'winter'],
};

/** How loudly each kind of word speaks: what a thing looks like matters more than its tier. */
const GROUP_WEIGHT: Record<DimensionGroup, number> = {
  aesthetic: 1.2, colour: 1.0, category: 0.8, silhouette: 0.9, material: 0.7, tier: 0.5, occasion: 0.7, season: 0.5,
};

const LEXICON: ReadonlyMap<string, readonly number[]> = (() => {
  const map = new Map<string, number[]>();
  const add = (word: string, cue: Cue) => {
    const list = map.get(word) ?? [];
    const index = dimensionIndex(cue[0], cue[1]);
    if (!list.includes(index)) list.push(index);
    map.set(word, list);
  };
  for (const d of DIMENSIONS) add(d.word, [d.group, d.word]);
  add('lounge', ['occasion', 'lounge']);
  for (const [word, cues] of Object.entries(SYNONYMS)) {
    const list: readonly Cue[] = typeof cues[0] === 'string' ? [cues as Cue] : (cues as readonly Cue[]);
    for (const cue of list) add(word, cue);
  }
  return map;
})();

const isCategory = (i: number) => DIMENSIONS[i]!.group === 'category';

export const zeroVector = (): StyleVector => new Array<number>(STYLE_VECTOR_DIMENSIONS).fill(0);

const norm = (v: readonly number[]): number => {
  // A loop, not reduce: reduce's accumulator is a fresh heap number on every step.
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i]! * v[i]!;
  return Math.sqrt(sum);
};

/**
 * Scales to unit length. A vector that says nothing becomes the uniform vector, so cosine stays
 * defined (pgvector returns NaN for a zero vector) and such items rank as "no particular style".
 */
export const normalise = (v: readonly number[]): StyleVector => {
  const n = norm(v);
  if (!Number.isFinite(n) || n === 0) return new Array<number>(STYLE_VECTOR_DIMENSIONS).fill(1 / Math.sqrt(STYLE_VECTOR_DIMENSIONS));
  return v.map((x) => x / n);
};

const singular = (token: string): string[] => {
  const forms = [token];
  if (token.endsWith('ies')) forms.push(`${token.slice(0, -3)}y`);
  if (token.endsWith('es')) forms.push(token.slice(0, -2));
  if (token.endsWith('s')) forms.push(token.slice(0, -1));
  return forms;
};

const lookup = (token: string): readonly number[] | undefined => {
  for (const form of singular(token)) {
    const found = LEXICON.get(form);
    if (found) return found;
  }
  return undefined;
};

/** Lower-case words; hyphenated and slashed compounds stay whole and are also split. */
const tokens = (text: string): string[] => text.toLowerCase().match(/[a-z0-9\u00e0-\u00ff]+(?:[-/][a-z0-9\u00e0-\u00ff]+)*/g) ?? [];

/**
 * A vector from free text (names, descriptions, captions, tags). Two-word phrases such as "wide leg"
 * and "off white" are read as their hyphenated form. Repeats count, with diminishing returns.
 * Hints come from structured fields and weigh more than a passing word.
 */
export const vectorFromText = (text: string, hints: { category?: string; price?: number; colour?: string } = {}): StyleVector => {
  const counts = zeroVector();
  const words = tokens(text);
  const bump = (indexes: readonly number[], amount = 1) => {
    for (const i of indexes) counts[i]! += amount;
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    const pair = next ? lookup(`${word}-${next}`) : undefined;
    if (pair) {
      bump(pair);
      i++;
      continue;
    }
    const whole = lookup(word);
    if (whole) {
      bump(whole);
      continue;
    }
    if (/[-/]/.test(word)) for (const part of word.split(/[-/]/)) bump(lookup(part) ?? []);
  }
  if (hints.category) {
    const found = lookup(hints.category.toLowerCase());
    const categoryIndexes = found?.filter(isCategory) ?? [];
    // A known category is a fact, not a hint: garment words that point elsewhere
    // ("shirt dress") must not outweigh it.
    if (categoryIndexes.length) {
      for (const d of DIMENSIONS) if (d.group === 'category') counts[d.index] = 0;
      bump(categoryIndexes, 2);
    }
  }
  if (hints.colour) bump(lookup(hints.colour.toLowerCase())?.filter((i) => DIMENSIONS[i]!.group === 'colour') ?? [], 2);
  if (hints.price !== undefined && Number.isFinite(hints.price) && hints.price >= 0) {
    bump([dimensionIndex('tier', priceTierOf(hints.price))], 2);
  }
  return normalise(counts.map((c, i) => (c > 0 ? GROUP_WEIGHT[DIMENSIONS[i]!.group] * Math.sqrt(c) : 0)));
};

/** Reference swatches for the colour dimensions (sRGB). */
const SWATCHES: ReadonlyArray<readonly [string, readonly [number, number, number]]> = [
  ['black', [20, 20, 22]], ['white', [245, 245, 242]], ['grey', [128, 128, 130]], ['beige', [214, 196, 168]],
  ['cream', [243, 233, 210]], ['navy', [28, 38, 84]], ['blue', [52, 110, 200]], ['red', [196, 36, 44]],
  ['pink', [236, 150, 180]], ['purple', [120, 70, 150]], ['green', [56, 130, 80]], ['yellow', [236, 200, 60]],
  ['brown', [110, 70, 42]], ['camel', [190, 140, 90]], ['olive', [110, 112, 52]], ['burgundy', [110, 24, 42]],
];

const toLinear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** CIE L*a*b*, so "nearest colour" matches what the eye sees rather than raw RGB distance. */
const toLab = ([r, g, b]: readonly [number, number, number]): [number, number, number] => {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
};

const SWATCH_LAB = SWATCHES.map(([word, rgb]) => [dimensionIndex('colour', word), toLab(rgb)] as const);

/** The colour words nearest to one measured colour, closest first, with distances in Lab units. */
export const nearestColourWords = (rgb: readonly [number, number, number], n = 2): { word: string; distance: number }[] => {
  const lab = toLab(rgb);
  return SWATCH_LAB
    .map(([index, s]) => ({ word: DIMENSIONS[index]!.word, distance: Math.hypot(lab[0] - s[0], lab[1] - s[1], lab[2] - s[2]) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, n);
};

/**
 * A colour-only vector from measured colours (e.g. sharp's dominant colours of an upload). Earlier
 * colours are taken as more dominant; each votes for its nearest word and, if almost as near, the
 * runner-up, so a taupe between beige and grey reads as both.
 */
export const vectorFromColours = (rgb: [number, number, number][]): StyleVector => {
  const v = zeroVector();
  rgb.forEach((colour, position) => {
    const dominance = 1 / (1 + position * 0.5);
    const [first, second] = nearestColourWords(colour, 2);
    if (!first) return;
    v[dimensionIndex('colour', first.word)]! += dominance;
    if (second && second.distance < first.distance * 1.25) v[dimensionIndex('colour', second.word)]! += dominance * 0.5;
  });
  return normalise(v);
};

/** Weighted sum, renormalised: how behaviour (follows, likes, saves, feedback) becomes a taste vector. */
export const blendVectors = (parts: { vector: StyleVector; weight: number }[]): StyleVector => {
  const sum = zeroVector();
  for (const { vector, weight } of parts) {
    if (!Number.isFinite(weight) || weight === 0 || vector.length !== STYLE_VECTOR_DIMENSIONS) continue;
    for (let i = 0; i < STYLE_VECTOR_DIMENSIONS; i++) sum[i]! += weight * (vector[i] ?? 0);
  }
  return normalise(sum.map((x) => Math.max(0, x)));
};

export const cosineSimilarity = (a: readonly number[], b: readonly number[]): number => {
  const na = norm(a);
  const nb = norm(b);
  if (na === 0 || nb === 0 || a.length !== b.length) return 0;
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot / (na * nb);
};

/** The strongest named dimensions of one vector, optionally within one group. */
export const topDimensions = (v: StyleVector, n: number, group?: DimensionGroup): { word: string; weight: number }[] => {
  // Only the dimensions that weigh anything become objects: a feed request reads some forty vectors.
  const weighed: { word: string; weight: number }[] = [];
  for (const d of DIMENSIONS) {
    const weight = v[d.index] ?? 0;
    if (weight > 1e-9 && (!group || d.group === group)) weighed.push({ word: d.word, weight });
  }
  return weighed.sort((a, b) => b.weight - a.weight || a.word.localeCompare(b.word)).slice(0, Math.max(0, n));
};

/** How a dimension reads inside a match reason. */
const READABLE: Partial<Record<string, string>> = { budget: 'budget-friendly', mid: 'mid-range' };
/** Reasons read like a description: look, colour, shape, fabric, then the rest. */
const READING_ORDER: readonly DimensionGroup[] = ['aesthetic', 'colour', 'silhouette', 'material', 'category', 'occasion', 'season', 'tier'];
const phrase = (group: DimensionGroup, word: string) => (group === 'tier' ? READABLE[word] ?? word : word);

/**
 * The match reason: the dimensions two vectors share most, in words a shopper reads
 * ("minimalist, black, tailored"). One word per group first so a reason covers look, colour and
 * shape before repeating itself; the price tier speaks only when nothing else is shared.
 * Returns '' when the vectors share nothing, so callers pick their own fallback.
 */
export const explainMatch = (a: StyleVector, b: StyleVector, max = 3): string => {
  // Uniform vectors (texts that named nothing) share everything a little; that is not a reason. Only
  // the dimensions above that become objects.
  const floor = (1 / STYLE_VECTOR_DIMENSIONS) * 1.01;
  const meaningful: { d: (typeof DIMENSIONS)[number]; score: number }[] = [];
  for (const d of DIMENSIONS) {
    const score = (a[d.index] ?? 0) * (b[d.index] ?? 0);
    if (score > floor) meaningful.push({ d, score });
  }
  meaningful.sort((x, y) => y.score - x.score || x.d.index - y.d.index);
  const picked: typeof meaningful = [];
  const groups = new Set<DimensionGroup>();
  for (const s of meaningful) {
    if (picked.length >= max) break;
    if (s.d.group === 'tier' || groups.has(s.d.group)) continue;
    picked.push(s);
    groups.add(s.d.group);
  }
  for (const s of meaningful) {
    if (picked.length >= max) break;
    if (s.d.group !== 'tier' && !picked.includes(s)) picked.push(s);
  }
  if (picked.length === 0) {
    const tier = meaningful.find((s) => s.d.group === 'tier');
    if (tier) picked.push(tier);
  }
  return picked
    .sort((x, y) => READING_ORDER.indexOf(x.d.group) - READING_ORDER.indexOf(y.d.group))
    .map((s) => phrase(s.d.group, s.d.word)).join(', ');
};

/** pgvector's text literal, e.g. '[0.1,0,0.3]'. */
export const toPgVector = (v: readonly number[]): string => {
  if (v.length !== STYLE_VECTOR_DIMENSIONS || v.some((x) => !Number.isFinite(x))) {
    throw new Error(`A style vector has ${STYLE_VECTOR_DIMENSIONS} finite numbers; got ${v.length}`);
  }
  return `[${v.map((x) => (Object.is(x, -0) ? 0 : Number(x.toPrecision(7)))).join(',')}]`;
};

/**
 * Reads a vector column whether the driver returned its text form or drizzle already parsed it.
 * pgvector's text form (`[0.1,-2e-05,3]`, finite numbers only) is a JSON array, and JSON.parse reads
 * it without the 75 substrings a split makes: a feed request reads some twenty of them.
 */
export const parsePgVector = (value: string | readonly number[]): StyleVector => {
  if (typeof value !== 'string') return [...value];
  const parsed: unknown = JSON.parse(value);
  if (!Array.isArray(parsed) || !parsed.every((x): x is number => typeof x === 'number')) {
    throw new Error(`Not a vector: ${value.slice(0, 40)}`);
  }
  return parsed;
};

/** Product rules §3 fitting_room_items colour rule: these words, in this order; else 'neutral'. */
export const FITTING_ROOM_COLOURS = [
  'black', 'white', 'blue', 'red', 'green', 'yellow', 'pink', 'purple', 'brown', 'grey', 'gray', 'beige', 'navy', 'cream',
] as const;

/** The first word of the spec's list that appears in the text as a word (so "redesigned" is not red). */
export const colourWordIn = (text: string): string => {
  const lower = text.toLowerCase();
  return FITTING_ROOM_COLOURS.find((c) => new RegExp(`(^|[^a-z])${c}([^a-z]|$)`).test(lower)) ?? 'neutral';
};
