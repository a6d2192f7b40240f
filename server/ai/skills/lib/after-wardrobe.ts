/**
 * Follow-ups right after the wardrobe was changed or counted, where the shopper no longer says
 * "wardrobe": "how many bags left" after a removal counts the bags they own (not the shop's), and
 * "and the gold hoops" / "the loafers too" after a piece was added adds that piece as well. Read from
 * the dialogue state's latest call and the clause's own slots; a clause naming another place (the
 * shop, the cart, an account) or a price is left to its own skill.
 */
import type { Slots } from '../../nlu/types.js';
import type { DialogueState } from '../dialogue.js';
import type { Request } from './request.js';
import { draftOf, listRequest, targetWords } from './understand-wardrobe.js';
import { piecesNamed } from './named-pieces.js';
import { onlyChecks, partsWith } from './wardrobe-asks.js';
import { ownedCorrection } from './owned-correction.js';
import { isRecord } from './plan-core.js';
import { bareWords, categoryIn, has } from './words.js';

const WARDROBE_TOOLS = new Set(['wardrobe.add', 'wardrobe.remove', 'wardrobe.update', 'wardrobe.list']);
/** Another place named: the shop's stock, the cart, the dressing room, accounts, trips. */
const ELSEWHERE = "cart|basket|dressing room|fitting room|shop|store|catalogue|you (?:have|got|sell|stock)|u (?:have|got|sell)|do you|search|find|show me|look for|follow|unfollow|trip|outfit";
/** "and the gold hoops", "also a grey beanie", "the loafers too": more of the same change. */
const MORE = /^(?:(?:and|also|plus|oh and|and also)\s+)(.+?)(?:\s+(?:too|as well|also))?$|^(.+?)\s+(?:too|as well)$/;

/** "the striped one", "the Levi's pair": the words a shopper tells one listed piece apart by, with no garment word. */
const describedOne = (text: string): string | null => {
  const said = /\bthe\s+((?:[\p{L}'’-]+\s+){1,2}?)(?:one|ones|pair)\b/iu.exec(text)?.[1]?.trim();
  return said && !/^(?:other|same|first|second|third|last|next|new)\b/i.test(said) ? said : null;
};

export const wardrobeAfterChange = (text: string, slots: Slots, state: DialogueState): Request | null => {
  const tool = state.latestTool?.replaceAll('_', '.') ?? '';
  if (!WARDROBE_TOOLS.has(tool)) return null;
  const plain = bareWords(text);
  if (!plain || slots.handles.length || slots.price || has(plain, ELSEWHERE)) return null;
  if (has(plain, 'how many|number of')) {
    const counted = listRequest(text);
    return { ...counted, count: true };
  }
  // "list what remains", "what's left?", "show me the rest": the wardrobe after the change, listed.
  if (has(plain, "what(?:'s| is)? (?:left|remains|remaining)|(?:list|show)(?: me)? the rest|what i have left|the rest of (?:it|them|my)")) return listRequest(text);
  // "remove the striped one", "the loafers can go, they're done": after her pieces were listed or changed, a piece of hers taken out.
  if (tool !== 'wardrobe.add') {
    if (!partsWith(text) || onlyChecks(text)) return null;
    const target = piecesNamed(text)[0] ?? describedOne(text);
    return target ? { kind: 'wardrobe.remove', target: targetWords(target) } : null;
  }
  // "also remove the beige trench, gave it to my sister": more of a change, but a removal; a check adds nothing.
  if (partsWith(text)) {
    const [piece] = piecesNamed(text);
    return piece ? { kind: 'wardrobe.remove', target: targetWords(piece) } : null;
  }
  if (onlyChecks(text)) return null;
  // "oh the hoodie is navy not grey", "they're more tan than brown": a detail of the piece just added, put right.
  const added = isRecord(state.latest?.input) && typeof state.latest.input.item_name === 'string' ? state.latest.input.item_name : '';
  const corrected = ownedCorrection(text, slots, added);
  if (corrected) return { kind: 'wardrobe.update', ...corrected };
  const more = MORE.exec(plain);
  const described = (more?.[1] ?? more?.[2] ?? '').replace(/^(?:i\s+(?:also\s+)?(?:bought|got)|i've\s+(?:also\s+)?got)\s+/, '');
  if (!described || !(slots.garments.length || categoryIn(described))) return null;
  const item = draftOf(described, text);
  return item ? { kind: 'wardrobe.add', item, described: targetWords(described) } : null;
};
