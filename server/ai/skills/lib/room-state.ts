/**
 * The dressing room as the conversation last saw it: the rows of its latest listing, with every change the tools
 * reported since (a piece saved, moved into or out of the cart, removed, the room cleared) applied in order. The
 * ids and prices a shopper is looking at are known, so "take the jeans out" toggles that row and "what's the
 * total now" is summed from the state just changed, without reading the room again. A listing of the cart alone
 * knows only the cart: rows saved outside it are unknown, never assumed absent. Pure.
 */
import { isRecord, isTool, type SeenResult } from './plan-core.js';

export interface KnownRoom {
  /** The rows known, newest listing order, changes applied. */
  rows: Record<string, unknown>[];
  /** Whether the listing was the whole room (else only the cart's lines are known). */
  whole: boolean;
}

const rowOf = (s: SeenResult): Record<string, unknown> | null => (isRecord(s.output) && isRecord(s.output.item) ? s.output.item : null);

/** The room as last listed with the changes since applied, or null when it was never listed this conversation. */
export const knownRoom = (history: readonly SeenResult[]): KnownRoom | null => {
  let known: KnownRoom | null = null;
  for (const s of history) {
    if (s.isError) continue;
    if (isTool(s, 'dressingRoom.list') && isRecord(s.output) && Array.isArray(s.output.items)) {
      known = { rows: s.output.items.filter(isRecord).map((r) => ({ ...r })), whole: !(isRecord(s.input) && s.input.inCartOnly === true) };
      continue;
    }
    if (!known) continue;
    if (isTool(s, 'dressingRoom.clear')) known = { rows: [], whole: true };
    else if (isTool(s, 'dressingRoom.remove') && isRecord(s.input)) {
      const id = s.input.id;
      known.rows = known.rows.filter((r) => r.id !== id);
    } else if (isTool(s, 'dressingRoom.add') || isTool(s, 'dressingRoom.toggleCart')) {
      const row = rowOf(s);
      if (!row) continue;
      const at = known.rows.findIndex((r) => r.id === row.id);
      if (at >= 0) known.rows[at] = { ...row };
      else known.rows.unshift({ ...row });
    }
  }
  return known;
};

/** The cart's lines as known, or null when the cart was never listed (a listing of the whole room holds it too). */
export const knownCart = (history: readonly SeenResult[]): Record<string, unknown>[] | null => {
  const room = knownRoom(history);
  return room ? room.rows.filter((r) => r.is_in_cart === true) : null;
};
