/**
 * A follow-up that lets a constraint go: "forget the budget", "any colour is fine", "never mind the
 * green", "doesn't have to be leather", "any brand", "anything in black" (any category), and "other
 * colours" (the colour shown ruled out). Read from a table of dropping phrases around the slot's
 * noun ("budget", "colour", "brand"…) or one of the clause's own slot words ("the green"). Pure.
 */
import type { Slots } from '../../nlu/types.js';
import { has } from './words.js';

export type Widened = 'price' | 'colour' | 'brand' | 'material' | 'category' | 'style';

export interface Widening {
  /** The constraints the shopper lets go. */
  drop: Set<Widened>;
  /** "other colours", "a different colour": the colour searched is now ruled out. */
  otherColour: boolean;
  /** The clause's slot words that were named only to be let go ("forget the green": green). */
  released: string[];
}

/** Verbs and phrases that let a constraint go when its noun or value follows. */
const DROP = String.raw`forget(?: about)?|drop|ditch|ignore|never ?mind|nvm|scrap|lose|skip|remove|get rid of|take (?:off|away|out)|no need for|don'?t (?:worry|care|mind) about|not (?:fussed|bothered|worried) (?:about|by)|(?:i'?m )?(?:easy|flexible|open) (?:on|about|with)|no (?:specific|particular)`;
/** What the shopper says of a constraint that no longer matters, after its noun. */
const NO_MATTER = String.raw`(?:is |are |'s )?(?:fine|ok|okay|good|cool|whatever|open|flexible|not important|not a problem|no object)|(?:doesn'?t|does not|don'?t|do not) (?:matter|bother me)|isn'?t important|will do|works`;
/** What the shopper calls each constraint. */
const NOUNS: Readonly<Record<Widened, string>> = {
  price: String.raw`budget|price(?: limit| cap| range| point)?|spending limit|cap|limit|max(?:imum)?|cost|money`,
  colour: String.raw`colou?rs?|shades?|hues?`,
  brand: String.raw`brands?|labels?|makers?|designers?`,
  material: String.raw`materials?|fabrics?`,
  category: String.raw`categor(?:y|ies)|types? of (?:piece|thing|item)s?`,
  style: String.raw`styles?|cuts?|looks?`,
};
/** Any piece at all, whatever its category: "anything at all in black", "everything you have in red", "not just bags" ("anything like that in olive?" keeps the subject). */
const ANY_PIECE = String.raw`(?:anything at all|everything(?: you have| you've got)?|any (?:other )?(?:piece|item|kind of thing)s?|all sorts(?: of things)?) (?:in|that'?s|that is|that are)|not (?:just|only) (?:the )?(?:bags|dresses|shoes|tops|bottoms|coats|jackets|outerwear|accessories|jewelry|jewellery|skirts|trousers|jeans|boots|sneakers)|any category|all categories|whatever category|(?:doesn'?t|does not|don'?t) have to be an? (?:bag|dress|top|shoe|coat|jacket|skirt)s?`;
/** The colour searched ruled out: "other colours", "a different colour", "something not in that colour". */
const OTHER_COLOUR = String.raw`(?:other|different|another|new|more) colou?rs?|colou?rs? other than (?:that|this|those)|in (?:a )?different colou?r`;
/** "doesn't have to be leather", "needn't be black": the value after it is let go. */
const NOT_NEEDED = String.raw`(?:doesn'?t|does not|don'?t|do not) (?:have|need) to be|needn'?t be|not necessarily|no need (?:for it |for them )?to be`;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The constraint a slot word of the clause belongs to ("green" a colour, "leather" a material, "Lune" a brand). */
const slotOfWord = (slots: Slots): [string, Widened][] => [
  ...slots.colours.map((w) => [w, 'colour'] as [string, Widened]),
  ...slots.shades.map((w) => [w, 'colour'] as [string, Widened]),
  ...slots.materials.map((w) => [w, 'material'] as [string, Widened]),
  ...slots.brands.map((w) => [w, 'brand'] as [string, Widened]),
  ...(slots.styles ?? []).map((w) => [w, 'style'] as [string, Widened]),
];

/** What the clause lets go of, or null when it lets go of nothing. */
export const wideningIn = (text: string, slots: Slots): Widening | null => {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const drop = new Set<Widened>();
  const released: string[] = [];
  for (const [slot, noun] of Object.entries(NOUNS) as [Widened, string][]) {
    const n = `(?:${noun})`;
    if (has(lower, `(?:${DROP}) (?:the |that |my |a |any |this )?${n}`) || has(lower, `(?:any|whatever|all|every|no) ${n}(?: (?:at all|is fine|will do|works))?`) && !has(lower, `any (?:other|more) ${n}`) ||
      has(lower, `${n} (?:${NO_MATTER})`) || (slot === 'price' && has(lower, "money'?s? no object|no (?:budget|limit|cap|price limit)|sky'?s the limit|(?:i can|i'?ll) spend (?:more|whatever)"))) {
      drop.add(slot);
    }
  }
  // "never mind the green", "forget the leather", "doesn't have to be black": one of the clause's own values let go.
  for (const [word, slot] of slotOfWord(slots)) {
    const w = escape(word.toLowerCase());
    if (has(lower, `(?:${DROP}) (?:the |that |those |my |all the |about the )?${w}(?: ones?| bit| part)?`) || has(lower, `(?:${NOT_NEEDED}) (?:in )?${w}`) || has(lower, `${w} (?:${NO_MATTER})`)) {
      drop.add(slot);
      released.push(word);
    }
  }
  if (has(lower, ANY_PIECE)) drop.add('category');
  const otherColour = has(lower, OTHER_COLOUR);
  if (otherColour) drop.add('colour');
  return drop.size || otherColour ? { drop, otherColour, released } : null;
};
