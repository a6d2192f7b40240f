/**
 * A follow-up that asks for the pieces shown, changed by degree: "smaller ones", "something less formal",
 * "in a longer length". No catalogue field holds size, length or formality as a number a search can
 * compare, so each comparative becomes the word products carry for it ("a small black crossbody",
 * "a long dress", "casual"), which joins the search's words like any style. A table, read as whole words. Pure.
 */
import { has } from './words.js';

/** Comparative phrases (a regex alternation each) → the word the catalogue's listings use. */
const RELATIVE: readonly [string, string][] = [
  [String.raw`smaller|tinier|more compact|less bulky|(?:a )?small(?:er)? size`, 'small'],
  [String.raw`bigger|larger|roomier|more roomy|more spacious`, 'large'],
  [String.raw`longer(?: length| ones?| hem| cut)?|(?:a |the )?long(?:er)? length|more length`, 'long'],
  [String.raw`shorter(?: length| ones?| hem| cut)?|(?:a |the )?short(?:er)? length`, 'short'],
  [String.raw`less (?:formal|dressy|smart|fancy)|more (?:casual|relaxed|laid[- ]back|everyday)|dressed[- ]down|dress(?:ed)? (?:it |them )?down`, 'casual'],
  [String.raw`more (?:formal|dressy|elegant|smart)|dressier|smarter|fancier-looking|dress(?:ed)? (?:it |them )?up|dressed[- ]up`, 'formal'],
  [String.raw`warmer|cosier|cozier|thicker|heavier`, 'warm'],
  [String.raw`lighter(?:[- ]weight)?|thinner|more breathable|airier`, 'light'],
  [String.raw`wider(?: fit| leg| cut| ones?)?|(?:a )?wide(?:r)? fit`, 'wide'],
  // "flat" alone is also a home or a coffee: only beside a piece word or as the change asked ("but flat"). "No heels" is
  // a heel ruled out (an exclusion), not a word the pieces must carry.
  [String.raw`flatter|flat (?:ones?|soles?|shoes|boots|sandals|pumps)|(?:but|and|or|something|ones?) flat|(?:a )?lower heels?`, 'flat'],
];

/** The style words a clause's comparatives ask for, in table order, each once. */
export const relativeStylesIn = (lower: string): string[] =>
  [...new Set(RELATIVE.filter(([pattern]) => has(lower, pattern)).map(([, word]) => word))];
