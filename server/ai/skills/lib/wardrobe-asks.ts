/**
 * What a wardrobe clause does by the kind of clause it is, before any piece is read from it: one that only asks or
 * checks ("check if I already own black heels", "is my denim jacket still in there?", "must I add it myself or is it
 * there already?", "has it been added to my wardrobe?") reads the wardrobe; one whose verb removes or parts with a
 * piece ("remove the beige trench, gave it to my sister", "my bf stole it, take it off the list") takes it out. Neither
 * ever adds a row: a negative or asking verb never adds. Pure.
 */
import { categoryOfText } from '../../nlu/index.js';
import { ownershipIn } from './ownership-verbs.js';
import { opensAfterLeads, sentencesOf } from './words.js';

/** A check put as a request: "check if", "see whether", "find out if", "not sure if", "verify whether", "can't remember if". */
const EMBEDDED_CHECK = /\b(?:check|see|find out|verify|confirm|make sure|look|tell me|know|wonder(?:ing)?|not sure|unsure|remember|recall|forgot|forget)\b[^.!?]{0,20}?\b(?:if|whether)\b/i;
/** A yes-no question about the shopper or her pieces: an auxiliary first, then who or what it is about (never "can you …", a request). */
const YES_NO = opensAfterLeads(String.raw`(?:is|are|was|were|has|have|had|did|do|does|must|should|shall|need)\s+(?:i|it|they|my|the|this|that|these|those|there|any|all|both)\b`, 'i');
/** "… or is it there already?", "or it is there already": a question offered as the other way. */
const OR_ALREADY = /\bor\s+(?:is\s+)?(?:it|they|this|that)\s+(?:is\s+|are\s+)?(?:(?:already|still)\s+)?(?:there|in|added|listed)\b/i;

/** The clause only asks or checks something about what the shopper has. */
export const onlyChecks = (text: string): boolean => {
  const said = text.trim();
  return EMBEDDED_CHECK.test(said) || YES_NO.test(said) || OR_ALREADY.test(said);
};

/** Is there, still there, already added: a question about whether a piece is in the wardrobe at all. */
const PRESENCE = /\b(?:still|already)\b|\b(?:in|on) (?:there|here|the list|my list)\b|\bbeen (?:added|logged|saved)\b|\b(?:is|are) (?:still |already )?(?:in )?there\s*[?.!]*$/i;

/** A check of whether a piece is in the wardrobe ("is my denim jacket still in there?"), asked with no word for the wardrobe. */
export const asksPresence = (text: string): boolean => sentencesOf(text).some((s) => onlyChecks(s) && PRESENCE.test(s));

/** Taking out with the app's own verbs: "remove", "delete", "take … off the list", "cross … off". */
const TAKE_OUT = /\b(?:remove|delete|erase|take\s+(?:[\w'-]+\s+){0,5}?(?:off|out)\b|cross\s+(?:[\w'-]+\s+){0,5}?off\b)/i;
const POINTERS = new Set(['it', 'them', 'those', 'these', 'both', 'this', 'that']);

/**
 * The clause takes a piece out or tells of parting with one — "gave it to my sister", "stole it", "went back to the shop" —
 * whatever it points at (a pronoun will do).
 */
export const partsWith = (text: string): boolean => takesOut(text) || partedWith(text);

/** The app's own verbs of taking out: "remove the beige trench", "take my hoodie off the list". */
export const takesOut = (text: string): boolean => TAKE_OUT.test(text);

/** A telling of parting with a piece, whatever it points at: "gave it to my sister", "my bf stole it", "sold them". */
export const partedWith = (text: string): boolean =>
  ownershipIn(text, (w) => POINTERS.has(w) || (w.length > 2 && categoryOfText(w) !== undefined))?.own === 'gone' || STOLEN.test(text);

/** Taken by someone else: "my bf stole it", "someone nicked my scarf". */
const STOLEN = /\b(?:stole|nicked|pinched|swiped|borrowed and never returned)\b/i;

/** An add told as a mistake ("I put it in my wardrobe by accident"): it asks to undo the add, never to add again. */
export const addedByMistake = (text: string): boolean => /\b(?:by mistake|by accident|accidentally|in error|shouldn'?t have)\b/i.test(text);
