import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { stageOf } from '../pipeline.js';

const TODAY = '2026-04-20';
const added = (message: string) => understand(message, TODAY).flatMap((r) => (r.kind === 'wardrobe.add' && r.item ? [r.item.item_name] : []));

describe('an order the shopper tells of as come', () => {
  it('adds the pieces its lines name', () => {
    expect(added('finally came!! order KX-2231: Black Ankle Boots')).toEqual(['Black Ankle Boots']);
    expect(added('my package arrived, a navy slip dress and white sneakers')).toEqual(['Navy Slip Dress', 'White Sneakers']);
  });
  it('adds nothing for a shop\'s own notice, or arriving somewhere', () => {
    expect(added('Your order 2231 has been delivered: Black Ankle Boots')).toEqual([]);
    expect(added('just arrived in Rome, show me sandals')).toEqual([]);
  });
});

describe('what the shopper owns, listed for the app', () => {
  it('adds each piece of a list introduced by what she has, in one round', () => {
    const requests = understand('Here is what I have, please put it in for me:\n- beige trench coat\n- black loafers\n- striped shirt', TODAY);
    expect(requests.map((r) => r.kind)).toEqual(['wardrobe.add', 'wardrobe.add', 'wardrobe.add']);
    expect(requests.map((_, i) => stageOf(requests, i))).toEqual([0, 0, 0]);
  });
});
