/**
 * Right after an outfit was shown, a clause that names one of its places with a word of change ("swap the
 * shoes", "a different top?", "I don't like the bag, change it", "swap the top for something lighter") asks
 * for other pieces for that place, matched to the rest of the outfit: outfits.suggest for that slot, with
 * the outfit shown less that slot and the constraints it was built under (plus any the clause adds). The
 * planner takes the outfit from the tool results (`around: 'shown'`), never from the reply. Pure.
 */
import type { OutfitConstraints } from '../../../../tools/outfits/constraints.js';
import { outfitPieces, slotFromText, type OutfitSlot } from '../../../../tools/outfits/rules.js';
import { singular } from '../../nlu/index.js';
import type { Slots } from '../../nlu/types.js';
import type { DialogueState } from '../dialogue.js';
import { constraintsOf, relativeWeather } from './outfit-constraints.js';
import { outfitShownBy } from './pieces.js';
import { isRecord } from './plan-core.js';
import type { OutfitRequest } from './understand-outfits.js';
import { has } from './words.js';

/** The tools whose result is an outfit the shopper can change a piece of. */
export const OUTFIT_TOOLS = new Set(['outfits.compose', 'outfits.suggest', 'looks.complete']);

/**
 * Words that ask for another piece in a place: replacing, disliking, wanting a different one, ruling the
 * place's piece out ("no dresses please"), asking for one from the shop ("can you use one from the shop"), adding one
 * ("what earrings should I add"), or wanting the place's piece other by degree ("could the shoes be cheaper", "could the
 * dress be longer?", "something flatter"), or the outfit made again with a piece named in a place ("do it with the loafers"); a
 * complaint about the place's piece or a preference told ("the boots are too chunky", "I'd rather wear trousers", "can we go for
 * sandals") asks for another there too.
 */
const CHANGE = "go (?:for|with)|(?:can|could) (?:we|i|you) (?:have|get|try|do)|prefer|rather|would like|too \\w+|something \\w+(?:er|ier)|won'?t work|can'?t (?:walk|wear|move|do)|(?:do|make|redo|try) (?:it|that|this|one|the (?:look|outfit)) (?:with|w|using)|use (?:the|my)|add|throw|cheaper|pricier|longer|shorter|flatter|lower|higher|dressier|smarter|softer|warmer|lighter|smaller|bigger|simpler|comfier|more comfortable|less \\w+|swap|swop|change|replace|switch|another|different|other|else|instead|alternatives?|options|don'?t (?:like|love|want)|do not (?:like|love|want)|not (?:a fan of|keen on|sure about|loving|into)|hate|dislike|rather not|try (?:a|an|some)|new|no|not|without|use (?:one|a|an|some)|from the (?:shop|store|catalogue)|(?:add|include|need|want|get) (?:a|an|some)";
/** Another skill's ask: the piece goes somewhere (saved, to the cart or "my bag", the wardrobe) or the shop is searched. */
const ELSEWHERE = 'save|cart|basket|wardrobe|closet|dressing room|buy|order|follow|trip|pack(?:ing)?|delete|remove from|show me (?:all|every)|(?:add|put|pop) (?:it|this|that|them|those|these) (?:in|into|to)|(?:in|into|to) my bag';

/**
 * "is the blazer too formal?", "which is warmer, the sweater or the blazer?": a question weighing what was shown asks an
 * opinion, answered with no tool; a change is asked with "can", "could", "make", "swap" …
 */
export const judgesShown = (lower: string): boolean => !has(lower, 'swap|swop|switch|change|replace|instead|make|add|can|could|would you') &&
  /^(?:(?:so|ok|okay|hmm|and|but|honestly)[,!]?\s+)*(?:is|isn't|are|aren't|was|which|wich|does|do (?:they|those|these|the))\b/.test(lower.trim());

/** The constraints the outfit was built under: the call's own, else what the tool says it applied. */
export const constraintsBefore = (state: DialogueState): OutfitConstraints => {
  const input = isRecord(state.latest?.input) ? state.latest.input : {};
  return (isRecord(input.constraints) ? input.constraints : {}) as OutfitConstraints;
};

/** The season the outfit was judged for: asked for, else applied by the tool (from the date). */
export const seasonShown = (state: DialogueState): OutfitConstraints['season'] => {
  const output = isRecord(state.latest?.output) ? state.latest.output : {};
  const applied = isRecord(output.applied) ? output.applied : {};
  return constraintsBefore(state).season ?? (typeof applied.season === 'string' ? applied.season as OutfitConstraints['season'] : undefined);
};

/** The swap a clause asks for right after an outfit, or null. */
export const outfitSwap = (text: string, slots: Slots, state: DialogueState): OutfitRequest | null => {
  if (!OUTFIT_TOOLS.has(state.latestTool?.replaceAll('_', '.') ?? '')) return null;
  const lower = text.toLowerCase();
  if (!has(lower, CHANGE) || has(lower, ELSEWHERE) || judgesShown(lower) || slots.handles.length || slots.destination) return null;
  // "add a layer", "something to throw over it": the place over the rest.
  const slot = slotFromText(lower) ?? (has(lower, 'layers?|cover[- ]?up|(?:throw|wear) over') ? 'outerwear' : null);
  if (!slot) return null;
  // "no dresses please": the outfit in separates instead.
  // "I'd prefer trousers to a dress": separates named for the dress's place ask for them instead, as ruling it out does.
  const separates = slots.garments.some((g) => { const s = slotFromText(g.word); return s === 'top' || s === 'bottom'; });
  const dressOut = slot === 'dress' && (slots.exclusions.some((e) => slotFromText(e) === 'dress') || separates);
  const asked: OutfitSlot[] = dressOut ? ['top', 'bottom'] : [slot];
  const before = constraintsBefore(state);
  const constraints: OutfitConstraints = { ...before, ...constraintsOf(slots, text), ...relativeWeather(lower, seasonShown(state)) };
  const shown = outfitShownBy({ toolName: state.latestTool ?? '', input: state.latest?.input, output: state.latest?.output, isError: false });
  const there = shown ? [...(slot === 'accessories' ? shown.accessories : [shown[slot]])].filter((p) => p !== null) : [];
  // "swap the sneakers for boots": the garment named that is not the piece replaced is the one wanted.
  const names = there.map((p) => p.name.toLowerCase()).join(' ');
  const wanted = slots.garments.find((g) => !dressOut && slotFromText(g.word) === slot && !names.includes(singular(g.garment.toLowerCase())) && slotFromText(g.word) !== g.word.toLowerCase().replace(/s$/, ''));
  return {
    kind: 'outfit.build', anchors: [], slots: asked, occasion: constraints.occasion?.replace(/-/g, ' ') ?? null, constraints, around: 'shown',
    replacing: there.map((p) => p.id), kept: shown ? outfitPieces(shown).map(({ piece }) => ({ id: piece.id, name: piece.name })).filter((p) => p.name) : [], ...(wanted ? { wanted: singular(wanted.garment.toLowerCase()) } : {}),
  };
};
