/**
 * The shapes of a follow-up to a search (more, cheaper, another colour, a slot changed: read from
 * the NLU slots by `../dialogue.ts`), the search's words recoloured, and handles a shopper wants
 * less of ("stop showing me @x"). Pure: the planner turns these into tool arguments.
 */
import { COLOURS } from '../../../../tools/recommendations/vocabulary.js';
import { has } from './words.js';

/** The search's words with every vocabulary colour swapped for the one asked ("black leather" → "blue leather"),
 * in each of its "or" alternatives ("black linen or black cotton" → "blue linen or blue cotton"). */
export const recolour = (text: unknown, colour: string): string => {
  const parts = typeof text === 'string' && text.trim() ? text.split(/\s+or\s+/i) : [''];
  // Alternatives that differed only by their colour ("navy culottes or black culottes") become one.
  return [...new Set(parts.map((part) => [colour, ...part.split(/\s+/).filter((w) => w && !(COLOURS as readonly string[]).includes(w.toLowerCase()))].join(' ')))].join(' or ');
};

/** A follow-up to the search before: more results, cheaper or pricier ones, another colour, something ruled out. */
export interface SearchRefinement {
  more: boolean;
  cheaper: boolean;
  pricier: boolean;
  /** The vocabulary colour asked for instead ("in blue", "what about burgundy"). */
  colour: string | null;
  exclude: string[];
  /**
   * A follow-up or correction that names a slot ("under 200", "only the high-end ones", "sorry, I
   * meant loafers", "make it olive instead"): each named slot replaces the last search's, the rest stay.
   */
  changes?: SearchChanges;
}

export interface SearchChanges {
  category?: string;
  /** A garment or material word that joins (or, for a garment, replaces) the search's words. */
  garment?: string;
  material?: string;
  /** Cuts, prints and styles that join the search's words ("skinny", "oversized"). */
  styles?: string[];
  /** A brand the follow-up narrows to ("only the Lune ones"): joins the search's words. */
  brand?: string;
  minPrice?: number | null;
  maxPrice?: number | null;
  /** Words of the last search a correction replaces (the garment it named before), or a constraint let go ("any colour"). */
  drop?: string[];
  /** "anything at all in black", "not just bags": the category is let go. */
  anyCategory?: boolean;
  /** How many results to show ("show me 3", "show me all of them"). */
  limit?: number;
}

/**
 * Wanting less of an account: "stop showing me stuff from @x", "hide @x", "no more @x", "less of
 * @x", "I'm tired of @x". These pause (never add, never delete) the account the shopper has.
 */
const HIDE = String.raw`stop (?:showing|suggesting|recommending|sending)|stop|(?:don'?t|do not|never) (?:follow|add|include|show|suggest|recommend)|no longer|(?:i )?(?:don'?t|do not) want to (?:follow|see|add)|don'?t (?:show|want|need|suggest|recommend)|do not (?:show|want|suggest)|hide|no more|less (?:of|from)|fewer|enough (?:of|from|with)|(?:i'?m |i am )?(?:tired|sick|bored) of|not interested in|block|get rid of|(?:i )?(?:don'?t|do not) (?:like|care for|care about)|(?:i )?(?:hate|dislike)|not (?:a fan of|into)|too much|(?:is|are) (?:boring|dull|too much|annoying)`;
// "snooze" and "silence" are verbs of pausing, as "mute" is (account-verbs.ts): they pause the account named at once.
export const wantsLess = (plain: string): boolean => has(plain, HIDE);
