/**
 * Small talk: greetings, thanks, "who are you", compliments, complaints and general style questions. One short answer that
 * says what the stylist can do; never a tool.
 */
import { CLAUSE_STARTS } from '../nlu/index.js';
import { CHAT_INTENTS, type ChatIntent } from './lib/chat-intents.js';
import { examplesOf } from './lib/examples.js';
import { queryOf } from './lib/query-slots.js';
import { shoppingSentence } from './lib/reply-shopping.js';
import { asksStyleRule } from './lib/style-questions.js';
import { opensAfterLeads } from './lib/words.js';
import type { ClauseInput, Skill } from './types.js';

const EXAMPLES: Record<(typeof CHAT_INTENTS)[number], string[]> = {
  greet: examplesOf([
    '(hello|hi|hey|hiya|howdy|yo|greetings) (there|stylist|)', 'good (morning|afternoon|evening)', '(nice|pleased|lovely) to meet you',
    '(morning|evening|hey hey|hi again|hello again)',
  ]),
  thanks: examplesOf([
    '(thanks|thank you|cheers|thx|ty) (so much|a lot|)', '(many thanks|appreciate it|that is helpful|perfect thank you|awesome thanks)',
    '(ok|okay|got it|alright|sounds good|ok cool|that is all)',
    '(never mind|no worries|my bad|oops|sorry|fair enough|no problem)',
  ]),
  howareyou: examplesOf(['how are you (doing|today|)', '(how is it going|how have you been|how are things|how is your day)', '(what\u2019s up|whats up|sup|are you ok)']),
  bye: examplesOf(['(bye|goodbye|see you|see you later|good night|talk later|ciao|later)', 'that is all for now']),
  whoareyou: examplesOf([
    '(who|what) are you', 'are you (a bot|human|a real person|an ai|a robot)', '(what is your name|who made you|is this a robot)',
    '(how old are you|where do you live|do you ever sleep|can you feel anything|tell me about yourself|what do you do for fun)',
  ]),
  compliment: examplesOf([
    'you are (great|amazing|the best|brilliant|funny|a star|so clever)', '(love it|nice|cool|great job|well done|awesome|lovely|good bot)',
    '(haha|lol|hehe|lmao|omg|wow|ha|i love you)',
  ]),
  complaint: examplesOf([
    '(you are useless|this is wrong|not helpful|that is wrong|you suck|terrible|this is rubbish|wrong answer|bad bot)',
    '(ugh|honestly|sigh) i (hate|am so tired of|am sick of) (shopping|getting dressed|this)',
    '(that is not what i asked|you do not understand|that makes no sense|that is not right)',
  ]),
  // An opinion asked of the stylist: a judgement on a colour, a piece or a way of dressing, which no tool gives.
  advice: examplesOf([
    'is (burgundy|velvet|a jumpsuit|a tux) (too much|too loud|too dressy|too plain|too casual|too sombre) for a (christening|book launch|board meeting|garden party)',
    '(would|will) (teal|a cape|leather trousers) be (appropriate|acceptable|suitable|ok) for a (funeral|graduation|baby shower)',
    'does (a bucket hat|double denim|a peplum top|a bum bag) look (dated|tacky|try hard|cheap|frumpy) now',
    'do you think (mint|a beret|cargo trousers) (suits|works on|flatters) (redheads|short women|someone my age|pale skin)',
    'what do you (think|reckon) (of|about) (lilac|animal print|sheer tops|chunky loafers|ballet flats)',
    '(honest opinion|be honest|tell me straight|real talk) (is|are) (mom jeans|platform sneakers|waistcoats) still (cool|a thing|in)',
    '(am i|is 60) too old for (mini skirts|crop tops|glitter|hoodies)',
    '(which|what) is the better (gift|choice|buy|investment) (the wallet or the scarf|a watch or a bracelet|for my sister)',
    '(the trench or the parka|lilac or sage|the loafers or the mules) which (is smarter|would you pick|is more versatile|is safer)',
    'is (a $900 coat|designer denim|a cashmere jumper|the quilted clutch) (worth it|worth the money|a waste of money|really worth the price)',
    'is it (weird|rude|bad|wrong|cringe) to (repeat an outfit|wear trainers with a suit|wear the same thing twice)',
    '(yay or nay|hot or not|thoughts) on (socks with sandals|matching sets|tights with shorts)',
    'should i (keep|return|send back) the (boots|jumper|coat) or not',
    '(rate|judge) my (idea|combo|plan) a (satin skirt with a hoodie|blazer over a tee|kilt with boots)',
    'is (polyester|viscose|wool|linen) (breathable|itchy|good in the heat|hard to look after)',
    'does (white|beige|mustard) wash me out or (make me look tired|is it fine)',
    '(will|would) the (parka|loafers|satin skirt) be (warm enough|too hot|comfortable|practical) for (a festival|a long walk|the office)',
    'is the (tote|crossbody|clutch) (roomy enough|big enough|too small) for (a laptop|my water bottle|a tablet)',
    'which is (warmer|comfier|easier to wash|more flattering) (wool or fleece|the coat or the jacket|cotton or linen)',
    'how do people (usually dress|dress) for (a christening|a bris|a memorial|a wake)',
    'is the (cardigan|jumpsuit|bomber) (a bit much|overkill|over the top|too flashy) for (a pub quiz|a school run|a wine tasting)',
    '(do you reckon|do you think|would you say) the (sequin top|velvet blazer|lace dress) is (too much|a bit much|too dressy) for (brunch|the pub|a barbecue)',
    'is (grey|olive|tan) (ok|fine|alright) or should (i go|it be) (black|navy|something brighter)',
    '(are|is) (fancy|branded|pricey) (sunglasses|watches|jeans) (really|actually|honestly) worth (it|the money|paying for)',
  ]),
};

/**
 * Praise of the stylist itself ("you're amazing at finding dresses", "you are a lifesaver"): small talk
 * whatever piece it names, unless it also asks for something.
 */
const PRAISE = /^(?:(?:wow|omg|honestly|seriously|aw+|ok)[,!]?\s+)?(?:you'?re|you are|ur|u r)\s+(?:so\s+|really\s+|such\s+|just\s+|truly\s+)?(?:an?\s+)?(?:amazing|great|brilliant|the best|so good|good|awesome|fab|fabulous|fantastic|genius|star|lifesaver|life saver|incredible|helpful|clever|smart|funny|wonderful|legend|gem|angel|excellent|superb|queen|king)\b/i;
const ASKS = /\?|\b(?:show|find|search|get|give|can you|could you|please|recommend|suggest|add|save|follow|need|want)\b/i;
/**
 * Words that ask for something to be shown or done — pieces, an outfit, accounts, a place of hers, a change: an opinion asked beside them
 * is that request's reason ("would a red dress be ok, I'd like an outfit"), not a question of its own.
 */
const ASKS_FOR_SOMETHING = /\b(?:show|find|search|look(?:ing)? for|recommend|suggest|get me|send me|pull up|any|anything|something|some|options|alternatives?|instead|cheaper|similar|add|save|put|cart|follow\w*|accounts?|influencers?|creators?|who else|outfits?|fit|i need|i want|i'?d like|i would like|do you (?:have|sell|stock|carry)|have you got|is there|are there|(?:go|goes|work|works|pair|pairs) (?:well |nicely )?with|what (?:should|could|would|do|shall) (?:i|you) wear|what to wear|sources?|(?:dis)?connect\w*|wardrobe|closet|dressing room|wishlist|favou?rites|faves|basket|trips?|profile|posts?|feed|recommendations|remove|delete|unfollow|pause)\b/;
/**
 * The form of an opinion asked: a "?", a question's opening, or words that ask for a verdict ("yay or nay", "worth it",
 * "be honest"). "correct the colour of my trench" or "I'm more into tailoring now" asks no opinion, however it scored.
 */
const OPINION_OPENING = opensAfterLeads(String.raw`(?:is|isn'?t|are|aren'?t|am|was|were|do|does|did|would|will|should|shall|can|could|which|what|what'?s|whats|how|who|u|you|thoughts|rate|judge)\b`);
const OPINION_WORDS = /\?|\b(?:yay or nay|yes or no|hot or not|worth it|worth the|what do (?:you|u) (?:think|reckon)|(?:you|u) think|be honest|honest opinion|your opinion|too much|overkill|dated)\b/;
const asksOpinion = (text: string): boolean => OPINION_OPENING.test(text) || OPINION_WORDS.test(text);
/** Verbs that ask for something done to a piece. */
const POINTED_REQUEST = /\b(?:add|save|put|remove|delete|move|bookmark|log|record|track)\b/;
export const praisesStylist = (text: string) => PRAISE.test(text.trim()) && !ASKS.test(text.replace(/\bat finding\b|\bfor finding\b/gi, ' '));

/** An acknowledgement, then the verb of a request: "ok pop em in my basket", "thanks, now pause lena". */
const ACK_THEN = /^(?:ok|okay|right|cool|great|perfect|lovely|fine|alright|sure|yes|yeah|thanks|thank you|cheers)\b[,!.]?\s+(?:(?:so|now|then|and|please|pls|can you|could you|would you)\s+)*([a-z']+)/;
const requestAfterAck = (text: string): boolean => {
  const verb = ACK_THEN.exec(text)?.[1];
  return verb !== undefined && CLAUSE_STARTS.has(verb);
};

/**
 * "so why do you keep pushing the expensive bag?", "why would I buy yours?": a question asking why asks for a reason,
 * which no tool gives, whatever pieces it names. "why not show me boots?", "why don't you find me a bag" still ask.
 */
const WHY = opensAfterLeads(String.raw`(?:why|how come)\b`);
const WHY_NOT = /^(?:\W*\w+[,.!]?\s+)*?(?:why|how come)\s+(?:not|don'?t you|won'?t you|can'?t you|couldn'?t you)\b/;
export const asksWhy = (text: string): boolean => {
  const plain = text.trim().replace(/[\u2018\u2019]/g, "'");
  return WHY.test(plain) && !WHY_NOT.test(plain);
};

/**
 * "what's the date?", "which day is it today": the date asked, which the stylist knows from its clock. Read by the
 * question's form (a wh-question whose subject is the date or the day) and only when it names nothing to wear, no place
 * and no price: "what day should I fly to Rome" and "what to wear today" ask something else. A trained intent would pull
 * every clause naming a day towards small talk, so it is no classifier label.
 */
const TODAY_ASKED = /^(?:(?:hey|hi|sorry|so|ok|okay|um+|quick q(?:uestion)?|btw)[,!]?\s+)*(?:(?:can|could) you )?(?:tell me )?(?:(?:what|which)(?:'s| is)? (?:the |today'?s )?(?:date|day)(?: (?:is it|is today|today|now|again|are we|is it today))?|(?:the |today'?s )?date (?:today|please)|today'?s date)\s*(?:[?!.]|$|[,;]| (?:please|pls|again)\b)/;
const asksToday = (text: string, slots: ClauseInput['slots']): boolean =>
  TODAY_ASKED.test(text.replace(/[\u2018\u2019]/g, "'").trim()) && !DRESSING_ASKED.test(text) && !queryOf(slots) && !slots.destination && !slots.handles.length && !slots.price;
/** Something to wear asked beside the date ("what day is it, I need an outfit for friday"): the clause is that request's. */
const DRESSING_ASKED = /\b(?:wear|wearing|outfits?|pack|packing|looks?|styles?|clothes|dressed)\b/;

/** Small talk that opens or closes a chat, and asks nothing. */
const OPENERS = new Set<string>(['greet', 'bye', 'howareyou']);

export const smallTalkSkill: Skill = {
  id: 'smallTalk',
  summary: 'Greetings, thanks, who the stylist is, compliments and complaints: a short answer, no tool.',
  option: 'just chat',
  examples: Object.fromEntries(CHAT_INTENTS.map((i) => [`smallTalk.${i}`, EXAMPLES[i]])),
  slots: [],
  kinds: ['chat'],
  claims: (c) => praisesStylist(c.corrected) || asksStyleRule(c.corrected, c.masked) || asksWhy(c.corrected) || asksToday(c.corrected, c.slots),
  read(c) {
    if (asksToday(c.corrected, c.slots)) return { kind: 'chat', intent: 'today', today: c.today };
    if (praisesStylist(c.corrected)) return { kind: 'chat', intent: 'compliment' };
    // "do navy and black go together?": a general style question, which no tool answers.
    if (asksStyleRule(c.corrected, c.masked)) return { kind: 'chat', intent: 'advice' };
    if (asksWhy(c.corrected)) return { kind: 'chat', intent: 'reason' };
    const intent = c.label.startsWith('smallTalk.') ? (c.label.slice('smallTalk.'.length) as ChatIntent) : null;
    // A clause that names a piece, a price or an account is never small talk, however it scored.
    // (The words as the shopper wrote them: a garment that exists only by a spelling correction, "bot" → "boot", does not count.)
    const { destination, dates, handles } = c.slots;
    // "those shoes are amazing", "thanks for the boots": a reaction to what was shown, whatever it names.
    if (c.slots.remark) {
      const thanks = /\b(?:thanks?|thx|ty|cheers)\b/.test(c.corrected);
      const aboutMe = /\b(?:you|your)\b/.test(c.corrected) && /\?|^(?:who|what|do|are|have|how)\b/.test(c.corrected);
      const worry = /^is it \w+ (?:that|if)\b/.test(c.corrected);
      return { kind: 'chat', intent: thanks ? 'thanks' : aboutMe ? 'whoareyou' : worry ? 'chitchat' : intent && intent !== 'complaint' ? intent : 'compliment' };
    }
    // "ok pop em in my basket", "right, now unfollow her": an acknowledgement before a request is that request's.
    if (requestAfterAck(c.corrected)) return null;
    // "ok I bought it, add it to my wardrobe": a request about a piece pointed at, however "ok" scored.
    if (c.slots.references.length && POINTED_REQUEST.test(c.corrected)) return null;
    // "is navy too sombre for a christening?", "is the quilted bag worth it?": an opinion asked is answered in words whatever
    // it names, unless the clause also asks for pieces or names a place, a date or an account to act on.
    if (intent === 'advice' && c.sure && asksOpinion(c.corrected) && !ASKS_FOR_SOMETHING.test(c.corrected) && !destination && !dates && !handles.length) return { kind: 'chat', intent };
    if (queryOf(c.slots) || /zz(?:garment|price|handle|colour|material)/.test(c.masked) || destination || dates || handles.length) return null;
    // "what should i wear in the evenings", "alright then. something comfy for moving day": a greeting, a goodbye or "how are
    // you" never asks for something to wear, however the time of day or an "ok fine" scored.
    if (intent && OPENERS.has(intent) && /\b(?:wear|wearing|outfits?)\b/.test(c.corrected)) return null;
    // An opinion is answered only in the form its own rule above reads.
    return intent && intent !== 'advice' && (CHAT_INTENTS as readonly string[]).includes(intent) && c.sure ? { kind: 'chat', intent } : null;
  },
  plan: () => ({ none: true }),
  speak: (r, o) => shoppingSentence(r, o) ?? '',
};
