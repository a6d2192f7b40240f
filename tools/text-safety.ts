/**
 * Text Postgres cannot store: NUL characters (refused by `text` and `jsonb`) and lone UTF-16
 * surrogates (not encodable as UTF-8). Every door refuses them once, at the boundary, so no tool
 * ever sees them and a write never fails half-way with a database error.
 */

export const UNSAFE_TEXT_MESSAGE = 'Text may not contain NUL characters or unpaired surrogates.';

export const isSafeText = (text: string): boolean => !text.includes('\u0000') && text.isWellFormed();

/** Deeper input than this is refused as well: no legitimate tool input nests this far. */
export const MAX_INPUT_DEPTH = 32;

export type UnsafeInput = { path: string; message: string };

/**
 * The first place in a JSON-like value (keys and string values) holding unsafe text, or a value
 * nested deeper than MAX_INPUT_DEPTH; null when the whole value is safe. Recursion is bounded by
 * MAX_INPUT_DEPTH, and the path is only spelled out on a hit, so a 100,000-element list costs one
 * pass and no allocation per element.
 */
export const findUnsafeInput = (value: unknown): UnsafeInput | null => {
  const path: string[] = [];
  const visit = (current: unknown): UnsafeInput | null => {
    if (typeof current === 'string') return isSafeText(current) ? null : { path: path.join('.'), message: UNSAFE_TEXT_MESSAGE };
    if (current === null || typeof current !== 'object') return null;
    if (path.length >= MAX_INPUT_DEPTH) return { path: path.join('.'), message: `The input is nested more than ${MAX_INPUT_DEPTH} levels deep.` };
    if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) {
        const item: unknown = current[i];
        if (typeof item === 'string' ? isSafeText(item) : item === null || typeof item !== 'object') continue;
        path.push(String(i));
        const found = visit(item);
        path.pop();
        if (found) return found;
      }
      return null;
    }
    for (const key in current) {
      if (!Object.prototype.hasOwnProperty.call(current, key)) continue;
      path.push(key);
      const found = isSafeText(key) ? visit((current as Record<string, unknown>)[key]) : { path: path.join('.'), message: UNSAFE_TEXT_MESSAGE };
      path.pop();
      if (found) return found;
    }
    return null;
  };
  return visit(value);
};
