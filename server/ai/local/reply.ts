/**
 * The reply, written only from what the tools returned: counts, names, prices and handles come
 * from results, never from the model. One sentence group per request, in the order asked.
 */
import { NO_HANDLES_MESSAGE } from '../../../tools/sources/handles.js';
import { itemsOf, type SeenResult } from './plan.js';
import { isTool } from './plan-core.js';
import { errorText, isRecord, listOf, plural, strings } from './reply-format.js';
import { shoppingSentence } from './reply-shopping.js';
import { tripSentence } from './reply-trips.js';
import { wardrobeSentence } from './reply-wardrobe.js';
import type { Request } from './understand.js';

export { formatPrice } from './reply-format.js';

export type Outcome =
  /** steps: the request's look-ups and steps this turn; partial: it ran out of rounds before its answer. */
  | { result: SeenResult; steps?: SeenResult[]; partial?: boolean }
  | { missing: 'tool' | 'items' }
  | { unmatched: string }
  | { already: string }
  | { ask: true }
  | { ambiguous: string[] }
  | { none: true };

export const HELP_REPLY = [
  'I\u2019m your Atelier stylist. I can:',
  '• find pieces — “black bags under $100”, “luxury shoes”, “dresses but not black”, “something for my feet under 80 bucks”',
  '• narrow what I showed — “cheaper ones”, “show more”, “in navy”, “no leather”',
  '• recommend pieces for your style — “what should I wear?”',
  '• manage style sources — “add @name”, “list my sources”, “deactivate @name”, “remove @name”, “stop showing me @name”',
  '• manage the influencers you follow — “follow @name”, “unfollow @name”, “who do I follow?”',
  '• find influencers similar to @someone',
  '• recommend from your feed — “show me my luxury recommendations”, “what\u2019s trending?”',
  '• save to your dressing room — “save the first one”, “show my dressing room”, “remove the tote from my dressing room”',
  '• move saved pieces to your cart — “add the tote to my cart”, “what’s in my cart?”',
  '• show inspiration posts and like them — “latest posts”, “posts from people I follow”, “like the first one”',
  '• list the influencers on Atelier — “show me influencers”',
  '• refresh your recommendations — “refresh my recommendations”',
  '• learn what you love — “I love the colour of the first one”, “what\u2019s my style?”',
  '• keep your wardrobe — “what black things do I own?”, “add a grey wool coat to my wardrobe”, “remove the coat from my wardrobe”',
  '• put outfits together — “what goes with my white sneakers?”, “outfit for a beach wedding”, “complete my look”, “save this outfit”, “my outfits”',
  '• plan what to pack — “I\u2019m going to Lisbon from May 3 to 7 for city walks and dinners”, “my trips”',
  '• read a photo\u2019s style — “analyse my latest photo”',
].join('\n');

const OUTSIDE = 'I can find pieces, put outfits together from your wardrobe, plan what to pack for a trip, manage your style sources and the influencers you follow, and save items to your dressing room.';

const at = (handles: string[], max = 12) => {
  const shown = handles.slice(0, max).map((h) => `@${h.replace(/^@/, '')}`).join(', ');
  return handles.length > max ? `${shown} and ${handles.length - max} more` : shown;
};


const FEEDBACK_WORDS: Record<string, string> = {
  color: 'colour', style: 'style', brand: 'brand', price: 'price', aspirational: 'dream factor', occasion: 'occasion',
};

const POSTS_TITLE: Record<string, string> = {
  latest: 'Latest posts', top_liked: 'Most liked posts', following: 'Posts from the influencers you follow', recent: 'Recent posts from the influencers you follow',
};

const postLine = (p: Record<string, unknown>, i: number) => {
  const who = isRecord(p.influencer) ? `@${String(p.influencer.handle)}` : 'an influencer';
  const caption = typeof p.caption === 'string' && p.caption ? ` — \u201c${p.caption.length > 80 ? `${p.caption.slice(0, 79)}\u2026` : p.caption}\u201d` : '';
  const likes = typeof p.like_count === 'number' ? ` (${plural(p.like_count, 'like')})` : '';
  return `${i + 1}. ${who}${caption}${likes}`;
};

/** The top few keys of a 0-1 preference map, strongest first. */
const strongest = (weights: unknown, n: number): string[] =>
  isRecord(weights)
    ? Object.entries(weights).filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, n).map(([k]) => k)
    : [];

const sentenceFor = (r: Request, o: Outcome, names: Map<string, string>): string => {
  const own = tripSentence(r, o) ?? wardrobeSentence(r, o) ?? shoppingSentence(r, o);
  if (own !== null) return own;
  if ('ask' in o || 'ambiguous' in o) return '';
  switch (r.kind) {
    case 'help': return HELP_REPLY;
    case 'cannot': return `I can\u2019t ${r.what} — that\u2019s outside what I do. ${OUTSIDE}`;
    case 'no_handles': return NO_HANDLES_MESSAGE;
    case 'invalid_handles':
      return `${r.invalid.map((h) => `“${h}”`).join(', ')} ${r.invalid.length === 1 ? 'isn\u2019t' : 'aren\u2019t'} a valid Instagram handle: a handle has 2 to 30 letters, digits, dots or underscores.`;
    case 'unknown': return `I\u2019m not sure what you\u2019d like me to do. ${OUTSIDE} Say “help” for examples.`;
    default: break;
  }
  if ('missing' in o) {
    if (o.missing === 'items') {
      if (r.kind === 'influencers.follow_ref') return 'I don\u2019t have a list of influencers to pick from yet — ask for influencers similar to @someone first.';
      if (r.kind === 'posts.like') return 'I don\u2019t have any posts to pick from yet — ask for the latest posts first.';
      return 'I don\u2019t have any products to pick from yet — ask me to find something first.';
    }
    return `I can\u2019t do that here yet. ${OUTSIDE}`;
  }
  if ('already' in o) {
    return r.kind === 'dressingRoom.cart' && !r.inCart ? `${o.already} isn\u2019t in your cart.` : `${o.already} is already in your cart.`;
  }
  if ('unmatched' in o) {
    if (r.kind === 'posts.like') return o.unmatched ? `I couldn\u2019t find a post by ${o.unmatched} among the latest posts.` : 'Which post? Say \u201clike the first one\u201d after asking for posts.';
    if (r.kind === 'dressingRoom.cart' && !o.unmatched) return 'Which piece? Name it, e.g. \u201cadd the tote to my cart\u201d.';
    return o.unmatched
      ? `I couldn\u2019t find \u201c${o.unmatched}\u201d in your dressing room. Say \u201cshow my dressing room\u201d to see what\u2019s there.`
      : 'Which piece should I remove? Name it, e.g. \u201cremove the tote from my dressing room\u201d.';
  }
  if ('none' in o) return '';
  const { output, isError, input } = o.result;
  if (isError) return `I couldn\u2019t do that: ${errorText(output)}`;
  const out = isRecord(output) ? output : {};
  const args = isRecord(input) ? input : {};
  switch (r.kind) {
    case 'sources.list': {
      const sources = Array.isArray(out.sources) ? out.sources.filter(isRecord).map((s) => String(s.handle)) : [];
      const label = r.status === 'inactive' ? 'inactive ' : r.status === 'active' ? 'active ' : '';
      if (!sources.length) return r.status === 'inactive' ? 'You have no inactive sources.' : 'You have no style sources yet. Try \u2018add @name\u2019.';
      return `You have ${plural(sources.length, `${label}source`)}: ${at(sources, 30)}.`;
    }
    case 'sources.add': {
      const added = strings(out.added);
      const skipped = strings(out.skipped);
      const invalidCount = typeof out.invalidCount === 'number' ? out.invalidCount : strings(out.invalid).length;
      const parts = [added.length ? `Added ${plural(added.length, 'source')}: ${at(added)}.` : 'No new sources were added.'];
      if (skipped.length) parts.push(`Already there: ${at(skipped)}.`);
      if (invalidCount) parts.push(`Left out ${plural(invalidCount, 'invalid handle')}.`);
      return parts.join(' ');
    }
    case 'sources.remove': {
      const removed = strings(out.removed);
      const notFound = strings(out.notFound);
      const parts = [removed.length ? `Removed ${at(removed)} from your sources.` : 'Nothing was removed.'];
      if (notFound.length) parts.push(`Not among your sources: ${at(notFound)}.`);
      return parts.join(' ');
    }
    case 'sources.setActive':
    case 'influencers.setActive': {
      const active = args.active === true;
      const changed = strings(out.changed);
      const notFound = [...strings(out.notFound), ...strings(out.notFollowed)];
      const unchanged = strings(out.unchanged);
      const what = r.kind === 'sources.setActive' ? 'source' : 'influencer';
      const verb = active ? 'Reactivated' : 'Deactivated';
      const parts = [changed.length ? `${verb} ${at(changed)}.` : `No ${what}s changed.`];
      if (unchanged.length) parts.push(`Already ${active ? 'active' : 'inactive'}: ${at(unchanged)}.`);
      if (notFound.length) parts.push(`Not ${r.kind === 'sources.setActive' ? 'among your sources' : 'followed'}: ${at(notFound)}.`);
      return parts.join(' ');
    }
    case 'influencers.follow':
    case 'influencers.follow_ref': {
      const added = strings(out.added);
      const skipped = strings(out.skipped);
      const invalid = strings(out.invalid);
      const parts = [added.length ? `You now follow ${at(added)}.` : 'No new influencers were followed.'];
      if (skipped.length) parts.push(`You already follow ${at(skipped)}.`);
      if (invalid.length) parts.push(`Left out ${plural(invalid.length, 'invalid handle')}.`);
      return parts.join(' ');
    }
    case 'influencers.unfollow': {
      const removed = strings(out.removed);
      const notFollowed = strings(out.notFollowed);
      const parts = [removed.length ? `Unfollowed ${at(removed)}.` : 'Nobody was unfollowed.'];
      if (notFollowed.length) parts.push(`You weren\u2019t following ${at(notFollowed)}.`);
      return parts.join(' ');
    }
    case 'influencers.followed': {
      const list = Array.isArray(out.influencers) ? out.influencers.filter(isRecord).map((i) => String(i.handle)) : [];
      const label = r.status === 'inactive' ? 'paused ' : '';
      if (!list.length) return r.status === 'inactive' ? 'You have no paused influencers.' : 'You don\u2019t follow any influencers yet. Try \u2018follow @name\u2019.';
      return `You follow ${plural(list.length, `${label}influencer`)}: ${at(list, 30)}.`;
    }
    case 'similar': {
      const items = itemsOf(output, 'influencers');
      if (!items.length) return `I couldn\u2019t find influencers similar to @${r.handle}.`;
      const lines = items.map((i) => {
        const score = typeof i.similarity_score === 'number' ? i.similarity_score : typeof i.similarity === 'number' ? i.similarity : undefined;
        const reason = typeof i.match_reason === 'string' && i.match_reason ? `, ${i.match_reason}` : '';
        return `@${String(i.handle)}${score !== undefined ? ` (${Math.round(score * 100)}% similar${reason})` : ''}`;
      });
      const target = isRecord(output) && typeof output.handle === 'string' ? output.handle : r.handle;
      return `Influencers similar to @${target}: ${lines.join(', ')}.`;
    }
    case 'products':
    case 'feed': {
      const items = itemsOf(output, 'products');
      const phrase = r.query.phrase;
      if (!items.length) return `I couldn\u2019t find any ${phrase} in the catalogue. Try a wider budget, another colour or category.`;
      return `Here ${items.length === 1 ? 'is 1 match for' : `are ${Math.min(items.length, 6)}`} ${phrase}:\n${listOf(items)}`;
    }
    case 'dressingRoom.remove': {
      const name = typeof out.removed === 'string' ? names.get(out.removed) : undefined;
      return `Removed ${name ?? 'that piece'} from your dressing room.`;
    }
    case 'dressingRoom.clear': {
      const removed = typeof out.removed === 'number' ? out.removed : 0;
      return removed ? `Cleared your dressing room: removed ${plural(removed, 'item')}.` : 'Your dressing room was already empty.';
    }
    case 'posts.feed': {
      const posts = Array.isArray(out.posts) ? out.posts.filter(isRecord) : [];
      if (!posts.length) {
        return r.view === 'following' || r.view === 'recent'
          ? 'No posts from the influencers you follow yet. Try \u2018follow @name\u2019.'
          : 'There are no posts to show yet.';
      }
      return `${POSTS_TITLE[r.view]}:\n${posts.slice(0, 6).map(postLine).join('\n')}`;
    }
    case 'feedback.submit': {
      const name = typeof args.itemId === 'string' ? names.get(args.itemId) : undefined;
      const reasons = r.reasons.map((x) => FEEDBACK_WORDS[x] ?? x).join(' and ');
      const learned = out.learned === true ? ' Your feed now learns from your feedback.' : '';
      return `Noted: you love the ${reasons} of ${name ?? 'that piece'}.${learned}`;
    }
    case 'styleProfile.get': {
      const aesthetics = strings(out.top_aesthetics);
      const colours = strongest(out.color_preferences, 3);
      const brands = strongest(out.brand_preferences, 3);
      if (!aesthetics.length && !colours.length && !brands.length) {
        return 'I haven\u2019t learned your style yet. Save pieces you like or tell me what you love about them.';
      }
      const confidence = typeof out.learning_confidence === 'number' ? ` (learning confidence ${Math.round(out.learning_confidence * 100)}%)` : '';
      const parts = [
        aesthetics.length ? `Your style leans ${aesthetics.join(', ')}${confidence}.` : `I\u2019m still learning your style${confidence}.`,
        ...(colours.length ? [`Favourite colours: ${colours.join(', ')}.`] : []),
        ...(brands.length ? [`Brands you like: ${brands.join(', ')}.`] : []),
      ];
      return parts.join(' ');
    }
    case 'discovery.scan': {
      const accounts = Array.isArray(out.fashion_accounts) ? out.fashion_accounts.length : 0;
      const genome = isRecord(out.style_genome) ? out.style_genome : null;
      if (!genome) return 'I couldn’t read a style yet: follow a few influencers or save pieces you like, then ask me again.';
      const aesthetics = strongest(genome.aesthetic_dna, 3);
      const colours = strongest(genome.color_gravitational_pull, 3);
      const band = typeof out.confidence_band === 'string' ? out.confidence_band.toLowerCase() : 'low';
      const accuracy = isRecord(out.accuracy) && typeof out.accuracy.hits === 'number' && typeof out.accuracy.held_out === 'number'
        ? `It ranked ${out.accuracy.hits} of ${out.accuracy.held_out} pieces you liked, held back from it, in its top half.`
        : 'There is not enough activity yet to measure how well it predicts you.';
      const picks = Array.isArray(out.personalized_recommendations) ? out.personalized_recommendations.filter(isRecord) : [];
      return [
        `I analysed ${plural(accounts, 'fashion account')} you follow.`,
        aesthetics.length ? `Your style genome leans ${aesthetics.join(', ')}${colours.length ? `, in ${colours.join(', ')}` : ''} (${band} confidence).` : `Confidence is ${band}.`,
        accuracy,
        ...(picks.length ? [`Picked for you: ${picks.slice(0, 3).map((p) => `${String(p.item_name)} by ${String(p.brand)}`).join('; ')}.`] : []),
      ].join(' ');
    }
    case 'dressingRoom.add': {
      // Several pieces ("save them"): every save this turn, in order.
      const saves = (o.steps ?? []).filter((s) => !s.isError && (isTool(s, 'dressingRoom.add') || isTool(s, 'recommendations.save')));
      const sentences = (saves.length > 1 ? saves : [o.result]).map((s) => {
        const res = isRecord(s.output) ? s.output : {};
        const item = isRecord(res.item) ? res.item : res;
        const id = isRecord(s.input) ? s.input.productId : undefined;
        const name = String(item.item_name ?? item.product_name ?? (typeof id === 'string' ? names.get(id) : undefined) ?? 'the item');
        return res.added === false ? `${name} is already in your dressing room.` : `Saved ${name} to your dressing room.`;
      });
      return sentences.join(' ');
    }
    case 'dressingRoom.list': {
      const items = Array.isArray(out.items) ? out.items.filter(isRecord) : [];
      if (r.cartOnly) {
        if (!items.length) return 'Your cart is empty. Say \u201cadd the tote to my cart\u201d to move a saved piece there.';
        return `Your cart has ${plural(items.length, 'item')}:\n${listOf(items, 10)}`;
      }
      if (!items.length) return 'Your dressing room is empty. Ask me to find something and say “save the first one”.';
      return `Your dressing room has ${plural(items.length, 'item')}:\n${listOf(items, 10)}`;
    }
    case 'dressingRoom.cart': {
      const item = isRecord(out.item) ? out.item : {};
      const name = String(item.item_name ?? 'That piece');
      return item.is_in_cart === true ? `Moved ${name} to your cart.` : `Took ${name} out of your cart.`;
    }
    case 'posts.like': {
      const post = typeof out.post_id === 'string' ? names.get(out.post_id) ?? 'that post' : 'that post';
      const count = typeof out.like_count === 'number' ? ` It has ${plural(out.like_count, 'like')}.` : '';
      if (out.liked === true) return out.changed === false ? `You already like ${post}.${count}` : `Liked ${post}.${count}`;
      return out.changed === false ? `You hadn\u2019t liked ${post}.` : `Removed your like from ${post}.${count}`;
    }
    case 'influencers.list': {
      const list = Array.isArray(out.influencers) ? out.influencers.filter(isRecord) : [];
      if (!list.length) return 'There are no influencers on Atelier yet.';
      const shown = list.slice(0, 30).map((i) => `@${String(i.handle)}${typeof i.display_name === 'string' && i.display_name ? ` (${i.display_name})` : ''}`);
      return `${list.length === 1 ? 'There is 1 influencer' : `There are ${list.length} influencers`} on Atelier: ${shown.join(', ')}${list.length > 30 ? ` and ${list.length - 30} more` : ''}. Say \u201cfollow @name\u201d to follow one.`;
    }
    case 'recommendations.refresh': {
      if (out.has_taste !== true) return 'I refreshed your recommendations, but there is nothing to learn your style from yet — follow, like or save a few pieces first.';
      const confidence = typeof out.learning_confidence === 'number' ? ` (learning confidence ${Math.round(out.learning_confidence * 100)}%)` : '';
      return `Refreshed your recommendations from everything you follow, like and save${confidence}.`;
    }
    default: return '';
  }
};

export const writeReply = (requests: Request[], outcomes: Outcome[], names: Map<string, string> = new Map()): string =>
  requests.map((r, i) => sentenceFor(r, outcomes[i] ?? { none: true }, names)).filter(Boolean).join('\n\n');
