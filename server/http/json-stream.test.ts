/**
 * JsonBodyReader: the same value as JSON.parse whichever way a body arrives, small or streamed, and
 * a streamed body refused at the first value or level too many, before the rest is read.
 */
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH } from '../../tools/text-safety.js';
import { JsonBodyError, JsonBodyReader, MAX_JSON_VALUES, SMALL_BODY_BYTES } from './json-stream.js';

/** Feeds `text` in pieces of `size` bytes (which may split a character) and returns the value. */
const read = async (text: string, size: number) => {
  const bytes = Buffer.from(text);
  const reader = new JsonBodyReader();
  for (let at = 0; at < bytes.length; at += size) await reader.write(bytes.subarray(at, at + size));
  return reader.end();
};

const problemOf = async (text: string, size = 16 * 1024) => {
  try {
    await read(text, size);
    return 'none';
  } catch (error) {
    if (error instanceof JsonBodyError) return error.problem;
    throw error;
  }
};

const big = (value: unknown) => {
  const text = JSON.stringify(value);
  expect(text.length).toBeGreaterThan(SMALL_BODY_BYTES);
  return text;
};

describe('JsonBodyReader', () => {
  it('reads small and streamed bodies as JSON.parse does, however they are cut', async () => {
    const small = { text: 'linen dress, Größe 38 — 👗', limit: 3, nested: [{ a: null, b: true, c: -1.5e3 }] };
    expect(await read(JSON.stringify(small), 5)).toEqual(small);
    const streamed = { text: `é👗\u2028${'x'.repeat(200_000)}"\\/\n\t`, handles: Array.from({ length: 20_000 }, (_, i) => `h_${i}`), n: 12.5 };
    const text = big(streamed);
    for (const size of [1_000, 7, 65_536, text.length]) expect(await read(text, size)).toEqual(JSON.parse(text));
  });

  it('keeps lone surrogates and "__proto__" as JSON.parse does', async () => {
    const text = `{"__proto__":{"admin":true},"s":"\\ud800","pad":"${'y'.repeat(SMALL_BODY_BYTES)}"}`;
    const value = (await read(text, 4096)) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value, '__proto__')).toBe(true);
    expect(value.s).toBe('\ud800');
  });

  it('refuses a streamed body past MAX_JSON_VALUES values, or MAX_INPUT_DEPTH levels', async () => {
    const many = `[${'0,'.repeat(MAX_JSON_VALUES)}0]`;
    expect(await problemOf(many)).toBe('too_many_values');
    expect(await problemOf(`[${'0,'.repeat(MAX_JSON_VALUES - 2)}0]`)).toBe('none');
    const deep = `${'['.repeat(MAX_INPUT_DEPTH + 1)}"${'z'.repeat(SMALL_BODY_BYTES)}"${']'.repeat(MAX_INPUT_DEPTH + 1)}`;
    expect(await problemOf(deep)).toBe('too_deep');
    const deepest = `${'['.repeat(MAX_INPUT_DEPTH)}"${'z'.repeat(SMALL_BODY_BYTES)}"${']'.repeat(MAX_INPUT_DEPTH)}`;
    expect(await problemOf(deepest)).toBe('none');
  });

  it('stops at the bound without reading the rest', async () => {
    const reader = new JsonBodyReader();
    const piece = Buffer.from('{},'.repeat(10_000));
    await reader.write(Buffer.from('['));
    let pieces = 0;
    await expect((async () => {
      for (;;) {
        await reader.write(piece);
        pieces++;
      }
    })()).rejects.toMatchObject({ problem: 'too_many_values' });
    expect(pieces).toBeLessThanOrEqual(MAX_JSON_VALUES / 10_000);
  });

  it('refuses a streamed body once it has cost its CPU budget', async () => {
    const escapes = `{"text":"${'\\u00e9'.repeat(400_000)}"}`;
    const bytes = Buffer.from(escapes);
    const reader = new JsonBodyReader(5);
    const feed = async () => {
      for (let at = 0; at < bytes.length; at += 16 * 1024) await reader.write(bytes.subarray(at, at + 16 * 1024));
      return reader.end();
    };
    await expect(feed()).rejects.toMatchObject({ problem: 'too_costly' });
    expect(((await read(escapes, 16 * 1024)) as { text: string }).text).toBe('é'.repeat(400_000));
  });

  it('tells empty, malformed and trailing bodies apart', async () => {
    expect(await problemOf('')).toBe('empty');
    expect(await problemOf(' '.repeat(SMALL_BODY_BYTES * 2))).toBe('empty');
    expect(await problemOf('{"a":')).toBe('invalid_json');
    expect(await problemOf(`{"a":"${'q'.repeat(SMALL_BODY_BYTES)}"`)).toBe('invalid_json');
    expect(await problemOf(`{"a":"${'q'.repeat(SMALL_BODY_BYTES)}"} {}`)).toBe('invalid_json');
    expect(await problemOf(`{"a":"${'q'.repeat(SMALL_BODY_BYTES)}"}   \n`)).toBe('none');
  });
});
