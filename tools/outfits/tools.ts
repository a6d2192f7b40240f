/**
 * The Outfit Builder's tools: suggestions for a slot, and the shopper's saved outfits (save, list,
 * remove). Scores and hints come from the shared rules, computed here so a client cannot claim 100.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { outfits } from '../../server/db/schema.js';
import { parsePgVector, zeroVector, normalise, type StyleVector } from '../recommendations/style-vector.js';
import { storedTaste } from '../recommendations/taste.js';
import { defineTool, ToolError } from '../types.js';
import { outfitOfRefs, resolveOutfit, toResolvedOutfit } from './build.js';
import {
  OUTFIT_MESSAGES, outfitsListInputSchema, outfitsListOutputSchema, outfitsRemoveInputSchema, outfitsRemoveOutputSchema,
  outfitsComposeInputSchema, outfitsComposeOutputSchema, outfitsSaveInputSchema, outfitsSaveOutputSchema, outfitsSuggestInputSchema, outfitsSuggestOutputSchema,
  resolvedOutfitSchema, type OutfitPiece, type ResolvedOutfit, type SavedOutfit,
} from './contracts.js';
import { findPieces } from './pieces.js';
import {
  ACCESSORY_LIMIT, SINGLE_SLOTS, completionScore, isEmptyOutfit, outfitHints, outfitPieces, pieceKey, type Outfit,
} from './rules.js';
import { composeOutfit, readOwnPieces } from './compose.js';
import { suggestForSlot } from './suggest.js';
import { blendPieces, saidWords, styleWords } from './vectors.js';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'Minimalist black outfit' from what the pieces say; 'My outfit' when they say nothing. */
const defaultName = (vector: StyleVector | null): string => {
  const words = vector ? [...saidWords(vector, 'aesthetic', 1), ...saidWords(vector, 'colour', 1)] : [];
  return words.length ? capitalise(`${words.join(' ')} outfit`) : 'My outfit';
};

const EMPTY_RESOLVED: ResolvedOutfit = { dress: null, top: null, bottom: null, outerwear: null, shoes: null, bag: null, accessories: [] };

type OutfitRow = typeof outfits.$inferSelect;

const toSavedOutfit = (row: OutfitRow, slots: ResolvedOutfit): SavedOutfit => {
  const outfit = slots as Outfit<OutfitPiece>;
  return {
    id: row.id,
    name: row.name,
    slots,
    completion_score: row.completionScore,
    hints: outfitHints(outfit),
    style_words: styleWords(row.styleVector ? parsePgVector(row.styleVector) : null),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
};

export const outfitsSuggest = defineTool({
  name: 'outfits.suggest',
  description:
    'Up to 6 pieces for one slot of the Outfit Builder (dress, top, bottom, outerwear, shoes, bag, accessories) that go ' +
    'with the outfit so far: the shopper\'s wardrobe first, then their dressing room, then the catalogue products ' +
    'nearest in style. Never repeats a piece of the outfit. Optional constraints (occasion, temperature_c, season, rain, ' +
    'min_price, max_price) are enforced; without a stated budget, catalogue pieces stay within the outfit\'s price band or ' +
    'the shopper\'s usual range. Returns the constraints applied and anything relaxed (price, then palette, then formality), ' +
    'plus the outfit\'s completion score and hints.',
  auth: 'user',
  effect: 'read',
  input: outfitsSuggestInputSchema,
  output: outfitsSuggestOutputSchema,
  async execute({ slot, outfit: slots, constraints }, ctx) {
    // One read of the shopper's profile, beside the outfit's: the look without an outfit, and the match percent of every suggestion.
    const ownRead = readOwnPieces(ctx.db, ctx.userId);
    const [outfit, profile] = await Promise.all([resolveOutfit(ctx.db, ctx.userId, outfitOfRefs(slots)), storedTaste(ctx.db, ctx.userId)]);
    const summary = { completion_score: completionScore(outfit), hints: outfitHints(outfit) };
    const own = blendPieces(outfitPieces(outfit).map((p) => p.piece.vector));
    const look = own ?? (profile?.styleVector ? parsePgVector(profile.styleVector) : null);
    const matched_against = own ? 'outfit' as const : look ? 'taste' as const : 'nothing' as const;
    const found = await suggestForSlot(ctx.db, ctx.userId, slot, outfit, look ?? normalise(zeroVector()), constraints ?? {}, profile, ownRead);
    // A full accessory slot takes nothing more, so there is nothing to suggest for it.
    const full = slot === 'accessories' && outfit.accessories.length >= ACCESSORY_LIMIT;
    return {
      slot, suggestions: full ? [] : found.suggestions, matched_against, ...summary, applied: found.applied, relaxed: full ? [] : found.relaxed,
    };
  },
});

export const outfitsSave = defineTool({
  name: 'outfits.save',
  description:
    'Save an outfit from the Outfit Builder. Each slot holds a piece { source: wardrobe | dressing_room | product, id }; ' +
    'a dress cannot be worn with a top or bottom and there are at most 3 accessories. The completion score is computed ' +
    'by the server. The name defaults to one from the outfit\'s style.',
  auth: 'user',
  effect: 'change',
  input: outfitsSaveInputSchema,
  output: outfitsSaveOutputSchema,
  async execute({ name, slots }, ctx) {
    const refs = outfitOfRefs(slots);
    if (isEmptyOutfit(refs)) throw new ToolError('invalid_input', OUTFIT_MESSAGES.empty);
    const outfit = await resolveOutfit(ctx.db, ctx.userId, refs);
    const vector = blendPieces(outfitPieces(outfit).map((p) => p.piece.vector));
    const resolved = toResolvedOutfit(outfit);
    const now = ctx.now();
    const [row] = await ctx.db.insert(outfits).values({
      userId: ctx.userId, name: name ?? defaultName(vector), slots: resolved, completionScore: completionScore(outfit),
      styleVector: vector, createdAt: now, updatedAt: now,
    }).returning();
    return { outfit: toSavedOutfit(row!, resolved) };
  },
});

/** A stored outfit's slots, each piece marked available or not (it may have left the wardrobe since). */
const withAvailability = (slots: ResolvedOutfit, present: ReadonlySet<string>): ResolvedOutfit => {
  const mark = (p: OutfitPiece): OutfitPiece => ({ ...p, available: present.has(pieceKey(p)) });
  const next: ResolvedOutfit = { ...slots, accessories: slots.accessories.map(mark) };
  for (const slot of SINGLE_SLOTS) next[slot] = slots[slot] && mark(slots[slot]);
  return next;
};

export const outfitsList = defineTool({
  name: 'outfits.list',
  description: 'The shopper\'s saved outfits, newest first, with their pieces, completion score and hints; `total` is "Outfits created".',
  auth: 'user',
  effect: 'read',
  input: outfitsListInputSchema,
  output: outfitsListOutputSchema,
  async execute({ limit }, ctx) {
    const mine = eq(outfits.userId, ctx.userId);
    const [rows, [total]] = await Promise.all([
      ctx.db.select().from(outfits).where(mine).orderBy(desc(outfits.createdAt), desc(outfits.id)).limit(limit),
      ctx.db.select({ n: count() }).from(outfits).where(mine),
    ]);
    const stored = rows.map((row) => {
      const parsed = resolvedOutfitSchema.safeParse(row.slots);
      return { row, slots: parsed.success ? parsed.data : EMPTY_RESOLVED };
    });
    const refs = stored.flatMap((s) => outfitPieces(s.slots as Outfit<OutfitPiece>).map((p) => p.piece));
    const present = new Set((await findPieces(ctx.db, ctx.userId, refs)).keys());
    return { outfits: stored.map((s) => toSavedOutfit(s.row, withAvailability(s.slots, present))), total: total?.n ?? 0 };
  },
});

export const outfitsRemove = defineTool({
  name: 'outfits.remove',
  description: 'Delete one of the shopper\'s saved outfits by id.',
  auth: 'user',
  effect: 'delete',
  input: outfitsRemoveInputSchema,
  output: outfitsRemoveOutputSchema,
  async execute({ id }, ctx) {
    const rows = await ctx.db.delete(outfits).where(and(eq(outfits.id, id), eq(outfits.userId, ctx.userId))).returning({ id: outfits.id });
    // Someone else's outfit reads exactly like a missing one, and is left alone.
    if (rows.length === 0) throw new ToolError('not_found', OUTFIT_MESSAGES.notFound);
    return { removed: id };
  },
});

export const outfitsCompose = defineTool({
  name: 'outfits.compose',
  description:
    'Compose a whole outfit in one call under constraints (occasion, temperature_c, season, rain, min_price, max_price), ' +
    'optionally around an anchor piece { source, id } and an outfit so far: one piece per slot (a dress or a top and ' +
    'bottom, a coat when the weather needs one, shoes, a bag, an accessory), the shopper\'s own pieces first, each with why ' +
    'it was chosen (occasion, weather, palette, budget, owned, anchor). Shoes never contradict the occasion and a coat never ' +
    'contradicts the weather; when nothing fits, price is widened first, then palette, then formality by one step, and ' +
    '`relaxed` says so. Without a stated budget, pieces stay within the anchor\'s price band or the shopper\'s usual range.',
  auth: 'user',
  effect: 'read',
  input: outfitsComposeInputSchema,
  output: outfitsComposeOutputSchema,
  async execute(input, ctx) {
    return composeOutfit(ctx.db, ctx.userId, input);
  },
});

export const outfitTools = [outfitsSuggest, outfitsCompose, outfitsSave, outfitsList, outfitsRemove];
