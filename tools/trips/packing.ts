/**
 * The packing list: every distinct piece of the plan once, with the days it is worn, owned pieces
 * first, and what the pieces still to buy cost together. Pure.
 */
import { OUTFIT_SLOTS } from '../outfits/rules.js';
import type { PackingItem, PackingList, TripDay } from './contracts.js';

const cents = (n: number) => Math.round(n * 100) / 100;

export const packingList = (days: readonly TripDay[]): PackingList => {
  const byKey = new Map<string, PackingItem>();
  for (const day of days) {
    for (const item of day.items) {
      const key = `${item.from_wardrobe ? 'w' : 'p'}:${item.id}`;
      const seen = byKey.get(key);
      if (seen) {
        if (!seen.days.includes(day.day)) {
          seen.days.push(day.day);
          seen.count += 1;
        }
      } else byKey.set(key, { ...item, count: 1, days: [day.day] });
    }
  }
  const items = [...byKey.values()].sort((a, b) =>
    Number(b.from_wardrobe) - Number(a.from_wardrobe)
    || OUTFIT_SLOTS.indexOf(a.slot) - OUTFIT_SLOTS.indexOf(b.slot)
    || a.name.localeCompare(b.name));
  const toBuy = items.filter((i) => !i.from_wardrobe);
  return {
    items,
    pieces: items.length,
    owned: items.length - toBuy.length,
    to_buy: toBuy.length,
    total_to_buy: cents(toBuy.reduce((sum, i) => sum + (i.price ?? 0), 0)),
  };
};
