/**
 * The shopper's wardrobe (product rules §3 wardrobe_items, §5 Add wardrobe item and Wardrobe search):
 * list with search, add by link or photo, update, remove. Every write rebuilds the item's style
 * vector so it can be matched against products, posts, influencers and outfits.
 */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { uploads, wardrobeItems } from '../../server/db/schema.js';
import { analyzeUpload } from '../analysis/analyze.js';
import { uploadFileUrl, uploadIdFromUrl, type StyleAnalysis } from '../analysis/contracts.js';
import { schedulePipeline } from '../recommendations/pipeline.js';
import type { StyleVector } from '../recommendations/style-vector.js';
import { defineTool, ToolError, type UserToolContext } from '../types.js';
import {
  WARDROBE_MESSAGES, wardrobeAddInputSchema, wardrobeItemOutputSchema, wardrobeListInputSchema, wardrobeListOutputSchema,
  wardrobeRemoveInputSchema, wardrobeRemoveOutputSchema, wardrobeUpdateInputSchema,
} from './contracts.js';
import { deriveAttributes } from '../garments/attributes.js';
import { attributeColumns, withCorrections } from '../garments/columns.js';
import {
  notesWithLink, ownedWardrobeItem, toWardrobeItem, wardrobeGarmentText, wardrobeText, wardrobeVector, type WardrobeFields, type WardrobeRow,
} from './store.js';

/** `%`, `_` and `\` are wildcards in LIKE; a shopper searching "50%" means the characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Photo items feed the shopper's taste (taste.ts reads analysed wardrobe items), so it is rebuilt. */
const refreshTaste = (ctx: UserToolContext) =>
  schedulePipeline({ db: ctx.db, log: ctx.log, now: ctx.now }, { userId: ctx.userId });

/** The photo's analysis for this item's words, from the shopper's own upload (404 for anyone else's). */
const analysePhoto = async (ctx: UserToolContext, uploadId: string, fields: WardrobeFields): Promise<{ analysis: StyleAnalysis; vector: StyleVector | null }> =>
  analyzeUpload(ctx.db, ctx.userId, uploadId, wardrobeText(fields), ctx.now());

export const wardrobeList = defineTool({
  name: 'wardrobe.list',
  description:
    'The shopper\'s wardrobe, newest first. `query` matches item name, brand or colour (case-insensitive); ' +
    '`category` narrows to one of the ten categories. `total` counts every item they own.',
  auth: 'user',
  effect: 'read',
  input: wardrobeListInputSchema,
  output: wardrobeListOutputSchema,
  async execute({ query, category, limit }, ctx) {
    const mine = eq(wardrobeItems.userId, ctx.userId);
    const filters: SQL[] = [mine];
    if (query) {
      const pattern = likePattern(query);
      filters.push(or(ilike(wardrobeItems.itemName, pattern), ilike(wardrobeItems.brand, pattern), ilike(wardrobeItems.color, pattern))!);
    }
    if (category && category !== 'all') filters.push(eq(wardrobeItems.category, category));
    const [rows, [total]] = await Promise.all([
      ctx.db.select().from(wardrobeItems).where(and(...filters))
        .orderBy(desc(wardrobeItems.createdAt), desc(wardrobeItems.id)).limit(limit),
      ctx.db.select({ n: count() }).from(wardrobeItems).where(mine),
    ]);
    return { items: rows.map(toWardrobeItem), total: total?.n ?? 0 };
  },
});

export const wardrobeAdd = defineTool({
  name: 'wardrobe.add',
  description:
    'Add an item to the shopper\'s wardrobe. item_name and category (Tops, Bottoms, Dresses, Outerwear, Shoes, ' +
    'Accessories, Bags, Jewelry, Activewear, Sleepwear) are required. Link mode (default): optional product `link` ' +
    '(kept as a "Link: <url>" line in the notes) and `image_url`. Photo mode: `uploadId` of a photo the shopper ' +
    'uploaded; its measured palette shapes the item\'s style and fills the colour when none is given.',
  auth: 'user',
  effect: 'change',
  input: wardrobeAddInputSchema,
  output: wardrobeItemOutputSchema,
  async execute(input, ctx) {
    const fields: WardrobeFields = {
      itemName: input.item_name,
      category: input.category,
      brand: input.brand ?? null,
      color: input.color ?? null,
      purchasePrice: input.purchase_price ?? null,
      notes: notesWithLink(input.notes, input.mode === 'link' ? input.link : undefined),
      tags: input.tags ?? [],
    };
    let imageUrl = input.image_url ?? null;
    let styleAnalysis: StyleAnalysis | null = null;
    let photoVector: StyleVector | null = null;
    if (input.mode === 'photo') {
      const uploadId = input.uploadId!;
      ({ analysis: styleAnalysis, vector: photoVector } = await analysePhoto(ctx, uploadId, fields));
      imageUrl = uploadFileUrl(uploadId);
      // The shopper's own word wins; otherwise the photo's dominant measured colour.
      fields.color ??= styleAnalysis.color_palette[0]?.name ?? null;
    }
    const now = ctx.now();
    const [row] = await ctx.db.insert(wardrobeItems).values({
      userId: ctx.userId, ...fields, tags: [...fields.tags], imageUrl, styleAnalysis,
      styleVector: wardrobeVector(fields, photoVector), ...attributeColumns(deriveAttributes(wardrobeGarmentText(fields))),
      createdAt: now, updatedAt: now,
    }).returning();
    if (styleAnalysis) await refreshTaste(ctx);
    return { item: toWardrobeItem(row!) };
  },
});

/** The photo behind an item, if it is still one of the shopper's uploads. */
const photoOf = async (ctx: UserToolContext, row: WardrobeRow): Promise<string | null> => {
  const uploadId = row.imageUrl ? uploadIdFromUrl(row.imageUrl) : null;
  if (!uploadId) return null;
  const [upload] = await ctx.db.select({ id: uploads.id }).from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, ctx.userId)));
  return upload?.id ?? null;
};

export const wardrobeUpdate = defineTool({
  name: 'wardrobe.update',
  description:
    'Change fields of one wardrobe item by id (send only what changes; null clears brand, colour, price or notes). ' +
    'formality (1 athleisure … 5 black tie), warmth (1 sun-wear … 5 winter coat), seasons and occasions correct what the ' +
    'item is good for; a correction is kept when the item is renamed, and null hands the field back to the derivation.',
  auth: 'user',
  effect: 'change',
  input: wardrobeUpdateInputSchema,
  output: wardrobeItemOutputSchema,
  async execute({ id, formality, warmth, seasons, occasions, ...changes }, ctx) {
    const row = await ownedWardrobeItem(ctx.db, ctx.userId, id);
    const fields: WardrobeFields = {
      itemName: changes.item_name ?? row.itemName,
      category: changes.category ?? row.category,
      brand: changes.brand === undefined ? row.brand : changes.brand,
      color: changes.color === undefined ? row.color : changes.color,
      purchasePrice: changes.purchase_price === undefined ? row.purchasePrice : changes.purchase_price,
      notes: changes.notes === undefined ? row.notes : changes.notes || null,
      tags: changes.tags ?? row.tags,
    };
    // A photo item is analysed again with its new words; if its photo is gone, the words alone speak.
    const uploadId = await photoOf(ctx, row);
    const photo = uploadId ? await analysePhoto(ctx, uploadId, fields) : null;
    const { attributes, corrected } = withCorrections(
      deriveAttributes(wardrobeGarmentText(fields)), row, row.correctedAttributes, { formality, warmth, seasons, occasions },
    );
    const [updated] = await ctx.db.update(wardrobeItems).set({
      ...fields, tags: [...fields.tags], ...attributeColumns(attributes), correctedAttributes: corrected,
      styleAnalysis: photo?.analysis ?? row.styleAnalysis,
      styleVector: wardrobeVector(fields, photo?.vector ?? null),
      updatedAt: ctx.now(),
    }).where(and(eq(wardrobeItems.id, id), eq(wardrobeItems.userId, ctx.userId))).returning();
    if (!updated) throw new ToolError('not_found', WARDROBE_MESSAGES.notFound);
    if (updated.styleAnalysis) await refreshTaste(ctx);
    return { item: toWardrobeItem(updated) };
  },
});

export const wardrobeRemove = defineTool({
  name: 'wardrobe.remove',
  description: 'Remove one item from the shopper\'s wardrobe by id. Saved outfits keep its name and picture, marked unavailable.',
  auth: 'user',
  effect: 'delete',
  input: wardrobeRemoveInputSchema,
  output: wardrobeRemoveOutputSchema,
  async execute({ id }, ctx) {
    const row = await ownedWardrobeItem(ctx.db, ctx.userId, id);
    await ctx.db.delete(wardrobeItems).where(and(eq(wardrobeItems.id, id), eq(wardrobeItems.userId, ctx.userId)));
    if (row.styleAnalysis) await refreshTaste(ctx);
    return { removed: id };
  },
});

export const wardrobeTools = [wardrobeList, wardrobeAdd, wardrobeUpdate, wardrobeRemove];
