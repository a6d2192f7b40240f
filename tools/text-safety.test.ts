import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnsafeInput, MAX_INPUT_DEPTH, UNSAFE_TEXT_MESSAGE } from './text-safety.js';

describe('text no table can hold', () => {
  it('names the path to a NUL or a lone surrogate, in values and in keys', () => {
    expect(findUnsafeInput({ a: ['ok', { b: 'x\u0000' }] })).toEqual({ path: 'a.1.b', message: UNSAFE_TEXT_MESSAGE });
    expect(findUnsafeInput({ list: ['fine', '\uD800'] })).toEqual({ path: 'list.1', message: UNSAFE_TEXT_MESSAGE });
    expect(findUnsafeInput({ ok: { ['k\uDFFF']: 1 } })).toEqual({ path: 'ok.k\uDFFF', message: UNSAFE_TEXT_MESSAGE });
    expect(findUnsafeInput('\u0000')).toEqual({ path: '', message: UNSAFE_TEXT_MESSAGE });
  });

  it('accepts well-formed text, emoji and everything JSON can hold', () => {
    expect(findUnsafeInput({ text: '👩🏽‍🦱 Ω e\u0301', n: 1, b: true, z: null, list: Array.from({ length: 100_000 }, (_, i) => `h${i}`) })).toBeNull();
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      const text = JSON.stringify(value);
      expect(findUnsafeInput(value) === null).toBe(!text.includes('\\u0000') && text.isWellFormed());
    }));
  });

  it('refuses nesting deeper than any tool needs', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH + 1; i++) deep = [deep];
    expect(findUnsafeInput(deep)?.message).toMatch(/nested more than 32 levels/);
  });
});
