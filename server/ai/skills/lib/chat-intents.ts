/** Small talk's intents: each has its own examples (small-talk.ts) and its own one-line answer. */
export const CHAT_INTENTS = ['greet', 'thanks', 'howareyou', 'bye', 'whoareyou', 'compliment', 'complaint'] as const;
/** `chitchat` (a worry or news told, asking nothing) is read from the clause's form, not trained: it has no examples. */
export type ChatIntent = (typeof CHAT_INTENTS)[number] | 'chitchat';
