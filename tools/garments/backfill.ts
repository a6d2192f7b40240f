/**
 * Fills the attributes of rows written before they existed (migration 0013 adds the columns
 * empty), through the same TypeScript table new rows are derived by. Run at start-up and hourly
 * with the other upkeep (server/maintenance.ts): batches of BACKFILL_BATCH rows by id, each one
 * UPDATE, so a big catalogue never holds one long transaction and a crash loses at most a batch.
 * Idempotent: it only touches rows whose formality is still null (a shopper's correction always
 * writes one), and does nothing once every row has its attributes. Until a row is reached, readers
 * derive its attributes on the fly (./columns.ts storedOrDerived), so nothing waits for it.
 */
import { asc, isNull, sql, type SQL } from 'drizzle-orm';
import { products, wardrobeItems } from '../../server/db/schema.js';
import type { Database } from '../types.js';
import { wardrobeGarmentText } from '../wardrobe/store.js';
import { deriveAttributes, type GarmentText } from './attributes.js';
import { productGarmentText } from './columns.js';

export const BACKFILL_BATCH = 1000;

/** A text[] literal; the words come from the fixed vocabularies, none holds a comma, quote or brace. */
const arrayLiteral = (words: readonly string[]) => `{${words.join(',')}}`;

const valuesOf = (rows: readonly { id: string; text: GarmentText }[]): SQL => sql.join(rows.map(({ id, text }) => {
  const a = deriveAttributes(text);
  return sql`(${id}::uuid, ${a.formality}::smallint, ${a.warmth}::smallint, ${arrayLiteral(a.seasons)}::text[], ${arrayLiteral(a.occasions)}::text[])`;
}), sql`, `);

const fill = (table: 'products' | 'wardrobe_items', rows: readonly { id: string; text: GarmentText }[]) => sql`
  update ${sql.identifier(table)} as t
  set formality = v.formality, warmth = v.warmth, seasons = v.seasons, occasions = v.occasions
  from (values ${valuesOf(rows)}) as v(id, formality, warmth, seasons, occasions)
  where t.id = v.id and t.formality is null`;

export interface BackfillReport { products: number; wardrobeItems: number }

export const backfillGarmentAttributes = async (db: Database, { batch = BACKFILL_BATCH } = {}): Promise<BackfillReport> => {
  const report: BackfillReport = { products: 0, wardrobeItems: 0 };
  for (;;) {
    const rows = await db.select({ id: products.id, productName: products.productName, category: products.category, productDescription: products.productDescription })
      .from(products).where(isNull(products.formality)).orderBy(asc(products.id)).limit(batch);
    if (!rows.length) break;
    await db.execute(fill('products', rows.map((r) => ({ id: r.id, text: productGarmentText(r) }))));
    report.products += rows.length;
    if (rows.length < batch) break;
  }
  for (;;) {
    const rows = await db.select({ id: wardrobeItems.id, itemName: wardrobeItems.itemName, category: wardrobeItems.category, notes: wardrobeItems.notes, tags: wardrobeItems.tags })
      .from(wardrobeItems).where(isNull(wardrobeItems.formality)).orderBy(asc(wardrobeItems.id)).limit(batch);
    if (!rows.length) break;
    await db.execute(fill('wardrobe_items', rows.map((r) => ({ id: r.id, text: wardrobeGarmentText(r) }))));
    report.wardrobeItems += rows.length;
    if (rows.length < batch) break;
  }
  return report;
};
