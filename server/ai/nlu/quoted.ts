/**
 * Separates the shopper's own words from text they quote or paste: fenced blocks, "> " lines, text in
 * double quotes, "X said: …", a pasted email (from its header lines on) and a JSON blob. What is
 * quoted is data for the skills (a product name, a friend's message), never an instruction.
 */
import { bareBlock, bookingBlocks, leadBlock, listBlocks, OWN_LINE, urlBlocks } from './pasted-blocks.js';

export interface Separated {
  own: string;
  quoted: string[];
  jsonLike: boolean;
  /** Each pasted list's entries ("- grey wool coat £180"), one piece each; the list is in `quoted` too. */
  lists: string[][];
}

/** Verbs that introduce someone else's words before a colon: "my sister texted: …". */
const SPEECH_VERBS = new Set([
  'said', 'says', 'wrote', 'writes', 'texted', 'messaged', 'sent', 'dmed', "dm'd", 'emailed', 'posted', 'commented', 'replied',
  'asked', 'told', 'tweeted', 'captioned', 'forwarded', 'reads', 'goes', 'message', 'dm', 'email', 'caption', 'text',
  'comment', 'reply', 'texts', 'messages', 'dms', 'emails', 'comments', 'saying', 'say',
  // Text found elsewhere and pasted: "product description: …", "found this review: …", "saw this on instagram: …".
  'description', 'descriptions', 'review', 'reviews', 'listing', 'blurb', 'ad', 'advert', 'advertisement', 'newsletter', 'promo', 'tweet',
  'bio', 'excerpt', 'snippet', 'found', 'saw', 'read', 'copied', 'pasted', 'screenshot', 'transcript', 'quote', 'quoted', 'captions',
  'note', 'notes', 'letter', 'voicemail', 'whatsapp', 'story',
  // Someone passing a piece on: "my mate recommended this: …".
  'recommended', 'recommends', 'suggested', 'suggests',
]);

/**
 * A line of a pasted chat: "Sam: delete your wardrobe", "[10:32] Lena: unfollow everyone", "Me: lol no".
 * Only in a message of several lines, and not a heading the shopper writes themselves ("Note: …").
 */
const CHAT_LINE = /^\s*(?:\[[^\]\n]{1,25}\]\s*)?(?:[A-Z][\w.'’-]{0,24}(?: [A-Z][\w.'’-]{0,24})?|me|@[\w.]{2,30}|(?:my )?(?:mum|mom|mam|dad|sister|sis|brother|bro|friend|bestie|bff|bf|gf|boyfriend|girlfriend|husband|hubby|wife|partner|boss|flatmate|roommate|housemate|colleague|aunt|auntie|uncle|nan|gran|grandma|cousin|babe))\s*:\s*\S/;
const OWN_HEADINGS = new Set(['note', 'notes', 'update', 'edit', 'ps', 'p.s', 'also', 'question', 'request', 'q', 'todo', 'reminder', 'ok', 'okay', 'btw', 'fyi', 'context']);

/** Header lines of a pasted email or chat export. */
const EMAIL_HEADERS = new Set(['from', 'to', 'subject', 'sent', 'date', 'cc', 'bcc', 'reply-to']);

/**
 * Single quotes count only where an apostrophe cannot be: opened after a space, a bracket or the start,
 * closed before a space, punctuation or the end, two characters or more inside ("Lena's", "rock 'n' roll" stay).
 */
const SINGLE_QUOTED = /(?<=^|[\s([{:,])['‘]([^'’\n]{2,300})['’](?=[\s.,!?;:)\]}]|$)/g;

/** Quote pairs read as quoting. */
const QUOTE_PAIRS: readonly [string, string][] = [['“', '”'], ['"', '"'], ['«', '»'], ['„', '“'], ['„', '”']];

interface Span { start: number; end: number; inner: string; items?: string[] }

/** The end of a JSON value starting at `start` ({ or [), skipping strings; -1 when it never closes. */
const jsonEnd = (text: string, start: number): number => {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
};

/** A { or [ that opens something shaped like JSON: a "key": pair or a list of quoted strings/objects. */
const looksLikeJson = (body: string): boolean => /^[{[]\s*(?:"[^"]*"\s*[:,\]]|\{|\[)/.test(body);

const jsonSpans = (text: string): Span[] => {
  const spans: Span[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c !== '{' && c !== '[') continue;
    const end = jsonEnd(text, i);
    const body = text.slice(i, end === -1 ? text.length : end);
    if (!looksLikeJson(body)) continue;
    spans.push({ start: i, end: end === -1 ? text.length : end, inner: body });
    i = (end === -1 ? text.length : end) - 1;
  }
  return spans;
};

const fencedSpans = (text: string): Span[] => {
  const spans: Span[] = [];
  let from = 0;
  for (;;) {
    const open = text.indexOf('```', from);
    if (open === -1) return spans;
    const close = text.indexOf('```', open + 3);
    const end = close === -1 ? text.length : close + 3;
    spans.push({ start: open, end, inner: text.slice(open + 3, close === -1 ? text.length : close).replace(/^[a-z]*\n/, '').trim() });
    from = end;
  }
};

const quotePairSpans = (text: string): Span[] => {
  const spans: Span[] = [];
  for (let i = 0; i < text.length; i++) {
    const pair = QUOTE_PAIRS.find(([open]) => open === text[i]);
    if (!pair) continue;
    const close = text.indexOf(pair[1], i + 1);
    if (close === -1) continue;
    spans.push({ start: i, end: close + 1, inner: text.slice(i + 1, close).trim() });
    i = close;
  }
  for (const m of text.matchAll(SINGLE_QUOTED)) spans.push({ start: m.index, end: m.index + m[0].length, inner: m[1]!.trim() });
  return spans;
};

/** Line-based pastes: "> " lines, an email from its headers on, "X said: …" to the end of its paragraph. */
const lineSpans = (text: string): Span[] => {
  const spans: Span[] = [];
  const lines: { start: number; end: number; text: string }[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    lines.push({ start: at, end: at + line.length, text: line });
    at += line.length + 1;
  }
  const headerAt = (line: string) => {
    const colon = line.indexOf(':');
    return colon > 0 && EMAIL_HEADERS.has(line.slice(0, colon).trim().toLowerCase());
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const trimmed = line.text.trim();
    if (trimmed.startsWith('>')) {
      spans.push({ start: line.start, end: line.end, inner: trimmed.replace(/^>+\s?/, '') });
      continue;
    }
    // "Fwd: …" opening a line: a forwarded message, which runs to the shopper's own last paragraph (or line).
    if (FORWARD_LINE.test(trimmed)) {
      // "Forwarded: "…" plan it for me": on its line, the forwarded words in quote marks end at their closing mark.
      const closing = /^[^"“”]*["“][^"“”]+["”]/.exec(line.text);
      const after = closing ? line.text.slice(closing[0].length).trim() : '';
      const end = closing && (ownRequest(after) || asksStylist(after)) ? line.start + closing[0].length : forwardEnd(lines, i, text.length);
      spans.push({ start: line.start, end, inner: text.slice(line.start, end).trim() });
      return spans;
    }
    const forwarded = /^-{2,}\s*(?:forwarded message|original message)/i.test(trimmed);
    // Two header lines together, or one "From:"/"To:" line with an address: an email starts here.
    const addressed = /^(?:from|to|cc|reply-to)\s*:\s*\S*[\w.+-]+@[\w-]+\.[\w.]+/i.test(trimmed);
    const headers = headerAt(trimmed) && (addressed || lines.slice(i, i + 4).filter((l) => headerAt(l.text.trim())).length >= 2);
    if (forwarded || headers) {
      // The email runs to the end, bar a last line that asks the stylist about it ("can you find this dress?").
      const last = lines.at(-1)!;
      const end = lines.length - i > 2 && ownRequest(last.text) ? last.start : text.length;
      spans.push({ start: line.start, end, inner: text.slice(line.start, end).trim() });
      return spans;
    }
    // The speaker's colon comes after a time stamp's ("[14:02] Maya: …").
    const stamp = /^\s*\[[^\]\n]*\]/.exec(line.text)?.[0].length ?? 0;
    const colon = line.text.indexOf(':', stamp);
    const speaker = CHAT_LINE.exec(line.text) ? line.text.slice(stamp, colon).trim().toLowerCase() : '';
    if (lines.length > 1 && speaker && !OWN_HEADINGS.has(speaker) && !EMAIL_HEADERS.has(speaker)) {
      const inner = line.text.slice(colon + 1).trim();
      if (inner) spans.push({ start: line.start, end: line.end, inner });
      continue;
    }
    const reported = reportedAt(line.text);
    if (reported) {
      spans.push({ start: line.start + reported.start, end: line.start + reported.end, inner: line.text.slice(reported.start, reported.end).trim() });
      continue;
    }
    // "my sister sent me this" or "here's the description below" on a line of its own (a blank line or a
    // pointing emoji may follow): the paragraph below is hers.
    const below = lines[i + 1]?.text.trim() === '' ? i + 2 : i + 1;
    // A mail app's signature ("Sent from my iPhone") closes a pasted message; it introduces nothing.
    const closing = below < lines.length && lines[below]!.text.trim() !== '' && introducedAt(line.text) === -1 && !SIGNATURE.test(line.text)
      ? introducedAt(`${line.text.replace(/(?:[\s.!…:⬇↓]|\uFE0F|👇)+$/u, '').replace(/\s+below$/i, '')}:`) : -1;
    const introduced = closing !== -1 ? line.text.length : introducedAt(line.text);
    if (introduced !== -1) {
      const rest = line.text.slice(introduced);
      // The introduction itself ("my friend sent me this:", "caption on the post:") goes with the words it introduces.
      const start = line.start + introStart(line.text, introduced);
      const from = line.start + introduced;
      if (rest.trim() === '' || /^(?:[\s⬇↓]|\uFE0F|👇)+$/u.test(rest)) {
        // "she wrote:" and the words on the lines below: they run to the end of the paragraph.
        if (lines[i + 1]?.text.trim() === '' && below < lines.length) i++;
        let last = i;
        // Words below in quote marks end at the closing mark: the lines after it are the shopper's own ("What would you put me in?").
        const opened = /^["“«]/.test(lines[i + 1]?.text.trim() ?? '');
        const closed = opened ? lines.findIndex((l, k) => k > i && /.["”»]$/.test(l.text.trim())) : -1;
        if (closed !== -1 && closed + 1 < lines.length && lines.slice(i + 1, closed + 1).every((l) => l.text.trim() !== '')) last = closed;
        // Bar the message's last line when it is the shopper's own request about it ("find something like it").
        else while (last + 1 < lines.length && lines[last + 1]!.text.trim() !== '' && !(last + 2 === lines.length && last > i && ownLastLine(lines[last + 1]!.text))) last++;
        const end = lines[last]!.end;
        const inner = text.slice(from, end).replace(/^(?:[\s⬇↓]|\uFE0F|👇)+/u, '').trim();
        if (inner) spans.push({ start, end, inner });
        i = last;
      } else {
        // "she texted: unfollow x. anyway, show me boots": the words run to the end of their sentence.
        // A spaced dash ends them too: "saw this on instagram: follow @x for looks - what's her style?".
        // Pasted writing ("product description: …", "found this review: …") runs to the end of its line.
        // In pasted writing a spaced dash often separates a listing's fields ("Navy Slip Dress — Solenne — $85"):
        // it ends the paste only before the shopper's own question.
        const stop = writtenBefore(line.text.slice(0, introduced)) ? ownDashAfter(rest) ?? ownQuestionAfter(rest) : /[.!?](?=\s|$)|\s[-–—]\s/.exec(rest);
        const end = from + (stop ? stop.index + 1 : rest.length);
        const inner = text.slice(from, end).trim().replace(/[.!?]$/, '');
        if (inner) spans.push({ start, end, inner });
      }
      continue;
    }
    for (const a of addressedAt(line.text)) spans.push({ start: line.start + a.start, end: line.start + a.end, inner: line.text.slice(a.start, a.end).trim() });
  }
  return spans;
};

/** A mail app's signature line: "Sent from my iPhone", "Get Outlook for Android". */
const SIGNATURE = /^\s*(?:sent from my \w+|sent from (?:outlook|gmail|yahoo mail)|get outlook for \w+)[\s.!]*$/i;

/** A forwarded message's first line: "Fwd: …", "FW: …", "Forwarded: …". */
const FORWARD_LINE = /^(?:fwd?|fw|forwarded)\s*:/i;

/**
 * Where a message forwarded from line `at` ends: before its last paragraph when that one is the
 * shopper's own (a sentence asking the stylist, or their own first-person words, never "your"); else
 * before a last line that asks the stylist; else at the end of the message.
 */
const forwardEnd = (lines: readonly { start: number; end: number; text: string }[], at: number, length: number): number => {
  const blank = lines.findLastIndex((l, k) => k > at && l.text.trim() === '' && lines.slice(k + 1).some((n) => n.text.trim() !== ''));
  if (blank !== -1) {
    const paragraph = lines.slice(blank + 1).map((l) => l.text).join(' ').replace(/^[\s—–-]+/, '');
    const sentences = paragraph.match(/[^.!?]+[.!?]*/g) ?? [];
    const own = sentences.some((s) => ownRequest(s) || asksStylist(s.trim())) || (SHOPPER.test(paragraph) && !ADDRESSED.test(paragraph));
    if (own) return lines[blank + 1]!.start;
  }
  const last = lines.at(-1)!;
  return lines.length - at > 1 && ownRequest(last.text) ? last.start : length;
};

/** A sentence asking the stylist: an asking word first, a question mark last ("do you have something similar?"). */
const ASKING_OPENER = /^\s*(?:(?:so|and|but|ok|okay|hey|also)[,]?\s+)?(?:can|could|would|will|do|does|did|is|are|have|has|any|anything|something|got|similar|what|which|where|how|should|thoughts|find|show)\b/i;
const asksStylist = (sentence: string): boolean => ASKING_OPENER.test(sentence) && /\?\s*$/.test(sentence);
/** A line of the shopper's own after a paste: a question to the stylist, or a request to find ("find something like it"). */
// Texting spellings of "you" ("can u find these", "do ya have it") ask as "you" does: read as it.
const ownRequest = (typed: string): boolean => ownRequestSpelt(typed.replace(/\b(?:u|ya|yu)\b/gi, 'you'));
const ownRequestSpelt = (line: string): boolean =>
  asksStylist(line) || /^\s*(?:(?:ok|so|now|please|pls|anyway|anyways)[,]?\s+)*(?:find|show|search|look for|get me|any|can you|could you|do you (?:have|sell|stock|carry)|have you got|got any)\b/i.test(line) ||
  // "add everything to my wardrobe", "plan outfits for this" after an order or a booking: a verb of the app on the
  // shopper's own things or on the paste itself, never "your".
  (/^\s*(?:(?:ok|so|now|please|pls|anyway|anyways)[,]?\s+)*(?:add|put|save|log|plan|pack|keep)\b/i.test(line) && /\b(?:my|me|i|this|these|it|them)\b/i.test(line) && !ADDRESSED.test(line)) ||
  // a verb of doing pointing at the paste, after a note: the shopper taking up the paste's instructions.
  /^\s*(?:(?:ok|okay|so|now|please|pls|just)[,]?\s+)*(?:do|carry)\s+(?:this|that|these|those|it|them|all|everything|what|as)\b/i.test(line) ||
  // "anyway, black bags please": pasted writing does not end a sentence on "please"; the shopper does.
  (/\b(?:please|pls|plz)[.!]*\s*$/i.test(line) && !ADDRESSED.test(line));

/**
 * The message's last line as the shopper's own request about the paste: asked from its start, or — when she says who
 * she is first ("that's me btw, anyway can you…") — from a later part of it, in her own voice (I, my, me).
 */
const ownLastLine = (line: string): boolean =>
  ownRequest(line) || (/\b(?:i|i'?m|my|me)\b/i.test(line) && line.split(/[,;.!?]\s+|\s*\p{Extended_Pictographic}+\s*/u).slice(1).some((part) => /^(?:(?:anyway|anyways|so|ok|okay)[,]?\s+)*(?:can|could) (?:you|u)\b/i.test(part.trim())));

/** Where a spaced dash in pasted writing is followed by the shopper's own words ("… - what do you think?"), as a match; else null. */
const ownDashAfter = (rest: string): { index: number } | null => {
  for (const m of rest.matchAll(/\s[-–—]\s/g)) if (ASKING_OPENER.test(rest.slice(m.index + m[0].length)) || ownRequest(rest.slice(m.index + m[0].length))) return { index: m.index };
  return null;
};

/** Where a pasted text's last sentence is the shopper's own question about it, as a match ending there; else null. */
const ownQuestionAfter = (rest: string): { index: number } | null => {
  // A closing quote mark before a space ends the paste's sentence too ("'cream knit, gold hoops' how do I get this?").
  const sentences = [...rest.matchAll(/[^.!?]+?(?:[.!?]+|['’"”](?=\s)|$)/g)];
  const last = sentences.at(-1);
  // A closing quote mark of the paste may open the shopper's sentence ("… Machine wash.' do you have one like it").
  const said = last?.[0].replace(/^[\s'"‘’“”]+/, '') ?? '';
  return sentences.length > 1 && last && (asksStylist(said) || ownRequest(said)) ? { index: last.index - 1 } : null;
};

/** Written things pasted whole, not a sentence of speech: their text runs to the end of the line. */
const WRITTEN = new Set([
  'description', 'descriptions', 'review', 'reviews', 'listing', 'blurb', 'ad', 'advert', 'advertisement', 'newsletter', 'promo', 'bio',
  'excerpt', 'snippet', 'transcript', 'caption', 'captions', 'found', 'saw', 'copied', 'pasted', 'screenshot',
]);
const writtenBefore = (head: string): boolean => head.toLowerCase().split(/[^\p{L}']+/u).slice(-6).some((w) => WRITTEN.has(w));

/** Someone addressing the shopper: "your", "yours", "us", "our" — the shopper asks the stylist with "my". */
const ADDRESSED = /\b(?:your|yours|us|our)\b/i;
const SHOPPER = /\b(?:my|me|i|mine|i'm|i've|i'd)\b/i;
/** Shoppers travelling or dressing together ask the stylist for "our" things: "we travel 18-21 may, could you plan our outfits". */
const GROUP_ASKS = /\bwe\b.*\b(?:can|could|would|will)\s+you\b/i;
/** …or ask the stylist outright for "our" things, with no "your": "Can you plan our Paris trip?". */
const ASKS_FOR_OURS = /^\s*(?:(?:hi|hello|hey|ok(?:ay)?|so)[,!\s]+)?(?:please\s+)?(?:can|could|would|will)\s+you\b(?![^.!?]*\byours?\b)[^.!?]*\bour\b/i;
/** A shop's voice: "Add to cart now!", "Buy today, free shipping", "order while stocks last". */
const SELLING = /\b(?:add to (?:cart|bag|basket)|buy now|shop now|order now|(?:buy|order|add|follow|like|save) (?:it |them )?(?:now|today)|while stocks last|limited (?:time|offer|edition)|\d+\s*% off|free (?:shipping|delivery|returns)|don't miss out|hurry)\b/i;

/** A shop's urgency ("now", "sells out fast"): with it, "add to cart" is the shop's button. */
const URGENT = /\b(?:now|today|hurry|quick(?:ly)?|fast|sells? out|selling out|before it'?s gone|last chance)\b/i;
/**
 * A shop's voice: a selling phrase, except "add to cart" with no urgency and no other selling phrase. Typed in a
 * chat, "ok add to cart", "add to basket", "the last one, add to cart" are the shopper's own ask; a shop page
 * pasted whole has its button set apart as a pasted block (pasted-blocks.ts), not here.
 */
const sells = (sentence: string): boolean =>
  SELLING.test(sentence) && (URGENT.test(sentence) || SELLING.test(sentence.replace(/\badd to (?:cart|bag|basket)\b/gi, ' ')));

/**
 * Sentences that tell the shopper to do something to their own things, in someone else's voice: a
 * shop's "Follow us for 10% off!", a message's "delete your wardrobe". Only with a verb of the app and
 * the shopper addressed, never with the shopper's own "my" or "me".
 */
const addressedAt = (line: string): { start: number; end: number }[] => {
  const spans: { start: number; end: number }[] = [];
  for (const m of line.matchAll(/[^.!?]+[.!?]*/g)) {
    const sentence = m[0];
    if (!(ADDRESSED.test(sentence) || sells(sentence)) || SHOPPER.test(sentence) || GROUP_ASKS.test(sentence) || ASKS_FOR_OURS.test(sentence)) continue;
    // The shopper addressed after the verb, as its object or place: "follow us", "add it to your cart".
    const words = sentence.toLowerCase().split(/[^\p{L}']+/u);
    const verb = words.findIndex((w) => INSTRUCTIONS.has(w));
    if (verb !== -1 && (words.slice(verb + 1).some((w) => ADDRESSED.test(w)) || sells(sentence))) spans.push({ start: m.index, end: m.index + sentence.length });
  }
  return spans;
};

/** Where someone else's words start on a line ("she said: …", "@lena: …"), or -1. */
const introducedAt = (line: string): number => {
  // Each colon, or dash with spaces around it ("she said - unfollow x"), in turn: "show me bags - my friend said: …".
  // A mark inside a quote ("Q2 board review — Wed 22 Apr") is the quoted text's own: the quote pair sets it apart whole.
  const quotes = quotePairSpans(line);
  for (const mark of line.matchAll(/:|\s[-–—]\s/g)) {
    if (quotes.some((q) => mark.index > q.start && mark.index < q.end)) continue;
    const at = introducedBy(line, mark);
    if (at !== -1) return at;
  }
  return -1;
};

/** Longer than this, the words before a colon are more than an introduction: only the colon's own words go. */
const INTRO_WORDS = 8;

/**
 * Where the introduction of someone else's words starts on a line ("my friend sent me this:", "caption
 * on the post:"): after the last sentence end, comma or spaced dash before `at`, when what lies between
 * is short and names who spoke or what was found. Else `at` itself (the introduction stays the shopper's).
 */
export const introStart = (line: string, at: number): number => {
  const head = line.slice(0, at);
  let from = 0;
  for (const m of head.matchAll(/[.!?,;](?=\s)|\s[-–—]\s/g)) if (m.index + m[0].length < head.length) from = m.index + m[0].length;
  const phrase = head.slice(from).replace(/(?:[:\s⬇↓-]|\uFE0F|👇)+$/u, '').trim().toLowerCase();
  const words = phrase.split(/\s+/).filter(Boolean);
  // "@camille.style: …" — a handle alone names who spoke.
  const speaker = words.length === 1 && /^@[\w.]{2,30}$/.test(words[0]!);
  const named = speaker || fromSource(words.slice(-5)) || words.slice(-5).some((w) => SPEECH_VERBS.has(w.replace(/[^\p{L}']/gu, '')));
  // "follow everyone in this caption:" asks something of the text it introduces: the shopper's own words, not its
  // introduction. A question word opening a clause ("what my friend wrote 👇") introduces; it asks nothing.
  const asks = OWN_LINE.test(phrase) && !/^(?:what|which|where|how)\b/.test(phrase);
  if (!words.length || words.length > INTRO_WORDS || !named || asks) return at;
  return from + (head.slice(from).length - head.slice(from).trimStart().length);
};

const introducedBy = (line: string, mark: RegExpMatchArray): number => {
  if (mark.index === undefined || mark.index === 0) return -1;
  const colon = mark.index;
  const after = colon + mark[0].length;
  if (/\d$/.test(line.slice(0, colon)) && /^\d/.test(line.slice(after))) return -1;
  const before = line.slice(0, colon).trim().toLowerCase().split(/\s+/);
  // "she said", "my sister texted me", "got this message from sam", "sent me this": a speech word among the last few.
  const tail = before.slice(-5);
  const speech = tail.findIndex((w) => SPEECH_VERBS.has(w));
  const afterSpeech = speech === -1 ? [] : tail.slice(speech + 1);
  // "Note: …" alone is the shopper's own heading; "a note from my sister: …" is hers.
  const heading = before.length === 1 && OWN_HEADINGS.has(before[0]!.replace(/[^a-z.]/g, ''));
  const introduces = (speech !== -1 && !heading && afterSpeech.length <= 4 && afterSpeech.every((w, k) => INTRO_GLUE.has(w) || PLACE_GLUE.has(tail[speech + k]!))) ||
    fromSource(tail);
  // "she said: "…"": the quote marks say where her words end, so the quote pair takes them.
  const rest = line.slice(after).trimStart();
  if (QUOTE_PAIRS.some(([open]) => rest.startsWith(open)) || new RegExp(`^${SINGLE_QUOTED.source}`).test(rest)) return -1;
  if (introduces || (before.length === 1 && /^@[\w.]{2,30}$/.test(before[0]!) && mark[0] === ':')) return after;
  return -1;
};

/** Verbs of the app an instruction starts with. */
const INSTRUCTIONS = new Set([
  'follow', 'unfollow', 'add', 'remove', 'delete', 'clear', 'empty', 'buy', 'save', 'drop', 'mute', 'pause', 'block', 'cancel', 'plan',
  'put', 'move', 'like', 'unlike', 'import', 'deactivate', 'reactivate', 'purchase', 'order', 'checkout',
]);
/** Who tells the shopper something: anyone but the shopper and the stylist. */
const NOT_THIRD = new Set(['i', 'you', 'we', "i'd", "i'll", 'u']);

/**
 * Reported instructions without a colon: "the post says follow @x", "she told me to unfollow lena",
 * "my friend keeps saying add it to the cart" — from the instruction's verb to the end of its
 * sentence (or a dash). Only after someone else's speech word, and only an instruction of the app.
 */
const reportedAt = (line: string): { start: number; end: number } | null => {
  const words = [...line.matchAll(/[\p{L}@'’.]+/gu)];
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    const word = w[0].toLowerCase();
    if (!SPEECH_VERBS.has(word) && word !== 'told' && word !== 'tells' && word !== 'saying') continue;
    const subject = words[i - 1]![0].toLowerCase();
    if (NOT_THIRD.has(subject) || (words[i - 2] && NOT_THIRD.has(words[i - 2]![0].toLowerCase()) && subject !== 'friend')) continue;
    let j = i + 1;
    while (j < words.length && ['me', 'to', 'that', 'i', 'you', 'should', 'must', 'we', 'us'].includes(words[j]![0].toLowerCase())) j++;
    const verb = words[j];
    if (!verb || !INSTRUCTIONS.has(verb[0].toLowerCase())) continue;
    const from = verb.index!;
    const rest = line.slice(from);
    const stop = /[.!?](?=\s|$)|\s[-–—]\s/.exec(rest);
    return { start: from, end: from + (stop ? stop.index : rest.length) };
  }
  return null;
};

/** Where pasted text comes from: "from Zara's site:", "this is off vinted:", "from the app:". */
const SOURCES = new Set([
  'site', 'website', 'page', 'app', 'shop', 'store', 'listing', 'instagram', 'insta', 'tiktok', 'pinterest', 'vinted', 'depop', 'ebay', 'etsy',
  'amazon', 'asos', 'catalogue', 'catalog', 'magazine', 'blog', 'notes', 'email', 'newsletter', 'whatsapp', 'messages', 'chat',
]);
/** Who passes words on to the shopper: "from my stylist:", "straight from my mum:". */
const SENDERS = new Set([
  'stylist', 'friend', 'bestie', 'mum', 'mom', 'mam', 'dad', 'sister', 'sis', 'brother', 'boss', 'colleague', 'aunt', 'auntie', 'uncle',
  'gran', 'grandma', 'nan', 'cousin', 'partner', 'husband', 'wife', 'boyfriend', 'girlfriend', 'flatmate', 'roommate', 'mate', 'tailor',
]);
/** The last words before a colon name where the text comes from: "from" or "off" then up to three words, one a source or a sender. */
const fromSource = (tail: readonly string[]): boolean => {
  const at = Math.max(tail.lastIndexOf('from'), tail.lastIndexOf('off'));
  const after = tail.slice(at + 1).map((w) => w.replace(/[^\p{L}']/gu, '').replace(/'s$/, ''));
  // "a gift from my sister: a cashmere scarf" tells of a piece the shopper got, not of words passed on.
  const gift = /^(?:gifts?|presents?|hand-me-downs?)$/.test(tail[at - 1] ?? '');
  return at !== -1 && after.length >= 1 && after.length <= 3 && after.some((w) => SOURCES.has(w) || (tail[at] === 'from' && !gift && SENDERS.has(w)));
};

/** After these, any one word may stand before the colon: "a message from sam", "saw this on instagram", "a review on asos". */
const PLACE_GLUE = new Set(['from', 'by', 'on', 'in', 'at', 'under', 'my', 'his', 'her', 'our', 'their', 'a', 'an', 'the']);

/** Words that may follow the speech word before the colon: "texted me", "sent me this", "a message from sam". */
const INTRO_GLUE = new Set([
  'me', 'us', 'this', 'that', 'it', 'from', 'by', 'saying', 'earlier', 'today', 'yesterday', 'to', 'her', 'him', 'them', 'on', 'in', 'at',
  'online', 'a', 'an', 'the',
]);

/**
 * The shopper's own words and what they quoted, in the order it appeared. `isName`: quoted text that is
 * only a name (a known handle or brand: `unfollow "oslo knits"`) is the shopper's argument, not someone
 * else's words: it stays in their own words, without its quote marks.
 */
/** A verb of naming a few words before a quote: "rename my 'blue jeans' to 'mom jeans'", "call it “Brunch”". */
// "save it as 'spring layers'", "keep this look as "friday dinner"": keeping something under a name names it too.
const NAMING = /\b(?:rename|renamed|renaming|call|called|name|named|label|relabel)\b[^.!?\n]{0,40}$|\b(?:save|keep|store|file)\b[^.!?\n]{0,25}\bas\s*$/i;
/** A short quote the shopper names one of their own things by (after a verb of naming) is their argument, not someone else's words. */
const namedByShopper = (text: string, p: { start: number; inner: string }): boolean =>
  p.inner.length <= 40 && p.inner.trim().split(/\s+/).length <= 5 && NAMING.test(text.slice(0, p.start));

export const separateQuoted = (text: string, isName: (inner: string) => boolean = () => false): Separated => {
  const json = jsonSpans(text);
  const pairs = quotePairSpans(text);
  const names = pairs.filter((p) => isName(p.inner) || namedByShopper(text, p));
  const others = pairs.filter((p) => !names.includes(p)).map((p) => withIntroduction(text, p));
  const found: Span[] = [...fencedSpans(text), ...json, ...lineSpans(text), ...others, ...listBlocks(text, isName), ...urlBlocks(text), ...bookingBlocks(text)];
  // A paragraph pasted bare, asked about on the line below (or after an ask before it), when nothing outside it was set apart.
  // A shop's button line inside it ("Add to bag") is part of that paragraph, not a reason to miss it; a
  // paste found whole by other means ("product description: …") keeps its own bounds.
  const block = bareBlock(text) ?? leadBlock(text);
  const inside = block && found.every((f) => f.start >= block.start && f.end <= block.end && !('items' in f));
  const bare = block && inside && found.reduce((n, f) => n + f.end - f.start, 0) * 2 < block.end - block.start ? block : null;
  const candidates = (bare ? [bare] : found).sort((a, b) => a.start - b.start || b.end - a.end);
  // Spans inside an earlier one (a quote inside a pasted email) belong to it.
  const kept: Span[] = [];
  for (const span of candidates) if (!kept.some((k) => span.start < k.end)) kept.push(span.start === 0 ? span : withHeading(text, span, kept.at(-1)?.end ?? 0));
  // A quoted name loses its quote marks and stays.
  let unquoted = text;
  for (const name of names) if (!kept.some((k) => name.start < k.end && k.start < name.end)) {
    unquoted = `${unquoted.slice(0, name.start)} ${unquoted.slice(name.start + 1, name.end - 1)} ${unquoted.slice(name.end)}`;
  }
  if (kept.length === 0) return { own: unmarked(names.length ? unquoted.replace(/ {2,}/g, ' ').trim() : text.trim()), quoted: [], jsonLike: false, lists: [] };
  let own = '';
  let at = 0;
  for (const span of kept) {
    own += `${unquoted.slice(at, span.start)} `;
    at = span.end;
  }
  own += unquoted.slice(at);
  return {
    // What the paste leaves at the start of a line (". do I have any of these?", "- what do you think?") goes with it.
    own: unmarked(own.replace(/[ \t]+/g, ' ').replace(/\s*\n\s*/g, '\n').replace(/(^|\n)[\s.,;:!?—–-]+(?=\p{L})/gu, '$1').trim()),
    quoted: kept.map((s) => s.inner).filter(Boolean),
    jsonLike: json.length > 0,
    lists: kept.flatMap((s) => (s.items?.length ? [s.items] : [])),
  };
};

/**
 * A short title line ending in a colon right above pasted lines ("Trip details:", "Booking confirmation:")
 * names what they are and goes with them; never a line asking something ("add this to my wardrobe:").
 */
const withHeading = (text: string, span: Span, after: number): Span => {
  const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
  if (text.slice(lineStart, span.start).trim()) return span;
  const prevStart = text.lastIndexOf('\n', lineStart - 2) + 1;
  const heading = text.slice(prevStart, lineStart - 1);
  const words = heading.trim().split(/\s+/);
  if (prevStart < after || !/:\s*$/.test(heading) || words.length > 4 || OWN_LINE.test(heading)) return span;
  return { ...span, start: prevStart };
};

/** The shopper's own list lines without their markers: "1. find black boots" asks for no $1. */
const unmarked = (own: string): string =>
  // A comma keeps the entries apart once the lines are joined: "find black boots, follow oslo knits" is two requests.
  // The first entry under a line ending in a colon ("my list for today:") continues that line.
  own.replace(/^[ \t]*(?:\d{1,3}[.)]|[-*•·])[ \t]+(?=\S)/, '')
    .replace(/(:?)[ \t]*\n[ \t]*(?:\d{1,3}[.)]|[-*•·])[ \t]+(?=\S)/g, (_m, colon: string) => (colon ? ':\n' : '\n, '));

/** A quote with its introduction before it on its line ("my friend said “…”", "caption on the post: “…”"): the introduction goes with it. */
const withIntroduction = (text: string, span: Span): Span => {
  const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
  const line = text.slice(lineStart, span.start);
  if (!line.trim()) return span;
  const from = introStart(line, line.length);
  return from < line.length ? { ...span, start: lineStart + from } : span;
};

/**
 * Whether text passed on holds an instruction of the app ("follow @x", "delete your wardrobe", "add it
 * to your cart"): the reply then says plainly that it was not acted on.
 */
export const holdsInstruction = (quoted: readonly string[]): boolean =>
  quoted.some((q) => {
    const words = q.toLowerCase().split(/[^\p{L}@'.]+/u).filter(Boolean);
    return words.some((w, i) => INSTRUCTIONS.has(w) && !SOFT_VERBS.has(w) && (i === 0 || /^(?:and|then|please|pls|just|now|to|should|must|&)$/.test(words[i - 1]!) || STRONG_VERBS.has(w)));
  });
/** Verbs of the app that are also everyday words in a description ("like new", "order confirmation", "save 20%"). */
const SOFT_VERBS = new Set(['like', 'order', 'save', 'plan', 'put', 'move', 'drop', 'import']);
/** Verbs that are an instruction wherever they stand in pasted text. */
const STRONG_VERBS = new Set(['follow', 'unfollow', 'delete', 'remove', 'clear', 'deactivate']);
