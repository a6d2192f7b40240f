/**
 * A judgement asked of the stylist by the form of the question, whatever the classifier scored: "is a wrap dress easy
 * to nurse in??", "would the pearl studs be too much for her?", "are the chinos too casual with that jacket?", "I'm 64,
 * is it alright to wear leggings still", "the wallet or the scarf, which is the nicer present". A yes/no question (or a
 * "which … better") whose predicate is a verdict — too something, ok, worth it, enough, flattering, safer — asks for an
 * opinion, which no tool gives; the piece it names is what is judged, not a piece to find. The question may follow a
 * topic or a telling after a comma or a dash ("scarf or the hoops, which …"), so every part of the clause is tried.
 * Words that ask for pieces or a change ("any", "show", "cheaper", "do you have", "is there") make it a request. Pure.
 */
import type { Slots } from '../../nlu/index.js';
import { opensAfterLeads } from './words.js';

/** A yes/no question's opening: a verb before its subject. "is there", "do you have", "can you" ask for something. */
const YES_NO = opensAfterLeads(String.raw`(?:is|isn'?t|are|aren'?t|was|were|would|will|does|doesn'?t|do|did|should|r)\s+(?!there\b|you\b|u\b|ya\b)`);
/** "which is better", "which one is safer", "which of the two would you pick". */
const WHICH = opensAfterLeads(String.raw`which(?: one| of (?:them|those|these|the two|the three|the \w+))?(?:'s|\s+(?:is|are|would|will|should|do|does|looks?|seems?))\b`);
/** The verdict a question asks for. */
const VERDICT = /\b(?:too \w+|a bit much|overkill|ok|okay|fine|alright|all right|appropriate|inappropriate|suitable|acceptable|allowed|expected|worth (?:it|the|buying|paying)|a lot|enough|flattering|safe|safer|safest|better|best|nicer|nicest|smarter|classier|more (?:flattering|versatile|practical|formal|casual|elegant)|comfy|comfortable|practical|wearable|versatile|easy|easier|hard|difficult|boring|dated|frumpy|tacky|cheap[- ]looking|true to size|see[- ]through|itchy|breathable|hypoallergenic|a good (?:idea|choice|buy|gift|investment|look)|any good|(?:be|get|feel) (?:cold|hot|warm|chilly)|would you (?:pick|choose|go for|wear)|working|work for me|suit me|suits me)\b/;
/**
 * Words that ask for pieces or for something done, beside which the question is that request's reason ("is there a
 * warmer one?", "would a red bag be ok, show me some"). "do I need …" asks whether, so its "need" is no wish.
 */
const ASKS_FOR = /\b(?:show|find|search|look(?:ing)? for|recommend|suggest|get me|send me|pull up|any(?! good)|anything|something|some|options|alternatives?|instead|cheaper|pricier|similar|add|save|put|cart|basket|wishlist|follow|i need|i want|i'd like|i would like|do you (?:have|sell|stock|carry)|have you got|in (?:black|white|navy|red|green|blue|grey|brown|beige|pink|cream|camel) (?:too|instead|please)|what (?:should|could|would|do|shall) (?:i|you) wear|what to wear|outfits?|wardrobe|closet|dressing room|trips?|pack)\b/;
/** A question asked whether a need is real ("do I need wellies", "will I need a coat") asks for advice, not for pieces. */
const NEED_ASKED = /\b(?:do|will|would|should|shall|did) i (?:really |actually |even |still )?need\b/g;

/** The parts of a clause a question may open: after a comma, a dash, a colon or a sentence end. */
const partsOf = (text: string): string[] => text.split(/\s*[,;:.!?]+\s*|\s+[-–—]+\s+/).map((p) => p.trim()).filter(Boolean);

/** "do you reckon it's worth it", "would you still chance it for a wedding": the stylist's own view asked outright. */
const VIEW_ASKED = opensAfterLeads(String.raw`(?:do|would|d') ?(?:you|u|ya) (?:think|reckon|say)\b|would (?:you|u) (?:still |really |actually |personally )?(?:risk|chance|wear|buy|get|pick|choose|go for|recommend) (?:it|them|that|this|those|these)\b`);
/** "the clogs. yes or no.", "wellies though, yay or nay?": a verdict asked for in so many words. */
const VERDICT_ASKED = /\b(?:yes or no|yay or nay|hot or not|keep or return)\b/;
/** "do I really need wellies", "will I need a proper coat": whether a piece is needed at all, a judgement too. */
const NEED_OPENING = opensAfterLeads(String.raw`(?:do|will|would|should|shall) i (?:really |actually |even |still )?need\b`);

/** Whether one part of the clause asks a judgement by its form (a yes/no or "which" question with a verdict in it). */
const judgesIn = (part: string) => {
  // The verdict is the question's own, after its opening: "ok do it" opens with an "ok" that judges nothing.
  const opening = YES_NO.exec(part) ?? WHICH.exec(part);
  return (opening !== null && VERDICT.test(part.slice(opening[0].length))) || NEED_OPENING.test(part) || VIEW_ASKED.test(part) || VERDICT_ASKED.test(part);
};

/**
 * Whether the clause (lower case, spelling corrected) asks the stylist to judge rather than to show. An amount with a
 * cue ("under 100") asks for pieces at that price; one said alone ("is $45 a lot for …") is what is judged. An account
 * named makes it a question about that account.
 */
export const asksJudgement = (text: string, slots: Pick<Slots, 'price' | 'handles'>): boolean => {
  const t = text.toLowerCase().replace(/[\u2018\u2019]/g, "'").trim();
  // A place or a month is when and where the piece would be worn ("is linen ok in May?"): still a judgement.
  if ((slots.price && !slots.price.bare) || slots.handles.length) return false;
  if (ASKS_FOR.test(t.replace(NEED_ASKED, ' '))) return false;
  return partsOf(t).some(judgesIn);
};
