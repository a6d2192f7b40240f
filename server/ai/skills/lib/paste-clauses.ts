/**
 * The clauses to ask the skills, for a shopper's own clause that is about what they pasted: a search
 * for the piece described (one per entry of a pasted list), one wardrobe addition per pasted piece,
 * a trip with the pasted booking's place and dates. See `paste-subject.ts` for what is read from the
 * paste (descriptions only) and how the shopper's own words stand over it. Pure.
 */
import { emptySlots } from '../../nlu/index.js';
import type { Clause, Reading, Slots } from '../../nlu/types.js';
import type { SkillId } from '../types.js';
import { asksOutfitEach, asksToFind, describes, descriptionText, findSlots, pastedHandles, MAX_LISTED, MISSING, pasteAsk, pastedPiece, pastedTrip, pieceLines, pieceWords, SEVERAL, WHOLE_LOOK, type ReadData } from './paste-subject.js';
import { quotedAddition } from './quoted-piece.js';
import { eventOutfitAsk, pastedOccasion } from './paste-event.js';
import { firstPiece } from './ownership-verbs.js';
import { pieceWord } from './purchase.js';
import { endorsesPaste, pasteInstructions } from './paste-endorse.js';

export interface PasteClause {
  /** As the shopper wrote it (capitals kept), and lower case corrected: what the classifier reads. */
  text: string;
  corrected: string;
  slots: Slots;
  prefer: SkillId | undefined;
  /** The clause acts on what the paste names or says, at the shopper's word: the reply must not say it was left alone. */
  actsOnPaste?: boolean;
  /** The piece named is the paste's: a cart move looks it up in the catalogue first. */
  lookUp?: boolean;
}

/** "May 8 2026": a date the NLU layer reads back as written. */
const spoken = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${new Date(Date.UTC(y!, m! - 1, d!)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${d} ${y}`;
};

/**
 * The clauses standing for `c` when the shopper's own words ask something of the text they passed on
 * (`reading.quoted`), else null. `readOwn` reads a sentence as the shopper's; `readData` reads pasted
 * text as data.
 */
export const pasteClauses = (c: Clause, reading: Reading, readOwn: (text: string) => Reading, readData: ReadData): PasteClause[] | null => {
  if (!reading.quoted.length) return null;
  // "would you do these things for me?" under a note of instructions: each instruction, as if she had typed it.
  if (endorsesPaste(c.text, c.slots.negated)) {
    const endorsed = pasteInstructions(reading.quoted, reading.lists, MAX_LISTED).flatMap((i) => readOwn(i).clauses)
      .map((k): PasteClause => ({ text: k.written, corrected: k.text, slots: k.slots, prefer: undefined, actsOnPaste: true }));
    if (endorsed.length) return endorsed;
  }
  // "^ my week. Outfit for each" under pasted days or events: one outfit per line, in their order.
  const each = outfitPerLine(c, reading, readOwn, readData);
  if (each) return each;
  const ask = pasteAsk(c.text, c.slots);
  // A pasted list's entries; else, when the shopper points at several ("add everything"), the paste's lines that each name a piece.
  const listed = reading.lists.flat().slice(0, MAX_LISTED);
  // "get that look" under a caption points at every piece it names, as "these" does.
  // Several messages quoted apart (a chat's lines, two quotes) that each name a piece: each is one, as a list's entries
  // are. A field line ("Colour: beige") names no piece: it describes the one named.
  const apart = reading.quoted.length > 1 ? reading.quoted.filter((q) => pastedPiece([q], readData).categories.length > 0).slice(0, MAX_LISTED) : [];
  // "add number 2 to my cart" under a pasted list: the entry at that place, the one piece asked of.
  const place = c.slots.references.find((r) => r.kind === 'ordinal');
  const placed = place && place.kind === 'ordinal' ? listed.at(place.index) : undefined;
  const entries = placed ? [placed] : listed.length ? listed : SEVERAL.test(c.text) || WHOLE_LOOK.test(c.text) ? pieceLines(reading.quoted, readData) : apart.length > 1 ? apart : [];
  // "what do I wear then?" under a group chat's dress code, an invitation or a calendar entry: an outfit for the
  // occasion it names — unless the paste is a stay somewhere (a place and days), which is a trip to pack for.
  const event = eventOutfitAsk(c.text, c.slots.occasions, c.slots.categories, pastedOccasion(reading.quoted, readData));
  if (event) {
    const trip = pastedTrip(reading.quoted, readData);
    const stay = trip?.destination && trip.dates?.start && trip.dates.end && trip.dates.end > trip.dates.start;
    const [again] = stay ? [] : readOwn(event).clauses;
    // The shopper's budget, and the event's day (its season), stand beside the occasion.
    if (again) return [{ text: again.written, corrected: again.text, slots: { ...again.slots, price: c.slots.price ?? again.slots.price, dates: c.slots.dates ?? trip?.dates ?? again.slots.dates }, prefer: 'outfits' }];
  }
  if (ask === 'keep') {
    // "add these to my wardrobe" under a receipt: each pasted piece is added, read as data (its name, garment, brand).
    // One entry is the paste's one piece: its brand and price may stand on the paste's other lines.
    const pieces = (entries.length > 1 ? entries.map((e) => [e]) : [reading.quoted])
      .map((q) => quotedAddition(c.text, c.slots, q, readOwn, readData)).filter((a) => a !== null);
    return pieces.length ? pieces.map((a) => ({ text: a.written, corrected: a.text, slots: a.slots, prefer: 'wardrobe' })) : null;
  }
  if (ask === 'discard') {
    // "take them out of my wardrobe" under a return's confirmation: the piece it names, as the shopper's own removal.
    // Named as the paste names it ("blue straight jeans"), so it matches the wardrobe item's name; else by its kind.
    const line = reading.quoted.flatMap((q) => descriptionText(q).split('\n')).flatMap((l) => readData(l.replace(/^[\p{L} ]{1,20}:\s*/u, '')).clauses)
      .find((k) => k.slots.categories.length > 0);
    const words = (line && firstPiece(line.text, pieceWord(line.slots))) || pieceWords(pastedPiece(reading.quoted, readData));
    const [again] = words ? readOwn(`remove the ${words} from my wardrobe`).clauses : [];
    return again ? [{ text: again.written, corrected: again.text, slots: again.slots, prefer: 'wardrobe' }] : null;
  }
  if (ask === 'save' || ask === 'cart') {
    // "save it to my dressing room" under a pasted listing: the piece it names, as the shopper's own save, so the
    // catalogue is searched for it and the one piece that fits is saved (several that fit: the shopper is asked which).
    // "put it in my cart": the same piece, saved and moved into the cart as the shopper's own "add the … to my cart".
    const named = (entries.length ? entries : [reading.quoted.join('\n')]).map((e) => pieceWords(pastedPiece([e], readData))).filter(Boolean);
    const said = (words: string) => (ask === 'cart' ? `add the ${words} to my cart` : `save the ${words} to my dressing room`);
    const again = named.flatMap((words) => readOwn(said(words)).clauses.slice(0, 1));
    return again.length ? again.map((a) => ({ text: a.written, corrected: a.text, slots: a.slots, prefer: ask === 'cart' ? 'cart' as const : 'dressingRoom' as const, ...(ask === 'cart' ? { lookUp: true } : {}) })) : null;
  }
  if (ask === 'pair') {
    // "what goes with this?" under a pasted listing: asked as of the piece it names, as if the shopper had named it
    // ("what shoes go with this?" keeps the kind asked for).
    const words = pieceWords(pastedPiece(reading.quoted, readData));
    const kind = c.slots.garments[0]?.word ?? c.slots.categories[0]?.toLowerCase();
    const [again] = words ? readOwn(kind ? `what ${kind} go with the ${words}` : `what goes with the ${words}`).clauses : [];
    return again ? [{ text: again.written, corrected: again.text, slots: again.slots, prefer: 'outfits' }] : null;
  }
  if (ask === 'accounts') {
    // "add these as style sources" under a note of handles: the shopper's verb, the paste's handles (never its instructions).
    // Else the known accounts the paste names without "@" ("📸 by street.atelier"); "her" or "him" points at one.
    const listed = pastedHandles(reading.quoted);
    const inPaste = [...new Set(reading.quoted.flatMap((q) => readData(q).clauses.flatMap((k) => k.slots.handles)))];
    // "caption from camille's post: '…' — follow her": the one account named where the words came from speaks them.
    const known = (listed.length ? [] : inPaste.length ? inPaste : authorOf(reading, readData)).slice(0, MAX_LISTED).map((h) => `@${h}`);
    const pointsAtOne = /\b(?:her|him)\b/.test(c.text);
    const handles = listed.length ? listed : pointsAtOne && known.length > 1 ? [] : known;
    // "everyone", "all" point at the paste's handles, not at every account the shopper has: they go.
    const asked = c.written.replace(/\b(?:everyone|everybody|all of them|all|each)\b/gi, ' ').replace(/\s+/g, ' ').replace(/[\s?.!:]+$/, '');
    // "who is similar to her": the pronoun stands for the one account; else the accounts follow the shopper's verb.
    const put = pointsAtOne && handles.length === 1 ? asked.replace(/\b(?:her|him)\b/i, handles[0]!) : `${asked} ${handles.join(' ')}`;
    const [again] = handles.length ? readOwn(put).clauses : [];
    return again ? [{ text: again.written, corrected: again.text, slots: again.slots, prefer: /\bsources?\b/.test(c.text) ? 'sources' : 'influencers', actsOnPaste: true }] : null;
  }
  if (ask === 'pack' || ask === 'dress') {
    const trip = pastedTrip(reading.quoted, readData);
    const destination = c.slots.destination ? null : trip?.destination?.split(',')[0];
    // "plan the week" under a ticket's dates says no day of its own: the pasted days stand.
    const ownDays = c.slots.dates && /\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/.test(c.text);
    const dates = ownDays ? null : trip?.dates;
    // Outfits for a paste are a trip's only when the paste is a trip's (a place and dates); packing needs either.
    // "how do I get that look?" under a caption is no trip: the pieces it names are looked for.
    if (ask === 'dress' ? !(trip?.destination && trip.dates?.start) : !destination && !dates?.start) return ask === 'dress' && asksToFind(c.text) ? findClauses(c, reading, readData, entries) : null;
    const when = dates?.start ? ` from ${spoken(dates.start)}${dates.end ? ` to ${spoken(dates.end)}` : ''}` : '';
    // "what am I missing?" under a packing list asks what the trip needs: the trip's own packing list answers it.
    // "sort my packing for that trip": the trip pointed at is the pasted one, named by its place and days, not a saved one.
    const asked = MISSING.test(c.text) ? 'what should i pack' : c.written.replace(PASTED_TRIP_POINTED, ' ').replace(/\s{2,}/g, ' ').replace(/[\s?.!]+$/, '');
    const [again] = readOwn(`${asked}${destination ? ` for a trip to ${destination}` : ''}${when}`).clauses;
    // Her own words' "the week" read again beside the pasted days would stand over them: the pasted days are the trip's.
    const slots = dates?.start && c.slots.dates ? { ...again?.slots, dates } as Slots : again?.slots;
    return again && slots ? [{ text: again.written, corrected: again.text, slots, prefer: 'trips' }] : null;
  }
  // "do I already have any of these?": the wardrobe is asked, whatever skill the question scores highest for.
  if (ask === 'owned') {
    // The pieces asked about are the pasted ones: the wardrobe is listed whole, for the shopper to see which they have.
    const [again] = readOwn('which pieces do i have in my wardrobe').clauses;
    return again ? [{ text: again.written, corrected: again.text, slots: again.slots, prefer: 'wardrobe' }] : null;
  }
  // "ugh no heels" under a friend's "get the slingback heels!": ruling out the very piece the paste names turns it
  // down; it asks for no search of that piece (the shopper's other words say what they want instead).
  if (ask === 'find' && rulesOutPaste(c, reading, readData)) return [];
  return ask === 'find' ? findClauses(c, reading, readData, entries) : null;
};

/** Words pointing at the pasted trip as a trip: "for that trip", "for this holiday", "the itinerary". */
const PASTED_TRIP_POINTED = /\b(?:(?:for|of|on)\s+)?(?:that|this|the|our|these)\s+(?:trip|holiday|vacation|getaway|itinerary|stay|dates)\b/gi;

/**
 * A clause of hers beside a paste giving a trip that only describes that trip ("Nice, long weekend, staying in the old
 * town" under a flight booking to Nice): it names the pasted place, or none, and no day of its own in numbers or months,
 * so it is no second trip (her "long weekend" is the pasted days).
 */
export const describesPastedTrip = (c: Clause, reading: Reading, readData: ReadData): boolean => {
  if (!reading.quoted.length || !c.slots.destination || c.slots.garments.length || c.slots.categories.length || c.slots.price || c.slots.handles.length) return false;
  const trip = pastedTrip(reading.quoted, readData);
  const city = (place: string | null | undefined) => place?.split(',')[0]?.trim().toLowerCase();
  if (!trip?.dates?.start || city(trip.destination) !== city(c.slots.destination)) return false;
  return !/\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i.test(c.text);
};

/** "Tue - board presentation 9am", "Friday: rehearsal dinner": a day and what happens on it. */
const DAY_LINE = /^\s*([\p{L}\d ]{2,20}?)\s*(?:[-–—:]|\s-\s)\s*(.+)$/u;

/**
 * One outfit per pasted line (a week's days, a list of events) when the shopper asks for an outfit for each; null
 * when she does not, or the paste holds fewer than two lines, or is a trip's stay (that is packed for).
 */
const outfitPerLine = (c: Clause, reading: Reading, readOwn: (text: string) => Reading, readData: ReadData): PasteClause[] | null => {
  if (!asksOutfitEach(c.text, c.slots.negated)) return null;
  // The paste's lines, or its list's entries when it was read as one (a list under a first line holds fewer).
  const split = (ls: readonly string[]) => ls.map((l) => l.trim()).filter((l) => /\p{L}/u.test(l) && !/:\s*$/.test(l));
  const pasted = split(reading.quoted.length > 1 ? reading.quoted : reading.quoted.flatMap((q) => q.split('\n')));
  const listed = split(reading.lists.flat());
  const lines = (listed.length > pasted.length ? listed : pasted).slice(0, MAX_LISTED);
  if (lines.length < 2) return null;
  const trip = pastedTrip(reading.quoted, readData);
  if (trip?.destination && trip.dates?.start && trip.dates.end && trip.dates.end > trip.dates.start) return null;
  const outfits = lines.flatMap((line) => {
    const day = DAY_LINE.exec(line);
    const [first] = readOwn(day ? `an outfit for the ${day[2]} on ${day[1]}` : `an outfit for ${line}`).clauses;
    return first ? [{ text: first.written, corrected: first.text, slots: first.slots, prefer: 'outfits' as const }] : [];
  });
  return outfits.length >= 2 ? outfits : null;
};

/**
 * The known accounts named in the words around the shopper's own ("caption from @camille.style's post:",
 * "lenaminimal bio:"): who the passed-on words are from. Read fragment by fragment as about accounts, so a
 * handle written without "@" counts; the shopper's own clause named none (else it would have asked of those).
 */
const authorOf = (reading: Reading, readData: ReadData): string[] => {
  const fragments = reading.raw.split(/[\n"“”«»|:•]+/).map((f) => f.trim()).filter((f) => /\p{L}/u.test(f)).slice(0, 12);
  return [...new Set(fragments.flatMap((f) => readData(`account ${f}`).clauses.flatMap((k) => k.slots.handles)))];
};

/** A clause of only exclusions (no price, no piece of its own) that rules out the kind of piece the paste names. */
const rulesOutPaste = (c: Clause, reading: Reading, readData: ReadData): boolean => {
  if (!c.slots.exclusions.length || c.slots.price || c.slots.categories.length) return false;
  const words = pieceWords(pastedPiece(reading.quoted, readData)).toLowerCase().split(/\s+/).filter(Boolean);
  const singular = (w: string) => w.replace(/(?:es|s)$/, '');
  return c.slots.exclusions.some((x) => x.toLowerCase().split(/\s+/).some((w) => words.some((p) => singular(p) === singular(w))));
};

/** "anything like these here?" under a pasted list: one search per entry; else the one piece the paste describes. */
const findClauses = (c: Clause, reading: Reading, readData: ReadData, entries: readonly string[]): PasteClause[] | null => {
  // "show me options", "avoid beige though" under a note naming a blazer and jeans: every piece it names;
  // "find me this" or "one like it" points at one.
  const each = entries.length ? entries : ONE.test(c.text) ? [] : piecesApart(reading.quoted, readData);
  const pieces = (each.length && !c.slots.categories.length ? each.map((e) => pastedPiece([e], readData)) : [pastedPiece(reading.quoted, readData)])
    .filter(describes);
  return pieces.length ? pieces.map((p) => ({ text: c.written, corrected: c.text, slots: findSlots(c.slots, c.text, p), prefer: 'search' as const })) : null;
};

/** The paste's lines naming pieces of different kinds (a blazer and jeans), when it names two or more; else []. */
const piecesApart = (quoted: readonly string[], readData: ReadData): string[] => {
  const lines = pieceLines(quoted, readData);
  // A listing names its piece twice in other words ("White Leather Sneakers … minimal trainers"): one kind is one piece.
  const kinds = lines.map((l) => pastedPiece([l], readData).categories[0]);
  return new Set(kinds).size === lines.length ? lines : [];
};

/** Words pointing at one piece: "this", "it", "one like that". */
const ONE = /\b(?:it|this|that|one|the same)\b/;

/**
 * A paste with no words of the shopper's own that describes a piece (or names pieces of different kinds)
 * and tells nobody to do anything: the slots of a search for each (a read, never a change); else null.
 */
export const pastedAlone = (reading: Reading, readData: ReadData): Slots[] | null => {
  if (!reading.quoted.length || reading.flags.instructed || reading.lists.length) return null;
  // A receipt or an order's confirmation tells what was had, not what to find: pasted alone, it asks for nothing.
  if (reading.quoted.some((q) => HAD_LIST.test(q))) return null;
  // A note recommending pieces of different kinds ("the slingback heels and a quilted bag") names each: one search a piece,
  // so "add both" afterwards has both shown.
  const apart = piecesApart(reading.quoted, readData).map((l) => pastedPiece([l], readData)).filter(describes);
  if (apart.length > 1) return apart.map((p) => findSlots(emptySlots(), '', p));
  const piece = pastedPiece(reading.quoted, readData);
  if (!describes(piece)) return null;
  return [findSlots(emptySlots(), '', piece)];
};

/** A list of things already had (a receipt, an order, a packing list): pasted alone, it asks for nothing. */
const HAD_LIST = /\b(?:receipts?|orders?|ordered|invoice|confirmation|packing|packed|bought|purchased|purchases|haul|shipped|delivered|total|subtotal)\b/i;

/**
 * A list pasted with no words of the shopper's own, of pieces to get (a shopping list, a wishlist, lines
 * of pieces): one search per entry that describes a piece, each with the entry's own ceiling ("jeans -
 * max $80"). A read, never a change. Null for a list of things had (a receipt, a packing list) or one
 * holding an instruction.
 */
export const pastedListAlone = (reading: Reading, readData: ReadData): Slots[] | null => {
  if (!reading.lists.length || reading.flags.instructed || reading.quoted.some((q) => HAD_LIST.test(q))) return null;
  const pieces = reading.lists.flat().slice(0, MAX_LISTED).map((e) => pastedPiece([e], readData)).filter((p) => p.categories.length > 0);
  return pieces.length ? pieces.map((p) => findSlots(emptySlots(), '', p)) : null;
};

/**
 * The shopper's own message as lines that each name a piece and nothing else ("green silk scarf\nnavy
 * slip dress"): one clause a line, as a marked list's entries are. Null unless every line does, or
 * when only one line does.
 */
export const pieceLinesOwn = (own: string, readOwn: (text: string) => Reading): Clause[] | null => {
  const lines = own.split('\n').map((l) => l.trim()).filter(Boolean);
  if (lines.length < 2 || lines.length > MAX_LISTED) return null;
  const read = lines.map((l) => readOwn(l).clauses);
  const pieces = read.map((cs) => (cs.length === 1 && cs[0]!.slots.categories.length === 1 && !cs[0]!.slots.handles.length && !cs[0]!.slots.negated ? cs[0]! : null));
  return pieces.every(Boolean) ? (pieces as Clause[]) : null;
};

/** A line that is only a price ("$560", "£79.99", "EUR 120"). */
const PRICE_LINE = /^\s*(?:[$£€]|usd|gbp|eur)?\s*\d[\d,]*(?:\.\d{2})?\s*(?:usd|gbp|eur|[$£€])?\s*$/i;
/** Words of someone speaking to the stylist or of herself: a message with any is the shopper's own. */
const SPEAKER = /\b(?:i|i'm|im|me|my|we|our|you|your|can|could|would|please|pls|want|need|find|show|like)\b|\?/i;

/** A shop's listing pasted bare: three lines or more, one only a price, none a word of the shopper's own. */
export const listingPastedBare = (own: string): boolean => {
  const lines = own.split('\n').map((l) => l.trim()).filter(Boolean);
  return lines.length >= 3 && lines.some((l) => PRICE_LINE.test(l)) && !SPEAKER.test(own.replace(/[\u2018\u2019]/g, "'"));
};

/** A shop page's row of links or buttons ("Add to bag | Size guide", "Delivery & returns"): short labels, split by bars. */
export const pageLinksOnly = (text: string): boolean =>
  text.split(/\s*[|·•]\s*/).every((label) => label.trim().split(/\s+/).length <= 4 && !/[.!?]/.test(label));

/** A listing's title, brand and price (its lines up to the price): the description after them tells details ("tie waist"), not pieces. */
export const listingHead = (own: string): string => {
  const lines = own.split('\n').map((l) => l.trim()).filter(Boolean);
  const price = lines.findIndex((l) => PRICE_LINE.test(l));
  return lines.slice(0, price + 1).join('\n');
};
