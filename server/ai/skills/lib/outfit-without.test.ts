import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { dialogueState } from '../dialogue.js';
import type { SeenResult } from './plan-core.js';

const TODAY = '2026-04-20';
const piece = (slot: string, name: string, n: number) => ({ source: 'wardrobe', id: `00000000-0000-4000-8000-00000000000${n}`, name, slot, price: 50, category: null, brand: null, image_url: null, url: null, available: true, why: [], chosen: true });
const composed: SeenResult = {
  toolName: 'outfits_compose', input: { constraints: { occasion: 'brunch' } }, isError: false, request: 0, prep: false,
  output: { pieces: [piece('top', 'Sage Linen Shirt', 1), piece('bottom', 'Ecru Chinos', 2), piece('outerwear', 'Olive Bomber Jacket', 3), piece('shoes', 'Tan Loafers', 4), piece('bag', 'Straw Tote', 5), piece('accessories', 'Silver Cuff', 6)] },
};
const afterOutfit = dialogueState([composed], ['something for brunch on sunday']);

describe('an outfit asked without one of its layers', () => {
  it.each([
    ['redo it minus the bomber', 'outerwear'],
    ['same look but leave the jacket off', 'outerwear'],
    ['lose the tote please', 'bag'],
    ['could you skip the cuff', 'accessories'],
    ['I think without the jacket is better', 'outerwear'],
  ])('%s: the outfit shown with that place left empty', (text, slot) => {
    expect(understand(text, TODAY, afterOutfit)).toMatchObject([{ kind: 'outfit.build', around: 'shown', leave: [slot], constraints: { occasion: 'brunch' } }]);
  });
  it('asking another piece for the place is a swap, not an empty place', () => {
    const [r] = understand('switch the jacket for something lighter', TODAY, afterOutfit);
    expect(r).toMatchObject({ kind: 'outfit.build', slots: ['outerwear'] });
    expect(r).not.toHaveProperty('leave');
  });
  it('a place the outfit needs is never left empty', () => {
    for (const r of understand('skip the loafers', TODAY, afterOutfit)) expect(r).not.toHaveProperty('leave');
  });
});
