/**
 * atelier-local's pipeline: read → split → classify → slots → dialogue state → plan → tools →
 * speak. The NLU layer reads the message (the shopper's own words, spelling corrected, clauses and
 * slots); the classifier names the skill each clause is for; the skill reads its request from the
 * clause and the dialogue state, plans its calls one round at a time, and speaks the results.
 * Pure and deterministic: the same conversation on the same day gives the same calls and reply.
 */
import { buildLexicon, emptySlots, MAX_READ, readMessage, type KnownAccount, type Lexicon, type Slots } from '../nlu/index.js';
import { asksForNothing, asksInWords, onlyShows, withoutContext, withoutGuesses } from './lib/context-clause.js';
import { refusesChange } from './lib/refused-change.js';
import { confirmsChange } from './lib/confirmed-change.js';
import { priceSaidBack } from './lib/price-said-back.js';
import type { Classifier } from './classifier.js';
import { cachedClassifier } from './classifier-cache.js';
import { accountsNamedBefore } from './lib/accounts-in-play.js';
import { dialogueState, searchFollowUp, withDialogue, type DialogueState } from './dialogue.js';
import { looksLikeJson } from '../../../tools/sources/handles.js';
import { eachPiece } from './lib/several-pieces.js';
import { perObject } from './lib/one-per-object.js';
import { sentencesOf } from './lib/words.js';
import { wardrobeAfterChange } from './lib/after-wardrobe.js';
import { mergeClauses } from './lib/merge-clauses.js';
import { afterListing } from './lib/after-listing.js';
import { goBack } from './lib/go-back.js';
import { focusedIn, focusedPiece } from './lib/focus-piece.js';
import { oncePerTurn } from './lib/turn-memo.js';
import { SECTION_PHRASE } from './feed.js';
import { ACCOUNT_VERB_WORDS } from './lib/account-verbs.js';
import { maskSlots } from './lib/mask.js';
import { withOfferTaken } from './lib/material-offer.js';
import { describesPastedTrip, listingHead, listingPastedBare, pageLinksOnly, pasteClauses, pastedAlone, pastedListAlone, pieceLinesOwn } from './lib/paste-clauses.js';
import { asksOfPasteBefore } from './lib/paste-before.js';
import { shownTogether } from './lib/shown-together.js';
import { receiptSumAsked } from './lib/receipt-sum.js';
import { shopNoticeAlone } from './lib/shop-notice.js';
import { foldStatedPieces } from './lib/stated-price.js';
import { asksOpinion, asksVerdict } from './lib/paste-subject.js';
import { asksJudgement } from './lib/judgement-asked.js';
import { withoutTellings } from './lib/sentence-roles.js';
import { INJECTION_REFUSAL, isInjection } from './lib/injection.js';
import { PASTE_WORDS } from './lib/paste-subject.js';
import { itemsOf, type AvailableTool, type ItemKind, type ItemList, type PlanContext, type PlannedCall, type Resolution, type SeenResult } from './lib/plan-core.js';
import type { Outcome, Request } from './lib/request.js';
import { recolour } from './lib/understand-shopping.js';
import { cityNamed, withTripChange } from './lib/trip-changes.js';
import { besideTrip } from './lib/beside-trip.js';
import { outfitForWhatWasTold, outfitForWhatWasToldBefore } from './lib/told-then-asked.js';
import { withoutPleaBesidePieces } from './lib/dress-plea.js';
import { isAreaTrip } from './lib/understand-trips.js';
import { joinTripClauses, legSlots, tripLegs } from './lib/trip-clauses.js';
import { cannotIn, comesBack } from './out-of-scope.js';
import { readPartAsks } from './lib/long-paste.js';
import { resolveAcrossClauses } from './lib/same-message.js';
import { precedenceOf, SKILLS, skillOfKind, skillOfLabel, trainingExamples } from './registry.js';
import { turnDownBesideSearch } from './feedback.js';
import type { ClauseInput, Skill, SkillId } from './types.js';

/** Below this share of the classifier's scores a clause's skill is a guess: a change is not made on a guess. */
export const CONFIDENCE_THRESHOLD = 0.5;
/** The classifier's label for an opinion asked of the stylist (small-talk.ts). */
const ADVICE = 'smallTalk.advice';
/** Labels scoring under this are not asked at all. */
const FLOOR = 0.03;
/** A second skill this likely is named in the clarifying question. */
const CLARIFY_FLOOR = 0.25;

export interface Brain {
  classifier: Classifier;
  lexicon: Lexicon;
}

export interface KnownNames {
  /** Influencer handles, lower case, no "@". */
  handles: readonly string[];
  brands: readonly string[];
  /** The influencers' display names and style vectors, so an account is found by its name or its style. */
  accounts?: readonly KnownAccount[];
}

/** The classifier is the same for every lexicon: trained once per process. */
let sharedClassifier: Classifier | null = null;
/** Trained once per process, or loaded from the weights an earlier process trained on the same examples. */
export const skillClassifier = (): Classifier => (sharedClassifier ??= cachedClassifier(trainingExamples()));

/** Every word some skill's examples use: spelling never "corrects" one, and corrects a typo of one to it. */
let exampleWords: string[] | null = null;
const skillWords = (): string[] =>
  (exampleWords ??= [...new Set(Object.values(trainingExamples()).flat()
    // "@lena" in an example stands for any handle: no word of it is vocabulary (a first name must stay free to name an account).
    .flatMap((e) => e.toLowerCase().replace(/@[a-z0-9._]+/g, ' ').split(/[^a-z]+/)).filter((w) => w.length > 2))]);

export const createBrain = (known: KnownNames = { handles: [], brands: [] }): Brain => ({
  classifier: skillClassifier(),
  lexicon: buildLexicon({ handles: [...known.handles], brands: [...known.brands], accounts: known.accounts ?? [], words: [...skillWords(), ...ACCOUNT_VERB_WORDS, ...PASTE_WORDS] }),
});

export interface TurnContext {
  today: string;
  state: DialogueState;
  /** Names of the tools on offer this turn. */
  offered: readonly string[];
}

/** Skills that read pieces named in the shopper's own words first (trips, looks, outfits, the wardrobe), before "can't". */
const SPECIFIC = new Set(['trips', 'looks', 'outfits', 'wardrobe', 'pageProduct']);
/** Skills a follow-up to a search may be mistaken for: their score does not stop it from narrowing the search. */
const FOLLOW_UP_SKILLS = new Set(['search', 'refine', 'feed', 'posts', 'smallTalk', 'outOfScope', 'help']);
/** Skills the follow-up to a wardrobe list, the feed or an outfit may be mistaken for (lib/after-listing.ts). */
const AFTER_LISTING_SKILLS = new Set(['wardrobe', 'outfits', 'search']);
/** Requests that look pieces up: a judgement asked is answered in words instead (lib/judgement-asked.ts). */
const SEARCHES = new Set<Request['kind']>(['products', 'products.refine', 'feed']);
/** Kinds a skill may answer only when it is sure the clause is its own (a question back, no tool). */
const WEAK = new Set<Request['kind']>(['no_handles', 'handle_unclear', 'chat', 'cannot']);

export interface Routed {
  request: Request;
  /** The skill whose reader produced the request, and the classifier's scores. */
  skill: Skill;
  scores: { label: string; score: number }[];
  /**
   * Read by something sure of it: the clause's form (a claim), the dialogue (a change to what was just shown), or
   * the classifier's sure top skill. A guess (a lower skill, or every reader asked when nothing was sure) is not.
   */
  sure: boolean;
}

/** One clause → one request: the classifier's skills asked in order of score, then every skill in precedence order. */
export const routeClause = (text: string, slots: Slots, brain: Brain, turn: TurnContext, corrected = text.toLowerCase(), prefer?: SkillId): Routed => {
  const scores = brain.classifier.classify(corrected, slots.handles).filter((s) => s.score >= FLOOR);
  const ranked: { skill: Skill; label: string; score: number }[] = [];
  for (const s of scores) {
    const skill = skillOfLabel(s.label);
    if (skill && !ranked.some((r) => r.skill === skill)) ranked.push({ skill, label: s.label, score: s.score });
  }
  ranked.sort((a, b) => b.score - a.score || precedenceOf(a.skill) - precedenceOf(b.skill));
  const masked = maskSlots(corrected, slots.handles);
  const base = { text, corrected, masked, slots, today: turn.today, state: turn.state, offered: turn.offered };
  const ask = (skill: Skill, label: string, sure: boolean): Request | null => skill.read({ ...base, label, sure } satisfies ClauseInput);
  // An injection (overriding, revealing or re-casting the stylist, pieces for nothing) calls nothing (lib/injection.ts).
  if (isInjection(text)) return { request: { kind: 'cannot', what: INJECTION_REFUSAL }, skill: skillOfKind('cannot'), scores, sure: true };
  const preferred = prefer ? SKILLS.find((s) => s.id === prefer) : undefined;
  const first = preferred && ask(preferred, preferred.id, true);
  if (preferred && first) return { request: first, skill: preferred, scores, sure: true };
  // A clause a skill takes by its form (a pasted export, "style this" beside the page's product).
  for (const skill of SKILLS) {
    if (!skill.claims?.({ ...base, label: skill.id, sure: true })) continue;
    const request = ask(skill, skill.id, true);
    if (request) return { request, skill, scores: [], sure: true };
  }
  // "yes the grey one" right after a change: what was done is confirmed, nothing more is asked.
  if (confirmsChange(corrected, slots, turn.state)) return { request: { kind: 'chat', intent: 'confirmed' }, skill: skillOfKind('chat'), scores, sure: true };
  // "$780?? literally no": a shown piece's price said back is a reaction to it, never a budget.
  if (priceSaidBack(corrected, slots, turn.state)) return { request: { kind: 'chat', intent: 'priced' }, skill: skillOfKind('chat'), scores, sure: true };
  // A reaction to what was shown, or a question about the stylist, is small talk whichever skill
  // scored highest; praise of one piece it names ("the last one", "the second") is feedback on it.
  // Thanks for what was shown ("thanks for showing me those dresses") names it without picking one.
  if (slots.remark && (!slots.references.length || (/\b(?:thanks?|thx|ty|cheers)\b/.test(corrected) && !slots.references.some((r) => r.kind === 'ordinal')))) {
    const chat = ask(skillOfKind('chat'), ranked.find((r) => r.label.startsWith('smallTalk.'))?.label ?? 'smallTalk', true);
    if (chat) return { request: chat, skill: skillOfKind('chat'), scores, sure: true };
  }
  const top = ranked[0];
  // "go back to the dresses": the earlier search of that category, as it was (lib/go-back.ts).
  const back = goBack(text, slots, turn.state);
  if (back) return { request: back, skill: skillOfKind('products'), scores, sure: true };
  // Right after a search, a clause that names no subject of its own ("under 200", "only the high-end
  // ones", "sorry, I meant loafers") changes that search, unless it is surely another skill's.
  // An opinion asked ("is the first one too dressy for brunch?") is no change to it.
  // So is a judgement asked by the question's form, whatever scored highest ("would the pearl studs be too much for her?").
  const judged = asksJudgement(corrected, slots);
  const opinion = (top && top.score >= CONFIDENCE_THRESHOLD && top.label === ADVICE) || judged;
  if (turn.state.latestTool?.replaceAll('_', '.') === 'products.search' && !opinion && !(top && top.score >= CONFIDENCE_THRESHOLD && !FOLLOW_UP_SKILLS.has(top.skill.id))) {
    const refinement = searchFollowUp(text, slots, turn.state);
    if (refinement) return { request: { kind: 'products.refine', refinement: withOfferTaken(refinement, text, slots.materials, turn.state) }, skill: skillOfKind('products.refine'), scores, sure: true };
  }
  // Right after the wardrobe, the feed or an outfit, a clause that only names another category, tier or occasion changes that call.
  // Unless another skill is sure of the clause and reads it ("what about my bags?" is no question about the style profile).
  const after = afterListing(text, slots, turn.state, SECTION_PHRASE);
  const otherSure = after && top && top.score >= CONFIDENCE_THRESHOLD && !FOLLOW_UP_SKILLS.has(top.skill.id) && !AFTER_LISTING_SKILLS.has(top.skill.id) && ask(top.skill, top.label, true);
  if (after && !otherSure) return { request: after, skill: skillOfKind(after.kind), scores, sure: true };
  // What the stylist cannot do (book, pay, check the weather) is said before a general skill guesses.
  const cannot = cannotIn(text, !!slots.price, comesBack(slots));
  // Any likely specific skill that reads the clause goes first ("what should i wear to my delivery driver interview").
  if (cannot && !ranked.some((r) => SPECIFIC.has(r.skill.id) && (r === top || r.score >= CLARIFY_FLOOR) && ask(r.skill, r.label, false))) {
    return { request: { kind: 'cannot', what: cannot }, skill: skillOfKind('cannot'), scores, sure: true };
  }
  // "Can you pause oslo_knits for a bit? Too many cosy sweaters for summer.": nothing sure of the whole, but one sentence
  // is a request its skill is sure of and the other sentences ask nothing: they are its context.
  // So too when only a search, the feed or small talk was sure of the whole: "so many blazers on my feed lately" beside
  // "could you pause camille.style?" is why, not what.
  if (!(top && top.score >= CONFIDENCE_THRESHOLD) || FOLLOW_UP_SKILLS.has(top.skill.id)) {
    const sentences = sentencesOf(corrected).filter((t) => /\p{L}/u.test(t));
    for (const sentence of sentences.length > 1 ? sentences : []) {
      if (sentences.some((other) => other !== sentence && asksInWords(other))) continue;
      const [best] = brain.classifier.classify(sentence, slots.handles);
      const skill = best && best.score >= CONFIDENCE_THRESHOLD ? skillOfLabel(best.label) : undefined;
      const request = skill && !FOLLOW_UP_SKILLS.has(skill.id) ? skill.read({ ...base, text: sentence, corrected: sentence, masked: maskSlots(sentence, slots.handles), label: best!.label, sure: true }) : null;
      if (request && !WEAK.has(request.kind)) return { request, skill: skill!, scores, sure: true };
    }
  }
  // A question back about an account ("what about @x?") is the answer only when no likely skill reads a request from the
  // clause: a handle pulls every clause towards the accounts skills, though "@x's latest, please" asks for her posts.
  let askBack: Routed | null = null;
  // A judgement asked names the piece it judges: it is answered in words, never a search for that piece.
  const inWords = (request: Request): Routed | null =>
    judged && SEARCHES.has(request.kind) ? { request: { kind: 'chat', intent: 'advice' }, skill: skillOfKind('chat'), scores, sure: true } : null;
  for (const [i, r] of ranked.entries()) {
    const sure = i === 0 && r.score >= CONFIDENCE_THRESHOLD;
    const request = ask(r.skill, r.label, sure);
    const answered = request && inWords(request);
    if (answered) return answered;
    if (!request || (!sure && onlyShows(request) && asksForNothing(corrected, slots))) continue;
    // A question back about an account named with nothing done to it: a lower skill that reads a request from the clause goes first.
    if (request.kind === 'handle_unclear') {
      askBack ??= { request, skill: r.skill, scores, sure };
      continue;
    }
    if (askBack && (WEAK.has(request.kind) || WRITES.has(request.kind))) continue;
    // A change on a guess: when another likely skill also reads the clause, ask which was meant.
    if (!sure && WRITES.has(request.kind)) {
      const other = ranked.find((o) => o !== r && o.score >= CLARIFY_FLOOR && ask(o.skill, o.label, false));
      if (other) return { request: { kind: 'clarify', options: [r.skill.option, other.skill.option] }, skill: skillOfKind('clarify'), scores, sure: false };
    }
    return { request, skill: r.skill, scores, sure };
  }
  // The classifier had nothing sure: every skill's reader in precedence order, each needing its own words (after a
  // question back, only one that reads something to show).
  for (const skill of SKILLS) {
    const request = ask(skill, skill.id, false);
    const answered = request && inWords(request);
    if (answered) return answered;
    if (request && !WEAK.has(request.kind) && !(askBack && WRITES.has(request.kind)) && !(onlyShows(request) && asksForNothing(corrected, slots))) return { request, skill, scores, sure: false };
  }
  if (askBack) return askBack;
  if (judged) return { request: { kind: 'chat', intent: 'advice' }, skill: skillOfKind('chat'), scores, sure: true };
  // Two skills were likely but neither could read it: one short question naming them, not a guess.
  const likely = ranked.filter((r) => r.score >= CLARIFY_FLOOR && r.skill.id !== 'smallTalk' && r.skill.id !== 'outOfScope');
  if (likely.length >= 2) return { request: { kind: 'clarify', options: likely.slice(0, 2).map((r) => r.skill.option) }, skill: skillOfKind('clarify'), scores, sure: false };
  return { request: { kind: 'unknown' }, skill: skillOfKind('unknown'), scores, sure: false };
};

/** "show me bags. not black": a colour or an exclusion right after a search in the same message narrows that search. */
const mergeRefinements = (requests: Request[]): Request[] =>
  requests.reduce<Request[]>((out, r) => {
    const before = out.at(-1);
    // "That is rather expensive. Anything under 150?": the complaint is what the price after it says.
    if (r.kind === 'products.refine' && before?.kind === 'products.refine' && (before.refinement.cheaper || before.refinement.pricier) &&
      !before.refinement.changes && (r.refinement.changes?.maxPrice != null || r.refinement.changes?.minPrice != null)) return [...out.slice(0, -1), r];
    if (r.kind !== 'products.refine' || before?.kind !== 'products') return [...out, r];
    const { more, cheaper, pricier, colour, exclude, changes } = r.refinement;
    if (more || cheaper || pricier || changes) return [...out, r];
    const q = { ...before.query };
    if (colour) {
      q.text = recolour(q.text, colour);
      q.phrase = `${colour} ${q.phrase}`;
    }
    if (exclude.length) {
      q.exclude = [...new Set([...(q.exclude ?? []), ...exclude])];
      q.phrase = `${q.phrase} without ${q.exclude.join(' or ')}`.replace(/ without (.+) without /, ' without ');
    }
    return [...out.slice(0, -1), { kind: 'products', query: q }];
  }, []);

/** The keys and links of Instagram's following export, in either of its shapes (the import refuses a broken one itself). */
const FOLLOWING_EXPORT = /relationships_following|string_list_data|instagram\.com\//i;
/** How far into a paste the export's keys are looked for: they come first in either shape. */
const EXPORT_SNIFF = 2000;

interface ReadClause {
  text: string;
  /** Lower case, spelling corrected: what the classifier reads. */
  corrected: string;
  slots: Slots;
  unreadable?: 'noWords' | 'otherLanguage' | 'json';
  /** The message passed on text (quoted, pasted, reported) besides this clause. */
  passedOn?: boolean;
  /** The message was longer than the NLU layer reads. */
  tooLong?: boolean;
  /** The skill to ask first: a clause asking to find what was quoted is a search for it. */
  prefer?: SkillId;
  /** The text passed on holds an instruction of the app: the reply says it was not acted on. */
  instructed?: boolean;
  /** Said before the answer: a paste with no words of the shopper's own was searched for. */
  note?: 'described';
  /** The accounts the text passed on names ("@x"): the reply names them as not acted on. */
  mentions?: string[];
  /** The piece is one pasted from elsewhere: a cart move looks it up in the catalogue first. */
  lookUp?: boolean;
}

/**
 * The message's clauses, as the NLU layer read them: the shopper's own words (quoted and pasted
 * text removed), spelling corrected, split into requests, each with its slots. The one exception
 * is a pasted following export, which is the message itself: the sources skill hands it whole to
 * the tool as data.
 */
const readClauses = (text: string, brain: Brain, today: string): ReadClause[] => {
  // Any other pasted data is no request (said so, and nothing is called) unless the shopper asks about it in words of their own.
  if (/^\s*[{[]\s*["{[]/.test(text) && looksLikeJson(text) && FOLLOWING_EXPORT.test(text.slice(0, EXPORT_SNIFF))) {
    return [{ text, corrected: text.toLowerCase(), slots: emptySlots() }];
  }
  const reading = readMessage(text, { today, lexicon: brain.lexicon });
  // A handle or a profile link is readable whatever the words around it look like.
  const hasAccount = /@\w|instagram\.com\//i.test(text);
  // "[1,2,3]": pasted data with no words of the shopper's own is no request either.
  if (reading.flags.jsonLike && !/\p{L}/u.test(reading.own)) return [{ text: '', corrected: '', slots: emptySlots(), unreadable: 'json' }];
  if (!hasAccount && (reading.flags.noWords || reading.flags.otherLanguage)) {
    return [{ text: '', corrected: '', slots: emptySlots(), unreadable: reading.flags.noWords ? 'noWords' : 'otherLanguage' }];
  }
  const passedOn = reading.quoted.length > 0;
  const tooLong = reading.flags.tooLong;
  const instructed = reading.flags.instructed;
  const readOwn = (t: string) => readMessage(t, { today, lexicon: brain.lexicon });
  const readData = (t: string) => readMessage(t, { today, lexicon: brain.lexicon, asData: true });
  // A shop's listing pasted with no quote marks and no word of the shopper's ("Grey Tailored Blazer / Forma / $560 / …"):
  // it is pasted data whose piece is looked up, its price what the piece costs, never a budget.
  // Its row of shop links set apart ("Add to bag | Size guide") is the page's, no instruction to anyone.
  const listing = !tooLong && listingPastedBare(reading.own) && reading.quoted.every(pageLinksOnly)
    ? pastedAlone({ ...reading, quoted: [listingHead(reading.own)], lists: [], flags: { ...reading.flags, instructed: false } }, readData) : null;
  if (listing) return [{ text: '', corrected: '', slots: emptySlots(), note: 'described' }, ...listing.map((slots) => ({ text: 'find something like this', corrected: 'find something like this', slots, prefer: 'search' as const }))];
  // Lines that each name a piece and nothing else are a list of the shopper's own: one request a line.
  const clauses = (!passedOn && !tooLong && reading.clauses.length === 1 ? pieceLinesOwn(reading.own, readOwn) : null)
    ?? foldStatedPieces(withoutTellings(reading.clauses.filter((c) => /[\p{L}\p{N}@]/u.test(c.text)), (t) => (passedOn || tooLong ? [] : readOwn(t).clauses)));
  const mentions = [...new Set(reading.quoted.join(' ').match(/@[\w.]{2,30}/g)?.map((h) => h.replace(/\.+$/, '').toLowerCase()) ?? [])];
  if (!clauses.length) {
    if (!passedOn) return [];
    // A description pasted with no words of the shopper's own: pieces like it are looked for (a read), and the reply says so.
    const list = pastedListAlone(reading, readData);
    if (list) return [{ text: '', corrected: '', slots: emptySlots(), note: 'described' }, ...list.map((slots) => ({ text: 'find something like this', corrected: 'find something like this', slots, prefer: 'search' as const }))];
    const alone = pastedAlone(reading, readData);
    return alone ? [{ text: '', corrected: '', slots: emptySlots(), note: 'described' }, ...alone.map((slots) => ({ text: 'find something like this', corrected: 'find something like this', slots, prefer: 'search' as const }))]
      : [{ text: '', corrected: '', slots: emptySlots(), passedOn, instructed, mentions }];
  }
  const abouts = clauses.map((c) => (passedOn ? pasteClauses(c, reading, readOwn, readData) : null));
  // "are those any good? show me them": beside an ask about the paste, an opinion of it asks for nothing more.
  // So does a question weighing something up ("is navy OK for a wedding?"): the piece is looked up once, the rest answered.
  const lookedUp = abouts.some(Boolean) || clauses.some((c) => c.slots.categories.length > 0);
  const opinions = clauses.map((c, k) => !abouts[k] && ((abouts.some(Boolean) && asksOpinion(c.text, c.slots)) ||
    (passedOn && lookedUp && !c.slots.categories.length && asksVerdict(c.text))));
  // A paste acted on at the shopper's word  leaves no instruction of it unacted on to mention.
  const acted = abouts.some((a) => a?.some((x) => x.actsOnPaste));
  const pastedTripAsked = abouts.some((a) => a?.some((x) => x.prefer === 'trips'));
  const own = clauses.flatMap((c, k): ReadClause[] => {
    if (opinions[k]) return [];
    // "Nice, long weekend" beside "plan please!!!" under a booking to Nice: the pasted trip described, no second trip.
    if (pastedTripAsked && !abouts[k] && describesPastedTrip(c, reading, readData)) return [];
    // "my friend sent me 'a navy slip dress, under 100' — can you find it?", "add these to my wardrobe" under a receipt,
    // "what should I pack?" under a booking: the pasted text is the subject, read as data.
    const about = abouts[k];
    if (about) return about.map(({ actsOnPaste, ...a }) => ({ ...a, passedOn, tooLong, ...(actsOnPaste || acted ? {} : { instructed, mentions }) }));
    return [{ text: c.written, corrected: c.text, slots: c.slots, passedOn, tooLong, ...(acted ? {} : { instructed, mentions }) }];
  });
  // A trip said over two clauses is one; two trips in one clause are two (lib/trip-clauses.ts).
  if (passedOn || tooLong) return own;
  const readLeg = (t: string, referenceMonth?: string) => legSlots(readMessage(t, { today, lexicon: brain.lexicon, referenceMonth }).clauses.map((c) => c.slots));
  return joinTripClauses(own).flatMap((c) => tripLegs(c, readLeg)?.map((leg): ReadClause => ({ ...leg, prefer: 'trips' })) ?? [c]);
};

/**
 * "don't unfollow her", "never clear my dressing room": a change the shopper says not to make is none
 * (lib/refused-change.ts), also when the clause is read again with an earlier clause's account written in.
 * Wanting less of an account ("don't follow @zara" pauses it where followed) is no such change: it never adds.
 */
const unlessRefused = (request: Request, clause: string): Request =>
  WRITES.has(request.kind) && request.kind !== 'hide' && refusesChange(clause, request.kind === 'wardrobe.update') ? { kind: 'chat', intent: 'kept' } : request;

/** Every request in the message, in order. */
export const understandMessage = (text: string, brain: Brain, turnBefore: TurnContext): Request[] => {
  const trimmed = text.trim();
  // "the tote one, is that leather?" then "save it": the piece the last message picked out (lib/focus-piece.ts).
  const focus = focusedPiece(turnBefore.state, (t) => readMessage(t, { today: turnBefore.today, lexicon: brain.lexicon }).clauses);
  const turn: TurnContext = focus ? { ...turnBefore, state: { ...turnBefore.state, focus } } : turnBefore;
  if (!trimmed) return [{ kind: 'unknown' }];
  // "how much did I spend?" under a pasted receipt: its sum, worked out from the paste, no tool (lib/receipt-sum.ts).
  const sum = receiptSumAsked(trimmed, turn.state.earlierUserTexts);
  if (sum) return [{ kind: 'passed_on', note: 'sum', sum }];
  // A shop's order notice pasted alone tells what was bought: nothing to find or change (lib/shop-notice.ts).
  if (shopNoticeAlone(trimmed)) return [{ kind: 'passed_on' }];
  // "plan this", "what should I bring" right after a paste sent alone: asked of that paste (lib/paste-before.ts).
  const earlier = turn.state.earlierUserTexts;
  if (asksOfPasteBefore(trimmed, earlier.at(-1), (t) => readMessage(t, { today: turn.today, lexicon: brain.lexicon }))) {
    return understandMessage(`${earlier.at(-1)!.trim()}\n\n${trimmed}`, brain, { ...turn, state: { ...turn.state, earlierUserTexts: earlier.slice(0, -1) } });
  }
  // "a belt and some earrings under 80": one clause per object of a tool that takes one (lib/one-per-object.ts).
  const requestOf = (c: Pick<ReadClause, 'text' | 'corrected' | 'slots' | 'prefer'>) =>
    unlessRefused(withDialogue(routeClause(c.text, c.slots, brain, turn, c.corrected, c.prefer).request, c.text, c.slots, turn.state), c.corrected);
  const read = readClauses(trimmed, brain, turn.today).flatMap((c) => (c.unreadable || c.note || c.tooLong || !c.text ? [c]
    : perObject(c, c.corrected, c.slots, () => requestOf(c), (t, kind) => {
      const [only, ...more] = readMessage(t, { today: turn.today, lexicon: brain.lexicon }).clauses;
      if (!only || more.length) return null;
      const clause: ReadClause = { ...c, text: only.written, corrected: only.text, slots: only.slots, prefer: skillOfKind(kind).id };
      return { clause, request: requestOf(clause) };
    })));
  // Long in words, not in one overlong word (a 10,000-letter destination is the tool's to refuse).
  const wordy = trimmed.replace(/\S{200,}/g, ' ').length > MAX_READ;
  if (!read.length) return [{ kind: 'unknown' }];
  // Which clauses were read only by a guess (routeClause's `sure`): beside a sure request they may be its context.
  const guessed: boolean[] = [];
  const requests = read.map(({ text: clause, corrected, slots, unreadable, passedOn, tooLong, prefer, note, mentions, lookUp }, k): Request => {
    if (unreadable) return { kind: 'unreadable', why: unreadable };
    if (note) return { kind: 'passed_on', note };
    // A piece an earlier clause of the message picked out ("the tote is lovely. anything similar for less?") is the one "it" means.
    const before = k > 0 ? focusedIn(turn.state, read.slice(0, k).filter((c) => c.text)) : null;
    const route = clause ? routeClause(clause, slots, brain, before ? { ...turn, state: { ...turn.state, focus: before } } : turn, corrected, prefer) : null;
    guessed[k] = route ? !route.sure : false;
    const routed = route ? withDialogue(route.request, clause, slots, turn.state) : { kind: 'unknown' as const };
    const request = unlessRefused(lookUp && routed.kind === 'dressingRoom.cart' ? { ...routed, lookUp } : routed, corrected);
    // Around text passed on, words that ask nothing of their own are about that text: said so, nothing done.
    const vague = request.kind === 'unknown' || request.kind === 'cannot' || request.kind === 'chat' || request.kind === 'handle_unclear' || request.kind === 'clarify' ||
      (request.kind === 'outfit.build' && !request.anchors.length && !request.occasion);
    if (passedOn && vague) return { kind: 'passed_on', ...(mentions?.length ? { mentions } : {}) };
    // Only the start of an overlong message is read: nothing is changed on a part of what was sent.
    return tooLong && (request.kind === 'unknown' || (WRITES.has(request.kind) && wordy) || (wordy && !readPartAsks(clause))) ? { kind: 'unreadable', why: 'tooLong' } : request;
  });
  // "too dear for me, anything cheaper?": a search that turns a shown piece down records the turn-down too (feedback.ts).
  const turnDowns = read.flatMap((c, k) => {
    const r = requests[k];
    const searches = r?.kind === 'products' || r?.kind === 'products.refine';
    const found = searches && c.text && !c.unreadable && !c.note ? turnDownBesideSearch({ text: c.text, slots: c.slots, state: turn.state }) : null;
    return found ? [found] : [];
  });
  // "delete the jeans. how many pieces are left now?": a count asked after a wardrobe change of the same message counts the wardrobe.
  requests.forEach((r, i) => {
    const change = requests.slice(0, i).findLast((e) => e.kind === 'wardrobe.remove' || e.kind === 'wardrobe.add');
    const clause = read[i];
    if (r.kind !== 'unknown' || !change || !clause?.text) return;
    requests[i] = wardrobeAfterChange(clause.text, clause.slots, { ...turn.state, latestTool: change.kind }) ?? r;
  });
  // A count of her tops, then "list the X too": a guess at the catalogue after her wardrobe was asked for in the same
  // message is another of her lists, read as a follow-up to that listing (lib/after-listing.ts).
  requests.forEach((r, i) => {
    const listed = requests.slice(0, i).findLast((e) => e.kind === 'wardrobe.list');
    const clause = read[i];
    if (!guessed[i] || r.kind !== 'products' || listed?.kind !== 'wardrobe.list' || !clause?.text) return;
    const state = { ...turn.state, latestTool: 'wardrobe.list', latest: { input: listed.category ? { category: listed.category } : {}, output: null } };
    // A verb of listing asks for the list, which is what a follow-up to a listing gives: "list bottoms too" is "bottoms too".
    const next = afterListing(clause.text.replace(/^\s*(?:and\s+|also\s+)?(?:list|count)\b/i, ''), clause.slots, state, SECTION_PHRASE);
    if (next?.kind === 'wardrobe.list') requests[i] = next;
  });
  // "My niece's christening is in May, outdoors. What would you recommend?": a bare ask beside what to dress for is one outfit (lib/told-then-asked.ts).
  // The sentences told are looked for among all the message's, as some were set aside as tellings (lib/sentence-roles.ts).
  requests.splice(0, requests.length, ...outfitForWhatWasTold(requests, read, readMessage(trimmed, { today: turn.today, lexicon: brain.lexicon }).clauses.map((c) => ({ corrected: c.text, slots: c.slots }))));
  // "what should I wear then?" right after a message that told the occasion: the outfit for it (lib/told-then-asked.ts).
  const toldBefore = turn.state.earlierUserTexts.at(-1);
  if (toldBefore) requests.splice(0, requests.length, ...outfitForWhatWasToldBefore(requests, read, readMessage(toldBefore, { today: turn.today, lexicon: brain.lexicon }).clauses.map((c) => ({ corrected: c.text, slots: c.slots }))));
  // "…, I want to look amazing, show me sequin tops": a plea beside a search for a piece is its reason (lib/dress-plea.ts).
  requests.splice(0, requests.length, ...withoutPleaBesidePieces(requests, read));
  // "My granddaughter set this up for me. I'd like a cardigan": a sentence of context beside a request asks nothing (lib/context-clause.ts).
  const clauseOf = new Map<Request, string>(requests.map((r, i) => [r, read[i]?.text ?? '']));
  requests.splice(0, requests.length, ...withoutGuesses(withoutContext(requests, read), read, guessed));
  // "…leaving on the 14th. What weather might we expect? Suggest what I ought to pack": sentences beside a trip are the trip's (lib/beside-trip.ts).
  requests.splice(0, requests.length, ...besideTrip(requests, (r) => clauseOf.get(r) ?? ''));
  // "like camille's post and follow her too", "I'm following oslo_knits, right? unfollow her": a pronoun left
  // unresolved points at an earlier clause's account or piece.
  const reread = (t: string): Request | null => {
    const [only, ...more] = readMessage(t, { today: turn.today, lexicon: brain.lexicon }).clauses;
    return only && !more.length ? unlessRefused(withDialogue(routeClause(only.written, only.slots, brain, turn, only.text).request, only.written, only.slots, turn.state), only.text) : null;
  };
  requests.splice(0, requests.length, ...resolveAcrossClauses(requests, read.map((r) => ({ text: r.text, handles: r.unreadable || r.note ? [] : r.slots.handles, passedOn: r.passedOn, styles: r.slots.styles ?? [], described: r.unreadable || r.note ? [] : r.slots.describedHandles ?? [] })), reread, turn.state.earlierUserTexts.at(-1)));
  // Text passed on beside a request of the shopper's own is said nothing about: the request is the answer —
  // bar instructions in it, which the reply says were not acted on.
  const asked = requests.some((r) => r.kind !== 'passed_on' && r.kind !== 'unknown');
  const instructed = read.some((r) => r.instructed);
  const mentioned = read.find((r) => r.mentions?.length)?.mentions;
  // A clause read as nothing beside an answered request ("are you there? show me my cart") is chatter, not a question back.
  const answered = mergeClauses(asked ? requests.filter((r) => (r.kind !== 'passed_on' || r.note) && r.kind !== 'unknown') : requests);
  // Beside another request, a change left unmade needs no word of its own.
  const kept = (r: Request) => r.kind === 'chat' && r.intent === 'kept';
  if (answered.some(kept) && !answered.every(kept)) answered.splice(0, answered.length, ...answered.filter((r) => !kept(r)));
  // Several clauses of one injection: the one thing it cannot do is said once; so is the same note about text passed on.
  const sameAs = (r: Request) => (e: Request) => JSON.stringify(e) === JSON.stringify(r);
  answered.splice(0, answered.length, ...answered.filter((r, i) =>
    (r.kind !== 'cannot' || !answered.slice(0, i).some((e) => e.kind === 'cannot' && e.what === r.what)) && (r.kind !== 'passed_on' || !answered.slice(0, i).some(sameAs(r)))));
  return withTurnDowns(mergeRefinements(asked && instructed ? [...answered, { kind: 'passed_on', note: 'instructions', ...(mentioned ? { mentions: mentioned } : {}) }] : answered).flatMap(eachPiece), turnDowns);
};

/**
 * The turn-downs said beside a search, recorded first (before the search lists other pieces); and any turn-down
 * beside a search of the same message says no offer of its own, the search being the alternative.
 */
const withTurnDowns = (requests: Request[], turnDowns: Request[]): Request[] => {
  const searched = requests.some((r) => producesItems(r, 'products'));
  const seen = new Set(requests.map((r) => JSON.stringify(r)));
  const added = searched ? turnDowns.filter((d) => !seen.has(JSON.stringify(d))) : [];
  const at = Math.max(0, requests.findIndex((r) => producesItems(r, 'products')));
  const all = [...requests.slice(0, at), ...added, ...requests.slice(at)];
  return all.map((r) => (r.kind === 'feedback.disliked' && searched && !r.alternative ? { ...r, alternative: true } : r));
};

const missingTripParts = (r: Request | undefined) =>
  r?.kind === 'trips.plan' ? [r.destination, r.start, r.end].filter((x) => x === null).length : Number.POSITIVE_INFINITY;

/**
 * A message that only completes the trip asked for just before ("from May 3 to 7" after "plan a
 * trip to Lisbon", answered with a question) is read together with it.
 */
const withTripFollowUp = (requests: Request[], userText: string, brain: Brain, turn: TurnContext): Request[] => {
  if (requests.length !== 1) return requests;
  const [now] = requests;
  // Asked which city of a country or region: a short answer naming a city takes that trip's dates,
  // whatever else its few words looked like ("let's do Venice") (lib/trip-changes.ts).
  const asked = turn.state.earlierUserTexts.at(-1);
  if (asked && userText.trim().split(/\s+/).length <= 5 && now!.kind !== 'trips.plan') {
    const [before] = understandMessage(asked, brain, { ...turn, state: { ...turn.state, earlierUserTexts: [] } });
    if (before && isAreaTrip(before)) {
      const city = cityNamed(userText, (t) => readMessage(t, { today: turn.today, lexicon: brain.lexicon }).clauses[0]?.slots ?? null);
      if (city) return [{ ...(before as Extract<Request, { kind: 'trips.plan' }>), destination: city }];
    }
  }
  if (now!.kind !== 'unknown' && now!.kind !== 'clarify' && now!.kind !== 'chat' && !(now!.kind === 'trips.plan' && missingTripParts(now) > 0)) return requests;
  // The trip may have been asked over the last few messages ("plan a trip" / "Rome" / "over Easter").
  for (let k = 1; k <= TRIP_TURNS; k++) {
    const earlier = turn.state.earlierUserTexts.slice(-k);
    if (earlier.length < k) break;
    const previous = earlier.join(' ');
    const before = understandMessage(previous, brain, { ...turn, state: { ...turn.state, earlierUserTexts: [] } });
    const leg = k === 1 ? undatedLeg(before) : null;
    if (leg) {
      // Days said without a month ("the 6th to the 9th") follow the leg before, not today.
      const legBefore = before.at(-2);
      const after = legBefore?.kind === 'trips.plan' && legBefore.start && legBefore.start > turn.today ? legBefore.start : null;
      for (const today of after ? [turn.today, after] : [turn.today]) {
        const merged = understandMessage(`trip to ${leg.destination} ${userText}`, brain, { ...turn, today, state: { ...turn.state, earlierUserTexts: [] } });
        const trip = merged.length === 1 && merged[0]!.kind === 'trips.plan' && merged[0]!.destination === leg.destination && missingTripParts(merged[0]) === 0 ? merged[0]! : null;
        if (trip && !(after && today === turn.today && trip.kind === 'trips.plan' && trip.start! < after)) return merged;
      }
    }
    if (before.length !== 1 || missingTripParts(before[0]) === 0 || missingTripParts(before[0]) === Number.POSITIVE_INFINITY) continue;
    // An answer to "where?" is a place, even one that is also an everyday word ("Split", "Nice").
    const joins = before[0]!.kind === 'trips.plan' && !before[0]!.destination ? [' ', ' in '] : [' '];
    for (const join of joins) {
      const merged = understandMessage(`${previous}${join}${userText}`, brain, { ...turn, state: { ...turn.state, earlierUserTexts: [] } });
      if (merged.length === 1 && missingTripParts(merged[0]) < missingTripParts(before[0])) return merged;
    }
  }
  // Days of a stay with no place ("I'll be there 8–11 June") after a message that named a city, whatever it asked
  // (the weather there, a wish to go): that city's trip.
  const named = now!.kind === 'trips.plan' && !now!.destination && now!.start && now!.end && asked
    ? readMessage(asked, { today: turn.today, lexicon: brain.lexicon }).clauses.map((c) => c.slots.destination).find(Boolean)?.split(',')[0]?.trim() : undefined;
  if (named && !isAreaTrip({ kind: 'trips.plan', destination: named })) {
    const merged = understandMessage(`trip to ${named} ${userText.replace(/\bthere\b/gi, ' ')}`, brain, { ...turn, state: { ...turn.state, earlierUserTexts: [] } });
    if (merged.length === 1 && merged[0]!.kind === 'trips.plan' && missingTripParts(merged[0]) === 0) return merged;
  }
  return requests;
};

/**
 * The last leg of a journey said before with its place but no dates ("Paris 1–4 May and then
 * London", asked when): the next message's dates are that leg's, not a change to the leg planned.
 */
const undatedLeg = (before: Request[]): Extract<Request, { kind: 'trips.plan' }> | null => {
  const last = before.at(-1);
  return before.length > 1 && last?.kind === 'trips.plan' && last.destination && !last.start && !last.end ? last : null;
};

/** How many earlier messages a trip's place and dates may be spread over. */
const TRIP_TURNS = 3;

// ─── Planning and speaking over the conversation ────────────────────────────────────────────────

const producesItems = (r: Request, kind: ItemKind) =>
  kind === 'products' ? r.kind === 'products' || r.kind === 'feed' || r.kind === 'products.refine' || r.kind === 'products.similar' : kind === 'posts' ? r.kind === 'posts.feed' : r.kind === 'similar' || r.kind === 'influencers.list';

const WRITES = new Set<Request['kind']>([
  'sources.add', 'sources.remove', 'sources.setActive', 'influencers.follow', 'influencers.follow_ref',
  'influencers.unfollow', 'influencers.setActive', 'dressingRoom.add', 'dressingRoom.remove', 'dressingRoom.clear',
  'dressingRoom.cart', 'feedback.submit', 'feedback.disliked', 'posts.like', 'recommendations.refresh',
  'hide', 'trips.plan', 'trips.remove', 'wardrobe.add', 'wardrobe.update', 'wardrobe.remove', 'outfits.save', 'outfits.remove', 'styleDna.analyze',
]);

/** Changes that each touch one object of their own: several of them in a message run in one round. */
const ONE_EACH = new Set<Request['kind']>(['wardrobe.add', 'wardrobe.remove', 'influencers.follow', 'influencers.unfollow', 'influencers.setActive', 'trips.plan']);

/** Changes of one kind that each touch one piece of their own: several of the same kind run in one round. */
const EACH_OF_KIND = new Set<Request['kind']>(['dressingRoom.add', 'dressingRoom.cart']);

/** Changes of the dressing room and its cart. */
const ROOM_CHANGES = new Set<Request['kind']>(['dressingRoom.add', 'dressingRoom.cart', 'dressingRoom.remove']);

/** "… and save it": a save or a look from the conversation's outfit waits for the outfit asked for before it. */
const needsOutfit = (r: Request) =>
  (r.kind === 'outfits.save' && !r.anchors.length) || (r.kind === 'look.complete' && r.source.from === 'conversation');
const showsOutfit = (r: Request) => r.kind === 'outfit.build' || r.kind === 'look.complete';

const NEEDS: Partial<Record<Request['kind'], ItemKind>> = {
  'dressingRoom.add': 'products', 'feedback.submit': 'products', 'feedback.disliked': 'products', 'influencers.follow_ref': 'influencers', 'posts.like': 'posts',
};

/**
 * A request's stage. Requests run together unless one needs an earlier one's effect: a pick
 * ("save the first one") waits for the search that lists the items, and anything after a change
 * waits for the change, so "add @a and list my sources" lists @a — bar wardrobe additions after one another.
 */
export const stageOf = (requests: readonly Request[], index: number): number => {
  let stage = 0;
  for (let i = 1; i <= index; i++) {
    const r = requests[i]!;
    const earlier = requests.slice(0, i);
    const needs = NEEDS[r.kind];
    const waitsForItems = needs !== undefined && earlier.some((e) => producesItems(e, needs));
    const waitsForOutfit = needsOutfit(r) && earlier.some(showsOutfit);
    // Changes to one object each ("add these 5 to my wardrobe", "unfollow X and follow Y") depend on none of each other: one round.
    // Pieces saved or moved one after another too, but a move waits for a save ("save it and put it in my cart").
    // A trip's plan writes nothing the dressing room reads: a save or a cart move after it runs beside it.
    const waitsForChange = earlier.some((e) => WRITES.has(e.kind) && !(ONE_EACH.has(e.kind) && ONE_EACH.has(r.kind)) && !(e.kind === r.kind && EACH_OF_KIND.has(r.kind)) && !(e.kind === 'trips.plan' && ROOM_CHANGES.has(r.kind)));
    if (waitsForItems || waitsForOutfit || waitsForChange) stage++;
  }
  return stage;
};

export interface Conversation {
  userText: string;
  earlierUserTexts: string[];
  turn: number;
  rounds: number;
  /** This turn's results, oldest first. */
  current: SeenResult[];
  /** Earlier turns' results, oldest first. */
  earlier: SeenResult[];
}

export type LocalDecision = { kind: 'calls'; calls: (PlannedCall & { id: string })[] } | { kind: 'reply'; text: string };

/** Guards against a plan that never settles; streamText's own step limit is the outer bound. */
const MAX_ROUNDS = 4;

/**
 * What a reply may call an id by, from every result seen: a product's name, or a post as
 * "@handle’s post", so a reply about an id names what the tools named.
 */
const labels = (seen: SeenResult[]): Map<string, string> => {
  const names = new Map<string, string>();
  for (const s of seen) {
    if (s.isError) continue;
    for (const item of itemsOf(s.output, 'products')) {
      const name = item.product_name ?? item.item_name;
      if (typeof item.id === 'string' && typeof name === 'string') names.set(item.id, name);
    }
    for (const post of itemsOf(s.output, 'posts')) {
      const who = (post.influencer as { handle?: unknown }).handle;
      if (typeof post.id === 'string' && typeof who === 'string') names.set(post.id, `@${who}\u2019s post`);
    }
  }
  return names;
};

const deniedOrNull = (denied: string | null) => denied;

/** The whole brain: what to do next given the conversation, the tools on offer and today's date (YYYY-MM-DD). */
export const decide = (
  convo: Conversation, tools: AvailableTool[], allowTools: boolean, today: string, brain: Brain, deniedReply: (current: readonly SeenResult[]) => string | null,
): LocalDecision => {
  const history = [...convo.earlier, ...convo.current];
  const offered = tools.map((t) => t.name);
  // Every step of a turn reads the same message over the same conversation: understood at its first step (lib/turn-memo.ts),
  // the dialogue state and the accounts her earlier messages named included.
  const requests = oncePerTurn(brain, [today, offered, convo.userText, convo.earlierUserTexts, convo.earlier], convo.current.length > 0, () => {
    const state = dialogueState(convo.earlier, convo.earlierUserTexts);
    const namedAccounts = accountsNamedBefore(convo.earlierUserTexts, (t) => readMessage(t, { today, lexicon: brain.lexicon }).clauses.flatMap((c) => c.slots.handles));
    const turn: TurnContext = { today, state: namedAccounts ? { ...state, namedAccounts } : state, offered };
    return withTripChange(withTripFollowUp(understandMessage(convo.userText, brain, turn), convo.userText, brain, turn), convo.userText, convo.earlier, (text, referenceMonth) => {
      const { clauses } = readMessage(text, { today, lexicon: brain.lexicon, referenceMonth });
      // "my sister joins me after, so I'll stay on until the following Sunday": the one clause of days counted from the trip's is the message's.
      const counted = clauses.filter((c) => c.slots.dates?.fromAnchor);
      return clauses.length === 1 ? clauses[0]!.slots : counted.length === 1 && clauses.every((c) => c === counted[0] || !c.slots.dates) ? counted[0]!.slots : null;
    }, convo.earlierUserTexts.at(-1));
  });
  const own = (index: number) => convo.current.filter((s) => s.request === index);
  const latestList = (kind: ItemKind): ItemList | null => {
    for (const list of [convo.current, convo.earlier]) {
      for (let i = list.length - 1; i >= 0; i--) {
        // The dressing room's own list is not something to save from or rate.
        if (list[i]!.isError || /dressingRoom/.test(list[i]!.toolName)) continue;
        const items = itemsOf(list[i]!.output, kind);
        // One turn's searches, one a pasted line, are one list as shown (lib/shown-together.ts).
        if (items.length) return { items: kind === 'products' ? shownTogether(list, i) : items, from: list[i]! };
      }
    }
    return null;
  };
  const ctxOf = (index: number): PlanContext => ({ tools, latestList, current: convo.current, own: own(index), history });
  const plan = (r: Request, index: number): Resolution => skillOfKind(r.kind).plan(r, ctxOf(index));
  // A request is answered by its own answer, or by a failed look-up or step (nothing more can follow it).
  const answered = new Set(convo.current.flatMap((r) => (r.request === null || (r.prep && !r.isError) ? [] : [r.request])));
  if (allowTools && convo.rounds < MAX_ROUNDS) {
    const lastStage = requests.reduce((max, _r, i) => Math.max(max, stageOf(requests, i)), 0);
    for (let stage = 0; stage <= lastStage; stage++) {
      const calls: (PlannedCall & { id: string })[] = [];
      requests.forEach((r, index) => {
        if (stageOf(requests, index) !== stage) return;
        const skill = skillOfKind(r.kind);
        // An answered request may go on only where its skill says so (an empty search widened).
        const resolution = answered.has(index) ? skill.again?.(r, ctxOf(index)) ?? null : plan(r, index);
        if (resolution && 'call' in resolution) {
          // A look-up's id carries no request index, so the request is not counted as answered by it.
          for (const call of [...(resolution.also ?? []), resolution.call]) {
            // Several requests needing the same look-up ("delete the dress, the tees and the jeans": the wardrobe) share one.
            if (call.prep && calls.some((c) => c.toolName === call.toolName && JSON.stringify(c.input) === JSON.stringify(call.input))) continue;
            const id = `atl-t${convo.turn}-${call.prep ? 'p' : 'r'}${index}-${calls.length}`;
            calls.push({ toolName: call.toolName, input: call.input, request: index, id });
          }
        }
      });
      if (calls.length) return { kind: 'calls', calls };
    }
  }
  // The shopper said no to this turn's change(s): say nothing changed.
  const denied = deniedOrNull(deniedReply(convo.current));
  if (denied) return { kind: 'reply', text: denied };
  const names = labels(history);
  const parts = requests.map((r, index) => {
    const steps = own(index);
    const result = steps.find((s) => !s.prep) ?? steps.find((s) => s.isError);
    let outcome: Outcome;
    if (result) outcome = { result, steps };
    else {
      const resolution = plan(r, index);
      // Out of rounds half-way: an outfit is shown as far as it got; anything else says it stopped.
      outcome = 'call' in resolution ? (steps.length ? { result: steps.at(-1)!, steps, partial: true } : { missing: 'items' }) : resolution;
    }
    return skillOfKind(r.kind).speak(r, outcome, names);
  });
  return { kind: 'reply', text: parts.filter(Boolean).join('\n\n') };
};

export { dialogueState, type DialogueState };
