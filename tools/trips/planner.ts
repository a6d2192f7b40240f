/**
 * Day-by-day outfits for a trip, packed like a stylist would: the shopper's own pieces first, a
 * catalogue piece only where nothing they own suits the day, and pieces worn again across days so a
 * week away does not need a new outfit every morning. Pure and deterministic (ties break on id).
 */
import type { OutfitSlot } from '../outfits/rules.js';
import { ACTIVITY_PROFILES, needsFor, pieceScore, type DayNeeds, type TripPiece } from './rules.js';
import type { TripActivity, TripWeather } from './contracts.js';

/**
 * How many days one piece is worn on a trip before another of the shopper's is preferred (shoes and
 * coats: every day); up to twice this before anything is bought instead.
 */
export const WEAR_LIMITS: Readonly<Partial<Record<OutfitSlot, number>>> = { top: 2, dress: 2, bottom: 3 };
/** Packing again what is already in the case beats a slightly better new piece. */
const PACKED_BONUS = 0.12;
/** The same top two days running reads as not having changed. */
const YESTERDAY_PENALTY = 0.08;
/** A dress is one piece instead of two: a small edge when the activity suits one. */
const DRESS_BONUS = 0.03;

export interface PlanDayInput {
  date: string;
  activity: TripActivity;
  weather: TripWeather;
}

export interface PlannedDay extends PlanDayInput {
  needs: DayNeeds;
  /** The outfit in slot order: dress or top + bottom, outerwear, shoes, bag. */
  pieces: { slot: OutfitSlot; piece: TripPiece }[];
  /** Slots the day needed but nothing suitable could fill. */
  missing: OutfitSlot[];
}

export interface PlanResult {
  days: PlannedDay[];
  /** Slots where the wardrobe fell short on some day, with the activities of those days: what to look for in the catalogue. */
  gaps: Map<OutfitSlot, Set<TripActivity>>;
  /** The same gaps by day (0-based): the catalogue is asked for pieces that suit those days' rules. */
  gapDays: Map<OutfitSlot, Set<number>>;
}

interface Choice {
  piece: TripPiece | null;
  own: boolean;
  gap: boolean;
}

interface Wear {
  count: number;
  lastDay: number;
}

/** A piece's key, made once per piece: the planner looks pieces up thousands of times a plan. */
const KEYS = new WeakMap<TripPiece, string>();
const key = (p: TripPiece): string => {
  let k = KEYS.get(p);
  if (k === undefined) KEYS.set(p, (k = `${p.source}:${p.id}`));
  return k;
};

/**
 * A day's needs and each piece's fit to them, kept for as long as the pieces live: the
 * planner asks for the same piece's fit many times a day (every rank of every slot) and plans twice
 * (the wardrobe alone, then with the catalogue's pieces for its gaps). The fit depends only on the
 * piece and the day, never on what was packed, so it is computed once.
 */
/**
 * Days with the same activity and weather share their needs (climate normals are monthly, so most
 * days of a trip repeat one of a few), and so share every piece's fit too.
 */
const NEEDS = new Map<string, DayNeeds>();
const FITS = new WeakMap<DayNeeds, WeakMap<TripPiece, number | null>>();
const needsOf = (day: PlanDayInput): DayNeeds => {
  const k = `${day.activity}|${day.weather.high_c}|${day.weather.low_c}|${day.weather.condition}`;
  let needs = NEEDS.get(k);
  if (!needs) {
    // A bounded table: the kinds of day seen lately.
    if (NEEDS.size >= 2_000) NEEDS.clear();
    NEEDS.set(k, (needs = needsFor(day.activity, day.weather)));
  }
  return needs;
};
const fitOf = (piece: TripPiece, needs: DayNeeds): number | null => {
  let fits = FITS.get(needs);
  if (!fits) FITS.set(needs, (fits = new WeakMap()));
  const known = fits.get(piece);
  if (known !== undefined) return known;
  const fit = pieceScore(piece, needs);
  fits.set(piece, fit);
  return fit;
};

export const planTrip = (days: readonly PlanDayInput[], wardrobe: readonly TripPiece[], products: readonly TripPiece[]): PlanResult => {
  const wear = new Map<string, Wear>();
  const gaps = new Map<OutfitSlot, Set<TripActivity>>();
  const gapDays = new Map<OutfitSlot, Set<number>>();
  let today = 0;
  const noteGap = (slot: OutfitSlot, activity: TripActivity) => {
    gaps.set(slot, (gaps.get(slot) ?? new Set()).add(activity));
    gapDays.set(slot, (gapDays.get(slot) ?? new Set()).add(today));
  };
  // Each list split by slot once, not on every pick.
  const split = (list: readonly TripPiece[]) => {
    const m = new Map<OutfitSlot, TripPiece[]>();
    for (const p of list) {
      const same = m.get(p.slot);
      if (same) same.push(p);
      else m.set(p.slot, [p]);
    }
    return m;
  };
  const ownBySlot = split(wardrobe);
  const productsBySlot = split(products);
  const bySlot = (list: readonly TripPiece[], slot: OutfitSlot) => (list === wardrobe ? ownBySlot : list === products ? productsBySlot : split(list)).get(slot) ?? [];

  /**
   * The best piece for a slot today: the shopper's own under its wear limit, else their own worn up
   * to twice the limit, else a catalogue piece. `own`: the first kind was found; `gap`: only the
   * catalogue can answer (what the second pass fetches products for).
   */
  const pick = (slot: OutfitSlot, needs: DayNeeds, dayIndex: number, taken: ReadonlySet<string>): Choice => {
    const limit = WEAR_LIMITS[slot] ?? Number.POSITIVE_INFINITY;
    /** The best-scoring piece of `list` worn fewer than `cap` times so far. */
    const ranked = (list: readonly TripPiece[], cap: number) => {
      let best: { piece: TripPiece; score: number } | null = null;
      for (const piece of list) {
        if (taken.has(key(piece))) continue;
        const worn = wear.get(key(piece));
        if ((worn?.count ?? 0) >= cap) continue;
        const fit = fitOf(piece, needs);
        if (fit === null) continue;
        const score = fit + (worn ? PACKED_BONUS : 0) - (worn && worn.lastDay === dayIndex - 1 && (slot === 'top' || slot === 'dress') ? YESTERDAY_PENALTY : 0)
          // Past the limit, the least worn goes first.
          - ((worn?.count ?? 0) >= limit ? (worn?.count ?? 0) * 0.05 : 0);
        if (!best || score > best.score + 1e-9 || (Math.abs(score - best.score) <= 1e-9 && piece.id < best.piece.id)) best = { piece, score };
      }
      return best?.piece ?? null;
    };
    const own = bySlot(wardrobe, slot);
    const fresh = ranked(own, limit);
    if (fresh) return { piece: fresh, own: true, gap: false };
    // Worn once or twice more rather than bought twice over; only past that does buying make sense.
    const again = ranked(own, limit * 2);
    if (again) return { piece: again, own: false, gap: false };
    const bought = bySlot(products, slot);
    return { piece: ranked(bought, limit) ?? ranked(own, Number.POSITIVE_INFINITY) ?? ranked(bought, Number.POSITIVE_INFINITY), own: false, gap: true };
  };

  const planned = days.map((day, dayIndex): PlannedDay => {
    today = dayIndex;
    const needs = needsOf(day);
    const taken = new Set<string>();
    const pieces: PlannedDay['pieces'] = [];
    const missing: OutfitSlot[] = [];
    const add = (slot: OutfitSlot, choice: Choice, { required = true, gap = true } = {}) => {
      if (choice.gap && gap) noteGap(slot, day.activity);
      if (choice.piece) {
        pieces.push({ slot, piece: choice.piece });
        taken.add(key(choice.piece));
      } else if (required) missing.push(slot);
    };
    // Base: a dress, or a top with a bottom; whichever needs fewer pieces bought, then suits the day better.
    const none: Choice = { piece: null, own: false, gap: true };
    const dress = ACTIVITY_PROFILES[day.activity].dress ? pick('dress', needs, dayIndex, taken) : none;
    const top = pick('top', needs, dayIndex, taken);
    const bottom = pick('bottom', needs, dayIndex, taken);
    const cost = (list: { piece: TripPiece | null }[]) => list.reduce((n, c) => n + (!c.piece ? 2 : c.piece.source === 'product' ? 1 : 0), 0);
    const fit = (c: { piece: TripPiece | null }) => (c.piece ? fitOf(c.piece, needs) ?? 0 : 0);
    const separatesCost = cost([top, bottom]);
    const dressCost = dress.piece ? cost([dress]) : Number.POSITIVE_INFINITY;
    const useDress = dress.piece !== null && (dressCost < separatesCost || (dressCost === separatesCost && fit(dress) + DRESS_BONUS >= (fit(top) + fit(bottom)) / 2));
    if (useDress) add('dress', dress);
    else {
      add('top', top);
      add('bottom', bottom);
      // Nothing of theirs makes an outfit: a dress is worth looking for too when the occasion is dressy.
      if (top.gap && bottom.gap && ACTIVITY_PROFILES[day.activity].dress && needs.formality >= 2) noteGap('dress', day.activity);
    }
    if (needs.outerWarmth !== null) add('outerwear', pick('outerwear', needs, dayIndex, taken));
    add('shoes', pick('shoes', needs, dayIndex, taken));
    // A bag is carried when the shopper owns one that suits; never bought for the trip.
    const bag = pick('bag', needs, dayIndex, taken);
    add('bag', bag.own ? bag : none, { required: false, gap: false });

    for (const { piece } of pieces) {
      const w = wear.get(key(piece)) ?? { count: 0, lastDay: -1 };
      wear.set(key(piece), { count: w.count + 1, lastDay: dayIndex });
    }
    return { ...day, needs, pieces, missing };
  });
  return { days: planned, gaps, gapDays };
};
