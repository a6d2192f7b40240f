/**
 * The dressing room's filters (product rules §9): price Under $50 (< 50), $50-200 (50..200 inclusive),
 * $200+ (> 200); occasion casual/work/evening/travel and season spring/summer/fall/winter. The
 * spec's occasion and season filters are inert (any value hides everything); ours work by reading
 * each piece's words through the style vocabulary, so a piece matches the way the catalogue's own
 * vectors would ("meetings" → work, "autumn" → fall). A piece whose words name no occasion (or no
 * season) cannot match that filter; the page says how many were hidden for that reason.
 */
import { DIMENSIONS } from '../../../tools/recommendations/vocabulary.js';
import { vectorFromText } from '../../../tools/recommendations/style-vector.js';

export const PRICE_FILTERS = ['all', 'under-50', '50-200', '200-plus'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];
export const PRICE_FILTER_LABELS: Record<PriceFilter, string> = {
  all: 'Any price', 'under-50': 'Under $50', '50-200': '$50-200', '200-plus': '$200+',
};

export const OCCASION_FILTERS = ['all', 'casual', 'work', 'evening', 'travel'] as const;
export type OccasionFilter = (typeof OCCASION_FILTERS)[number];

export const SEASON_FILTERS = ['all', 'spring', 'summer', 'fall', 'winter'] as const;
export type SeasonFilter = (typeof SEASON_FILTERS)[number];

export interface DressingRoomFilters {
  price: PriceFilter;
  occasion: OccasionFilter;
  season: SeasonFilter;
}

export const NO_FILTERS: DressingRoomFilters = { price: 'all', occasion: 'all', season: 'all' };

/** What a piece needs for filtering; the dressing-room item has all of these. */
export interface FilterablePiece {
  item_name: string;
  price: number | null;
  category: string | null;
  styling_notes: string | null;
  brand?: string | null;
  /** Dimensions from the server (the catalogue product's stored vector); preferred over the words. */
  style_words?: readonly string[];
}

export const matchesPrice = (price: number | null, filter: PriceFilter): boolean => {
  if (filter === 'all') return true;
  if (price === null || !Number.isFinite(price)) return false;
  if (filter === 'under-50') return price < 50;
  if (filter === '50-200') return price >= 50 && price <= 200;
  return price > 200;
};

/**
 * The spec's occasion words map onto the vocabulary: "casual" is an aesthetic there, and weekend
 * and lounge are the casual occasions; a wedding is an evening out; a beach trip is travel.
 */
const OCCASION_DIMENSIONS: Record<Exclude<OccasionFilter, 'all'>, readonly string[]> = {
  casual: ['aesthetic:casual', 'occasion:weekend', 'occasion:lounge'],
  work: ['occasion:work'],
  evening: ['occasion:evening', 'occasion:wedding'],
  travel: ['occasion:travel', 'occasion:beach'],
};

/** "#workstyle", "#summerfashion": hashtags glue a vocabulary word to a suffix. */
const unglueHashtags = (text: string) => text.replace(/#([a-z]+?)(style|fashion|look|outfit|vibes?)\b/gi, '$1 ');

export interface PieceSignals {
  /** Vocabulary dimensions the piece's words name, as "group:word". */
  dimensions: ReadonlySet<string>;
  hasOccasion: boolean;
  hasSeason: boolean;
}

export const pieceSignals = (piece: FilterablePiece): PieceSignals => {
  if (piece.style_words?.length) return signalsOf(new Set(piece.style_words));
  const text = unglueHashtags([piece.item_name, piece.category, piece.styling_notes].filter(Boolean).join('. '));
  const v = vectorFromText(text);
  // A text that names nothing comes back as the uniform vector: no signal at all.
  const uniform = v.every((x) => x === v[0]);
  const dimensions = new Set<string>();
  if (!uniform) for (const d of DIMENSIONS) if ((v[d.index] ?? 0) > 0) dimensions.add(`${d.group}:${d.word}`);
  return signalsOf(dimensions);
};

const signalsOf = (dimensions: ReadonlySet<string>): PieceSignals => {
  const has = (group: string) => [...dimensions].some((key) => key.startsWith(`${group}:`));
  return { dimensions, hasOccasion: has('occasion') || dimensions.has('aesthetic:casual'), hasSeason: has('season') };
};

export const matchesOccasion = (signals: PieceSignals, filter: OccasionFilter): boolean =>
  filter === 'all' || OCCASION_DIMENSIONS[filter].some((key) => signals.dimensions.has(key));

export const matchesSeason = (signals: PieceSignals, filter: SeasonFilter): boolean =>
  filter === 'all' || signals.dimensions.has(`season:${filter}`);

export interface FilterResult<T> {
  visible: T[];
  /** Hidden only because their words name no occasion or season at all (not because they name another). */
  unknown: number;
}

export const filterPieces = <T extends FilterablePiece>(pieces: readonly T[], filters: DressingRoomFilters): FilterResult<T> => {
  const visible: T[] = [];
  let unknown = 0;
  for (const piece of pieces) {
    if (!matchesPrice(piece.price, filters.price)) continue;
    const signals = pieceSignals(piece);
    const occasionOk = matchesOccasion(signals, filters.occasion);
    const seasonOk = matchesSeason(signals, filters.season);
    if (occasionOk && seasonOk) {
      visible.push(piece);
      continue;
    }
    const unknownOccasion = !occasionOk && !signals.hasOccasion;
    const unknownSeason = !seasonOk && !signals.hasSeason;
    // Counted as unknown only if every failing filter failed for lack of words.
    if ((occasionOk || unknownOccasion) && (seasonOk || unknownSeason)) unknown++;
  }
  return { visible, unknown };
};

export const isFiltering = (filters: DressingRoomFilters): boolean =>
  filters.price !== 'all' || filters.occasion !== 'all' || filters.season !== 'all';
