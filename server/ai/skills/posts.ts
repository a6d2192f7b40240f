/**
 * Inspiration posts: the latest, the most liked, those from the influencers the shopper follows;
 * liking and unliking one by position or by its influencer.
 */
import { accountVerb } from './lib/account-verbs.js';
import { handlesIn, plainOf, pointsAtAccount, postAuthorNamedBefore } from './lib/accounts.js';
import { accountsInPlay } from './lib/accounts-in-play.js';
import { examplesOf } from './lib/examples.js';
import { callOf, findTool, isRecord, pick } from './lib/plan-core.js';
import { countOf } from '../../../tools/text/phrase.js';
import type { PostView } from './lib/request.js';
import { at, commonOutcome } from './lib/speak-common.js';
import { has, INSPIRATION_FEED, itemRef } from './lib/words.js';
import type { Skill } from './types.js';

const POSTS_TITLE: Record<string, string> = {
  latest: 'Latest posts', top_liked: 'Most liked posts', following: 'Posts from the influencers you follow', recent: 'Recent posts from the influencers you follow',
};

const postLine = (p: Record<string, unknown>, i: number) => {
  const who = isRecord(p.influencer) ? `@${String(p.influencer.handle)}` : 'an influencer';
  const caption = typeof p.caption === 'string' && p.caption ? ` — \u201c${p.caption.length > 80 ? `${p.caption.slice(0, 79)}\u2026` : p.caption}\u201d` : '';
  const likes = typeof p.like_count === 'number' ? ` (${countOf(p.like_count, 'like')})` : '';
  return `${i + 1}. ${who}${caption}${likes}`;
};

/** Liking in other words: "give it a like", "leave her last post a heart". */
const GIVE_A_LIKE = '(?:give|leave|drop|send|put) (?:it|that|this|(?:that|this|the) (?:\\w+ )?post|(?:her|his|their) (?:\\w+ )?post) an? (?:like|heart)|(?:give|leave|drop|send|put|add|pop|stick) an? (?:like|heart) (?:on|to)';
/** Verbs of posting, for what an account has put up lately. */
const POSTED = 'posted|posting|put up|uploaded|been sharing|shared lately';

/** "anything new from the accounts I follow?": what the followed accounts put up lately. */
const NEW_FROM_FOLLOWED = "(?:new|latest|recent|fresh)\\b(?:\\W+\\w+){0,3}?\\W+(?:from|by) (?:the |my )?(?:accounts|people|influencers|creators|those|everyone|folks|ones) (?:i|i'm|im) (?:follow|following)";

/** Words for what an account puts up. */
const POST_WORDS = '(?:posts?|pics?|photos?|pictures?|uploads?|latest|newest|grid|feed)';

/** The inspiration feed named: its posts, or the feed itself. */
const FEED_WORDS = `posts?|${INSPIRATION_FEED}`;

/** The feed in other words, when the classifier is sure posts are meant: "what people are posting", "some pictures to scroll". */
const FEED_IN_OTHER_WORDS = 'inspiration|pictures?|pics|photos?|posting|posted|scroll|browse';

/** A post pointed at by its author: "the one from oslo_knits", "lena's post". */
const POST_OF = "(?:one|post|pic|photo|picture|look)s? (?:from|by)|'s (?:post|pic|photo|picture|one)";
/** Asking for a like in a request's words ("could you like it for me", "save that for me"), not an opinion ("I like the one…"). */
const ASKS_A_LIKE = '(?:could|can|would|will) you (?:please )?(?:like|heart|save|keep)|please (?:like|heart|save)|(?:like|heart|save|keep) (?:it|that|this)(?: one)? for me';

/** A post by a named account, asked to be liked: the post's author is no catalogue brand, so saving it is liking it. */
const likeOfAuthor = (c: Parameters<Skill['read']>[0]): boolean => {
  const plain = plainOf(c.text);
  return handlesIn(c).handles.length > 0 && has(c.text.toLowerCase(), POST_OF) && has(plain, ASKS_A_LIKE);
};

/** What an account put up, in other words: her "stuff", what the shopper missed of her, what she has been up to. */
const HER_POSTS = `${POST_WORDS}|stuff|content|what (?:did )?i(?:'ve| have)? (?:miss|missed)|been up to`;

/**
 * "show me her latest", "what did I miss from her?", "and show their stuff", "show what I missed" right after an account
 * was named or acted on: that account's posts. Not a change of the account, not a piece ("her jacket"), not a like.
 */
const postsOfAccountInPlay = (c: Parameters<Skill['read']>[0]): readonly string[] => {
  const plain = plainOf(c.text);
  const inPlay = accountsInPlay(c.state);
  if (!inPlay.length || handlesIn(c).handles.length || c.slots.garments.length || c.slots.categories.length || accountVerb(plain) !== null) return [];
  if (!has(plain, HER_POSTS) || has(plain, 'like|heart|similar|add|remove|delete|save|buy|cart')) return [];
  // Pointed at ("her", "their") or asked as what the shopper missed, with nothing else to be about.
  return pointsAtAccount(c) || has(plain, 'her|his|their|them|miss|missed') ? inPlay : [];
};

const postedBy = (c: Parameters<Skill['read']>[0]): boolean => {
  const plain = plainOf(c.text);
  return has(plain, POSTED) && (handlesIn(c).handles.length > 0 || c.slots.references.some((r) => r.kind === 'pronoun') || has(plain, "she|he|they|she'?s|he'?s|they'?ve")) && !has(plain, 'add|remove|delete|save|follow') &&
    // "unmute her, she just posted something": the change asked, with her posting as the reason.
    accountVerb(plain) === null;
};

/** What a post is described by ("the one with the grey blazer"): the colours and garments the clause names. */
const describedBy = (c: Parameters<Skill['read']>[0]): string[] =>
  [...c.slots.colours, ...(c.slots.garments.length ? c.slots.garments.map((g) => g.word) : c.slots.categories.map((k) => k.toLowerCase().replace(/(?:es|s)$/, '')))]
    .filter((w, i, all) => all.indexOf(w) === i);

/** Words before "one" that point rather than describe: "the other one", "that last one". */
const NOT_DESCRIBING = new Set(['that', 'this', 'other', 'last', 'first', 'second', 'third', 'fourth', 'fifth', 'next', 'same', 'only', 'newest', 'latest', 'oldest', 'every', 'each']);

/** Every described word is in the post's caption, a plural's "s" aside. */
const captionHas = (post: Record<string, unknown>, words: readonly string[]): boolean => {
  const caption = typeof post.caption === 'string' ? post.caption.toLowerCase() : '';
  return words.every((w) => new RegExp(`\\b${w.toLowerCase().replace(/s$/, '')}`).test(caption));
};

/**
 * With posts shown, "ok like the third", "yes heart it", "cool, like that one": a like after words that only carry the
 * conversation on (a closed class of discourse markers), never "something like the third" (a comparison has no marker).
 */
const LEAD_IN_LIKE = /^\s*(?:(?:and|also|then|oh|now|ok|okay|yes|yeah|yep|sure|cool|great|nice|right|alright|so|please|pls)[,!.]?\s+)+(?:like|heart)\b/i;

/**
 * With posts shown, a like asked for after what the shopper thinks of one ("so clean, like it", "love that one — heart
 * it"): the verb opens a part of the clause and takes a post as its object, never "I like it" nor "looks like that".
 */
const LIKE_AFTER_OPINION = /(?:^|[,;.!—–-]\s*|\b(?:and|so|then|pls|please|just|now|go on)\s+)(?:like|heart|double[- ]?tap)\s+(?:it|that|this|them|those|these|all|both|the|her|his|their)\b/i;
/** "double tap the knit one": Instagram's gesture for a like. */
const DOUBLE_TAP = 'double[- ]?tap(?:ped)?';
/** A heart sent as the whole verb ("the hoodie one ❤️"): Instagram's like, when posts are what was just shown. */
const HEART_SIGNS = ['\u2764', '\u2665', '\u{1F496}', '\u{1F495}', '\u{1F60D}', '\u{1F970}', '\u{1F618}'];
const heartSent = (text: string): boolean => HEART_SIGNS.some((h) => text.includes(h));
const postsShown = (state: Parameters<Skill['read']>[0]['state']): boolean =>
  state.lists.posts.length > 0 && (state.latestTool ?? '').replaceAll('_', '.').startsWith('posts.');

/** "the hoodie one ❤️", "2nd ♥": a heart beside a post pointed at by position or by what it shows, and no other verb. */
const heartOnPost = (c: Parameters<Skill['read']>[0]): boolean => {
  const plain = plainOf(c.text);
  return heartSent(c.text) && (itemRef(plain) !== null || /\b[a-z]{3,} (?:one|post|pic|photo)\b/.test(plain)) &&
    !has(plain, 'show|find|search|buy|save|cart|add|follow|similar');
};

export const postsSkill: Skill = {
  id: 'posts',
  summary: 'Show inspiration posts (latest, most liked, from people followed) and like or unlike one.',
  option: 'show inspiration posts',
  examples: {
    posts: examplesOf([
      '(show me|what are) the (latest|newest|most liked|top|popular) posts',
      '(posts|latest posts|recent posts) from (people|the influencers) i follow',
      '(show|open) (the inspiration feed|inspiration posts)',
      '(take me to|pull up|let me browse|can i scroll) (the inspo feed|the inspiration page|some inspo)',
      '(what are people|what is everyone|what have the influencers been) (posting|wearing on here|sharing) (lately|these days|)',
      '(i want to see|give me|got any) (outfit inspo|some inspiration pictures|style inspo from the community)',
      '(the latest|newest|fresh) (pictures|pics|photos) from the (influencers|creators|community)',
      '(what has|show me what) @zara (posted|put up) (lately|recently|)',
      '@zara\u2019s (latest|newest|recent posts) (please|pls|)',
      '(like|heart) the (first|second|third|last) (one|post)',
      '(give a heart to|tap like on|put a like on) the (fourth|second|top) (picture|photo|pic)',
      '(heart|like) the post (with|showing) the (olive jacket|striped knit|white shirt|wide trousers)',
      '(like|heart) @zara\u2019s post',
      '(unlike|remove my like from) (it|the first one|that post)',
    ]),
  },
  slots: ['handles', 'references'],
  kinds: ['posts.feed', 'posts.like'],
  // By form, before the classifier: what an account (or "she") posted, and "give it a like".
  // With posts just shown, a like asked for after an opinion of one ("so clean, like it").
  claims: (c) => has(plainOf(c.text), GIVE_A_LIKE) || postsOfAccountInPlay(c).length > 0 || has(plainOf(c.text), NEW_FROM_FOLLOWED) || postedBy(c) || likeOfAuthor(c) ||
    (postsShown(c.state) && (LIKE_AFTER_OPINION.test(c.text) || has(plainOf(c.text), DOUBLE_TAP) || heartOnPost(c))),
  read(c) {
    const plain = plainOf(c.text);
    const lower = c.text.toLowerCase();
    const { handles } = handlesIn(c);
    const unlike = has(plain, 'unlike|remove my like|take back my like|undo my like');
    if (unlike || /^\s*(?:please\s+)?(?:like|heart)\b/i.test(lower) || (postsShown(c.state) && (LIKE_AFTER_OPINION.test(lower) || has(plain, DOUBLE_TAP) || heartOnPost(c))) || (c.state.lists.posts.length > 0 && LEAD_IN_LIKE.test(lower)) || has(plain, 'like (?:the|that|this) (?:\\w+ )?post') || has(plain, GIVE_A_LIKE) || likeOfAuthor(c)) {
      const about = describedBy(c);
      // "the cable one": a word the post is known by, when no colour or garment describes it.
      const word = about.length ? null : /\b([a-z]{4,}) (?:one|post|pic|picture|photo)\b/.exec(plain)?.[1];
      if (word && !NOT_DESCRIBING.has(word)) about.push(word);
      // "like her 2nd one", or "the 2nd one" right after "posts from camille": her posts are the ones shown and counted.
      const author = handles[0] ?? (has(plain, 'her|his|their|she|he') || postsShown(c.state) ? postAuthorNamedBefore(c.state) : null);
      return { kind: 'posts.like', liked: !unlike, ref: itemRef(plain.replace(/\b(?:un)?like\b/g, ' ').replace(new RegExp(`\\b${DOUBLE_TAP}\\b`, 'g'), ' ')), handle: author, ...(about.length ? { about } : {}) };
    }
    // "what has she posted lately?", "show me what lena's been posting": an account's posts are among the latest.
    if (has(plain, NEW_FROM_FOLLOWED) || has(plain, `${POST_WORDS}\\b.*\\b(?:from|by|of) (?:both|them|those|these|the two|all of them)`)) return { kind: 'posts.feed', view: 'recent' };
    const ofInPlay = postsOfAccountInPlay(c);
    if (ofInPlay.length) return { kind: 'posts.feed', view: 'latest', of: [...ofInPlay] };
    if (postedBy(c)) {
      return handles.length ? { kind: 'posts.feed', view: 'latest', of: handles } : { kind: 'posts.feed', view: 'latest' };
    }
    // "posts from camille please", "show me street atelier posts then": that account's posts, among the latest — unless
    // the verb turns them away ("stop showing me her posts", "fewer posts from …"), which is the influencers' hide.
    if (handles.length && has(plain, POST_WORDS) && !has(plain, 'add|remove|delete|save|follow|unfollow|pause|mute|similar|like|stop|hide|fewer|less')) {
      return { kind: 'posts.feed', view: 'latest', of: handles };
    }
    // The classifier sure of posts with nothing to change: the feed in whatever words ("the inspo page", "what's everyone wearing").
    const feedAsked = has(plain, FEED_WORDS) || (c.sure && c.label === 'posts' && has(plain, FEED_IN_OTHER_WORDS) && !c.slots.garments.length && !c.slots.categories.length);
    if (feedAsked && !handles.length && !has(plain, 'add|remove|delete|save')) {
      const view: PostView = has(plain, 'top|most liked|popular|best')
        ? 'top_liked'
        : has(plain, 'follow|following|followed') ? (has(plain, 'recent|latest|new') ? 'recent' : 'following') : 'latest';
      return { kind: 'posts.feed', view };
    }
    // "what's new from the influencers", "what have the accounts I follow been posting": their posts, in other words.
    if (c.sure && !handles.length && has(plain, 'influencers?|accounts?|creators?|people i follow') && has(plain, 'new|latest|recent|lately|up to|posting|posted|sharing|shared')) {
      return { kind: 'posts.feed', view: has(plain, 'i follow|i am following|followed') ? 'recent' : 'latest' };
    }
    return null;
  },
  plan(r, ctx) {
    if (r.kind === 'posts.feed') {
      // The plain latest posts have their own tool; the other views are the feed's.
      return r.view === 'latest' && findTool(ctx.tools, 'posts.latest') ? callOf(ctx.tools, 'posts.latest', {}) : callOf(ctx.tools, 'posts.feed', { view: r.view });
    }
    if (r.kind !== 'posts.like') return { none: true };
    const tool = findTool(ctx.tools, r.liked ? 'posts.like' : 'posts.unlike');
    if (!tool) return { missing: 'tool' };
    const posts = ctx.latestList('posts');
    if (!posts) {
      // A post named by its influencer can be found in the latest posts; a position needs a list shown.
      if (r.handle && findTool(ctx.tools, 'posts.latest')) return callOf(ctx.tools, 'posts.latest', {}, true);
      return { missing: 'items' };
    }
    const byHandle = r.handle ? posts.items.filter((p) => isRecord(p.influencer) && p.influencer.handle === r.handle) : posts.items;
    // A post described by what it shows is one whose caption says so; none is liked on a guess.
    // "Lena's second post": the position counts among her posts; she may have fewer.
    const post = r.about ? byHandle.find((p) => captionHas(p, r.about!)) : r.handle ? (r.ref ? pick(byHandle, r.ref)[0] : byHandle[0]) : pick(posts.items, r.ref ?? { index: 1 })[0];
    if (!post && r.handle && r.ref && byHandle.length) return { unmatched: `@${r.handle}:${byHandle.length}` };
    return post ? callOf(ctx.tools, tool.name, { postId: post.id }) : { unmatched: r.about ? `with ${r.about.join(' ')}` : r.handle ? `@${r.handle}` : '' };
  },
  speak(r, o, names) {
    if (r.kind === 'posts.like' && 'unmatched' in o) {
      if (o.unmatched.startsWith('with ')) return `None of the latest posts shows ${o.unmatched.slice(5)}, so I haven\u2019t liked any.`;
      const fewer = /^@(.+):(\d+)$/.exec(o.unmatched);
      if (fewer) return `@${fewer[1]} has only ${countOf(Number(fewer[2]), 'post')} among the latest, so I haven\u2019t liked any.`;
      return o.unmatched ? `I couldn\u2019t find a post by ${o.unmatched} among the latest posts.` : 'Which post? Say \u201clike the first one\u201d after asking for posts.';
    }
    const said = commonOutcome(o, 'posts');
    if (typeof said === 'string') return said;
    const { out } = said;
    if (r.kind === 'posts.feed') {
      const all = Array.isArray(out.posts) ? out.posts.filter(isRecord) : [];
      const posts = r.of ? all.filter((p) => isRecord(p.influencer) && r.of!.includes(String(p.influencer.handle))) : all;
      if (r.of && !posts.length) return `None of the latest posts is by ${at(r.of)}.`;
      if (!posts.length) {
        return r.view === 'following' || r.view === 'recent' ? 'No posts from the influencers you follow yet. Try \u2018follow @name\u2019.' : 'There are no posts to show yet.';
      }
      const title = r.of ? `Latest posts by ${at(r.of)}` : POSTS_TITLE[r.view];
      return `${title}:\n${posts.slice(0, 6).map(postLine).join('\n')}`;
    }
    const post = typeof out.post_id === 'string' ? names.get(out.post_id) ?? 'that post' : 'that post';
    const count = typeof out.like_count === 'number' ? ` It has ${countOf(out.like_count, 'like')}.` : '';
    if (out.liked === true) return out.changed === false ? `You already like ${post}.${count}` : `Liked ${post}.${count}`;
    return out.changed === false ? `You hadn\u2019t liked ${post}.` : `Removed your like from ${post}.${count}`;
  },
};
