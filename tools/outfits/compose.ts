/**
 * A whole outfit under constraints in one call (outfits.compose), and the shared set-up the
 * constrained tools start from: the price band (stated, the anchor's, or the shopper's usual one),
 * the palette of the pieces given, and the shopper's own pieces. Slots are filled one at a time in
 * slot order, so each new piece keeps to the palette the ones before it set.
 */
import { FORMALITY_LABELS, type GarmentOccasion } from '../garments/contracts.js';
import { parsePgVector, normalise, zeroVector, type StyleVector } from '../recommendations/style-vector.js';
import { storedTaste } from '../recommendations/taste.js';
import { countOf, listOf, priceRange, sentence, withArticle } from '../text/phrase.js';
import { ToolError, type Database } from '../types.js';
import { outfitOfRefs, resolveOutfit, toOutfitPiece } from './build.js';
import type {
  AppliedConstraints, OutfitConstraints, RelaxationNote, Relaxation,
} from './constraints.js';
import { ALSO_CONSIDER_LIMIT, type ComposedPiece, type OutfitsComposeInput, type OutfitsComposeOutput } from './contracts.js';
import { gatherSlot, pickFrom, usualPrices, withRelaxed, type OwnPieces, type SlotPool, type SlotSearch } from './engine.js';
import {
  LADDER, accentsOf, anchorBand, coatNeed, judgementOf, occasionFormality, priceBandFor, reasonsFor, widenedBand, type Judgement, type Leniency,
} from './judgement.js';
import { ownDressingRoomPieces, ownWardrobePieces, resolvePieces, type Piece } from './pieces.js';
import { ACCESSORY_LIMIT, LEAVABLE_SLOTS, completionScore, outfitPieces, pieceKey, placePiece, type Outfit, type OutfitSlot } from './rules.js';
import { blendPieces } from './vectors.js';

/** An occasion inside a sentence: "An outfit for a wedding (as a guest)". */
export const OCCASION_PHRASES: Readonly<Record<GarmentOccasion, string>> = {
  'wedding-guest': 'a wedding (as a guest)', 'black-tie': 'a black-tie evening', interview: 'an interview', office: 'the office',
  date: 'a date', party: 'a party', festival: 'a festival', beach: 'the beach', brunch: 'brunch', funeral: 'a funeral',
  travel: 'travel', gym: 'the gym', casual: 'a casual day', lounge: 'a day at home',
};

const SLOT_NOUNS: Readonly<Record<OutfitSlot, string>> = {
  dress: 'dress', top: 'top', bottom: 'bottom', outerwear: 'coat', shoes: 'shoes', bag: 'bag', accessories: 'accessory',
};

/** Everything a constrained search starts from. */
export interface ConstrainedStart {
  judgement: Judgement;
  own: OwnPieces;
  look: StyleVector;
}

/**
 * The shopper's wardrobe and dressing room, read together; a caller starts this before resolving the
 * outfit it was sent, so the two reads overlap. (A read that is never awaited is still handled.)
 */
export const readOwnPieces = (db: Database, userId: string) => {
  const read = Promise.all([ownWardrobePieces(db, userId), ownDressingRoomPieces(db, userId)]);
  read.catch(() => undefined);
  return read;
};

/**
 * The price band and palette for an outfit: the anchor's price (else the median of the priced
 * pieces given) sets the band when no budget is stated, else the shopper's usual range.
 */
export const startConstrained = async (
  db: Database, userId: string, constraints: OutfitConstraints, given: readonly Piece[], anchor: Piece | null,
  /** The shopper's stored profile when the caller has read it already (undefined: read it here if needed). */
  profile?: { styleVector: StyleVector | string | null } | null,
  /** The shopper's own pieces, when the caller started reading them already (readOwnPieces). */
  ownRead?: ReturnType<typeof readOwnPieces>,
): Promise<ConstrainedStart> => {
  const priced = (anchor ? [anchor] : given).map((p) => p.price).filter((p): p is number => p !== null && p > 0).sort((a, b) => a - b);
  const anchorPrice = priced.length ? priced[Math.floor((priced.length - 1) / 2)]! : null;
  const stated = constraints.min_price !== undefined || constraints.max_price !== undefined;
  const [[wardrobe, dressingRoom], prices] = await Promise.all([
    ownRead ?? readOwnPieces(db, userId),
    stated || anchorPrice !== null ? Promise.resolve([]) : usualPrices(db, userId),
  ]);
  const band = priceBandFor(constraints, anchorPrice, prices);
  const accents = accentsOf(given.map((p) => p.colour));
  const own = {
    wardrobe, dressingRoom: dressingRoom.map((d) => d.piece),
    dressingRoomProductIds: dressingRoom.flatMap((d) => (d.productId ? [d.productId] : [])),
  };
  const blended = blendPieces(given.map((p) => p.vector));
  const taste = blended ? null : profile !== undefined ? profile : await storedTaste(db, userId);
  const look = blended ?? (taste?.styleVector ? parsePgVector(taste.styleVector) : normalise(zeroVector()));
  return { judgement: judgementOf(constraints, band, accents), own, look };
};

export const appliedOf = (c: OutfitConstraints, j: Judgement): AppliedConstraints => ({
  occasion: j.occasion,
  formality: j.occasion ? [...occasionFormality(j.occasion)] as [number, number] : null,
  temperature_c: c.temperature_c ?? null,
  temperature_band: j.band,
  season: j.season,
  rain: j.rain,
  min_price: j.price.min,
  max_price: j.price.max,
  budget_source: j.price.source,
  palette: [...j.palette],
});

/** "price widened to between $40 and $300" and the like, for one slot's relaxations. */
export const relaxationNotes = (slot: OutfitSlot, relaxed: readonly Relaxation[], j: Judgement): RelaxationNote[] =>
  relaxed.map((constraint) => {
    if (constraint === 'price') {
      const range = priceRange(widenedBand(j.price));
      return { slot, constraint, detail: range ? `price widened to ${range}` : 'price widened' };
    }
    if (constraint === 'palette') return { slot, constraint, detail: `colours beyond ${listOf([...j.palette, 'neutrals'])} allowed` };
    const [from, to] = occasionFormality(j.occasion!);
    const lo = Math.max(1, from - 1) as 1 | 2 | 3 | 4 | 5;
    const hi = Math.min(5, to + 1) as 1 | 2 | 3 | 4 | 5;
    return { slot, constraint, detail: `formality widened to ${FORMALITY_LABELS[lo]}–${FORMALITY_LABELS[hi]}` };
  });

/** Occasions a dress suits first; the rest start from separates (and the gym never takes a dress). */
const DRESS_FIRST: ReadonlySet<GarmentOccasion> = new Set(['black-tie', 'wedding-guest', 'party', 'date']);

const toComposed = (p: Piece, slot: OutfitSlot, j: Judgement, { chosen, anchor = false, leniency }: { chosen: boolean; anchor?: boolean; leniency?: Leniency }): ComposedPiece => ({
  ...toOutfitPiece(p, slot),
  why: chosen ? reasonsFor(p, j, { anchor, ...(leniency ? { leniency } : {}) }) : [...(anchor ? ['anchor' as const] : []), ...(p.source === 'wardrobe' ? ['owned' as const] : [])],
  chosen,
});

/** The sentence that says what was built, what it honours and what was relaxed. */
export const composeSummary = (
  c: OutfitConstraints, j: Judgement, pieces: readonly ComposedPiece[], relaxed: readonly RelaxationNote[], unfilled: readonly { slot: OutfitSlot }[],
  leftEmpty: readonly OutfitSlot[] = [],
): string => {
  const context = [
    j.occasion ? `for ${OCCASION_PHRASES[j.occasion]}` : '',
    c.temperature_c !== undefined ? `at ${Math.round(c.temperature_c)} °C` : j.season ? `for ${j.season}` : '',
    j.rain ? 'in the rain' : '',
    j.price.source === 'stated' ? priceRange(j.price) : '',
  ].filter(Boolean).join(' ');
  const owned = pieces.filter((p) => p.source === 'wardrobe').length;
  const parts = [
    `${withArticle('outfit')} ${context}: ${countOf(pieces.length, 'piece')}${owned ? `, ${owned === pieces.length ? 'all' : owned} of them yours` : ''}.`,
  ];
  // One clause per relaxation, naming every slot it was needed for: "formality widened to Formal–Black tie for the shoes and bag".
  const bySlot = new Map<string, OutfitSlot[]>();
  for (const r of relaxed) bySlot.set(r.detail, [...(bySlot.get(r.detail) ?? []), r.slot]);
  if (bySlot.size) parts.push(sentence(`To find them, ${listOf([...bySlot].map(([detail, slots]) => `${detail} for the ${listOf(slots.map((s) => SLOT_NOUNS[s]))}`))}`));
  if (leftEmpty.length) parts.push(sentence(`No ${listOf(leftEmpty.map((s) => SLOT_NOUNS[s]), 'or')}, as you asked`));
  if (unfilled.length) {
    parts.push(sentence(`Nothing fits for the ${listOf(unfilled.map((u) => SLOT_NOUNS[u.slot]))}, even with the price widened, other colours allowed and formality one step wider`));
  }
  return sentence(parts.join(' '));
};

export const composeOutfit = async (db: Database, userId: string, input: OutfitsComposeInput): Promise<OutfitsComposeOutput> => {
  const constraints = (input.constraints ?? {}) as OutfitConstraints;
  // A place the shopper asked to go without is never filled, and its piece (if one was sent) is taken out.
  const left = new Set<OutfitSlot>(LEAVABLE_SLOTS.filter((s) => input.leave_empty?.includes(s)));
  const ownRead = readOwnPieces(db, userId);
  let refs = outfitOfRefs(input.outfit ?? {});
  for (const slot of left) refs = slot === 'accessories' ? { ...refs, accessories: [] } : { ...refs, [slot]: null };
  let anchor: Piece | null = null;
  if (input.anchor) {
    anchor = (await resolvePieces(db, userId, [input.anchor])).get(pieceKey(input.anchor))!;
    if (!anchor.naturalSlot) throw new ToolError('invalid_input', `"${anchor.name}" has no outfit slot to anchor.`, { path: 'anchor' });
    const already = outfitPieces(refs).some((p) => pieceKey(p.piece) === pieceKey(anchor!));
    if (!already) {
      const slot = anchor.naturalSlot;
      const taken = slot === 'accessories' ? refs.accessories.length >= ACCESSORY_LIMIT
        : !!refs[slot] || (slot === 'dress' && (!!refs.top || !!refs.bottom)) || ((slot === 'top' || slot === 'bottom') && !!refs.dress);
      if (taken) throw new ToolError('invalid_input', `The outfit already has a piece where "${anchor.name}" goes.`, { path: 'anchor' });
      refs = placePiece(refs, slot, { source: anchor.source, id: anchor.id });
    }
  }
  let outfit: Outfit<Piece> = await resolveOutfit(db, userId, refs, anchor ? new Map([[pieceKey(anchor), anchor]]) : undefined);
  const given = outfitPieces(outfit).map((p) => p.piece);
  const start = await startConstrained(db, userId, constraints, given, anchor, undefined, ownRead);
  const j = start.judgement;

  const relaxed: RelaxationNote[] = [];
  const unfilled: { slot: OutfitSlot; reason: string }[] = [];
  const chosen = new Map<string, { slot: OutfitSlot; leniency: Leniency }>();
  const look = start.look;

  // Every slot the outfit may need is read at once (the database works them in parallel where it can);
  // the pieces are then chosen one slot at a time so each keeps to the palette the ones before set.
  const coat = coatNeed(j.band, j.rain);
  const hasBase = !!outfit.dress || !!outfit.top || !!outfit.bottom;
  const wanted: OutfitSlot[] = [
    ...(!hasBase ? (j.occasion === 'gym' ? ['top', 'bottom'] as const : ['dress', 'top', 'bottom'] as const) : []),
    ...(outfit.top && !outfit.bottom ? ['bottom' as const] : []), ...(outfit.bottom && !outfit.top ? ['top' as const] : []),
    ...(!outfit.outerwear && coat !== 'none' ? ['outerwear' as const] : []), ...(!outfit.shoes ? ['shoes' as const] : []),
    ...(!outfit.bag ? ['bag' as const] : []), ...(outfit.accessories.length === 0 && j.occasion !== 'gym' ? ['accessories' as const] : []),
  ].filter((slot) => !left.has(slot));
  const givenKeys = new Set(given.map(pieceKey));
  const searchOf = (slot: OutfitSlot, taken: ReadonlySet<string>): SlotSearch => ({ db, slot, judgement: j, look, own: start.own, taken, limit: 1 });
  // What the outfit can do without (a coat the weather does not ask for, an accessory) is never relaxed for, so never searched relaxed.
  const optional = (slot: OutfitSlot) => slot === 'accessories' || (slot === 'outerwear' && coat !== 'required');
  const pools = new Map(await Promise.all(wanted.map(async (slot) => [slot, await gatherSlot(searchOf(slot, givenKeys), { relax: !optional(slot) })] as const)));

  /**
   * Fills one slot (or says why not); returns whether it was filled. A piece the outfit can do
   * without (`relax: false`: a coat the weather does not ask for, an accessory) is added only when
   * one fits as asked: nothing is relaxed for it (no trench coat at the beach on a widened budget).
   */
  const fill = async (slot: OutfitSlot, { required = true, relax = true } = {}): Promise<boolean> => {
    const taken = new Set(outfitPieces(outfit).map((p) => pieceKey(p.piece)));
    const search = searchOf(slot, taken);
    let pool = pools.get(slot) ?? await gatherSlot(search, { relax });
    let answer = pickFrom(pool, search);
    if (!relax && answer.relaxed.length) return false;
    // The palette may have narrowed since the pool was read: read the relaxed search before relaxing on the strict one alone.
    if (answer.relaxed.length && !pool.relaxed) {
      pool = await withRelaxed(pool, search);
      pools.set(slot, pool);
      answer = pickFrom(pool, search);
    }
    const pick = answer.picks[0];
    if (!pick) {
      if (required) {
        unfilled.push({ slot, reason: `Nothing in your wardrobe, your dressing room or the catalogue fits the ${SLOT_NOUNS[slot]} for these constraints, even with price, palette and formality relaxed.` });
      }
      return false;
    }
    relaxed.push(...relaxationNotes(slot, answer.relaxed, j));
    outfit = placePiece(outfit, slot, pick.piece);
    chosen.set(pieceKey(pick.piece), { slot, leniency: answer.leniency });
    // Nothing priced the outfit: its first piece does, so a $50 dress is not finished with a $1,450 clutch.
    if (j.price.source === 'none' && pick.piece.price !== null && pick.piece.price > 0) j.price = { ...anchorBand(pick.piece.price), source: 'outfit' };
    const colour = pick.piece.colour;
    // Unless the palette was relaxed for it, a new accent becomes the outfit's (a palette that was empty counts as kept).
    if (!answer.relaxed.includes('palette') && colour && accentsOf([colour]).length && !j.palette.includes(colour)) j.palette.push(colour);
    return true;
  };

  if (!outfit.dress && !outfit.top && !outfit.bottom) {
    // A dress, or a top with a bottom, in the order the occasion leans; half of a base is no outfit, so a top
    // without a bottom is taken back (with what choosing it relaxed or set) before the other way is tried.
    const ways: ('dress' | 'separates')[] = j.occasion === 'gym' ? ['separates']
      : j.occasion && DRESS_FIRST.has(j.occasion) ? ['dress', 'separates'] : ['separates', 'dress'];
    let based = false;
    for (const way of ways) {
      if (way === 'dress') {
        if ((based = await fill('dress', { required: false }))) break;
        continue;
      }
      const before = { outfit, relaxed: relaxed.length, palette: [...j.palette], price: j.price };
      if ((based = (await fill('top', { required: false })) && (await fill('bottom', { required: false })))) break;
      for (const p of outfitPieces(outfit)) if (!outfitPieces(before.outfit).some((q) => pieceKey(q.piece) === pieceKey(p.piece))) chosen.delete(pieceKey(p.piece));
      outfit = before.outfit;
      relaxed.length = before.relaxed;
      j.palette = before.palette;
      j.price = before.price;
    }
    if (!based) {
      unfilled.push({ slot: ways[0] === 'dress' ? 'dress' : 'top', reason: `Nothing in your wardrobe, your dressing room or the catalogue makes ${ways.includes('dress') ? 'a dress or a top and bottom' : 'a top and bottom'} for these constraints, even with price, palette and formality relaxed.` });
    }
  } else if (outfit.top && !outfit.bottom) await fill('bottom');
  else if (outfit.bottom && !outfit.top) await fill('top');

  if (!outfit.outerwear && coat !== 'none' && !left.has('outerwear')) await fill('outerwear', { required: coat === 'required', relax: coat === 'required' });
  if (!outfit.shoes) await fill('shoes');
  if (!outfit.bag && !left.has('bag')) await fill('bag');
  // Nobody trains in earrings: the gym outfit ends at the bag.
  if (outfit.accessories.length === 0 && j.occasion !== 'gym' && !left.has('accessories')) await fill('accessories', { required: false, relax: false });

  const pieces = outfitPieces(outfit).map(({ slot, piece }) => {
    const c = chosen.get(pieceKey(piece));
    const isAnchor = !!anchor && pieceKey(anchor) === pieceKey(piece);
    return toComposed(piece, slot, j, c ? { chosen: true, leniency: c.leniency } : { chosen: false, anchor: isAnchor });
  });
  return {
    pieces,
    applied: appliedOf(constraints, j),
    relaxed,
    unfilled,
    completion_score: completionScore(outfit),
    summary: composeSummary(constraints, j, pieces, relaxed, unfilled, [...left]),
    left_empty: LEAVABLE_SLOTS.filter((s) => left.has(s)),
    also_consider: alsoConsider(outfit, chosen, pools, searchOf, j),
  };
};

/** The slots whose runner-up is worth naming first: the pieces a shopper swaps most readily. */
const ALSO_ORDER: readonly OutfitSlot[] = ['shoes', 'bag', 'outerwear', 'dress', 'top', 'bottom', 'accessories'];
const rungOf = (leniency: Leniency) => LADDER.findIndex((r) => r.leniency === leniency);

/**
 * Up to ALSO_CONSIDER_LIMIT runners-up from the pools already read (no further search): for a slot
 * the tool filled, the next piece that keeps every rule with the finished outfit (its palette and
 * budget) at no looser a rung than the piece chosen there.
 */
const alsoConsider = (
  outfit: Outfit<Piece>, chosen: ReadonlyMap<string, { slot: OutfitSlot; leniency: Leniency }>, pools: ReadonlyMap<OutfitSlot, SlotPool>,
  searchOf: (slot: OutfitSlot, taken: ReadonlySet<string>) => SlotSearch, j: Judgement,
): ComposedPiece[] => {
  const taken = new Set(outfitPieces(outfit).map((p) => pieceKey(p.piece)));
  const out: ComposedPiece[] = [];
  for (const slot of ALSO_ORDER) {
    if (out.length >= ALSO_CONSIDER_LIMIT) break;
    const pick = [...chosen.values()].find((c) => c.slot === slot);
    const pool = pools.get(slot);
    if (!pick || !pool) continue;
    const answer = pickFrom(pool, searchOf(slot, taken));
    const next = answer.picks[0];
    if (!next || rungOf(answer.leniency) > rungOf(pick.leniency)) continue;
    taken.add(pieceKey(next.piece));
    out.push(toComposed(next.piece, slot, j, { chosen: true, leniency: answer.leniency }));
  }
  return out;
};
