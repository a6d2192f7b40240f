/**
 * Generates the demo catalogue (influencer accounts, posts, products) as rows ready to insert,
 * style vectors included. Pure and deterministic: the same seed, counts and clock give the same rows.
 */
import type { influencerAccounts, influencerPosts, products } from '../db/schema.js';
import {
  AESTHETICS, CATEGORIES, COLOURS, MATERIALS, OCCASIONS, PRICE_TIERS, SEASONS, SILHOUETTES, priceTierOf,
  type Category, type PriceTier,
} from '../../tools/recommendations/vocabulary.js';
import { blendVectors, vectorFromText, type StyleVector } from '../../tools/recommendations/style-vector.js';
import { DEMO_INFLUENCERS, type InfluencerProfile } from './influencers.js';
import { createRandom, type Random } from './prng.js';
import {
  BRANDS, CAPTION_CLOSERS, CAPTION_OPENERS, FABRICS, GARMENTS, JEWELRY_FINISHES, MODEL_NAMES, OCCASION_PHRASES, PRICE_BANDS,
  RETAILERS, TIER_FACTOR, type FabricKey, type Garment,
} from './words.js';
import { avatarUrl, postImageUrl, productImageUrl } from '../media/urls.js';
import { demoAffiliateUrl, demoRetailerUrl } from '../../shared/demo-retailer.js';
import { deriveAttributes } from '../../tools/garments/attributes.js';
import { attributeColumns, productGarmentText } from '../../tools/garments/columns.js';

export type InfluencerInsert = typeof influencerAccounts.$inferInsert & { id: string; handle: string };
export type PostInsert = typeof influencerPosts.$inferInsert & { id: string };
export type ProductInsert = typeof products.$inferInsert & { id: string };

export interface Catalogue {
  influencers: InfluencerInsert[];
  posts: PostInsert[];
  products: ProductInsert[];
}

export interface CatalogueOptions {
  seed: number;
  now: Date;
  /** Products in total; spread evenly over the 10 categories × 3 price tiers. */
  products: number;
  /** Accounts in total; the first are the Quick Pick profiles, the rest are generated. */
  influencers: number;
  posts: number;
  /** Namespaces handles and post ids so a bulk run never collides with the demo. */
  label?: string;
}

/** The demo: all 27 Quick Pick accounts, 10 posts each, 630 products (21 per category and tier). */
export const DEMO_COUNTS = { influencers: DEMO_INFLUENCERS.length, posts: DEMO_INFLUENCERS.length * 10, products: 630 } as const;

const POSTS_WINDOW_DAYS = 60;
const TOP_LIKED_PER_ACCOUNT = 3;
/** Share of products that belong to an influencer's look ("Shop This Look", trending). */
const TIED_SHARE = 0.3;

const title = (text: string) => text.replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
/** Six decimals are plenty for cosine ranking and keep 100k-row inserts small. */
const compact = (v: StyleVector): number[] => v.map((x) => Math.round(x * 1e6) / 1e6);

/** One way to make a product of a cell: a garment in a fabric (or, for jewelry, a finish). */
interface Make {
  garment: Garment;
  fabric?: FabricKey;
  finish?: (typeof JEWELRY_FINISHES)[number];
  /** Its typical price at a brand of level 1 in this tier. */
  typical: number;
}

/**
 * Garments and fabrics whose typical price suits the cell's band: nobody sells a $12 cotton trench or
 * a $2,000 pair of knit joggers. Brand level and a little noise then place each piece in the band.
 */
const makesFor = (() => {
  const cache = new Map<string, readonly Make[]>();
  return (category: Category, tier: PriceTier): readonly Make[] => {
    const key = `${category}:${tier}`;
    const kept = cache.get(key);
    if (kept) return kept;
    const [min, max] = PRICE_BANDS[category][tier];
    const makes: Make[] = [];
    for (const garment of GARMENTS[category]) {
      const options: Omit<Make, 'typical'>[] = category === 'Jewelry'
        ? JEWELRY_FINISHES.filter((f) => garment.finishes?.includes(f.finish) ?? true).map((finish) => ({ garment, finish }))
        : garment.fabrics.map((fabric) => ({ garment, fabric }));
      for (const option of options) {
        const factor = option.finish?.factor ?? (option.fabric ? FABRICS[option.fabric].factor : 1);
        const typical = garment.base * TIER_FACTOR[tier] * factor;
        // A little slack either side: brand levels and noise reach into the band from there.
        if (typical >= min / 1.3 && typical <= max * 1.15) makes.push({ ...option, typical });
      }
    }
    if (!makes.length) throw new Error(`No demo garment is priced for ${category} in ${tier}`);
    cache.set(key, makes);
    return makes;
  };
})();

/** Shop-like price points: $29.95 on the high street, $185 mid-range, $890 or $1,250 for designers. */
const pricePoint = (rng: Random, raw: number, tier: PriceTier): number => {
  if (tier === 'budget') return Math.floor(raw) + rng.pick([0.99, 0.95, 0.5, 0]);
  if (tier === 'mid') return Math.round(raw / 5) * 5;
  return raw < 1000 ? Math.round(raw / 10) * 10 : Math.round(raw / 50) * 50;
};

/** A price in the cell's band and its brand, which stays in its own tier. */
const priceAndBrand = (rng: Random, make: Make, category: Category, tier: PriceTier) => {
  const [min, max] = PRICE_BANDS[category][tier];
  let brand = rng.pick(BRANDS[tier]);
  let raw = make.typical * brand.level * rng.float(0.88, 1.12);
  // A brand whose level takes the piece out of the band is not one that sells it: try another.
  for (let attempt = 0; attempt < 6 && (raw < min || raw > max); attempt++) {
    brand = rng.pick(BRANDS[tier]);
    raw = make.typical * brand.level * rng.float(0.88, 1.12);
  }
  const value = Math.min(max, Math.max(min, pricePoint(rng, Math.min(max, Math.max(min, raw)), tier)));
  // Keep the tier exact after rounding (bands lie inside their tiers, so this is a guard).
  return { brand: brand.name, price: priceTierOf(value) === tier ? value : min };
};

/**
 * A product name a shop would use: a style name, a shape or a fabric before the garment ("The
 * Marlow Blazer", "Agnes Wide-Leg Trousers", "Relaxed Linen Shirt"). Names are unique across the
 * catalogue, so no section ever shows the same name twice; `taken` holds the names given so far.
 */
export interface NameRegister {
  taken: Set<string>;
  /** The last number given to each numbered line. */
  numbered: Map<string, number>;
  /** Shape, fabric and garment combinations whose style names are used up: numbered straight away. */
  exhausted: Set<string>;
}

const productNameFor = (rng: Random, parts: { shape: string; fabric: string; garment: string; fabricInName: boolean }, names: NameRegister): string => {
  const { taken } = names;
  const { shape, garment, fabricInName } = parts;
  // A garment that names its fabric ("Denim Jacket") is not given it twice ("Cropped Denim Denim Jacket").
  const fabric = garment.toLowerCase().split(/\s+/).includes(parts.fabric.toLowerCase()) ? '' : parts.fabric;
  const combination = `${shape}|${fabric}|${garment}|${fabricInName}`;
  const withFabric = (words: string[]) => (fabricInName && fabric && !words.includes(fabric) ? [...words.slice(0, -1), fabric, garment] : words);
  // Every part is already capitalised ("Wide-Leg", "18k Gold"), so names are joined as they are.
  for (let attempt = 0; attempt < 10 && !names.exhausted.has(combination); attempt++) {
    const model = rng.pick(MODEL_NAMES);
    const pattern = rng.int(0, 3);
    const words = pattern === 0 ? [model, fabric, garment]
      : pattern === 1 ? [model, shape, garment]
        : pattern === 2 ? ['The', model, garment]
          : [shape, fabric, garment];
    const name = withFabric(words.filter(Boolean)).join(' ');
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  // Very large catalogues (benchmarks) run out of combinations: number the line. Only this path
  // makes names ending in "No. n", and it counts per line, so the name is new.
  names.exhausted.add(combination);
  const base = [rng.pick(MODEL_NAMES), fabric, garment].filter(Boolean).join(' ');
  const n = (names.numbered.get(base) ?? 1) + 1;
  names.numbered.set(base, n);
  const name = `${base} No. ${n}`;
  taken.add(name);
  return name;
};

/** A generated style for accounts beyond the Quick Pick list (benchmarks). */
const syntheticProfile = (rng: Random, index: number, label: string): InfluencerProfile => {
  const aesthetics = rng.sample(AESTHETICS, 3);
  const first = rng.pick(['style', 'the', 'muse', 'edit', 'wear', 'closet', 'atelier']);
  return {
    handle: `${first}.${label}${String(index).padStart(5, '0')}`.slice(0, 30),
    displayName: `${title(aesthetics[0]!)} Muse ${index}`,
    category: rng.pick(['Style Creator', 'Fashion Blogger', 'Brand', 'Fashion Influencer']),
    aesthetics,
    colours: rng.sample(COLOURS, 3),
    silhouettes: rng.sample(SILHOUETTES, 2),
    materials: rng.sample(MATERIALS, 2),
    occasions: rng.sample(OCCASIONS, 2),
    tier: rng.pick(PRICE_TIERS),
    reach: rng.int(2_000, 80_000),
  };
};

interface ProductDraft {
  row: ProductInsert;
  colour: string;
  category: Category;
  garment: string;
  aesthetic: string;
  silhouette: string;
  material: string | undefined;
  occasion: string;
  season: string;
}

/** Occasions a category is plausibly worn for: nobody takes a nightgown to a meeting. */
const occasionFor = (rng: Random, category: Category, profile: InfluencerProfile | undefined): string => {
  if (category === 'Sleepwear') return 'lounge';
  if (category === 'Activewear') return 'active';
  const dressy: readonly string[] = OCCASIONS.filter((o) => o !== 'lounge' && o !== 'active');
  const preferred = profile?.occasions.filter((o) => dressy.includes(o)) ?? [];
  return preferred.length && rng.chance(0.6) ? rng.pick(preferred) : rng.pick(dressy);
};

const makeProduct = (
  rng: Random, category: Category, tier: PriceTier, profile: InfluencerProfile | undefined, influencerId: string | null, names: NameRegister,
): ProductDraft => {
  const makes = makesFor(category, tier);
  // An influencer's pieces lean to the fabrics they wear.
  const theirs = profile ? makes.filter((m) => m.fabric && profile.materials.includes(FABRICS[m.fabric].material as never)) : [];
  const make = theirs.length && rng.chance(0.6) ? rng.pick(theirs) : rng.pick(makes);
  const { garment, finish } = make;
  const fabric = make.fabric ? FABRICS[make.fabric] : undefined;
  const aesthetic = profile && rng.chance(0.8) ? rng.pick(profile.aesthetics) : rng.pick(AESTHETICS);
  const second = rng.chance(0.5) ? rng.pick(AESTHETICS.filter((a) => a !== aesthetic)) : undefined;
  const colour: string = finish?.colour ?? (profile && rng.chance(0.7) ? rng.pick(profile.colours) : rng.pick(COLOURS));
  const silhouette = profile && rng.chance(0.5) && garment.silhouettes.some((s) => profile.silhouettes.includes(s as never))
    ? rng.pick(garment.silhouettes.filter((s) => profile.silhouettes.includes(s as never)))
    : rng.pick(garment.silhouettes);
  const material = fabric?.material;
  const fabricWord = finish ? finish.labels[tier] : fabric?.label ?? '';
  const occasion = occasionFor(rng, category, profile);
  const season = rng.pick(SEASONS);
  const { brand, price: cost } = priceAndBrand(rng, make, category, tier);
  const retailer = rng.pick(RETAILERS);
  const id = rng.uuid();

  const shape = silhouette === 'structured' || silhouette === 'layered' || finish ? '' : title(silhouette);
  const productName = productNameFor(rng, {
    shape, fabric: fabricWord, garment: garment.name, fabricInName: !!finish || !!fabric?.inName,
  }, names);
  // The picture is drawn from the plain description, never the style name (server/media/items.ts).
  const pictureName = [shape, fabricWord, garment.name].filter(Boolean).join(' ');
  const colourWord = finish ? fabricWord.toLowerCase() : colour;
  const fabricText = fabric ? fabric.prose ?? fabric.label.toLowerCase() : '';
  const description = [
    `${title(aesthetic)}${second ? ` and ${second}` : ''} ${garment.name.toLowerCase()} in ${colourWord}${fabricText ? ` ${fabricText}` : ''}, ${silhouette} through the line.`,
    `Made for ${rng.pick(OCCASION_PHRASES[occasion]!)} and easy to wear from ${season} onwards.`,
    tier === 'luxury' ? 'Finished by hand in a small atelier.' : tier === 'mid' ? 'Thoughtfully made to last for seasons.' : 'An affordable everyday staple.',
  ].join(' ');
  const tags = [aesthetic, ...(second ? [second] : []), colour, silhouette, ...(material ? [material] : []), occasion, season];
  const styleVector = compact(vectorFromText(`${productName}. ${description} ${tags.join(' ')}`, { category, price: cost, colour }));
  return {
    category,
    colour: colourWord,
    garment: garment.name,
    aesthetic,
    silhouette,
    material: fabricText || undefined,
    occasion,
    season,
    row: {
      id,
      productName,
      brand,
      price: cost,
      priceTier: tier,
      imageUrl: productImageUrl(id, category, colour, pictureName),
      // Our own demo retailer page, which says it is one: never a shop's domain that does not exist.
      productUrl: demoRetailerUrl(id),
      affiliateUrl: demoAffiliateUrl(id),
      retailerName: retailer,
      category,
      productDescription: description,
      color: colour,
      tags,
      influencerId,
      styleVector,
      // The same derivation the start-up backfill gives older rows, from the same name and description.
      ...attributeColumns(deriveAttributes(productGarmentText({ productName, category, productDescription: description }))),
    },
  };
};

/** Clothing a caption pairs with a featured accessory, shoe, bag or piece of jewelry. */
const BASE_OUTFITS = [
  'a cream knit and wide-leg trousers', 'a white tee and straight jeans', 'a black slip dress',
  'a camel coat over a grey turtleneck', 'a navy blazer and tailored trousers', 'a linen shirt and relaxed shorts',
];
const FINISHING_TOUCHES = ['a slim leather belt', 'gold hoops', 'a structured tote', 'loafers', 'white sneakers', 'a silk scarf', 'ankle boots'];

/** "a", "an" or nothing for plurals ("pearl earrings", "loafers"). */
const article = (phrase: string) => (/[^s]s$/.test(phrase) ? '' : /^[aeiou]/.test(phrase) ? 'an ' : 'a ');

const makeCaption = (rng: Random, profile: InfluencerProfile, look: ProductDraft | undefined) => {
  const aesthetic = look?.aesthetic ?? rng.pick(profile.aesthetics);
  const colour = look?.colour ?? rng.pick(profile.colours);
  const occasion = look?.occasion ?? rng.pick(profile.occasions);
  const season = look?.season ?? rng.pick(SEASONS);
  const category: Category = look?.category ?? 'Tops';
  const piece = look
    ? [look.silhouette === 'structured' || look.silhouette === 'layered' || look.category === 'Jewelry' ? '' : look.silhouette,
      look.garment.toLowerCase().includes(colour) ? '' : colour, look.material && !look.garment.toLowerCase().includes(look.material) ? look.material : '', look.garment.toLowerCase()]
      .filter(Boolean).join(' ')
    : `${rng.pick(profile.silhouettes)} ${colour} ${rng.pick(profile.materials)} ${rng.pick(['shirt', 'blazer', 'midi dress', 'trousers'])}`;
  const clothing = ['Tops', 'Bottoms', 'Dresses', 'Outerwear', 'Activewear', 'Sleepwear'].includes(category);
  const outfit = clothing
    ? `${article(piece)}${piece} and ${rng.pick(FINISHING_TOUCHES)}`
    : `${rng.pick(BASE_OUTFITS)}, finished with ${article(piece)}${piece}`;
  const text = [
    `${rng.pick(CAPTION_OPENERS[occasion]!)} ${outfit}.`,
    `${title(aesthetic)} for ${season}, always.`,
    rng.pick(CAPTION_CLOSERS),
    `#ootd #${aesthetic} #${occasion}style #${season}fashion`,
  ].join(' ');
  return { text, colour: look?.row.color ?? colour, aesthetic, category, item: look?.row.productName };
};

export const generateCatalogue = (options: CatalogueOptions): Catalogue => {
  const { seed, now, label = '' } = options;
  const root = createRandom(seed);
  const accountRng = root.fork(`accounts${label}`);
  const productRng = root.fork(`products${label}`);
  const postRng = root.fork(`posts${label}`);

  const profiles: InfluencerProfile[] = [];
  for (let i = 0; i < options.influencers; i++) {
    profiles.push(i < DEMO_INFLUENCERS.length && !label ? DEMO_INFLUENCERS[i]! : syntheticProfile(accountRng, i, label || 'x'));
  }
  const accountIds = profiles.map(() => accountRng.uuid());

  // Products: round-robin over category × tier so every cell is filled evenly; the first share of
  // each cell belongs to an influencer whose style it follows.
  const cells = CATEGORIES.flatMap((category) => PRICE_TIERS.map((tier) => ({ category, tier })));
  const drafts: ProductDraft[] = [];
  const byInfluencer = new Map<number, ProductDraft[]>();
  const names: NameRegister = { taken: new Set(), numbered: new Map(), exhausted: new Set() };
  for (let i = 0; i < options.products; i++) {
    const cell = cells[i % cells.length]!;
    const round = Math.floor(i / cells.length);
    const perCell = Math.ceil(options.products / cells.length);
    const tied = profiles.length > 0 && round < Math.ceil(perCell * TIED_SHARE);
    const owner = tied ? (round * cells.length + (i % cells.length)) % profiles.length : -1;
    const draft = makeProduct(productRng, cell.category, cell.tier, profiles[owner], owner >= 0 ? accountIds[owner]! : null, names);
    drafts.push(draft);
    if (owner >= 0) {
      const list = byInfluencer.get(owner);
      if (list) list.push(draft);
      else byInfluencer.set(owner, [draft]);
    }
  }

  const posts: PostInsert[] = [];
  const postVectors = new Map<number, StyleVector[]>();
  const windowMs = POSTS_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  for (let i = 0; i < options.posts && profiles.length; i++) {
    const owner = i % profiles.length;
    const profile = profiles[owner]!;
    const looks = byInfluencer.get(owner) ?? [];
    const look = looks.length ? postRng.pick(looks) : undefined;
    const caption = makeCaption(postRng, profile, look);
    const id = postRng.uuid();
    const likeCount = Math.round(profile.reach * postRng.float(0.35, 1.9));
    const vector = vectorFromText(caption.text, { colour: caption.colour });
    const vectors = postVectors.get(owner);
    if (vectors) vectors.push(vector);
    else postVectors.set(owner, [vector]);
    posts.push({
      id,
      influencerId: accountIds[owner]!,
      platformPostId: `demo${label}_${profile.handle}_${Math.floor(i / profiles.length) + 1}`,
      imageUrl: postImageUrl(id, caption.category, caption.colour, caption.aesthetic, caption.item),
      caption: caption.text,
      likeCount,
      commentCount: Math.round(likeCount * postRng.float(0.006, 0.03)),
      postedAt: new Date(now.getTime() - Math.floor(postRng.next() * windowMs)),
      topLiked: false,
      // About half the posts link to the product they feature ("Shop This Look").
      linkUrl: look && postRng.chance(0.5) ? look.row.productUrl : null,
      styleVector: compact(vector),
    });
  }
  // top_liked: each account's most-liked posts.
  const postsByAccount = new Map<string, PostInsert[]>();
  for (const post of posts) {
    const list = postsByAccount.get(post.influencerId);
    if (list) list.push(post);
    else postsByAccount.set(post.influencerId, [post]);
  }
  for (const list of postsByAccount.values()) {
    [...list].sort((a, b) => (b.likeCount ?? 0) - (a.likeCount ?? 0)).slice(0, TOP_LIKED_PER_ACCOUNT).forEach((p) => { p.topLiked = true; });
  }

  const influencers: InfluencerInsert[] = profiles.map((profile, index) => {
    const signature = vectorFromText([
      ...profile.aesthetics, ...profile.aesthetics, ...profile.colours, ...profile.silhouettes, ...profile.materials, ...profile.occasions,
    ].join(' '), { price: profile.tier === 'budget' ? 50 : profile.tier === 'mid' ? 250 : 900 });
    const vector = blendVectors([
      { vector: signature, weight: 2 },
      ...(postVectors.get(index) ?? []).map((v) => ({ vector: v, weight: 1 / Math.max(1, postVectors.get(index)!.length) })),
    ]);
    return {
      id: accountIds[index]!,
      handle: profile.handle,
      displayName: profile.displayName,
      profileImageUrl: avatarUrl(profile.handle, profile.displayName),
      category: profile.category,
      isActive: true,
      styleVector: compact(vector),
      aestheticUpdatedAt: now,
      // Spread creation times so "newest first" lists have a stable, meaningful order.
      createdAt: new Date(now.getTime() - (profiles.length - index) * 60_000),
    };
  });

  return { influencers, posts, products: drafts.map((d) => d.row) };
};
