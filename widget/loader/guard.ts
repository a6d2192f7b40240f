/**
 * The loader's check of a message from our iframe, after its origin and window were checked. The
 * loader must stay under 3 KB, so this is the zod schema (shared/protocol.ts) written out as a
 * table; guard.test.ts proves it never accepts what the schema refuses and accepts what it allows.
 * It returns a clean copy, so keys a forger adds never reach the partner's listeners.
 */
import type { FrameMessage } from '../shared/protocol.js';

type Obj = Record<string, unknown>;
/**
 * Fields per message type: `name:rule`, rule `?` = optional, then t<max> (text of 1..max),
 * u (http(s) URL), n (number ≥ 0), i (an unread count: a whole number 0..99), c (currency),
 * e (an error code the page hears), p (cart product).
 */
const SHAPES: Record<string, string> = {
  ready: '', close: '', shutdown: '', unread: 'count:i', addToCart: 'product:p', error: 'code:e message:t500',
  p: 'id:t100 name:t200 brand:?t100 price:n currency:c url:?u image:?u',
};

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const check = (v: unknown, rule: string): unknown => {
  const max = +rule.slice(1);
  switch (rule[0]) {
    case 't':
      return typeof v === 'string' && v.length <= max && v.length > 0 ? v : undefined;
    case 'e':
      return v === 'invalid_identity' || v === 'invalid_option' ? v : undefined;
    case 'n':
      return typeof v === 'number' && v >= 0 && v < Infinity ? v : undefined;
    case 'i':
      return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 99 ? v : undefined;
    case 'c':
      return typeof v === 'string' && /^[A-Z]{3}$/.test(v) ? v : undefined;
    case 'u':
      try {
        return typeof v === 'string' && v.length <= 2048 && /^https?:$/.test(new URL(v).protocol) ? v : undefined;
      } catch {
        return undefined;
      }
    default:
      return copy(v, SHAPES.p!);
  }
};

/** A copy with exactly the shape's fields, or undefined when a field is wrong or an unknown key is present. */
const copy = (v: unknown, shape: string, out: Obj = {}): Obj | undefined => {
  if (!isObj(v)) return undefined;
  const fields = shape ? shape.split(' ').map((f) => f.split(':') as [string, string]) : [];
  if (Object.keys(v).some((k) => !fields.some(([name]) => name === k) && !(k in out))) return undefined;
  for (const [name, rule] of fields) {
    const optional = rule[0] === '?';
    if (optional && v[name] === undefined) continue;
    const value = check(v[name], optional ? rule.slice(1) : rule);
    if (value === undefined) return undefined;
    out[name] = value;
  }
  return out;
};

export const readFrameMessage = (data: unknown): FrameMessage | null => {
  if (!isObj(data) || data.ns !== 'atelier-widget' || data.v !== 1 || typeof data.type !== 'string' || !/^(ready|close|shutdown|unread|addToCart|error)$/.test(data.type)) return null;
  return (copy(data, SHAPES[data.type]!, { ns: 'atelier-widget', v: 1, type: data.type }) as FrameMessage | undefined) ?? null;
};
