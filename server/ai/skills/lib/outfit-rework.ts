/**
 * Right after an outfit, a clause that asks for the outfit as a whole to change, naming none of its places: a degree
 * of dressiness ("something less dressy", "tone it down", "dress it up a bit"), a colour story ("make it all black",
 * "ONE colourful thing"), or just another go ("switch it up", "what would you change?", "do a version for after").
 * The outfit is composed again under the constraints it was built with; a degree moves the occasion one step along
 * the formality scale (the outfit tools have no formality input of their own: the occasion decides it). A clause that
 * names a place of the outfit is a swap (lib/outfit-swap.ts), one that names an occasion, weather or budget a
 * follow-up (lib/after-listing.ts). A bare "change it" is left to the clause before it ("I don't like the bag, change it"). Pure.
 */
import type { OutfitConstraints } from '../../../../tools/outfits/constraints.js';
import type { GarmentOccasion } from '../../../../tools/garments/contracts.js';
import { occasionFormality } from '../../../../tools/outfits/judgement.js';
import type { Slots } from '../../nlu/types.js';
import type { DialogueState } from '../dialogue.js';
import { judgesShown } from './outfit-swap.js';
import { isRecord } from './plan-core.js';
import { relativeStylesIn } from './relative-style.js';
import type { OutfitRequest } from './understand-outfits.js';
import { has } from './words.js';

/** Asking for less: the search's "less formal" words (relative-style.ts) and the ways an outfit is toned down. */
const TONE_DOWN = "tone (?:it |things )?down|dial (?:it |things )?(?:back|down)|calm (?:it )?down|more (?:low[- ]key|subtle|understated|toned[- ]down|chill)|less (?:fancy|done|try[- ]hard|much|over the top|extra|flashy|loud|bold)|too (?:much|dressy|formal|fancy|smart|done[- ]up|extra|try[- ]hard)|simpler|overdressed|over[- ]dressed";
/** Asking for more. */
const DRESS_UP = "spice (?:it |things )?up|jazz (?:it |things )?up|glam (?:it |things )?up|amp (?:it |things )?up|more (?:fun|glam|glamorous|daring|special|exciting|interesting|going[- ]out|party)|less (?:boring|plain|basic|casual|frumpy)|too (?:plain|boring|casual|basic|frumpy|safe)|underdressed|under[- ]dressed|bolder|edgier|sexier";
/** Another go at the whole outfit, or a change of its colours: composed again under the same constraints. */
const REDO = "switch (?:it|that|this) up|change (?:it|that|this) up|mix (?:it|that|this) up|redo|re-do|try again|another (?:one|version|option|outfit|look|go)|something else|a different (?:one|outfit|look|version|option)|other options?|(?:a|another) version|build (?:it|this|that) out|flesh (?:it|this|that) out|what would you change|not (?:feeling|loving|into|sure about) (?:it|this|that)|(?:don'?t|do not) (?:like|love) (?:it|this|that)|(?:all|head to toe|full) (?:black|white|navy|neutral|neutrals|denim)|monochrome|(?:one|a pop of|a bit of|some|more|less) colou?r(?:ful)?(?: thing| piece)?|too (?:colou?rful|bright|dark|plain|dull|loud)|(?:use|using|with|from) (?:the things|what|stuff|things|pieces|clothes) i (?:already )?(?:own|have)|from my (?:own )?(?:wardrobe|closet)|instead of (?:new|buying) (?:stuff|things|pieces)";
/** Another skill's verbs or places: the clause asks something of its own. */
const ELSEWHERE = 'save|saving|keep|cart|basket|buy|follow|unfollow|delete|remove|pack|packing|trip|dressing room|wishlist';

/** One occasion per formality band, from the everyday to black tie: the steps "less dressy" and "dressier" walk. */
const STEPS: readonly GarmentOccasion[] = ['casual', 'brunch', 'date', 'party', 'black-tie'];

/** The occasion a step below (-1) or above (+1) the one dressed for, by the band's lower end; none is the everyday's. */
const stepped = (occasion: GarmentOccasion | undefined, step: -1 | 1): GarmentOccasion => {
  const from = occasion ? occasionFormality(occasion)[0] : 2;
  const lower = STEPS.filter((o) => occasionFormality(o)[0] < from);
  const higher = STEPS.filter((o) => occasionFormality(o)[0] > from);
  return step < 0 ? lower.at(-1) ?? 'casual' : higher[0] ?? 'black-tie';
};

/** The degree a clause asks of the outfit: -1 less dressy, +1 dressier, 0 neither. */
const degreeOf = (lower: string): -1 | 0 | 1 => {
  const relative = relativeStylesIn(lower);
  if (relative.includes('casual') || has(lower, TONE_DOWN)) return -1;
  if (relative.includes('formal') || has(lower, DRESS_UP)) return 1;
  return 0;
};

/** The outfit composed again as the clause asks, or null when it asks no change of the whole outfit. */
export const outfitRework = (text: string, slots: Slots, state: DialogueState): Extract<OutfitRequest, { kind: 'outfit.build' }> | null => {
  const lower = text.toLowerCase();
  if (slots.handles.length || slots.destination || has(lower, ELSEWHERE) || judgesShown(lower)) return null;
  const degree = degreeOf(lower);
  if (!degree && !has(lower, REDO)) return null;
  const input = isRecord(state.latest?.input) ? state.latest.input : {};
  const before = (isRecord(input.constraints) ? input.constraints : {}) as OutfitConstraints;
  const constraints: OutfitConstraints = degree ? { ...before, occasion: stepped(before.occasion, degree) } : before;
  return { kind: 'outfit.build', anchors: [], slots: ['top', 'bottom', 'shoes'], occasion: constraints.occasion?.replace(/-/g, ' ') ?? null, constraints };
};
