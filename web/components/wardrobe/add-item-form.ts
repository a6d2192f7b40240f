/** The add-item form's rules (product rules §5 Add wardrobe item) and how it becomes wardrobe.add's input. Pure. */
import { z } from 'zod';
import { WARDROBE_CATEGORIES, WARDROBE_LIMITS } from '../../../tools/wardrobe/contracts.js';

export type AddItemMode = 'link' | 'photo';

const optionalText = (max: number) => z.string().trim().max(max, `Keep it under ${max} characters`);
export const addItemSchema = z.object({
  item_name: z.string().trim().min(1, 'Give the item a name').max(WARDROBE_LIMITS.name),
  category: z.union([z.enum(WARDROBE_CATEGORIES), z.literal('')]).refine((c) => c.length > 0, 'Choose a category'),
  brand: optionalText(WARDROBE_LIMITS.brand),
  color: optionalText(WARDROBE_LIMITS.color),
  purchase_price: z.string().trim().refine((p) => p === '' || (Number.isFinite(Number(p)) && Number(p) >= 0 && Number(p) <= WARDROBE_LIMITS.price), 'Enter a price in dollars'),
  notes: optionalText(WARDROBE_LIMITS.notes),
  link: z.string().trim().refine((l) => l === '' || /^https?:\/\/\S+$/i.test(l), 'Enter a full link starting with http:// or https://'),
  image_url: z.string(),
});
export type AddItemForm = z.infer<typeof addItemSchema>;
export const EMPTY_ADD_ITEM: AddItemForm = { item_name: '', category: '', brand: '', color: '', purchase_price: '', notes: '', link: '', image_url: '' };

/** The form as wardrobe.add takes it: empty fields left out. */
export const toAddInput = (values: AddItemForm, mode: AddItemMode, uploadId?: string) => {
  const price = values.purchase_price === '' ? undefined : Number(values.purchase_price);
  return {
    mode, item_name: values.item_name.trim(), category: values.category,
    ...(values.brand.trim() ? { brand: values.brand.trim() } : {}),
    ...(values.color.trim() ? { color: values.color.trim() } : {}),
    ...(price !== undefined ? { purchase_price: price } : {}),
    ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
    ...(mode === 'link' && values.link ? { link: values.link } : {}),
    ...(mode === 'link' && values.image_url ? { image_url: values.image_url } : {}),
    ...(mode === 'photo' && uploadId ? { uploadId } : {}),
  };
};

