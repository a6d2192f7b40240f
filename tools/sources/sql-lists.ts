/**
 * Lists of handles in SQL as ONE array parameter. Postgres binds at most 65,535 parameters per
 * statement, and drizzle's `inArray` binds one per element, so a list of 100,000 handles (which the
 * tools accept) failed with a 500. A text[] literal is a single parameter of any length, and it
 * reads the same through PGlite and postgres.js.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Quoting every element (escaping `"` and `\`) makes any text a safe element, not only handles. */
const element = (item: string) => `"${item.replace(/["\\]/g, '\\$&')}"`;

/** The Postgres array literal of a list of texts, e.g. `{"zara","hm"}`. */
export const textArrayLiteral = (items: readonly string[]): string => `{${items.map(element).join(',')}}`;

/** The list as one `text[]` bind parameter, for `unnest(...)` or `= any(...)`. */
export const textArray = (items: readonly string[]): SQL => sql`${textArrayLiteral(items)}::text[]`;

/** `expression = any($n::text[])`: membership in a list of any length, in one parameter. */
export const inTextList = (expression: SQLWrapper, items: readonly string[]): SQL =>
  sql`${expression} = any(${textArray(items)})`;

/** A list of uuids as one `uuid[]` bind parameter (a uuid needs no quoting), for `= any(...)`. */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;
