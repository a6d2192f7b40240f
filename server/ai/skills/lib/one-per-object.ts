/**
 * Several objects of a tool that takes one: "a belt and some earrings under 80", "jewellery or accessories",
 * "delete the red dress, 3 t-shirts and the old jeans", "add a red and a yellow raincoat". The clause is read once
 * per object, that object in the run's place (`coordinated.ts`), so what the objects share — the verb, a price cap,
 * a colour or a place said around them — is carried to each; one request each, each its own call. Pure.
 */
import { categoryOfText } from '../../nlu/index.js';
import { coordinatedObjects } from './coordinated.js';
import type { Request } from './request.js';

/** Kinds whose tool takes one object: a search takes one category, a wardrobe row is one piece. */
const ONE_OBJECT = new Set<Request['kind']>(['products', 'wardrobe.add', 'wardrobe.remove']);

const isPiece = (word: string) => word.length > 2 && categoryOfText(word) !== undefined;

/**
 * The clause's texts, one per object, when its request's tool takes one object and the clause names several;
 * null otherwise. Alternatives of one category ("navy culottes or black culottes", "mules or loafers") are one
 * search of alternatives, not several.
 */
const objectTexts = (corrected: string, requestOf: () => Request): string[] | null => {
  const run = coordinatedObjects(corrected, isPiece);
  if (!run) return null;
  const request = requestOf();
  if (!ONE_OBJECT.has(request.kind)) return null;
  if (request.kind === 'products' && run.alternatives && new Set(run.objects.map(categoryOfText)).size < 2) return null;
  return run.objects.map((o) => `${corrected.slice(0, run.start)}${o}${corrected.slice(run.end)}`);
};

/**
 * The clause as one clause per object, each read again by `reread`; the clause itself when any object's reading is
 * not the same kind of request (a split that changed what was asked is no split).
 */
export const perObject = <C>(clause: C, corrected: string, requestOf: () => Request, reread: (text: string, kind: Request['kind']) => { clause: C; request: Request } | null): C[] => {
  let request: Request | null = null;
  const texts = objectTexts(corrected, () => (request ??= requestOf()));
  if (!texts || !request) return [clause];
  const kind = (request as Request).kind;
  const parts = texts.map((t) => reread(t, kind));
  return parts.every((p) => p !== null && p.request.kind === kind) ? parts.map((p) => p!.clause) : [clause];
};
