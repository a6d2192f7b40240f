/**
 * A sentence of context beside a request: "My granddaughter set this up for me.", "I'm not too fussy about
 * the heel.", "I really don't need two black bags.", "She adores green." Shoppers who write full sentences
 * tell the stylist why before or after they ask; such a sentence opens with its subject (I, my, she,
 * they…), asks nothing (no question mark, no asking word, and a need or wish it holds is negated) and
 * states no price. Read alone it can look like a search or the feed, but beside a request of the same
 * message it adds no request of its own. Pure.
 */
import nlp from 'compromise';
import type { Slots } from '../../nlu/index.js';
import type { Request } from './request.js';

const SUBJECT = /^(?:(?:oh|well|so|and|but|honestly|actually|also|ok|okay|anyway|to be honest|hi|hey|hello|hiya|hi there|hey there|omg|oh my god|wow|ooh+|ugh+|lol|haha+|yay|aww+|eek|ahh+|oops|um+|hmm+|wait|ok so|okay so)[,!.]*\s+)*(?:i|i'm|im|i've|i'd|i am|i have|my|she|she's|he|he's|they|they're|it|it's|we|we're|our|his|her|their|this|that|there|(?:the|that|this|those|these|your)(?:\s+[\w'-]+){1,4}?,?\s+(?:is|are|was|were|looks?|seems?|feels?)(?=\s+\w))\b/;
const ASKS = /\?|\b(?:please|pls|can|could|would|will|show|find|search|look(?:ing)? for|recommend|suggest|help|need|want|wanna|like to|love to|prefer|rather|wonder|wondering|after|searching|hunting|get me|add|save|put|remove|delete|follow|unfollow|pause|plan|pack|wear|buy|bought|got|own|gave|sold|donated|going|travel+ing|flying|visiting|heading)\b/;
/** A need or wish turned down asks for nothing: "I really don't need two bags". */
const NEGATED_WISH = /\b(?:don'?t|do not|dont|never|no longer)\s+(?:really\s+)?(?:need|want|like)\b/g;

/** A clause that asks for nothing: no question, no verb of asking or doing ("the wedding is in the evening, outside"). */
export const asksNothing = (clause: string): boolean => !ASKS.test(clause.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(NEGATED_WISH, ' '));

/** Reads of a clause that would only guess at what to show: dropped when the message asks something else. */
const GUESSES = new Set<Request['kind']>(['products', 'feed', 'posts.feed']);
/**
 * Right after a search a telling (someone's dislike of a style) reads as a change to it, yet beside a question of the
 * same message it is why she asks, not a change.
 */
const TOLD_CHANGES = new Set<Request['kind']>(['products.refine']);

/** `aboutTrips`: the message asks about the saved trips, so a place in the sentence is the trip it recalls ("I believe I planned one to Vienna"). */
export const tellsContext = (clause: string, slots: Slots, aboutTrips = false): boolean => {
  const text = clause.toLowerCase().replace(/[\u2018\u2019]/g, "'").trim();
  return SUBJECT.test(text) && !ASKS.test(text.replace(NEGATED_WISH, ' ')) && !slots.price && !slots.handles.length && (aboutTrips || !slots.destination) && !slots.dates &&
    // A sentence tells something with a verb; "(and then) my recommendations" is a request said short. The tagger misses
    // some verbs ("my granddaughter set this up for me"): five words or more make a sentence too.
    (nlp(text).verbs().length > 0 || text.split(/\s+/).length >= 5);
};

const namesAnything = (s: Slots) => s.garments.length > 0 || s.categories.length > 0 || s.colours.length > 0 || s.materials.length > 0 || s.brands.length > 0 ||
  s.handles.length > 0 || s.references.length > 0 || !!s.price || !!s.destination || !!s.dates || s.occasions.length > 0;

/**
 * "I have a navy cardigan I love — what should I wear on Sunday?", "I own a lot of black": the pieces she has, told
 * beside another request with no verb of adding or buying, are why she asks — no wardrobe row, no wardrobe listing.
 */
const OWNED = new Set<Request['kind']>(['wardrobe.add', 'wardrobe.list']);
/** Having, said as a statement ("I own", "I've got"): "got" alone ("I got a coat") may be a purchase, "'ve got" is not. */
const HAVING = /\b(?:own|have got|has got)\b|(?<=')ve got\b/g;

/** An account told of beside a search (whose post she saw) is context: no search takes an account. */
const withoutAccounts = (r: Request, slots: Slots): Slots => (r.kind === 'products' ? { ...slots, handles: [] } : slots);

/** Owning said as a statement is having: it tells, it asks for no piece. */
const having = (clause: string) => clause.replace(HAVING, (w) => (w.startsWith('ve') ? 've' : 'have'));

/** The message's requests with each sentence of context beside another request read as nothing ({kind: 'unknown'}). */
export const withoutContext = (requests: Request[], clauses: readonly { corrected: string; slots: Slots }[]): Request[] => {
  // "I'd like to get rid of a few things. Could you remove the sneakers…": a clause that names nothing to act on, which
  // only a question back could settle, is the preface of the request beside it.
  const preface = (r: Request, slots: Slots | undefined) => r.kind === 'clarify' && !!slots && !namesAnything(slots);
  const aboutTrips = requests.some((r) => r.kind === 'trips.list' || r.kind === 'trips.get');
  // "What would you put me in? … don't want anything too short.": only words ruled out, beside an outfit asked for, are
  // that outfit's wish — no search of their own (the outfit tools take no exclusions).
  const outfit = requests.some((r) => r.kind === 'outfit.build');
  const ruledOutOnly = (r: Request) => r.kind === 'products' && !r.query.category && !r.query.text && r.query.minPrice === undefined &&
    r.query.maxPrice === undefined && !r.query.tier && !!r.query.exclude?.length;
  const context = requests.map((r, i) => !!clauses[i] && (preface(r, clauses[i]!.slots) || (outfit && ruledOutOnly(r)) ||
    ((GUESSES.has(r.kind) || TOLD_CHANGES.has(r.kind)) && tellsContext(having(clauses[i]!.corrected), withoutAccounts(r, clauses[i]!.slots), aboutTrips)) ||
    (OWNED.has(r.kind) && tellsContext(having(clauses[i]!.corrected), clauses[i]!.slots, aboutTrips))));
  // "I've been meaning to buy a proper bag — anything between 300 and 500?": a price alone needs the piece said before it.
  const needsSubject = (r: Request) => r.kind === 'products' && !r.query.category && !r.query.text;
  // An opinion asked is a request too: "I'm unsure the cape suits me. Is it flattering on short women?" tells why she asks.
  const asked = requests.some((r, i) => !context[i] && r.kind !== 'unknown' && (r.kind !== 'chat' || r.intent === 'advice') && !needsSubject(r));
  return asked ? requests.map((r, i) => (context[i] ? { kind: 'unknown' } : r)) : requests;
};

/**
 * What a guess shows rather than changes: pieces, the feed, posts, an outfit, accounts. A change read beside another
 * ("… and put them in my cart too") names its place and is the shopper's; a look at something is what a guess adds.
 */
const SHOWS = new Set<Request['kind']>(['products', 'products.refine', 'feed', 'posts.feed', 'outfit.build', 'look.complete', 'similar', 'influencers.list', 'wardrobe.list', 'styleProfile.get']);
/** A request that only shows something (`SHOWS`): what a guess may add. */
export const onlyShows = (r: Request): boolean => SHOWS.has(r.kind);

/** Names a piece, colour, account, place, date, price or occasion — a pronoun or a bare "that" names none. */
const namesObject = (s: Slots) => namesAnything({ ...s, references: s.references.filter((r) => r.kind !== 'pronoun' && !(r.kind === 'demonstrative' && !r.noun)) });

/**
 * "Right. Not for me then, too expensive.", "the office party was a disaster": a clause with no asking word, no question
 * mark and nothing named to act on asks for nothing — a guess at it shows nothing.
 */
export const asksForNothing = (clause: string, slots: Slots): boolean => !asksInWords(clause) && !namesObject(slots) && !slots.exclusions.length && !slots.tier && !slots.styles?.length && !slots.season && slots.count === null;
/** An asking word, a wh-word, "just"/"only" or a "?": the words ask something, whatever they name. */
export const asksInWords = (clause: string): boolean =>
  ASKS.test(clause.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(NEGATED_WISH, ' ')) || QUESTION_OR_NARROWING.test(clause.toLowerCase());
/** A wh-word asks; "just", "only" narrow what is shown ("just budget picks"). */
const QUESTION_OR_NARROWING = /\b(?:what|what's|whats|which|how|where|who|when|just|only)\b/;

/** Requests that call no tool: a clause read as one of them is never a guess that costs a call. */
const CALLS_NOTHING = new Set<Request['kind']>(['unknown', 'chat', 'cannot', 'clarify', 'help', 'no_handles', 'invalid_handles', 'handle_unclear', 'unreadable', 'passed_on', 'products.about']);

/**
 * "Could you tell me the weather and suggest what I ought to pack?" beside a trip, "Could you arrange that for me,
 * please?" beside a follow: beside a request something was sure of (its form, the dialogue, the classifier), a look at
 * something read only by a guess (`guessed`) that names nothing to act on — no piece, colour, account, place, date, price or
 * occasion — is that request's context, not a call of its own.
 */
export const withoutGuesses = (requests: Request[], clauses: readonly { slots: Slots }[], guessed: readonly boolean[]): Request[] => {
  const calls = (r: Request) => !CALLS_NOTHING.has(r.kind);
  if (!requests.some((r, i) => calls(r) && !guessed[i])) return requests;
  // A bare "that" ("do that for me") points back at the sure request; a position ("the second") or "that dress" names
  // a piece, and "it" or "them" after an earlier request is its piece or account ("… and what would go with it?").
  const names = (s: Slots, i: number) => namesObject(s) || (i > 0 && s.references.some((r) => r.kind === 'pronoun'));
  return requests.map((r, i) => (guessed[i] && SHOWS.has(r.kind) && clauses[i] && !names(clauses[i]!.slots, i) ? { kind: 'unknown' } : r));
};
