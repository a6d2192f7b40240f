/**
 * What a skill reads a clause as: one request, the shape every skill's plan and speech share. The
 * kinds are the skills' own; a skill owns the kinds it lists in the registry.
 */
import type { ChatIntent } from './chat-intents.js';
import type { OutfitRequest } from './understand-outfits.js';
import type { TripRequest } from './understand-trips.js';
import type { WardrobeRequest } from './understand-wardrobe.js';
import type { SearchRefinement } from './understand-shopping.js';
import type { Described } from './described.js';
import type { ReceiptSum } from './receipt-sum.js';
import type { AboutShown } from './about-shown.js';
import type { SimilarTo } from './similar-shown.js';
import type { ItemRef } from './words.js';
import type { Resolution, SeenResult } from './plan-core.js';

export type { ItemRef } from './words.js';

export type Status = 'active' | 'inactive' | 'all';

export interface ProductQuery {
  text?: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  tier?: 'budget' | 'mid' | 'luxury';
  /** Whether a price was said outright, not implied by a tier word. */
  explicitPrice?: boolean;
  /** How many results to show ("show me 3 gilets"); the search's page when not said. */
  count?: number;
  /** Words a result may not have ("not black", "no heels"). */
  exclude?: string[];
  /** The words that described the request, for the reply ("black bags under $100"). */
  phrase: string;
}

export type FeedSection = 'recommended' | 'similar' | 'trending' | 'discover';
export type PostView = 'latest' | 'top_liked' | 'following' | 'recent';
export type FeedbackReason = 'color' | 'style' | 'brand' | 'price' | 'aspirational' | 'occasion';

export type Request =
  | { kind: 'help' }
  | { kind: 'cannot'; what: string }
  | { kind: 'no_handles'; action: string }
  | { kind: 'invalid_handles'; invalid: string[] }
  | { kind: 'sources.list'; status: Status }
  | { kind: 'sources.add'; text: string }
  /** `every`: every source the shopper has ("disconnect all my sources"), read from her list first. */
  | { kind: 'sources.remove'; handles: string[]; every?: true }
  | { kind: 'sources.setActive'; handles: string[]; active: boolean; every?: true }
  | { kind: 'influencers.follow'; handles: string[] }
  /** `also`: further positions said with the first ("the 2nd and 3rd"). */
  | { kind: 'influencers.follow_ref'; ref: ItemRef; also?: ItemRef[] }
  /** "which of them are minimalist? follow those": accounts narrowed by a quality the account list does not carry — asked back, none followed. */
  | { kind: 'influencers.which'; quality: string }
  /** `except`: "everyone but @x" — every account followed but these (the handles come from a look-up). */
  | { kind: 'influencers.unfollow'; handles: string[]; except?: string[] }
  | { kind: 'influencers.followed'; status: Status; /** A yes/no question whether she follows someone ("do I follow lena?"). */ checks?: true }
  | { kind: 'influencers.setActive'; handles: string[]; active: boolean; except?: string[] }
  | { kind: 'similar'; handle: string }
  | { kind: 'products'; query: ProductQuery }
  | { kind: 'feed'; query: ProductQuery; section: FeedSection }
  /** A piece just shown by position, or by what it looks like ("that red dress"); `count`: "both" is two. */
  /** `said`: the piece in the shop's words ("red wrap dress"), searched for when no list was shown. */
  /** `refs`: several positions named at once ("the first and second"), each saved. */
  | { kind: 'dressingRoom.add'; ref: ItemRef; described?: Described; count?: number; said?: string; refs?: ItemRef[] }
  | { kind: 'dressingRoom.list' }
  /** The cart: its pieces, how many there are, or what they add up to. */
  | { kind: 'cart.list'; question: 'list' | 'count' | 'total' }
  /** Into the cart (inCart) or out of it, by name words or position in the dressing room list. */
  | {
    kind: 'dressingRoom.cart'; inCart: boolean; target: string; ref: ItemRef | null;
    /** The piece by what it looks like ("the red one"); `shown`: right after a list, positions count in that list. */
    described?: Described; shown?: boolean;
    /** A piece pasted from elsewhere: looked up in the catalogue, saved, then moved in (the dressing room is not read first). */
    lookUp?: boolean;
    /** "both", "all of them": that many of the pieces just shown, each moved (at most three). */
    several?: number;
    /** "empty my cart": every piece in the cart taken out (they stay saved in the dressing room). */
    every?: boolean;
    /** Those pieces are the dressing room's own, listed just before ("what's in my dressing room" → "put both in the cart"). */
    listedRoom?: boolean;
    /** Paying was said beside the move ("…, I'll check out later"): the reply says payment happens at the shop. */
    paying?: true;
  }
  /** A post from the latest posts shown, by position or by its influencer's handle. */
  /** `about`: words the post is described by ("the one with the grey blazer"), found in its caption. */
  | { kind: 'posts.like'; liked: boolean; ref: ItemRef | null; handle: string | null; about?: string[] }
  | { kind: 'influencers.list'; /** The accounts the clause described by their style, named in the answer. */ described?: string[] }
  | { kind: 'recommendations.refresh' }
  /** By name words ("the noir tote") or by position in the dressing room list. */
  | { kind: 'dressingRoom.remove'; target: string; ref: ItemRef | null }
  | { kind: 'dressingRoom.clear' }
  | { kind: 'posts.feed'; view: PostView; /** The accounts whose posts were asked for: the answer shows theirs. */ of?: string[] }
  /** `described`: the piece named by its words ("the red wrap dress") rather than its place in the list. */
  | { kind: 'feedback.submit'; ref: ItemRef; reasons: FeedbackReason[]; described?: Described }
  /**
   * A piece shown that is not for her: recorded as feedback.submit's not_for_me on the piece pointed at (`ref`, or its
   * words `described`; neither: the first piece of the latest list), with the reasons her words give. `alternative`: a
   * search for something else was asked in the same breath, so the reply offers none of its own.
   */
  | { kind: 'feedback.disliked'; reasons: FeedbackReason[]; ref?: ItemRef; described?: Described; alternative?: true; /** Named by words that fit no one piece shown. */ unmatched?: true }
  /** `described`: the shopper described themselves ("I'm a size 12, mostly neutrals"); the reply says nothing was stored. */
  | { kind: 'styleProfile.get'; described?: boolean }
  | { kind: 'discovery.scan' }
  | TripRequest
  | WardrobeRequest
  | OutfitRequest
  /** Small talk and questions outside fashion: a short reply, no tool. */
  /** `today` (YYYY-MM-DD): the conversation's clock, for the date asked (intent `today`). */
  | { kind: 'chat'; intent: ChatIntent; today?: string }
  /** Less of an account ("stop showing me @x", "hide @x"): paused where the shopper has it, never added. */
  | { kind: 'hide'; handles: string[] }
  /** Handles with no verb ("@x?"): the reply asks what to do, nothing changes. */
  | { kind: 'handle_unclear'; handles: string[] }
  /** A question about pieces just shown ("how much is the red one?"), answered from the results shown: no tool. */
  | { kind: 'products.about'; about: AboutShown }
  /** Pieces like one just shown ("more like the first one"): the catalogue's nearest in its category. */
  | { kind: 'products.similar'; to: SimilarTo }
  /** A follow-up to the search before: more, cheaper, pricier, another colour, something ruled out. */
  | { kind: 'products.refine'; refinement: SearchRefinement }
  /** The product on the shop page the widget sits on, styled through the page's own tool. */
  | { kind: 'page.look' }
  /** Not sure which of a few skills the shopper means: one short question naming them, no tool. */
  | { kind: 'clarify'; options: string[] }
  /** A message that cannot be read: emoji or symbols only, or another language. No tool. */
  | { kind: 'unreadable'; why: 'noWords' | 'otherLanguage' | 'tooLong' | 'json' }
  /**
   * The message only passes on someone else's words (quoted, pasted): read as data, nothing done.
   * `note`: said beside an answer — the paste's instructions were not acted on, or a paste alone was searched for.
   * `mentions`: the accounts the paste names, said as not acted on.
   */
  /** `sum`: what a pasted receipt comes to, asked of it (lib/receipt-sum.ts). */
  | { kind: 'passed_on'; note?: 'instructions' | 'described' | 'sum'; mentions?: string[]; sum?: ReceiptSum }
  | { kind: 'unknown' };


/** What a request came to: its result, or whatever its plan said instead of a call. */
export type Outcome =
  /** steps: the request's look-ups and steps this turn; partial: it ran out of rounds before its answer. */
  | { result: SeenResult; steps?: SeenResult[]; partial?: boolean }
  | Exclude<Resolution, { call: unknown }>;
