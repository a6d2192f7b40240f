/**
 * The τ-bench check: after the turns, every table of the user's rows must be what the case says —
 * the tables it states equal its end state, every other table unchanged — and the other user's
 * rows untouched. Derived taste rows are checked against a rebuild from the end rows.
 */
import { canonical, matchArg, STATE_KEYS, type EvalCase, type State, type StateKey } from './case.js';
import { EVAL_POST_IDS, EVAL_PRODUCT_IDS } from './fixtures.js';
import { DERIVED_TABLES, USER_TABLES, withoutClock, type Row, type Snapshot } from './tables.js';

/** The table behind each readable key of a state. */
export const KEY_TABLE: Record<StateKey, string> = {
  sources: 'style_sources',
  follows: 'user_influencer_preferences',
  saved: 'fitting_room_items',
  cart: 'fitting_room_items',
  likes: 'influencer_post_feedback',
  feedback: 'user_feedback_detailed',
  interactions: 'user_product_interactions',
};

/** Tables a case may state only through `tables`: every user table no key covers, except derived ones. */
export const GENERIC_TABLES = USER_TABLES.map((t) => t.name)
  .filter((n) => !Object.values(KEY_TABLE).includes(n) && !(DERIVED_TABLES as readonly string[]).includes(n));

const productName = new Map([...EVAL_PRODUCT_IDS].map(([name, id]) => [id, name]));
const postHandle = new Map([...EVAL_POST_IDS].map(([handle, id]) => [id, handle]));
const nameOf = (id: unknown) => productName.get(String(id)) ?? String(id);
const byJson = (values: unknown[]) => values.map((v) => canonical(v)).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
const handleRow = (handle: unknown, active: unknown) => `${active ? '' : '!'}${String(handle)}`;

/** One readable key of the user's state, from a snapshot. */
export const project = (key: StateKey, snap: Snapshot): unknown[] => {
  const rows = snap.get(KEY_TABLE[key]) ?? [];
  switch (key) {
    case 'sources': return rows.map((r) => handleRow(r.source_handle, r.is_active)).sort();
    case 'follows': return rows.map((r) => handleRow(r.influencer_name, r.is_active)).sort();
    case 'saved': return rows.map((r) => String(r.item_name)).sort();
    case 'cart': return rows.filter((r) => r.is_in_cart === true).map((r) => String(r.item_name)).sort();
    case 'likes': return rows.filter((r) => r.decision === 'like').map((r) => postHandle.get(String(r.post_id)) ?? String(r.post_id)).sort();
    case 'feedback':
      // A love is the default and goes unsaid; a piece turned down says so.
      return byJson(rows.map((r) => ({
        product: nameOf(r.item_id), reasons: [...(r.reasons as string[])].sort(), ...(r.notes ? { notes: r.notes } : {}),
        ...(r.verdict === 'not_for_me' ? { verdict: 'not_for_me' } : {}),
      })));
    case 'interactions':
      return byJson(rows.map((r) => ({ type: r.interaction_type, product: nameOf(r.recommendation_id), data: r.interaction_data ?? {} })));
  }
};

/** A case's value for a key, in the form `project` gives. */
const expected = (key: StateKey, state: State): unknown[] => {
  switch (key) {
    case 'feedback': return byJson((state.feedback ?? []).map(({ verdict, ...f }) => ({ ...f, reasons: [...f.reasons].sort(), ...(verdict === 'not_for_me' ? { verdict } : {}) })));
    case 'interactions': return byJson(state.interactions ?? []);
    default: return [...(state[key] ?? [])].sort();
  }
};

/** Expected rows (SQL column → value or matcher) against actual rows, one to one. */
const rowsMatch = (want: Row[], got: Row[]): boolean => {
  if (want.length !== got.length) return false;
  const used = new Set<number>();
  const place = (i: number): boolean => {
    if (i === want.length) return true;
    for (let j = 0; j < got.length; j++) {
      if (used.has(j) || !Object.entries(want[i]!).every(([k, v]) => matchArg(v, got[j]![k]))) continue;
      used.add(j);
      if (place(i + 1)) return true;
      used.delete(j);
    }
    return false;
  };
  return place(0);
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const short = (v: unknown) => { const s = JSON.stringify(v); return s.length > 400 ? `${s.slice(0, 400)}…` : s; };

/** Problems with the user's end rows; [] when every table is as the case says. */
export const endStateProblems = (c: EvalCase<string>, before: Snapshot, after: Snapshot): string[] => {
  const problems: string[] = [];
  for (const { name } of USER_TABLES) {
    if ((DERIVED_TABLES as readonly string[]).includes(name)) continue;
    const keys = STATE_KEYS.filter((k) => KEY_TABLE[k] === name);
    const stated = keys.some((k) => c.end[k] !== undefined) || c.end.tables?.[name] !== undefined;
    if (!stated) {
      if (!same(before.get(name), after.get(name))) {
        const say = keys.length ? keys.map((k) => `"${k}"`).join(' or ') : `"tables": {"${name}": […]}`;
        const now = keys.length ? keys.map((k) => `${k} ${short(project(k, after))}`).join(', ') : short(after.get(name));
        problems.push(`end state: ${name} changed but the case does not state it (${say}); now ${now}`);
      }
      continue;
    }
    for (const key of keys) {
      const want = expected(key, c.end[key] !== undefined ? c.end : c.setup);
      const got = project(key, after);
      if (!same(want, got)) problems.push(`end state ${key}: expected ${short(want)}, got ${short(got)}`);
    }
    if (!keys.length) {
      const want = c.end.tables?.[name] ?? [];
      if (!rowsMatch(want, after.get(name) ?? [])) problems.push(`end state tables.${name}: expected ${short(want)}, got ${short(after.get(name))}`);
    }
  }
  return problems;
};

/** The derived taste rows of a snapshot, without ids and clocks. */
export const tasteRows = (snap: Snapshot) => DERIVED_TABLES.map((t) => withoutClock(t, snap.get(t) ?? []));

/** The other user's rows, every table, must not change at all. */
export const otherUserProblems = (before: Snapshot, after: Snapshot): string[] =>
  USER_TABLES.filter((t) => !same(before.get(t.name), after.get(t.name))).map((t) => `the other user's ${t.name} changed: ${short(after.get(t.name))}`);
