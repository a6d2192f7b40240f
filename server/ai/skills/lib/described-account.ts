/**
 * An account meant by a description rather than a name: "follow the guy who posts all the hoodies", "pause the
 * knitwear lady until autumn", "is anyone on here into streetwear?". The NLU layer finds the influencers whose own
 * style the words fit (slots.describedHandles); this decides whether the clause speaks of an account at all — a noun
 * for a person or an account (a closed class), or "one" beside a verb only accounts take — and whether it asks who
 * fits or acts on them. Pure.
 */
import type { ClauseInput } from '../types.js';
import { accountVerb } from './account-verbs.js';
import { plainOf } from './accounts.js';

/** Nouns and pronouns for a person or an account: what a description of an influencer hangs on. */
const PERSON = /\b(?:guy|gal|girl|lady|ladies|woman|women|man|men|person|people|chap|dude|fellow|someone|somebody|anyone|anybody|whoever|account|accounts|page|pages|profile|creator|creators|influencer|influencers|blogger|insta)\b/;
/** Verbs only an account takes, so "the cosy one" beside one is an account. */
const ACCOUNT_ONLY_VERB = /\b(?:un)?fol+ow\w*|\b(?:un)?(?:pause|mute|snooze)\w*|\bresume\b/;
/** A question about who fits: "is anyone into streetwear?", "who's the cosy sweater account", "which of them do minimal stuff". */
const ASKS_WHO = /\?|^\W*(?:\w+\W+){0,3}?(?:who|which|is there|are there|any|anyone|anybody|does anyone|do any)\b/;

export interface DescribedAccount {
  /** The accounts the description fits, best first. */
  handles: string[];
  /** The clause asks who fits, rather than acting on the account. */
  asks: boolean;
}

export const describedAccount = (c: Pick<ClauseInput, 'text' | 'slots' | 'state'>): DescribedAccount | null => {
  const handles = c.slots.describedHandles ?? [];
  if (!handles.length || c.slots.handles.length) return null;
  const plain = plainOf(c.text);
  const person = PERSON.test(plain);
  const accountVerbSaid = ACCOUNT_ONLY_VERB.test(plain);
  // "and the cosy one too" right after an account was followed: accounts are what "one" counts.
  const accountsInPlay = (c.state.latestTool ?? '').replaceAll('_', '.').startsWith('influencers.');
  if (!person && !((accountVerbSaid || accountsInPlay) && /\bones?\b/.test(plain))) return null;
  // "do you have anything for someone who likes minimal stuff?": pieces for a person, not an account, when a piece is named.
  if (!accountVerbSaid && !/\b(?:account|page|profile|creator|influencer|blogger|insta)/.test(plain) && (c.slots.garments.length || c.slots.categories.length) && !/\bwho\b/.test(plain)) return null;
  const verb = accountVerb(plain);
  return { handles, asks: (verb === null || (verb === 'follow' && !accountVerbSaid)) && ASKS_WHO.test(plain) };
};

/** A person or account brought in by name: "called", "named", "there's … on here". */
const INTRODUCED = /\b(?:called|named|there'?s|there is|on here)\b/;
/** Asking for pieces, in so many words: then a person named beside them is who the pieces are like, not the subject. */
const ASKS_FOR_PIECES = /\b(?:show|find|search|get|buy|need|want|looking for|recommend|suggest|wear|dress me|style me|outfit|similar|like)\b/;

/**
 * "there is a lady called Camille on here who dresses in a tailored way", "I think there's an account called Oslo
 * something with nice jumpers?": a known account introduced — a person or account noun beside its name — with no
 * change asked and no pieces asked for. It is about the account: what to do with it is asked, or a later clause says.
 */
export const introducesAccount = (c: Pick<ClauseInput, 'text' | 'slots'>): boolean => {
  const plain = plainOf(c.text);
  return c.slots.handles.length > 0 && INTRODUCED.test(plain) && accountVerb(plain) === null && !ASKS_FOR_PIECES.test(plain);
};
