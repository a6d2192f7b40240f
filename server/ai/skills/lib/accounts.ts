/**
 * Accounts in a clause: the handles it names (with "@", as profile links, or known handles written
 * bare), whether it is about style sources or the influencers the shopper follows, and which way it
 * changes them. The verb comes from the Agent Chat's grammar (tools/sources/intent.ts), so the
 * stylist and the Agent Chat read "pause", "put … back" and "drop" the same way. Pure.
 */
import { handleCandidates, partitionHandles } from '../../../../tools/sources/handles.js';
import { intentKind } from '../../../../tools/sources/intent.js';
import { isNearMiss } from '../../nlu/index.js';
import { accountVerb } from './account-verbs.js';
import type { ClauseInput } from '../types.js';
import type { Request, Status } from './request.js';
import { wantsLess } from './understand-shopping.js';
import { has, itemRef } from './words.js';

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

/** Removing an account outright; "get rid of @x" with a handle is wanting less of it (a pause), not one of these. */
const REMOVE_WORDS = 'remove|delete|drop|unfol+ow|(?:stop|quit|cease) fol+owing';

export const aboutSources = (plain: string) => has(plain, 'sources?|style sources?');
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
  const pronoun = c.slots.references.some((r) => r.kind === 'pronoun' || r.kind === 'both' || (r.kind === 'demonstrative' && /^(?:account|influencer|creator|source|one)s?$/.test(r.noun ?? '')));
  // An account an earlier clause of the same message named is read in by lib/same-message.ts.
  // "follow her" picks from influencers just shown; with none shown, or "follow them again", it is the
  // account the conversation's last change named (an unfollow taken back).
  const followsBack = said === 'follow' && (has(plain, 'again|back|re-?follow') || !c.state.lists.influencers.length);
  // "camille.style" sent alone (answered with a question), then "follow her": the account that message was.
  const previous = /^@?([a-z0-9](?:[a-z0-9._]{0,28}[a-z0-9_])?)[.!?]*$/i.exec((c.state.earlierUserTexts.at(-1) ?? '').trim());
  const lastNamed = c.state.lastHandles.length ? [...c.state.lastHandles] : previous && /[._]|^@/.test(previous[0]) ? [previous[1]!.toLowerCase()] : [];
  const handles = found.handles.length || !pronoun || !said || (said === 'follow' && !followsBack) ? found.handles : lastNamed;
  // Wanting less of someone never adds them: "stop showing me @x", "no more @x", "hide @x" pause.
  if (handles.length && (wantsLess(plain) || c.slots.negated) && !has(plain, REMOVE_WORDS) && said !== 'reactivate' && said !== 'remove') {
    return { kind: 'hide', handles };
  }
  const sources = aboutSources(plain);
  const influencers = aboutInfluencers(plain);
  const wantsList = has(plain, 'list|show|what are|which|who do i|who am i|view|see') && !handles.length;
  if (wantsList && (sources || influencers)) {
    if (sources) return { kind: 'sources.list', status: statusIn(plain) };
    // "show me influencers" is Atelier's list; "who do I follow", "my paused influencers" are the shopper's own.
    const own = has(plain, "my|i follow|i'm following|i am following|followed|following|paused|inactive|muted|archived|who do i|who am i");
    return own ? { kind: 'influencers.followed', status: statusIn(plain) } : { kind: 'influencers.list' };
  }
  // The verb table first; the Agent Chat's grammar for what it does not hold.
  const verb = intentKind(c.text);
  const deactivate = said === 'deactivate' || (!said && verb === 'deactivate');
  const reactivate = said === 'reactivate' || (!said && (verb === 'reactivate' || has(plain, 'activate')));
  const remove = said === 'remove' || (!said && (verb === 'remove' || has(plain, `${REMOVE_WORDS}|get rid of`)));
  // "I want to see more from @x" is following them, as "see less of" is a pause.
  const follow = (said === 'follow' || said === null) && has(plain, 'fol+ow|start fol+owing|(?:see )?more (?:of|from)') && !has(plain, 'unfol+ow|stop fol+owing');
  const change = deactivate || reactivate || remove || follow || has(plain, 'add|import|connect');
  // "and lena too" after a follow: the same change for more accounts.
  const again = !change && found.handles.length ? repeatedChange(c, found.handles) : null;
  if (again) return again;
  if (!change) return handles.length && sure ? { kind: 'handle_unclear', handles } : null;
  // "Unfollow everyone except @x", "pause all but @x": every account followed but those.
  if (!handles.length && c.slots.excludedHandles.length && has(plain, 'everyone|everybody|all|every account|the rest')) {
    const except = c.slots.excludedHandles;
    if (remove) return { kind: 'influencers.unfollow', handles: [], except };
    if (deactivate || reactivate) return { kind: 'influencers.setActive', handles: [], active: !deactivate, except };
  }
  if (handles.length === 0) {
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
  const fromState = handles.length > 0 && !found.handles.length;
  const known = fromState ? c.state.lastHandlesAre !== 'sources' : handles.every((h) => c.slots.handles.includes(h));
  const useSources = sources || (!influencers && !follow && !has(plain, 'unfol+ow') && !known);
  if (deactivate || reactivate) {
    const active = !deactivate || (reactivate && !has(plain, 'deactivate'));
    return useSources ? { kind: 'sources.setActive', handles, active } : { kind: 'influencers.setActive', handles, active };
  }
  if (remove) return useSources && !has(plain, 'unfol+ow') ? { kind: 'sources.remove', handles } : { kind: 'influencers.unfollow', handles };
  if (follow || (influencers && !sources)) return { kind: 'influencers.follow', handles };
  // The tool reads handles from the text: a known handle written bare gets its "@" so it is read.
  const bare = handles.filter((h) => !new RegExp(`@${h.replace(/[.]/g, '\\.')}(?![\\w.])`, 'i').test(c.text));
  return { kind: 'sources.add', text: bare.length ? `${c.text} ${bare.map((h) => `@${h}`).join(' ')}` : c.text };
};

/** Words that only add to the turn before: "and @x too", "also @x", "@x as well", "same for @x". */
const MORE_OF_THE_SAME = /^(?:and|also|plus|same for|same with|(?:and )?what about|how about)\b|\b(?:too|also|as well)[.!]*$/;

/** The conversation's last follow or unfollow, made again for the accounts a clause that carries on from it names. */
const repeatedChange = (c: ClauseInput, handles: string[]): Request | null => {
  if (!MORE_OF_THE_SAME.test(plainOf(c.text).trim())) return null;
  // The chat names tools with "_" for ".".
  const latest = c.state.latestTool?.replaceAll('_', '.');
  if (latest === 'influencers.follow') return { kind: 'influencers.follow', handles };
  if (latest === 'influencers.unfollow') return { kind: 'influencers.unfollow', handles };
  return null;
};
