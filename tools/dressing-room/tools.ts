/** The signed-in shopper's dressing room: list, add, remove, toggle the cart flag, clear. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { fittingRoomItems, products } from '../../server/db/schema.js';
import { parsePgVector, vectorFromText } from '../recommendations/style-vector.js';
import { schedulePipeline } from '../recommendations/pipeline.js';
import { defineTool, ToolError, type UserToolContext } from '../types.js';
import { uuidOrNull } from '../uuid-key.js';
import {
  addToDressingRoom, dressingRoomItemSchema, postAsItem, productAsItem, styleWordsOf, toDressingRoomItem, type NewDressingRoomItem,
} from './store.js';

/** Product rules §9: the dressing room's structured data lists up to 20 items; the page itself shows all. */
export const DRESSING_ROOM_MAX_LIST = 200;

const optionalText = (max: number) => z.string().trim().min(1).max(max).optional();
const link = z.url({ protocol: /^https?$/ }).max(2000).optional();

const customItemSchema = z.strictObject({
  external_product_id: z.string().trim().min(1).max(200),
  item_name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).optional(),
  brand: optionalText(120),
  price: z.number().min(0).max(1_000_000).optional(),
  image_url: z.string().trim().min(1).max(2000).optional(),
  item_url: link,
  affiliate_link: link,
  retailer_name: optionalText(120),
  category: optionalText(60),
  styling_notes: optionalText(1000),
});

const itemById = async (ctx: UserToolContext, id: string) => {
  const [row] = await ctx.db.select().from(fittingRoomItems)
    .where(and(eq(fittingRoomItems.id, id), eq(fittingRoomItems.userId, ctx.userId)));
  // Another user's id reads exactly like a missing one, so ids reveal nothing.
  if (!row) throw new ToolError('not_found', 'That item is not in your dressing room.');
  return row;
};

const refreshTaste = (ctx: UserToolContext) =>
  schedulePipeline({ db: ctx.db, log: ctx.log, now: ctx.now }, { userId: ctx.userId });

export const dressingRoomList = defineTool({
  name: 'dressingRoom.list',
  description: 'The pieces in the shopper\'s dressing room, newest first, with their in-cart flag.',
  auth: 'user',
  effect: 'read',
  input: z.strictObject({ inCartOnly: z.boolean().default(false) }),
  output: z.object({ items: z.array(dressingRoomItemSchema) }),
  async execute({ inCartOnly }, ctx) {
    const rows = await ctx.db.select({ item: fittingRoomItems, productVector: products.styleVector }).from(fittingRoomItems)
      .leftJoin(products, sql`${products.id} = ${uuidOrNull(fittingRoomItems.externalProductId)}`)
      .where(and(eq(fittingRoomItems.userId, ctx.userId), ...(inCartOnly ? [eq(fittingRoomItems.isInCart, true)] : [])))
      .orderBy(desc(fittingRoomItems.createdAt), desc(fittingRoomItems.id))
      .limit(DRESSING_ROOM_MAX_LIST);
    return {
      items: rows.map(({ item, productVector }) => toDressingRoomItem(item, styleWordsOf(
        productVector ? parsePgVector(productVector) : vectorFromText([item.itemName, item.category, item.stylingNotes].filter(Boolean).join('. ')),
      ))),
    };
  },
});

export const dressingRoomAdd = defineTool({
  name: 'dressingRoom.add',
  description:
    'Add a piece to the dressing room: a catalogue product (productId), an inspiration post (postId), or a custom item. ' +
    'Adding the same piece twice changes nothing.',
  auth: 'user',
  effect: 'change',
  input: z.strictObject({
    productId: z.uuid().optional(),
    postId: z.uuid().optional(),
    item: customItemSchema.optional(),
  }).refine((i) => [i.productId, i.postId, i.item].filter((x) => x !== undefined).length === 1, {
    message: 'Give exactly one of productId, postId or item',
  }),
  output: z.object({ item: dressingRoomItemSchema, added: z.boolean() }),
  async execute({ productId, postId, item }, ctx) {
    let piece: NewDressingRoomItem;
    if (productId) piece = await productAsItem(ctx.db, productId);
    else if (postId) piece = await postAsItem(ctx.db, postId);
    else {
      const i = item!;
      piece = {
        externalProductId: i.external_product_id, itemName: i.item_name, description: i.description ?? '',
        brand: i.brand, price: i.price, imageUrl: i.image_url, itemUrl: i.item_url, affiliateLink: i.affiliate_link,
        retailerName: i.retailer_name, category: i.category, stylingNotes: i.styling_notes,
      };
    }
    const result = await addToDressingRoom(ctx.db, ctx.userId, ctx.now(), piece);
    if (result.added) await refreshTaste(ctx);
    return result;
  },
});

export const dressingRoomRemove = defineTool({
  name: 'dressingRoom.remove',
  description: 'Remove one piece from the dressing room by its id.',
  auth: 'user',
  effect: 'delete',
  input: z.strictObject({ id: z.uuid() }),
  output: z.object({ removed: z.string() }),
  async execute({ id }, ctx) {
    await itemById(ctx, id);
    await ctx.db.delete(fittingRoomItems).where(and(eq(fittingRoomItems.id, id), eq(fittingRoomItems.userId, ctx.userId)));
    await refreshTaste(ctx);
    return { removed: id };
  },
});

export const dressingRoomToggleCart = defineTool({
  name: 'dressingRoom.toggleCart',
  description: 'Move a dressing-room piece into the cart, or back out of it.',
  auth: 'user',
  effect: 'change',
  input: z.strictObject({ id: z.uuid() }),
  output: z.object({ item: dressingRoomItemSchema }),
  async execute({ id }, ctx) {
    await itemById(ctx, id);
    const [row] = await ctx.db.update(fittingRoomItems).set({ isInCart: sql`not ${fittingRoomItems.isInCart}` })
      .where(and(eq(fittingRoomItems.id, id), eq(fittingRoomItems.userId, ctx.userId)))
      .returning();
    if (!row) throw new ToolError('not_found', 'That item is not in your dressing room.');
    return { item: toDressingRoomItem(row) };
  },
});

export const dressingRoomClear = defineTool({
  name: 'dressingRoom.clear',
  description: 'Empty the dressing room.',
  auth: 'user',
  effect: 'delete',
  input: z.strictObject({}),
  output: z.object({ removed: z.number().int() }),
  async execute(_input, ctx) {
    const rows = await ctx.db.delete(fittingRoomItems).where(eq(fittingRoomItems.userId, ctx.userId))
      .returning({ id: fittingRoomItems.id });
    if (rows.length) await refreshTaste(ctx);
    return { removed: rows.length };
  },
});

export const dressingRoomTools = [dressingRoomList, dressingRoomAdd, dressingRoomRemove, dressingRoomToggleCart, dressingRoomClear];
