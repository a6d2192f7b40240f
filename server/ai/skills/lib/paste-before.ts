/**
 * A paste sent alone, then the shopper's ask of it in the next message: a flight confirmation, then "plan
 * this" or "what should I bring"; a sister's texts, then "show her some". The ask is read as if written
 * under the paste (the paste still data, its instructions followed only at her word: "do what she says"). Only asks that point at the
 * paste and name nothing of their own: a save or a cart move after a paste's search picks from what was
 * shown instead. Pure.
 */
import type { Reading } from '../../nlu/types.js';
import { asksOutfitEach, pasteAsk, type PasteAsk } from './paste-subject.js';
import { endorsesPaste } from './paste-endorse.js';

/** The most clauses a message asking of the paste before may hold: its ask and a remark or two. */
const MAX_CLAUSES_BESIDE = 3;

/** Asks that reach back to the paste before; saving and the cart pick from the results shown. */
const REACHES_BACK = new Set<PasteAsk>(['pack', 'dress', 'find', 'keep', 'owned', 'pair', 'accounts']);

/** Whether `message` asks of the paste that `before` was (passed-on text, and no words of the shopper's own bar a heading). */
export const asksOfPasteBefore = (message: string, before: string | undefined, read: (text: string) => Reading): boolean => {
  if (!before) return false;
  const now = read(message);
  // "^ my week. Outfit for each from what I own, flag gaps": a few clauses, one of them asking of the paste.
  if (now.quoted.length || now.clauses.length > MAX_CLAUSES_BESIDE) return false;
  // Words naming a piece, an account, a place or dates of their own ask about those, not the paste.
  // "^ my week" names the days pasted, not others: dates beside an outfit for each are the paste's.
  const each = now.clauses.some(({ text, slots }) => asksOutfitEach(text, slots.negated));
  if (now.clauses.some(({ slots: s }) => s.categories.length || s.handles.length || s.destination || (s.dates && !each))) return false;
  const asks = ({ text, slots }: Reading['clauses'][number]) => REACHES_BACK.has(pasteAsk(text, slots)) || asksOutfitEach(text, slots.negated) || endorsesPaste(text, slots.negated);
  if (!now.clauses.some(asks)) return false;
  const then = read(before);
  // A heading of her own over the paste ("Here's my weekend:") still leaves it a paste sent alone.
  const heading = /:\s*$/.test(then.own.trim()) && then.own.trim().split(/\s+/).length <= 6;
  // A line left over from the paste ("Fri - team drinks after work") speaks to nobody: still a paste sent alone.
  const spoken = /\b(?:i|i'm|im|me|you|u|can|could|would|will|please|pls|want|need)\b|\?/i.test(then.own);
  return then.quoted.length > 0 && (!spoken || heading);
};
