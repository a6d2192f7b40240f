/**
 * Right after an outfit was shown, a clause that names one of its places with a word of change ("swap the
 * shoes", "a different top?", "I don't like the bag, change it", "swap the top for something lighter") asks
 * for other pieces for that place, matched to the rest of the outfit: outfits.suggest for that slot, with
 * the outfit shown less that slot and the constraints it was built under (plus any the clause adds). The
 * planner takes the outfit from the tool results (`around: 'shown'`), never from the reply. Pure.
 */
import type { OutfitConstraints } from '../../../../tools/outfits/constraints.js';
import { slotFromText } from '../../../../tools/outfits/rules.js';
import type { Slots } from '../../nlu/types.js';
import type { DialogueState } from '../dialogue.js';
import { constraintsOf, relativeWeather } from './outfit-constraints.js';
import { outfitShownBy } from './pieces.js';
import { isRecord } from './plan-core.js';
import type { OutfitRequest } from './understand-outfits.js';
import { has } from './words.js';

/** The tools whose result is an outfit the shopper can change a piece of. */
export const OUTFIT_TOOLS = new Set(['outfits.compose', 'outfits.suggest', 'looks.complete']);

/** Words that ask for another piece in a place: replacing, disliking, wanting a different one. */
const CHANGE = "swap|swop|change|replace|switch|another|different|other|else|instead|alternatives?|options|don'?t (?:like|love|want)|do not (?:like|love|want)|not (?:a fan of|keen on|sure about|loving|into)|hate|dislike|rather not|try (?:a|an|some)|new";
/** Another skill's ask: the piece goes somewhere (saved, to the cart, the wardrobe) or the shop is searched. */
const ELSEWHERE = 'save|cart|basket|wardrobe|closet|dressing room|buy|order|follow|trip|pack(?:ing)?|delete|remove from|show me (?:all|every)';

/** The constraints the outfit was built under: the call's own, else what the tool says it applied. */
const constraintsBefore = (state: DialogueState): OutfitConstraints => {
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
  if (!has(lower, CHANGE) || has(lower, ELSEWHERE) || slots.handles.length || slots.destination) return null;
  const slot = slotFromText(lower);
  if (!slot) return null;
  const before = constraintsBefore(state);
  const constraints: OutfitConstraints = { ...before, ...constraintsOf(slots, text), ...relativeWeather(lower, seasonShown(state)) };
  const shown = outfitShownBy({ toolName: state.latestTool ?? '', input: state.latest?.input, output: state.latest?.output, isError: false });
  const there = shown ? (slot === 'accessories' ? shown.accessories : [shown[slot]]).filter((p) => p !== null).map((p) => p.id) : [];
  return { kind: 'outfit.build', anchors: [], slots: [slot], occasion: constraints.occasion?.replace(/-/g, ' ') ?? null, constraints, around: 'shown', replacing: there };
};
