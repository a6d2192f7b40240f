/**
 * Text the shopper pastes as the subject of their own request: a listing or a friend's description
 * ("do you have anything like it?", "similar under 200?", "find a cheaper version"), a receipt or a
 * packing list ("add these to my wardrobe"), a booking or an itinerary ("what should I pack?"). The
 * paste stays data: only what it describes is taken — pieces, colours, materials, brands, a price,
 * a place and dates — never an account, a verb or an instruction. What to do with it comes from the
 * shopper's own words. Pure.
 */
import type { Reading, Slots } from '../../nlu/types.js';
import { isValidHandle, normaliseHandle } from '../../../../tools/sources/handles.js';
import { withoutFibreContent } from '../../nlu/fibre-content.js';
import { addedByMistake } from './wardrobe-asks.js';

/** What a paste describes that a search may use: `price` what the piece costs, `budget` a ceiling the paste states. */
export type Description = Pick<Slots, 'garments' | 'categories' | 'colours' | 'shades' | 'materials' | 'brands' | 'styles' | 'price' | 'tier'> & {
  budget: Slots['price'];
};

/** Reads text as data (nothing set apart as quoted): the caller's `readMessage` with `asData`. */
export type ReadData = (text: string) => Reading;

/** Keys of a pasted object whose numbers are prices. */
const PRICE_KEYS = /^(?:price|amount|cost|total|sale_?price|rrp|was|now)$/i;

/** A pasted object ({"name": …, "price": 65}) as the lines it says: its words, its price as an amount. */
const objectText = (value: unknown, key = ''): string[] => {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return PRICE_KEYS.test(key) ? [`$${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((v) => objectText(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => objectText(v, k));
  return [];
};

/**
 * The words of a paste to read as a description: a pasted object's values; an email's header lines
 * (bar the subject, when `subject`), order numbers ("#4471"), quantities ("1 x") and discounts ("20% off") left out.
 */
export const descriptionText = (pasted: string, subject = false): string => {
  const trimmed = pasted.trim();
  if (/^[{[]/.test(trimmed)) {
    try {
      return objectText(JSON.parse(trimmed)).join('\n');
    } catch {
      // Not JSON after all: read as written.
    }
  }
  // A pasted label's fibre content ("98% cotton 2% elastane", "Main: 100% viscose") says what the piece is woven
  // from in a shop's figures, not what it is: left out (its name still says "linen shirt"), as "20% off" is.
  // An email's header lines are no description; its subject may name a trip's place (`subject`), never its sent date.
  return inlineEntries(withoutFibreContent(trimmed, true)).replace(subject ? /^\s*(?:from|to|sent|date|cc|bcc|reply-to)\s*:.*$/gim : /^\s*(?:from|to|subject|sent|date|cc|bcc|reply-to)\s*:.*$/gim, ' ')
    .replace(/^\s*-{2,}.*-{2,}\s*$/gm, ' ')
    .replace(SHOP_BUTTONS, ' ')
    .replace(/\d+(?:\.\d+)?\s*%(?:\s*off)?/gi, ' ')
    .replace(/#\s?\d+/g, ' ')
    .replace(/^\s*\d{1,3}\s*x\s+|\s+x\s?\d{1,3}\b/gim, ' ')
    .replace(DETAIL, ' ');
};

/**
 * Fields a spreadsheet or a shop's export glues with bare commas ("Blue Straight Jeans,Denim Lab,78,Bottoms") are
 * spaced apart, so each field reads as words (a thousands comma, "1,250", stays); a numbered list written on one line
 * ("1. grey blazer 2. straight jeans 3. white sneakers") is one entry a line, as it would be typed down a page.
 */
const inlineEntries = (text: string): string => {
  const spaced = text.replace(/(?<=[\p{L}\d]),(?=\p{L})/gu, ', ');
  return /(?:^|\s|")1[.)]\s+\p{L}[^\n]*\s2[.)]\s+\p{L}/u.test(spaced) ? spaced.replace(/\s+(?=\d{1,2}[.)]\s+\p{L})/gu, '\n') : spaced;
};

/** A shop page's buttons and banners copied with its text ("Add to bag", "Size guide"): no words of the piece. */
const SHOP_BUTTONS = /^[ \t]*(?:add to (?:bag|basket|cart|wishlist|wish list)|buy (?:it )?now|shop now|quick (?:add|view|shop)|size guide|select size|in stock|sold out|free (?:shipping|delivery|returns)\b.*)[ \t]*$/gim;

/**
 * A piece's details ("gold hardware", "brushed gold feet", "a chain strap", "tortoiseshell buttons"):
 * the words before them describe the detail, not the piece, and are left out with it — the detail's own
 * noun too ("chain" would name a necklace) — never reaching back over "with" to the piece ("a bag with…").
 */
const DETAIL = /(?:\b(?!(?:with|and|in|on)\b)[\p{L}-]+\s+){1,2}(hardware|buttons?|zips?|zippers?|feet|stitching|trims?|buckles?|straps?|chains?|details?|lining|soles?|logos?|embroidery|piping|accents?|clasps?|studs|handles?|laces)\b/giu;

const unique = <T>(values: readonly T[]): T[] => [...new Map(values.map((v) => [JSON.stringify(v), v])).values()];

/**
 * The piece a paste describes: the first garment it names (a product description may mention the coat
 * its bag fits over), with the colours, materials and styles said beside it or on lines naming no
 * other piece ("Colour: beige"), any brand, and the first price.
 */
export const pastedPiece = (pasted: readonly string[], read: ReadData): Description => {
  const clauses = pasted.flatMap((p) => read(descriptionText(p)).clauses).map((c) => c.slots);
  const named = clauses.find((s) => s.categories.length > 0);
  const category = named?.categories[0];
  // Lines that name no piece describe the one named; a line naming another piece is about that one.
  const about = clauses.filter((s) => s === named || s.categories.length === 0);
  const pick = <K extends 'colours' | 'shades' | 'materials'>(key: K) => unique(about.flatMap((s) => s[key]));
  const price = clauses.find((s) => s.price)?.price ?? null;
  return {
    garments: named ? named.garments.filter((g) => g.category === category) : [],
    categories: category ? [category] : [],
    // A listing's mood words ("relaxed", "timeless") would narrow a search for pieces like it to that wording: left out.
    colours: pick('colours'), shades: pick('shades'), materials: pick('materials'), styles: [],
    brands: unique(clauses.flatMap((s) => s.brands)),
    price,
    // A listing's price is what the piece costs, not a budget: a ceiling only when the paste says one ("under 100").
    budget: price && pasted.some((p) => CEILING.test(p)) ? price : null,
    tier: clauses.find((s) => s.tier)?.tier ?? null,
  };
};

/** A ceiling said in the paste: "under 100", "max £80", "no more than 50". */
const CEILING = /\b(?:under|below|less than|max(?:imum)?|up to|no more than|at most|within|budget(?: of| is)?)\s*[£$€]?\s*\d/i;

/** Whether a description names anything to look for: a piece, or at least its colour or material ("cream cashmere, relaxed fit"). */
export const describes = (d: Description): boolean => d.categories.length > 0 || d.colours.length + d.materials.length > 0;

/** What the shopper's own words ask of what they pasted. */
export type PasteAsk = 'find' | 'keep' | 'discard' | 'save' | 'cart' | 'pair' | 'owned' | 'pack' | 'dress' | 'accounts' | null;

/** Words that point at the paste: "it", "this", "one like", "some", "similar", "a dupe". */
// Pointing at what someone else said counts too: "find what she's on about", "the pieces mentioned", "show me options".
// An entry of a pasted list by its place points too: "number 2", "the third", "the last".
const POINTING = /\b(?:it|this|that|these|those|them|they|one|ones|some|both|all|everything|each|number \d|first|second|third|fourth|fifth|last|similar|same|like|version|dupe|dupes|alternative|alternatives|lookalike|equivalent|mentioned|suggested|suggests|recommended|recommends|on about|talking about|options)\b/;
/** Asking to have something found or stocked: "find", "do you have", "where can I get", "similar", "cheaper". */
const FINDING = /\b(?:find|search|(?:want|need|wanna|would like|'d like|after) (?:one|it|this|that|these|those|them|some|something|both)|(?:pull|bring|look|call) (?:\w+ )?up|dig (?:\w+ )?out|(?:track|hunt) (?:\w+ )?down|source|locate|fetch|look(?:ing)? for|show|have|got|any|anything|something|stock|sell|carry|get|buy|recreate|copy|steal|shop (?:the|this|that|her|his|their)|similar|same|dupes?|version|alternatives?|lookalike|equivalent|cheaper|less expensive|for less|what else|anything else)\b/;
/** Asking what the pasted piece costs or whether it can be had: "how much is it?", "is it still available?", "what's the price". */
// Whether it is worth its price is a price question too: the piece is looked up, so its price is known.
// Whether the shop itself has it is an availability question too: "is this on here?", "on your site?".
const PRICING = /\b(?:how much|price|prices|priced|cost|costs|available|on here|in here|(?:on|in) (?:this|the|your) (?:site|app|shop|store|catalogue|catalog)|in stock|sold out|worth (?:it|the money|the price|buying)|good (?:deal|value)|overpriced|rip-?off)\b/;
/** Whether the shopper's words ask to have the pasted piece found: a finding or pricing word and one pointing at it. */
// A price question is no opinion asked ("how much are they?" is not "are they any good?").
export const asksToFind = (text: string): boolean => (PRICING.test(text) || (!OPINION.test(text) && FINDING.test(text))) && POINTING.test(text);
/** Asking for an opinion or what to do, not for pieces: "what do you think", "is this a scam", "should I". */
// "are those earrings any good?" asks about the pieces, whatever noun stands between.
const OPINION = /\b(?:what do you think|thoughts|is (?:this|it|that) (?:a )?(?:scam|real|legit|true|good|worth)|(?:is|are) (?:this|that|these|those|they|it)(?: \w+){0,3} (?:any good|good|worth it|legit|real)|should i|(?:what )?does (?:this|it|that) mean|what do i do|is she|is he|are they)\b/;
/** A clause that only asks an opinion of what was pasted ("are those earrings any good?", "thoughts?"). */
export const asksOpinion = (text: string, slots: Slots): boolean => OPINION.test(text) && POINTING.test(text) && pasteAsk(text, slots) === null;
/** A yes-or-no question weighing something: "is navy OK for a wedding or too dark?", "would gold be fine for a teenager?". */
const VERDICT = /^(?:\W*\w+\W+){0,3}?(?:is|are|would|will|isn'?t|aren'?t)\b.*\b(?:ok|okay|fine|alright|all right|appropriate|suitable|too (?:dark|light|bright|much|young|old|formal|casual|short|long|loud|plain))\b/;
/** A clause beside an ask about the paste that only weighs something up: answered in words, nothing more looked up. */
export const asksVerdict = (text: string): boolean => text.split(/[.?!]+\s*/).some((s) => VERDICT.test(s.trim())) && !FINDING_OWN.test(text);
/** Asking for pieces in her own words ("anything", "show me"): no mere question of judgement. */
const FINDING_OWN = /\b(?:find|search|show|anything|something|any|cheaper|alternatives?|options)\b/;
/** Asking what to pack or wear for a trip: "what should I pack?", "help me pack for this", "what do I bring?". */
// A capsule or a carry-on for the whole pasted trip is what to pack for it.
const PACKING = /\b(?:pack|packing|bring|take with me|suitcase|capsule|carry-?on|hand luggage|what (?:should|do|shall) i wear|what (?:i should|i'?ll|i need to|to) (?:wear|pack|bring|take))\b/;
/** Asking what a packing list lacks: "what am I missing?", "anything I've forgotten?", "what else do I need?". */
export const MISSING = /\b(?:what (?:am i|are we|else (?:am i|are we)) (?:missing|forgetting)|what(?:'s| is) missing|(?:anything|something) (?:i'?m |i'?ve |we'?re )?(?:missing|forgot(?:ten)?|forgetting)|did i (?:miss|forget)|have i (?:missed|forgotten)|what else (?:do|should|shall) (?:i|we) (?:need|bring|pack|take))\b/;
/** Pointing at a pasted trip: "plan that trip", "plan it for me", "sort out this trip". */
// "plan this" alone under a booking points at the trip it describes.
const THE_TRIP = /\b(?:plan|organi[sz]e|sort(?: out)?|book|prep(?:are)?(?: for)?)\s+(?:that|this|the|our|my|her|it)\s*(?:trip|holiday|vacation|getaway|weekend|itinerary)?\b(?=.*\b(?:trip|holiday|vacation|getaway|weekend|itinerary|it)\b)|^\W*(?:(?:ok|okay|so|now|pls|please|can you|could you)\W+)*plan (?:this|that|it)(?: (?:for me|pls|please|then))?\W*$|\b(?:plan|sort|organi[sz]e)\s+(?:this|that|it)(?:\s+out)?(?:\s+(?:for me|for us|pls|please|then|now))*\W*$/;
/** Asking for a plan with no other object: "help me plan!!", "plan everything for me", "ok let's plan it" (outfits are dressing). */
// "can you make a trip for that", "set up a trip from this": a trip made of the paste is its plan.
const PLANNING = /\b(?:(?:make|set up|create|add|start)\s+(?:a|the|my|me a)\s+trip\b|(?:plan|organi[sz]e)\b)(?!\s+(?:an?\s+|my\s+|the\s+|some\s+|her\s+)?(?:outfits?|looks?|clothes|what|to\b))/;
/** The shopper telling she goes on the pasted trip: "I am going to see my sister", "count me in", "so that's happening". */
const GOING = /\b(?:(?:i|we)(?:'?m| am|'?re| are|'?ll be| will be)\s+(?:going|travel+ing|flying|heading|off)|count (?:me|us) in|(?:i|we)'?m in\b|that'?s happening)\b/;
/** Dressing for what was pasted: "outfits for this", "what to wear for it". */
const DRESSING = /\b(?:outfits?|wear|wearing|dress|clothes|looks?)\b/;
/** Keeping pasted pieces: "add these to my wardrobe", "put them in my closet", "I bought these". */
// "log it", "record these": in a shop's stylist, logging a purchase is keeping it; "what I own" is the wardrobe.
// The shopper's things may be named first: "here's what I have, can you put it into the app".
// The wardrobe named as where they go is enough, with no verb: "all into my closet pls".
const KEEPING = /^\W*(?:(?:all|both|everything|them|these|those|please|pls|ok|and|so)\s+){0,3}(?:in|into|to)\s+(?:my|the)\s+(?:wardrobe|closet)\b|\b(?:(?:add|log|put|save|store|record|pop|stick|chuck|bung|shove)\b.*\b(?:wardrobe|closet|what i (?:own|have)|(?:things|stuff|clothes|pieces) i (?:own|have)|my (?:stuff|things|clothes))|(?:what i (?:own|have)|(?:things|stuff|clothes|pieces) i (?:own|have))\b.*\b(?:add|log|put|enter|record|type)\b|(?:log|record)\s+(?:it|this|these|them|that|those|all|both|everything)|(?:bought|got|ordered|purchased)\s+(?:these|those|them|this|it|all|both))\b/;
/** Taking a pasted piece out of the wardrobe (a return, a sale): "take them out of my wardrobe", "remove it from my closet". */
const DISCARDING = /\b(?:take|remove|delete|drop|get rid of)\b.*\b(?:out of|from|off)\s+my\s+(?:wardrobe|closet)\b/;
/** Saving a pasted piece for later: "save it to my dressing room", "pop that in my wishlist". */
const SAVING = /\b(?:add|put|save|pop|stick|keep|bookmark)\b.*\b(?:dressing room|fitting room|dressing-room|wishlist|wish list|saved items|saves)\b/;
/** Saving with no place said: "save this one for me", "bookmark it" — the stylist's save is the dressing room. */
const SAVE_ALONE = /\b(?:save|bookmark)\b(?!.*\b(?:wardrobe|closet|cart|basket)\b)/;
/** Putting a pasted piece in the cart: "put these in my cart", "if so add it to my basket", "add to bag". */
const CARTING = /\b(?:add|put|pop|stick|chuck|throw|move|place|bung)\b.*\b(?:(?:in|into|to)\s+(?:my|the)\s+(?:cart|basket|shopping bag)|to (?:cart|basket|bag))\b/;

/** Asking what to wear with a pasted piece: "what goes with this?", "how do I style it?". */
const PAIRING = /\bwhat (?:[a-z]+ ){1,2}(?:go|goes|would go|will go|match|matches|pair|pairs|work|works) (?:best |well )?with\b|\bwhat (?:goes|would go|will go|could go|should i wear|can i wear|do i wear|to wear|matches|pairs?)\b.*\bwith\b|\bhow (?:do|should|would|can|to) (?:i )?(?:style|wear)\b|\bstyle (?:it|this|them)\b/;

/** Asking for an outfit for every one of several things: "an outfit for each", "looks for all of them", "outfits for every day". */
const EACH_OUTFIT = /\b(?:outfits?|looks?|what (?:to|should i|do i) wear)\b.*\b(?:each|every|all (?:of )?(?:them|these|those|three|the days))\b|\b(?:each|every) (?:day|one|event|of (?:them|these|those))\b.*\b(?:outfits?|looks?|wear)\b/;
/** Whether the shopper's own clause asks for one outfit for each thing pasted. */
export const asksOutfitEach = (text: string, negated: boolean): boolean => !negated && EACH_OUTFIT.test(text);

/** Words pointing at several pasted pieces: "add these", "both", "all of them", "everything". */
// "this two things", "the three items": a count of the things pointed at points at several too.
export const SEVERAL = /\b(?:these|those|them|they|both|all|everything|each|(?:two|three|four|five|six|2|3|4|5|6) (?:things|items|pieces|of them))\b/;
/** Pointing at a whole pasted look ("get that look", "shop her outfit"): every piece it names, not its first. */
export const WHOLE_LOOK = /\b(?:the|that|this|her|his|their|whole|same) (?:look|outfit|fit|ensemble)\b/;
/** Asking whether the pasted pieces are owned: "do I already have any of these?", "which of these do I own?". */
const OWNED = /\b(?:do i (?:already |still )?(?:have|own)|have i (?:already )?got|which (?:of (?:these|them|those) )?(?:do )?i (?:already )?(?:have|own)|(?:in|already in) my (?:wardrobe|closet))\b/;
/** Asking for less than the pasted price: "cheaper", "for less", "a budget version". */
const CHEAPER = /\b(?:cheaper|less expensive|for less|lower price|budget version|more affordable)\b/;

/** Following or adding the accounts pointed at: "follow them", "add these as style sources", "follow the people tagged". */
// The shopper's own verb on an account the paste names ("unfollow her", "mute him") is theirs too.
const ACCOUNTS = /\b(?:follow|add|import)\b.*\b(?:them|these|those|all|everyone|everybody|each|sources?|accounts?|people|handles|(?:tagged|mentioned|named))\b|\b(?:follow|unfollow|mute|unmute|pause|hide) (?:them|these|those|all|everyone|each|her|him|this account|that account|this person)\b|\b(?:similar to|(?:who(?: else)?|anyone|anybody|someone|accounts?|people|influencers|creators)(?: else)? (?:is |are )?(?:like|similar to)|more like) (?:her|him|them)\b/;

/** What the shopper's own clause asks of the paste, or null when it asks nothing of it. */
export const pasteAsk = (text: string, slots: Slots): PasteAsk => {
  if (slots.negated) return null;
  if (ACCOUNTS.test(text) && !OPINION.test(text) && !/\b(?:wardrobe|closet|cart|basket|bag|dressing room)\b/.test(text) && !slots.handles.length && !slots.categories.length) return 'accounts';
  if (KEEPING.test(text) && POINTING.test(text) && !addedByMistake(text)) return 'keep';
  if (DISCARDING.test(text) && POINTING.test(text)) return 'discard';
  if (CARTING.test(text) && POINTING.test(text)) return 'cart';
  if ((SAVING.test(text) || SAVE_ALONE.test(text)) && POINTING.test(text)) return 'save';
  // "what shoes go with this?" names the kind wanted: still a pairing with the pasted piece.
  if (PAIRING.test(text) && POINTING.test(text)) return 'pair';
  if (OWNED.test(text) && POINTING.test(text)) return 'owned';
  // Going said with a refusal beside it ("I am going to say no") tells of no trip.
  const going = GOING.test(text) && !/\b(?:no|not|never|cancel|decline|skip|refuse)\b|n't\b/.test(text);
  if ((PACKING.test(text) || MISSING.test(text) || THE_TRIP.test(text) || PLANNING.test(text) || going) && !(slots.destination && slots.dates)) return 'pack';
  // "help me plan outfits for this" under an itinerary: a trip, when the paste gives its place or dates.
  if (DRESSING.test(text) && POINTING.test(text) && !(slots.destination && slots.dates)) return 'dress';
  // "all under 100 pls" under a pasted list: a budget and nothing else of their own asks for the pieces at that price.
  // So does an exclusion alone ("avoid beige though" under a stylist's note): the pieces named, without it.
  if ((slots.price || slots.exclusions.length) && !slots.categories.length && !slots.handles.length && !slots.destination && !slots.dates) return 'find';
  return asksToFind(text) ? 'find' : null;
};

/**
 * The pasted piece as a shopper would name it to the shop ("black leather tote"): its colours, materials
 * and garment (else its category), what the catalogue is searched for before a save. Empty when it names no piece.
 */
export const pieceWords = (d: Description): string => {
  // The first garment named is the piece ("Red Wrap Dress …, midi length" is a wrap dress, not also a midi dress).
  const kind = d.garments[0]?.word ?? d.categories[0]?.toLowerCase();
  return kind ? [...d.colours, ...d.materials, kind].join(' ') : '';
};

/** A price the NLU layer read from "one" in "a cheaper one": no amount was said. */
const saidPrice = (text: string, slots: Slots): Slots['price'] =>
  slots.price && !/\d/.test(text) && slots.numbers.every((n) => n === 1) ? null : slots.price;

/** Just under an amount, in US dollars: what "cheaper" than a pasted price means. */
const below = (price: NonNullable<Slots['price']>): Slots['price'] => {
  const usd = price.usd.max ?? price.usd.min;
  if (usd === undefined || usd <= 1) return null;
  const max = Math.ceil(usd) - 1;
  return { currency: 'USD', usd: { max }, approximate: false, max };
};

/** A share of the pasted price: "half the price", "a third of the cost", "at half price". */
const FRACTION = /\b(?:for |at |like |about )?(half|a third|a quarter|two thirds)(?: (?:of )?(?:the |its |that |what it |the original )?(?:price|cost|costs|money|amount))|\b(half)[- ]price\b/;
const FRACTIONS: Record<string, number> = { half: 0.5, 'a third': 1 / 3, 'a quarter': 0.25, 'two thirds': 2 / 3 };
/** That share of a pasted price, in whole US dollars, as a ceiling. */
const share = (price: NonNullable<Slots['price']>, k: number): Slots['price'] => {
  const usd = price.usd.max ?? price.usd.min;
  if (usd === undefined) return null;
  const max = Math.round(usd * k);
  return { currency: 'USD', usd: { max }, approximate: false, max };
};

/**
 * The slots of a search for what was pasted, with the shopper's own words over the paste's: their
 * garment, colour, material, price and tier replace the paste's ("anything like that in red?", "a bag
 * like this", "similar under 200"); "cheaper" is under the pasted price.
 */
export const findSlots = (own: Slots, text: string, piece: Description): Slots => {
  const ownCategory = own.categories[0];
  const samePiece = !ownCategory || ownCategory === piece.categories[0];
  const fraction = FRACTION.exec(text);
  const part = fraction && piece.price ? share(piece.price, FRACTIONS[fraction[1]!]!) : null;
  const price = saidPrice(text, own) ?? part;
  const cheaper = CHEAPER.test(text);
  return {
    ...own,
    garments: own.garments.length ? own.garments : samePiece ? piece.garments : [],
    categories: ownCategory ? own.categories : piece.categories,
    colours: own.colours.length ? own.colours : piece.colours,
    shades: own.colours.length || own.shades.length ? own.shades : piece.shades,
    materials: own.materials.length ? own.materials : piece.materials,
    styles: unique([...(own.styles ?? []), ...(piece.styles ?? [])]),
    // Cheaper, or a share of its price, is another maker's piece like it: the pasted brand and tier go.
    brands: own.brands.length ? own.brands : cheaper || part ? [] : piece.brands,
    price: price ?? (cheaper && piece.price ? below(piece.price) : piece.budget),
    tier: own.tier ?? (cheaper || part ? null : piece.tier),
  };
};

/** Words of asking about a paste the speller must know ("a cheaper version" is no "person"). */
export const PASTE_WORDS = ['version', 'versions', 'dupe', 'dupes', 'lookalike', 'equivalent', 'alternative', 'alternatives', 'receipt', 'itinerary', 'listing', 'caption', 'pasted'];

/** The most entries of a pasted list searched for or kept at once. */
export const MAX_LISTED = 6;

/**
 * The lines of a paste that each name a piece ("Red Wrap Dress x1 $140" under an order email), when
 * two or more do: the pieces "these", "both" or "everything" point at. Else [].
 */
export const pieceLines = (pasted: readonly string[], read: ReadData): string[] => {
  const lines = pasted.flatMap((p) => descriptionText(p).split('\n')).map((l) => l.trim()).filter(Boolean)
    // "a black leather tote, white sneakers and gold hoops": a line listing pieces of different kinds is one entry a piece.
    .flatMap((l) => {
      const parts = l.split(/\s*(?:,|;|\band\b|&|\+)\s*/i).map((p) => p.replace(/[.!?]+$/, '').trim()).filter(Boolean);
      // Parts of one category are one piece and its details ("ankle boots, block heel"): only pieces of different kinds split.
      const kinds = parts.map((p) => read(p).clauses.map((c) => c.slots.categories[0]).find(Boolean));
      const named = kinds.filter(Boolean);
      if (parts.length < 2 || named.length < 2 || new Set(named).size !== named.length) return [l];
      // A part naming no piece ("easy", "block heel") is a detail of the piece before it; first, it is an entry of its
      // own ("cream cable knit"), looked for only when it describes something.
      const joined: string[] = [];
      parts.forEach((p, k) => {
        if (kinds[k] || !joined.length) joined.push(p);
        else joined[joined.length - 1] += `, ${p}`;
      });
      return joined;
    });
  // A product page names its piece twice (the title, then the description): a line naming the same piece as one above is about it.
  const seen = new Set<string>();
  const named = lines.filter((l) => {
    const slots = read(l).clauses.map((c) => c.slots).find((s) => s.categories.length > 0);
    if (!slots) return false;
    const piece = `${slots.garments[0]?.garment ?? slots.categories[0]}|${[...slots.colours].sort().join(',')}`;
    if (seen.has(piece)) return false;
    seen.add(piece);
    return true;
  });
  return named.length >= 2 ? named.slice(0, MAX_LISTED) : [];
};

/** A place and dates a paste gives (a booking, an itinerary), as words a trip request reads; else null. */
export const pastedTrip = (pasted: readonly string[], read: ReadData): { destination: string | null; dates: Slots['dates'] } | null => {
  // One line, so the departure on one line and the return on the next read as the trip's start and end.
  // The subject line may name the place ("Your trip to Barcelona"): header lines are read here.
  // Where a line goes from one place to another ("London → Barcelona", "from London to Barcelona"), the place gone to is the trip's.
  const text = descriptionText(pasted.join('\n'), true)
    // An airport code keeps its arrow, which says it is where the flight lands even on a line with no date ("BA2490 LHR → BCN").
    .replace(/[^\n;]*?(?:→|->|⇒|✈️?)\s*(?=[A-Z]{3}\b)/gu, '→ ')
    .replace(/[^\n;→]*?(?:→|->|⇒|✈️?)(?!\s*[A-Z]{3}\b)\s*/gu, 'to ')
    .replace(/\bfrom\s+(?!\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)\w*\b)[\p{L}'-]+(?:\s+[\p{Lu}][\p{L}'-]*)?\s+to\s+/giu, 'to ')
    // Where a line or a ticket goes from one place to another with no "from" ("London King's Cross to Edinburgh Waverley",
    // "Departing Manchester …, arriving Rome"), the place left is no trip's: only the place gone to is read.
    // A line with a date before its "to" ("May 3 - fly to Rome") is a day of the trip, not a place left.
    .replace(/^[^\n;\d]*?\p{Lu}[^\n;\d]*?\s+to\s+(?=\p{Lu})/gmu, 'to ')
    .replace(/\b(?:depart(?:ing|s)?|leaving|leaves)\s+(?:from\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}/giu, 'departing')
    .replace(/\b(?:arriving|arrives|arrival)\s+(?:in\s+|at\s+)?(?=\p{Lu})/gu, 'to ')
    .replace(/\s*\n\s*/g, ' ; ').replace(/\b(?:check-?in|departure|depart(?:ing)?|outbound|arrival|arrive)\s*:/gi, 'from')
    .replace(/\b(?:check-?out|return(?:ing)?|inbound|back)\s*:/gi, 'to');
  const slots = read(text).clauses.map((c) => c.slots);
  const destination = slots.find((s) => s.destination)?.destination ?? null;
  const dated = slots.filter((s) => s.dates?.start);
  const start = dated[0]?.dates?.start;
  const end = dated.map((s) => s.dates?.end ?? s.dates?.start).at(-1);
  const dates = start ? { start, ...(end && end >= start ? { end } : {}) } : slots.find((s) => s.dates?.month)?.dates ?? null;
  return destination || dates ? { destination, dates } : null;
};

/**
 * The accounts a paste lists (a note of handles, one a line, or @mentions), as "@handle" words: what "follow
 * them" or "add these as sources" points at. Only the paste's handles are taken, never its words.
 */
export const pastedHandles = (pasted: readonly string[]): string[] => {
  const lines = pasted.flatMap((p) => p.split('\n')).map((l) => l.trim().replace(/^[-*•·]\s+/, '')).filter(Boolean);
  // A line that is one word is a handle here: the shopper called the lines accounts.
  const alone = lines.filter((l) => /^@?[\w.]{2,30}$/.test(l));
  const mentioned = pasted.flatMap((p) => p.match(/@[\w.]{2,30}/g) ?? []);
  const handles = [...alone, ...mentioned].map((h) => normaliseHandle(h.replace(/\.+$/, ''))).filter(isValidHandle);
  return [...new Set(handles)].slice(0, MAX_LISTED).map((h) => `@${h}`);
};
