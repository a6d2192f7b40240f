import { describe, expect, it } from 'vitest';
import { wardrobeAddInputSchema } from '../../../tools/wardrobe/contracts.js';
import { EMPTY_ADD_ITEM, addItemSchema, toAddInput } from './add-item-form.js';

const UPLOAD = '00000000-0000-4000-8000-000000000001';

describe('add-item form', () => {
  it('needs a name and a category (product rules §5), and checks price and link', () => {
    const result = addItemSchema.safeParse({ ...EMPTY_ADD_ITEM, purchase_price: '-3', link: 'shop.example/x' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      item_name: 'Give the item a name', category: 'Choose a category',
      purchase_price: 'Enter a price in dollars', link: 'Enter a full link starting with http:// or https://',
    });
  });

  it('link mode sends the link and the previewed image, the server schema accepts it', () => {
    const values = addItemSchema.parse({ ...EMPTY_ADD_ITEM, item_name: ' Camel Coat ', category: 'Outerwear', purchase_price: '249.5', link: 'https://shop.example/coat', image_url: 'https://shop.example/coat.jpg', brand: '  ' });
    const input = toAddInput(values, 'link');
    expect(input).toEqual({ mode: 'link', item_name: 'Camel Coat', category: 'Outerwear', purchase_price: 249.5, link: 'https://shop.example/coat', image_url: 'https://shop.example/coat.jpg' });
    expect(wardrobeAddInputSchema.safeParse(input).success).toBe(true);
  });

  it('photo mode sends the upload and never the link fields', () => {
    const values = addItemSchema.parse({ ...EMPTY_ADD_ITEM, item_name: 'Tee', category: 'Tops', link: 'https://shop.example/left-over' });
    const input = toAddInput(values, 'photo', UPLOAD);
    expect(input).toEqual({ mode: 'photo', item_name: 'Tee', category: 'Tops', uploadId: UPLOAD });
    expect(wardrobeAddInputSchema.safeParse(input).success).toBe(true);
    // Without a photo the server refuses with the spec's words, as the dialog does before sending.
    const refused = wardrobeAddInputSchema.safeParse(toAddInput(values, 'photo'));
    expect(refused.error?.issues[0]?.message).toBe('Please choose an image to upload, or switch to Link mode.');
  });
});
