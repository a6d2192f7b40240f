/**
 * The demo's influencer accounts: the Quick Pick handles with a display name, a category and a
 * signature style. The signature steers their captions and the products tied to them, so their
 * style vectors differ in ways "similar influencers" and "why it matched" can show.
 */
import { QUICK_PICK_HANDLES } from '../../tools/sources/quick-pick.js';
import type { Aesthetic, Colour, PriceTier } from '../../tools/recommendations/vocabulary.js';
import { SILHOUETTES, MATERIALS, OCCASIONS } from '../../tools/recommendations/vocabulary.js';

type Silhouette = (typeof SILHOUETTES)[number];
type Material = (typeof MATERIALS)[number];
type Occasion = (typeof OCCASIONS)[number];

export interface InfluencerProfile {
  handle: string;
  displayName: string;
  category: string;
  aesthetics: readonly Aesthetic[];
  colours: readonly Colour[];
  silhouettes: readonly Silhouette[];
  materials: readonly Material[];
  occasions: readonly Occasion[];
  /** The price tier their looks usually sit in. */
  tier: PriceTier;
  /** Typical likes per post, for realistic counts. */
  reach: number;
}

const p = (
  handle: string, displayName: string, category: string, aesthetics: Aesthetic[], colours: Colour[],
  silhouettes: Silhouette[], materials: Material[], occasions: Occasion[], tier: PriceTier, reach: number,
): InfluencerProfile => ({ handle, displayName, category, aesthetics, colours, silhouettes, materials, occasions, tier, reach });

const PROFILES: readonly InfluencerProfile[] = [
  p('aimeesong', 'Aimee Song', 'Fashion Blogger', ['chic', 'casual', 'modern'], ['cream', 'blue', 'beige'], ['relaxed', 'wide-leg'], ['denim', 'linen'], ['weekend', 'travel'], 'mid', 42_000),
  p('arielcharnas', 'Ariel Charnas', 'Style Creator', ['classic', 'preppy', 'chic'], ['navy', 'white', 'camel'], ['tailored', 'fitted'], ['cotton', 'cashmere'], ['work', 'weekend'], 'mid', 18_000),
  p('blairadiebee', 'Blair Eadie', 'Style Creator', ['romantic', 'glam', 'preppy'], ['pink', 'red', 'cream'], ['fitted', 'flowing'], ['silk', 'wool'], ['evening', 'work'], 'luxury', 15_000),
  p('camilacoelho', 'Camila Coelho', 'Beauty & Fashion', ['glam', 'elegant', 'romantic'], ['white', 'pink', 'beige'], ['fitted', 'flowing'], ['silk', 'knit'], ['evening', 'beach'], 'luxury', 38_000),
  p('carolinedaur', 'Caroline Daur', 'Fashion Influencer', ['sporty', 'casual', 'streetwear'], ['black', 'white', 'grey'], ['oversized', 'relaxed'], ['cotton', 'leather'], ['active', 'weekend'], 'mid', 27_000),
  p('chiaraferragni', 'Chiara Ferragni', 'Fashion Entrepreneur', ['glam', 'chic', 'modern'], ['black', 'pink', 'white'], ['fitted', 'structured'], ['leather', 'silk'], ['evening', 'travel'], 'luxury', 120_000),
  p('cos', 'COS', 'Brand', ['minimalist', 'modern', 'androgynous'], ['black', 'grey', 'white'], ['oversized', 'structured'], ['wool', 'cotton'], ['work', 'weekend'], 'mid', 30_000),
  p('dior', 'Dior', 'Luxury Brand', ['elegant', 'classic', 'romantic'], ['black', 'cream', 'navy'], ['tailored', 'structured'], ['silk', 'wool'], ['evening', 'wedding'], 'luxury', 210_000),
  p('everlane', 'Everlane', 'Brand', ['minimalist', 'casual', 'classic'], ['beige', 'white', 'black'], ['relaxed', 'slim'], ['cotton', 'cashmere'], ['weekend', 'work'], 'mid', 12_000),
  p('galmeetsglam', 'Julia Engel', 'Fashion Blogger', ['romantic', 'classic', 'preppy'], ['pink', 'white', 'blue'], ['flowing', 'fitted'], ['cotton', 'silk'], ['weekend', 'travel'], 'mid', 24_000),
  p('ganni', 'GANNI', 'Brand', ['bohemian', 'romantic', 'edgy'], ['green', 'yellow', 'pink'], ['flowing', 'relaxed'], ['cotton', 'leather'], ['weekend', 'evening'], 'mid', 25_000),
  p('gucci', 'Gucci', 'Luxury Brand', ['vintage', 'glam', 'edgy'], ['green', 'red', 'burgundy'], ['tailored', 'layered'], ['leather', 'silk'], ['evening', 'travel'], 'luxury', 190_000),
  p('hm', 'H&M', 'Brand', ['casual', 'modern', 'streetwear'], ['black', 'white', 'blue'], ['relaxed', 'cropped'], ['cotton', 'denim'], ['weekend', 'active'], 'budget', 90_000),
  p('jacquemus', 'Jacquemus', 'Luxury Brand', ['modern', 'coastal', 'minimalist'], ['beige', 'white', 'yellow'], ['cropped', 'structured'], ['linen', 'cotton'], ['beach', 'travel'], 'luxury', 80_000),
  p('leoniehanne', 'Leonie Hanne', 'Fashion Influencer', ['glam', 'romantic', 'elegant'], ['pink', 'purple', 'white'], ['flowing', 'fitted'], ['silk', 'knit'], ['evening', 'wedding'], 'luxury', 56_000),
  p('mango', 'Mango', 'Brand', ['chic', 'modern', 'classic'], ['camel', 'beige', 'black'], ['tailored', 'wide-leg'], ['linen', 'wool'], ['work', 'weekend'], 'budget', 60_000),
  p('matildadjerf', 'Matilda Djerf', 'Style Creator', ['minimalist', 'casual', 'chic'], ['cream', 'beige', 'blue'], ['oversized', 'relaxed'], ['knit', 'cotton'], ['weekend', 'lounge'], 'mid', 70_000),
  p('negin_mirsalehi', 'Negin Mirsalehi', 'Fashion Influencer', ['elegant', 'bohemian', 'romantic'], ['cream', 'camel', 'brown'], ['flowing', 'layered'], ['silk', 'cashmere'], ['travel', 'evening'], 'luxury', 48_000),
  p('oliviapalermo', 'Olivia Palermo', 'Fashion Icon', ['classic', 'elegant', 'chic'], ['camel', 'navy', 'white'], ['tailored', 'structured'], ['wool', 'cashmere'], ['work', 'evening'], 'luxury', 65_000),
  p('pernilleteisbaek', 'Pernille Teisbaek', 'Fashion Influencer', ['minimalist', 'androgynous', 'chic'], ['black', 'white', 'grey'], ['oversized', 'tailored'], ['wool', 'leather'], ['work', 'weekend'], 'mid', 22_000),
  p('prada', 'Prada', 'Luxury Brand', ['modern', 'minimalist', 'preppy'], ['black', 'navy', 'olive'], ['structured', 'tailored'], ['leather', 'wool'], ['work', 'evening'], 'luxury', 170_000),
  p('reformation', 'Reformation', 'Brand', ['romantic', 'vintage', 'casual'], ['red', 'white', 'green'], ['fitted', 'flowing'], ['linen', 'silk'], ['weekend', 'wedding'], 'mid', 35_000),
  p('sezane', 'Sézane', 'Brand', ['chic', 'vintage', 'romantic'], ['navy', 'cream', 'red'], ['fitted', 'cropped'], ['knit', 'cotton'], ['weekend', 'work'], 'mid', 28_000),
  p('sincerelyjules', 'Julie Sariñana', 'Style Creator', ['casual', 'bohemian', 'coastal'], ['white', 'beige', 'blue'], ['relaxed', 'flowing'], ['linen', 'denim'], ['beach', 'weekend'], 'budget', 20_000),
  p('thefashionguitar', 'Charlotte Groeneveld', 'Fashion Blogger', ['edgy', 'chic', 'modern'], ['black', 'burgundy', 'grey'], ['tailored', 'slim'], ['leather', 'wool'], ['evening', 'work'], 'luxury', 14_000),
  p('weworewhat', 'Danielle Bernstein', 'Fashion Entrepreneur', ['streetwear', 'coastal', 'casual'], ['white', 'blue', 'beige'], ['cropped', 'relaxed'], ['denim', 'cotton'], ['beach', 'weekend'], 'mid', 40_000),
  p('zara', 'Zara', 'Brand', ['modern', 'chic', 'minimalist'], ['black', 'white', 'beige'], ['tailored', 'oversized'], ['cotton', 'wool'], ['work', 'evening'], 'budget', 150_000),
];

const byHandle = new Map(PROFILES.map((profile) => [profile.handle, profile]));

/** The Quick Pick accounts in list order; a missing profile is a programming error caught by tests. */
export const DEMO_INFLUENCERS: readonly InfluencerProfile[] = QUICK_PICK_HANDLES.map((handle) => {
  const profile = byHandle.get(handle);
  if (!profile) throw new Error(`No demo profile for quick-pick handle ${handle}`);
  return profile;
});
