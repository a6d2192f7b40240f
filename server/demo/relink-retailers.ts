/**
 * Databases seeded before the demo retailer page existed hold links to made-up shop domains
 * (`https://<retailer>.example/products/<name>-<first 8 of the id>`) that answer nothing. This moves
 * every such link to the demo retailer page, once per database (a `seed_runs` row says it ran): the
 * products, the posts that link to them, and the dressing-room rows that copied them when saved.
 * Conversations, trip plans and outfits that stored a product's link inside their JSON keep it: they
 * are a record of what was said, and their cards link to the product page by id.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { seedRuns } from '../db/schema.js';
import { executedRows } from '../../tools/db-rows.js';
import { DEMO_AFFILIATE_QUERY, DEMO_RETAILER_PATH } from '../../shared/demo-retailer.js';
import type { Logger } from '../log.js';

export const RELINK_RUN = 'demo-retailer-links';

/**
 * Only the old generator's own links: a `.example` shop whose last path word ends with the first
 * eight characters of the product's id. A link someone typed is never touched.
 */
const LEGACY = sql`p.product_url like 'https://%.example/products/%' and p.product_url like '%-' || left(p.id::text, 8)`;
const newUrl = sql`${DEMO_RETAILER_PATH} || '/' || p.id::text`;
const newAffiliate = sql`${DEMO_RETAILER_PATH} || '/' || p.id::text || '?' || ${DEMO_AFFILIATE_QUERY}`;

export interface RelinkCounts { products: number; posts: number; dressingRoom: number }

const countOf = (result: unknown): number => executedRows<{ n: number | string }>(result).reduce((sum, r) => sum + Number(r.n), 0);

export const relinkDemoRetailers = async (db: Database, log: Logger): Promise<RelinkCounts | null> => {
  const done = async (scope: Database) => (await scope.select({ name: seedRuns.name }).from(seedRuns).where(eq(seedRuns.name, RELINK_RUN)).limit(1)).length > 0;
  if (await done(db)) return null;
  const counts = await db.transaction(async (tx) => {
    const scope = tx as unknown as Database;
    if (await done(scope)) return null;
    // The rows that copied a product's old link first, while the product still holds it.
    const dressingRoom = countOf(await scope.execute(sql`with changed as (
      update fitting_room_items f set
        item_url = ${newUrl},
        affiliate_link = case when f.affiliate_link = p.affiliate_url then ${newAffiliate} else f.affiliate_link end
      from products p where ${LEGACY} and f.item_url = p.product_url returning 1)
      select count(*) as n from changed`));
    const posts = countOf(await scope.execute(sql`with changed as (
      update influencer_posts ip set link_url = ${newUrl}
      from products p where ${LEGACY} and ip.link_url = p.product_url returning 1)
      select count(*) as n from changed`));
    const productCount = countOf(await scope.execute(sql`with changed as (
      update products p set
        affiliate_url = case when p.affiliate_url = p.product_url || '?' || ${DEMO_AFFILIATE_QUERY} then ${newAffiliate} else p.affiliate_url end,
        product_url = ${newUrl}
      where ${LEGACY} returning 1)
      select count(*) as n from changed`));
    const result = { products: productCount, posts, dressingRoom };
    await scope.insert(seedRuns).values({ name: RELINK_RUN, seed: 0, counts: { ...result } }).onConflictDoNothing();
    return result;
  });
  if (counts && counts.products + counts.posts + counts.dressingRoom > 0) log.info({ ...counts }, 'moved the demo catalogue\'s retailer links to the demo retailer page');
  return counts;
};
