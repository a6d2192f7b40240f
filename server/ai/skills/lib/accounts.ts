/**
 * Accounts in a clause: the handles it names (with "@", as profile links, or known handles written
 * bare), whether it is about style sources or the influencers the shopper follows, and which way it
 * changes them. The verb comes from the Agent Chat's grammar (tools/sources/intent.ts), so the
 * stylist and the Agent Chat read "pause", "put … back" and "drop" the same way. Pure.
 */
import { handleCandidates, partitionHandles } from '../../../../tools/sources/handles.js';
import { intentKind } from '../../../../tools/sources/intent.js';
import { isNearMiss } from '../../nlu/index.js';
import { accountsInPlay } from './accounts-in-play.js';
import { accountObjectsIn, accountVerb, forATime, shopsNamed, sourceVerbSaid } from './account-verbs.js';
import type { ClauseInput } from '../types.js';
import type { Request, Status } from './request.js';
import { wantsLess } from './understand-shopping.js';
import { isRecord, pick } from './plan-core.js';
import { has, itemRef, ORDINAL_WORDS, positionsIn } from './words.js';

/** The clause without handles and profile links, so a handle such as @helpme never reads as a word. */
export const plainOf = (text: string) =>
  text.toLowerCase().replace(/(?:https?:\/\/)?(?:www\.)?instagram\.com\/\S*/g, ' ').replace(/@\S+/g, ' ')
    // "un-follow", "un follow", "un-pause": the one verb, so a negative verb is never read as its opposite.
    .replace(/\bun[-\s]+(fol+ow\w*|pause\w*|mute\w*|hide\w*|snooze\w*)/g, 'un$1');

/** Handles written with "@" or as links, then the known ones the NLU layer found written bare. */
export const handlesIn = (c: Pick<ClauseInput, 'text' | 'slots'>): { handles: string[]; invalid: string[] } => {
  const written = partitionHandles(handleCandidates(c.text));
  const { invalid } = written;
  // "@camile.style", misspelt: the NLU layer read it as the known account it is one edit from; the typo itself is no other account.
  const handles = written.handles.filter((h) => c.slots.handles.includes(h) || !c.slots.handles.some((known) => isNearMiss(h, known)));
  const bare = c.slots.handles.filter((h) => !handles.includes(h));
  const invalidToo = [...invalid, ...c.slots.invalidHandles.filter((h) => !invalid.includes(h))];
  return { handles: [...handles, ...bare], invalid: invalidToo };
};

export const statusIn = (text: string): Status =>
  has(text, 'inactive|archived|disabled|paused|muted') ? 'inactive' : has(text, 'all|every|everything') ? 'all' : 'active';

/** The verbs of a pause itself, as against wanting less ("less of @x", "done with her"). */
const PAUSED_OUTRIGHT = /\b(?:pause|mute|snooze|silence|deactivate)\b/;

/** Every account the shopper follows, said without naming one. */
export const everyAccount = (plain: string) =>
  has(plain, "everyone|everybody|every (?:single )?(?:account|influencer|creator|one i follow)|all (?:of )?(?:the |my )?(?:accounts|influencers|creators|people|follows)|all (?:the )?(?:ones|people) i(?:'m| am)? follow(?:ing)?");

/** Removing an account outright; "get rid of @x" with a handle is wanting less of it (a pause), not one of these. */
const REMOVE_WORDS = 'remove|delete|drop|unfol+ow|(?:stop|quit|cease) fol+owing';

/**
 * The clause points at accounts already named rather than naming one: "bring her back", "unfollow them", "that account",
 * and a person as the subject ("she can be active again", "they can come back").
 */
export const pointsAtAccount = (c: Pick<ClauseInput, 'text' | 'slots'>): boolean =>
  c.slots.references.some((r) => r.kind === 'pronoun' || r.kind === 'both' || (r.kind === 'demonstrative' && /^(?:account|influencer|creator|source|one)s?$/.test(r.noun ?? ''))) ||
  /\b(?:she|he|they|she'?s|he'?s|they'?re)\b/.test(plainOf(c.text));

/**
 * An account verb with nothing for it to act on ("actually just unfollow", "no, unfollow for good", "ok unpause"): no
 * handle, name, position, description, "everyone" nor a source. It acts on the accounts the conversation has in play.
 */
export const verbAlone = (c: Pick<ClauseInput, 'text' | 'slots' | 'state'>): boolean => {
  const plain = plainOf(c.text);
  return accountVerb(plain) !== null && !handlesIn(c).handles.length && !accountObjectsIn(plain).length && !everyAccount(plain) &&
    !c.slots.excludedHandles.length && !(c.slots.describedHandles ?? []).length && !c.slots.garments.length && !c.slots.categories.length &&
    !ORDINAL_ONE.test(plain) && !aboutSources(plain) && !sourceVerbSaid(plain) && !shopsNamed(plain) &&
    // "who am I still following?", "do I follow her?": her follows asked about, no change.
    !FOLLOWS_ASKED.test(plain) && !FOLLOWING_ASKED.test(plain);
};

/** "who else am I following?", "who's left?", "which ones do I still have?": the shopper's own follows asked about. */
export const FOLLOWS_ASKED = /\b(?:who|which|what)\b(?!.*\b(?:posts?|posted|posting)\b).*(?:\b(?:am i|do i|i'?m|i am|i)\s+(?:still\s+|currently\s+|now\s+|really\s+)?fol+ow(?:ing)?\b|(?:\bis|\bare|'s)\s+(?:still\s+)?(?:left|remaining)\b)/;

/**
 * A question about whether the shopper follows someone, not a follow: "do I follow lena??", "am I following anyone?",
 * "I'm following camille right?". Her own list answers it.
 */
export const FOLLOWING_ASKED = /^(?!.*\b(?:who|which|what|whom)\b).*\b(?:(?:do|did|am|have|are)\s+(?:i|we)\s+(?:still\s+|already\s+|even\s+|actually\s+)?(?:follow|following|followed)\b|(?:i'?m|i am|im)\s+(?:still\s+|already\s+)?following\b.*\b(?:right|yes|yeah|no|correct)\W*$)/;

export const aboutSources = (plain: string) => has(plain, 'sources?|style sources?');
/** A source's state said as a participle: "connected", "still linked", "synced up". */
const CONNECTED = /\b(?:connected|linked|synced|synched|hooked up)\b/;
/** The clause asks rather than tells: a "?", or a question word or auxiliary opening it or one of its parts. */
/** "which shops have I got linked?", "is mango still connected": what is connected, asked. */
export const connectedAsked = (text: string): boolean => {
  const plain = plainOf(text);
  return CONNECTED.test(plain) && asksAbout(text, plain);
};
const asksAbout = (text: string, plain: string): boolean =>
  text.includes('?') || /(?:^|[,.;]\s*|\b(?:ok|so|then|and|wait)\s+)(?:which|what|wat|who|is|are|am|do|does|have|has|any)\b/.test(plain.trim());
/** "follow", "ok follow", "yes follow please": a follow with no object, after an account was asked about. */
const BARE_FOLLOW = /^\W*(?:(?:ok|okay|yes|yeah|yep|sure|fine|go on|then)\W+)*follow\W*(?:(?:then|please|pls)\W*)?$/;

/** The accounts just listed that the shopper's last message named, by handle or by name ("oslo knits", "Lena"). */
const namedBefore = (state: ClauseInput['state']): string[] => {
  const before = ` ${(state.earlierUserTexts.at(-1) ?? '').toLowerCase().replace(/[@._]/g, ' ').replace(/[^\p{L}\p{N} ]+/gu, ' ')} `;
  const spaced = (w: unknown) => (typeof w === 'string' ? ` ${w.toLowerCase().replace(/[@._]/g, ' ').trim()} ` : null);
  return state.lists.influencers.filter((i) => [spaced(i.handle), spaced(i.display_name)].some((w) => w?.trim() && before.replace(/\s+/g, ' ').includes(w)))
    .map((i) => String(i.handle));
};

/** "ok follow" right after asking who one listed account is: a follow of that account, whatever else a bare "ok" reads as. */
export const followsAskedAbout = (c: ClauseInput): boolean => BARE_FOLLOW.test(plainOf(c.text)) && namedBefore(c.state).length === 1;

export const aboutInfluencers = (plain: string) => has(plain, 'influencers?|fol+ow(?:ing|ed|s)?|unfol+ow|creators?|who do i follow|accounts?');

/**
 * The account request a clause makes, or null when it names no account change or list. `sure`:
 * the classifier is confident this clause is about accounts, so a change with no handle is
 * answered ("which handle?") rather than left to another skill.
 */
export const accountRequest = (c: ClauseInput, sure: boolean): Request | null => {
  const plain = plainOf(c.text);
  const said = accountVerb(plain);
  const found = handlesIn(c);
  const { invalid } = found;
  // "bring her back", "unfollow them": the accounts the conversation's last account change named.
  const pronoun = pointsAtAccount(c);
  // An account an earlier clause of the same message named is read in by lib/same-message.ts.
  // "follow her" picks from influencers just shown; with none shown, or "follow them again", it is the
  // account the conversation's last change named (an unfollow taken back).
  const followsBack = said === 'follow' && (has(plain, 'again|back|re-?follow') || !c.state.lists.influencers.length);
  // "camille.style" sent alone (answered with a question), then "follow her": the account that message was.
  const previous = /^@?([a-z0-9](?:[a-z0-9._]{0,28}[a-z0-9_])?)[.!?]*$/i.exec((c.state.earlierUserTexts.at(-1) ?? '').trim());
  const inPlay = accountsInPlay(c.state);
  const lastNamed = inPlay.length ? [...inPlay] : previous && /[._]|^@/.test(previous[0]) ? [previous[1]!.toLowerCase()] : [];
  // "connect zara as a source", "and turn off cos, I'm over it" right after the sources changed: a name no lexicon knows, as
  // the verb's object, stands over the accounts a pronoun elsewhere in the clause would point at.
  const ofSources = aboutSources(plain) || sourceVerbSaid(plain) || shopsNamed(plain) || (c.state.latestTool ?? '').replaceAll('_', '.').startsWith('sources.');
  // A name no lexicon knows as the object of a pause or a return ("switch arket off while I'm away") can only be a source.
  const objects = !found.handles.length && said ? accountObjectsIn(plain) : [];
  const namesSaid = ofSources || (said !== 'follow' && objects.length && objects.every((o) => c.slots.unknownHandles.includes(o))) ? objects : [];
  const nameSaid = namesSaid[0] ?? null;
  const named = found.handles.length || !(pronoun || verbAlone(c)) || !said || (said === 'follow' && !followsBack) ? found.handles : lastNamed;
  // "pause the second one", "stop following the last one": a position in the accounts just listed or changed.
  const placed = !named.length && !nameSaid && said !== 'follow' ? accountsAt(plain, c.state) : [];
  const handles = namesSaid.length ? namesSaid : named.length ? named : placed;
  // "actually just the first one" right after several were followed: the others are unfollowed.
  const kept = keptOfFollowed(plain, c.state, found.handles);
  if (kept) return kept;
  // Wanting less of someone never adds them: "stop showing me @x", "no more @x", "hide @x" pause.
  // A pause said outright ("pause her, she posts too much") is that pause, not a wish to see less read from the words around it.
  if (handles.length && (wantsLess(plain) || c.slots.negated) && !has(plain, REMOVE_WORDS) && said !== 'reactivate' && said !== 'remove' && !PAUSED_OUTRIGHT.test(plain) && !(said === 'deactivate' && forATime(plain))) {
    return { kind: 'hide', handles };
  }
  if (FOLLOWING_ASKED.test(plain)) return { kind: 'influencers.followed', status: 'all', checks: true };
  const sources = aboutSources(plain);
  const influencers = aboutInfluencers(plain);
  // "sources?", "my style sources": the list, with nothing done to it. "which shops have I got connected?", "is cos still
  // linked?": a question about what is connected asks for the list too, not for a connection.
  const ownSources = has(plain, 'my (?:style )?sources|(?:the|my) style sources') || /^\W*(?:style )?sources?\W*$/.test(plain);
  if (!found.handles.length && ((ownSources && !said && !has(plain, 'add|import')) || connectedAsked(c.text))) {
    return { kind: 'sources.list', status: statusIn(plain) };
  }
  const wantsList = (has(plain, 'list|show|what are|what (?:accounts?|influencers?|creators?)|which|who do i|who am i|view|see') || FOLLOWS_ASKED.test(plain)) && !handles.length;
  if (wantsList && (sources || influencers || FOLLOWS_ASKED.test(plain))) {
    if (sources) return { kind: 'sources.list', status: statusIn(plain) };
    // "show me influencers" is Atelier's list; "who do I follow", "my paused influencers" are the shopper's own.
    const own = FOLLOWS_ASKED.test(plain) || has(plain, "my|i follow|i'm following|i am following|followed|following|paused|inactive|muted|archived|who do i|who am i");
    return own ? { kind: 'influencers.followed', status: statusIn(plain) } : { kind: 'influencers.list' };
  }
  // The verb table first; the Agent Chat's grammar for what it does not hold.
  const verb = intentKind(c.text);
  const deactivate = said === 'deactivate' || (!said && verb === 'deactivate');
  const reactivate = said === 'reactivate' || (!said && (verb === 'reactivate' || has(plain, 'activate')));
  const remove = said === 'remove' || (!said && (verb === 'remove' || has(plain, `${REMOVE_WORDS}|get rid of`)));
  // "I want to see more from @x" is following them, as "see less of" is a pause.
  const follow = (said === 'follow' || said === null) && has(plain, 'fol+ow|start fol+owing|(?:see )?more (?:of|from)') && !has(plain, 'unfol+ow|stop fol+owing');
  // "hook up arket", "sync mango": adding said in a source's own verbs.
  const change = deactivate || reactivate || remove || follow || has(plain, 'add|import|connect') || (said === 'follow' && ofSources);
  // "and lena too" after a follow: the same change for more accounts.
  const again = !change && found.handles.length ? repeatedChange(c, found.handles) ?? keptBack(c, plain, found.handles) : null;
  if (again) return again;
  if (!change) return handles.length && sure ? { kind: 'handle_unclear', handles } : null;
  // "disconnect all my sources", "unpause all of them" after the sources were listed: every source, read from her list.
  if (!handles.length && (sources || (ofSources && !influencers)) && has(plain, 'all|every|everything|each')) {
    if (remove) return { kind: 'sources.remove', handles: [], every: true };
    if (deactivate || reactivate) return { kind: 'sources.setActive', handles: [], active: !deactivate, every: true };
  }
  // "Unfollow everyone except @x", "pause all but @x": every account followed but those.
  // "Unfollow everyone, I'm starting fresh": every account followed, none spared.
  if (!handles.length && (c.slots.excludedHandles.length ? has(plain, 'everyone|everybody|all|every account|the rest') : everyAccount(plain))) {
    const except = c.slots.excludedHandles;
    if (remove) return { kind: 'influencers.unfollow', handles: [], except };
    if (deactivate || reactivate) return { kind: 'influencers.setActive', handles: [], active: !deactivate, except };
  }
  if (handles.length === 0) {
    // "follow whoever posted the 3rd" right after posts were shown: the positions point at posts, the verb at their authors.
    const authors = follow ? postAuthorsAt(plain, c.state) : [];
    if (authors.length) return { kind: 'influencers.follow', handles: authors };
    // "follow the 2nd and 3rd": every position said, not only the first.
    const [first, ...also] = positionsIn(plain);
    if (follow && first && also.length) return { kind: 'influencers.follow_ref', ref: first, also };
    if (follow && itemRef(plain)) return { kind: 'influencers.follow_ref', ref: itemRef(plain)! };
    // "who is oslo knits?" answered with the accounts on Atelier, then "ok follow" or "follow her": the one the shopper
    // named, not the first listed.
    const asked = follow ? namedBefore(c.state) : [];
    if (asked.length === 1 && (has(plain, 'her|him|them|this person|that person|(?:this|that) (?:account|influencer|creator|one)') || BARE_FOLLOW.test(plain))) {
      return { kind: 'influencers.follow', handles: asked };
    }
    // "follow her": the one just shown first (the top similar influencer, the only one named).
    if (follow && has(plain, 'her|him|them|this person|that person|(?:this|that) (?:account|influencer|creator|one)')) return { kind: 'influencers.follow_ref', ref: { index: 1 } };
    if (invalid.length) return { kind: 'invalid_handles', invalid };
    return sure ? { kind: 'no_handles', action: c.text } : null;
  }
  // With no word for where, Atelier's own influencers ("pause camille for a while", "drop lena") are
  // people the shopper follows; any other account is a style source.
  const fromState = handles.length > 0 && !found.handles.length && !nameSaid;
  const listedSources = placed.length > 0 && (c.state.latestTool ?? '').startsWith('sources');
  const known = fromState ? c.state.lastHandlesAre !== 'sources' && !listedSources : handles.every((h) => c.slots.handles.includes(h));
  const useSources = sources || (!influencers && !follow && !has(plain, 'unfol+ow') && !known);
  if (deactivate || reactivate) {
    const active = !deactivate || (reactivate && !has(plain, 'deactivate'));
    return useSources ? { kind: 'sources.setActive', handles, active } : { kind: 'influencers.setActive', handles, active };
  }
  if (remove) return useSources && !has(plain, 'unfol+ow') ? { kind: 'sources.remove', handles } : { kind: 'influencers.unfollow', handles };
  if (follow || (influencers && !sources && !sourceVerbSaid(plain))) return { kind: 'influencers.follow', handles };
  // The tool reads handles from the text: a known handle written bare gets its "@" so it is read.
  const bare = handles.filter((h) => !new RegExp(`@${h.replace(/[.]/g, '\\.')}(?![\\w.])`, 'i').test(c.text));
  return { kind: 'sources.add', text: bare.length ? `${c.text} ${bare.map((h) => `@${h}`).join(' ')}` : c.text };
};

/** The authors of the posts at the positions a clause names, when the conversation's latest answer listed posts. */
const postAuthorsAt = (plain: string, state: ClauseInput['state']): string[] => {
  if (!(state.latestTool ?? '').replaceAll('_', '.').startsWith('posts.') || !state.lists.posts.length) return [];
  const posts = positionsIn(plain).flatMap((ref) => pick([...state.lists.posts], ref));
  return [...new Set(posts.map((p) => (typeof p.influencer === 'object' && p.influencer !== null ? (p.influencer as { handle?: unknown }).handle : undefined)).filter((h): h is string => typeof h === 'string'))];
};

/** The one author of the posts shown whom the shopper's last message named, by handle or display name; null otherwise. */
export const postAuthorNamedBefore = (state: ClauseInput['state']): string | null => {
  const before = ` ${(state.earlierUserTexts.at(-1) ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const spaced = (w: unknown) => (typeof w === 'string' && w.trim() ? ` ${w.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} ` : null);
  const authors = [...new Set(state.lists.posts.flatMap((p) => (isRecord(p.influencer) ? [p.influencer] : []))
    .filter((i) => [spaced(i.handle), spaced(i.display_name)].some((w) => w && before.includes(w))).map((i) => String(i.handle)))];
  return authors.length === 1 ? authors[0]! : null;
};

/** Tools whose answer lists accounts by position. */
const ACCOUNT_LISTS = new Set(['influencers.followed', 'influencers.list', 'sources.list', 'recommendations.similarInfluencers']);

/**
 * The accounts the conversation's latest answer put in order: a list of accounts shown, else the
 * handles its latest change named ("follow @a and @b" → "the second one" is @b).
 */
const accountsShown = (state: ClauseInput['state']): string[] => {
  const latest = state.latestTool?.replaceAll('_', '.') ?? '';
  if (ACCOUNT_LISTS.has(latest)) return state.lists.influencers.map((i) => i.handle).filter((h): h is string => typeof h === 'string');
  return ACCOUNT_CHANGES.has(latest) ? [...state.lastHandles] : [];
};
const ACCOUNT_CHANGES = new Set(['influencers.follow', 'influencers.unfollow', 'influencers.setActive', 'sources.setActive', 'sources.remove']);

/**
 * A clause that changes an account by its position in the accounts just listed or changed ("pause the
 * second one"), or keeps only some of those just followed: the influencers skill claims it by its form.
 */
export const accountByPosition = (c: Pick<ClauseInput, 'text' | 'slots' | 'state'>): boolean => {
  const plain = plainOf(c.text);
  if (c.slots.garments.length || c.slots.categories.length) return false;
  const verb = accountVerb(plain);
  return (verb !== null && verb !== 'follow' && accountsAt(plain, c.state).length > 0) || keptOfFollowed(plain, c.state, handlesIn(c).handles) !== null;
};

/** The accounts at the position a clause names ("the second one", "the last one"); none without one. */
const accountsAt = (plain: string, state: ClauseInput['state']): string[] => {
  const ref = ORDINAL_ONE.test(plain) ? itemRef(plain) : null;
  return ref && !('all' in ref) ? pick(accountsShown(state), ref) : [];
};

/** "the second one", "the last", "number 2": a position, not a pronoun. */
const ORDINAL_ONE = new RegExp(String.raw`\b(?:${ORDINAL_WORDS})\b|#\d|number \d`, 'i');

/** "just the first one", "only @lena", "actually just lena": keeping one of what was just followed. */
const JUST = /^(?:(?:actually|sorry|oh|wait|no|hmm|ok|okay|on second thought)[,\s]+)*(?:just|only)\b/;

/** Right after several accounts were followed, keeping only some of them unfollows the rest; null otherwise. */
const keptOfFollowed = (plain: string, state: ClauseInput['state'], named: readonly string[]): Request | null => {
  if (state.latestTool?.replaceAll('_', '.') !== 'influencers.follow' || state.lastHandles.length < 2 || !JUST.test(plain.trim())) return null;
  const keep = named.length ? named.filter((h) => state.lastHandles.includes(h)) : accountsAt(plain, state);
  const rest = state.lastHandles.filter((h) => !keep.includes(h));
  return keep.length && rest.length ? { kind: 'influencers.unfollow', handles: rest } : null;
};

/** Words that only add to the turn before: "and @x too", "also @x", "@x as well", "same for @x". */
const MORE_OF_THE_SAME = /^(?:and|also|plus|same for|same with|(?:and )?what about|how about)\b|\b(?:too|also|as well)[.!]*$/;

/**
 * "wait actually keep oslo_knits" right after unfollowing or pausing accounts: the shopper takes that change back
 * for the account named, so it is followed again, or put back.
 */
const keptBack = (c: ClauseInput, plain: string, handles: string[]): Request | null => {
  if (!has(plain, 'keep|spare|leave')) return null;
  const latest = c.state.latestTool?.replaceAll('_', '.');
  const input = c.state.latest?.input;
  const touched = typeof input === 'object' && input !== null && Array.isArray((input as { handles?: unknown }).handles) ? (input as { handles: unknown[] }).handles : [];
  if (!handles.every((h) => touched.includes(h))) return null;
  if (latest === 'influencers.unfollow') return { kind: 'influencers.follow', handles };
  if (latest === 'influencers.setActive' && (input as { active?: unknown }).active === false) return { kind: 'influencers.setActive', handles, active: true };
  return null;
};

/** The conversation's last follow or unfollow, made again for the accounts a clause that carries on from it names. */
const repeatedChange = (c: ClauseInput, handles: string[]): Request | null => {
  if (!MORE_OF_THE_SAME.test(plainOf(c.text).trim())) return null;
  // The chat names tools with "_" for ".".
  const latest = c.state.latestTool?.replaceAll('_', '.');
  if (latest === 'influencers.follow') return { kind: 'influencers.follow', handles };
  if (latest === 'influencers.unfollow') return { kind: 'influencers.unfollow', handles };
  return null;
};
