/**
 * What the stylist reads of an overlong message (its opening 400 characters, and its short last line)
 * is served only when it asks for something: a sentence opening with an asking or app verb, a question
 * or exclamation mark, "please", "I need/want", "looking for". Twenty thousand characters of prose that
 * happen to say "brown" ask for nothing, so nothing is searched: the reply says it was too long to read
 * as a request. Pure.
 */
import { OWN_LINE } from '../../nlu/pasted-blocks.js';

const ASKING = /[?!]|\b(?:please|pls|plz|looking for|i'?m after|need|want|show|find|search|recommend|suggest)\b/i;

/** Whether the part read of a long message (one clause's text) asks for anything. */
export const readPartAsks = (clause: string): boolean =>
  ASKING.test(clause) || clause.split(/[.!?\n;]+/).some((sentence) => OWN_LINE.test(sentence));
