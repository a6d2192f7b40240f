/**
 * The contract of the understanding layer: what one shopper message reads as, before any skill
 * decides what to do with it. Pure data; the skills import these types and nothing else from the
 * readers' internals.
 */
import type { GarmentOccasion } from '../../../tools/garments/contracts.js';
import type { Category } from '../../../tools/recommendations/vocabulary.js';

export type { Category, GarmentOccasion };

/** The vocabulary a message is read against: static words plus the catalogue's handles and brands. */
export interface Lexicon {
  /** Known influencer handles, lower-case, no "@". */
  readonly handles: readonly string[];
  /** Known brands as the catalogue spells them. */
  readonly brands: readonly string[];
  /** Opaque indexes the readers build once (fuzzy search, spelling); not for callers. */
  readonly internal: unknown;
}

export interface ReadContext {
  /** YYYY-MM-DD: the conversation's clock; every relative date is read from it. */
  today: string;
  lexicon: Lexicon;
  /** YYYY-MM: a month named in an earlier turn, so "the 8th to the 12th" after "lisbon in june" means June. */
  referenceMonth?: string;
  /**
   * The text is something the shopper passed on (a description, a list entry, an itinerary), read for
   * what it describes: nothing in it is set apart as quoted, and the caller takes only descriptive slots.
   */
  asData?: boolean;
}

export interface ReadingFlags {
  /** The message was longer than the reader reads; only its beginning was read. */
  tooLong: boolean;
  /** Emoji, symbols or punctuation only. */
  noWords: boolean;
  /** Mostly words that are not English (or not in a Latin script). */
  otherLanguage: boolean;
  /** The message is (or holds) a pasted JSON/object blob. */
  jsonLike: boolean;
  /** The text passed on holds an instruction of the app ("follow @x", "delete your wardrobe"): never obeyed, and said so. */
  instructed: boolean;
}

export interface Reading {
  raw: string;
  /** The shopper's own words: quoted or pasted text removed (quoted text is data, never instructions). */
  own: string;
  /** What was removed from `own`, each piece as it was written (without its quote marks). */
  quoted: string[];
  /** Each pasted list's entries (a receipt's lines, "shopping list: a, b, c"), one piece each; also in `quoted`. */
  lists: string[][];
  /** `own` lower-cased, spelling corrected against the vocabulary, whitespace normalised. */
  corrected: string;
  flags: ReadingFlags;
  /** A mixed request split into its parts; one clause for a single request. */
  clauses: Clause[];
}

export interface Clause {
  /** Corrected text of this clause. */
  text: string;
  /** The same span as the shopper wrote it (from `own`). */
  original: string;
  /** `text` with the shopper's capitals kept on the words spelling left alone ("show me Arket boots"). */
  written: string;
  slots: Slots;
}

export interface GarmentMention {
  /** The canonical garment word, singular, as the shopper's word names it ("culottes" → "culottes", "jumper" → "jumper"). */
  garment: string;
  category: Category;
  /** The word(s) as written (corrected), e.g. "trainers". */
  word: string;
  /** The common name a search may also use ("jumper" → "sweater", "trainers" → "sneakers"), when there is one. */
  synonym?: string;
}

export interface PriceSlot {
  min?: number;
  max?: number;
  /** ISO 4217 code as said (USD when no currency was named). */
  currency: string;
  /** min/max converted to US dollars with the fixed table in ./currency.ts, rounded to cents. */
  usd: { min?: number; max?: number };
  /** "about sixty": the band is a range around the amount (see ./price.ts). */
  approximate: boolean;
  /** "$780?? no": the amount was said alone, with no word making it a ceiling ("under", "max", "budget"). */
  bare?: true;
}

export interface DateSlot {
  /** YYYY-MM-DD */
  start?: string;
  /** YYYY-MM-DD, inclusive */
  end?: string;
  /** Number of days (inclusive of start and end when both are known). */
  days?: number;
  /** YYYY-MM when only a month is known. */
  month?: string;
  /**
   * The one date said is this end of the stay, by the words before it ("back on Sunday": return; "leaving
   * the 8th": departure); `start` holds it. Left out when both ends or neither were said so.
   */
  said?: 'departure' | 'return';
  /** The return counted from a departure said elsewhere ("returning a week later"): days after the start. */
  returnAfter?: number;
  /**
   * Days said only as counted from another day ("we get there the night before", "stay until the following Sunday")
   * when the message says no day to count from: the trip's own days are their anchor (`anchored-dates.ts`).
   */
  fromAnchor?: { dir: -1 | 1; days?: number; weekday?: number }[];
}

export type Reference =
  | { kind: 'ordinal'; index: number /* 0-based; -1 = last */ }
  | { kind: 'demonstrative'; noun: string | null }
  | { kind: 'all' }
  | { kind: 'both' }
  | { kind: 'pronoun'; word: string };

export type Tier = 'budget' | 'mid' | 'luxury';

export interface Slots {
  garments: GarmentMention[];
  /** Said outright or implied by a garment, in the order first named. */
  categories: Category[];
  /** Vocabulary colours (a shade maps to its colour: "ivory" → cream). */
  colours: string[];
  /** The shade words as written when they are not vocabulary colours ("ivory", "charcoal"). */
  shades: string[];
  materials: string[];
  occasions: GarmentOccasion[];
  /** Known brands, as the lexicon spells them. */
  brands: string[];
  /** Makers the catalogue does not know, said after "from" or "by" ("from zara"), lower case. Optional like `styles`. */
  makers?: string[];
  /** Style words a search keeps ("minimalist", "vintage"), canonical. Optional so slots built by hand need not name them. */
  styles?: string[];
  /** The season or weather dressed for ("summer dresses", "a coat for the cold"), or null. */
  season?: 'summer' | 'winter' | null;
  price: PriceSlot | null;
  tier: Tier | null;
  dates: DateSlot | null;
  /** A day of the stay named by its place in it, never a date: "the last night" -1, "our second evening" 2. Optional like `correction`. */
  stayDay?: number;
  /** A known destination's label ("Lisbon, Portugal"), or null. */
  destination: string | null;
  /** Known influencer handles, lower-case, no "@". */
  handles: string[];
  /** Handle-shaped words (valid shape) that match no known handle. */
  unknownHandles: string[];
  /** "@…" words whose shape is not a handle (too long, bad characters), clipped to 40 characters. */
  invalidHandles: string[];
  /** Handles ruled out: "… but not X", "everyone except X". */
  excludedHandles: string[];
  /**
   * The influencers whose own style the clause's words describe ("the cosy sweater account", "someone more
   * minimalist"), best first; absent when none. A description, not a name: the skills decide whether an account is meant.
   */
  describedHandles?: string[];
  /** Words a result may not have: "not black", "no heels", "nothing in polyester" (canonical words). */
  exclusions: string[];
  references: Reference[];
  /** "show me 5" */
  count: number | null;
  /** The clause's verb is negated or negative ("don't add", "stop showing"). */
  negated: boolean;
  /**
   * The clause corrects what came before ("sorry, I meant loafers", "make it olive instead"): its slots
   * replace, not add. Always set by readMessage; optional so slots built by hand need not name it.
   */
  correction?: boolean;
  /**
   * The clause reacts to what was shown ("that dress is lovely", "thanks for the boots") and asks for
   * nothing: a skill that searches or changes things leaves it to small talk. Optional like `correction`.
   */
  remark?: boolean;
  /** Colours joined by "or" ("navy or black culottes"): each is an alternative, not one piece in both. Optional like `correction`. */
  colourChoice?: boolean;
  /** Garments joined by "or" ("mules or loafers"): each is an alternative. Optional like `correction`. */
  garmentChoice?: boolean;
  /** Every number read (digits and words), in order. */
  numbers: number[];
}
