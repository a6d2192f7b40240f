import { describe, expect, it } from 'vitest';
import type { WardrobeItem } from '../../../tools/wardrobe/contracts.js';
import { attributeFormValues, itemAttributesSchema, resetChanges, toAttributeChanges } from './item-attributes-form.js';

const item = {
  formality: 3, warmth: 4, seasons: ['autumn', 'winter'], occasions: ['office', 'date'], corrected_attributes: [],
} as unknown as WardrobeItem;

describe('the item attributes form', () => {
  it('sends only what the shopper changed, lists in their fixed order', () => {
    const values = attributeFormValues(item);
    expect(toAttributeChanges(values, item)).toEqual({});
    expect(toAttributeChanges({ ...values, formality: '4', seasons: ['winter', 'autumn'] }, item)).toEqual({ formality: 4 });
    expect(toAttributeChanges({ ...values, occasions: ['wedding-guest', 'office', 'date'] }, item))
      .toEqual({ occasions: ['wedding-guest', 'office', 'date'] });
  });

  it('asks for at least one season and a level on each scale', () => {
    expect(itemAttributesSchema.safeParse({ ...attributeFormValues(item), seasons: [] }).success).toBe(false);
    expect(itemAttributesSchema.safeParse({ ...attributeFormValues(item), formality: '6' }).success).toBe(false);
    expect(itemAttributesSchema.safeParse({ ...attributeFormValues(item), occasions: [] }).success).toBe(true);
  });

  it('hands every corrected field back to the derivation on reset', () => {
    expect(resetChanges(['formality', 'seasons'])).toEqual({ formality: null, seasons: null });
  });
});
