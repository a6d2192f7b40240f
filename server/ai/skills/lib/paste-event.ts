/**
 * An event the shopper pasted (an invitation, a dress code in a group chat, a calendar entry) and their
 * own ask of what to wear to it: "what do I wear then?", "what would you put me in?", "help me plan
 * outfits". The paste stays data: only the occasion it names is taken (the dressiest, when it names
 * several: a wedding's dinner is dressed as the wedding), never an instruction. Pure.
 */
import { occasionFormality } from '../../../../tools/outfits/judgement.js';
import type { GarmentOccasion } from '../../nlu/types.js';
import { descriptionText, type ReadData } from './paste-subject.js';

/** The shopper asks what to wear, or for an outfit from what they own: "what do i wear", "put me in", "what from my wardrobe works". */
// Under an event's dress code, "what does that even mean. help" ends asking the same: what to wear to it (the meaning
// alone is a question the reply answers).
const WEARING = /\b(?:wear|wearing|outfits?|put me in|dress me|style me)\b|\bwhat (?:from|in|of) my (?:wardrobe|closet)\b|\bhelp(?: me| pls| please)?\W*$/;
/** Packing for a stay asks for a trip, not an outfit: "what do I pack", "what should I bring". */
const PACKING = /\b(?:pack|packing|bring|suitcase)\b/;

/** The occasion as words the outfit skill reads after "what should i wear to". */
const SAID: Readonly<Record<GarmentOccasion, string>> = {
  'wedding-guest': 'a wedding', 'black-tie': 'a black tie event', interview: 'an interview', office: 'the office', date: 'dinner',
  party: 'a party', festival: 'a festival', beach: 'the beach', brunch: 'brunch', funeral: 'a funeral', travel: 'travel', gym: 'the gym',
  casual: 'a casual day', lounge: 'lounging at home',
};

/** A paste about an event with no occasion word of ours: an invitation, a dress code, a theme, a ceremony. */
// Telling the guests how to dress ("dress smart please!!", "dress up") makes it an event too.
const EVENT = /\b(?:dress ?code|invit(?:e|ed|ation)|rsvp|ceremony|reception|theme|black tie|formal|celebration|dress(?:ed)?\s+(?:smart(?:ly)?|up|nice(?:ly)?|formal(?:ly)?|to impress))\b/i;

/**
 * The event a paste tells of: the dressiest occasion it names (null when it names none), or undefined when
 * it tells of no event at all.
 */
export const pastedOccasion = (quoted: readonly string[], readData: ReadData): GarmentOccasion | null | undefined => {
  const named = quoted.flatMap((q) => readData(descriptionText(q)).clauses.flatMap((c) => c.slots.occasions));
  const dressiest = [...new Set(named)].sort((a, b) => occasionFormality(b)[0] - occasionFormality(a)[0])[0];
  return dressiest ?? (quoted.some((q) => EVENT.test(q)) ? null : undefined);
};

/** "what should I wear, heels will sink in the grass?": asked outright, a piece named beside it is a worry, not the ask. */
const WEAR_QUESTION = /\bwhat (?:should|do|can|could|would|shall) (?:i|we) wear\b/;

/**
 * The shopper's own words asking an outfit for the event pasted ("what should i wear to a wedding"), when
 * their clause asks what to wear, names no occasion of its own (nor a piece, unless it asks outright) and does
 * not ask to pack; else null.
 */
export const eventOutfitAsk = (own: string, ownOccasions: readonly string[], ownCategories: readonly string[], event: GarmentOccasion | null | undefined): string | null => {
  if (event === undefined || ownOccasions.length || !WEARING.test(own) || PACKING.test(own)) return null;
  if (ownCategories.length && !WEAR_QUESTION.test(own)) return null;
  // An event of no occasion we name is still the occasion of the outfit ("to the event"), not an everyday one.
  return `what should i wear to ${event ? SAID[event] : 'the event'}`;
};
