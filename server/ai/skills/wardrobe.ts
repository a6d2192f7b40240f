/**
 * The shopper's wardrobe: what they own (a list, a count, by colour or category), adding a piece
 * they have ("I just bought …", "I picked up …"), correcting one, removing one ("I gave away my
 * red scarf"); and reading a photo's style. Counts are answered with the number, computed from
 * wardrobe.list's own output contract.
 */
import { wardrobeList } from '../../../tools/wardrobe/tools.js';
import { plainOf } from './lib/accounts.js';
import { catalogueQuery } from './lib/catalogue-query.js';
import { examplesOf } from './lib/examples.js';
import { outputOf } from './lib/outputs.js';
import { resolveWardrobe } from './lib/plan-wardrobe.js';
import { plural } from './lib/reply-format.js';
import { wardrobeSentence } from './lib/reply-wardrobe.js';
import { outfitRequest, type OutfitRequest } from './lib/understand-outfits.js';
import { isPurchase, statesBudget } from './lib/purchase.js';
import { draftOf, listRequest, targetWords, wardrobeRequest, type WardrobeDraft, type WardrobeRequest } from './lib/understand-wardrobe.js';
import { categoryIn, has } from './lib/words.js';
import { singular } from '../nlu/index.js';
import type { ClauseInput, Skill } from './types.js';

/** "I just bought a navy blazer", "picked up some black loafers": a piece the shopper now owns. */
const BOUGHT = /\b(?:i(?:'ve| have)?\s+)?(?:just\s+|recently\s+|finally\s+)?(?:bought|purchased|got (?:myself )?|picked up|ordered|treated myself to|splurged on|scored|found)\s+(?:myself\s+)?(?:a\s+new\s+|a\s+pair\s+of\s+|some\s+|a\s+|an\s+|new\s+)?(.+?)(?:\s+(?:yesterday|today|last (?:week|month)|this (?:week|morning)|on sale|online|at .+|from [a-z].*|for \$?\d.*))?[.!]*$/i;
/** "I gave away my red scarf", "I no longer have my grey coat": a piece the shopper no longer owns. */
const GONE = /\b(?:gave away|sold|threw (?:out|away)|got rid of|donated|lost|no longer (?:have|own)|don'?t (?:have|own) (?:it|my)|binned|returned)\s+(?:my|the|that|those|a|an)?\s*(.+?)(?:\s+(?:yesterday|today|last (?:week|month)))?[.!]*$/i;
/** "my red scarf went to charity", "the striped top is worn out": a piece gone, said after it. */
const GONE_AFTER = /^(?:(?:i think|sadly|so|well|ugh)[, ]+)?(?:my|the|that)\s+(.+?)\s+(?:went to (?:charity|the charity shop|a friend|my sister)|is gone|has gone|got (?:ruined|lost|stolen|destroyed)|was (?:stolen|lost|ruined|destroyed)|broke|ripped|tore|wore out|is worn out|(?:no longer|doesn'?t) fits?(?: me)?(?: anymore| any more)?)\b/i;
/**
 * Parting with an owned piece: "get rid of my grey coat", "bin the striped top", "drop the black
 * boots, I don't wear them". Disposal verbs take any piece; plain removal verbs only "my" one.
 */
const DISPOSE = /^(?:please\s+|can you\s+|could you\s+)?(?:get rid of|bin|toss|throw (?:out|away)|chuck|ditch|donate|drop)\s+(?:my|the|that|those)\s+(.+?)(?:[,.;!]|\s+(?:from|out of|i|since|because|as)\b|$)/i;
const REMOVE_MINE = /^(?:please\s+|can you\s+|could you\s+)?(?:remove|delete|take out|clear out)\s+my\s+(.+?)(?:[,.;!]|\s+(?:from|out of|i|since|because|as)\b|$)/i;
const disposal = (c: ClauseInput): string | null => {
  if (!c.slots.garments.length && !c.slots.categories.length) return null;
  if (c.slots.handles.length || /@\w/.test(c.text) || NOT_WARDROBE.test(c.text)) return null;
  const m = DISPOSE.exec(c.text.trim()) ?? REMOVE_MINE.exec(c.text.trim());
  return m ? targetWords(m[1]!) || null : null;
};

/** Asking about pieces the shopper owns: "which of my shoes are black", "do I have any navy tops". */
const OWNED_QUESTION = /\b(?:which|what|how many) of my\b|^(?:show|list|see)(?: me)? (?:all )?my\b|\bdo i (?:have|own|still have)\b|\bwhat\b.*\bdo i (?:have|own)\b|\bhave i got any\b/i;
/** What belongs to another part of the app, even when it is the shopper's. */
const NOT_WARDROBE = /\b(?:cart|basket|dressing room|saved|saves|wishlist|trips?|outfits?|looks?|sources?|influencers?|follow\w*|posts?|go(?:es)? with|to wear with|match(?:es)?|pair with|style)\b/i;
const COUNT = /\bhow many\b|\bnumber of\b|\bcount\b/i;
const GONE_WORDS = /\b(?:remove|delete|take (?:out|off)|out of my|throw(?:ing)? (?:out|away)|toss|bin|don'?t (?:have|own)|do not (?:have|own)|no longer|gave away|sold|got rid|donated|lost)\b/i;
const HAVE_WORDS = /\b(?:add|log|have|own|bought|got|new|picked up|ordered)\b/i;
const NOT_PIECE = /^(?:my|the|a|an|new|old|also|some|this|that|these|those|of|pair|pairs)$/i;

/** The piece a clause names: the words before its garment word that describe it ("white linen"), and the garment. */
const piecePhrase = (c: ClauseInput): string | null => {
  const g = c.slots.garments.at(-1);
  if (!g) return null;
  const words = c.text.replace(/[,.!?;:]/g, ' ').split(/\s+/).filter(Boolean);
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
  const plain = plainOf(c.text);
  const bought = BOUGHT.exec(c.text);
  if (bought && !has(plain, 'cart|dressing room')) {
    const described = bought[1]!.replace(/[,;].*$/, '')
      .replace(/\s+(?:for\s+)?\$?\d[\d,.]*(?:\s*(?:dollars|bucks|usd))?\b.*$/i, '')
      .replace(/\b(?:yesterday|today|last (?:week|month|year)|this (?:week|morning|weekend)|on sale|online|now)\b/gi, ' ').trim();
    const item = draftOf(described, c.text);
    if (item) return { kind: 'wardrobe.add', item: withGarmentCategory(item, c), described: targetWords(described) };
  }
  const phrase = piecePhrase(c);
  if (!phrase || !(any || isPurchase(c.text, c.slots))) return null;
  const brand = /\b(?:from|by)\s+([A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,2})/.exec(c.text)?.[1];
  const item = draftOf(brand ? `${phrase} from ${brand}` : phrase, c.text);
  return item ? { kind: 'wardrobe.add', item: withGarmentCategory(item, c), described: targetWords(phrase) } : null;
};

/** Jewellery the outfit rules file under accessories ("gold hoops") keeps the NLU layer's category. */
const withGarmentCategory = (item: WardrobeDraft, c: ClauseInput): WardrobeDraft => {
  const g = c.slots.garments.find((m) => item.item_name.toLowerCase().includes(m.word.toLowerCase()));
  return g?.category === 'Jewelry' && item.category === 'Accessories' ? { ...item, category: 'Jewelry' } : item;
};

/** What a clause the classifier is sure is about the wardrobe asks, where the structured reader found nothing. */
const looseRequest = (c: ClauseInput): WardrobeRequest | null => {
  const plain = plainOf(c.text);
  const gone = GONE.exec(c.text);
  if (gone && targetWords(gone[1]!)) return { kind: 'wardrobe.remove', target: targetWords(gone[1]!) };
  if (has(plain, 'remove|delete|take out') && (c.slots.garments.length || categoryIn(plain))) {
    const target = targetWords(c.text.replace(/^.*?\b(?:remove|delete|take out)\b/i, '').replace(/\b(?:from|out of)\s+(?:my|the)\s+\w+.*$/i, ''));
    if (target) return { kind: 'wardrobe.remove', target };
  }
  // The classifier is sure, the words name a piece: which way is the verb's.
  const phrase = piecePhrase(c);
  if (phrase && GONE_WORDS.test(c.text)) return { kind: 'wardrobe.remove', target: targetWords(phrase) };
  const added = addedPiece(c);
  if (added) return added;
  if (COUNT.test(c.text) || has(plain, 'do i own|do i have|have i got|in my (?:wardrobe|closet)')) return listRequest(c.text);
  if (phrase && HAVE_WORDS.test(c.text)) return addedPiece(c, true);
  return null;
};

/**
 * "How many dresses do I own?" is answered with the number; "how many jackets" counts the jackets,
 * not every piece of outerwear.
 */
const withGarmentCount = (r: Extract<WardrobeRequest, { kind: 'wardrobe.list' }>, c: ClauseInput): WardrobeRequest => {
  const g = c.slots.garments.find((m) => m.category === r.category);
  if (!g) return { ...r, count: true };
  const words = [...new Set([g.garment, g.synonym, g.word].filter((w): w is string => Boolean(w)).map((w) => singular(w.toLowerCase())))];
  return { ...r, count: true, garment: { words, plural: g.word.toLowerCase().endsWith('s') ? g.word.toLowerCase() : `${g.word.toLowerCase()}s` } };
};

/** A question about owned pieces of a kind ("which of my shoes are black"), never a catalogue search. */
const ownedQuestion = (c: ClauseInput) =>
  OWNED_QUESTION.test(c.text) && !NOT_WARDROBE.test(c.text) && (c.slots.garments.length + c.slots.categories.length + c.slots.colours.length > 0);

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
    ]),
  },
  slots: ['garments', 'categories', 'colours', 'materials', 'numbers'],
  kinds: ['wardrobe.list', 'wardrobe.add', 'wardrobe.update', 'wardrobe.remove', 'styleDna.analyze'],
  // Telling of a piece just bought is the wardrobe's, however much it reads like a search.
  claims: (c) => isPurchase(c.text, c.slots) || ownedQuestion(c) || GONE_AFTER.test(c.text.trim()) || disposal(c) !== null,
  read(c) {
    const photo = outfitRequest(c.text);
    if (photo?.kind === 'styleDna.analyze') return photo;
    // "I've got 90 quid for trainers" is a budget for a search, not trainers owned.
    if (statesBudget(c.text, c.slots)) return null;
    if (isPurchase(c.text, c.slots)) {
      const added = addedPiece(c);
      if (added) return added;
    }
    const disposed = disposal(c);
    if (disposed) return { kind: 'wardrobe.remove', target: disposed };
    const gone = GONE_AFTER.exec(c.text.trim());
    if (gone && targetWords(gone[1]!)) return { kind: 'wardrobe.remove', target: targetWords(gone[1]!) };
    if (ownedQuestion(c)) {
      const listed = listRequest(c.text);
      return COUNT.test(c.text) ? withGarmentCount(listed, c) : listed;
    }
    const r = wardrobeRequest(c.text) ?? (c.sure ? looseRequest(c) : null);
    return r?.kind === 'wardrobe.list' && COUNT.test(c.text) ? withGarmentCount(r, c) : r;
  },
  plan: (r, ctx) => resolveWardrobe(r as WardrobeRequest | OutfitRequest, ctx, catalogueQuery),
  speak(r, o) {
    if (r.kind === 'wardrobe.list' && r.count && 'result' in o && !o.result.isError) {
      const listed = outputOf(wardrobeList, o.result.output);
      if (listed && r.garment) {
        const { words, plural: many } = r.garment;
        const pieces = listed.items.filter((i) => words.some((w) => i.item_name.toLowerCase().includes(w)));
        const names = pieces.map((i) => i.item_name).join(', ');
        return pieces.length ? `You have ${pieces.length === 1 ? `1 ${singular(many)}` : `${pieces.length} ${many}`} in your wardrobe: ${names}.` : `You have no ${many} in your wardrobe.`;
      }
      if (listed) {
        const n = listed.items.length;
        if (!r.query && !r.category) return `You have ${plural(listed.total, "piece")} in your wardrobe.`;
        return n ? `You have ${n} ${r.phrase} in your wardrobe.` : `You have no ${r.phrase} in your wardrobe.`;
      }
    }
    return wardrobeSentence(r, o) ?? '';
  },
};
