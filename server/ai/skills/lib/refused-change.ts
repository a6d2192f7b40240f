/**
 * A change the shopper tells the stylist not to make: "don't unfollow camille", "please do not delete my
 * coat", "never clear my dressing room", "no need to save it". The clause's verb is the change, but the
 * negation right before it (a word or two between at most: "don't bother adding") says to leave things
 * as they are, so no tool that writes may run on it. "stop following" and "no longer follow" are changes
 * of their own (a removal), and a negation of another verb ("I don't need these, remove them", "I don't like her") refuses
 * nothing. An account change the shopper tells as done or as their own plan ("I paused Oslo Knits a while back",
 * "I will resume her after the summer") is none either (lib/account-verbs.ts). Pure.
 */
import { accountChangeNotNow, accountVerb } from './account-verbs.js';

const NEGATION = String.raw`(?:don'?t|do not|dont|never|no need to|(?:i'?d )?rather not|shouldn'?t|must ?n'?t|please don'?t)`;
const BETWEEN = String.raw`(?:\s+(?:you|ever|bother|actually|go|need to|have to|ahead and|just|yet))?`;
const CHANGE = String.raw`(?:add|put|pop|save|remove|delete|drop|unfol+ow|fol+ow|clear|empty|bin|move|pause|mute|log|plan|take|toss|throw|get rid|swap|book)(?:s|ing|ed)?`;
const REFUSED = new RegExp(String.raw`\b${NEGATION}${BETWEEN}\s+${CHANGE}\b`);

/** "I don't want to follow her any more": the wish is the change undone, an unfollow. */
const UNDOING = /\bany ?more\b|\bno longer\b|\bnot any longer\b/;

/** `correction`: the change puts right something done before ("the jeans I added are navy"), so a change told as done refuses nothing. */
export const refusesChange = (clause: string, correction = false): boolean => {
  const text = clause.replace(/[\u2018\u2019]/g, "'");
  const refused = REFUSED.exec(text.toLowerCase());
  // "switch arket off while I'm away, don't delete it": the change asked for comes first; what is refused is another.
  const askedBefore = refused !== null && accountVerb(text.toLowerCase().slice(0, refused.index)) !== null;
  return (refused !== null && !UNDOING.test(text) && !askedBefore) || (!correction && accountChangeNotNow(text));
};
