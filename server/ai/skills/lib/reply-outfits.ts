/**
 * The stylist's answers about outfits and looks: one primary result (one outfit, or one piece for a
 * slot) and at most a short "also consider", every piece with why it is there, written only from
 * what the tools returned (the constraints they applied, what they relaxed, their pieces and
 * scores). Sentences come from tools/text/phrase.ts (counts, lists, articles, names), never from
 * string concatenation of loose words. Pure; reply-outfits.test.ts runs every template on 0, 1 and
 * many pieces, empty names and long names.
 */
import type { AppliedConstraints, PieceReason, RelaxationNote } from '../../../../tools/outfits/constraints.js';
import type { ComposedPiece, OutfitsComposeOutput, OutfitSuggestion, OutfitsSuggestOutput } from '../../../../tools/outfits/contracts.js';
import { OCCASION_PHRASES } from '../../../../tools/outfits/compose.js';
import type { OutfitSlot, PieceSource } from '../../../../tools/outfits/rules.js';
import type { Alternative, LookAnalysis } from '../../../../tools/looks/contracts.js';
import { countOf, formatPrice, listOf, nameOf, priceRange, sentence } from '../../../../tools/text/phrase.js';

/** How many other pieces an answer names besides its primary result. */
export const ALSO_CONSIDER = 2;

export const SLOT_LABEL: Readonly<Record<OutfitSlot, string>> = {
  dress: 'Dress', top: 'Top', bottom: 'Bottom', outerwear: 'Coat', shoes: 'Shoes', bag: 'Bag', accessories: 'Accessory',
};
/** A slot inside a sentence: "the shoes", "a bag". */
const SLOT_NOUN: Readonly<Record<OutfitSlot, string>> = {
  dress: 'dress', top: 'top', bottom: 'bottom', outerwear: 'coat', shoes: 'shoes', bag: 'bag', accessories: 'accessory',
};
/** "Shoes to go with …", "A bag to go with …": one piece for a slot. */
const ONE_FOR_SLOT: Readonly<Record<OutfitSlot, string>> = {
  dress: 'a dress', top: 'a top', bottom: 'a bottom', outerwear: 'a coat', shoes: 'shoes', bag: 'a bag', accessories: 'an accessory',
};

/** A price as a reply writes it; '' when there is none. */
const money = (n: number | null | undefined): string => (typeof n === 'number' && Number.isFinite(n) ? formatPrice(n) : '');

const FROM: Readonly<Record<PieceSource, string>> = { wardrobe: 'yours', dressing_room: 'saved', product: 'to buy' };

/** "Navy Slip Dress (to buy, $120)", "White Sneakers (yours)". */
export const pieceLabel = (p: { name: string | null | undefined; source: PieceSource; price?: number | null }): string => {
  const price = p.source === 'product' ? money(p.price) : '';
  return `${nameOf(p.name)} (${FROM[p.source]}${price ? `, ${price}` : ''})`;
};

/** The budget reason in words: whose price band the piece keeps to. */
const BUDGET_WHY: Readonly<Record<AppliedConstraints['budget_source'], string>> = {
  stated: 'within your budget', anchor: 'priced like the piece it goes with', usual: 'in your usual price range',
  outfit: 'priced like the rest of the outfit', none: '',
};

/** Why a composed piece is there, from the tool's own reasons: "suits the office, right for 8 °C and within your budget". */
export const whyText = (why: readonly PieceReason[], applied: AppliedConstraints | undefined): string => {
  const words = why.flatMap((w): string[] => {
    switch (w) {
      case 'anchor': return ['the piece you chose'];
      case 'owned': return [];
      case 'occasion': return [applied?.occasion ? `suits ${OCCASION_PHRASES[applied.occasion]}` : 'suits the occasion'];
      case 'weather': return [applied?.temperature_c !== null && applied?.temperature_c !== undefined
        ? `right for ${Math.round(applied.temperature_c)} °C${applied.rain ? ' and rain' : ''}`
        : applied?.season ? `right for ${applied.season}${applied.rain ? ' and rain' : ''}` : applied?.rain ? 'right for rain' : 'right for the weather'];
      case 'palette': return ['keeps to the palette'];
      case 'budget': return [BUDGET_WHY[applied?.budget_source ?? 'stated'] || 'within the budget'];
    }
  });
  return listOf(words);
};

/** "for the office at 8 °C in the rain under $150": what a tool applied, only what it applied. */
export const appliedContext = (a: AppliedConstraints | undefined): string => {
  if (!a) return '';
  return [
    a.occasion ? `for ${OCCASION_PHRASES[a.occasion]}` : '',
    a.temperature_c !== null ? `at ${Math.round(a.temperature_c)} °C` : a.season ? `for ${a.season}` : '',
    a.rain ? 'in the rain' : '',
    a.budget_source === 'stated' ? priceRange({ min: a.min_price, max: a.max_price }) : '',
  ].filter(Boolean).join(' ');
};

/** "To find them, price widened to under $75 for the shoes and bag." — or '' when nothing was relaxed. */
export const relaxedText = (relaxed: readonly RelaxationNote[] | undefined): string => {
  if (!relaxed?.length) return '';
  const bySlot = new Map<string, OutfitSlot[]>();
  for (const r of relaxed) bySlot.set(r.detail, [...new Set([...(bySlot.get(r.detail) ?? []), r.slot])]);
  return sentence(`Nothing fitted exactly, so ${listOf([...bySlot].map(([detail, slots]) => `${detail} for the ${listOf(slots.map((s) => SLOT_NOUN[s]))}`))}`);
};

const alsoLine = (items: readonly string[]): string => (items.length ? `**Also consider:** ${items.slice(0, ALSO_CONSIDER).join('; ')}.` : '');

const SAVE_HINT = 'Say \u201csave this outfit\u201d to keep it.';

// ───────────────────────────── outfits.compose ─────────────────────────────

const composedLine = (p: ComposedPiece, applied: AppliedConstraints) => {
  const why = whyText(p.why, applied);
  return `\u2022 ${SLOT_LABEL[p.slot]}: ${pieceLabel(p)}${why ? ` \u2014 ${why}` : ''}`;
};

/** One outfit: the tool's summary (what it applied and relaxed), each piece with why, at most two swaps. */
export const composeText = (out: Pick<OutfitsComposeOutput, 'pieces' | 'applied' | 'summary'> & { also_consider?: ComposedPiece[] }): string => {
  if (!out.pieces.length) return out.summary;
  const also = (out.also_consider ?? []).map((p) => {
    const why = whyText(p.why, out.applied);
    return `${nameOf(p.name)} (${SLOT_NOUN[p.slot]}, ${FROM[p.source]}${p.source === 'product' && money(p.price) ? `, ${money(p.price)}` : ''})${why ? ` \u2014 ${why}` : ''}`;
  });
  return [out.summary, ...out.pieces.map((p) => composedLine(p, out.applied)), alsoLine(also), SAVE_HINT].filter(Boolean).join('\n');
};

// ───────────────────────────── outfits.suggest ─────────────────────────────

/** "your White Sneakers", "the Red Wrap Dress", "The Lou Tote" (a name with its own article keeps only that one). */
export const aroundPhrase = (anchors: readonly { name: string; source: PieceSource }[]): string =>
  // A piece with no name is left out: "your an unnamed piece" says nothing.
  listOf(anchors.map((a) => {
    const name = nameOf(a.name, '');
    if (!name) return '';
    if (a.source !== 'product') return `your ${name}`;
    return /^(the|a|an)\s/i.test(name) ? name : `the ${name}`;
  }));

/** Below this a match percent says the piece is far from the shopper's taste: not a reason to pick it. */
const MATCH_AS_REASON = 50;

/**
 * A suggestion's why: the constraints it honours (occasion, weather, palette, budget) when any were
 * asked, else the style it shares with the outfit; and its match when the scale shows a percent high
 * enough to be a reason. Style words are left out beside an occasion: they may name another one.
 */
export const suggestionWhy = (
  s: Pick<OutfitSuggestion, 'style_match_reason' | 'match_percent' | 'match_label' | 'why'>,
  applied?: AppliedConstraints,
) => {
  const honoured = whyText(s.why, applied);
  const match = s.match_percent !== null && s.match_percent >= MATCH_AS_REASON ? s.match_label : '';
  return [honoured || s.style_match_reason, match].filter(Boolean).join(', ');
};

/**
 * One slot's answer: the best piece with why, then at most two others to consider. `around` names
 * what it goes with ("your Navy Slip Dress"); '' when nothing was given.
 */
export const slotText = (out: Pick<OutfitsSuggestOutput, 'slot' | 'suggestions' | 'applied' | 'relaxed'>, around: string): string => {
  const context = [around ? `to go with ${around}` : '', appliedContext(out.applied)].filter(Boolean).join(' ');
  const [best, ...rest] = out.suggestions;
  if (!best) return [sentence(`I found ${countOf(0, SLOT_NOUN[out.slot])} ${context}`), relaxedText(out.relaxed)].filter(Boolean).join('\n');
  const why = suggestionWhy(best, out.applied);
  const lead = sentence(`${ONE_FOR_SLOT[out.slot]} ${context}: ${pieceLabel(best)}${why ? ` \u2014 ${why}` : ''}`);
  const also = rest.slice(0, ALSO_CONSIDER).map((s) => {
    const reason = suggestionWhy(s, out.applied);
    return `${pieceLabel(s)}${reason ? ` \u2014 ${reason}` : ''}`;
  });
  return [lead, relaxedText(out.relaxed), alsoLine(also)].filter(Boolean).join('\n');
};

/** A piece of an outfit built slot by slot: what it is, and why (the suggestion's reason, or "the piece you chose"). */
export interface BuiltPiece { slot: OutfitSlot; name: string; source: PieceSource; price: number | null; why: string }

/**
 * An outfit built around named pieces, one suggestion per slot: each piece with why, its completion
 * score, and at most two runners-up. `applied` is the last call's (what every call honoured).
 */
export const builtText = (
  pieces: readonly BuiltPiece[], around: string, score: number,
  { applied, relaxed = [], also = [], empty = [] }: { applied?: AppliedConstraints; relaxed?: RelaxationNote[]; also?: BuiltPiece[]; empty?: OutfitSlot[] } = {},
): string => {
  if (!pieces.length) return 'I couldn\u2019t put an outfit together.';
  const context = [appliedContext(applied), around ? `with ${around}` : ''].filter(Boolean).join(' ');
  const head = sentence(`An outfit ${context}`).replace(/\.$/, ':');
  const lines = pieces.map((p) => `\u2022 ${SLOT_LABEL[p.slot]}: ${pieceLabel(p)}${p.why ? ` \u2014 ${p.why}` : ''}`);
  const tail = [
    `Completion ${score}/100.`,
    empty.length ? sentence(`I found nothing for the ${listOf(empty.map((s) => SLOT_NOUN[s]), 'or')}`) : '',
    SAVE_HINT,
  ].filter(Boolean).join(' ');
  const alsoItems = also.map((p) => `${nameOf(p.name)} (${SLOT_NOUN[p.slot]}, ${FROM[p.source]}${p.source === 'product' && money(p.price) ? `, ${money(p.price)}` : ''})${p.why ? ` \u2014 ${p.why}` : ''}`);
  return [head, ...lines, relaxedText(relaxed), alsoLine(alsoItems), tail].filter(Boolean).join('\n');
};

// ───────────────────────────── looks.complete ─────────────────────────────

const altLabel = (a: Pick<Alternative, 'name' | 'price'>) => pieceLabel({ name: a.name, source: 'product', price: a.price });

/**
 * A completed look: what it has (the anchor and the shopper's pieces), the one piece that finishes
 * each missing slot with why, and at most two other pieces to consider. The score is the tool's,
 * so it agrees with the pieces it counts.
 */
export const lookText = (out: Pick<LookAnalysis, 'anchor' | 'completionScore' | 'ownedPieces' | 'missingPieces' | 'styleNotes' | 'applied' | 'relaxed'>): string => {
  const anchor = out.anchor;
  const subject = !anchor ? 'your look'
    : anchor.kind === 'product' ? `a look around ${aroundPhrase([{ name: anchor.name, source: 'product' }])}`
      : anchor.kind === 'post' ? `a look from the post ${nameOf(anchor.name)}` : 'a look from your photo';
  const context = appliedContext(out.applied);
  const lines = [sentence(`${subject}${context ? ` ${context}` : ''}: ${out.completionScore}/100 complete so far`)];
  const owned = out.ownedPieces.map((p) => nameOf(p.name));
  if (owned.length) lines.push(sentence(`${anchor ? 'From your wardrobe' : 'You have'}: ${listOf(owned)}`));
  const finishing = out.missingPieces.filter((m) => m.alternatives.length);
  const unmatched = out.missingPieces.filter((m) => !m.alternatives.length);
  if (finishing.length) {
    lines.push('To finish it:');
    for (const m of finishing) {
      const a = m.alternatives[0]!;
      lines.push(`\u2022 ${SLOT_LABEL[m.slot]}: ${altLabel(a)}${a.reason ? ` \u2014 ${a.reason}` : ''}`);
    }
  }
  if (unmatched.length) lines.push(sentence(`Nothing in the catalogue fits the ${listOf(unmatched.map((m) => SLOT_NOUN[m.slot]), 'or')} yet`));
  lines.push(relaxedText(out.relaxed));
  const also = finishing.flatMap((m) => m.alternatives.slice(1).map((a) => `${nameOf(a.name)} (${[SLOT_NOUN[m.slot], money(a.price), a.priceLevel].filter(Boolean).join(', ')})`));
  lines.push(alsoLine(also));
  lines.push(...out.styleNotes.slice(0, 1));
  return lines.filter(Boolean).join('\n');
};
