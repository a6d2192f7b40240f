/**
 * The shopper's wardrobe: what they own (a list, a count, by colour or category), adding a piece
 * they have ("I just bought …", "I picked up …"), correcting one, removing one ("I gave away my
 * red scarf"); and reading a photo's style. Counts are answered with the number, computed from
 * wardrobe.list's own output contract.
 */
import { cartLineTakenOut } from './lib/after-cart.js';
import { wardrobeList } from '../../../tools/wardrobe/tools.js';
import { plainOf } from './lib/accounts.js';
import { catalogueQuery } from './lib/catalogue-query.js';
import { ROOM_NAMES } from './lib/dressing-room.js';
import { examplesOf } from './lib/examples.js';
import { outputOf } from './lib/outputs.js';
import { resolveWardrobe } from './lib/plan-wardrobe.js';
import { plural } from './lib/reply-format.js';
import { wardrobeSentence } from './lib/reply-wardrobe.js';
import { outfitRequest, type OutfitRequest } from './lib/understand-outfits.js';
import { isPurchase, ownershipOf, pieceWord, statesBudget } from './lib/purchase.js';
import { joinedDrafts, piecesInRun } from './lib/several-pieces.js';
import { draftOf, listRequest, OWN_COLLECTION, targetWords, wardrobeRequest, type WardrobeDraft, type WardrobeRequest } from './lib/understand-wardrobe.js';
import { categoryIn, has, titleCase } from './lib/words.js';
import { boughtShown } from './lib/bought-shown.js';
import { shownPieceDraft } from './lib/shown-piece.js';
import { ownInstead } from './lib/own-instead.js';
import { ownedCorrection } from './lib/owned-correction.js';
import type { Request } from './lib/request.js';
import { addedByMistake, asksPresence, onlyChecks, partedWith, partsWith, takesOut } from './lib/wardrobe-asks.js';
import { piecesNamed } from './lib/named-pieces.js';
import { pronounPlaceOf } from './lib/place-in-play.js';
import { singular } from '../nlu/index.js';
import { countOf, countOfPlural } from '../../../tools/text/phrase.js';
import type { ClauseInput, Skill } from './types.js';

/** Removing an owned piece with the app's own verbs: "remove my grey coat", "delete my old jeans". */
const REMOVE_MINE = /^(?:please\s+|can you\s+|could you\s+)?(?:remove|delete|take out|clear out)\s+my\s+(.+?)(?:[,.;!]|\s+(?:from|out of|i|since|because|as)\b|$)/i;

/** A piece the shopper no longer has ("gave my denim jacket to my sister", "my loafers fell apart"), or "remove my …": its words, or null. */
const disposal = (c: ClauseInput): string | null => {
  if (!c.slots.garments.length && !c.slots.categories.length) return null;
  if (c.slots.handles.length || /@\w/.test(c.text) || NOT_WARDROBE.test(c.text)) return null;
  const parted = ownershipOf(c.text, c.slots, 'gone');
  if (parted) return targetWords(parted.words.slice(parted.piece.from, parted.piece.to).join(' ')) || null;
  // "remove the beige trench, gave it to my sister", "take my old hoodie off the list, my bf stole it": taken out because parted with.
  if (takesOut(c.text) && (partedWith(c.text) || /\b(?:take|remove|delete)\s+my\b/i.test(c.text))) {
    const [named] = piecesNamed(c.text);
    if (named) return targetWords(named) || null;
  }
  const m = REMOVE_MINE.exec(c.text.trim());
  if (m) return targetWords(m[1]!) || null;
  // "I don't wear the floral skirt anymore, delete it": the piece said first, the removal after, by pronoun.
  const phrase = REMOVE_IT.test(c.text) && OWNED_BEFORE.test(c.text) ? piecePhrase(c) : null;
  return phrase ? targetWords(phrase) || null : null;
};

/** A removal whose place is a pronoun for another container in play (lib/place-in-play.ts). */
const removesElsewhere = (c: ClauseInput): boolean => {
  const place = pronounPlaceOf(c.text, c.state);
  return place !== null && place !== 'wardrobe';
};

/** Removing by pronoun ("delete it", "bin them", "get rid of it"), the piece named earlier in the clause. */
const REMOVE_IT = /\b(?:(?:remove|delete|bin|ditch|toss|chuck|dump|donate|sell)\s+(?:it|them)|get rid of (?:it|them)|(?:take|throw|chuck|toss) (?:it|them) (?:out|away))\b/i;
/** …of a piece the shopper owns or wears: "my floral skirt", "I don't wear the floral skirt anymore", "I never use the tote". */
const OWNED_BEFORE = /\b(?:my|i (?:don'?t|do not|never|no longer|can'?t|won'?t) (?:wear|use|need|like|want)|i (?:own|have)|i'?ve got)\b/i;

/**
 * Asking about pieces the shopper owns: "which of my shoes are black", "do I have any navy tops",
 * "what shoes have I got", "is there a white shirt in my wardrobe", "how many bags do I own". An
 * asking word, and words of owning: never a statement ("I have black jeans") or a catalogue search.
 */
const ASKS_OWNED = /^(?:(?:so|and|ok|okay|hey|hi|quick question|remind me)[,:]?\s+)*(?:what|which|how many|do i|did i|have|is there|are there|any|anything|count|list|show|see|tell me|number of|got any|can you (?:count|list|tell me|show|check)|could you (?:count|list|tell me|show|check))\b|\bhow many\b|\bnumber of\b/i;
const OWNS = /\b(?:do i (?:already |still |even |currently )?(?:have|own)|have i (?:already |still )?got|i (?:already |still |currently )?(?:own|owned)|i'?ve (?:already |still )?got|i (?:have|got)\b(?!\s+(?:to|a|an)\b)|of my|in my (?:wardrobe|closet)|my (?:wardrobe|closet))\b|^(?:(?:can|could) you\s+)?(?:show|list|see|count)(?: me)? (?:all )?(?:of )?my\b/i;
/** Dressing, not owning: "I have black jeans, what top should I wear with them?" is an outfit. */
const DRESSING = /\b(?:wear|wearing|suit|suits|style|styling|match|matches|go(?:es)? (?:well )?with|pair|team)\b/i;
const ownedAsked = (text: string) => ASKS_OWNED.test(text) && OWNS.test(text) && !DRESSING.test(text);
/** What belongs to another part of the app, even when it is the shopper's. */
const NOT_WARDROBE = new RegExp(`\\b(?:cart|basket|${ROOM_NAMES}|saved|trips?|outfits?|looks?|sources?|influencers?|follow\\w*|posts?|go(?:es)? with|to wear with|match(?:es)?|pair with|style)\\b`, 'i');
/** A piece put in or taken out of the dressing room ("to my faves", "out of my wishlist"). */
const IN_ROOM = new RegExp(`\\b(?:to|in|into|on|onto|from|out of) (?:my|the) (?:${ROOM_NAMES})\\b`, 'i');
const COUNT = /\bhow many\b|\bnumber of\b|\bcount\b/i;
const GONE_WORDS = /\b(?:remove|delete|take (?:out|off)|out of my|throw(?:ing)? (?:out|away)|toss|bin|don'?t (?:have|own)|do not (?:have|own)|no longer|gave away|sold|got rid|donated|lost)\b/i;
const HAVE_WORDS = /\b(?:add|log|have|own|bought|got|new|picked up|ordered)\b/i;
/** Wanting a piece, not having it: "I need a new handbag", "I'd love a new pair of slingbacks", "looking for new boots". */
const WANTING = /\b(?:i'?d (?:love|like|really like)|i would (?:love|like)|i (?:really )?fancy|need|want|wanna|looking for|i'?m after|hoping for|could do with|in the market for|wish(?:ing)? (?:i had|for)?|find|show|search|recommend|suggest)\b/i;
const NOT_PIECE = /^(?:my|the|a|an|new|old|also|some|this|that|these|those|of|pair|pairs)$/i;

/** The piece a clause names: the words before its garment word that describe it ("white linen"), and the garment. */
const piecePhrase = (c: ClauseInput): string | null => {
  // Of several garment words, the last piece named; one a piece comes "with" is its detail ("boots with a modest heel").
  const named = c.slots.garments.length > 1 ? piecesNamed(c.text).at(-1) : undefined;
  if (named) return named;
  const words = c.text.replace(/[,.!?;:]/g, ' ').split(/\s+/).filter(Boolean);
  // No garment word: the category word the shopper used ("the striped top").
  const g = c.slots.garments.at(-1) ?? (c.slots.categories.length ? { word: words.find((w) => categoryIn(w) !== undefined) ?? '' } : null);
  if (!g?.word) return null;
  const at = words.findIndex((w) => w.toLowerCase().startsWith(g.word.split(' ')[0]!.toLowerCase().slice(0, 4)));
  if (at < 0) return null;
  const size = g.word.split(' ').length;
  const before: string[] = [];
  for (let i = at - 1; i >= 0 && before.length < 3; i--) {
    const w = words[i]!;
    if (NOT_PIECE.test(w) || !/^[\p{L}-]+$/u.test(w) || /^(?:i|to|in|from|out|add|remove|have|own|bought|got|throw|take|my)$/i.test(w)) break;
    before.unshift(w);
  }
  return [...before, ...words.slice(at, at + size)].join(' ');
};

/** A piece the shopper says they bought or have ("I just bought a navy blazer"), or null. `any`: any verb of having will do. */
const addedPiece = (c: ClauseInput, any = false): WardrobeRequest | null => {
  // "from Arket", or a catalogue brand the NLU layer read, however it was written ("from pace", "the forma boots").
  const brand = /\b(?:from|by)\s+([A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,2})/.exec(c.text)?.[1]
    ?? c.slots.brands.find((b) => new RegExp(`\\b(?:from|by)\\s+${escapeRegex(b)}\\b`, 'i').test(c.text))
    ?? (c.slots.brands.length === 1 ? c.slots.brands[0] : undefined)
    ?? c.slots.makers?.[0]
    ?? capitalisedMaker(c);
  const got = ownershipOf(c.text, c.slots, 'got');
  const gotWords = got ? got.words.slice(got.piece.from, got.piece.to).join(' ') : null;
  // "add 2 white tshirts to my wardrobe, I bought them yesterday": a pronoun got points back at the piece named before it.
  const said = gotWords && !/^(?:it|them|these|those|they|one|ones)\b/i.test(gotWords) ? gotWords : piecePhrase(c);
  if (!said || !(got || any || isPurchase(c.text, c.slots))) return null;
  // "got 2 new tops today: a striped top from petit bateau and a white tee": the pieces after the colon, not the summary.
  const [first, ...more] = colonListed(c).map((d) => withGarmentCategory(d, c));
  if (first) return { kind: 'wardrobe.add', item: first, described: first.item_name.toLowerCase(), ...(more.length ? { also: more } : {}) };
  // The brand is the row's brand, not part of its name: "forma ankle boots" is ankle boots by Forma.
  const phrase = brand ? withoutWords(said, brand) || said : said;
  const item = draftOf(brand ? `${phrase} from ${titleCase(brand)}` : phrase, c.text);
  if (!item) return null;
  // "bought a pair of jeans for 80": what was paid, in dollars when no other currency is said.
  const paid = c.slots.price;
  if (item.purchase_price === undefined && paid?.max !== undefined && paid.min === undefined && !paid.approximate && paid.currency === 'USD'
    && (/\b(?:for|paid|cost|was|spent)\s+\$?\s*\d/i.test(c.text) || /,\s*\$?\s*\d[\d,.]*\s*(?:dollars?|bucks|usd)?\s*[.!]*$/i.test(c.text))) item.purchase_price = paid.max;
  // "got a new handbag! it's a tan coach one": a colour told apart from the piece's words is still the one piece's, as said.
  if (!item.color && c.slots.garments.length <= 1 && c.slots.colours.length === 1) item.color = c.slots.shades[0] ?? c.slots.colours[0]!;
  const also = brand ? [] : joinedDrafts(textAfter(c.text, phrase), c.text, pieceWord(c.slots)).map((d) => withGarmentCategory(d, c));
  return { kind: 'wardrobe.add', item: withGarmentCategory(item, c), described: targetWords(phrase), ...(also.length ? { also } : {}) };
};

/** Words written with a capital before a piece that name no maker. */
const NOT_MAKER = /^(?:I|A|An|The|My|New|Some|This|That|These|Those|Just|Got|Bought|Added?|Log|Please|Pair|Two|Three)$/;

/**
 * "add my new Vagabond sandals": a word the shopper capitalised, mid-sentence, right before the piece,
 * that says nothing the vocabulary knows (no colour, material or garment), is who made it.
 */
const capitalisedMaker = (c: ClauseInput): string | undefined => {
  const g = c.slots.garments.at(-1)?.word ?? c.slots.categories.map((k) => k.toLowerCase()).find((k) => c.text.toLowerCase().includes(k));
  if (!g) return undefined;
  const m = new RegExp(`(?<=[a-z,]\\s+)([A-Z][a-z][\\w'’&-]*)\\s+${escapeRegex(g.split(' ')[0]!)}`).exec(c.text);
  const word = m?.[1];
  if (!word || NOT_MAKER.test(word) || categoryIn(word.toLowerCase()) !== undefined) return undefined;
  const lower = word.toLowerCase();
  if (c.slots.colours.some((k) => lower === k) || c.slots.shades.includes(lower) || c.slots.materials.includes(lower) || (c.slots.styles ?? []).includes(lower)) return undefined;
  return word;
};

/**
 * The pieces listed after a purchase's colon, one row each, each with its own maker and price
 * ("a striped top from petit bateau and a white tee from uniqlo, £12"); none when no colon lists pieces.
 */
const colonListed = (c: ClauseInput): WardrobeDraft[] => {
  const colon = c.text.indexOf(':');
  if (colon < 0) return [];
  const names = [...c.slots.brands, ...(c.slots.makers ?? [])];
  return c.text.slice(colon + 1).split(/\s*(?:,|;|\band\b|\bplus\b|&)\s*/i).flatMap((entry) => {
    const by = /\s+(?:from|by)\s+(.+?)\s*[.!]?$/i.exec(entry);
    const maker = by ? names.find((n) => n.toLowerCase() === by[1]!.toLowerCase()) : undefined;
    const piece = maker ? entry.slice(0, by!.index) : entry;
    return draftOf(maker ? `${piece} from ${titleCase(maker)}` : piece, entry) ?? [];
  });
};

/** A row the brand was not read for: the catalogue brand the clause names, or a maker in brackets or after "from", not in its name. */
const withMaker = (item: WardrobeDraft, c: ClauseInput): WardrobeDraft => {
  const brand = (c.slots.brands.length === 1 ? c.slots.brands[0] : undefined) ?? c.slots.makers?.[0];
  if (!brand) return item;
  // "a cream sweater by kind wool": the maker's words and the "by" before them leave the name.
  const name = withoutWords(item.item_name, brand).replace(/\s+(?:from|by|made by)$/i, '');
  return { ...item, ...(name ? { item_name: titleCase(name) } : {}), brand: titleCase(brand) };
};

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The phrase without a name's words ("forma ankle boots" without "Forma"), spaces tidied. */
const withoutWords = (phrase: string, name: string): string =>
  phrase.replace(new RegExp(`\\b${escapeRegex(name)}\\b`, 'i'), ' ').replace(/\s+/g, ' ').trim();

/** The clause's text after a phrase of its words ("red scarf" in "I bought a red scarf and a grey beanie" → " and a grey beanie"). */
const textAfter = (text: string, phrase: string): string => {
  const words = phrase.toLowerCase().split(/\s+/).filter(Boolean).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const m = new RegExp(words.join("[^a-z']+"), 'i').exec(text);
  return m ? text.slice(m.index + m[0].length) : '';
};

/** Jewellery the outfit rules file under accessories ("gold hoops") keeps the NLU layer's category. */
const withGarmentCategory = (item: WardrobeDraft, c: ClauseInput): WardrobeDraft => {
  const g = c.slots.garments.find((m) => item.item_name.toLowerCase().includes(m.word.toLowerCase()));
  return g?.category === 'Jewelry' && item.category === 'Accessories' ? { ...item, category: 'Jewelry' } : item;
};

/** What a clause the classifier is sure is about the wardrobe asks, where the structured reader found nothing. */
const looseRequest = (c: ClauseInput): WardrobeRequest | null => {
  const plain = plainOf(c.text);
  const gone = disposal(c);
  if (gone) return { kind: 'wardrobe.remove', target: gone };
  if (has(plain, 'remove|delete|take out') && (c.slots.garments.length || categoryIn(plain))) {
    const target = targetWords(c.text.replace(/^.*?\b(?:remove|delete|take out)\b/i, '').replace(/[,;].*$/, '').replace(/\b(?:from|out of)\s+(?:my|the)\s+\w+.*$/i, ''));
    if (target) return { kind: 'wardrobe.remove', target };
  }
  // The classifier is sure, the words name a piece: which way is the verb's.
  const phrase = piecePhrase(c);
  if (phrase && GONE_WORDS.test(c.text)) return { kind: 'wardrobe.remove', target: targetWords(phrase) };
  const added = addedPiece(c);
  if (added) return added;
  if (COUNT.test(c.text) || has(plain, 'do i own|do i have|have i got|in my (?:wardrobe|closet)')) return listRequest(c.text);
  // Only a piece after the verb is had: "black jeans, I have plenty" tells of no new piece. (An amount had is a budget: `statesBudget`.)
  const having = HAVE_WORDS.exec(c.text);
  // "I need a new handbag": a piece wanted is asked for, never had.
  if (WANTING.test(c.text)) return null;
  if (phrase && having && c.text.toLowerCase().indexOf(phrase.toLowerCase(), having.index) > having.index) return addedPiece(c, true);
  return null;
};

/**
 * "How many dresses do I own?" is answered with the number; "how many jackets" counts the jackets,
 * not every piece of outerwear.
 */
const withGarmentCount = (r: Extract<WardrobeRequest, { kind: 'wardrobe.list' }>, c: ClauseInput, count = true): WardrobeRequest => {
  const g = c.slots.garments.find((m) => m.category === r.category);
  const counted = count ? { count: true } : {};
  if (!g) return { ...r, ...counted };
  const words = [...new Set([g.garment, g.synonym, g.word].filter((w): w is string => Boolean(w)).map((w) => singular(w.toLowerCase())))];
  return { ...r, ...counted, garment: { words, plural: g.word.toLowerCase().endsWith('s') ? g.word.toLowerCase() : `${g.word.toLowerCase()}s` } };
};

/** "do I own anything from Forma?": a brand the NLU layer read is what the list searches (the tool matches brands too). */
const withBrand = (r: Extract<WardrobeRequest, { kind: 'wardrobe.list' }>, c: ClauseInput): Extract<WardrobeRequest, { kind: 'wardrobe.list' }> => {
  const brand = c.slots.brands[0] ?? c.slots.makers?.[0];
  if (!brand || r.query) return r;
  return { ...r, query: brand, phrase: r.category ? `${brand} ${r.category.toLowerCase()}` : `pieces by ${titleCase(brand)}` };
};

/** A question about owned pieces of a kind ("which of my shoes are black"), never a catalogue search. */
const ownedQuestion = (c: ClauseInput) =>
  ownedAsked(c.text) && !NOT_WARDROBE.test(c.text) && !c.slots.handles.length && !c.slots.remark
  && (c.slots.garments.length + c.slots.categories.length + c.slots.colours.length + c.slots.materials.length + c.slots.brands.length > 0 || /\b(?:pieces|items|things|clothes|garments|wardrobe|closet)\b/i.test(c.text));

/**
 * "take the striped top out of my wardrobe", "put my new boots in my closet": the wardrobe named, a piece named, a change;
 * or a piece of hers renamed or corrected ("rename my white trainers to gym shoes", "change the colour of my scarf to rust").
 */
const namedChange = (c: ClauseInput): boolean => {
  if (!(c.slots.garments.length || c.slots.categories.length) || c.slots.handles.length || NOT_WARDROBE.test(c.text)) return false;
  const inWardrobe = /\b(?:my|the) (?:wardrobe|closet)\b/i.test(c.text) || has(c.text, OWN_COLLECTION);
  if (!inWardrobe && !/\bmy\b/i.test(c.text)) return false;
  const r = wardrobeRequest(c.text);
  return r?.kind === 'wardrobe.update' || (inWardrobe && (r?.kind === 'wardrobe.add' || r?.kind === 'wardrobe.remove'));
};

/** Asking what goes with a piece: "what would go good with them from my wardrobe?". */
const GOES_WITH = /\b(?:go(?:es)?|goes?) (?:good |well |nicely )?with\b|\bto wear with\b|\bmatch(?:es)?\b|\bpair(?:s)? with\b/i;

/**
 * "what from my wardrobe goes with them?" right after pieces were shown: a look completed around the piece pointed at
 * (the one in focus, or the only one shown), from her wardrobe first — never a list of everything she owns.
 */
const lookAroundShown = (c: ClauseInput): Request | null => {
  if (!GOES_WITH.test(c.text) || !/\b(?:it|them|they|those|these|this|that)\b/i.test(c.text)) return null;
  const shown = c.state.lists.products;
  const focus = c.state.focus;
  // Else the piece the shopper's message before named ("the white sneakers, is it real leather?"), else the only one shown.
  const nameOf = (p: Record<string, unknown>) => String(p.product_name ?? p.name ?? '').toLowerCase();
  const said = piecesNamed(c.state.earlierUserTexts.at(-1) ?? '').map((p) => p.split(' '));
  const named = shown.findIndex((p) => said.some((words) => words.every((w) => nameOf(p).includes(w))));
  const focused = focus ? shown.findIndex((p) => nameOf(p) === focus) : -1;
  const at = focused >= 0 ? focused : named >= 0 ? named : shown.length === 1 ? 0 : -1;
  return at < 0 ? null : { kind: 'look.complete', anchors: [], source: { from: 'product', ref: { index: at + 1 } } };
};

/** "which of my own clothes would go with them?": her own pieces around the one shown. */
const ownAround = (c: ClauseInput): boolean => /\b(?:my|mine|i own|i have)\b/i.test(c.text) && lookAroundShown(c) !== null;

/** The wardrobe request a clause reads as, from its own words. */
const readWardrobe = (c: ClauseInput): Request | null => {
  // "add the sneakers to my favorites": a piece put in the dressing room, under any name it goes by, is never owned.
  if (IN_ROOM.test(c.text) && !/\b(?:wardrobe|closet)\b/i.test(c.text)) return null;
  const around = lookAroundShown(c);
  if (around) return around;
  const photo = outfitRequest(c.text);
  if (photo?.kind === 'styleDna.analyze') return photo;
  // "the jeans I added are dark blue, not black": a detail of her own piece put right, however much it reads like a search.
  const corrected = ownedCorrection(c.text, c.slots);
  if (corrected) return { kind: 'wardrobe.update', ...corrected };
  // "rename the trainers in my wardrobe to gym shoes": a rename, however much it reads like asking to see the wardrobe.
  const renamed = wardrobeRequest(c.text);
  if (renamed?.kind === 'wardrobe.update') return renamed;
  // "I've got 90 quid for trainers" is a budget for a search, not trainers owned.
  if (statesBudget(c.text, c.slots)) return null;
  if (isPurchase(c.text, c.slots)) {
    const added = addedPiece(c);
    if (added) return added;
  }
  const disposed = disposal(c);
  if (disposed) return { kind: 'wardrobe.remove', target: disposed };
  if (presenceAsked(c)) return checkOf(c);
  if (ownedQuestion(c)) {
    // "do I have a black blazer?" answers with the blazers, not every piece of outerwear.
    return withGarmentCount(withBrand(listRequest(c.text), c), c, COUNT.test(c.text));
  }
  const written = wardrobeRequest(c.text);
  // "can yu ad 2 whit tshirts to my wardrop": a piece the typos hid is read from the spelling-corrected words.
  const r = (written?.kind === 'wardrobe.add' && !written.item ? wardrobeRequest(c.corrected) : null) ?? written ?? (c.sure ? looseRequest(c) : null);
  // "add these to my closet: a white linen shirt, navy chinos": the pieces the colon lists.
  if (r?.kind === 'wardrobe.add' && !r.item) {
    const [first, ...more] = colonListed(c).map((d) => withGarmentCategory(d, c));
    if (first) return { kind: 'wardrobe.add', item: first, described: first.item_name.toLowerCase(), ...(more.length ? { also: more } : {}) };
  }
  // "add to my wardrobe white linen trousers a green midi skirt and the black ankle boots": one row a piece.
  if (r?.kind === 'wardrobe.add' && !r.also && c.slots.garments.length > 1) {
    const [first, ...more] = piecesInRun(c.text, pieceWord(c.slots)).flatMap((phrase) => draftOf(phrase, phrase) ?? []).map((d) => withGarmentCategory(d, c));
    if (first && more.length) return { kind: 'wardrobe.add', item: first, described: first.item_name.toLowerCase(), also: more };
  }
  if (r?.kind === 'wardrobe.add' && r.item && !r.item.brand && !r.also) return { ...r, item: withMaker(r.item, c) };
  if (r?.kind !== 'wardrobe.list') return r;
  return COUNT.test(c.text) ? withGarmentCount(withBrand(r, c), c) : withBrand(r, c);
};

/** What a question about owned pieces lists: "do I have a black blazer?" answers with the blazers, counted when asked how many. */
const checkOf = (c: ClauseInput): WardrobeRequest => withGarmentCount(withBrand(listRequest(c.text), c), c, COUNT.test(c.text));

/**
 * The safety rule, whatever reader found the piece: a clause that takes out or parts with a piece removes it, one that
 * only checks reads the wardrobe; neither adds a row (lib/wardrobe-asks.ts).
 */
const neverAdding = (r: Request | null, c: ClauseInput): Request | null => {
  if (r?.kind !== 'wardrobe.add') return r;
  // "I put it in my wardrobe by mistake": an add told as a mistake asks to undo it, never to add again.
  if (partsWith(c.text) || addedByMistake(c.text)) {
    const target = disposal(c) ?? piecesNamed(c.text)[0];
    return target ? { kind: 'wardrobe.remove', target: targetWords(target) } : null;
  }
  return onlyChecks(c.text) || asksPresence(c.text) ? checkOf(c) : r;
};

/** "is my denim jacket still in there?", "can you check whether the coat is there?": a piece, or a pointer at one, asked after. */
const presenceAsked = (c: ClauseInput): boolean =>
  asksPresence(c.text) && !NOT_WARDROBE.test(c.text) && !c.slots.handles.length
  && (/\bmy\b|\b(?:wardrobe|closet)\b/i.test(c.text) || /\b(?:already|still)\s+(?:own|have|got)\b/i.test(c.text))
  && (c.slots.garments.length + c.slots.categories.length > 0 || /\b(?:it|them|they)\b/i.test(c.text));

/** "1 pair of shoes", "1 top", "3 dresses", "2 pieces of outerwear": a count of a plural phrase as it is said. */
const ownedCount = (n: number, plural: string): string => {
  const said = countOfPlural(n, plural);
  return n === 1 && !/^1 (?:pair|piece) of /.test(said) ? countOf(1, singular(plural)) : said;
};

export const wardrobeSkill: Skill = {
  id: 'wardrobe',
  summary: 'List, count, add, correct and remove the pieces the shopper owns; read a photo\u2019s style.',
  option: 'keep your wardrobe',
  examples: {
    wardrobe: examplesOf([
      '(what|which) (black|navy|white) (things|pieces|clothes) do i own',
      '(show|list) (my wardrobe|everything in my closet|the clothes i own)',
      '(add|put) a (grey wool coat|white shirt|pair of blue jeans) to my (wardrobe|closet)',
      'i (own|have|bought|just bought|picked up) a (navy blazer|black dress|pair of loafers) (add it to my wardrobe|)',
      'i (just bought|recently bought|picked up|ordered|treated myself to) (a navy blazer|some black loafers|a silk skirt|new trainers)',
      '(remove|delete|get rid of) (my|the) (grey coat|white sneakers) from my (wardrobe|closet)',
      'i (gave away|sold|threw out|no longer have|donated) my (red scarf|old boots|grey coat)',
      'my (trench coat|linen shirt) is actually (beige|cream)',
      'my (tan loafers|denim jacket|wool scarf) (really|actually|in fact) (cost|was|set me back) (95|120|forty)',
      'how many (coats|dresses|shoes|tops|things) do i (own|have)',
      'how many (pieces|items|things) are in my (wardrobe|closet)',
      '(analyse|read|look at) my (latest|last) (photo|photos|upload|pictures)',
      '(run a style analysis on|analyse the style of|read the style of) my (latest|newest|last) (picture|upload|photo)',
      '(analyse|read) my last (two|three|5) photos',
      '(rename|call) my (leather jacket|grey coat|white shirt) (to|as) (moto jacket|winter coat)',
      '(change|set) the (colour|price|brand) of my (trench coat|blue jeans) to (beige|$120|zara)',
          '(remove|delete|take out) my (grey coat|old jeans|white sneakers|navy blazer)',
      '(take|get) the (white sneakers|red scarf) out of my (closet|wardrobe)',
      'i (don’t|do not) have (the|my) (navy blazer|black boots) (anymore|any more)',
      '(add|log) my new (linen trousers|silk blouse|wool coat)',
      'i also (have|own) a (white shirt|black skirt) (from arket|by cos|)',
      '(got|bought) a new (leather jacket|pair of boots) (today|yesterday), (can you add it|add it please|)',
      '(throw out|toss|bin) my old (jeans|trainers|coat)',
      'how many pairs of (shoes|boots|sneakers) do i have',
      '(count|tally) my (dresses|coats|shoes)',
      'i (splashed out on|was gifted|thrifted|came home with|snagged|scored) a (camel coat|silk scarf|denim skirt|pair of mules)',
      'my (old boots|grey coat|white jeans|wool jumper) (fell apart|got ruined|shrank|wore out|got stolen)',
      'i (gave|sold|donated|passed on|returned) my (denim jacket|leather skirt|striped top) (to my sister|on vinted|last week|)',
      '(do i already own|have i got|is there) a (black blazer|denim jacket|white shirt) in my (wardrobe|closet)',
      '(what|which) (shoes|bags|coats|jeans) have i got',
    ]),
  },
  slots: ['garments', 'categories', 'colours', 'materials', 'numbers'],
  kinds: ['wardrobe.list', 'wardrobe.add', 'wardrobe.update', 'wardrobe.remove', 'styleDna.analyze'],
  // Telling of a piece just bought is the wardrobe's, however much it reads like a search.
  // So is adding to or taking out of "my wardrobe" by name.
  // Right after an outfit, "I already have tan boots, put those in" puts her piece in the outfit (lib/own-instead.ts).
  // "get rid of the boots from it" right after the dressing room, a cart, an outfit or a trip: that place, never the wardrobe.
  claims: (c) => !removesElsewhere(c) && ownInstead(c.text, c.slots, c.state) === null && cartLineTakenOut(c.text, c.slots, c.state) === null && (isPurchase(c.text, c.slots) || ownedQuestion(c) || presenceAsked(c) || ownAround(c) || disposal(c) !== null || namedChange(c) || boughtShown(c) !== null || ownedCorrection(c.text, c.slots) !== null),
  read(c) {
    if (ownInstead(c.text, c.slots, c.state)) return null;
    // "bought it!" right after pieces were shown: the piece pointed at, into the wardrobe (lib/bought-shown.ts).
    const bought = boughtShown(c);
    if (bought) return neverAdding({ kind: 'wardrobe.add', item: bought, described: bought.item_name.toLowerCase() }, c);
    const r = readWardrobe(c);
    if (r?.kind === 'wardrobe.remove' && removesElsewhere(c)) return null;
    // "bought it! put it in my wardrobe" right after a search: the piece shown, as the catalogue names it.
    const shown = r?.kind === 'wardrobe.add' && !r.item ? shownPieceDraft(c) : null;
    return neverAdding(shown && r?.kind === 'wardrobe.add' ? { ...r, item: shown } : r, c);
  },
  plan: (r, ctx) => resolveWardrobe(r as WardrobeRequest | OutfitRequest, ctx, catalogueQuery),
  speak(r, o) {
    if (r.kind === 'wardrobe.list' && (r.count || r.garment) && 'result' in o && !o.result.isError) {
      const listed = outputOf(wardrobeList, o.result.output);
      if (listed && r.garment) {
        const { words, plural: many } = r.garment;
        const pieces = listed.items.filter((i) => words.some((w) => i.item_name.toLowerCase().includes(w)));
        const names = pieces.map((i) => i.item_name).join(', ');
        const what = r.query ? `${r.query} ${many}` : many;
        return pieces.length ? `You have ${ownedCount(pieces.length, what)} in your wardrobe: ${names}.` : `You have no ${what} in your wardrobe.`;
      }
      if (listed) {
        const n = listed.items.length;
        if (!r.query && !r.category) return `You have ${plural(listed.total, "piece")} in your wardrobe.`;
        return n ? `You have ${ownedCount(n, r.phrase)} in your wardrobe.` : `You have no ${r.phrase} in your wardrobe.`;
      }
    }
    return wardrobeSentence(r, o) ?? '';
  },
};
