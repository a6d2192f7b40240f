/**
 * Text columns that may hold a catalogue row's uuid (a dressing-room item's external id, a feedback
 * entry's item id) joined to that row through its primary key. `products.id::text = column` reads
 * the same but no index serves it: at 1M products every such join scanned the whole catalogue once
 * per joined row (15 s for a shopper's taste). Here the text becomes a uuid (NULL for any other text,
 * so it matches nothing), and the primary key's index finds the row.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** The text as a uuid when it is one, else NULL. */
export const uuidOrNull = (text: SQLWrapper): SQL => sql`(case when ${text} ~ ${UUID_PATTERN} then (${text})::uuid end)`;
