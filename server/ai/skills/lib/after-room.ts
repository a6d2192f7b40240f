/**
 * More of the same dressing-room change: right after a save, "and the cream sweater" / "the scarf too" saves that piece
 * too; right after a removal was asked, "and the silk scarf as well" takes that one out too. Only a clause that adds a
 * piece to what was just asked ("and", "also", "too", "as well"), names one and asks nothing else. Read from the dialogue
 * state's latest call and the shopper's last message. Pure.
 */
import type { Slots } from '../../nlu/types.js';
import type { DialogueState } from '../dialogue.js';
import { describedIn } from './described.js';
import { pieceIn } from './named-pieces.js';
import type { Request } from './request.js';
import { bareWords, has, REMOVING_VERBS } from './words.js';

/** "and the heels", "also the boots", "the boots too", "oh and the scarf as well, gone off it". */
const MORE = /^(?:(?:oh|ok|okay|right|and|also|plus)\s+)*(?:and|also|plus)\s+(.+)$|^(.+?)\s+(?:too|as well)\b/;
/** Another place, a question or a search: the clause asks something of its own. */
const ELSEWHERE = ['cart', 'basket', 'wardrobe', 'closet', 'outfits?', 'looks?', 'trips?', 'follow', 'feed', 'sources?', 'search', 'find', 'show', 'what', 'whats', 'how', 'which', 'any', 'similar', 'cheaper', 'under', 'over'].join('|');

export const roomChangeAgain = (text: string, slots: Slots, state: DialogueState): Request | null => {
  const plain = bareWords(text);
  const more = MORE.exec(plain);
  if (!more || has(plain, ELSEWHERE) || text.includes('?') || !(slots.garments.length || slots.categories.length)) return null;
  const tool = state.latestTool?.replaceAll('_', '.') ?? '';
  const said = pieceIn((more[1] ?? more[2] ?? '').split(/[,;]/)[0]!.replace(/\b(?:the|my|a|an)\b/g, ' ').replace(/\s+/g, ' ').trim());
  if (!said) return null;
  if (tool === 'dressingRoom.add' || tool === 'recommendations.save') {
    const described = describedIn(said, slots);
    return described ? { kind: 'dressingRoom.add', ref: { index: 1 }, described, said } : null;
  }
  // A removal asked last message, made or not (the piece may not have been there): the same for this piece.
  const removedLast = tool === 'dressingRoom.remove' || (tool === 'dressingRoom.list' && has(state.earlierUserTexts.at(-1) ?? '', REMOVING_VERBS) && !has(state.earlierUserTexts.at(-1) ?? '', ['cart', 'basket', 'wardrobe', 'closet'].join('|')));
  return removedLast ? { kind: 'dressingRoom.remove', target: said, ref: null } : null;
};
