/**
 * Pasted text that carries no quote marks and no "she said:": a list of pieces (a receipt, a packing
 * or shopping list, an order), a bare paragraph the shopper asks about on the line below it, and a
 * product page's address. Each is data for the skills — what the shopper wants found, kept or
 * checked — never an instruction. Pure; `quoted.ts` calls it.
 */

export interface Block {
  start: number;
  end: number;
  inner: string;
  /** A list's entries, one piece each. */
  items?: string[];
}

interface Line { start: number; end: number; text: string }

const linesOf = (text: string): Line[] => {
  const lines: Line[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    lines.push({ start: at, end: at + line.length, text: line });
    at += line.length + 1;
  }
  return lines;
};

/** A list line's marker: "- ", "* ", "• ", "1. ", "2) ", "1 x ", "2x ", "[ ] ". */
// An emoji or a box or arrow glyph opening the line is a bullet too ("✨ white sneakers", "☐ passport", "→ jeans").
const MARKER = /^\s*(?:[-*•·–—+]|\d{1,3}[.)]|\d{1,3}\s*x|\[[ x]?\]|[☐☑✓✔✗✘→▪▫◦●○■□★☆♡♥➤➜▶►]|\p{Extended_Pictographic}\uFE0F?)\s+(?=\S)/iu;

/** Words that name a list of things before its entries: "my receipt", "packing list", "Order confirmation #4471". */
const LIST_NOUNS = new Set([
  'list', 'lists', 'receipt', 'receipts', 'order', 'orders', 'basket', 'haul', 'purchases', 'itinerary', 'wishlist', 'confirmation', 'invoice',
  'checklist', 'items',
  // Boards and capsules are lists of pieces too: "my pinterest board", "capsule wardrobe ideas".
  'board', 'moodboard', 'pins', 'capsule', 'lookbook',
]);
/** Words that introduce a list only with a colon after them: "just bought:", "packing:". */
const LIST_VERBS = new Set(['bought', 'got', 'ordered', 'picked', 'purchased', 'packing', 'shopping', 'buying', 'grabbed']);

/** The first words of a line that asks or tells the stylist something: the shopper's own, never an entry. */
export const OWN_LINE = /^\s*(?:(?:ok|okay|so|now|and|also|please|pls|hey|hi)\b[,!]?\s*)*(?:can|could|would|will|do|does|did|is|are|have|has|any|anything|what|which|where|how|should|find|show|search|look|get|give|add|put|save|log|record|remove|delete|follow|unfollow|plan|pack|tell|help|check|i\s+(?:want|need|would|'d)|i'd|i'm|im|thoughts|similar|something|cheaper)\b/i;
/** Verbs of the app an entry of the shopper's own to-do list starts with: such a list is requests, not pieces. */
const VERB_ENTRY = /^\s*(?:follow|unfollow|add|remove|delete|clear|empty|save|show|find|search|plan|pack|mute|pause|block|like|unlike|move|put|import|buy|get|give|list|refresh|analy[sz]e)\b/i;

/** The entries of a line listing pieces after a colon: "red dress, gold earrings and a black bag". */
const entriesOf = (text: string): string[] =>
  text.split(/\s*(?:,|;|\band\b|&)\s*/i).map((e) => e.replace(/[.!?]+$/, '').trim()).filter((e) => /\p{L}/u.test(e));

/** Verbs of getting: the shopper telling of their own things, not naming a list pasted from elsewhere. */
const GETTING = new Set(['bought', 'got', 'ordered', 'picked', 'purchased', 'grabbed']);

/**
 * A short line naming a list: a list noun, or a verb of getting before a colon ("just bought:"). On one
 * line (`inline`), a verb of getting alone names none: "got 2 new tops today: a striped top and a white
 * tee" is the shopper telling of a purchase in their own words, read as their request.
 */
const introducesList = (line: string, colon: boolean, inline = false): boolean => {
  const words = line.toLowerCase().replace(/#\S+|\d+/g, ' ').split(/[^\p{L}']+/u).filter(Boolean);
  const names = (w: string) => LIST_NOUNS.has(w) || (colon && LIST_VERBS.has(w) && !(inline && GETTING.has(w)));
  return words.length > 0 && words.length <= 8 && words.some(names) && !OWN_LINE.test(line);
};

/**
 * Lists of pieces: two or more lines with list markers, or the lines under a line that names a list
 * ("here's my receipt:", "packing list for the weekend", "Order confirmation #4471"), up to a blank
 * line or the shopper's own request; or, on one line, the entries after "shopping list:". A list whose
 * entries start with a verb of the app (the shopper's own to-do list) or are all names
 * (`isName`: handles, brands) is the shopper's request, not data.
 */
export const listBlocks = (text: string, isName: (inner: string) => boolean): Block[] => {
  const lines = linesOf(text);
  const blocks: Block[] = [];
  // The line naming the list ("here's my receipt:", "packing list for the weekend") goes with it: it says what the entries are.
  const accept = (entries: Line[], items: string[], heading?: Line) => {
    if (!items.length || items.some((e) => VERB_ENTRY.test(e)) || items.every((e) => isName(e) || /^@[\w.]+$/.test(e))) return;
    const start = heading?.start ?? entries[0]!.start;
    const end = entries.at(-1)!.end;
    blocks.push({ start, end, inner: [heading?.text.trim(), ...items].filter(Boolean).join('\n'), items });
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const colon = line.text.indexOf(':');
    // "shopping list: red dress, gold earrings, black bag. do I have any of these?": entries to the sentence end.
    if (colon > 0 && introducesList(line.text.slice(0, colon), true, true) && line.text.slice(colon + 1).trim()) {
      const rest = line.text.slice(colon + 1);
      const stop = /[.!?](?=\s|$)/.exec(rest);
      const body = rest.slice(0, stop ? stop.index : rest.length);
      const items = entriesOf(body);
      const lead = body.length - body.trimStart().length;
      if (items.length >= 2) {
        accept([{ start: line.start + colon + 1 + lead, end: line.start + colon + 1 + body.trimEnd().length, text: body }], items, { ...line, text: line.text.slice(0, colon) });
      }
      continue;
    }
    const bare = line.text.replace(/(?:[:\s⬇↓]|\uFE0F|👇)+$/u, '');
    const heading = introducesList(bare, bare.length < line.text.trimEnd().length);
    // "here's our itinerary, help me pack:": a heading that also asks is the shopper's own line; the entries
    // under it run to the end (its last line is an entry, not the ask), and the heading stays theirs.
    const headingAsks = heading && bare.split(/[,;.!]\s+|\s[-–—]\s/).slice(1).some((part) => OWN_LINE.test(part));
    const entries: Line[] = [];
    let j = i + (heading ? 1 : 0);
    for (; j < lines.length; j++) {
      const t = lines[j]!.text;
      if (!t.trim()) {
        if (entries.length) break;
        continue;
      }
      const marked = MARKER.test(t);
      // The message's last line, unmarked, is the shopper's own ("add these to my wardrobe").
      if (!marked && (!heading || OWN_LINE.test(t) || (j === lines.length - 1 && entries.length > 0 && !headingAsks))) break;
      entries.push(lines[j]!);
    }
    const marked = entries.filter((e) => MARKER.test(e.text)).length;
    // A list under the shopper's own request ("I need:", "can you find:") is what they ask for, not data.
    const above = lines.slice(0, i + (heading ? 0 : 1)).reverse().find((l) => l.text.trim() && !MARKER.test(l.text));
    const ownList = !heading && above !== undefined && above.end <= (entries[0]?.start ?? 0) && OWN_LINE.test(above.text);
    if (!ownList && ((heading && entries.length >= 1) || marked >= 2)) {
      accept(entries, entries.map((e) => e.text.replace(MARKER, '').trim()), heading && !headingAsks ? line : undefined);
      i = j - 1;
    }
  }
  return blocks;
};

/** Hosts whose addresses are accounts, not products: the sources skill reads them. */
const ACCOUNT_HOSTS = /(?:^|\.)(?:instagram\.com|instagr\.am|tiktok\.com|pinterest\.[a-z.]+|youtube\.com|x\.com|twitter\.com|facebook\.com)$/i;
/** Path parts that say nothing of the piece: "prd", "p", "product", ids, locales. */
const URL_NOISE = new Set(['p', 'prd', 'pd', 'product', 'products', 'item', 'items', 'dp', 'shop', 'html', 'htm', 'www', 'en', 'gb', 'us', 'uk', 'c', 'cat', 'sku', 'style', 'collections', 'ip']);

/**
 * A product page's address: its path spells the piece ("/women/dresses/green-silk-midi-dress/prd/123"
 * → "women dresses green silk midi dress"). The address is data; its words describe.
 */
export const urlBlocks = (text: string): Block[] => {
  const blocks: Block[] = [];
  for (const m of text.matchAll(/\bhttps?:\/\/[^\s<>"']+/gi)) {
    let url: URL;
    try {
      url = new URL(m[0].replace(/[.,!?)]+$/, ''));
    } catch {
      continue;
    }
    if (ACCOUNT_HOSTS.test(url.hostname)) continue;
    const words = decodeURIComponent(url.pathname).split(/[/\-_+.]+/).map((w) => w.toLowerCase())
      .filter((w) => /^\p{L}+$/u.test(w) && !URL_NOISE.has(w));
    blocks.push({ start: m.index, end: m.index + m[0].length, inner: words.join(' ') });
  }
  return blocks;
};

/** Words that point at something the shopper shows: "this", "it", "similar", "one like". */
const POINTING = /\b(?:it|this|that|these|those|them|one|ones|similar|same|like|version|dupe|dupes|alternative|alternatives|lookalike)\b/i;
/**
 * "like" as a wish ("I'd like to plan a trip to Milan: 14–18 May", "we would like…") points at nothing: the
 * words after the colon are the shopper's own details. "something like this" still points, by "this".
 */
const WANTING_LIKE = /\b(?:i|we|you|they|would|'d|’d|really)\s+(?:really\s+)?like\b|\blike\s+to\b/gi;
const points = (ask: string): boolean => POINTING.test(ask.replace(WANTING_LIKE, ' '));

/** An ask about a trip of the shopper's: "can you plan this trip for me:", "help me plan this one -". */
const TRIP_ASK = /\b(?:trip|trips|holiday|holidays|vacation|getaway|travel(?:l?ing)?|plan(?:ning)?|itinerary|going|off|heading|flying)\b/i;
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
/** A day with its month in either order ("12–15 May", "the 3rd of June", "June 3"), or a numeric date ("20/05", "18.05."). */
const DATED = new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}(?![a-z])|\\b${MONTH}\\s+\\d{1,2}\\b|\\b\\d{1,2}(?:st|nd|rd|th)?\\s*(?:[-–—]|to|until|till|through)\\s*\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}(?![a-z])|\\b\\d{1,2}[/.]\\d{1,2}\\b`, 'i');
/** Words of the app's changes: a line holding one is no note of the shopper's own details, whoever wrote it. */
const APP_VERB = /\b(?:follow|unfollow|add|remove|delete|clear|empty|buy|save|cancel|mute|block|checkout|order|purchase|deactivate)\b/i;
/**
 * The shopper's own trip after their own trip ask ("I'd like to plan a trip:", "help me plan this one -"): one
 * short line of dates and what they will do ("Lisbon, 12–15 May, mostly walking and dinners out"). A booking
 * or itinerary pasted runs over lines, or longer; words of the app's changes make it someone else's.
 */
const ownTripDetails = (ask: string, body: string): boolean =>
  TRIP_ASK.test(ask) && !body.includes('\n') && body.length <= 160 && DATED.test(body) && !APP_VERB.test(body);
const FIRST_PERSON = /\b(?:i|i'm|im|i've|i'd|my|me|mine)\b/i;
/** Longer than this, a paragraph in the first person is still a paste (a review): a shopper's own note is shorter. */
const LONG_PASTE = 200;

/**
 * A paragraph pasted with nothing to introduce it, asked about on the message's last line ("Relaxed
 * straight leg jeans in a mid blue wash. 100% cotton.\ndo u have this"): everything above that line is
 * the paste — when it asks nothing itself, and is not the shopper telling of their own things (a short
 * paragraph in the first person is).
 */
export const bareBlock = (text: string): Block | null => {
  const lines = linesOf(text.trimEnd());
  if (lines.length < 2) return null;
  const last = lines.at(-1)!;
  // A dash the shopper sets the ask apart with ("— how much is that bag") is no word of it.
  const asks = last.text.trim().replace(/^[—–-]+\s*/, '');
  // The ask may follow a word of context on its line: "I bought these last week, add them to my wardrobe".
  const asking = asks.split(/[,;.!]\s+/).some((part) => OWN_LINE.test(part));
  if (asks.length > 160 || !points(asks) || !(asking || /\?\s*$/.test(asks))) return null;
  const body = text.slice(0, last.start).trim();
  if (body.length < 40 || OWN_LINE.test(body) || /\?/.test(body) || (FIRST_PERSON.test(body) && body.length < LONG_PASTE)) return null;
  const start = text.indexOf(body);
  return { start, end: start + body.length, inner: body };
};

/** Where an opening ask ends and pasted text begins: a question mark, a colon, a spaced dash or a line break. */
const LEAD_END = /\?+(?=\s)|:(?=\s)|\s[-–—]+(?=\s)|\n/;

/**
 * A paragraph pasted with nothing to introduce it but the shopper's own ask above or before it ("can you
 * find me this? — Mid-blue straight-leg jeans, five pockets, 98% cotton"): the ask points at what follows
 * and everything after it is the paste — when it asks nothing itself and is not a short note in the first
 * person ("can you find me this? I need it for a wedding").
 */
export const leadBlock = (text: string): Block | null => {
  const end = LEAD_END.exec(text);
  if (!end) return null;
  const ask = text.slice(0, end.index + (end[0].startsWith('?') ? end[0].length : 0)).trim();
  // The ask may follow a word of context: "just bought this, log it pls: …".
  const asking = ask.split(/[,;.!]\s+/).some((part) => OWN_LINE.test(part));
  if (ask.length > 160 || !points(ask) || !(asking || /\?$/.test(ask))) return null;
  const from = end.index + end[0].length;
  // A dash or colon after the question mark ("this? — …") introduces the paste: it is no part of it.
  const body = text.slice(from).replace(/^[\s:–—-]+/, '').trim();
  if (body.length < 40 || OWN_LINE.test(body) || /\?/.test(body) || (FIRST_PERSON.test(body) && body.length < LONG_PASTE)) return null;
  if (ownTripDetails(ask, body)) return null;
  // The dash or colon that introduces it goes with the paste, not with the shopper's words.
  return { start: from, end: text.indexOf(body, from) + body.length, inner: body };
};

/** A booking's route: two airport-style codes joined by an arrow, a dash or "to" ("LHR → BCN", "LGW-FCO"). */
const ROUTE = /\b[A-Z]{3}\s*(?:→|->|⇒|✈️?|[-–—]|\bto\b)\s*[A-Z]{3}\b/u;
/** What only a booking prints beside a route: a departure time ("07:25", "0640") or a flight number ("BA478"). */
const BOOKED = /\b(?:\d{1,2}:\d{2}|[0-2]\d[0-5]\d|[A-Z]{2}\s?\d{2,4})\b/;

/**
 * A flight booking's lines, pasted with no quote marks ("LHR → BCN 14 MAY 07:25 BA478"): a route with a time or a
 * flight number on each. The lines (one block from the first to the last) are data: the shopper's own words around
 * them say what to do with the trip they describe.
 */
export const bookingBlocks = (text: string): Block[] => {
  const lines = linesOf(text);
  const booked = lines.flatMap((l, k) => (ROUTE.test(l.text) && BOOKED.test(l.text.replace(ROUTE, ' ')) ? [k] : []));
  if (!booked.length) return [];
  // The booking's other lines ("Depart: 12 Jun 2026 07:15", "Passenger: …") go with it, up to a blank line or the shopper's own.
  const field = (k: number) => k >= 0 && k < lines.length && lines[k]!.text.trim() !== '' && !OWN_LINE.test(lines[k]!.text);
  // Below it, a line that asks in one of its parts ("Nice, long weekend. plan please!!!") is hers, and a booking in quote
  // marks ends at its closing mark.
  const asksBelow = (k: number) => lines[k]!.text.split(/[,;.!?]\s+/).some((part) => OWN_LINE.test(part.trim()) || /^(?:plan|pack)\b/i.test(part.trim()));
  const closed = (k: number) => /["”»]\s*$/.test(lines[k]!.text);
  let first = booked[0]!;
  let last = booked.at(-1)!;
  while (field(first - 1)) first--;
  while (field(last + 1) && !closed(last) && !asksBelow(last + 1)) last++;
  const start = lines[first]!.start;
  const end = lines[last]!.end;
  return [{ start, end, inner: text.slice(start, end) }];
};
