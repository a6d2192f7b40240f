/**
 * A paste sent alone, then the shopper's ask of it in the next message: a flight confirmation, then "plan
 * this" or "what should I bring"; a sister's texts, then "show her some". The ask is read as if written
 * under the paste (the paste still data, its instructions never followed). Only asks that point at the
 * paste and name nothing of their own: a save or a cart move after a paste's search picks from what was
 * shown instead. Pure.
 */
import type { Reading } from '../../nlu/types.js';
import { pasteAsk, type PasteAsk } from './paste-subject.js';

/** Asks that reach back to the paste before; saving and the cart pick from the results shown. */
const REACHES_BACK = new Set<PasteAsk>(['pack', 'dress', 'find', 'keep', 'owned', 'pair', 'accounts']);

/** Whether `message` asks of the paste that `before` was (passed-on text and no words of the shopper's own). */
export const asksOfPasteBefore = (message: string, before: string | undefined, read: (text: string) => Reading): boolean => {
  if (!before) return false;
  const now = read(message);
  if (now.quoted.length || now.clauses.length !== 1) return false;
  const [clause] = now.clauses;
  const subject = clause!.slots;
  // Words naming a piece, an account, a place or dates of their own ask about those, not the paste.
  if (subject.categories.length || subject.handles.length || subject.destination || subject.dates) return false;
  if (!REACHES_BACK.has(pasteAsk(clause!.text, subject))) return false;
  const then = read(before);
  return then.quoted.length > 0 && !/\p{L}/u.test(then.own);
};
