/**
 * Clauses of one message that finish what an earlier clause began. "show me tops but keep it below
 * 200": a search that names only a price, right after a search that named the piece and no price, is
 * that search's price. "I've had enough of camille.style — unfollow": an account named and then acted
 * on is asked about or hidden no more; the later, explicit change is the request. Pure.
 */
import type { Request } from './request.js';

type Products = Extract<Request, { kind: 'products' }>;

const priceOnly = (r: Products) => !r.query.category && !r.query.text && !r.query.tier && (r.query.maxPrice !== undefined || r.query.minPrice !== undefined);
const priceless = (r: Products) => r.query.maxPrice === undefined && r.query.minPrice === undefined && !r.query.tier;

/** Requests an account change or question about handles, with the handles they name. */
const handlesOf = (r: Request): readonly string[] => ('handles' in r && Array.isArray(r.handles) ? r.handles : []);
/** Earlier readings of an account a later clause acts on: a question what to do with it, or a pause that guessed. */
const SUPERSEDED = new Set<Request['kind']>(['handle_unclear', 'hide']);

const ACCOUNT_CHANGES = new Set<Request['kind']>(['influencers.follow', 'influencers.follow_ref', 'influencers.unfollow', 'influencers.setActive']);

export const mergeClauses = (requests: Request[]): Request[] => {
  const merged = requests.reduce<Request[]>((out, r) => {
    const before = out.at(-1);
    if (r.kind === 'products' && before?.kind === 'products' && priceOnly(r) && priceless(before)) {
      const { minPrice, maxPrice, explicitPrice } = r.query;
      const phrase = r.query.phrase.replace(/^pieces\b/, before.query.phrase);
      return [...out.slice(0, -1), { kind: 'products', query: { ...before.query, minPrice, maxPrice, explicitPrice, phrase } }];
    }
    return [...out, r];
  }, []);
  // "I bought a cashmere sweater. Could you add it to my wardrobe?": "it" is the piece just told of, already added.
  const samePiece = (r: Request, i: number) => r.kind === 'wardrobe.add' && r.item === null && /^(?:it|them|this|that|these|those|this one|that one)$/i.test(r.described ?? '') &&
    merged.slice(0, i).some((e) => e.kind === 'wardrobe.add' && e.item !== null);
  // "I am travelling to Edinburgh … would you plan the week?" over a pasted ticket: one trip, asked twice, is planned once.
  const sameTrip = (r: Request, i: number) => r.kind === 'trips.plan' && merged.slice(0, i).some((e) =>
    e.kind === 'trips.plan' && e.destination === r.destination && e.start === r.start && e.end === r.end);
  // "im following oslo_knits right? unfollow her": the check before a change to an account is the change's context.
  const checkBeforeChange = (r: Request, i: number) => r.kind === 'influencers.followed' && r.checks === true &&
    merged.slice(i + 1).some((later) => ACCOUNT_CHANGES.has(later.kind));
  return merged.filter((r, i) => !samePiece(r, i) && !sameTrip(r, i) && !checkBeforeChange(r, i)).filter((r, i, kept) => !SUPERSEDED.has(r.kind) || !kept.slice(i + 1).some((later) =>
    !SUPERSEDED.has(later.kind) && handlesOf(later).length > 0 && handlesOf(r).some((h) => handlesOf(later).includes(h))));
};
