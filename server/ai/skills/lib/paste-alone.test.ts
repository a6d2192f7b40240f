import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';

const TODAY = '2026-04-20';
const searched = (message: string) => understand(message, TODAY).flatMap((r) => (r.kind === 'products' ? [r.query.category] : []));

describe('a paste alone naming pieces', () => {
  it('looks up each piece of a different kind a note recommends', () => {
    expect(searched('my friend texted me: "wear the black ankle boots and a camel tote, trust me"')).toEqual(['Shoes', 'Bags']);
    expect(searched('from my stylist:\n---\nFor the dinner I would pick a navy slip dress, gold hoop earrings and a black blazer.\n---')).toEqual(['Dresses', 'Jewelry', 'Outerwear']);
  });

  it('looks up one piece when the paste describes one', () => {
    expect(searched('copied this: "Relaxed straight leg jeans in mid blue denim, five pockets"')).toEqual(['Bottoms']);
  });
});

describe('an entry of a pasted list by its place', () => {
  it('puts only that entry in the cart or the dressing room', () => {
    const cart = understand('my shortlist:\n1. Navy Slip Dress\n2. Black Ankle Boots\n3. Camel Structured Bag\nput the third in my basket', TODAY);
    expect(cart).toEqual([expect.objectContaining({ kind: 'dressingRoom.cart' })]);
    expect(JSON.stringify(cart)).toContain('bag');
    expect(JSON.stringify(cart)).not.toContain('boots');
    const saved = understand('gift ideas from my sister:\n- green silk scarf\n- gold hoop earrings\nsave number 1 to my dressing room', TODAY);
    expect(saved.map((r) => r.kind)).toEqual(['dressingRoom.add']);
    expect(JSON.stringify(saved)).toContain('scarf');
  });
});
