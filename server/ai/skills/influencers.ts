/**
 * Influencers: the accounts the shopper follows (follow, unfollow, pause, put back, list), Atelier's
 * own list, and influencers similar to one ("who's like @x?"). "Follow her" follows the one just
 * shown first; several handles in one request are followed together.
 */
import { accountVerb, pauseLengthSaid } from './lib/account-verbs.js';
import { accountsInPlay } from './lib/accounts-in-play.js';
import { accountByPosition, accountRequest, everyAccount, FOLLOWING_ASKED, FOLLOWS_ASKED, followsAskedAbout, handlesIn, plainOf, pointsAtAccount, postAuthorNamedBefore, verbAlone } from './lib/accounts.js';
import { describedAccount } from './lib/described-account.js';
import { examplesOf } from './lib/examples.js';
import { callOf, findTool, isRecord, isTool, itemsOf, lastOf, pick } from './lib/plan-core.js';
import { plural, strings } from './lib/reply-format.js';
import type { Request } from './lib/request.js';
import { at, commonOutcome } from './lib/speak-common.js';
import { has } from './lib/words.js';
import { setActiveSentence } from './sources.js';
import type { Skill } from './types.js';

const KINDS = ['influencers.follow', 'influencers.follow_ref', 'influencers.unfollow', 'influencers.followed', 'influencers.setActive', 'similar', 'influencers.list', 'influencers.which'] as const;
const OWN = new Set<string>([...KINDS, 'invalid_handles']);
const PAUSE_VERBS = new Set(['deactivate', 'reactivate']);
const CHANGE_VERBS = new Set(['deactivate', 'reactivate', 'remove']);

/** "who's like @x", "accounts similar to @x": the similar-influencers look-up, never a follow. */
const similarRequest = (c: Parameters<Skill['read']>[0]): Request | null => {
  // "I'd like to follow …" wants to follow; "like" alone asks for accounts like one.
  // "pause her for like a month": "like" before an amount or an article is a hedge, not a likeness.
  const plain = plainOf(c.text).replace(/\b(?:i'?d|i would|would|i)\s+(?:really\s+)?like\s+to\b/g, ' ')
    .replace(/\blike\s+(?=(?:a|an|one|two|three|four|half|maybe|\d+)\b)/g, ' ');
  const { handles, invalid } = handlesIn(c);
  if (!has(plain, 'similar|like|resembl\\w*|alternatives?|same vibe|same style|close to|near|closest to|akin to|in the vein of')) return null;
  // "can you like lena's latest post": a post is what is liked; accounts like one are asked with a word for people.
  if (has(plain, 'posts?|pics?|photos?|pictures?') && !has(plain, 'similar|people|accounts?|creators?|influencers?|anyone|anybody|someone|who')) return null;
  if (handles.length && !has(plain, 'unfollow|remove|add') && (!has(plain, 'follow') || has(plain, 'similar|like'))) return { kind: 'similar', handle: handles[0]! };
  if (!handles.length && invalid.length) return { kind: 'invalid_handles', invalid };
  // "who else is like her?", "more people like them": the account the conversation last named, by a change or her posts.
  const named = accountsInPlay(c.state)[0] ?? postAuthorNamedBefore(c.state);
  if (!handles.length && named && pointsAtAccount(c) && !has(plain, 'follow|unfollow|remove|add|pause|mute')) return { kind: 'similar', handle: named };
  return null;
};

/** "more people like her?", "anyone else like them on here?": accounts like the one in play, asked about people. */
const likeTheOneInPlay = (c: Parameters<Skill['read']>[0]): boolean =>
  !handlesIn(c).handles.length && has(plainOf(c.text), 'people|accounts?|creators?|influencers?|anyone|anybody|someone|somebody|who|pages?') &&
  similarRequest(c)?.kind === 'similar';

/**
 * "who should I be following?", "any accounts worth following?", "recommend some creators to follow": a
 * suggestion of accounts, answered from the accounts on Atelier (influencers.list), never a follow.
 */
const SUGGEST_FOLLOW = /\b(?:who\b[\w' ]{0,30}\b(?:should|could|ought to|must)\b[\w ]{0,10}\bfollow(?:ing)?|who (?:do|would) you (?:suggest|recommend)|(?:accounts?|influencers?|creators?|people|anyone|someone|pages?) (?:(?:worth|to|i should|you'?d (?:suggest|recommend)(?: i)?) (?:be )?follow(?:ing)?)|(?:suggest|recommend) (?:some |any |a few )?(?:accounts?|influencers?|creators?|people|pages?)(?: to follow| i should follow)?)\b/;

/**
 * Who is on Atelier, asked in words ("which creators are even on here?", "list every influencer", "who else is there on
 * this app?"): a list or question word and the accounts named by a noun or by where they are, with no account verb.
 */
const ACCOUNTS_NOUN = 'influencers|influensers|creators|accounts|people on (?:here|this app|the app|atelier)';
/** Their posts asked for, not the accounts: "the newest posts from influencers". */
const POSTS_SAID = 'posts?|posted|posting|pics?|photos?|pictures?|inspo|uploads?';
const ON_THE_APP = 'on (?:here|this app|the app|atelier)';
const whoIsOnTheApp = (c: Parameters<Skill['read']>[0], plain: string): boolean =>
  !c.slots.handles.length && !c.slots.garments.length && !c.slots.categories.length && !has(plain, `your|yours|you like|${POSTS_SAID}`) &&
  (accountVerb(plain) === null || FOLLOWING_ASKED.test(plain) || has(plain, "i follow|i'?m following|i am following")) &&
  ((has(plain, 'list|show|which|what|who|name') && has(plain, ACCOUNTS_NOUN)) || (has(plain, 'who') && has(plain, ON_THE_APP)));

/** Which of the shopper's own accounts: "which accounts I have paused", "what influencers am I following". */
const OWN_ACCOUNTS_ASKED = /^(?!.*\b(?:post|posts|posted|posting|shared|sharing|uploaded)\b).*\b(?:which|what|who)\b.*\b(?:accounts?|influencers?|creators?|people)\b.*\b(?:i(?: have|'ve)?(?: got)? (?:paused|muted|followed|follow)|have i (?:got )?(?:paused|muted|followed)|(?:i'm|i am|am i) following)\b/;
/**
 * Asking about an account, not acting on it: "who is oslo knits?", "should I follow her?", "is lena worth
 * following?", "who's more minimalist?". The accounts on Atelier are listed (with who they are); nothing is followed.
 */
const ASKS_ABOUT = /\b(?:should|shall|would|do you think|would you) (?:i|we) (?:follow|unfollow|mute|pause)\b|\bworth (?:a )?follow(?:ing)?\b|^(?:\W*\w+\W+){0,3}?who(?:'s| is| are)\b(?!.*\b(?:similar|like)\b)/;
/** "who's more minimalist?", "who is the most colourful?": accounts compared by their style. */
const WHO_MORE = /\bwho(?:'s| is| are)\s+(?:more|most|the most|less|the least)\s+[a-z]+/;

/**
 * Accounts suggested, compared or asked about ("who should I follow?", "who's more minimalist?", "is lena worth
 * following?"): the accounts on Atelier are listed; nothing is followed.
 */
const listsAccounts = (c: Parameters<Skill['read']>[0], plain: string): boolean => {
  if (WHO_MORE.test(plain)) return true;
  const named = handlesIn(c).handles.length > 0;
  return named ? ASKS_ABOUT.test(plain) : SUGGEST_FOLLOW.test(plain);
};

/**
 * An account meant by its style ("follow the guy who posts all the hoodies", "pause the knitwear lady until autumn",
 * "is anyone into streetwear?"): asked about, the accounts are listed with the ones that fit named; acted on, the
 * change reaches the one account that fits (or all of them for "both", "them", "whichever"). Null when none is described.
 */
const describedRequest = (c: Parameters<Skill['read']>[0]): Request | null => {
  const d = describedAccount(c);
  if (!d) return null;
  const plain = plainOf(c.text);
  // "and the cosy one too" after a follow: the same change again.
  const latest = c.state.latestTool?.replaceAll('_', '.');
  const verb = accountVerb(plain) ?? (latest === 'influencers.follow' ? 'follow' : latest === 'influencers.unfollow' ? 'remove' : null);
  if (d.asks || !verb) return d.asks ? { kind: 'influencers.list', described: d.handles } : null;
  const every = has(plain, 'both|all|them|those|whichever|each|these');
  if (d.handles.length > 1 && !every) return { kind: 'influencers.list', described: d.handles };
  const handles = every ? d.handles : d.handles.slice(0, 1);
  if (verb === 'follow') return { kind: 'influencers.follow', handles };
  if (verb === 'remove') return { kind: 'influencers.unfollow', handles };
  return { kind: 'influencers.setActive', handles, active: verb === 'reactivate' };
};

/**
 * Right after a pause, a time said with no verb of its own ("actually make it a whole week", "just until next month"):
 * the same accounts paused again, for the time now said. Null otherwise.
 */
const pauseRetimed = (c: Parameters<Skill['read']>[0]): Request | null => {
  const change = c.state.lastAccountChange;
  if (change?.tool !== 'influencers.setActive' || change.active !== false || !change.latest || !c.state.lastHandles.length) return null;
  const plain = plainOf(c.text);
  if (accountVerb(plain) !== null || handlesIn(c).handles.length || c.slots.garments.length || c.slots.categories.length || c.slots.destination) return null;
  return pauseLengthSaid(plain) ? { kind: 'influencers.setActive', handles: [...c.state.lastHandles], active: false } : null;
};

export const influencersSkill: Skill = {
  id: 'influencers',
  summary: 'Follow, unfollow, pause and list influencers, and find ones similar to an account.',
  option: 'follow or find influencers',
  examples: {
    influencers: examplesOf([
      '(follow|start following|folow) @zara (please|)',
      '(follow|add) @zara and @mango (to the people i follow|)',
      '(unfollow|stop following) @zara',
      '(pause|mute) @zara (among the people i follow|in my follows)',
      '(who do i follow|who am i following|show the influencers i follow|list my influencers)',
      '(show|list) my paused influencers',
      '(show me|list) (influencers|creators) (on atelier|)',
      '(who is|find influencers|accounts) (similar to|like) @zara',
      'influencers like @zara',
      '(follow|add) (her|him|them|that one|the first one|the second one)',
      // Bare known handles are masked like "@" ones before classifying, so examples write them with "@".
      'follow @zara and @mango',
      '(can you|could you|please) (follow|add) @camille (and @lena|, @lena and @oslo|) for me',
      '(i want to|let me|i would like to) follow @lena (too|as well|)',
      '(pause|mute|hide|snooze|silence) @lena for a (while|bit|few weeks)',
      '(put|bring|turn) @lena back (on|in my feed|)',
      '(bring|put) (her|him|them) back',
      '(unpause|unmute|resume) (her|him|them|@lena)',
      '(put|keep) @lena on hold (for now|)',
      '(i need|i want|give me|i could use) a break from @camille',
      '(take a break from|turn off|switch off) @camille (for now|)',
      'give @camille a (rest|break)',
      '(stop following|drop|unfollow|ditch) @camille and @oslo',
      '(people|accounts|creators) whose (style|look) is (close to|near|like) @lena',
      '(any|some) (accounts|creators) with a (vibe|look) (resembling|like) @lena',
      'who (dresses|posts) like @lena',
      '(who should i follow|any accounts worth following|recommend some creators to follow)',
      '(which|what) (creators|influencers|accounts) (are there|can i find|do you have) (on here|on atelier|in this app|)',
      '(who is|who else is|who can i find) (on here|on this app|around here)',
      '(give me a list of|run through|name) (every|all the|the) (influencers|creators) (you have|here|)',
      '(am i following|do i still follow|have i followed) (anybody|@lena|anyone at all) (yet|right now|)',
      '(suggest|recommend|give me) (a few|some) (accounts|creators|people) like @lena',
      'who (else|on here|on the app) (is worth following|dresses like @lena|posts like her)',
    ]),
  },
  slots: ['handles', 'unknownHandles', 'invalidHandles', 'references', 'negated'],
  kinds: KINDS,
  // A known account with a verb of pausing or putting back ("put lena on pause") is about that account,
  // whatever else the words suggest ("put … on" is also dressing). Asked for by its form before the
  // classifier: "accounts you'd suggest following" is no feed of pieces.
  // So is a question about the shopper's own accounts ("which accounts have I paused?"), never anything outside fashion.
  // So is a change to every account followed, or every one but some ("pause all of them except oslo").
  claims: (c) => {
    const plain = plainOf(c.text);
    const verb = accountVerb(plain) ?? '';
    return (c.slots.handles.length > 0 && !c.slots.garments.length && !c.slots.categories.length && PAUSE_VERBS.has(verb)) ||
      // "make her active again", "ok she can come back now": the accounts just acted on, pointed at.
      (PAUSE_VERBS.has(verb) && accountsInPlay(c.state).length > 0 && pointsAtAccount(c)) ||
      // "actually no, unfollow for good", "ok unpause her" with an account in play: that account, whatever else the words suggest.
      (accountsInPlay(c.state).length > 0 && verbAlone(c) && (CHANGE_VERBS.has(verb) || pointsAtAccount(c))) ||
      (!c.slots.handles.length && (c.slots.excludedHandles.length > 0 || everyAccount(plain)) && CHANGE_VERBS.has(verb)) ||
      pauseRetimed(c) !== null || listsAccounts(c, plain) || likeTheOneInPlay(c) || whoIsOnTheApp(c, plain) || FOLLOWING_ASKED.test(plain) || OWN_ACCOUNTS_ASKED.test(plain) || (FOLLOWS_ASKED.test(plain) && !c.slots.handles.length) || accountByPosition(c) || followsAskedAbout(c) || describedRequest(c) !== null;
  },
  read(c) {
    const retimed = pauseRetimed(c);
    if (retimed) return retimed;
    const similar = similarRequest(c);
    if (similar) return similar;
    if (listsAccounts(c, plainOf(c.text))) {
      const described = describedAccount(c)?.handles;
      return described ? { kind: 'influencers.list', described } : { kind: 'influencers.list' };
    }
    const described = describedRequest(c);
    if (described) return described;
    const r = accountRequest(c, c.sure);
    if (!(r && OWN.has(r.kind)) && whoIsOnTheApp(c, plainOf(c.text))) return { kind: 'influencers.list' };
    return r && OWN.has(r.kind) ? r : null;
  },
  plan(r, ctx) {
    if ((r.kind === 'influencers.unfollow' || r.kind === 'influencers.setActive') && r.except) {
      // The accounts listed as the conversation's latest answer are the ones the shopper is looking at ("pause all of them
      // except oslo"), when that list holds every account the change may touch.
      const latest = ctx.history[ctx.history.length - ctx.current.length - 1];
      const status = latest && isRecord(latest.input) ? latest.input.status : undefined;
      const shown = latest && !latest.prep && !latest.isError && isTool(latest, 'influencers.followed') && (status === 'all' || (r.kind === 'influencers.setActive' && !r.active && status === 'active'));
      const followed = lastOf(ctx.own, 'influencers.followed') ?? (shown ? latest : undefined);
      if (!followed) return callOf(ctx.tools, 'influencers.followed', { status: 'all' }, true);
      const listed = isRecord(followed.output) && Array.isArray(followed.output.influencers) ? followed.output.influencers.filter(isRecord) : [];
      const except = new Set(r.except);
      // Pausing touches the active ones, putting back the paused ones; unfollowing, all of them.
      const handles = listed.filter((i) => !except.has(String(i.handle)) && (r.kind === 'influencers.unfollow' || (i.is_active !== false) === !r.active))
        .map((i) => String(i.handle));
      if (!handles.length) return { none: true };
      return r.kind === 'influencers.unfollow'
        ? callOf(ctx.tools, 'influencers.unfollow', { handles })
        : callOf(ctx.tools, 'influencers.setActive', { handles, active: r.active });
    }
    switch (r.kind) {
      case 'influencers.follow': return callOf(ctx.tools, 'influencers.follow', { handles: r.handles });
      case 'influencers.unfollow': return callOf(ctx.tools, 'influencers.unfollow', { handles: r.handles });
      case 'influencers.followed': return callOf(ctx.tools, 'influencers.followed', { status: r.status });
      case 'influencers.setActive': return callOf(ctx.tools, 'influencers.setActive', { handles: r.handles, active: r.active });
      case 'influencers.list': return callOf(ctx.tools, 'influencers.list', {});
      case 'similar': return callOf(ctx.tools, 'recommendations.similarInfluencers', { handle: r.handle });
      case 'influencers.follow_ref': {
        if (!findTool(ctx.tools, 'influencers.follow')) return { missing: 'tool' };
        const listed = ctx.latestList('influencers')?.items ?? [];
        const handles = [...new Set([r.ref, ...(r.also ?? [])].flatMap((ref) => pick(listed, ref)).map((i) => String(i.handle)))];
        return handles.length ? callOf(ctx.tools, 'influencers.follow', { handles }) : { missing: 'items' };
      }
      default: return { none: true };
    }
  },
  speak(r, o) {
    // "Unfollow everyone except @x" when nobody else is followed (or active, or paused): nothing to change, said so.
    if ('none' in o && (r.kind === 'influencers.unfollow' || r.kind === 'influencers.setActive') && r.except) {
      const which = r.kind === 'influencers.unfollow' ? '' : r.active ? 'paused ' : 'active ';
      return `Nothing changed: you follow no ${which}influencers besides ${at(r.except)}.`;
    }
    if (r.kind === 'influencers.which') {
      return `The accounts list doesn\u2019t say whose style is ${r.quality}, so I haven\u2019t followed anyone. Tell me which ones (by @handle or number) and I\u2019ll follow them.`;
    }
    const said = commonOutcome(o, 'influencers');
    if (typeof said === 'string') return said;
    const { out, args, result } = said;
    switch (r.kind) {
      case 'influencers.setActive': return setActiveSentence(out, args.active === true, 'influencer');
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
        const list = Array.isArray(out.influencers) ? out.influencers.filter((i): i is Record<string, unknown> => typeof i === 'object' && i !== null).map((i) => String(i.handle)) : [];
        const label = r.status === 'inactive' ? 'paused ' : '';
        if (!list.length) return r.status === 'inactive' ? 'You have no paused influencers.' : 'You don\u2019t follow any influencers yet. Try \u2018follow @name\u2019.';
        return `You follow ${plural(list.length, `${label}influencer`)}: ${at(list, 30)}.`;
      }
      case 'similar': {
        const items = itemsOf(result?.output, 'influencers');
        if (!items.length) return `I couldn\u2019t find influencers similar to @${r.handle}.`;
        const lines = items.map((i) => {
          const score = typeof i.similarity_score === 'number' ? i.similarity_score : typeof i.similarity === 'number' ? i.similarity : undefined;
          const reason = typeof i.match_reason === 'string' && i.match_reason ? `, ${i.match_reason}` : '';
          return `@${String(i.handle)}${score !== undefined ? ` (${Math.round(score * 100)}% similar${reason})` : ''}`;
        });
        const target = typeof out.handle === 'string' ? out.handle : r.handle;
        return `Influencers similar to @${target}: ${lines.join(', ')}.`;
      }
      case 'influencers.list': {
        const list = Array.isArray(out.influencers) ? out.influencers.filter((i): i is Record<string, unknown> => typeof i === 'object' && i !== null) : [];
        if (!list.length) return 'There are no influencers on Atelier yet.';
        const shown = list.slice(0, 30).map((i) => `@${String(i.handle)}${typeof i.display_name === 'string' && i.display_name ? ` (${i.display_name})` : ''}`);
        const all = `${list.length === 1 ? 'There is 1 influencer' : `There are ${list.length} influencers`} on Atelier: ${shown.join(', ')}${list.length > 30 ? ` and ${list.length - 30} more` : ''}.`;
        // The accounts a description fitted, as the list holds them: named first, nothing followed.
        const fitting = (r.described ?? []).filter((h) => list.some((i) => i.handle === h));
        const fit = fitting.length ? ` Closest to what you describe: ${at(fitting)}.` : '';
        return `${all}${fit} Say \u201cfollow @name\u201d to follow one.`;
      }
      default: return '';
    }
  },
};
