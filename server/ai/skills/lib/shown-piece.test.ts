import { describe, expect, it } from 'vitest';
import { readMessage } from '../../nlu/index.js';
import { testBrain } from '../../../../evals/skill-harness.js';
import { dialogueState } from '../dialogue.js';
import { shownPieceDraft } from './shown-piece.js';

const boots = { id: 'p1', product_name: 'Black Ankle Boots', brand: 'Forma', price: 240, color: 'black', category: 'Shoes' };
const sneakers = { id: 'p2', product_name: 'White Leather Sneakers', brand: 'Pace', price: 95, color: 'white', category: 'Shoes' };
const after = (items: Record<string, unknown>[]) => dialogueState([{ toolName: 'products_search', input: {}, output: { products: items }, isError: false, request: 0, prep: false }], ['shoes']);
const draft = (text: string, items: Record<string, unknown>[]) =>
  shownPieceDraft({ text, slots: readMessage(text, { today: '2026-04-20', lexicon: testBrain().lexicon }).clauses[0]!.slots, state: after(items) });

describe('a piece just shown, pointed at to record it', () => {
  it('is the one piece shown for a pronoun, the one named by position or description', () => {
    expect(draft('put them in my wardrobe', [boots])).toEqual({ item_name: 'Black Ankle Boots', category: 'Shoes', color: 'black', brand: 'Forma', purchase_price: 240 });
    expect(draft('add the second one to my wardrobe', [boots, sneakers])).toMatchObject({ item_name: 'White Leather Sneakers' });
    expect(draft('add the white ones to my wardrobe', [boots, sneakers])).toMatchObject({ item_name: 'White Leather Sneakers' });
  });

  it('is none when a pronoun could be several pieces, or nothing was shown', () => {
    expect(draft('put them in my wardrobe', [boots, sneakers])).toBeNull();
    expect(draft('put it in my wardrobe', [])).toBeNull();
  });
});
