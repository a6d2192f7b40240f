/**
 * Product rules §2 Quick Pick: a fixed, alphabetical list of about 27 well-known fashion handles and brands.
 * Each exists as a seeded influencer account (server/demo/influencers.ts), so following one from
 * Quick Pick immediately has posts, products and a style vector behind it.
 */
export const QUICK_PICK_HANDLES: readonly string[] = [
  'aimeesong', 'arielcharnas', 'blairadiebee', 'camilacoelho', 'carolinedaur', 'chiaraferragni',
  'cos', 'dior', 'everlane', 'galmeetsglam', 'ganni', 'gucci', 'hm', 'jacquemus', 'leoniehanne',
  'mango', 'matildadjerf', 'negin_mirsalehi', 'oliviapalermo', 'pernilleteisbaek', 'prada',
  'reformation', 'sezane', 'sincerelyjules', 'thefashionguitar', 'weworewhat', 'zara',
];
