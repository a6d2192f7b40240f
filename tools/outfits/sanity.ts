/**
 * The outfit-sanity checks: every outfit a tool answered, read back against named rules. The
 * judgement is rebuilt here from the request (not from what the tool says it applied), each piece's
 * attributes are read from the database, and the leniency of each slot comes from what the tool
 * said it relaxed — so a tool that relaxed silently, or claimed a budget it did not use, is caught.
 * Pure: ./sanity-run.ts gathers the answers.
 */
import { GARMENT_OCCASIONS, type GarmentAttributes } from '../garments/contracts.js';
import type { TripDay } from '../trips/contracts.js';
import { WET_CONDITIONS } from '../trips/conditions.js';
import { TRIP_LENIENCY, dayRules } from '../trips/rules.js';
import { inSentence, isSunnyDay } from '../trips/tips.js';
import type { OutfitConstraints, RelaxationNote } from './constraints.js';
import type { OutfitsComposeOutput, OutfitsSuggestOutput } from './contracts.js';
import type { LookAnalysis } from '../looks/contracts.js';
import {
  PALETTE_ACCENTS, accentsOf, anchorBand, coatNeed, inBand, judgementOf, pieceViolations, suitsOccasion, type Judgement, type JudgedPiece, type Leniency,
  type PieceRule, type PriceBand,
} from './judgement.js';
import type { OutfitSlot, PieceSource } from './rules.js';

export const SANITY_RULES = [
  'one_piece_per_slot', 'occasion_formality', 'shoes_vs_occasion', 'coat_vs_temperature', 'clothes_vs_temperature', 'season', 'rain',
  'budget', 'anchor_band', 'palette', 'applied_matches_request', 'why_is_true', 'coat_when_needed', 'tips_vs_conditions', 'tips_vs_ownership',
] as const;
export type SanityRule = (typeof SANITY_RULES)[number];

export interface Violation { rule: SanityRule; where: string; detail: string }

/** How many outfits (or trip days) each rule looked at, and how many broke it. */
export class SanityTally {
  readonly checked = new Map<SanityRule, number>(SANITY_RULES.map((r) => [r, 0]));
  readonly violations: Violation[] = [];
  check(rule: SanityRule, ok: boolean, where: string, detail: string): void {
    this.checked.set(rule, this.checked.get(rule)! + 1);
    if (!ok) this.violations.push({ rule, where, detail });
  }
  rows(): { rule: SanityRule; checked: number; violations: number; rate: number }[] {
    return SANITY_RULES.map((rule) => {
      const checked = this.checked.get(rule)!;
      const violations = this.violations.filter((v) => v.rule === rule).length;
      return { rule, checked, violations, rate: checked ? violations / checked : 0 };
    });
  }
}

/** What the suite knows about a piece, read from the database. */
export interface KnownPiece { source: PieceSource; name: string; price: number | null; attributes: GarmentAttributes; colour: string | null }
export type PieceLookup = (source: PieceSource, id: string) => KnownPiece | undefined;

export interface Scenario {
  id: string;
  constraints: OutfitConstraints;
  /** The anchor product, when the scenario has one. */
  anchor: { id: string; price: number; slot: OutfitSlot } | null;
}

const stated = (c: OutfitConstraints) => c.min_price !== undefined || c.max_price !== undefined;

/** The price band the request implies; the usual range cannot be rebuilt here, so it is read from the answer. */
const expectedBand = (s: Scenario, answered: { min_price: number | null; max_price: number | null; budget_source: PriceBand['source'] }): PriceBand => {
  if (stated(s.constraints)) return { min: s.constraints.min_price ?? null, max: s.constraints.max_price ?? null, source: 'stated' };
  if (s.anchor) return anchorBand(s.anchor.price);
  return { min: answered.min_price, max: answered.max_price, source: answered.budget_source };
};

const leniencyOf = (relaxed: readonly RelaxationNote[], slot: OutfitSlot): Leniency => {
  const mine = relaxed.filter((r) => r.slot === slot).map((r) => r.constraint);
  return { price: mine.includes('price'), palette: mine.includes('palette'), formality: mine.includes('formality') ? 1 : 0 };
};

/** Each piece rule, checked for one piece: counted once per piece, broken or not. */
const checkPiece = (tally: SanityTally, where: string, piece: JudgedPiece, slot: OutfitSlot, j: Judgement, leniency: Leniency) => {
  const broken = new Set<PieceRule>(pieceViolations(piece, slot, j, leniency));
  const rules: PieceRule[] = ['occasion_formality', 'shoes_vs_occasion', 'coat_vs_temperature', 'clothes_vs_temperature', 'season', 'rain', 'budget'];
  for (const rule of rules) tally.check(rule, !broken.has(rule), where, `${piece.name} (${slot}): ${JSON.stringify(piece.attributes)} price ${piece.price}`);
};

const checkApplied = (tally: SanityTally, where: string, s: Scenario, applied: NonNullable<OutfitsSuggestOutput['applied']>, band: PriceBand) => {
  const c = s.constraints;
  const ok = applied.occasion === (c.occasion ?? null) && applied.temperature_c === (c.temperature_c ?? null) && applied.season === (c.season ?? null) && applied.rain === (c.rain ?? false)
    && applied.min_price === band.min && applied.max_price === band.max && applied.budget_source === band.source;
  tally.check('applied_matches_request', ok, where, `applied ${JSON.stringify(applied)} for ${JSON.stringify(c)}`);
  if (s.anchor && !stated(c)) {
    tally.check('anchor_band', applied.budget_source === 'anchor' && applied.min_price === band.min && applied.max_price === band.max, where,
      `anchor $${s.anchor.price}: band ${applied.min_price}–${applied.max_price} (${applied.budget_source})`);
  }
};

/** "within your budget" and "suits the occasion" hold unrelaxed: a relaxed piece is not said to keep what was relaxed. */
const whyHolds = (p: { why: readonly string[]; price: number | null }, known: JudgedPiece | undefined, j: Judgement): boolean =>
  (!p.why.includes('budget') || (p.price !== null && inBand(p.price, j.price)))
  && (!p.why.includes('occasion') || !known || !j.occasion || suitsOccasion(known.attributes, j.occasion));

export const checkCompose = (tally: SanityTally, s: Scenario, out: OutfitsComposeOutput, lookup: PieceLookup): void => {
  const where = `compose ${s.id}`;
  const band = expectedBand(s, out.applied);
  checkApplied(tally, where, s, out.applied, band);
  const slots = out.pieces.map((p) => p.slot);
  const once = new Set(slots).size === slots.length && !(slots.includes('dress') && (slots.includes('top') || slots.includes('bottom')));
  tally.check('one_piece_per_slot', once, where, slots.join(', '));
  const given = out.pieces.filter((p) => !p.chosen).map((p) => lookup(p.source, p.id)?.colour ?? null);
  const j = judgementOf(s.constraints, band, accentsOf(given));
  for (const p of out.pieces) {
    const known = lookup(p.source, p.id);
    const whyOk = (!p.why.includes('owned') || p.source === 'wardrobe') && (!p.why.includes('anchor') || (s.anchor?.id === p.id && !p.chosen))
      && whyHolds(p, known, j);
    tally.check('why_is_true', whyOk, where, `${p.name}: ${p.why.join(', ')}`);
    if (!p.chosen || !known) continue;
    checkPiece(tally, where, known, p.slot, j, leniencyOf(out.relaxed, p.slot));
  }
  // The pieces it offers besides the outfit keep the same rules, and are not pieces of it.
  const inOutfit = new Set(out.pieces.map((p) => `${p.source}:${p.id}`));
  tally.check('one_piece_per_slot', (out.also_consider ?? []).every((p) => !inOutfit.has(`${p.source}:${p.id}`) && slots.includes(p.slot)), where,
    `also consider: ${(out.also_consider ?? []).map((p) => `${p.name} (${p.slot})`).join(', ')}`);
  for (const p of out.also_consider ?? []) {
    const known = lookup(p.source, p.id);
    tally.check('why_is_true', !p.why.includes('anchor') && (!p.why.includes('owned') || p.source === 'wardrobe') && whyHolds(p, known, j), where, `also ${p.name}: ${p.why.join(', ')}`);
    if (known) checkPiece(tally, `${where} (also consider)`, known, p.slot, j, leniencyOf(out.relaxed, p.slot));
  }
  const paletteRelaxed = out.relaxed.some((r) => r.constraint === 'palette');
  const accents = accentsOf(out.pieces.map((p) => lookup(p.source, p.id)?.colour ?? null));
  tally.check('palette', paletteRelaxed || accents.length <= Math.max(PALETTE_ACCENTS, accentsOf(given).length), where, `accents ${accents.join(', ')}`);
  const needsCoat = coatNeed(j.band, j.rain) === 'required';
  tally.check('coat_when_needed', !needsCoat || slots.includes('outerwear') || out.unfilled.some((u) => u.slot === 'outerwear'), where,
    `band ${j.band}, rain ${j.rain}: no coat and none reported unfilled`);
  if (coatNeed(j.band, j.rain) === 'none') tally.check('coat_vs_temperature', !out.pieces.some((p) => p.chosen && p.slot === 'outerwear'), where, 'a coat chosen for weather that needs none');
};

export const checkSuggest = (tally: SanityTally, s: Scenario, out: OutfitsSuggestOutput, lookup: PieceLookup, givenColours: (string | null)[]): void => {
  const where = `suggest ${s.id} ${out.slot}`;
  if (!out.applied) {
    tally.check('applied_matches_request', false, where, 'no applied constraints in the answer');
    return;
  }
  const band = expectedBand(s, out.applied);
  checkApplied(tally, where, s, out.applied, band);
  const j = judgementOf(s.constraints, band, accentsOf(givenColours));
  for (const p of out.suggestions) {
    const known = lookup(p.source, p.id);
    if (known) checkPiece(tally, where, known, out.slot, j, leniencyOf(out.relaxed ?? [], out.slot));
    if (!known || out.relaxed?.some((r) => r.constraint === 'palette')) continue;
    tally.check('palette', !known.colour || accentsOf([known.colour]).length === 0 || j.palette.length < PALETTE_ACCENTS || j.palette.includes(known.colour), where, `${known.name}: ${known.colour}`);
  }
};

export const checkLook = (tally: SanityTally, s: Scenario, out: LookAnalysis, lookup: PieceLookup, givenColours: (string | null)[]): void => {
  const where = `look ${s.id}`;
  if (!out.applied) {
    tally.check('applied_matches_request', false, where, 'no applied constraints in the answer');
    return;
  }
  const band = expectedBand(s, out.applied);
  checkApplied(tally, where, s, out.applied, band);
  const j = judgementOf(s.constraints, band, accentsOf(givenColours));
  if (coatNeed(j.band, j.rain) === 'none') {
    tally.check('coat_vs_temperature', !out.missingPieces.some((m) => m.slot === 'outerwear'), where, 'a coat suggested for weather that needs none');
  }
  for (const m of out.missingPieces) {
    for (const a of m.alternatives) {
      const known = lookup('product', a.productId);
      if (known) checkPiece(tally, where, known, m.slot, j, leniencyOf(out.relaxed ?? [], m.slot));
    }
  }
};

const SUN_WORDS = /sunscreen|sunglasses|sun hat/i;
const RAIN_WORDS = /umbrella|\brain\b/i;
const SNOW_WORDS = /\bsnow\b/i;
/** Sentences that say the shopper already has the piece, or that it beats buying. */
const OWNERSHIP_CLAIMS = /than anything new|you already (own|have)|your own\b(?! wardrobe)/i;

/** One trip day: the pieces against the day's rules, the coat against the night, the tips against the weather and ownership. */
export const checkTripDay = (tally: SanityTally, trip: string, day: TripDay, lookup: PieceLookup): void => {
  const where = `trip ${trip} day ${day.day} (${day.activity}, ${day.weather.high_c}/${day.weather.low_c} °C ${day.weather.condition})`;
  const slots = day.items.map((i) => i.slot);
  tally.check('one_piece_per_slot', new Set(slots).size === slots.length && !(slots.includes('dress') && (slots.includes('top') || slots.includes('bottom'))), where, slots.join(', '));
  const { rules, coatRules } = dayRules(day.activity, day.weather);
  for (const item of day.items) {
    const known = lookup(item.from_wardrobe ? 'wardrobe' : 'product', item.id);
    if (!known) continue;
    checkPiece(tally, where, known, item.slot, item.slot === 'outerwear' ? coatRules : rules, TRIP_LENIENCY);
  }
  const cold = day.weather.high_c < 10 || day.weather.low_c <= 0;
  const saidMissing = day.styling_tips.some((t) => /outerwear/.test(t) && /^Nothing/.test(t));
  tally.check('coat_when_needed', !cold || slots.includes('outerwear') || saidMissing, where, 'a cold day without a coat');
  const wet = WET_CONDITIONS.has(day.weather.condition);
  const tips = day.styling_tips.join(' ');
  tally.check('tips_vs_conditions',
    (!SUN_WORDS.test(tips) || isSunnyDay(day.weather)) && (!RAIN_WORDS.test(tips) || wet) && (!SNOW_WORDS.test(tips) || day.weather.condition === 'Snow'),
    where, tips);
  for (const tip of day.styling_tips.filter((t) => OWNERSHIP_CLAIMS.test(t))) {
    const named = day.items.filter((i) => tip.toLowerCase().includes(inSentence(i.name).toLowerCase()));
    tally.check('tips_vs_ownership', named.every((i) => i.from_wardrobe), where, tip);
  }
  if (!day.styling_tips.some((t) => OWNERSHIP_CLAIMS.test(t))) tally.check('tips_vs_ownership', true, where, '');
};

/** Every occasion the scenarios cycle through. */
export const SCENARIO_OCCASIONS = GARMENT_OCCASIONS.filter((o) => o !== 'lounge');
