/**
 * The shopper the labelled conversations were written for owns clothes and keeps a dressing room: writers ask
 * to remove "my grey jumper" or to cart "the boots I saved". In an empty world those turns can only be answered
 * "you have none", so the measure could not see whether the stylist removes, updates or carts what she has.
 * The furnished world gives the eval user the demo shopper's capsule wardrobe (chosen for the demo, never from
 * the corpus) and a small dressing room of catalogue pieces, one of them in the cart.
 */
import type { State } from '../case.js';
import { DEMO_WARDROBE } from '../../server/demo/wardrobe.js';

export const WORLDS = ['furnished', 'empty'] as const;
export type World = (typeof WORLDS)[number];

const FURNISHED: State = {
  saved: ['Navy Slip Dress', 'Black Ankle Boots', 'Green Silk Scarf'],
  cart: ['Black Ankle Boots'],
  tables: {
    wardrobe_items: DEMO_WARDROBE.map((p) => ({
      item_name: p.name,
      category: p.category,
      brand: p.brand,
      color: p.color,
      tags: [...(p.tags ?? [])],
      // The low end of what the piece cost: the demo draws its price from a seed the measure does not need.
      purchase_price: p.price[0],
    })),
  },
};

export const stateOfWorld = (world: World): State => (world === 'furnished' ? FURNISHED : {});
