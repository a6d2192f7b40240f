/**
 * What the stylist does not do: book travel, take payments, check the weather by itself, send
 * messages, change account settings, or anything outside fashion. Says so plainly, with what it
 * can do; never a tool.
 */
import { plainOf } from './lib/accounts.js';
import { aboutOtherThings } from './lib/other-things.js';
import { examplesOf } from './lib/examples.js';
import { at, OUTSIDE } from './lib/speak-common.js';
import { categoryIn, has } from './lib/words.js';
import type { Slots } from '../nlu/types.js';
import type { Skill } from './types.js';

const PAYING = 'buy it|purchase|pay|payment|credit card';
/** A return of an order — unless the clause's dates say it is the shopper's own, from a trip ("I return 10 days later"). */
const RETURNS = 'returns?';

const CANNOT: [string, string][] = [
  ['book(?!\\s*bags?)|flights?|hotels?|reservations?|tickets?', 'book travel'],
  ['checkout|check out|place (?:an|my) order|refund|track(?:ing)? (?:my )?(?:order|parcel|package)', 'place orders, take payments or handle returns'],
  [RETURNS, 'place orders, take payments or handle returns'],
  // Paying is a budget when an amount goes with it ("I won't pay more than 80"): only then is it no order.
  [`${PAYING}`, 'place orders, take payments or handle returns'],
  // Where an order goes is the shop's to arrange: "have the shoes delivered to my office".
  ['deliver(?:ed|y|ies|ing)?|shipping|shipped|ship (?:it|them|the|to)|postage|courier|dispatch(?:ed)?', 'arrange orders or deliveries'],
  ['weather|forecast', 'check the weather'],
  // Sizes are not read, and no tool knows how a piece fits: "what size should I get?", "should I size up?", "it runs small".
  ['what size (?:should|do|would|shall|must) (?:i|we) (?:get|go for|order|buy|take|pick|choose)|(?:should|do|would) (?:i|we) size (?:up|down)|(?:get|order|buy) (?:a|an|the) \\d{2} instead|which size (?:should|do|would) i', 'advise on sizes or fit'],
  // "a bag for my phone", "gilets in stock" are shopping: only calling someone or the markets are not.
  ['send (?:an )?e-?mail|text message|call me|phone (?:me|them|her|him|the (?:shop|store))', 'send messages or make calls'],
  ['post (?:it |this )?(?:to|on) (?:instagram|facebook|tiktok)|dm |direct message', 'post or message on social networks'],
  ['password|delete my account|close my account|change my email', 'change your account settings'],
  ['translate|write (?:me )?(?:a|an) (?:essay|poem|code)|homework|recipe|stocks|stock (?:market|price)|share price|bitcoin', 'help with things outside fashion'],
  // About clothes, yet no tool's: care, trivia, jokes and songs — whatever piece they name.
  ['how (?:do|should|can|would) (?:i|you) (?:wash|clean|iron|steam|store|fold|dry|repair|mend|fix|darn|sew|hem|dye|care for|look after|get (?:a |the )?stains? out)|dry[- ]clean\\w*|laundry|stain remov\\w*', 'give care or repair advice'],
  // "who designed you?" asks about the stylist (small talk), not trivia.
  ['who (?:invented|designed|created|came up with) (?!(?:you|u)\\b)(?:the )?|history of (?:the )?|when (?:was|were) (?:the )?\\w+(?: \\w+)? invented', 'answer fashion history or trivia'],
  ['(?:tell|write|sing|compose|make up) (?:me )?(?:a |an |some )?(?:joke|jokes|poem|song|story|haiku|limerick|rap)', 'help with things outside fashion'],
];

/**
 * Topics that are not fashion: "recommend a good book", "what should I eat for dinner", "who won the
 * world cup", "what's 17 times 4". Only where the clause names nothing to wear ("a book bag", "what
 * to wear to dinner" are the stylist's).
 */
const ELSEWHERE_TOPICS = [
  'books?', 'novels?', 'movies?', 'films?', 'tv shows?', 'netflix', 'songs?', 'music', 'playlists?', 'podcasts?', 'restaurants?', 'cafes?',
  'bars? nearby', 'pizza', 'burgers?', 'sushi', 'food', 'eat', 'eating', 'cook', 'cooking', 'bake', 'baking', 'meals?', 'diet', 'calories',
  'dinner plans', 'cars?', 'phones?', 'laptops?', 'computers?', 'stock market', 'shares', 'crypto',
  'investments?', 'invest', 'mortgage', 'taxes', 'tax return', 'maths?', 'equations?', 'calculus', 'algebra', 'capital of', 'president',
  'prime minister', 'elections?', 'politics', 'football', 'soccer', 'basketball', 'tennis', 'cricket', 'world cup', 'super bowl', 'olympics',
  'jokes?', 'poems?', 'essays?', 'cover letter', 'cv', 'horoscope', 'zodiac', 'star sign', 'doctor', 'symptoms', 'medicine',
  'headache', 'dentist', 'vet', 'dog food', 'cat food', 'furniture', 'sofa', 'houseplants', 'train times', 'bus times',
  'directions to', 'time is it', 'news', 'headlines', 'lottery', 'chess',
  'video games?', 'minecraft', 'fortnite', 'history of', 'science', 'physics', 'chemistry', 'biology', 'planets?', 'moon', 'universe',
  '\\d+ (?:times|plus|minus|divided by|multiplied by) \\d+', 'square root',
].join('|');
/** Words of dressing: a clause with one is the stylist's, whatever else it names. */
const DRESSING = /\b(?:wear|wearing|worn|outfits?|styles?|styled|styling|looks?|clothes|clothing|pack|packing|wardrobe|closet|fashion|dressed|dressing|shopping|trips?|accessor\w*|colou?rs?)\b/;

/**
 * What the stylist cannot do that the clause asks for, or null. `priced`: the clause names an amount to spend;
 * `homecoming`: its dates say when the shopper comes back from a trip.
 */
/** A shop page's row of links copied with it ("Size guide | Delivery & returns"): the page's words, not the shopper's ask. */
const PAGE_LINKS = /[^\n|.!?]{1,30}(?:[ \t]*\|[ \t]*[^\n|.!?]{1,30})+/g;

export const cannotIn = (text: string, priced = false, homecoming = false): string | null => {
  const plain = plainOf(text.replace(PAGE_LINKS, ' '));
  const found = CANNOT.find(([pattern]) => !(priced && pattern === PAYING) && !(homecoming && pattern === RETURNS) && has(plain, pattern))?.[1];
  if (found) return found;
  // An amount to spend is shopping, whatever else the clause mentions ("saving for a car, nothing over 50").
  if (!priced && aboutOtherThings(plain)) return 'help with things outside fashion';
  return !priced && has(plain, ELSEWHERE_TOPICS) && !DRESSING.test(plain) && !categoryIn(plain) ? 'help with things outside fashion' : null;
};

/** The clause's dates are a day back from a trip ("I return on the 12th", "returning a week later", "leave on the 3rd and return the 9th"). */
export const comesBack = (slots: Slots): boolean => {
  const d = slots.dates;
  return d?.said === 'return' || d?.returnAfter !== undefined || !!(d?.start && d.end && d.end > d.start);
};

export const outOfScopeSkill: Skill = {
  id: 'outOfScope',
  summary: 'Requests outside what the stylist does: a plain answer saying what it can do, no tool.',
  option: 'something I can\u2019t do',
  examples: {
    outOfScope: examplesOf([
      '(book|reserve) (a flight|a hotel|tickets) (to lisbon|for me|)',
      '(check out|place my order|pay for it|track my order|i want a refund)',
      '(what is the weather|what\u2019s the forecast) (tomorrow|in paris|)',
      '(send an email|call me|text my friend)',
      '(change my password|delete my account|change my email)',
      '(what is the capital of france|who won the game last night|tell me a joke|what is two plus two|how do i cook pasta)',
      '(what time is it|who is the president|explain quantum physics|write some python code|what is the meaning of life)',
      '(how far is the moon|recommend a good movie|what should i eat for dinner|can you do my taxes|who wrote hamlet)',
      '(how do i fix my car|what is the news today|how tall is mount everest|sing me a song|what is bitcoin worth)',
      '(give me a recipe for cake|solve this math problem|what is the best phone|play a game with me|translate this)',
    ]),
  },
  slots: [],
  kinds: ['cannot', 'unknown', 'clarify', 'unreadable', 'passed_on'],
  read(c) {
    const what = cannotIn(c.text, !!c.slots.price, comesBack(c.slots));
    if (what) return { kind: 'cannot', what };
    // An amount to spend (in words too: "around forty quid") is shopping, not something outside fashion.
    return c.sure && !c.slots.price && !/zz(?:garment|price|handle|colour|material)/.test(c.masked) ? { kind: 'cannot', what: 'help with things outside fashion' } : null;
  },
  plan: () => ({ none: true }),
  speak(r) {
    if (r.kind === 'cannot') return `I can\u2019t ${r.what} — that\u2019s outside what I do. ${OUTSIDE}`;
    if (r.kind === 'clarify') return `Do you want me to ${r.options.join(' or ')}?`;
    const naming = r.kind === 'passed_on' && r.mentions?.length ? ` (it names ${at(r.mentions)})` : '';
    if (r.kind === 'passed_on' && r.note === 'instructions') return `I haven\u2019t acted on the instructions in the text you passed on${naming}: they\u2019re someone else\u2019s words, not a request of yours.`;
    if (r.kind === 'passed_on' && r.note === 'sum' && r.sum) {
      const { amount, sign, lines, leftOut } = r.sum;
      const money = `${sign}${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
      if (!lines) return `The receipt you pasted comes to ${money}, going by its total line.`;
      const without = leftOut.length ? `, leaving out ${leftOut.join(' and ')}` : '';
      return `The receipt you pasted comes to ${money}: its ${lines === 1 ? 'one priced line' : `${lines} priced lines`} added up${without}.`;
    }
    if (r.kind === 'passed_on' && r.note === 'described') return 'You pasted a description without a question, so I looked for pieces like it.';
    if (r.kind === 'passed_on') return `I read the quoted part as someone else\u2019s words, not a request, so I haven\u2019t changed anything${naming}. Tell me in your own words if you\u2019d like me to act on it. ${OUTSIDE}`;
    if (r.kind === 'unreadable') {
      if (r.why === 'otherLanguage') return `I only understand English for now, so I haven\u2019t done anything. ${OUTSIDE}`;
      if (r.why === 'json') return `That looks like pasted data, not a request, so I haven\u2019t done anything with it. To import the accounts you follow, paste Instagram\u2019s following export; otherwise tell me in a sentence what you\u2019d like. ${OUTSIDE}`;
      if (r.why === 'tooLong') return `That\u2019s too long for me to read as a request, so I haven\u2019t done anything. Tell me in a sentence or two what you\u2019d like. ${OUTSIDE}`;
      return `I couldn\u2019t find any words in that, so I haven\u2019t done anything. ${OUTSIDE}`;
    }
    return `I\u2019m not sure what you\u2019d like me to do. ${OUTSIDE} Say “help” for examples.`;
  },
};
