/**
 * Which object a product picture shows. The category alone is too coarse (Jewelry covers rings and
 * necklaces, Accessories covers hats and sunglasses), so the drawing is chosen from the item's name:
 * the URL carries a slug of it and this maps the slug to one of a fixed set of drawable kinds.
 */

export const ITEM_KINDS = [
  'shirt', 'blouse', 'tee', 'sweater', 'turtleneck', 'cardigan', 'camisole', 'tank', 'sports-bra',
  'trousers', 'jeans', 'joggers', 'leggings', 'shorts', 'skirt', 'culottes',
  'dress', 'maxi-dress', 'slip-dress', 'shirt-dress', 'wrap-dress', 'jumpsuit', 'nightgown',
  'blazer', 'trench', 'overcoat', 'moto-jacket', 'denim-jacket', 'puffer', 'track-jacket', 'robe', 'pajamas', 'lounge-set',
  'loafers', 'sneakers', 'boots', 'heels', 'sandals', 'flats',
  'scarf', 'belt', 'sunglasses', 'bucket-hat', 'beret', 'gloves',
  'tote', 'crossbody', 'clutch', 'shoulder-bag', 'backpack',
  'hoops', 'earrings', 'necklace', 'ring', 'bracelet',
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** First match wins, so the specific names come before the generic words they contain. */
const RULES: readonly (readonly [RegExp, ItemKind])[] = [
  [/bracelet|bangle|cuff-/, 'bracelet'], [/necklace|pendant|choker/, 'necklace'], [/hoop/, 'hoops'],
  [/earring|stud/, 'earrings'], [/(^|-)ring($|-)/, 'ring'],
  [/loafer|oxford|brogue/, 'loafers'], [/sneaker|trainer/, 'sneakers'], [/boot/, 'boots'],
  [/heel|pump|slingback|stiletto/, 'heels'], [/sandal|mule|slide/, 'sandals'], [/flat/, 'flats'],
  [/sunglass|glasses/, 'sunglasses'], [/beret/, 'beret'], [/hat|cap(-|$)/, 'bucket-hat'], [/glove|mitten/, 'gloves'],
  [/scarf|shawl/, 'scarf'], [/belt/, 'belt'],
  [/tote/, 'tote'], [/crossbody|camera-bag/, 'crossbody'], [/clutch|pouch/, 'clutch'], [/backpack|rucksack/, 'backpack'],
  [/bag|hobo|baguette/, 'shoulder-bag'],
  [/nightgown|nightdress|negligee/, 'nightgown'], [/pajama|pyjama/, 'pajamas'], [/lounge-set|lounge/, 'lounge-set'],
  [/robe|kimono/, 'robe'], [/jumpsuit|playsuit|overall/, 'jumpsuit'],
  [/slip-dress/, 'slip-dress'], [/shirt-dress/, 'shirt-dress'], [/wrap-dress/, 'wrap-dress'], [/maxi/, 'maxi-dress'],
  [/dress|gown/, 'dress'],
  [/sports-bra|bralette|bra($|-)/, 'sports-bra'], [/track-jacket|windbreaker/, 'track-jacket'],
  [/puffer|down-jacket|parka/, 'puffer'], [/moto|biker|leather-jacket/, 'moto-jacket'], [/denim-jacket|jean-jacket/, 'denim-jacket'],
  [/trench/, 'trench'], [/overcoat|coat/, 'overcoat'], [/blazer|suit-jacket/, 'blazer'], [/jacket/, 'denim-jacket'],
  [/turtleneck|roll-neck/, 'turtleneck'], [/cardigan/, 'cardigan'], [/sweater|jumper|pullover|knit/, 'sweater'],
  [/camisole|cami($|-)/, 'camisole'], [/tank|vest/, 'tank'], [/tee|t-shirt/, 'tee'], [/blouse/, 'blouse'], [/shirt/, 'shirt'],
  [/legging/, 'leggings'], [/jogger|sweatpant/, 'joggers'], [/culotte/, 'culottes'], [/short/, 'shorts'], [/skirt/, 'skirt'],
  [/jean/, 'jeans'], [/trouser|pant|chino/, 'trousers'],
];

const BY_CATEGORY: Record<string, ItemKind> = {
  Tops: 'tee', Bottoms: 'trousers', Dresses: 'dress', Outerwear: 'blazer', Shoes: 'loafers', Accessories: 'scarf',
  Bags: 'tote', Jewelry: 'necklace', Activewear: 'leggings', Sleepwear: 'pajamas',
};

/** "Wide-Leg Linen Trousers" → "wide-leg-linen-trousers": the URL-safe form the image route receives. */
export const itemSlug = (name: string): string =>
  name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);

/** The drawable kind for an item slug (or name), falling back on the category's typical item. */
export const itemKind = (item: string, category: string): ItemKind => {
  const slug = itemSlug(item);
  for (const [pattern, kind] of RULES) if (pattern.test(slug)) return kind;
  return BY_CATEGORY[category] ?? 'tee';
};
