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
 * nested deeper than MAX_INPUT_DEPTH; null when the whole value is safe. Iterative, so hostile
 * nesting cannot overflow the stack.
 */
export const findUnsafeInput = (value: unknown): UnsafeInput | null => {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return { path: path.join('.'), message: UNSAFE_TEXT_MESSAGE };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path: path.join('.'), message: `The input is nested more than ${MAX_INPUT_DEPTH} levels deep.` };
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: [...path, String(i)] });
      continue;
    }
    for (const [key, child] of Object.entries(current)) {
      if (!isSafeText(key)) return { path: [...path, key].join('.'), message: UNSAFE_TEXT_MESSAGE };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
};
