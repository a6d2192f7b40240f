/** What a bench catalogue holds and takes: its products, the database's size per product, and the HNSW graphs' sizes. */
import { sql } from 'drizzle-orm';
import { executedRows } from '../tools/db-rows.js';
import type { Database } from '../tools/types.js';
import { round } from './lib.js';

export const catalogueRows = async (db: Database): Promise<number> =>
  executedRows<{ n: number }>(await db.execute(sql`select count(*)::int as n from products`))[0]!.n;

const MB = 2 ** 20;

/**
 * The database on disk and the products' vector indexes, in MB: the whole catalogue's graph, the
 * three tiers' and the eleven categories' partial graphs, and bytes per product of the whole database.
 */
export const storageFigures = async (db: Database) => {
  const products = await catalogueRows(db);
  const [total] = executedRows<{ bytes: string }>(await db.execute(sql`select pg_database_size(current_database())::text as bytes`));
  const indexes = executedRows<{ name: string; bytes: string }>(await db.execute(sql`
    select c.relname as name, pg_relation_size(c.oid)::text as bytes from pg_class c
    where c.relkind = 'i' and c.relname like 'products_vector%'`));
  const sum = (pick: (name: string) => boolean) => round(indexes.filter((i) => pick(i.name)).reduce((s, i) => s + Number(i.bytes), 0) / MB, 1);
  const databaseBytes = Number(total!.bytes);
  return {
    products,
    database_mb: round(databaseBytes / MB, 0),
    database_bytes_per_product: Math.round(databaseBytes / Math.max(1, products)),
    hnsw_mb: {
      whole_catalogue: sum((n) => n === 'products_vector_idx'),
      tiers: sum((n) => /^products_vector_(budget|mid|luxury)_idx$/.test(n)),
      categories: sum((n) => n.startsWith('products_vector_cat_')),
    },
  };
};
