/**
 * Several objects of a tool that takes one: "a belt and some earrings under 80", "jewellery or accessories",
 * "delete the red dress, 3 t-shirts and the old jeans", "add a red and a yellow raincoat". The clause is read once
 * per object, that object in the run's place (`coordinated.ts`), so what the objects share — the verb, a price cap,
 * a colour or a place said around them — is carried to each; one request each, each its own call. Pure.
 */
import { CATEGORY_WORDS, categoryOfText, type Category, type Slots } from '../../nlu/index.js';
import { coordinatedObjects } from './coordinated.js';
import type { Request } from './request.js';

/** Kinds whose tool takes one object: a search takes one category, a wardrobe row, a save or a cart move one piece. */
const ONE_OBJECT = new Set<Request['kind']>(['products', 'wardrobe.add', 'wardrobe.remove', 'dressingRoom.add', 'dressingRoom.cart']);

/** Words that make pieces one set (a closed class). */
const ONE_SET = /\b(?:matching|to match|co-?ords?|twin ?set|two-piece|set)\b/;

/** A word the NLU layer read as a piece in this clause ("tops" in "my budget tops out at 200" is none). */
const pieceIn = (slots: Slots) => {
  const garments = new Set(slots.garments.flatMap((g) => g.word.toLowerCase().split(/\s+/)));
  return (word: string) => garments.has(word) || (word.length > 2 && slots.categories.includes(categoryOfText(word) as Category));
};

/** An object that is a whole category ("jewellery", "a dress"), not a narrower garment. */
const namesCategory = (object: string) => object.split(/\s+/).some((w) => CATEGORY_WORDS[w] !== undefined);

/** How many objects the request already holds (a wardrobe addition may carry more pieces as `also`). */
const heldBy = (r: Request) => (r.kind === 'wardrobe.add' ? 1 + (r.also?.length ?? 0) : 1);

/**
 * The clause's texts, one per object, when its request's tool takes one object and the clause names several;
 * null otherwise. Alternatives of one category ("navy culottes or black culottes", "mules or loafers") are one
 * search of alternatives, not several.
 */
const objectTexts = (corrected: string, slots: Slots, requestOf: () => Request): string[] | null => {
  const run = coordinatedObjects(corrected, pieceIn(slots));
  if (!run || run.alternatives) {
    const apart = piecesApart(corrected, slots);
    if (apart && ONE_OBJECT.has(requestOf().kind) && !ONE_SET.test(corrected)) return apart;
  }
  if (!run) return null;
  const request = requestOf();
  if (!ONE_OBJECT.has(request.kind) || run.objects.length <= heldBy(request)) return null;
  // "a co-ord … trousers and top matching": pieces said to go together are one set, found together.
  if (request.kind === 'products' && ONE_SET.test(corrected)) return null;
  // Garments offered as alternatives ("a shacket or an overshirt") are one search of either; whole categories
  // ("jewellery or accessories") cannot be searched at once.
  if (request.kind === 'products' && run.alternatives && (new Set(run.objects.map(categoryOfText)).size < 2 || !run.objects.some(namesCategory))) return null;
  return run.objects.map((o) => `${corrected.slice(0, run.start)}${o}${corrected.slice(run.end)}`);
};

const HERS = new Set(['my', 'our']);
/** Words that may follow a piece named as an ask (closed class: joiners, prepositions, pronouns, politeness). */
const AFTER_PIECE = new Set(['and', 'or', 'plus', 'please', 'pls', 'for', 'in', 'with', 'from', 'to', 'by', 'like', 'that', 'which', 'too', 'as', 'maybe',
  'under', 'over', 'but', 'if', 'then', 'also', 'i', "i'm", "i'll", "i've", 'lol', 'pls', 'thanks', 'now', 'again', 'at', 'on', 'around', 'about']);
/** Where a clause's thoughts part: a sentence's end, "and", "also", "plus" (a part naming no piece stays with the one before). */
const THOUGHT_END = /(?<=[.?!;])\s+|,?\s+(?:and\s+also|also|plus)\s+|,?\s+and\s+/;

/**
 * "a white linen shirt or something to throw over my bikini? and I'll need sandals", "a trench, mac, whatever. Also a
 * pashmina": pieces of different categories asked in thoughts of their own, no run of objects joining them — each
 * thought one search (a thought naming no piece, "Beige.", stays with the piece before it). Null unless two or more
 * thoughts each name pieces of one category, the categories told apart.
 */
const piecesApart = (corrected: string, slots: Slots): string[] | null => {
  if (slots.garmentChoice || slots.categories.length < 2) return null;
  const isPiece = pieceIn(slots);
  /** The category of a piece word: its garment's, else the category it names ("top"). */
  const categoryOf = (w: string) => slots.garments.find((g) => g.word.split(' ').includes(w))?.category ?? categoryOfText(w);
  const parts: { text: string; categories: Set<string> }[] = [];
  for (const thought of corrected.split(THOUGHT_END).filter((t) => t.trim())) {
    // A piece of hers ("something to go with my jeans") is what the ask goes with, not an ask.
    // A piece word before a word it describes is no piece ("the short boxy kind").
    const words = thought.toLowerCase().match(/[a-z'-]+|[^\sa-z'-]/g) ?? [];
    const named = (w: string, k: number) => isPiece(w) && !HERS.has(words[k - 1] ?? '') && (k + 1 >= words.length || !/^[a-z]/.test(words[k + 1]!) || AFTER_PIECE.has(words[k + 1]!));
    const categories = new Set(words.filter(named).map(categoryOf).filter((c): c is Category => !!c));
    if (!categories.size && parts.length) parts.at(-1)!.text += ` ${thought}`;
    else parts.push({ text: thought, categories });
  }
  const asking = parts.filter((p) => p.categories.size);
  if (asking.length < 2 || asking.some((p) => p.categories.size > 1)) return null;
  if (new Set(asking.map((p) => [...p.categories][0])).size < asking.length) return null;
  // Words before the first piece ("Need …") open the first thought and stay with it.
  return asking.map((p, k) => (k === 0 && parts[0] !== p ? `${parts[0]!.text} ${p.text}` : p.text));
};

/**
 * The clause as one clause per object, each read again by `reread`; the clause itself when any object's reading is
 * not the same kind of request (a split that changed what was asked is no split).
 */
export const perObject = <C>(clause: C, corrected: string, slots: Slots, requestOf: () => Request, reread: (text: string, kind: Request['kind']) => { clause: C; request: Request } | null): C[] => {
  let request: Request | null = null;
  const texts = objectTexts(corrected, slots, () => (request ??= requestOf()));
  if (!texts || !request) return [clause];
  const kind = (request as Request).kind;
  const parts = texts.map((t) => reread(t, kind));
  return parts.every((p) => p !== null && p.request.kind === kind) ? parts.map((p) => p!.clause) : [clause];
};
