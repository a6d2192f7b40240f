/**
 * The conversational intents the rules leave open — greetings, thanks, "who are you", questions
 * outside fashion, and vague wishes to get dressed — read by a small classifier trained from
 * example phrasings (nlp.js: its English stemmer and its neural network). It is trained once, when
 * the module loads (a few milliseconds), from the examples below only, with weights that start at
 * zero: the same text always gets the same answer. Only asked when no rule understood a message.
 */
import { StemmerEn } from '@nlpjs/lang-en-min';
import { NeuralNetwork, type TrainingItem } from '@nlpjs/neural';

export const CHAT_INTENTS = ['greet', 'thanks', 'howareyou', 'bye', 'whoareyou', 'compliment', 'complaint', 'offtopic', 'outfit', 'recommend'] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

/** Example phrasings per intent: the training data. Add phrasings here, not rules. */
export const INTENT_EXAMPLES: Record<ChatIntent, string[]> = {
  greet: ['hello', 'hi', 'hi there', 'hey', 'hey there', 'good morning', 'good afternoon', 'good evening', 'hiya', 'howdy', 'yo', 'greetings', 'hello stylist'],
  thanks: ['thanks', 'thank you', 'thank you so much', 'cheers', 'thanks a lot', 'many thanks', 'great thanks', 'perfect thank you', 'that is helpful', 'thx', 'ty', 'appreciate it', 'awesome thanks', 'that is all', 'ok', 'okay', 'got it', 'alright', 'sounds good', 'ok cool'],
  howareyou: ['how are you', 'how are you doing', 'how is it going', 'how have you been', 'are you ok', 'how are things', 'how is your day', "what's up", 'whats up', 'sup'],
  bye: ['bye', 'goodbye', 'see you', 'see you later', 'good night', 'talk later', 'ciao', 'that is all for now', 'later'],
  whoareyou: ['who are you', 'what are you', 'are you a bot', 'are you human', 'are you a real person', 'what is your name', 'are you an ai', 'who made you', 'is this a robot'],
  compliment: ['you are great', 'you are amazing', 'love it', 'nice', 'cool', 'great job', 'well done', 'you are the best', 'awesome', 'lovely', 'good bot'],
  complaint: ['you are useless', 'this is wrong', 'that is not what i asked', 'not helpful', 'that is wrong', 'you suck', 'terrible',
    'this is rubbish', 'you do not understand', 'that makes no sense', 'wrong answer', 'bad bot', 'that is not right'],
  offtopic: [
    'what is the capital of france', 'who won the game last night', 'tell me a joke', 'what is two plus two', 'how do i cook pasta',
    'what time is it', 'who is the president', 'explain quantum physics', 'write some python code', 'what is the meaning of life',
    'how far is the moon', 'recommend a good movie', 'what should i eat for dinner', 'can you do my taxes', 'who wrote hamlet',
    'how do i fix my car', 'what is the news today', 'tell me about history', 'how tall is mount everest', 'sing me a song',
    'what music do you like', 'how do i lose weight', 'what is the best phone', 'play a game with me', 'solve this math problem',
    'what is the population of china', 'who is the best footballer', 'give me a recipe for cake', 'what is bitcoin worth',
  ],
  outfit: [
    'i have nothing to wear', 'help me get dressed', 'dress me', 'style me', 'help me look good', 'i need something to wear',
    'what do i put on today', 'help me decide what to wear', 'i do not know what to wear', 'pick my clothes for today',
    'make me look nice', 'i want to look put together', 'help me with my look today', 'choose an outfit for me', 'get me ready',
  ],
  recommend: [
    'show me something nice', 'inspire me', 'i want something new', 'give me ideas', 'what is nice', 'anything you would suggest',
    'surprise me with something', 'show me things i would like', 'what would look good on me', 'i feel like shopping',
    'treat me', 'i want to buy something', 'what is good', 'any ideas', 'what do you suggest',
  ],
};

const stemmer = new StemmerEn();

/** The stems of a text, as the classifier's features (stop words kept: "who are you" is all stop words). */
const features = (text: string): Record<string, number> =>
  Object.fromEntries(stemmer.tokenizeAndStem(text.toLowerCase(), true).map((stem) => [stem, 1]));

const known = new Set<string>();
const network = new NeuralNetwork({ log: false });
network.train(
  (Object.entries(INTENT_EXAMPLES) as [ChatIntent, string[]][]).flatMap(([intent, examples]) =>
    examples.map((example): TrainingItem => {
      const input = features(example);
      for (const stem of Object.keys(input)) known.add(stem);
      return { input, output: { [intent]: 1 } };
    })),
);

/** Below this share of the scores the classifier's best guess is no answer. */
const MIN_SHARE = 0.6;

/** The intent of a message no rule understood, or null when the classifier is not sure. */
export const chatIntentOf = (text: string): ChatIntent | null => {
  const input = features(text);
  const stems = Object.keys(input);
  // Mostly words the examples never used: not enough to go on ("quantum chromodynamics lattice").
  if (!stems.length || stems.filter((s) => known.has(s)).length * 2 < stems.length) return null;
  const scores = Object.entries(network.run(input) ?? {}).filter(([, v]) => v > 0);
  const total = scores.reduce((sum, [, v]) => sum + v, 0);
  if (!total) return null;
  const [intent, score] = scores.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
  return score / total >= MIN_SHARE ? (intent as ChatIntent) : null;
};
