/**
 * A pronoun in a later clause of the same message points at what an earlier clause named: "like
 * camille's latest post and follow her too" follows @camille.style; "I'm following oslo_knits, right?
 * unfollow her" unfollows @oslo_knits; "had enough of camille.style — unfollow" (a verb standing
 * alone) unfollows her; "add the boots to my cart and what goes with them?" builds the look around the
 * boots. The later clause is read again with the pronoun replaced by what it stands for — an account
 * for her/him/them, a piece for it/them — so its own skill plans it as if the shopper had said it. Only
 * a request that could not resolve the pronoun from its own clause is read again (a follow of "her"
 * with no accounts listed, an account change that fell back on an earlier turn's accounts, a look with
 * no piece). Pure.
 */
import { joinedPhrase, piecesNamed } from './named-pieces.js';
import type { Request } from './request.js';

/** One clause of the message as read: its text, and the known accounts it names itself (none for text passed on). */
export interface SaidClause {
  text: string;
  handles: readonly string[];
  passedOn?: boolean;
  styles?: readonly string[];
  /** The influencers whose style the clause described (NLU describedHandles). */
  described?: readonly string[];
}

/** What an earlier request names: its accounts, or the piece it acts on. */
const antecedentOf = (r: Request): { handles?: string[]; piece?: string; cart?: boolean } | null => {
  switch (r.kind) {
    case 'posts.like': return r.handle ? { handles: [r.handle] } : null;
    case 'similar': return { handles: [r.handle] };
    case 'influencers.follow': case 'influencers.unfollow': case 'influencers.setActive': return r.handles.length ? { handles: r.handles } : null;
    case 'dressingRoom.add': return r.said ? { piece: r.said } : null;
    case 'dressingRoom.cart': case 'dressingRoom.remove': return r.target && !/^(?:it|them|that|this|those|these|one|ones)$/.test(r.target) ? { piece: r.target } : null;
    case 'products': return r.query.phrase ? { piece: r.query.phrase } : null;
    // "what's in my cart? and how much is it all together": the cart is what "it" is.
    case 'cart.list': return { piece: 'cart', cart: true };
    default: return null;
  }
};

const PERSON = /\b(?:her|him|them)\b/;
const THING = /\b(?:them|it|those|these)\b/;
/** An account by pronoun, or "that account" and the like; "it" only as what an account verb acts on ("follow it"). */
const ACCOUNT = /\b(?:her|him|them|(?:this|that|these|those) (?:account|influencer|creator|source|one)s?|(?<=\b(?:fol+ow|unfol+ow|pause|mute|unmute|unpause|resume) )it)\b/;

/** The changes that act on accounts: what an account pronoun, read again, must come back as. */
const ACCOUNT_CHANGES = new Set<Request['kind']>(['influencers.follow', 'influencers.unfollow', 'influencers.setActive', 'sources.setActive', 'sources.remove', 'hide']);
/** What an account pronoun may have been read as on its own: nothing, a question back, the first account shown, or a change on an earlier turn's accounts. */
const MISSED_ACCOUNT = new Set<Request['kind']>([...ACCOUNT_CHANGES, 'influencers.follow_ref', 'unknown', 'clarify', 'no_handles']);

/** "unfollow", "pause please": a verb with (at most) one more word, and no account of its own. */
const standsAlone = (text: string): boolean =>
  text.toLowerCase().replace(/@\S+/g, ' ').replace(/[^a-z' ]+/g, ' ').trim().split(/\s+/)
    .filter((w) => !/^(?:please|pls|plz|then|now|just|ok|okay|so)$/.test(w)).length <= 2;

/** An account change whose clause names no account of its own but points at one: "unfollow her", "— unfollow". */
const accountPointer = (r: Request, c: SaidClause): boolean =>
  MISSED_ACCOUNT.has(r.kind) && !c.passedOn && !c.handles.length && !/@\w|instagram\.com\//i.test(c.text) && (ACCOUNT.test(c.text) || standsAlone(c.text));

/** Whether the request left its pronoun unresolved: nothing to act on without the earlier clause. */
const unresolved = (r: Request): 'person' | 'thing' | 'unread' | null => {
  if (r.kind === 'unknown' || r.kind === 'clarify') return 'unread';
  if (r.kind === 'influencers.follow_ref') return 'person';
  if ((r.kind === 'outfit.build' || r.kind === 'look.complete') && !r.anchors.length) return 'thing';
  // "save the gold hoops and put them in my cart": the piece just saved is what goes in.
  if (r.kind === 'dressingRoom.cart' && /^(?:it|them|those|these)$/.test(r.target)) return 'thing';
  return null;
};

/**
 * The requests of one message with pronouns resolved across its clauses. `clauses[i]` is the clause
 * request i was read from; `reread` routes a clause's text again.
 */
export const resolveAcrossClauses = (requests: Request[], clauses: readonly SaidClause[], reread: (text: string) => Request | null, previous?: string): Request[] =>
  oneCartLook(requests.map((r, i) => (clauses[i] ? alreadyDone(piecesPointedAt(r, clauses, i, reread, previous), requests.slice(0, i)) : null)
    ?? (i > 0 && clauses[i] ? narrowedUnknowably(requests[i]!, clauses, i) ?? namedAccount(requests, clauses, i, reread) ?? namedEarlier(requests, clauses[i]!.text, i, reread) : null) ?? r));

/** "it", "them", "those", "both", "these two things": the pieces a wardrobe change points at. */
const POINTER = /\b(?:(?:this|these|those|the)\s+(?:two|three|four|five|\d)\s+(?:things|items|pieces)|(?:them|those|these)(?:\s+(?:both|all|two|three))?|both(?:\s+of\s+them)?|it|this|that)\b/;

/** A wardrobe change that names no piece of its own, only a pointer to one. */
const pointsAtPieces = (r: Request, text: string): boolean =>
  POINTER.test(text) && ((r.kind === 'wardrobe.add' && !r.item) || (r.kind === 'wardrobe.remove' && /^(?:it|them|those|these|both|this|that)\b/.test(r.target))
    // Read as nothing at all, "I returned them both, remove those please" is still a change of pieces pointed at.
    || ((r.kind === 'unknown' || r.kind === 'clarify') && CHANGE.test(text)));
const CHANGE = /\b(?:add|remove|delete|log|take (?:it|them|those|these|both) (?:off|out))\b/;
const WARDROBE = /\b(?:wardrobe|closet)\b/i;
const WARDROBE_CHANGES = new Set<Request['kind']>(['wardrobe.add', 'wardrobe.remove']);

/**
 * "I have a cream cashmere jumper … please add it", "among them a brown corduroy skirt, a mustard cardigan and two
 * floral blouses … remove those", "I bought a silk camisole and wide-leg trousers" then "I returned them both, remove
 * those": the pieces the nearest earlier clause of the message names, else the shopper's message before, in the
 * pointer's place; read again, one row a piece. A maker said aside ("it is from Kind Wool") is the piece's.
 */
const piecesPointedAt = (r: Request, clauses: readonly SaidClause[], i: number, reread: (text: string) => Request | null, previous?: string): Request | null => {
  const text = clauses[i]!.text;
  if (!pointsAtPieces(r, text.toLowerCase())) return null;
  const own = piecesNamed(text.replace(POINTER, ' '));
  if (own.length) return null;
  const earlier = clauses.slice(0, i).map((c) => c.text).reverse();
  const at = earlier.findIndex((t) => piecesNamed(t).length);
  // A clause naming several objects was read once per object (lib/one-per-object.ts): its copies name one piece each.
  const copies = at < 0 ? [] : earlier.slice(at).filter((t, k) => k === 0 || copyOf(t, earlier[at]!)).reverse();
  const pieces = [...new Set((copies.length ? copies : previous ? [previous] : []).flatMap(piecesNamed))];
  if (!pieces.length) return null;
  const maker = clauses.slice(i + 1).map((c) => MAKER_ASIDE.exec(c.text)?.[1]).find(Boolean);
  const value = `${joinedPhrase(pieces)}${maker && pieces.length === 1 ? ` from ${maker}` : ''}`;
  // Read as nothing, the change is the wardrobe's only when the pieces were told of as the wardrobe's.
  // The change from its verb, its object the pieces ("I returned them both, remove those" → "remove … please"); else the first pointer.
  const object = new RegExp(`\\b(?:add|remove|delete|log|put|pop|take|bin)\\s+(?:${POINTER.source})`, 'i').exec(text);
  const said = object ? `${object[0].replace(POINTER, value)}${text.slice(object.index + object[0].length)}` : text.replace(POINTER, value);
  const mine = WARDROBE_CHANGES.has(r.kind) || [text, ...copies, ...(copies.length ? [] : [previous ?? ''])].some((t) => WARDROBE.test(t));
  if (!mine) return null;
  const again = reread(WARDROBE.test(said) ? said : `${said.replace(/[.!?\s]+$/, '')} ${/\b(?:add|log)\b/i.test(said) ? 'to' : 'from'} my wardrobe`);
  return again && WARDROBE_CHANGES.has(again.kind) && (again.kind === r.kind || !WARDROBE_CHANGES.has(r.kind)) && !pointsAtPieces(again, text) ? again : null;
};

/** Whether two clause texts are one clause read for two of its objects: the same words around a different object. */
const copyOf = (a: string, b: string): boolean => {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return head > 0 && Math.max(a.length, b.length) - head - tail <= 40;
};

/** What a wardrobe change acts on, in words: its piece's name or its target. */
const pieceOf = (r: Request): string | null =>
  r.kind === 'wardrobe.add' ? r.item?.item_name.toLowerCase() ?? null : r.kind === 'wardrobe.remove' ? r.target.toLowerCase() : null;

/** "donated these: my brown boots, a plaid scarf … delete them": the earlier clause already made the change, so the pointer's adds nothing. */
const alreadyDone = (again: Request | null, before: readonly Request[]): Request | null => {
  const piece = again && pieceOf(again);
  if (!again || !piece) return again;
  const done = before.some((b) => b.kind === again.kind && (pieceOf(b) ?? '').split(' ').some((w) => w.length > 2 && piece.includes(w)));
  return done ? { kind: 'unknown' } : again;
};

/** "it is from Kind Wool", "they're by Veja": who made the piece pointed at, said in a clause of its own. */
const MAKER_ASIDE = /^\W*(?:it|they|both)(?:'s|'re|\s+is|\s+are|\s+was|\s+were)\s+(?:from|by|made by)\s+([\p{L}][\p{L}&' -]*?)(?:\s*,|\s+if\b|[.!?]|$)/iu;

/** "them", "those", "these": several things pointed at together. */
const SEVERAL = /\b(?:them|those|these|they|whichever|both)\b/;

/**
 * "which influencers do minimal? follow them": the accounts pointed at are the ones an earlier clause narrowed by a style.
 * The influencers whose own style vectors that description fits are followed; when none was found (no account's style
 * is known), which ones are meant cannot be told, and following every account listed is not what was asked: the
 * follow becomes a question back.
 */
const narrowedUnknowably = (r: Request, clauses: readonly SaidClause[], i: number): Request | null => {
  const c = clauses[i]!;
  // "follow whichever ones do": a follow with no account of its own, read as nothing on its own.
  const unread = (r.kind === 'unknown' || r.kind === 'clarify' || r.kind === 'no_handles') && /\bfol+ow\b/i.test(c.text);
  if (r.kind !== 'influencers.follow_ref' && !(r.kind === 'influencers.follow' && r.handles.length > 1) && !unread) return null;
  if (c.handles.length || !SEVERAL.test(c.text.toLowerCase())) return null;
  const narrowing = clauses.slice(0, i).findLast((k) => !k.passedOn && !k.handles.length && (k.styles?.length || k.described?.length));
  // The accounts whose own style the earlier clause described are the ones meant.
  if (narrowing?.described?.length) return { kind: 'influencers.follow', handles: [...narrowing.described] };
  const quality = narrowing?.styles?.[0];
  return quality ? { kind: 'influencers.which', quality } : null;
};

/** The accounts an earlier clause named, for an account change that points at them: read again naming them. */
const namedAccount = (requests: Request[], clauses: readonly SaidClause[], i: number, reread: (text: string) => Request | null): Request | null => {
  const c = clauses[i]!;
  if (!accountPointer(requests[i]!, c)) return null;
  for (let k = i - 1; k >= 0; k--) {
    const earlier = clauses[k];
    const handles = earlier && !earlier.passedOn && earlier.handles.length ? earlier.handles : null;
    if (!handles) continue;
    const value = handles.map((h) => `@${h}`).join(' and ');
    const again = reread(ACCOUNT.test(c.text) ? c.text.replace(ACCOUNT, value) : `${c.text} ${value}`);
    // "pause lenaminimal but don't unfollow her": a change refused with the account written in stays refused.
    const refused = again?.kind === 'chat' && again.intent === 'kept';
    // "love lena's stuff, show me her latest", "I like camille's vibe, anyone like her?": her posts, or accounts like her.
    const ofHer = again?.kind === 'similar' || (again?.kind === 'posts.feed' && (again.of ?? []).length > 0);
    return again && (refused || ofHer || (ACCOUNT_CHANGES.has(again.kind) && 'handles' in again && again.handles.length)) ? again : null;
  }
  return null;
};

/** A sum asked with no subject of its own ("and tell me what the total comes to after that"); "how much" may ask about shipping. */
const SUM_ASKED = /\b(?:total|come to|comes to|add up|adds up|altogether)\b/;

/** A request that changes or shows the cart. */
const aboutCart = (r: Request) => r.kind === 'cart.list' || r.kind === 'dressingRoom.cart';

/** A pronoun its own skill could not resolve, read again as what an earlier request acted on. */
const namedEarlier = (requests: Request[], text: string, i: number, reread: (text: string) => Request | null): Request | null => {
  const want = unresolved(requests[i]!);
  // "put the sweater in my cart, take the tote out, and tell me what the total comes to": the cart's total, after its changes.
  // Read alone, "then tell me what it comes to" may have looked like something the stylist cannot do; after the cart it is its total.
  const unread = want === 'unread' || requests[i]!.kind === 'cannot';
  if (unread && SUM_ASKED.test(text.toLowerCase()) && requests.slice(0, i).some(aboutCart)) return { kind: 'cart.list', question: 'total' };
  if (!want || !(want === 'person' ? PERSON : THING).test(text)) return null;
  for (let k = i - 1; k >= 0; k--) {
    const named = antecedentOf(requests[k]!);
    // A clause read as nothing is read again only about the cart: a question about "it" after a list of pieces stays unasked.
    if (want === 'unread' && !named?.cart) continue;
    const value = want === 'person' ? named?.handles?.map((h) => `@${h}`).join(' and ') : named?.piece && `the ${named.piece.replace(/^(?:the|my|a|an)\s+/, '')}`;
    if (!value) continue;
    const again = reread(text.replace(want === 'person' ? PERSON : THING, named?.cart ? 'my cart' : value));
    return again && unresolved(again) === null ? again : null;
  }
  return null;
};

const CART_DETAIL = { list: 0, count: 1, total: 2 } as const;

/** "what's in my cart? and what does it come to?": one look at the cart answers both (the total lists the pieces too). */
const oneCartLook = (requests: Request[]): Request[] => {
  const carts = requests.filter((r): r is Extract<Request, { kind: 'cart.list' }> => r.kind === 'cart.list');
  if (carts.length < 2) return requests;
  const keep = carts.reduce((a, b) => (CART_DETAIL[b.question] > CART_DETAIL[a.question] ? b : a));
  return requests.filter((r) => r.kind !== 'cart.list' || r === keep);
};
