/** Small talk's intents: each has its own examples (small-talk.ts) and its own one-line answer. */
export const CHAT_INTENTS = ['greet', 'thanks', 'howareyou', 'bye', 'whoareyou', 'compliment', 'complaint', 'advice'] as const;
/**
 * `advice` (an opinion asked: "is navy too sombre for a wedding?", "which is the better gift?", "is the bag worth it?") is
 * trained, and also read from the form of a general style question ("do navy and black go together?",
 * lib/style-questions.ts). `chitchat` (a worry or news told, asking nothing) is read from the clause's form, not trained;
 * nor has `today` (the date asked, small-talk.ts `asksToday`), nor `priced` (a shown piece's price said back, lib/price-said-back.ts), nor `confirmed` (a change just made agreed with, lib/confirmed-change.ts), nor `kept` (a change the shopper said not to make, lib/refused-change.ts: nothing was changed), nor `reason` (a
 * question asking why: small-talk.ts `asksWhy`; no tool gives a reason), nor `tripPiece` (a piece taken out of the trip just
 * planned, trips.ts: no tool edits a planned day, and the wardrobe is no stand-in for the trip).
 */
export type ChatIntent = (typeof CHAT_INTENTS)[number] | 'chitchat' | 'kept' | 'reason' | 'confirmed' | 'priced' | 'today' | 'tripPiece';
