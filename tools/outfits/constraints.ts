/**
 * What a shopper can ask an outfit to honour — an occasion, the weather and a budget — and what the
 * tools answer about it: the constraints they actually applied, what they had to relax and why each
 * piece was chosen. Pure: the web and the chat read these shapes.
 */
import { z } from 'zod';
import { GARMENT_OCCASIONS, GARMENT_SEASONS } from '../garments/contracts.js';
import { OUTFIT_SLOTS } from './rules.js';

/** The most a budget or a temperature can say; anything beyond is a typo, not a wish. */
export const MAX_PRICE = 1_000_000;

export const outfitConstraintsSchema = z.strictObject({
  occasion: z.enum(GARMENT_OCCASIONS).optional(),
  /** The day's temperature in °C (the high, for a day out). */
  temperature_c: z.number().min(-50).max(55).optional(),
  season: z.enum(GARMENT_SEASONS).optional(),
  rain: z.boolean().optional(),
  /** Per piece, in the catalogue's currency. Owned pieces are never priced out. */
  min_price: z.number().min(0).max(MAX_PRICE).optional(),
  max_price: z.number().positive().max(MAX_PRICE).optional(),
}).refine((c) => c.min_price === undefined || c.max_price === undefined || c.min_price <= c.max_price, {
  message: 'min_price must not be above max_price.',
  path: ['min_price'],
});
export type OutfitConstraints = z.output<typeof outfitConstraintsSchema>;

export const TEMPERATURE_BANDS = ['freezing', 'cold', 'cool', 'mild', 'warm', 'hot'] as const;
export type TemperatureBand = (typeof TEMPERATURE_BANDS)[number];

/**
 * Where a price band came from: the shopper's words; the anchor piece (or the outfit so far); their
 * usual spend; the first piece chosen for an outfit nothing else priced; or nowhere.
 */
export const BUDGET_SOURCES = ['stated', 'anchor', 'usual', 'outfit', 'none'] as const;
export type BudgetSource = (typeof BUDGET_SOURCES)[number];

/** The order constraints are relaxed in when nothing fits: price first, then palette, then formality by one step. */
export const RELAXATION_ORDER = ['price', 'palette', 'formality'] as const;
export type Relaxation = (typeof RELAXATION_ORDER)[number];

export const PIECE_REASONS = ['occasion', 'weather', 'palette', 'budget', 'owned', 'anchor'] as const;
export type PieceReason = (typeof PIECE_REASONS)[number];

export const appliedConstraintsSchema = z.object({
  occasion: z.enum(GARMENT_OCCASIONS).nullable(),
  /** The formality band the occasion takes (1 athleisure … 5 black tie), before any relaxation. */
  formality: z.tuple([z.number().int(), z.number().int()]).nullable(),
  temperature_c: z.number().nullable(),
  /** The temperature band read from temperature_c (else from the season). */
  temperature_band: z.enum(TEMPERATURE_BANDS).nullable(),
  season: z.enum(GARMENT_SEASONS).nullable(),
  rain: z.boolean(),
  /** The price band each bought piece stays in, before any relaxation; null bounds are open. */
  min_price: z.number().nullable(),
  max_price: z.number().nullable(),
  budget_source: z.enum(BUDGET_SOURCES),
  /** The accent colours new pieces keep to (neutrals always go); empty when the outfit has none yet. */
  palette: z.array(z.string()),
});
export type AppliedConstraints = z.infer<typeof appliedConstraintsSchema>;

export const relaxationSchema = z.object({
  slot: z.enum(OUTFIT_SLOTS),
  constraint: z.enum(RELAXATION_ORDER),
  /** In words, e.g. "price widened to $40–$300". */
  detail: z.string(),
});
export type RelaxationNote = z.infer<typeof relaxationSchema>;
