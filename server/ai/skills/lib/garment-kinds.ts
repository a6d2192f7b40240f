/**
 * Family nouns: a word a shopper uses for a whole kind of garment the catalogue names by its members.
 * An American's "pants" are any trousers, jeans included; a shop lists "Blue Straight Jeans", never
 * "pants", so a search for pants also asks for the members. British "trousers" leave jeans out (a
 * shopper who wants jeans says so) and are searched as said.
 */
import { singular } from '../../nlu/index.js';

/** The word as said (singular) → the garment names the catalogue's listings use for its members. */
const KINDS: Readonly<Record<string, readonly string[]>> = {
  pant: ['trousers', 'jeans', 'chinos', 'slacks', 'joggers'],
  slack: ['trousers', 'chinos'],
};

/** The members a family noun also searches for ("pants" → trousers, jeans, chinos…); none for any other word. */
export const kindsOf = (word: string): readonly string[] => KINDS[singular(word.toLowerCase())] ?? [];
