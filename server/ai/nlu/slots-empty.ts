import type { Slots } from './types.js';

/** Slots with nothing read: the start every reader adds to. */
export const emptySlots = (): Slots => ({
  garments: [], categories: [], colours: [], shades: [], materials: [], occasions: [], brands: [], styles: [], season: null, price: null, tier: null,
  dates: null, destination: null, handles: [], unknownHandles: [], invalidHandles: [], excludedHandles: [], exclusions: [],
  references: [], count: null, negated: false, correction: false, remark: false, numbers: [],
});
