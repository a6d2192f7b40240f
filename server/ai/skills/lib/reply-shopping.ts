/**
 * Replies for the shopper's steering and small talk: a narrowed search, an account paused, a
 * handle with no verb, greetings and thanks. Written from tool results only; pure.
 */
import { isTool, itemsOf, type SeenResult } from './plan-core.js';
import { errorText, isRecord, listOf, strings } from './reply-format.js';
import { priceRange } from '../../../../tools/text/price.js';
import { countOfPlural } from '../../../../tools/text/phrase.js';
import { garmentWordsIn } from './query-slots.js';
import { materialOffer } from './material-offer.js';
import type { Outcome } from './request.js';
import type { Request } from './request.js';

const KINDS = new Set<Request['kind']>(['chat', 'hide', 'handle_unclear', 'products.refine']);

const CHAT: Record<Extract<Request, { kind: 'chat' }>['intent'], string> = {
  greet: 'Hello! I\u2019m your Atelier stylist. Ask me for an outfit (\u201cwhat should I wear to a beach wedding?\u201d), a piece (\u201cburgundy dresses under $150\u201d) or a trip\u2019s packing list.',
  thanks: 'You\u2019re welcome! Tell me whenever you want another look.',
  howareyou: 'All good here, thank you! What are we styling today?',
  bye: 'Goodbye — happy styling!',
  whoareyou: 'I\u2019m Atelier\u2019s stylist — a program, not a person. I find pieces, put outfits together from your wardrobe, plan what to pack and keep your style sources.',
  compliment: 'Thank you! What shall we look at next?',
  chitchat: 'I\u2019m just a stylist, so I\u2019ll stick to clothes: ask me for a piece, an outfit or what to pack for a trip.',
  advice: 'I don\u2019t rule on style questions like that, so I haven\u2019t looked anything up. I can show you pieces to try (\u201cnavy dresses under $150\u201d), put an outfit together from your wardrobe or plan what to pack for a trip.',
  confirmed: 'Good \u2014 that\u2019s done as you said; I haven\u2019t changed anything more.',
  priced: 'That\u2019s the price it\u2019s listed at, I\u2019m afraid, so I haven\u2019t looked anything up. Tell me a budget (\u201cunder $200\u201d) and I\u2019ll keep to it.',
  kept: 'All right \u2014 I\u2019ve left that as it is and changed nothing.',
  reason: 'I pick pieces from your style \u2014 what you follow, like and save \u2014 and from what you ask for, so I haven\u2019t looked anything up. Tell me a budget or what you\u2019d rather see (\u201cbags under $100\u201d) and I\u2019ll keep to it.',
  tripPiece: 'A planned trip\u2019s days can\u2019t be changed piece by piece, so I\u2019ve left the trip and your wardrobe as they are. Tell me what to plan around instead (other dates, other activities) and I\u2019ll plan it again.',
  today: 'I keep the conversation\u2019s date, not the time of day.',
  complaint: 'Sorry that missed. Tell me what you\u2019re after — a piece (\u201cblack bags under $100\u201d), an outfit (\u201cwhat should I wear to a wedding?\u201d) — or say \u201chelp\u201d for examples.',
};

/** The stylist's clock said in full: "Monday 20 April 2026". */
const TODAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const at = (handles: string[]) => handles.map((h) => `@${h.replace(/^@/, '')}`).join(', ');

/** "black bags under $88 without leather": what a search asked, from its arguments. */
export const searchPhrase = (input: unknown): string => {
  const args = isRecord(input) ? input : {};
  const text = typeof args.text === 'string' ? args.text.split(/\s+or\s+/i)[0]!.trim() : '';
  // A garment said is the noun ("mules", not "mules shoes"); else the category names the pieces.
  const category = garmentWordsIn(text).length ? '' : typeof args.category === 'string' ? args.category.toLowerCase() : 'pieces';
  const min = typeof args.minPrice === 'number' ? args.minPrice : undefined;
  const max = typeof args.maxPrice === 'number' ? args.maxPrice : undefined;
  const price = priceRange({ min, max });
  const without = Array.isArray(args.exclude) && args.exclude.length ? `without ${args.exclude.map(String).join(' or ')}` : '';
  return [text, category, price, without].filter(Boolean).join(' ');
};

/**
 * "Here are 6 red dresses", "Here are 6 more pieces of outerwear under $200", "Here is 1 match for
 * cheaper black bags" (at most 6 are listed). `lead` is "more", "cheaper"… or nothing.
 */
export const hereAre = (count: number, phrase: string, lead = ''): string =>
  count === 1 ? `Here is 1 match for ${lead ? `${lead} ` : ''}${phrase}` : `Here are ${countOfPlural(Math.min(count, 6), phrase, lead)}`;

/**
 * An empty search said plainly; when its material narrowed it, the reply offers the same search
 * without it — the search a yes next turn runs (lib/material-offer.ts), so the offer is one it keeps.
 */
export const foundNothing = (phrase: string, input: unknown): string => {
  const none = `I couldn\u2019t find any ${phrase} in the catalogue.`;
  const offer = materialOffer(isRecord(input) ? input : null);
  if (!offer) return `${none} Try a wider budget, another colour or category.`;
  return `${none} Shall I look for ${searchPhrase(offer.input)} without the ${offer.material}? Just say yes.`;
};

const refineReply = (r: Extract<Request, { kind: 'products.refine' }>, result: SeenResult): string => {
  const items = itemsOf(result.output, 'products');
  const phrase = searchPhrase(result.input);
  const { more, cheaper, pricier } = r.refinement;
  if (!items.length) {
    if (more) return `That\u2019s all I have for ${phrase} — there are no more. Try another colour or a wider budget.`;
    return foundNothing(`${cheaper ? 'cheaper ' : pricier ? 'pricier ' : ''}${phrase}`, result.input);
  }
  const lead = more ? 'more' : cheaper ? 'cheaper' : pricier ? 'pricier' : '';
  return `${hereAre(items.length, phrase, lead)}:\n${listOf(items)}`;
};

const hideReply = (steps: readonly SeenResult[], final: SeenResult): string => {
  const parts: string[] = [];
  const failed: string[] = [];
  for (const s of steps.includes(final) ? steps : [...steps, final]) {
    const asSource = isTool(s, 'sources.setActive');
    if (!asSource && !isTool(s, 'influencers.setActive')) continue;
    if (s.isError) { failed.push(`I couldn\u2019t pause that: ${errorText(s.output).replace(/[.\s]*$/, '.')}`); continue; }
    const changed = strings(isRecord(s.output) ? s.output.changed : []);
    if (!changed.length) continue;
    parts.push(asSource
      ? `Paused ${at(changed)} as a style source: their looks no longer shape your feed.`
      : `Paused ${at(changed)} among the influencers you follow: you won\u2019t see their posts in your following feed.`);
  }
  if (!parts.length) return [...failed, 'Nothing changed.'].join(' ');
  if (failed.length) return [...parts, ...failed].join(' ');
  return `${parts.join(' ')} Nothing was deleted — say \u201creactivate @name\u201d to bring them back.`;
};

/** The sentence for one of these requests, or null when the request is not one of them. */
export const shoppingSentence = (r: Request, o: Outcome): string | null => {
  if (!KINDS.has(r.kind)) return null;
  switch (r.kind) {
    case 'chat': return r.intent === 'today' && r.today ? `Today is ${TODAY.format(new Date(`${r.today}T12:00:00Z`))}.` : CHAT[r.intent];
    case 'handle_unclear': {
      const who = at(r.handles);
      return `What would you like me to do with ${who}? I can add them as a style source (\u201cadd ${who}\u201d), follow them (\u201cfollow ${who}\u201d), ` +
        `find influencers like them (\u201cinfluencers like ${at(r.handles.slice(0, 1))}\u201d) or pause them (\u201cpause ${who}\u201d). Nothing has changed.`;
    }
    case 'hide': {
      if ('already' in o) return `${o.already} ${o.already.includes(',') ? 'are' : 'is'} already paused. Nothing changed.`;
      if ('unmatched' in o) return `${o.unmatched} ${o.unmatched.includes(',') ? 'aren\u2019t' : 'isn\u2019t'} among your style sources or the influencers you follow, so there\u2019s nothing to hide. Nothing changed.`;
      if ('missing' in o) return 'I can\u2019t pause accounts here. Nothing changed.';
      if (!('result' in o)) return 'Nothing changed.';
      return hideReply(o.steps ?? [], o.result);
    }
    case 'products.refine': {
      if ('missing' in o) return 'I don\u2019t have a search to narrow yet — ask me to find something first (\u201cblack bags under $100\u201d).';
      if (!('result' in o)) return '';
      if (o.result.isError) return `I couldn\u2019t do that: ${errorText(o.result.output)}`;
      return refineReply(r, o.result);
    }
    default: return null;
  }
};
